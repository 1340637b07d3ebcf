import { Fraction } from './fraction.ts';

/** One free spin's win, split by whether the spin retriggers: probability, E[w; group], E[w^2; group], P(w = 0; group). */
export interface SpinGroup {
  probability: Fraction;
  mean: Fraction;
  meanSquare: Fraction;
  zero: Fraction;
}

export interface FreeSpinRules {
  award: number;
  retrigger: number;
  maxTotal: number;
}

/**
 * The exact value of a free-spin feature with retriggers. The state is (spins left, spins awarded
 * so far); each spin either retriggers (adding min(retrigger, maxTotal - awarded) spins) or not.
 * Solving the recursion over these states gives the feature's total win moments exactly:
 * M1 = E[F], M2 = E[F^2] (a spin's win and whether it retriggers are correlated, which the split
 * into groups keeps), P(F = 0), and E[number of spins]. Spin wins are in the caller's unit,
 * multiplier already applied.
 */
export function solveFreeSpins(rules: FreeSpinRules, retrigger: SpinGroup, plain: SpinGroup) {
  const memo = new Map<string, { m1: Fraction; m2: Fraction; zero: Fraction; spins: Fraction }>();
  const solve = (left: number, awarded: number): { m1: Fraction; m2: Fraction; zero: Fraction; spins: Fraction } => {
    if (left === 0) return { m1: Fraction.ZERO, m2: Fraction.ZERO, zero: Fraction.ONE, spins: Fraction.ZERO };
    const key = `${left}/${awarded}`;
    const known = memo.get(key);
    if (known) return known;
    const added = Math.min(rules.retrigger, rules.maxTotal - awarded);
    let m1 = Fraction.ZERO;
    let m2 = Fraction.ZERO;
    let zero = Fraction.ZERO;
    let spins = Fraction.ONE;
    for (const [g, next] of [
      [retrigger, solve(left - 1 + added, awarded + added)],
      [plain, solve(left - 1, awarded)],
    ] as const) {
      m1 = m1.add(g.mean).add(g.probability.mul(next.m1));
      m2 = m2.add(g.meanSquare).add(g.mean.mul(next.m1).mul(2)).add(g.probability.mul(next.m2));
      zero = zero.add(g.zero.mul(next.zero));
      spins = spins.add(g.probability.mul(next.spins));
    }
    const value = { m1, m2, zero, spins };
    memo.set(key, value);
    return value;
  };
  return solve(rules.award, rules.award);
}
