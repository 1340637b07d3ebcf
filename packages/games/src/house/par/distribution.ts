import { Fraction } from './fraction.ts';

/**
 * The exact distribution of a round's pay over equally weighted outcomes: pay (an integer in the
 * game's pay unit) -> total weight. Weights are outcome counts (products of strip lengths), so
 * every moment below is an exact fraction.
 */
export class PayDistribution {
  readonly weights = new Map<number, bigint>();

  add(pay: number, weight: bigint | number): void {
    if (weight === 0 || weight === 0n) return;
    this.weights.set(pay, (this.weights.get(pay) ?? 0n) + BigInt(weight));
  }

  addAll(other: PayDistribution, shift = 0): void {
    for (const [pay, w] of other.weights) this.add(pay + shift, w);
  }

  total(): bigint {
    let t = 0n;
    for (const w of this.weights.values()) t += w;
    return t;
  }

  /** E[pay], E[pay^2], P(pay > 0) and the largest pay, over `outOf` outcomes (default: this total). */
  summary(outOf: bigint = this.total()): DistributionSummary {
    let sum = 0n;
    let sumSq = 0n;
    let hits = 0n;
    let max = 0;
    for (const [pay, w] of this.weights) {
      const p = BigInt(pay);
      sum += p * w;
      sumSq += p * p * w;
      if (pay > 0) hits += w;
      if (pay > max) max = pay;
    }
    return { weight: this.total(), mean: Fraction.of(sum, outOf), meanSquare: Fraction.of(sumSq, outOf), hit: Fraction.of(hits, outOf), max };
  }

  /** Weight of outcomes paying exactly 0. */
  zeroWeight(): bigint {
    return this.weights.get(0) ?? 0n;
  }
}

export interface DistributionSummary {
  /** Total weight in this distribution. */
  weight: bigint;
  mean: Fraction;
  meanSquare: Fraction;
  /** P(pay > 0). */
  hit: Fraction;
  max: number;
}

/** sqrt of an exact variance, as a double (for standard deviations). */
export function sqrtOf(variance: Fraction): number {
  return Math.sqrt(variance.toNumber());
}
