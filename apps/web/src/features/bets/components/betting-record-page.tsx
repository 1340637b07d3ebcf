import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { betStatuses, type BetStatus } from '@lotus/contract/bets';
import { useDialogStack } from '../../../components/ui/dialog-stack-store';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { errorMessage } from '../../../lib/api-client';
import { addDays } from '../../../lib/format';
import { lazyPart } from '../../../lib/lazy-part';
import { FormAlert } from '../../auth/components/form-alert';
import { BrandTime, ZoneNote } from '../../system/components/brand-time';
import { useBrandTime } from '../../system/hooks/use-brand-time';
import { Loading, Money, Pagination } from '../../wallet/components/wallet-ui';
import { memberBetsQueryOptions, type BetRow } from '../api/get-member-bets';
import { rangeProblem } from '../lib/range';
import { useGameName } from '../lib/use-game-name';
import { Profit, TotalsStrip } from './bet-figures';
import { BetStatusBadge } from './bet-status';
import { fieldClass, RangeFilters, type RangeFilterValue } from './range-filters';

const pageSize = 20;

// The detail (the lottery's order dialog, the house round's proof) loads when a bet is first opened.
const BetDetail = lazyPart(() => import('./bet-detail').then((m) => m.BetDetail));

/** Betting record (personalHistoryCopy): every product's bets from the bet journal, filtered, totalled, paged. */
export function BettingRecordPage() {
  const { t } = useTranslation();
  const brandTime = useBrandTime();
  const today = brandTime.today();
  // Above every dialog open now (the member centre), so the detail sits on top of it.
  const layer = useDialogStack((s) => s.stack.length);
  const [filters, setFilters] = useState<RangeFilterValue>({ from: addDays(today, -6), to: today, category: '' });
  const [status, setStatus] = useState<BetStatus | ''>('');
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<BetRow | null>(null);
  const valid = rangeProblem(filters.from, filters.to) === null;
  const query = { from: filters.from, to: filters.to, ...(filters.category ? { category: filters.category } : {}), ...(status ? { status } : {}), pageNo: page, pageSize };
  const list = useQuery({ ...memberBetsQueryOptions(query), placeholderData: keepPreviousData, enabled: valid });
  const gameName = useGameName(list.data?.rows);

  return (
    <div className="flex flex-col gap-4">
      <RangeFilters
        value={filters}
        today={today}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      >
        <label className="flex flex-col gap-1 text-xs font-medium text-ink-300">
          {t('bets.filters.status')}
          <select
            className={fieldClass}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as BetStatus | '');
              setPage(1);
            }}
          >
            <option value="">{t('bets.filters.allStatuses')}</option>
            {betStatuses.map((s) => (
              <option key={s} value={s}>
                {t(`bets.status.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </RangeFilters>

      {!valid ? null : list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <FormAlert message={errorMessage(list.error)} />
      ) : (
        <>
          <TotalsStrip totals={list.data.totals} dim={list.isPlaceholderData} />
          {list.data.rows.length === 0 ? (
            <EmptyState icon="record" title={t('bets.record.empty')} description={t('bets.record.emptyText')} />
          ) : (
            <div>
              <div className="mb-2 flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                <p className="text-xs text-ink-400">{t('bets.record.total', { count: list.data.total })}</p>
                <ZoneNote />
              </div>
              <ul aria-label={t('bets.record.listLabel')} className={clsx('flex flex-col divide-y divide-white/5 rounded-2xl border border-white/10 bg-ink-900/60', list.isPlaceholderData && 'opacity-60')}>
                {list.data.rows.map((bet) => (
                  <li key={bet.id}>
                    <BetLine bet={bet} game={gameName(bet)} onOpen={() => setOpened(bet)} />
                  </li>
                ))}
              </ul>
              <Pagination page={page} total={list.data.total} pageSize={pageSize} onPage={setPage} />
            </div>
          )}
        </>
      )}
      <BetDetail bet={opened} gameName={gameName} layer={layer} onClose={() => setOpened(null)} />
    </div>
  );
}

/** One bet: game and profit, category and status, time and amounts; the whole line opens the detail. */
function BetLine({ bet, game, onOpen }: { bet: BetRow; game: string; onOpen: () => void }) {
  const { t } = useTranslation();
  const settled = bet.status === 'settled';
  return (
    <button
      type="button"
      onClick={onOpen}
      className="grid w-full grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 px-4 py-3 text-start transition hover:bg-white/[0.03] focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-gold-300"
    >
      <span className="flex min-w-0 items-center gap-1.5 text-sm font-semibold text-ink-50">
        <span className="truncate">{game}</span>
        <Icon name="chevron" className="size-3.5 shrink-0 text-ink-500 rtl:rotate-180" />
      </span>
      <span className="text-end text-sm">{settled ? <Profit amount={bet.profit} /> : <span className="text-ink-400">—</span>}</span>
      <span className="truncate text-xs text-ink-300">
        {t(`categories.${bet.category}`)}
        {bet.detail.kind === 'vendor' ? ` · ${bet.vendor}` : ''}
      </span>
      <span className="text-end">
        <BetStatusBadge status={bet.status} />
      </span>
      <span className="text-xs text-ink-400">
        <BrandTime value={bet.placedAt} />
      </span>
      <span className="text-end text-xs text-ink-400">
        {t('bets.record.stake')} <Money amount={bet.stake} className="text-ink-200" />
        {' · '}
        {t('bets.record.win')} <Money amount={bet.win} className="text-ink-200" />
      </span>
    </button>
  );
}
