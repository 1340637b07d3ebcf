import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT, amountSchema, formatAmount, parseAmount } from './money.ts';

describe('money on the wire', () => {
  it('parses decimal strings into 1/10,000 units exactly', () => {
    expect(parseAmount('12.3456')).toBe(123_456n);
    expect(parseAmount('0.0001')).toBe(1n);
    expect(parseAmount('100')).toBe(1_000_000n);
    expect(parseAmount(' 5.5 ')).toBe(55_000n);
  });
  it('refuses zero, negative, fractional beyond 4 decimals, huge and malformed amounts', () => {
    for (const bad of ['0', '0.0000', '-1', '1.23456', '1e5', '', 'abc', '1.', '.5', '10000000000000', 'NaN', '1,000'])
      expect(parseAmount(bad), bad).toBeNull();
    expect(amountSchema.safeParse(0.1 + 0.2).success).toBe(false); // 0.30000000000000004
    expect(amountSchema.safeParse(Infinity).success).toBe(false);
    expect(amountSchema.parse(12.5)).toBe(125_000n);
  });
  it('round-trips every amount through text', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: MAX_AMOUNT }), (units) => {
        expect(parseAmount(formatAmount(units))).toBe(units);
      }),
    );
    expect(formatAmount(-5n)).toBe('-0.0005');
  });
});
