import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { errorMessage } from '../../../lib/api-client';
import { formatCalendarDay, formatNumber } from '../../../lib/format';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key';
import { FormAlert } from '../../auth/components/form-alert';
import { BrandTime, ZoneNote } from '../../system/components/brand-time';
import { useBrandTime } from '../../system/hooks/use-brand-time';
import { Loading, Money, Notice, Pagination } from '../../wallet/components/wallet-ui';
import { safeUnits } from '../../wallet/lib/amount';
import { claimRebate, rebateHistoryQueryOptions, rebateTodayQueryOptions, type RebatePayment, type RebateToday } from '../api/rebate-queries';

const historyPageSize = 10;

/** A rate in basis points as a percentage in the interface language: 50 -> "0.50%". */
function Rate({ bp }: { bp: number }) {
  return (
    <bdi dir="ltr" className="tabular-nums">
      {formatNumber(bp / 10_000, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 })}
    </bdi>
  );
}

/**
 * Cashback (manualRebate, shown when MANPLAYREB3 is on): today's rebate per category at the brand's
 * rates, claimable now in manual mode; what is left is paid at the daily close in both modes. Below,
 * every payment: claims and the daily close's, each with how it was worked out.
 */
export function CashbackPage() {
  const { t } = useTranslation();
  const today = useQuery(rebateTodayQueryOptions());
  return (
    <div className="flex flex-col gap-4">
      {today.isPending ? <Loading /> : today.isError ? <FormAlert message={errorMessage(today.error)} /> : <TodayCard today={today.data} />}
      <section aria-labelledby="cashback-history" className="flex flex-col gap-2">
        <h3 id="cashback-history" className="text-sm font-bold text-ink-50">
          {t('rewards.cashback.historyTitle')}
        </h3>
        <History />
      </section>
    </div>
  );
}

function TodayCard({ today }: { today: RebateToday }) {
  const { t } = useTranslation();
  const brandTime = useBrandTime();
  const client = useQueryClient();
  const claimKey = useIdempotencyKey();
  const [paid, setPaid] = useState<string | null>(null);
  const claim = useMutation({
    // The same day and amount is the same request: a retry after a lost answer reuses its id and is paid once.
    mutationFn: () => claimKey.run(`${today.day}|${today.totals.payable}`, (requestId) => ({ requestId, day: today.day }), claimRebate),
    onSuccess: (value) => setPaid(value.claim.amount),
    // Refused or not, the figures may have moved (a new day, a claim from another tab): show them afresh.
    onSettled: () => void client.invalidateQueries({ queryKey: ['wallet'] }),
  });
  const manual = today.mode === 'manual';
  // What a claim pays: today's accrual less what is owed for bets voided after their cashback was paid.
  const payable = safeUnits(today.totals.payable) ?? 0n;
  const owed = safeUnits(today.totals.owed) ?? 0n;
  // Isolated left to right: in an Urdu sentence the clock and its zone would otherwise swap places.
  const paidAt = `\u2066${brandTime.format(today.paidAt, 'clock')}\u00a0${brandTime.zone}\u2069`;

  return (
    <section aria-labelledby="cashback-today" className="rounded-2xl border border-white/10 bg-ink-900/60 p-4">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-3">
        <div className="min-w-0">
          <h3 id="cashback-today" className="flex items-center gap-2 text-sm font-bold text-ink-50">
            <Icon name="coins" className="size-4.5 text-gold-300" />
            {t('rewards.cashback.todayTitle')}
            <span className="font-normal text-ink-400">· {formatCalendarDay(today.day)}</span>
          </h3>
          {/* With something owed, the figure is what a claim or the close pays: the table's accrual less that. */}
          <p className="mt-2 text-xs text-ink-400">{owed > 0n ? t('rewards.cashback.payable') : t('rewards.cashback.accrued')}</p>
          <p className="text-2xl font-bold text-gold-100" data-testid="cashback-accrued">
            <Money amount={today.totals.payable} />
          </p>
          {owed > 0n ? (
            <p className="mt-1 text-xs text-ink-300" data-testid="cashback-owed">
              {t('rewards.cashback.owed')} <Money amount={today.totals.owed} className="font-semibold text-ink-100" />
            </p>
          ) : null}
        </div>
        {manual ? (
          <Button className="w-full sm:w-auto" disabled={payable === 0n || claim.isPending} onClick={() => claim.mutate()}>
            {claim.isPending ? t('rewards.cashback.claiming') : payable === 0n ? t('rewards.cashback.nothingToClaim') : t('rewards.cashback.claim')}
          </Button>
        ) : null}
      </div>
      <p className="mt-3 flex items-start gap-1.5 text-xs leading-relaxed text-ink-300">
        <Icon name="clock" className="mt-0.5 size-3.5 shrink-0 text-ink-400" />
        <span>{manual ? t('rewards.cashback.manualNote', { time: paidAt }) : t('rewards.cashback.automaticNote', { time: paidAt })}</span>
      </p>
      {claim.isError ? (
        <div className="mt-3">
          <FormAlert message={errorMessage(claim.error)} />
        </div>
      ) : null}
      {paid && !claim.isError ? (
        <div className="mt-3">
          <Notice>
            {t('rewards.cashback.claimed')} <Money amount={paid} className="font-bold" />
          </Notice>
        </div>
      ) : null}
      <CategoryTable today={today} />
    </section>
  );
}

