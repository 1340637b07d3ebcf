import { describe, expect, it } from 'vitest';
import { classicConfig } from '@lotus/games/house/classic-3x3';
import { adjustBet, betProblem, fitBet, maxBet } from './bet';

const limits = classicConfig.limits; // 0.05 to 100.00 in steps of 0.05

describe('bet arithmetic', () => {
  it('fits any amount onto the steps and into the limits', () => {
    expect(fitBet(12_345n, limits)).toBe(12_000n);
    expect(fitBet(1n, limits)).toBe(limits.min);
    expect(fitBet(10n ** 12n, limits)).toBe(limits.max);
  });

  it('halves and doubles on whole steps, never past the limits or the balance', () => {
    expect(adjustBet('half', 5_500n, limits, null)).toBe(2_500n);
    expect(adjustBet('half', limits.min, limits, null)).toBe(limits.min);
    expect(adjustBet('double', 600_000n, limits, null)).toBe(limits.max);
    expect(adjustBet('double', 20_000n, limits, 30_000n)).toBe(30_000n);
    expect(adjustBet('max', null, limits, 12_345n)).toBe(12_000n);
    expect(maxBet(limits, null)).toBe(limits.max);
    expect(adjustBet('min', 70_000n, limits, null)).toBe(limits.min);
  });

  it('names the first problem of a typed bet', () => {
    expect(betProblem('', limits, null)).toBe('empty');
    expect(betProblem('abc', limits, null)).toBe('invalid');
    expect(betProblem('0.01', limits, null)).toBe('min');
    expect(betProblem('100.05', limits, null)).toBe('max');
    expect(betProblem('0.07', limits, null)).toBe('step');
    expect(betProblem('5', limits, 40_000n)).toBe('funds');
    expect(betProblem('1,000', limits, null)).toBe('max');
    expect(betProblem('2.50', limits, 40_000n)).toBeNull();
  });
});
