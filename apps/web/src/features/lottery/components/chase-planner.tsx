import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Modal } from '../../../components/ui/modal';
import { BrandTime, ZoneTag } from '../../system/components/brand-time';
import { chaseIssuesQuery } from '../api/lottery-draws';
import { defaultChasePlan, planMultiples, type ChasePlan } from '../lib/chase';
import { LottoAmount } from './lotto-amount';
import { NumberField } from './number-field';

export interface ChaseSettings {
  /** Multiples of the chased issues from the current one on, in draw order. */
  multiples: number[];
  stopOnWin: boolean;
}

interface ChasePlannerProps {
  open: boolean;
  onClose: () => void;
  gameId: number;
  currentNumero: string | null;
  maxIssues: number;
  maxMultiple: number;
  /** The cart's cost at multiple 1 per issue. */
  unitAmount: bigint;
  value: ChaseSettings | null;
  onApply: (value: ChaseSettings | null) => void;
}

const fieldClass = 'h-9 w-20 rounded-lg border border-white/10 bg-ink-950/60 px-2 text-center text-sm font-bold text-ink-50 tabular-nums outline-none focus:border-gold-300';

/**
 * The chase planner (追号): how many issues, the starting multiple and how it grows (times a factor
 * every N issues; every 1 and factor 2 doubles), stop on a win; then the issue list with each
 * issue's multiple (editable) and cost, and the total.
 */
