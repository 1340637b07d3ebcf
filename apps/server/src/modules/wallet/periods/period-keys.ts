import { firstInstantAtWall, monotonicWallOf } from '../../../platform/zoned-time.ts';

/**
 * Periods of the period engine in a brand's time zone (pure). A period begins when the brand's clock
 * first shows its label (midnight, the hour, the 5-minute mark) and ends when it first shows the next
 * one, so periods tile time with no gap or overlap whatever daylight saving does: a day is 23, 24 or
 * 25 hours; a label the clocks skip has no period; an hour the clocks repeat stays in the period that
 * was open when they went back (London's 01:00 hour on the last Sunday of October lasts two hours, its
 * 01:55 five-minute period 65 minutes): time is read as never going back. Keys are the label as local text, e.g.
 * `5m:2026-11-24T13:05`, `hourly:2026-11-24T13:00`, `daily:2026-11-24`, `weekly:2026-11-23` (the
 * Monday), `half-month:2026-11-H2` (16th to the month's end), `monthly:2026-11`.
 */
export const periodKinds = ['5m', 'hourly', 'daily', 'weekly', 'half-month', 'monthly'] as const;
export type PeriodKind = (typeof periodKinds)[number];

export interface Period {
  kind: PeriodKind;
  key: string;
  /** The first instant of the period. */
  start: Date;
  /** The first instant after it (the next period's start). */
  end: Date;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const floorTo = (wall: number, step: number) => wall - (((wall % step) + step) % step);

/** The label (the wall time it begins at) of the period a wall time falls in. */
function labelOf(kind: PeriodKind, wall: number): number {
  const d = new Date(wall);
  switch (kind) {
    case '5m':
      return floorTo(wall, 5 * MINUTE);
    case 'hourly':
      return floorTo(wall, HOUR);
    case 'daily':
      return floorTo(wall, DAY);
    case 'weekly':
      return floorTo(wall, DAY) - ((d.getUTCDay() + 6) % 7) * DAY;
    case 'half-month':
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() >= 16 ? 16 : 1);
    case 'monthly':
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  }
}

function nextLabel(kind: PeriodKind, label: number): number {
  const d = new Date(label);
  switch (kind) {
    case '5m':
      return label + 5 * MINUTE;
    case 'hourly':
      return label + HOUR;
    case 'daily':
      return label + DAY;
    case 'weekly':
      return label + 7 * DAY;
    case 'half-month':
      return d.getUTCDate() === 1 ? Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 16) : Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
    case 'monthly':
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
  }
}

function keyOf(kind: PeriodKind, label: number): string {
  const iso = new Date(label).toISOString();
  switch (kind) {
    case '5m':
    case 'hourly':
      return `${kind}:${iso.slice(0, 16)}`;
    case 'daily':
    case 'weekly':
      return `${kind}:${iso.slice(0, 10)}`;
    case 'half-month':
      return `${kind}:${iso.slice(0, 7)}-H${new Date(label).getUTCDate() === 1 ? 1 : 2}`;
    case 'monthly':
      return `${kind}:${iso.slice(0, 7)}`;
  }
}

function build(kind: PeriodKind, label: number, timeZone: string): Period {
  return { kind, key: keyOf(kind, label), start: new Date(firstInstantAtWall(label, timeZone)), end: new Date(firstInstantAtWall(nextLabel(kind, label), timeZone)) };
}

const keyPattern = /^(5m|hourly|daily|weekly|half-month|monthly):(\d{4})-(\d{2})(?:-(\d{2})(?:T(\d{2}):(\d{2}))?|-H([12]))?$/;

/** The period a key names in the zone; a RangeError for a malformed key or a period the zone's clocks skip. */
export function periodOfKey(key: string, timeZone: string): Period {
  const m = keyPattern.exec(key);
  if (!m) throw new RangeError(`not a period key: ${key}`);
  const kind = m[1] as PeriodKind;
  const day = m[7] ? (m[7] === '1' ? 1 : 16) : Number(m[4] ?? 1);
  const label = Date.UTC(Number(m[2]), Number(m[3]) - 1, day, Number(m[5] ?? 0), Number(m[6] ?? 0));
  // The key must be the canonical text of a label of its kind (no 2026-02-30, no Tuesday week, no 13:07 hour).
  if (keyOf(kind, label) !== key || labelOf(kind, label) !== label) throw new RangeError(`not a period key: ${key}`);
  const period = build(kind, label, timeZone);
  if (period.start >= period.end) throw new RangeError(`the clocks of ${timeZone} skip ${key}`);
  return period;
}

/** The period of a kind that contains an instant, in the zone. */
export function periodContaining(kind: PeriodKind, timeZone: string, instant: Date): Period {
  return build(kind, labelOf(kind, monotonicWallOf(instant.getTime(), timeZone)), timeZone);
}

export function nextPeriod(period: Period, timeZone: string): Period {
  return periodContaining(period.kind, timeZone, period.end);
}

export function previousPeriod(period: Period, timeZone: string): Period {
  return periodContaining(period.kind, timeZone, new Date(period.start.getTime() - 1));
}

/** Every period that ended after `from` and by `to` (end in (from, to]), oldest first. */
export function periodsEndedBetween(kind: PeriodKind, timeZone: string, from: Date, to: Date): Period[] {
  const out: Period[] = [];
  for (let p = periodContaining(kind, timeZone, from); p.end <= to; ) {
    out.push(p);
    const next = nextPeriod(p, timeZone);
    // Periods tile time (property-tested); should a zone's data ever break that, fail rather than loop.
    if (next.start.getTime() !== p.end.getTime() || next.end <= next.start) throw new Error(`periods of ${timeZone} do not tile at ${p.key}`);
    p = next;
  }
  return out;
}
