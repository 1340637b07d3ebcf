import { addDays } from '../../../lib/format';

/** The server answers at most 92 days (betRecordsQuerySchema), so a request's work stays bounded. */
export const maxRangeDays = 92;

/** Quick picks, as offsets from the brand's today: today, yesterday, and the last 7 days including today. */
export const quickRanges = [
  { key: 'today', from: 0, to: 0 },
  { key: 'yesterday', from: -1, to: -1 },
  { key: 'last7', from: -6, to: 0 },
] as const;
export type QuickRangeKey = (typeof quickRanges)[number]['key'];

export function quickRange(today: string, key: QuickRangeKey): { from: string; to: string } {
  const r = quickRanges.find((q) => q.key === key)!;
  return { from: addDays(today, r.from), to: addDays(today, r.to) };
}

/** The quick pick a range equals, if any (its button shows pressed). */
export function activeQuickRange(today: string, from: string, to: string): QuickRangeKey | undefined {
  return quickRanges.find((r) => addDays(today, r.from) === from && addDays(today, r.to) === to)?.key;
}

/** Why the server would refuse a range, before asking it: 'order' (from after to) or 'long' (over 92 days). */
export function rangeProblem(from: string, to: string): 'order' | 'long' | null {
  if (from > to) return 'order';
  if (Date.parse(to) - Date.parse(from) > maxRangeDays * 86_400_000) return 'long';
  return null;
}

/** Every day from `from` to `to` inclusive (a valid range), for a chart that shows quiet days too. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = from; d <= to && days.length <= maxRangeDays; d = addDays(d, 1)) days.push(d);
  return days;
}
