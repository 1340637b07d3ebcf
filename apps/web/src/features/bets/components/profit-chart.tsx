import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDay, formatMoney } from '../../../lib/format';
import { useBrand } from '../../system/hooks/use-system-status';
import { safeUnits } from '../../wallet/lib/amount';
import type { ProfitRow } from '../api/get-member-profit';
import { daysBetween } from '../lib/range';

const barWidth = 10;
const gap = 2;
const height = 100;

/** Each day's profit over every category, quiet days included (zero), in calendar order. */
export function dailyProfit(rows: readonly ProfitRow[], from: string, to: string): { day: string; profit: bigint }[] {
  const byDay = new Map<string, bigint>();
  for (const r of rows) byDay.set(r.day, (byDay.get(r.day) ?? 0n) + (safeUnits(r.profit) ?? 0n));
  return daysBetween(from, to).map((day) => ({ day, profit: byDay.get(day) ?? 0n }));
}

/**
 * Daily profit as bars drawn by hand: above the line green (the member won that day), below it rose.
 * Time runs in reading direction (mirrored right to left). The table below carries the same figures
 * for assistive technology; the chart is one titled image, each bar's exact figure a tooltip.
 */
export function ProfitChart({ rows, from, to }: { rows: readonly ProfitRow[]; from: string; to: string }) {
  const { t } = useTranslation();
  const symbol = useBrand().currencySymbol;
  const titleId = useId();
  const days = dailyProfit(rows, from, to);
  const up = days.reduce((m, d) => (d.profit > m ? d.profit : m), 0n);
  const down = days.reduce((m, d) => (-d.profit > m ? -d.profit : m), 0n);
  const span = Number(up + down) || 1;
  const zero = (Number(up) / span) * height;
  const width = days.length * (barWidth + gap) - gap;

  return (
    <figure className="rounded-2xl border border-white/10 bg-ink-900/60 p-3">
      <figcaption className="mb-2 flex items-baseline justify-between gap-3 text-sm font-bold text-ink-50">
        {t('bets.profit.chartTitle')}
        <span className="flex gap-3 text-[11px] font-medium text-ink-400">
          <span className="flex items-center gap-1">
            <span className="size-2 rounded-sm bg-emerald-400" aria-hidden="true" />
            {t('bets.profit.legendWin')}
          </span>
          <span className="flex items-center gap-1">
            <span className="size-2 rounded-sm bg-rose-400" aria-hidden="true" />
            {t('bets.profit.legendLoss')}
          </span>
        </span>
      </figcaption>
      <svg
        role="img"
        aria-labelledby={titleId}
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="none"
        className="block h-28 w-full rtl:-scale-x-100"
        data-testid="profit-chart"
      >
        <title id={titleId}>{t('bets.profit.chartLabel', { from: formatCalendarDay(from), to: formatCalendarDay(to) })}</title>
        {days.map((d, i) => {
          const size = (Math.abs(Number(d.profit)) / span) * height;
          // A day with any profit or loss stays visible however small next to the largest.
          const h = d.profit === 0n ? 0 : Math.max(size, 1.5);
          return (
            <rect
              key={d.day}
              x={i * (barWidth + gap)}
              y={d.profit > 0n ? zero - h : zero}
              width={barWidth}
              height={h}
              rx={1.5}
              className={d.profit > 0n ? 'fill-emerald-400' : 'fill-rose-400'}
              data-day={d.day}
            >
              <title>{`${formatCalendarDay(d.day)}: ${d.profit > 0n ? '+' : ''}${formatMoney(d.profit, { symbol })}`}</title>
            </rect>
          );
        })}
        <line x1={0} x2={width} y1={zero} y2={zero} className="stroke-ink-500" strokeWidth={0.75} vectorEffect="non-scaling-stroke" />
      </svg>
      <div className="mt-1 flex justify-between text-[11px] text-ink-400" aria-hidden="true">
        <span>{formatCalendarDay(from)}</span>
        <span>{formatCalendarDay(to)}</span>
      </div>
    </figure>
  );
}
