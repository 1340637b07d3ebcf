import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { turnoverRequirementSchema, turnoverStatuses } from '@lotus/contract/turnover';
import type { IconName } from '../../../components/ui/icon';
import { formatMoney, formatNumber } from '../../../lib/format';
import { BrandTime } from '../../system/components/brand-time';
import { useBrand } from '../../system/hooks/use-system-status';
import { safeUnits } from '../lib/amount';
import { Money } from './wallet-ui';

/** Turnover requirements as the withdrawal form and the bonus details show them. */
export type Requirement = z.infer<typeof turnoverRequirementSchema>;
export type RequirementStatus = (typeof turnoverStatuses)[number];

/** What is still to bet: required - done, never below zero; null when the wire text is unreadable. */
export function remaining(required: string, done: string): bigint | null {
  const r = safeUnits(required);
  const d = safeUnits(done);
  if (r === null || d === null) return null;
  return r > d ? r - d : 0n;
}

/** Done / required as a bar, with the amounts for screen readers ("P 120.50 of P 300.00"). */
export function TurnoverBar({ done, required, label, className }: { done: string; required: string; label: string; className?: string }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const d = safeUnits(done);
  const r = safeUnits(required);
  const known = d !== null && r !== null;
  const percent = !known ? 0 : r > 0n ? Number(((d < r ? d : r) * 100n) / r) : 100;
  const money = (units: bigint) => formatMoney(units, { symbol: brand.currencySymbol });
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={known ? t('wallet.turnover.progress', { done: money(d), required: money(r) }) : undefined}
      className={clsx('h-1.5 overflow-hidden rounded-full bg-white/10', className)}
    >
      <div className={clsx('h-full rounded-full', percent >= 100 ? 'bg-emerald-400' : 'bg-gold-400')} style={{ width: `${percent}%` }} />
    </div>
  );
}

/** Each source's icon, the ones the site uses for the same money elsewhere. */
export const sourceIcon: Record<Requirement['source'], IconName> = { deposit: 'deposit', bonus: 'gift', adjustment: 'wallet', rebate: 'coins' };

/** "Deposit", "Bonus", "Adjustment", "Rebate". */
export function useSourceLabel(): (source: Requirement['source']) => string {
  const { t } = useTranslation();
  return (source) => t(`wallet.turnover.source.${source}`);
}

/** The terms: "× 5" of the credit, or a fixed amount. */
export function Terms({ multiple }: { multiple: number | null }) {
  const { t } = useTranslation();
  if (multiple === null) return <>{t('wallet.turnover.fixed')}</>;
  return <>{t('wallet.turnover.times', { multiple: formatNumber(multiple, { maximumFractionDigits: 2 }) })}</>;
}

const statusTone: Record<RequirementStatus, string> = {
  open: 'bg-amber-400/15 text-amber-200 ring-amber-300/30',
  met: 'bg-emerald-400/15 text-emerald-200 ring-emerald-300/30',
  waived: 'bg-white/5 text-ink-200 ring-white/15',
};

export function RequirementStatusBadge({ status }: { status: RequirementStatus }) {
  const { t } = useTranslation();
  return <span className={clsx('inline-flex shrink-0 rounded-full px-2 py-0.5 text-[11px] font-bold ring-1', statusTone[status])}>{t(`wallet.turnover.status.${status}`)}</span>;
}

/** One open requirement in the withdrawal form: where it came from, its terms and date, progress and what is left. */
export function OpenRequirementLine({ requirement: r }: { requirement: Requirement }) {
  const { t } = useTranslation();
  const sourceLabel = useSourceLabel();
  const left = remaining(r.required, r.done);
  return (
    <li className="rounded-lg bg-ink-950/40 px-2.5 py-2 ring-1 ring-white/5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-2 gap-y-0.5">
        <span className="text-[13px] font-semibold text-ink-50">
          {sourceLabel(r.source)}{' '}
          <span className="font-normal text-ink-300">
            <Money amount={r.baseAmount} /> · <Terms multiple={r.multiple} />
          </span>
        </span>
        <BrandTime value={r.createdAt} className="text-[11px] text-ink-400" />
      </div>
      <TurnoverBar done={r.done} required={r.required} label={t('wallet.turnover.progressOf', { source: sourceLabel(r.source) })} className="my-1.5" />
      <div className="flex flex-wrap items-baseline justify-between gap-x-2 text-[11px] text-ink-300">
        <span>
          <Money amount={r.done} className="text-ink-100" /> / <Money amount={r.required} />
        </span>
        <span>
          {t('wallet.turnover.left')} <Money amount={left} className="font-semibold text-gold-200" />
        </span>
      </div>
    </li>
  );
}
