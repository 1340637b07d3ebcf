import { afterEach, describe, expect, it } from 'vitest';
import { addDays, formatCalendarDay, formatInstant, formatMoney, isKnownTimeZone, ltrText, moneyToDecimal, unitsFromDecimal, zonedDay, zonedDayStart, zoneLabel } from './format';

describe('money', () => {
  it('turns 1/10,000 units into two decimals, cutting toward zero', () => {
    expect(moneyToDecimal('1234567')).toBe('123.45');
    expect(moneyToDecimal(99n)).toBe('0.00');
    expect(moneyToDecimal('-1234599')).toBe('-123.45');
    expect(moneyToDecimal('-50')).toBe('0.00');
  });

  it('reads the wire decimal text (four places) into units without a float', () => {
    expect(unitsFromDecimal('2000.0000')).toBe(20_000_000n);
    expect(unitsFromDecimal('-0.0100')).toBe(-100n);
    expect(unitsFromDecimal('12345678901234.5678')).toBe(123456789012345678n);
    expect(() => unitsFromDecimal('1e5')).toThrow(RangeError);
  });

  it('formats with thousands separators and exact large values', () => {
    expect(formatMoney('123456789012345678901', { locale: 'en' })).toBe('12,345,678,901,234,567.89');
    expect(formatMoney(10_000n, { symbol: 'P', locale: 'en' })).toBe('P 1.00');
    // The sign goes before the symbol, as a signed gain's '+' does.
    expect(formatMoney('-5000', { symbol: 'P', locale: 'en' })).toBe('-P 0.50');
    expect(formatMoney('-5000', { locale: 'en' })).toBe('-0.50');
  });

  it('refuses amounts that are not integers', () => {
    expect(() => formatMoney('12.5')).toThrow(RangeError);
  });
});

describe('brand time', () => {
  const karachi = { timeZone: 'Asia/Karachi' };
  const deviceZone = process.env.TZ;
  afterEach(() => {
    if (deviceZone === undefined) delete process.env.TZ;
    else process.env.TZ = deviceZone;
  });

  it('writes an instant in the given zone whatever zone the device is in', () => {
    for (const device of ['UTC', 'America/Los_Angeles', 'Asia/Tokyo']) {
      process.env.TZ = device;
      // 20:05 UTC is 01:05 the next day in Karachi (UTC+5), on every device.
      expect(formatInstant('2026-03-01T20:05:09Z', 'dateTime', { ...karachi, locale: 'en' })).toBe('03/02/2026, 01:05:09');
      expect(formatInstant('2026-03-01T20:05:09Z', 'clock', { ...karachi, locale: 'en' })).toBe('01:05');
      expect(formatInstant('2026-03-01T20:05:09Z', 'dayClock', { ...karachi, locale: 'en' })).toBe('Mar 2, 01:05');
      expect(formatInstant('2026-03-01T20:05:09Z', 'drawDate', { ...karachi, locale: 'en' })).toBe('Mon, Mar 2, 2026');
      expect(zonedDay(new Date('2026-03-01T20:05:09Z'), 'Asia/Karachi')).toBe('2026-03-02');
    }
  });

  it('writes Urdu as the rest of the site does: day before month, Urdu names and separators, Latin digits', () => {
    expect(formatInstant('2026-03-01T20:05:09Z', 'dateTime', { ...karachi, locale: 'ur' })).toBe('02/03/2026، 01:05:09');
    expect(formatInstant('2026-03-01T20:05:09Z', 'date', { ...karachi, locale: 'ur' })).toBe('2 مارچ، 2026');
    const drawDate = formatInstant('2026-03-01T20:05:09Z', 'drawDate', { ...karachi, locale: 'ur' });
    expect(drawDate).toContain('مارچ');
    expect(drawDate).toMatch(/2026/);
    expect(drawDate).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
  });

  it('gives an empty text, not "Invalid Date", for an unreadable instant', () => {
    expect(formatInstant('not a date', 'dateTime', karachi)).toBe('');
  });

  it('labels a zone by its offset from UTC at that moment', () => {
    expect(zoneLabel('Asia/Karachi')).toBe('UTC+05:00');
    expect(zoneLabel('Asia/Kolkata')).toBe('UTC+05:30');
    expect(zoneLabel('UTC')).toBe('UTC');
    expect(zoneLabel('America/St_Johns', new Date('2026-01-15T12:00:00Z'))).toBe('UTC-03:30');
    expect(zoneLabel('America/St_Johns', new Date('2026-07-15T12:00:00Z'))).toBe('UTC-02:30');
    expect(zoneLabel('Europe/London', new Date('2026-07-15T12:00:00Z'))).toBe('UTC+01:00');
  });

  it('turns a picked calendar day into the instant it starts in the zone', () => {
    process.env.TZ = 'America/Los_Angeles';
    expect(zonedDayStart('2026-11-20', 'Asia/Karachi')).toBe('2026-11-19T19:00:00.000Z');
    expect(zonedDayStart(addDays('2026-11-22', 1), 'Asia/Karachi')).toBe('2026-11-22T19:00:00.000Z');
    expect(zonedDayStart('2026-01-01', 'Pacific/Kiritimati')).toBe('2025-12-31T10:00:00.000Z');
    // Days on which New York changes its clocks: the day still starts at its own midnight.
    expect(zonedDayStart('2026-03-08', 'America/New_York')).toBe('2026-03-08T05:00:00.000Z');
    expect(zonedDayStart('2026-11-01', 'America/New_York')).toBe('2026-11-01T04:00:00.000Z');
    expect(() => zonedDayStart('20-11-2026', 'Asia/Karachi')).toThrow(RangeError);
  });

  it('does calendar arithmetic across months and years', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('knows which zone names are real', () => {
    expect(isKnownTimeZone('Asia/Karachi')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
  });
});

describe('formatCalendarDay', () => {
  it('writes a brand day as that day whatever the device zone (a day is not an instant)', () => {
    const deviceZone = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    try {
      expect(formatCalendarDay('2026-03-02', 'short', { locale: 'en' })).toBe('Mar 2');
      expect(formatCalendarDay('2026-03-02', 'long', { locale: 'en' })).toBe('Mon, Mar 2, 2026');
      expect(formatCalendarDay('not-a-day', 'short', { locale: 'en' })).toBe('not-a-day');
    } finally {
      if (deviceZone === undefined) delete process.env.TZ;
      else process.env.TZ = deviceZone;
    }
  });
});

describe('ltrText', () => {
  it('isolates text that reads left to right inside a translated sentence', () => {
    expect(ltrText('20261124-1018')).toBe('\u206620261124-1018\u2069');
  });
});
