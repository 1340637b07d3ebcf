import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BetCategory } from '../../db/schema.ts';
import { amountText, percentText, rebateCategories, rebateFormula, rebateOf, sumOf } from './rebate-math.ts';

describe('rebate arithmetic', () => {
  it('rounds rate x turnover down to 1/10,000 per category', () => {
    // 3.3333 x 0.50 % = 0.016666... -> 0.0166
    expect(rebateOf(33_333n, 50)).toBe(166n);
    expect(rebateOf(19_999n, 1)).toBe(1n);
    expect(rebateOf(9_999n, 1)).toBe(0n);
    expect(rebateOf(0n, 1_000)).toBe(0n);
  });

  it('lists categories with a rate or turnover in contract order, and never accrues below zero', () => {
    const lines = rebateCategories(
      new Map<BetCategory, bigint>([
        ['LIVE', 1_000_000n],
        ['LOTT', 2_000_000n],
        ['PVP', 500_000n],
      ]),
      new Map<BetCategory, bigint>([
        ['LOTT', 4_000n],
        ['LIVE', 9_999n],
      ]),
      { LOTT: 50, LIVE: 60, RNG: 80 },
    );
    expect(lines.map((l) => l.category)).toEqual(['LOTT', 'LIVE', 'RNG', 'PVP']);
    expect(lines.find((l) => l.category === 'LOTT')).toMatchObject({ earned: 10_000n, claimed: 4_000n, accrued: 6_000n });
    // Claimed more than it earns now (the rate was lowered after a claim): nothing more, not a debt.
    expect(lines.find((l) => l.category === 'LIVE')).toMatchObject({ earned: 6_000n, accrued: 0n });
    expect(lines.find((l) => l.category === 'PVP')).toMatchObject({ rateBp: 0, earned: 0n, accrued: 0n });
    expect(lines.find((l) => l.category === 'RNG')).toMatchObject({ validTurnover: 0n, accrued: 0n });
  });

  it('loses nothing to rounding however a day is claimed in steps', () => {
    fc.assert(
      fc.property(fc.array(fc.bigInt({ min: 0n, max: 10n ** 9n }), { minLength: 1, maxLength: 12 }), fc.integer({ min: 0, max: 1_000 }), (steps, rate) => {
        // Turnover grows step by step; each step claims what has accrued; the sum equals the day's rebate.
        let turnover = 0n;
        let claimed = 0n;
        for (const step of steps) {
          turnover += step;
          const [line] = rebateCategories(new Map([['RNG', turnover]]), new Map([['RNG', claimed]]), { RNG: rate });
          claimed += line?.accrued ?? 0n;
        }
        expect(claimed).toBe(rebateOf(turnover, rate));
      }),
    );
  });

  it('writes the formula in numbers, with what was claimed', () => {
    const lines = rebateCategories(
      new Map<BetCategory, bigint>([
        ['LOTT', 12_500_000n],
        ['RNG', 1_000_000n],
      ]),
      new Map<BetCategory, bigint>([['LOTT', 20_000n]]),
      { LOTT: 50, RNG: 80 },
    );
    expect(rebateFormula(lines)).toBe('LOTT 0.50% x 1,250.0000 = 6.2500 - 2.0000 claimed = 4.2500; RNG 0.80% x 100.0000 = 0.8000; total 5.0500');
    expect(sumOf(lines, 'accrued')).toBe(50_500n);
    expect(percentText(5)).toBe('0.05%');
    expect(percentText(1_000)).toBe('10.00%');
    expect(amountText(12_345_678_9012n)).toBe('12,345,678.9012');
  });
});
