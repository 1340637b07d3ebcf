import { describe, expect, it } from 'vitest';
import { issuesBetween, zonedInstant } from './schedule.ts';

const iso = (d: Date) => d.toISOString();

describe('issue schedules', () => {
  it('numbers a 1-minute game YYYYMMDD-NNNN from local midnight in the brand time zone', () => {
    // Karachi is UTC+5: local midnight of 22 Nov 2026 is 21 Nov 19:00 UTC.
    // The day's last issue draws at the next midnight, so it still carries the day it was sold on.
    const issues = issuesBetween({ kind: 'interval', seconds: 60 }, 'Asia/Karachi', 10, new Date('2026-11-21T19:00:00Z'), new Date('2026-11-21T19:03:01Z'));
    expect(issues.map((i) => i.numero)).toEqual(['20261121-1440', '20261122-0001', '20261122-0002', '20261122-0003']);
    issues.shift();
    expect(iso(issues[0]!.drawAt)).toBe('2026-11-21T19:01:00.000Z');
    expect(iso(issues[0]!.saleAt)).toBe('2026-11-21T19:00:00.000Z');
    expect(iso(issues[0]!.lockAt)).toBe('2026-11-21T19:00:50.000Z');
  });

  it('gives a day 1440 one-minute issues, 480 three-minute and 288 five-minute issues, with three digits when they fit', () => {
    const day = [new Date('2026-11-21T19:00:01Z'), new Date('2026-11-22T19:00:01Z')] as const;
    expect(issuesBetween({ kind: 'interval', seconds: 60 }, 'Asia/Karachi', 5, ...day)).toHaveLength(1440);
    const three = issuesBetween({ kind: 'interval', seconds: 180 }, 'Asia/Karachi', 5, ...day);
    expect(three).toHaveLength(480);
    expect(three.at(-1)!.numero).toBe('20261122-480');
    expect(issuesBetween({ kind: 'interval', seconds: 300 }, 'Asia/Karachi', 5, ...day).at(0)!.numero).toBe('20261122-001');
  });

  it('counts official draws by their order in the year: daily, three a week, the 1st and 16th', () => {
    const daily = issuesBetween({ kind: 'daily', time: '18:15' }, 'Asia/Ho_Chi_Minh', 900, new Date('2026-11-22T00:00:00Z'), new Date('2026-11-24T00:00:00Z'));
    expect(daily.map((i) => i.numero)).toEqual(['2026326', '2026327']);
    expect(iso(daily[0]!.drawAt)).toBe('2026-11-22T11:15:00.000Z');
    expect(iso(daily[0]!.saleAt)).toBe('2026-11-21T11:15:00.000Z');
    expect(iso(daily[0]!.lockAt)).toBe('2026-11-22T11:00:00.000Z');
    const twiceMonthly = issuesBetween({ kind: 'monthly', days: [1, 16], time: '16:00' }, 'Asia/Bangkok', 1800, new Date('2026-01-01T00:00:00Z'), new Date('2026-03-01T00:00:00Z'));
    expect(twiceMonthly.map((i) => i.numero)).toEqual(['2026001', '2026002', '2026003', '2026004']);
    expect(iso(twiceMonthly[1]!.saleAt)).toBe(iso(twiceMonthly[0]!.drawAt));
    // Mark Six style: Tuesday, Thursday, Saturday.
    const weekly = issuesBetween({ kind: 'weekly', days: [2, 4, 6], time: '21:30' }, 'Asia/Hong_Kong', 600, new Date('2026-01-01T00:00:00Z'), new Date('2026-01-08T00:00:00Z'));
    expect(weekly.map((i) => i.numero)).toEqual(['2026001', '2026002', '2026003']);
  });

  it('keeps local draw times across a daylight-saving change', () => {
    const before = zonedInstant({ y: 2026, m: 3, d: 28 }, 18 * 60, 'Europe/London');
    const after = zonedInstant({ y: 2026, m: 3, d: 30 }, 18 * 60, 'Europe/London');
    expect(iso(before)).toBe('2026-03-28T18:00:00.000Z');
    expect(iso(after)).toBe('2026-03-30T17:00:00.000Z');
  });
});
