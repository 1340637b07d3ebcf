import { describe, expect, it } from 'vitest';
import { Fraction } from './fraction.ts';

describe('Fraction', () => {
  it('keeps lowest terms with a positive denominator', () => {
    expect(Fraction.of(6, -8).toString()).toBe('-3/4');
    expect(Fraction.of(1, 3).add(Fraction.of(1, 6)).toString()).toBe('1/2');
    expect(Fraction.of(1, 2).sub(Fraction.of(3, 4)).mul(4).toString()).toBe('-1');
    expect(Fraction.of(2, 3).div(Fraction.of(4, 9)).toString()).toBe('3/2');
    expect(Fraction.of(1, 3).compare(Fraction.of(333, 1000))).toBe(1);
    expect(() => Fraction.of(1, 0)).toThrow(RangeError);
  });

  it('prints exact decimals, rounding half away from zero', () => {
    expect(Fraction.of(2, 3).toFixed(4)).toBe('0.6667');
    expect(Fraction.of(1, 8).toFixed(2)).toBe('0.13');
    expect(Fraction.of(-1, 8).toFixed(2)).toBe('-0.13');
    expect(Fraction.of(7849, 8192).toFixed(6)).toBe('0.958130');
  });

  it('converts tiny and huge values to doubles without overflow', () => {
    expect(Fraction.of(1, 10n ** 400n).mul(10n ** 390n).toNumber()).toBeCloseTo(1e-10, 20);
    expect(Fraction.of(10n ** 400n + 1n, 10n ** 400n).toNumber()).toBe(1);
    expect(Fraction.of(7, 2 ** 52).toNumber()).toBe(7 / 2 ** 52);
  });
});
