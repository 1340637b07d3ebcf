import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../../components/ui/icon';
import { formatMoney } from '../../../../lib/format';
import { useBrand } from '../../../system/hooks/use-system-status';

/** A section of the Vietnam or Thai page: a dark card with a title line. */
export function Panel({
  title,
  icon,
  action,
  children,
  className,
  labelledBy,
}: {
  title?: ReactNode;
  icon?: IconName;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
  labelledBy?: string;
}) {
  return (
    <section aria-labelledby={labelledBy} className={clsx('rounded-2xl border border-white/10 bg-ink-900/70 p-3 shadow-xl shadow-black/20 sm:p-4', className)}>
      {title || action ? (
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          {title ? (
            <h2 id={labelledBy} className="flex items-center gap-2 text-base font-bold text-ink-50">
              {icon ? <Icon name={icon} className="size-4.5 text-gold-300" /> : null}
              {title}
            </h2>
          ) : (
            <span />
          )}
          {action}
        </div>
      ) : null}
      {children}
    </section>
  );
}

/** Digits kept left-to-right inside right-to-left text. */
export function Num({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <bdi dir="ltr" className={clsx('font-sans tabular-nums', className)}>
      {children}
    </bdi>
  );
}

/** Units (1/10,000) as money with the brand's symbol. */
export function Amount({ units, className }: { units: bigint | null; className?: string }) {
  const brand = useBrand();
  if (units === null) return <span className={className}>—</span>;
  return (
    <bdi dir="ltr" className={clsx('whitespace-nowrap tabular-nums', className)}>
      {formatMoney(units, { symbol: brand.currencySymbol })}
    </bdi>
  );
}

const statusTone: Record<string, string> = {
  pending: 'bg-sky-400/15 text-sky-200 ring-sky-300/30',
  won: 'bg-emerald-400/15 text-emerald-200 ring-emerald-300/30',
  partial: 'bg-emerald-400/10 text-emerald-100 ring-emerald-300/20',
  lost: 'bg-white/5 text-ink-300 ring-white/10',
  tie: 'bg-amber-400/15 text-amber-200 ring-amber-300/30',
  cancelled: 'bg-rose-400/10 text-rose-200 ring-rose-300/25',
  void: 'bg-rose-400/10 text-rose-200 ring-rose-300/25',
};

export type OrderStatus = 'pending' | 'won' | 'lost' | 'tie' | 'cancelled' | 'void' | 'partial';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return <span className={clsx('inline-flex shrink-0 rounded-full px-2 py-0.5 text-[11px] font-bold ring-1', statusTone[status])}>{t(`lottery.regional.status.${status}`)}</span>;
}

/** The loading line of a panel or page (`py-10` for a page, `py-8` inside a panel). */
export function Loading({ className = 'py-10' }: { className?: string }) {
  const { t } = useTranslation();
  return <p className={clsx(className, 'text-center text-sm text-ink-300')}>{t('common.loading')}</p>;
}

/** A calm line for states with nothing to show yet (no draw, no bets). */
export function Quiet({ icon = 'clock', title, text, action }: { icon?: IconName; title: ReactNode; text?: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-white/10 bg-ink-950/40 px-4 py-8 text-center">
      <span className="grid size-11 place-items-center rounded-xl bg-gold-300/10 text-gold-300 ring-1 ring-gold-300/20">
        <Icon name={icon} className="size-5.5" />
      </span>
      <p className="font-semibold text-ink-50">{title}</p>
      {text ? <p className="max-w-sm text-sm text-ink-300">{text}</p> : null}
      {action}
    </div>
  );
}

/** Chip-style toggle used by quick picks and play choices. */
export function Chip({ active, children, onClick, className, label, disabled }: { active?: boolean; children: ReactNode; onClick: () => void; className?: string; label?: string; disabled?: boolean }) {
  return (
    <button
      type="button"
      aria-pressed={active}
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className={clsx(
        'inline-flex h-8 shrink-0 items-center gap-1 rounded-lg px-2.5 text-xs font-semibold transition disabled:opacity-40',
        active ? 'bg-gold-400 text-ink-950 shadow' : 'bg-ink-800 text-ink-100 ring-1 ring-white/10 hover:bg-ink-700',
        className,
      )}
    >
      {children}
    </button>
  );
}
