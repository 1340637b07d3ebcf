import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Badge } from '../../components/ui';
import type { LotteryGame, LotteryIssue } from './api';

type Phase = LotteryIssue['phase'];
const phaseTones: Record<Phase, 'neutral' | 'warning' | 'success' | 'danger' | 'info'> = {
  scheduled: 'neutral',
  selling: 'info',
  locked: 'neutral',
  due: 'warning',
  drawn: 'info',
  settled: 'success',
  void: 'danger',
  cancelled: 'danger',
};

export function PhaseBadge({ phase }: { phase: Phase }) {
  const { t } = useTranslation();
  return <Badge tone={phaseTones[phase]}>{t(`lottery.phases.${phase}`)}</Badge>;
}

export function SourceBadge({ source }: { source: LotteryGame['drawSource'] }) {
  const { t } = useTranslation();
  return <Badge tone={source === 'official' ? 'warning' : 'neutral'}>{t(`lottery.sources.${source}`)}</Badge>;
}

/** "Every 60 s", "Daily at 18:15", "Tue, Thu, Sat at 21:30", "On days 1 and 16 at 16:00" (in the game's zone). */
export function useScheduleText() {
  const { t } = useTranslation();
  return useCallback((game: Pick<LotteryGame, 'cadenceSeconds' | 'schedule'>): string => {
    if (game.cadenceSeconds) return game.cadenceSeconds % 60 === 0 ? t('lottery.schedule.intervalMinutes', { count: game.cadenceSeconds / 60 }) : t('lottery.schedule.interval', { count: game.cadenceSeconds });
    const s = game.schedule;
    if (!s) return t('common.none');
    if (s.kind === 'daily') return t('lottery.schedule.daily', { time: s.time });
    const days = s.days ?? [];
    if (s.kind === 'weekly') return t('lottery.schedule.weekly', { days: days.map((d) => t(`lottery.weekdays.${d % 7}` as 'lottery.weekdays.0')).join(', '), time: s.time });
    return t('lottery.schedule.monthly', { days: days.join(', '), time: s.time });
  }, [t]);
}

/** The game's name, its code beneath (operators search by either). */
export function GameName({ name, code }: { name: string; code: string }) {
  return (
    <span className="flex flex-col leading-tight whitespace-nowrap">
      <span className="font-medium">{name}</span>
      <span className="font-mono text-xs text-slate-500">{code}</span>
    </span>
  );
}

/** The draw days of the issue list (`from`, `to` in the address): first and last day, inclusive. */
export function useDays() {
  const [params] = useSearchParams();
  return { from: params.get('from') ?? '', to: params.get('to') ?? '' };
}

/**
 * Two date fields for the first and last draw day, kept in the address with the list's other filters
 * (a change goes back to the first page). Days are the brand's calendar days: the server reads them in
 * the brand's time zone, which `zoneNote` names.
 */
export function DayRange({ zoneNote }: { zoneNote: string }) {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const days = useDays();
  const fromId = useId();
  const toId = useId();
  const set = (key: 'from' | 'to', value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        // A first day after the last one: the last day follows it.
        const from = next.get('from');
        const to = next.get('to');
        if (from && to && from > to) next.set(key === 'from' ? 'to' : 'from', value);
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  const input = 'h-8 rounded-md border border-slate-300 bg-white px-2 text-sm';
  return (
    <fieldset className="flex flex-wrap items-end gap-2">
      <legend className="sr-only">{t('lottery.issues.days')}</legend>
      <div className="flex flex-col gap-1">
        <label htmlFor={fromId} className="text-xs font-medium text-slate-600">
          {t('lottery.issues.from')}
        </label>
        <input id={fromId} type="date" className={input} value={days.from} max={days.to || undefined} onChange={(e) => set('from', e.target.value)} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={toId} className="text-xs font-medium text-slate-600">
          {t('lottery.issues.to')}
        </label>
        <input id={toId} type="date" className={input} value={days.to} min={days.from || undefined} onChange={(e) => set('to', e.target.value)} />
      </div>
      <p className="pb-1.5 text-xs text-slate-500">{zoneNote}</p>
    </fieldset>
  );
}
