import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { consoleLanguages, setLanguage } from '../lib/i18n';
import { cx } from './ui';

/**
 * The interface language: one button per language, each named in its own language and script (an
 * operator who cannot read the current one still finds theirs). The choice is kept in this browser.
 */
export function LanguagePicker({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const [switching, setSwitching] = useState(false);
  const [failed, setFailed] = useState(false);
  const pick = (tag: (typeof consoleLanguages)[number]['tag']) => {
    setSwitching(true);
    setFailed(false);
    setLanguage(tag).then(
      () => setSwitching(false),
      () => {
        setSwitching(false);
        setFailed(true);
      },
    );
  };
  return (
    <div className={cx('flex items-center gap-1', className)} role="group" aria-label={t('language.label')}>
      {consoleLanguages.map((l) => (
        <button
          key={l.tag}
          type="button"
          lang={l.tag}
          aria-pressed={i18n.language === l.tag}
          disabled={switching}
          onClick={() => pick(l.tag)}
          className={cx(
            'h-8 rounded-md px-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-indigo-600',
            i18n.language === l.tag ? 'bg-indigo-50 text-indigo-800' : 'text-slate-600 hover:bg-slate-100',
          )}
        >
          {l.name}
        </button>
      ))}
      {failed && (
        <span role="alert" className="text-xs text-rose-700">
          {t('language.failed')}
        </span>
      )}
    </div>
  );
}
