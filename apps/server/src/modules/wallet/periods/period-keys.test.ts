import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { offsetAt } from '../../../platform/zoned-time.ts';
import { nextPeriod, periodContaining, periodKinds, periodOfKey, periodsEndedBetween, previousPeriod, type Period, type PeriodKind } from './period-keys.ts';

const at = (iso: string) => new Date(iso);
const span = (p: Period) => ({ key: p.key, start: p.start.toISOString(), end: p.end.toISOString() });
const hours = (p: Period) => (p.end.getTime() - p.start.getTime()) / 3_600_000;

describe('period keys', () => {
  it('names each kind of period in the brand time zone', () => {
    const t = at('2026-11-24T08:07:30Z'); // 13:07:30 in Karachi (UTC+5), a Tuesday
    const z = 'Asia/Karachi';
    expect(span(periodContaining('5m', z, t))).toEqual({ key: '5m:2026-11-24T13:05', start: '2026-11-24T08:05:00.000Z', end: '2026-11-24T08:10:00.000Z' });
    expect(span(periodContaining('hourly', z, t))).toEqual({ key: 'hourly:2026-11-24T13:00', start: '2026-11-24T08:00:00.000Z', end: '2026-11-24T09:00:00.000Z' });
    expect(span(periodContaining('daily', z, t))).toEqual({ key: 'daily:2026-11-24', start: '2026-11-23T19:00:00.000Z', end: '2026-11-24T19:00:00.000Z' });
    expect(span(periodContaining('weekly', z, t))).toEqual({ key: 'weekly:2026-11-23', start: '2026-11-22T19:00:00.000Z', end: '2026-11-29T19:00:00.000Z' });
    expect(span(periodContaining('half-month', z, t))).toEqual({ key: 'half-month:2026-11-H2', start: '2026-11-15T19:00:00.000Z', end: '2026-11-30T19:00:00.000Z' });
    expect(span(periodContaining('half-month', z, at('2026-11-15T18:59:59.999Z'))).key).toBe('half-month:2026-11-H1');
    expect(span(periodContaining('monthly', z, t))).toEqual({ key: 'monthly:2026-11', start: '2026-10-31T19:00:00.000Z', end: '2026-11-30T19:00:00.000Z' });
    // A half-hour zone: hours begin on the local hour, not the UTC one.
    expect(span(periodContaining('hourly', 'Asia/Kolkata', t))).toEqual({ key: 'hourly:2026-11-24T13:00', start: '2026-11-24T07:30:00.000Z', end: '2026-11-24T08:30:00.000Z' });
  });

  it('gives London a 23-hour day in March and a 25-hour day in October; the skipped hour has no period, the repeated one lasts two hours', () => {
    const z = 'Europe/London';
    expect(span(periodOfKey('daily:2026-03-29', z))).toEqual({ key: 'daily:2026-03-29', start: '2026-03-29T00:00:00.000Z', end: '2026-03-29T23:00:00.000Z' });
    expect(span(periodOfKey('daily:2026-10-25', z))).toEqual({ key: 'daily:2026-10-25', start: '2026-10-24T23:00:00.000Z', end: '2026-10-26T00:00:00.000Z' });
    // 01:00 GMT becomes 02:00 BST: the local hour 01 never happens.
    expect(() => periodOfKey('hourly:2026-03-29T01:00', z)).toThrow(RangeError);
    expect(span(periodContaining('hourly', z, at('2026-03-29T00:59:59Z'))).key).toBe('hourly:2026-03-29T00:00');
    expect(span(periodContaining('hourly', z, at('2026-03-29T01:00:00Z')))).toEqual({ key: 'hourly:2026-03-29T02:00', start: '2026-03-29T01:00:00.000Z', end: '2026-03-29T02:00:00.000Z' });
    // 02:00 BST becomes 01:00 GMT: the local 01:00-02:00 happens twice and is one period.
    const repeated = periodContaining('hourly', z, at('2026-10-25T01:30:00Z'));
    expect(span(repeated)).toEqual({ key: 'hourly:2026-10-25T01:00', start: '2026-10-25T00:00:00.000Z', end: '2026-10-25T02:00:00.000Z' });
    expect(span(periodContaining('5m', z, at('2026-10-25T01:30:00Z')))).toEqual({ key: '5m:2026-10-25T01:55', start: '2026-10-25T00:55:00.000Z', end: '2026-10-25T02:00:00.000Z' });
    expect(span(periodContaining('5m', z, at('2026-10-25T00:30:00Z'))).key).toBe('5m:2026-10-25T01:30');
    const dayHours = periodsEndedBetween('hourly', z, at('2026-10-24T23:00:00Z'), at('2026-10-26T00:00:00Z'));
    expect(dayHours).toHaveLength(24);
    expect(dayHours.reduce((s, p) => s + hours(p), 0)).toBe(25);
  });

  it('counts New York days across both changes, and a day that starts at 01:00 where midnight is skipped (Santiago)', () => {
    expect(hours(periodOfKey('daily:2026-03-08', 'America/New_York'))).toBe(23);
    expect(span(periodOfKey('daily:2026-11-01', 'America/New_York'))).toEqual({ key: 'daily:2026-11-01', start: '2026-11-01T04:00:00.000Z', end: '2026-11-02T05:00:00.000Z' });
    expect(hours(periodOfKey('weekly:2026-10-26', 'America/New_York'))).toBe(7 * 24 + 1);
    // Santiago moves 00:00 to 01:00 on 6 September 2026 and 24:00 back to 23:00 on 4 April 2026.
    expect(span(periodOfKey('daily:2026-09-06', 'America/Santiago'))).toEqual({ key: 'daily:2026-09-06', start: '2026-09-06T04:00:00.000Z', end: '2026-09-07T03:00:00.000Z' });
    expect(span(periodOfKey('daily:2026-04-04', 'America/Santiago'))).toEqual({ key: 'daily:2026-04-04', start: '2026-04-04T03:00:00.000Z', end: '2026-04-05T04:00:00.000Z' });
  });

  it('refuses keys that are not the canonical text of a period', () => {
    for (const key of ['daily:2026-02-30', 'weekly:2026-11-24', 'hourly:2026-11-24T13:07', '5m:2026-11-24T13:07', 'daily:2026-11', 'monthly:2026-11-01', 'half-month:2026-11-H3', 'yearly:2026', 'daily:2026-11-24 ']) {
      expect(() => periodOfKey(key, 'UTC'), key).toThrow(RangeError);
    }
  });

  it('lists the periods that ended in a window, oldest first', () => {
    const list = periodsEndedBetween('daily', 'Asia/Karachi', at('2026-11-23T20:00:00Z'), at('2026-11-26T19:00:00Z'));
    expect(list.map((p) => p.key)).toEqual(['daily:2026-11-24', 'daily:2026-11-25', 'daily:2026-11-26']);
    expect(periodsEndedBetween('monthly', 'Asia/Karachi', at('2026-11-01T00:00:00Z'), at('2026-11-30T18:59:59Z'))).toEqual([]);
  });
});

