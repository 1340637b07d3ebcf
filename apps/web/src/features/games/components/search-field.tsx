import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';

/** The lobby's search box: name search in the player's language; the clear button empties it. */
export function SearchField({ value, onChange, className }: { value: string; onChange: (value: string) => void; className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={clsx('relative min-w-0', className)}>
      <Icon name="search" className="pointer-events-none absolute start-3.5 top-1/2 size-4.5 -translate-y-1/2 text-ink-400" />
      <input
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-label={t('games.searchLabel')}
        placeholder={t('games.searchPlaceholder')}
        maxLength={50}
        enterKeyHint="search"
        className="h-11 w-full rounded-xl border border-white/10 bg-ink-950/60 ps-10 pe-10 text-sm text-ink-50 transition outline-none placeholder:text-ink-400 focus:border-gold-300 focus:ring-2 focus:ring-gold-300/25 [&::-webkit-search-cancel-button]:hidden"
      />
      {value ? (
        <button
          type="button"
          onClick={() => onChange('')}
          aria-label={t('games.clearSearch')}
          className="absolute end-1.5 top-1/2 grid size-8 -translate-y-1/2 place-items-center rounded-lg text-ink-300 hover:bg-white/10 hover:text-white"
        >
          <Icon name="close" className="size-4" />
        </button>
      ) : null}
    </div>
  );
}
