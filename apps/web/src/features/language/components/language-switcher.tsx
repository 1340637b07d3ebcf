import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { useLanguages } from '../hooks/use-languages';

/** Compact header switcher: a button with a menu of the offered languages. Hidden with one language. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { current, offered, showSwitcher, change } = useLanguages();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!showSwitcher) return null;
  return (
    <div ref={rootRef} className={clsx('relative', className)}>
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('language.switcher', { language: current.name })}
        onClick={() => setOpen((o) => !o)}
        className="flex h-10 items-center gap-2 rounded-xl border border-white/10 px-3 text-sm font-semibold text-ink-100 transition hover:border-gold-300/60 hover:text-white"
      >
        <Icon name="globe" className="size-4.5 text-gold-300" />
        <span>{current.code}</span>
        <Icon name="chevronDown" className={clsx('size-4 transition', open && 'rotate-180')} />
      </button>
      {open ? (
        <ul
          id={menuId}
          role="menu"
          aria-label={t('language.title')}
          className="absolute end-0 top-full z-50 mt-2 min-w-44 animate-pop-in overflow-hidden rounded-xl border border-white/10 bg-ink-850 p-1 shadow-2xl shadow-black/50"
        >
          {offered.map((lang) => (
            <li key={lang.code} role="none">
              <button
                type="button"
                role="menuitemradio"
                aria-checked={lang.code === current.code}
                lang={lang.tag}
                dir={lang.dir}
                onClick={() => {
                  setOpen(false);
                  void change(lang.code);
                }}
                className={clsx(
                  'flex w-full items-center justify-between gap-3 rounded-lg px-3 py-2 text-start text-sm transition',
                  lang.code === current.code ? 'bg-gold-400/15 text-gold-200' : 'text-ink-100 hover:bg-white/5',
                )}
              >
                <span>{lang.name}</span>
                {lang.code === current.code ? <Icon name="check" className="size-4" /> : null}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