const zones = ['UTC', 'Europe/London', 'America/New_York', 'Asia/Karachi', 'Asia/Kolkata', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'America/Santiago', 'Asia/Beirut', 'Pacific/Chatham', 'Pacific/Apia', 'America/Havana'];
const kind = fc.constantFrom<PeriodKind>(...periodKinds);
const zone = fc.constantFrom(...zones);
const anyTime = fc.integer({ min: Date.UTC(1995, 0, 1), max: Date.UTC(2040, 0, 1) });

/** The hour in which the zone's offset next changes after `t` (found day by day, then hour by hour), or `t` if none within 400 days. */
function nextChange(timeZone: string, t: number): number {
  const start = offsetAt(t, timeZone);
  const day = 86_400_000;
  let d = t;
  while (offsetAt(d + day, timeZone) === start) if ((d += day) > t + 400 * day) return t;
  while (offsetAt(d + 3_600_000, timeZone) === start) d += 3_600_000;
  return d;
}

/** A zone and an instant: half of them within three hours of a daylight-saving change, where the bugs would be. */
const zoneAndInstant = fc.tuple(zone, anyTime, fc.boolean(), fc.integer({ min: -3 * 3_600_000, max: 4 * 3_600_000 })).map(([z, t, near, delta]) => [z, new Date(near ? nextChange(z, t) + delta : t)] as const);
const localDay = (t: Date, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(t);

describe('period keys (properties)', () => {
  it('puts every instant in exactly one period, whose key names it again', () => {
    fc.assert(
      fc.property(kind, zoneAndInstant, (k, [z, t]) => {
        const p = periodContaining(k, z, t);
        expect(p.start <= t && t < p.end).toBe(true);
        expect(periodOfKey(p.key, z)).toEqual(p);
        expect(periodContaining(k, z, p.start)).toEqual(p);
        expect(periodContaining(k, z, new Date(p.end.getTime() - 1))).toEqual(p);
      }),
      { numRuns: 500 },
    );
  });

  it('tiles time: each period starts where the one before ended, with keys in order', () => {
    fc.assert(
      fc.property(kind, zoneAndInstant, (k, [z, t]) => {
        const p = periodContaining(k, z, t);
        const next = nextPeriod(p, z);
        expect(next.start).toEqual(p.end);
        expect(next.key > p.key).toBe(true);
        expect(previousPeriod(next, z)).toEqual(p);
        expect(previousPeriod(p, z).end).toEqual(p.start);
      }),
      { numRuns: 500 },
    );
  });

  it('lists ended periods without gaps: the first one open at `from`, the last one ended by `to`', () => {
    fc.assert(
      fc.property(kind, zoneAndInstant, fc.integer({ min: 0, max: 3 * 86_400_000 }), (k, [z, from], width) => {
        const to = new Date(from.getTime() + width);
        const list = periodsEndedBetween(k, z, from, to);
        if (list.length > 0) expect(list[0]).toEqual(periodContaining(k, z, from));
        list.forEach((p, i) => {
          expect(p.end > from && p.end <= to).toBe(true);
          if (i > 0) expect(p.start).toEqual(list[i - 1]!.end);
        });
        const after = list.length > 0 ? nextPeriod(list.at(-1)!, z) : periodContaining(k, z, from);
        expect(after.end > to).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('counts days exactly as the brand calendar does (the bet journal rollups)', () => {
    fc.assert(
      fc.property(zoneAndInstant, ([z, t]) => {
        expect(periodContaining('daily', z, t).key).toBe(`daily:${localDay(t, z)}`);
      }),
      { numRuns: 500 },
    );
  });
});
