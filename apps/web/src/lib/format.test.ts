import { describe, expect, it } from 'vitest';
import { formatDateTime, formatMoney, moneyToDecimal, unitsFromDecimal } from './format';

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
  });

  it('refuses amounts that are not integers', () => {
    expect(() => formatMoney('12.5')).toThrow(RangeError);
  });
});

describe('dates', () => {
  it('formats in the given time zone', () => {
    expect(formatDateTime('2026-03-01T20:00:00Z', { timeZone: 'Asia/Karachi', locale: 'en' })).toBe('03/02/2026, 01:00:00');
  });
});
