import { describe, expect, it } from 'vitest';
import { amountUnits, formatMoney, formatTime, moneyToDecimal, timeText, unitsToText, zonedDayStart, zoneOf } from './format';
import { zonesFor } from './working-brand';
import { formulaStart, toCsv } from './csv';

describe('money', () => {
  it('shows two decimals, cut toward zero (never more than is held), with thousands separators in tables', () => {
    expect(moneyToDecimal('250.0000')).toBe('250.00');
    expect(moneyToDecimal('15.6462')).toBe('15.64');
    expect(moneyToDecimal('-0.0099')).toBe('0.00');
    expect(moneyToDecimal('-12.5000')).toBe('-12.50');
    expect(formatMoney('1234567.8900')).toBe('1,234,567.89');
    expect(formatMoney('-1000.0000')).toBe('-1,000.00');
    expect(formatMoney('999.9999')).toBe('999.99');
    expect(() => moneyToDecimal('12,5')).toThrow(RangeError);
  });

  it('subtracts amounts in units, never floats', () => {
    expect(unitsToText(amountUnits('0.3000') - amountUnits('0.1000'))).toBe('0.2000');
    expect(unitsToText(amountUnits('100000000000.0001') - amountUnits('0.0002'))).toBe('99999999999.9999');
  });
});

describe('times', () => {
  it('shows a moment in the zone asked for', () => {
    expect(formatTime('2026-03-01T23:30:00.000Z', 'UTC')).toBe('2026-03-01 23:30:00');
    expect(formatTime('2026-03-01T23:30:00.000Z', 'Asia/Karachi')).toBe('2026-03-02 04:30:00');
    expect(formatTime('2026-07-01T12:00:00.000Z', 'Europe/Berlin')).toBe('2026-07-01 14:00:00');
  });
});

describe('the zones of a working brand', () => {
  const karachi = { id: 1, code: 'LOTUS', name: 'Lotus', timeZone: 'Asia/Karachi', currency: 'PKR' };
  const berlin = { id: 2, code: 'BER', name: 'Berlin', timeZone: 'Europe/Berlin', currency: 'EUR' };
  const at = '2026-03-01T23:30:00.000Z';

  it("shows a picked brand's zone, or the one zone all brands keep, without an offset", () => {
    const picked = zonesFor(berlin, [karachi, berlin]);
    expect(picked).toMatchObject({ zone: 'Europe/Berlin', source: 'brand', byBrand: null });
    expect(timeText(picked, at, 1)).toBe('2026-03-02 00:30:00');
    expect(zonesFor(null, [karachi, { ...berlin, timeZone: 'Asia/Karachi' }])).toMatchObject({ zone: 'Asia/Karachi', source: 'brand', byBrand: null });
    expect(zonesFor(null, [])).toMatchObject({ source: 'browser' });
  });

  it("shows each row's time in its brand's zone with brands of different zones, the rest in UTC, always with the offset", () => {
    const all = zonesFor(null, [karachi, berlin]);
    expect(all).toMatchObject({ zone: 'UTC', source: 'utc' });
    expect(timeText(all, at, 1)).toBe('2026-03-02 04:30:00 UTC+5');
    expect(timeText(all, at, 2)).toBe('2026-03-02 00:30:00 UTC+1');
    expect(timeText(all, '2026-07-01T12:00:00.000Z', 2)).toBe('2026-07-01 14:00:00 UTC+2');
    expect(timeText(all, at)).toBe('2026-03-01 23:30:00 UTC');
    expect(timeText(all, at, 99)).toBe('2026-03-01 23:30:00 UTC');
    // A page of one brand's rows (a member's) names that brand once for all its times.
    expect(zoneOf({ ...all, rowBrandId: 2 })).toBe('Europe/Berlin');
  });

  it("starts a day at midnight in the zone, also on the days summer time starts and ends", () => {
    expect(zonedDayStart('2026-03-01', 'Asia/Karachi')).toBe('2026-02-28T19:00:00.000Z');
    expect(zonedDayStart('2026-03-01', 'UTC', 1)).toBe('2026-03-02T00:00:00.000Z');
    expect(zonedDayStart('2026-03-29', 'Europe/Berlin')).toBe('2026-03-28T23:00:00.000Z');
    expect(zonedDayStart('2026-03-30', 'Europe/Berlin')).toBe('2026-03-29T22:00:00.000Z');
    expect(zonedDayStart('2026-10-25', 'Europe/Berlin')).toBe('2026-10-24T22:00:00.000Z');
    expect(zonedDayStart('2026-10-26', 'Europe/Berlin')).toBe('2026-10-25T23:00:00.000Z');
    expect(zonedDayStart('not a day', 'UTC')).toBeUndefined();
  });
});

describe('CSV', () => {
  it('quotes commas, quotes and line breaks, starts with a BOM and ends lines with CRLF', () => {
    const csv = toCsv(['Member', 'Reason'], [['ali', 'said "no", twice'], ['bo', 'line\nbreak']]);
    expect(csv).toBe('\uFEFFMember,Reason\r\nali,"said ""no"", twice"\r\nbo,"line\nbreak"\r\n');
  });

  it('keeps text a spreadsheet would run as a formula as text, and numbers as numbers', () => {
    const csv = toCsv(['Reference', 'Amount'], [['=HYPERLINK("http://x")', '-12.50'], ['+1-555', '250.00'], ['@SUM(A1)', '0.00']]);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[1]).toBe(`"'=HYPERLINK(""http://x"")",-12.50`);
    expect(lines[2]).toBe(`"'+1-555",250.00`);
    expect(lines[3]).toBe(`"'@SUM(A1)",0.00`);
    expect(formulaStart.test('-12.50')).toBe(false);
    expect(formulaStart.test('-1+1')).toBe(true);
  });
});
