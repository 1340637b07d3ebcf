import type { Rng } from '../../../house/rng.ts';
import type { PlayOutcome, Ratio } from '../../types.ts';

/**
 * Small helpers the ball families (11X5, PK10, K3, LHC, PC28) had each written for themselves.
 * Selections there are bit masks (bit b set for ball b), so these stay number-only and allocation-light.
 */

/** A ball or car as written in slips and draws: two digits (`07`). */
export function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

export function popcount(x: number): number {
  let n = 0;
  for (; x; x &= x - 1) n++;
  return n;
}

/** Bit b set for each b given. */
export function maskOf(values: readonly number[]): number {
  let m = 0;
  for (const b of values) m |= 1 << b;
  return m;
}

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}

/** num/den in lowest terms (a zero numerator stays [0, den]). */
export function reduced(num: number, den: number): Ratio {
  const g = gcd(num, den) || 1;
  return [num / g, den / g];
}

/** An outcome with no hit on any of `levels` levels and no push. */
export function noHits(levels: number): PlayOutcome {
  return { hits: new Array<number>(levels).fill(0), pushes: 0 };
}

/**
 * `k` distinct values of first..first+count-1 by a partial Fisher-Yates shuffle. The RNG calls are the
 * ones each family made before (one `rng.int` per value, narrowing), so seeded draws do not move.
 */
export function sampleDistinct(rng: Rng, count: number, k: number, first = 1): number[] {
  const pool = Array.from({ length: count }, (_, i) => i + first);
  for (let i = 0; i < k; i++) {
    const j = i + rng.int(count - i);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, k);
}