export function ChasePlanner({ open, onClose, gameId, currentNumero, maxIssues, maxMultiple, unitAmount, value, onApply }: ChasePlannerProps) {
  const { t } = useTranslation();
  const limit = Math.max(1, Math.min(120, maxIssues));
  const [plan, setPlan] = useState<ChasePlan>(() => ({ ...defaultChasePlan, issues: Math.min(defaultChasePlan.issues, limit), ...(value ? { issues: value.multiples.length } : {}) }));
  const [multiples, setMultiples] = useState<number[]>(() => value?.multiples ?? planMultiples({ ...defaultChasePlan, issues: Math.min(defaultChasePlan.issues, limit) }, maxMultiple));
  const [stopOnWin, setStopOnWin] = useState(value?.stopOnWin ?? true);
  const issues = useQuery(chaseIssuesQuery(gameId, limit, open));
  const ids = { issues: useId(), start: useId(), every: useId(), factor: useId() };

  const list = issues.data ?? [];
  const from = currentNumero ? list.findIndex((i) => i.numero === currentNumero) : -1;
  const upcoming = from >= 0 ? list.slice(from) : [];
  const rows = upcoming.slice(0, multiples.length).map((issue, i) => ({ issue, multiple: multiples[i]! }));
  const total = rows.reduce((sum, r) => sum + unitAmount * BigInt(r.multiple), 0n);

  const regenerate = (next: ChasePlan) => {
    setPlan(next);
    setMultiples(planMultiples(next, maxMultiple));
  };

  return (
    <Modal open={open} onClose={onClose} title={t('lottery.cn.chase.title')} size="lg">
      <div className="flex flex-col gap-4">
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <label className="flex flex-col gap-1 text-xs text-ink-300" htmlFor={ids.issues}>
            {t('lottery.cn.chase.issues')}
            <NumberField id={ids.issues} min={1} max={limit} className={fieldClass} value={plan.issues} onValue={(v) => regenerate({ ...plan, issues: v })} />
          </label>
          <label className="flex flex-col gap-1 text-xs text-ink-300" htmlFor={ids.start}>
            {t('lottery.cn.chase.startMultiple')}
            <NumberField id={ids.start} min={1} max={maxMultiple} className={fieldClass} value={plan.startMultiple} onValue={(v) => regenerate({ ...plan, startMultiple: v })} />
          </label>
          <label className="flex flex-col gap-1 text-xs text-ink-300" htmlFor={ids.every}>
            {t('lottery.cn.chase.every')}
            <NumberField id={ids.every} min={1} max={limit} className={fieldClass} value={plan.every} onValue={(v) => regenerate({ ...plan, every: v })} />
          </label>
          <label className="flex flex-col gap-1 text-xs text-ink-300" htmlFor={ids.factor}>
            {t('lottery.cn.chase.factor')}
            <NumberField id={ids.factor} min={1} max={100} className={fieldClass} value={plan.factor} onValue={(v) => regenerate({ ...plan, factor: v })} />
          </label>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="secondary" size="sm" onClick={() => regenerate({ ...plan, every: 1, factor: 1 })}>
            {t('lottery.cn.chase.level')}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => regenerate({ ...plan, every: 1, factor: 2 })}>
            {t('lottery.cn.chase.double')}
          </Button>
          <Checkbox className="ms-auto" label={t('lottery.cn.chase.stopOnWin')} checked={stopOnWin} onChange={(e) => setStopOnWin(e.target.checked)} />
        </div>
        <p className="text-xs text-ink-400">{plan.factor > 1 ? t('lottery.cn.chase.explain', { every: plan.every, factor: plan.factor }) : t('lottery.cn.chase.explainLevel')}</p>

        <div className="max-h-[45dvh] overflow-y-auto rounded-xl ring-1 ring-white/10">
          <table className="w-full text-sm">
            <thead className="sticky top-0 bg-ink-850 text-xs text-ink-400">
              <tr>
                <th className="px-3 py-2 text-start font-semibold">#</th>
                <th className="px-3 py-2 text-start font-semibold">
                  {t('lottery.cn.chase.issueCol')} <ZoneTag />
                </th>
                <th className="px-3 py-2 text-start font-semibold">{t('lottery.cn.chase.multipleCol')}</th>
                <th className="px-3 py-2 text-end font-semibold">{t('lottery.cn.chase.amountCol')}</th>
              </tr>
            </thead>
            <tbody>
              {issues.isPending ? (
                <tr>
                  <td colSpan={4} className="px-3 py-6 text-center text-ink-400">
                    {t('common.loading')}
                  </td>
                </tr>
              ) : rows.length === 0 ? (
                <tr>
                  <td colSpan={4} className="px-3 py-6 text-center text-ink-400">
                    {t('lottery.cn.chase.noIssues')}
                  </td>
                </tr>
              ) : (
                rows.map((r, i) => (
                  <tr key={r.issue.numero} className="border-t border-white/5">
                    <td className="px-3 py-1.5 text-ink-400 tabular-nums">{i + 1}</td>
                    <td className="px-3 py-1.5">
                      <bdi dir="ltr" className="font-mono text-ink-100">
                        {r.issue.numero}
                      </bdi>
                      <span className="block text-[11px] text-ink-500">
                        <BrandTime value={r.issue.drawTime} />
                      </span>
                    </td>
                    <td className="px-3 py-1.5">
                      <NumberField
                        min={1}
                        max={maxMultiple}
                        aria-label={t('lottery.cn.chase.multipleAria', { numero: r.issue.numero })}
                        className="h-8 w-20 rounded-lg border border-white/10 bg-ink-950/60 px-2 text-center text-sm text-ink-50 tabular-nums outline-none focus:border-gold-300"
                        value={r.multiple}
                        onValue={(value) => setMultiples((m) => m.map((v, j) => (j === i ? value : v)))}
                      />
                    </td>
                    <td className="px-3 py-1.5 text-end">
                      <LottoAmount units={unitAmount * BigInt(r.multiple)} className="text-ink-100" />
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>

        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-white/5 pt-3">
          <p className="text-sm text-ink-200" data-testid="chase-total">
            {t('lottery.cn.chase.summary', { count: rows.length })} · <LottoAmount units={total} className="font-bold text-gold-200" />
          </p>
          <div className="flex gap-2">
            {value ? (
              <Button variant="ghost" size="sm" onClick={() => onApply(null)}>
                {t('lottery.cn.chase.off')}
              </Button>
            ) : null}
            <Button size="sm" disabled={rows.length === 0} onClick={() => onApply({ multiples: rows.map((r) => r.multiple), stopOnWin })}>
              {t('lottery.cn.chase.apply')}
            </Button>
          </div>
        </div>
      </div>
    </Modal>
  );
}
