import { describe, expect, it } from 'vitest';
import { Fraction } from './fraction.ts';
import { solveFreeSpins } from './free-spins.ts';

describe('free-spin recursion', () => {
  it('matches brute force over every spin sequence of a small feature with retriggers and a cap', () => {
    // One spin: win 0 (1/2), win 3 (1/4), win 1 and retrigger (1/4). 2 spins, +2 per retrigger, at most 6.
    const outcomes = [
      { p: Fraction.of(1, 2), w: 0, again: false },
      { p: Fraction.of(1, 4), w: 3, again: false },
      { p: Fraction.of(1, 4), w: 1, again: true },
    ];
    const rules = { award: 2, retrigger: 2, maxTotal: 6 };
    let m1 = Fraction.ZERO;
    let m2 = Fraction.ZERO;
    let zero = Fraction.ZERO;
    let spins = Fraction.ZERO;
    const walk = (left: number, awarded: number, p: Fraction, total: number, played: number): void => {
      if (left === 0) {
        m1 = m1.add(p.mul(total));
        m2 = m2.add(p.mul(total * total));
        if (total === 0) zero = zero.add(p);
        spins = spins.add(p.mul(played));
        return;
      }
      for (const o of outcomes) {
        const added = o.again ? Math.min(rules.retrigger, rules.maxTotal - awarded) : 0;
        walk(left - 1 + added, awarded + added, p.mul(o.p), total + o.w, played + 1);
      }
    };
    walk(rules.award, rules.award, Fraction.ONE, 0, 0);
    const group = (os: typeof outcomes) => ({
      probability: os.reduce((s, o) => s.add(o.p), Fraction.ZERO),
      mean: os.reduce((s, o) => s.add(o.p.mul(o.w)), Fraction.ZERO),
      meanSquare: os.reduce((s, o) => s.add(o.p.mul(o.w * o.w)), Fraction.ZERO),
      zero: os.filter((o) => o.w === 0).reduce((s, o) => s.add(o.p), Fraction.ZERO),
    });
    const solved = solveFreeSpins(rules, group(outcomes.filter((o) => o.again)), group(outcomes.filter((o) => !o.again)));
    expect(solved.m1.toString()).toBe(m1.toString());
    expect(solved.m2.toString()).toBe(m2.toString());
    expect(solved.zero.toString()).toBe(zero.toString());
    expect(solved.spins.toString()).toBe(spins.toString());
  });

  it('plays exactly the award with no retriggers and exactly the cap when every spin retriggers', () => {
    const none = { probability: Fraction.ZERO, mean: Fraction.ZERO, meanSquare: Fraction.ZERO, zero: Fraction.ZERO };
    const sure = { probability: Fraction.ONE, mean: Fraction.of(2), meanSquare: Fraction.of(4), zero: Fraction.ZERO };
    expect(solveFreeSpins({ award: 10, retrigger: 10, maxTotal: 50 }, none, sure).spins.toString()).toBe('10');
    const always = solveFreeSpins({ award: 10, retrigger: 10, maxTotal: 50 }, sure, none);
    expect(always.spins.toString()).toBe('50');
    expect(always.m1.toString()).toBe('100');
    expect(always.m2.toString()).toBe('10000');
  });
});
