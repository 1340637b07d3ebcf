/**
 * Wall-clock time in IANA time zones with nothing but `Intl` (Node ships the full tz database).
 * Instants are UTC milliseconds; a "wall" value is a local date and time encoded the same way
 * (`Date.UTC(y, m - 1, d, h, min)`), so wall arithmetic is plain arithmetic with no zone in it.
 * Shared by the lottery's draw schedules and the wallet's periods.
 */

export interface LocalDate {
  y: number;
  m: number;
  d: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall-clock fields of an instant in a time zone. */
function wallClock(instant: number, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(instant))) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return { y: parts.year!, m: parts.month!, d: parts.day!, h: parts.hour! % 24, min: parts.minute!, s: parts.second! };
}

/** Milliseconds the zone is ahead of UTC at an instant (offsets change only on whole seconds). */
export function offsetAt(instant: number, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  return Date.UTC(w.y, w.m - 1, w.d, w.h, w.min, w.s) - Math.floor(instant / 1000) * 1000;
}

/** The wall time an instant shows in the zone. */
export function wallTimeOf(instant: number, timeZone: string): number {
  return instant + offsetAt(instant, timeZone);
}

/** The instant a local wall-clock time occurs in the zone (the later one, if a DST change repeats it). */
export function zonedInstant(date: LocalDate, minutes: number, timeZone: string): Date {
  const local = Date.UTC(date.y, date.m - 1, date.d) + minutes * 60_000;
  let guess = local - offsetAt(local, timeZone);
  guess = local - offsetAt(guess, timeZone);
  return new Date(guess);
}

/**
 * The zone as its offset from UTC at an instant: "UTC+05:00", "UTC-03:30", "UTC" (the site's zoneLabel,
 * apps/web/src/lib/format.ts: an offset reads the same in every language).
 */
export function zoneOffsetLabel(instant: Date, timeZone: string): string {
  const minutes = Math.round(offsetAt(instant.getTime(), timeZone) / 60_000);
  if (minutes === 0) return 'UTC';
  const abs = Math.abs(minutes);
  return `UTC${minutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

export function localDateOf(instant: Date, timeZone: string): LocalDate {
  const w = wallClock(instant.getTime(), timeZone);
  return { y: w.y, m: w.m, d: w.d };
}

const HOUR = 3_600_000;
/**
 * Offsets in use lie within UTC-12 and UTC+14, and no zone changes its offset twice within a day,
 * so looking this far either side of a wall time (or back from an instant) sees at most one change.
 */
const BEFORE = 15 * HOUR;
const AFTER = 13 * HOUR;

/** The first instant (whole second) in (a, b] with an offset other than a's; the offsets at a and b must differ. */
function transitionBetween(a: number, b: number, timeZone: string): number {
  const before = offsetAt(a, timeZone);
  let lo = Math.floor(a / 1000);
  let hi = Math.floor(b / 1000);
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (offsetAt(mid * 1000, timeZone) === before) lo = mid;
    else hi = mid;
  }
  return hi * 1000;
}

/**
 * The first instant at which the zone's clock shows `wall` or later. Where clocks jump forward over
 * `wall` it is the instant of the jump; where they go back and show `wall` twice, the first time.
 * Period boundaries are these instants, so periods tile time whatever the clocks do.
 */
export function firstInstantAtWall(wall: number, timeZone: string): number {
  const oA = offsetAt(wall - BEFORE, timeZone);
  const oB = offsetAt(wall + AFTER, timeZone);
  if (oA === oB) return wall - oA;
  const change = transitionBetween(wall - BEFORE, wall + AFTER, timeZone);
  // Before the change the clock shows t + oA and reaches `wall` if change + oA > wall; else the first
  // instant after it that shows `wall` or later (the change itself when the clock jumped past `wall`).
  return change + oA > wall ? wall - oA : Math.max(change, wall - oB);
}

/**
 * The latest wall time the zone's clock has shown at or before an instant: its wall time, except in
 * the hour after clocks went back, when the clock has already shown later times. Counting time by it
 * never goes backwards, so a repeated hour belongs to the period that was open when clocks went back.
 */
export function monotonicWallOf(instant: number, timeZone: string): number {
  const now = offsetAt(instant, timeZone);
  const earlier = offsetAt(instant - BEFORE, timeZone);
  if (earlier <= now) return instant + now;
  const change = transitionBetween(instant - BEFORE, instant, timeZone);
  return Math.max(instant + now, change - 1 + earlier);
}
