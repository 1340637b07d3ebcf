import { clsx } from 'clsx';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { useGameCatalogue } from '../hooks/use-game-catalogue';
import { useLanguageCode } from '../hooks/use-language-code';
import { GameGrid, useGameGrid } from './game-grid';
import type { Choice } from './lobby-parts';
import { SearchField } from './search-field';

interface GameBrowserProps {
  /** A game type (or ESPORTS) to list; none lists every type (a vendor's page). */
  gameType?: string;
  /** A vendor fixed by the page (vendor pages, the hall's vendor tabs). */
  vendor?: string;
  /** Vendors to filter by (when the page does not fix one). */
  vendorChoices?: readonly Choice[];
  initialVendor?: string;
  classifyChoices?: readonly Choice[];
  label: string;
}

/** Search by name, vendor and classify filters, and the windowed grid of the matching games. */
export function GameBrowser({ gameType, vendor, vendorChoices = [], initialVendor = '', classifyChoices = [], label }: GameBrowserProps) {
  const { t } = useTranslation();
  const language = useLanguageCode();
  const topRef = useRef<HTMLDivElement>(null);
  const [keyword, setKeyword] = useState('');
  const [vendorPick, setVendorPick] = useState(initialVendor);
  const [classify, setClassify] = useState('');

  const grid = useGameGrid();
  const catalogue = useGameCatalogue({ language, gameType, vassalage: vendor ?? vendorPick, gameClassify: classify }, keyword, grid);

  // A new filter starts at the top of the list rather than somewhere in its middle.
  const toTop = () => {
    const top = topRef.current;
    if (top && top.getBoundingClientRect().top < 0) top.scrollIntoView({ block: 'start' });
  };

  const showVendors = !vendor && vendorChoices.length > 1;
  const fieldClass = 'h-11 rounded-xl border border-white/10 bg-ink-950/60 text-sm text-ink-50 outline-none transition focus:border-gold-300 focus:ring-2 focus:ring-gold-300/25';
  const typed = keyword.trim();
  const vendorUnavailable = isApiError(catalogue.error, 'game.vendor.unavailable', 'game.category.unknown');

  // Nothing to browse at all (a category without games yet, e.g. a typed address the menus leave out): no search, no filters, just that.
  if (!catalogue.pending && !catalogue.error && !catalogue.searching && catalogue.count === 0 && !typed && !classify && !vendorPick) {
    return (
      <EmptyState
        icon="dice"
        title={t('games.emptyTitle')}
        description={t('games.emptyText')}
        action={
          <ButtonLink to={paths.index} variant="secondary">
            {t('common.backHome')}
          </ButtonLink>
        }
      />
    );
  }

  return (
    <div ref={topRef} className="flex scroll-mt-32 flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchField
          className="flex-1"
          value={keyword}
          onChange={(value) => {
            setKeyword(value);
            toTop();
          }}
        />
        {showVendors ? (
          <select
            aria-label={t('games.vendorLabel')}
            value={vendorPick}
            onChange={(e) => {
              setVendorPick(e.target.value);
              toTop();
            }}
            className={clsx(fieldClass, 'px-3 sm:w-56')}
          >
            <option value="">{t('games.allVendors')}</option>
            {vendorChoices.map((c) => (
              <option key={c.key} value={c.key}>
                {c.label}
              </option>
            ))}
          </select>
        ) : null}
      </div>

      <div className="flex min-h-8 flex-wrap items-center justify-between gap-3">
        {classifyChoices.length > 0 ? (
          <div role="group" aria-label={t('games.classifyLabel')} className="no-scrollbar -mx-1 flex min-w-0 flex-1 gap-1.5 overflow-x-auto px-1 py-0.5">
            {[{ key: '', label: t('games.allClassify') }, ...classifyChoices].map((c) => (
              <button
                key={c.key || 'all'}
                type="button"
                aria-pressed={classify === c.key}
                onClick={() => {
                  setClassify(c.key);
                  toTop();
                }}
                className={clsx(
                  'h-8 shrink-0 rounded-full px-3.5 text-xs font-semibold whitespace-nowrap ring-1 transition',
                  classify === c.key ? 'bg-gold-400 text-ink-950 ring-gold-400' : 'bg-ink-900/70 text-ink-200 ring-white/10 hover:bg-white/5 hover:text-white',
                )}
              >
                {c.label}
              </button>
            ))}
          </div>
        ) : (
          <span />
        )}
        <p className="flex shrink-0 items-center gap-2 text-xs text-ink-400" aria-live="polite">
          {catalogue.searching ? <Spinner className="size-3.5" /> : null}
          {catalogue.pending
            ? t('common.loading')
            : catalogue.error
              ? null
              : catalogue.searching && catalogue.count === 0
                ? t('games.searching')
                : t('games.count', { count: catalogue.count, formatted: formatNumber(catalogue.count) })}
        </p>
      </div>

      {catalogue.error && !catalogue.pending && catalogue.count === 0 ? (
        vendorUnavailable ? (
          <EmptyState icon="dice" title={t('games.emptyTitle')} description={errorMessage(catalogue.error)} />
        ) : (
          <EmptyState
            icon="warning"
            title={t('games.loadFailed')}
            description={errorMessage(catalogue.error)}
            action={
              <Button variant="secondary" onClick={catalogue.retry}>
                <Icon name="refresh" className="size-4.5" />
                {t('common.retry')}
              </Button>
            }
          />
        )
      ) : catalogue.count === 0 && !catalogue.searching ? (
        typed ? (
          <EmptyState icon="search" title={t('games.noMatchTitle')} description={t('games.noMatchText', { keyword: typed })} />
        ) : (
          <EmptyState icon="dice" title={t('games.emptyTitle')} description={t('games.emptyText')} />
        )
      ) : (
        <GameGrid grid={grid} count={catalogue.count} get={catalogue.get} label={label} query={catalogue.shownKeyword} source={catalogue.source} />
      )}
    </div>
  );
}
