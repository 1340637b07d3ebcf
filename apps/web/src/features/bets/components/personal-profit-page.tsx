import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { errorMessage } from '../../../lib/api-client';
import { addDays, formatCalendarDay, formatNumber } from '../../../lib/format';
import { FormAlert } from '../../auth/components/form-alert';
import { useBrandTime } from '../../system/hooks/use-brand-time';
import { Loading, Money } from '../../wallet/components/wallet-ui';
import { memberProfitQueryOptions, type ProfitRow } from '../api/get-member-profit';
import { rangeProblem } from '../lib/range';
import { Profit, TotalsStrip } from './bet-figures';
import { ProfitChart } from './profit-chart';
import { RangeFilters, type RangeFilterValue } from './range-filters';

/** Personal profit and loss (personalProfit): settled bets and cashback per brand day and category, totalled, with a chart of daily profit. */
export function PersonalProfitPage() {
  const { t } = useTranslation();
  const today = useBrandTime().today();
  const [filters, setFilters] = useState<RangeFilterValue>({ from: addDays(today, -6), to: today, category: '' });
  const valid = rangeProblem(filters.from, filters.to) === null;
  const query = { from: filters.from, to: filters.to, ...(filters.category ? { category: filters.category } : {}) };
  const profit = useQuery({ ...memberProfitQueryOptions(query), placeholderData: keepPreviousData, enabled: valid });

  return (
    <div className="flex flex-col gap-4">
      <RangeFilters value={filters} today={today} onChange={setFilters} />
      {!valid ? null : profit.isPending ? (
        <Loading />
      ) : profit.isError ? (
        <FormAlert message={errorMessage(profit.error)} />
      ) : (
        <>
          <TotalsStrip totals={profit.data.totals} dim={profit.isPlaceholderData} />
          {profit.data.rows.length === 0 ? (
            <EmptyState icon="chart" title={t('bets.profit.empty')} description={t('bets.profit.emptyText')} />
          ) : (
            <div className={clsx('flex flex-col gap-4', profit.isPlaceholderData && 'opacity-60')}>
              <ProfitChart rows={profit.data.rows} from={filters.from} to={filters.to} />
              <ProfitTable rows={profit.data.rows} />
            </div>
          )}
        </>
      )}
    </div>
  );
}

/**
 * The figures per day and category: the accessible form of the chart. The day and its category
 * share the first column and profit comes next, so on a phone what matters shows before the table scrolls.
 */
function ProfitTable({ rows }: { rows: readonly ProfitRow[] }) {
  const { t } = useTranslation();
  const head = 'px-2 py-2 text-[11px] font-semibold text-ink-400';
  const cell = 'px-2 py-2 text-end whitespace-nowrap tabular-nums';
  // Newest day first, like the record; categories in a stable order within a day.
  const sorted = [...rows].sort((a, b) => (a.day === b.day ? a.category.localeCompare(b.category) : a.day < b.day ? 1 : -1));
  return (
    <div className="overflow-x-auto rounded-2xl border border-white/10 bg-ink-900/60">
      <table className="w-full text-xs">
        <caption className="px-3 pt-3 pb-1 text-start text-sm font-bold text-ink-50">{t('bets.profit.tableTitle')}</caption>
        <thead>
          <tr className="border-b border-white/5">
            <th scope="col" className={clsx(head, 'text-start')}>
              {t('bets.profit.dayCategory')}
            </th>
            <th scope="col" className={clsx(head, 'text-end')}>
              {t('bets.totals.profit')}
            </th>
            <th scope="col" className={clsx(head, 'text-end')}>
              {t('bets.totals.bets')}
            </th>
            <th scope="col" className={clsx(head, 'text-end')}>
              {t('bets.totals.stake')}
            </th>
            <th scope="col" className={clsx(head, 'text-end')}>
              {t('bets.totals.validTurnover')}
            </th>
            <th scope="col" className={clsx(head, 'text-end')}>
              {t('bets.totals.win')}
            </th>
            <th scope="col" className={clsx(head, 'text-end')}>
              {t('bets.totals.rebate')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-white/5">
          {sorted.map((r) => (
            <tr key={`${r.day}:${r.category}`} data-testid="profit-row">
              <th scope="row" className="px-2 py-2 text-start font-normal whitespace-nowrap">
                <span className="block font-semibold text-ink-50">{formatCalendarDay(r.day)}</span>
                <span className="block text-[11px] text-ink-400">{t(`categories.${r.category}`)}</span>
              </th>
              <td className={cell}>
                <Profit amount={r.profit} />
              </td>
              <td className={clsx(cell, 'text-ink-200')}>{formatNumber(r.bets)}</td>
              <td className={clsx(cell, 'text-ink-200')}>
                <Money amount={r.stake} />
              </td>
              <td className={clsx(cell, 'text-ink-200')}>
                <Money amount={r.validTurnover} />
              </td>
              <td className={clsx(cell, 'text-ink-200')}>
                <Money amount={r.win} />
              </td>
              <td className={clsx(cell, 'text-ink-200')}>
                <Money amount={r.rebate} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
