import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameCategory } from '@lotus/contract/navigation';
import { activeQuickRange, maxRangeDays, quickRange, quickRanges, rangeProblem } from '../lib/range';
import { useBrandCategories } from '../lib/use-brand-categories';

export const fieldClass = 'h-10 w-full rounded-xl border border-white/10 bg-ink-950/60 px-3 text-sm text-ink-50 outline-none focus:border-gold-300';

export interface RangeFilterValue {
  from: string;
  to: string;
  category: GameCategory | '';
}

/**
 * The filters the betting record and the P&L share: brand days from/to with quick picks (today,
 * yesterday, last 7 days, counted on the brand's calendar), the brand's categories, and any extra
 * field (the record's status). Two columns at every size: the member centre's page is narrow.
 */
export function RangeFilters({ value, today, onChange, children }: { value: RangeFilterValue; today: string; onChange: (next: RangeFilterValue) => void; children?: ReactNode }) {
  const { t } = useTranslation();
  const categories = useBrandCategories();
  const active = activeQuickRange(today, value.from, value.to);
  const problem = rangeProblem(value.from, value.to);

  return (
    <div className="grid grid-cols-2 gap-2 rounded-2xl border border-white/10 bg-ink-900/60 p-3">
      <label className="flex flex-col gap-1 text-xs font-medium text-ink-300">
        {t('bets.filters.from')}
        <input
          type="date"
          className={fieldClass}
          value={value.from}
          max={value.to}
          aria-invalid={problem ? true : undefined}
          onChange={(e) => e.target.value && onChange({ ...value, from: e.target.value })}
        />
      </label>
      <label className="flex flex-col gap-1 text-xs font-medium text-ink-300">
        {t('bets.filters.to')}
        <input
          type="date"
          className={fieldClass}
          value={value.to}
          min={value.from}
          aria-invalid={problem ? true : undefined}
          onChange={(e) => e.target.value && onChange({ ...value, to: e.target.value })}
        />
      </label>
      <div className="col-span-2 flex flex-wrap gap-1.5" role="group" aria-label={t('bets.filters.quickRanges')}>
        {quickRanges.map((r) => (
          <button
            key={r.key}
            type="button"
            aria-pressed={active === r.key}
            onClick={() => onChange({ ...value, ...quickRange(today, r.key) })}
            className={clsx('rounded-full px-3 py-1 text-xs font-semibold ring-1 transition', active === r.key ? 'bg-gold-400 text-ink-950 ring-gold-300' : 'text-ink-200 ring-white/10 hover:bg-white/5')}
          >
            {t(`bets.filters.${r.key}`)}
          </button>
        ))}
      </div>
      {problem ? (
        <p role="alert" className="col-span-2 text-xs text-rose-300">
          {problem === 'order' ? t('bets.filters.orderProblem') : t('bets.filters.longProblem', { count: maxRangeDays })}
        </p>
      ) : null}
      <label className={clsx('flex flex-col gap-1 text-xs font-medium text-ink-300', !children && 'col-span-2')}>
        {t('bets.filters.category')}
        <select className={fieldClass} value={value.category} onChange={(e) => onChange({ ...value, category: e.target.value as GameCategory | '' })}>
          <option value="">{t('bets.filters.allCategories')}</option>
          {categories.map((c) => (
            <option key={c} value={c}>
              {t(`categories.${c}`)}
            </option>
          ))}
        </select>
      </label>
      {children}
    </div>
  );
}
