import type { Strip } from '../slot-reels.ts';
import { Fraction } from './fraction.ts';

/** One row of a slot's probability table. */
export interface AwardRow {
  /** `SYMBOL:count`, as the engine reports it. */
  award: string;
  /** What the player reads in the paytable, e.g. "3 x SEVEN". */
  label: string;
  /** The pay as printed (e.g. "300 line bets", "25 coins per way", "5 x total bet"). */
  pay: string;
  /** How the probability is counted: per payline, per spin. */
  per: 'line' | 'spin';
  /** Probability that the award shows (on one line for line awards, on a spin otherwise). */
  probability: Fraction;
  /** Its share of the return, as a fraction of the total bet. */
  rtp: Fraction;
}

/** Everything a slot's PAR sheet states, exact. Money figures are in total bets. */
export interface SlotPar {
  game: string;
  /** Stop combinations in one full cycle of the reels (product of strip lengths). */
  cycle: bigint;
  awards: AwardRow[];
  /** Return from base-game wins (lines or ways, and scatter pays). */
  rtpBase: Fraction;
  /** Return from the free-spin feature (0 when the game has none). */
  rtpFeature: Fraction;
  rtp: Fraction;
  /** P(a round pays anything). */
  hitRate: Fraction;
  /** Variance of a round's win, in total bets squared. */
  variance: Fraction;
  /** The largest win a round can pay, in total bets, and how it is made. */
  maxWin: Fraction;
  maxWinHow: string;
  feature: FeaturePar | null;
}

export interface FeaturePar {
  /** P(a base spin triggers the feature). */
  trigger: Fraction;
  /** Expected free spins played per trigger. */
  expectedSpins: Fraction;
  /** Expected feature win per trigger, in total bets. */
  expectedWin: Fraction;
  /** P(a free spin retriggers). */
  retrigger: Fraction;
  /** P(the feature pays nothing at all). */
  pays0: Fraction;
}

/** The distinct windows a reel can show, with how many stops show each (rows from the stop down, wrapping). */
export function reelWindows(strip: Strip, rows: number): { symbols: string[]; weight: number }[] {
  const byKey = new Map<string, { symbols: string[]; weight: number }>();
  for (let stop = 0; stop < strip.length; stop++) {
    const symbols = Array.from({ length: rows }, (_, row) => strip[(stop + row) % strip.length]!);
    const key = symbols.join('|');
    const seen = byKey.get(key);
    if (seen) seen.weight++;
    else byKey.set(key, { symbols, weight: 1 });
  }
  return [...byKey.values()];
}

/** How many stops of each strip show `symbol` at a given row: the strip count (every stop equally likely). */
export function countOn(strip: Strip, symbols: readonly string[]): number {
  return strip.filter((s) => symbols.includes(s)).length;
}

/** P(count of scatters in the window = k) over all reels together, as weights summing to the cycle. */
export function scatterCountWeights(strips: readonly Strip[], rows: number, scatter: string): bigint[] {
  let dist: bigint[] = [1n];
  for (const strip of strips) {
    const perReel: bigint[] = [];
    for (const w of reelWindows(strip, rows)) {
      const k = w.symbols.filter((s) => s === scatter).length;
      perReel[k] = (perReel[k] ?? 0n) + BigInt(w.weight);
    }
    const next: bigint[] = [];
    dist.forEach((a, i) => perReel.forEach((b, j) => (next[i + j] = (next[i + j] ?? 0n) + a * (b ?? 0n))));
    dist = next.map((x) => x ?? 0n);
  }
  return dist;
}

export function cycleOf(strips: readonly Strip[]): bigint {
  return strips.reduce((p, s) => p * BigInt(s.length), 1n);
}

/** Every advertised award must be reachable: throws naming the ones that are not. */
export function assertReachable(game: string, awards: readonly AwardRow[]): void {
  const dead = awards.filter((a) => a.probability.isZero()).map((a) => a.award);
  if (dead.length) throw new Error(`${game}: advertised awards that can never happen: ${dead.join(', ')}`);
}

