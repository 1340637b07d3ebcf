import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { Money } from '../../wallet/components/wallet-ui';
import { safeUnits } from '../../wallet/lib/amount';
import type { BetTotals } from '../api/get-member-bets';

/** The member's profit colour: green when they won overall, rose when they lost, plain when even. */
export function profitTone(profit: string | bigint): string {
  const units = typeof profit === 'bigint' ? profit : (safeUnits(profit) ?? 0n);
  return units > 0n ? 'text-emerald-300' : units < 0n ? 'text-rose-300' : 'text-ink-200';
}

/** Win less stake, signed (+P 4.00 / -P 1.00) and coloured. */
export function Profit({ amount, className }: { amount: string | bigint; className?: string }) {
  return <Money amount={amount} signed className={clsx('font-bold', profitTone(amount), className)} />;
}

/** The period's totals: profit first and large, then bets, stake, valid turnover and win. */
export function TotalsStrip({ totals, dim }: { totals: BetTotals & { rebate?: string }; dim?: boolean }) {
  const { t } = useTranslation();
  const cell = 'min-w-0 rounded-xl bg-ink-950/40 px-3 py-2 ring-1 ring-white/5';
  return (
    <section aria-label={t('bets.totals.title')} className={clsx('rounded-2xl border border-white/10 bg-ink-900/60 p-3', dim && 'opacity-60')} data-testid="bet-totals">
      <dl className="grid grid-cols-2 gap-2">
        <div className={clsx(cell, 'col-span-2 flex items-baseline justify-between gap-3')}>
          <dt className="text-xs font-medium text-ink-300">{t('bets.totals.profit')}</dt>
          <dd className="text-lg">
            <Profit amount={totals.profit} />
          </dd>
        </div>
        <div className={cell}>
          <dt className="text-[11px] text-ink-400">{t('bets.totals.bets')}</dt>
          <dd className="text-sm font-semibold text-ink-50 tabular-nums">{formatNumber(totals.bets)}</dd>
        </div>
        <div className={cell}>
          <dt className="text-[11px] text-ink-400">{t('bets.totals.stake')}</dt>
          <dd className="text-sm font-semibold text-ink-50">
            <Money amount={totals.stake} />
          </dd>
        </div>
        <div className={cell}>
          <dt className="text-[11px] text-ink-400">{t('bets.totals.validTurnover')}</dt>
          <dd className="text-sm font-semibold text-ink-50">
            <Money amount={totals.validTurnover} />
          </dd>
        </div>
        <div className={cell}>
          <dt className="text-[11px] text-ink-400">{t('bets.totals.win')}</dt>
          <dd className="text-sm font-semibold text-ink-50">
            <Money amount={totals.win} />
          </dd>
        </div>
        {totals.rebate !== undefined ? (
          // Profit and loss only: the cashback paid on the period's turnover (claims and daily payments).
          <div className={clsx(cell, 'col-span-2 flex items-baseline justify-between gap-3')}>
            <dt className="text-[11px] text-ink-400">{t('bets.totals.rebate')}</dt>
            <dd className="text-sm font-semibold text-emerald-300">
              <Money amount={totals.rebate} />
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
