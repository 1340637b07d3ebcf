import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { useLanguages } from '../hooks/use-languages';

/** The side menu's language list: one button per offered language, shown with more than one. */
export function LanguageList({ onChosen }: { onChosen?: () => void }) {
  const { t } = useTranslation();
  const { current, offered, showSwitcher, change } = useLanguages();
  if (!showSwitcher) return null;
  return (
    <div role="group" aria-label={t('language.title')} className="grid grid-cols-2 gap-2">
      {offered.map((lang) => {
        const active = lang.code === current.code;
        return (
          <button
            key={lang.code}
            type="button"
            aria-pressed={active}
            lang={lang.tag}
            onClick={() => {
              void change(lang.code);
              onChosen?.();
            }}
            className={clsx(
              'h-10 rounded-xl border px-3 text-sm font-semibold transition',
              active ? 'border-gold-300 bg-gold-400/15 text-gold-200' : 'border-white/10 text-ink-200 hover:border-white/25 hover:text-white',
            )}
          >
            {lang.name}
          </button>
        );
      })}
    </div>
  );
}