/** Per category: rate, today's valid turnover, and what is accrued (with what was already claimed). */
function CategoryTable({ today }: { today: RebateToday }) {
  const { t } = useTranslation();
  if (today.categories.length === 0) return <p className="mt-4 text-sm text-ink-300">{t('rewards.cashback.noRates')}</p>;
  const head = 'px-2 py-2 text-[11px] font-semibold text-ink-400';
  const cell = 'px-2 py-2 text-end whitespace-nowrap';
  return (
    <div className="mt-4 overflow-x-auto rounded-xl ring-1 ring-white/5">
      <table className="w-full text-xs">
        <caption className="sr-only">{t('rewards.cashback.tableTitle')}</caption>
        <thead className="bg-ink-950/40">
          <tr>
            <th scope="col" className={clsx(head, 'text-start')}>
              {t('rewards.cashback.category')}
            </th>
            <th scope="col" className={clsx(head, 'text-end')}>
              {t('rewards.cashback.rate')}
            </th>
            <th scope="col" className={clsx(head, 'text-end')}>
              {t('bets.totals.validTurnover')}
            </th>
            <th scope="col" className={clsx(head, 'text-end')}>
              {t('rewards.cashback.accrued')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-white/5">
          {today.categories.map((c) => (
            <tr key={c.category} data-testid="cashback-category">
              <th scope="row" className="px-2 py-2 text-start font-medium text-ink-100">
                {t(`categories.${c.category}`)}
              </th>
              <td className={clsx(cell, 'text-ink-200')}>
                <Rate bp={c.rateBp} />
              </td>
              <td className={clsx(cell, 'text-ink-200')}>
                <Money amount={c.validTurnover} />
              </td>
              <td className={cell}>
                <Money amount={c.accrued} className="font-semibold text-gold-100" />
                {safeUnits(c.claimed) ? (
                  <span className="block text-[11px] text-ink-400">
                    {t('rewards.cashback.claimedSoFar')} <Money amount={c.claimed} />
                  </span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-white/10">
          <tr>
            <th scope="row" className="px-2 py-2 text-start font-semibold text-ink-50">
              {t('rewards.cashback.total')}
            </th>
            <td className={cell} />
            <td className={clsx(cell, 'font-semibold text-ink-100')}>
              <Money amount={today.totals.validTurnover} />
            </td>
            <td className={clsx(cell, 'font-bold text-gold-100')}>
              <Money amount={today.totals.accrued} />
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function History() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const history = useQuery({ ...rebateHistoryQueryOptions(page, historyPageSize), placeholderData: keepPreviousData });
  if (history.isPending) return <Loading />;
  if (history.isError) return <FormAlert message={errorMessage(history.error)} />;
  if (history.data.rows.length === 0) return <EmptyState icon="coins" title={t('rewards.cashback.historyEmpty')} description={t('rewards.cashback.historyEmptyText')} />;
  return (
    <div>
      <ZoneNote className="mb-2" />
      <ul aria-label={t('rewards.cashback.historyTitle')} className={clsx('flex flex-col divide-y divide-white/5 rounded-2xl border border-white/10 bg-ink-900/60', history.isPlaceholderData && 'opacity-60')}>
        {history.data.rows.map((p) => (
          <li key={p.id}>
            <PaymentLine payment={p} />
          </li>
        ))}
      </ul>
      <Pagination page={page} total={history.data.total} pageSize={historyPageSize} onPage={setPage} />
    </div>
  );
}

const statusTone: Record<RebatePayment['status'], string> = {
  paid: 'bg-emerald-400/15 text-emerald-200 ring-emerald-300/30',
  pending: 'bg-amber-400/15 text-amber-200 ring-amber-300/30',
  reversed: 'bg-rose-400/15 text-rose-200 ring-rose-300/30',
};

/** One payment; opening it shows its categories and the formula it was worked out with. */
function PaymentLine({ payment }: { payment: RebatePayment }) {
  const { t } = useTranslation();
  return (
    <details className="group">
      <summary className="grid cursor-pointer list-none grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 px-4 py-3 transition hover:bg-white/[0.03] focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-gold-300 [&::-webkit-details-marker]:hidden">
        <span className="flex min-w-0 items-center gap-1.5 text-sm font-semibold text-ink-50">
          <span className="truncate">{payment.source === 'claim' ? t('rewards.cashback.sourceClaim') : t('rewards.cashback.sourceDaily')}</span>
          <Icon name="chevron" className="size-3.5 shrink-0 text-ink-500 transition group-open:rotate-90 rtl:rotate-180 rtl:group-open:rotate-90" />
        </span>
        <Money amount={payment.amount} signed className="text-end text-sm font-bold text-emerald-300" />
        <span className="truncate text-xs text-ink-400">
          {t('rewards.cashback.forDay', { day: formatCalendarDay(payment.day) })} · <BrandTime value={payment.at} />
        </span>
        <span className={clsx('justify-self-end rounded-full px-2.5 py-0.5 text-xs font-bold ring-1', statusTone[payment.status])}>{t(`rewards.cashback.status.${payment.status}`)}</span>
      </summary>
      <div className="px-4 pb-3">
        <ul className="flex flex-col gap-1 rounded-xl bg-ink-950/40 p-3 text-xs ring-1 ring-white/5">
          {payment.categories.map((c) => (
            <li key={c.category} className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="text-ink-200">
                {t(`categories.${c.category}`)}{' '}
                <span className="text-ink-400">
                  · <Rate bp={c.rateBp} /> {t('rewards.cashback.ofTurnover')} <Money amount={c.validTurnover} />
                </span>
              </span>
              <Money amount={c.amount} className="font-semibold text-ink-100" />
            </li>
          ))}
        </ul>
        <p className="mt-2 text-[11px] text-ink-400">
          {t('rewards.cashback.formula')}{' '}
          <bdi dir="ltr" className="break-words text-ink-300">
            {payment.formula}
          </bdi>
        </p>
      </div>
    </details>
  );
}
