import { FastRng } from '../../house/fast-rng.ts';
import type { Rng } from '../../house/rng.ts';
import { exactReturn } from '../family-checks.ts';
import { payout, seriesRtp } from '../pricing.ts';
import type { Approach, Family, Play, Weight } from '../types.ts';

/**
 * Test support for the digit families (SSC, LF): worked examples run through parse, count, settle
 * and payout, and a fairness check of random many-bet selections (family-checks only samples
 * single bets): if a count or a settle were off, the exact return would miss the series' RTP.
 */

export interface Example {
  code: string;
  balls: string;
  approach?: Approach;
  count: number;
  draw: string;
  hits: number[];
  pushes?: number;
  /** Payout at stake 20000 (2.0000) and series 1980. */
  payout: bigint;
}

export function runExample<D, R>(family: Family<D, R>, e: Example, rules: R = family.defaultRules) {
  const play = family.plays.find((p) => p.code === e.code);
  if (!play) throw new Error(`no play ${e.code}`);
  const selection = play.parse(e.balls, e.approach ?? 1, rules);
  const outcome = play.settle(selection, family.parseDraw(e.draw), rules);
  return { count: play.count(selection, rules), hits: outcome.hits, pushes: outcome.pushes, payout: payout(play.levels(rules), outcome, 20000n, 1980) };
}

/** A random selection of 1 to a few picks per row (or a few typed entries), retried until the play accepts it. */
export function randomSlip(play: Play<unknown, unknown, unknown>, rng: Rng, rules: unknown): { balls: string; approach: Approach } {
  for (let attempt = 0; attempt < 200; attempt++) {
    const approach = play.approaches[rng.int(play.approaches.length)]!;
    let balls: string;
    if (approach === 2) {
      const size = play.picker.entry!.size;
      balls = Array.from({ length: 1 + rng.int(4) }, () => Array.from({ length: size }, () => rng.int(10)).join('')).join(',');
    } else {
      balls = play.picker.rows
        .map((row) => {
          const k = Math.min(row.balls.length, row.min + rng.int(4));
          const pool = [...row.balls];
          for (let i = 0; i < k; i++) {
            const j = i + rng.int(pool.length - i);
            [pool[i], pool[j]] = [pool[j]!, pool[i]!];
          }
          return pool.slice(0, k).join(',');
        })
        .join('_');
    }
    try {
      play.parse(balls, approach, rules);
      return { balls, approach };
    } catch {
      // try another
    }
  }
  throw new Error(`${play.code}: no random selection accepted`);
}

/** Plays whose random many-bet selections do not return exactly the series' RTP. */
export function manyBetProblems<D, R>(family: Family<D, R>, rules: R, perPlay: number, seed = 7): string[] {
  const rng = new FastRng(seed);
  const problems: string[] = [];
  const rtp = seriesRtp(1980);
  for (const play of family.plays) {
    const space = play.space?.(rules) ?? family.space!(rules);
    const outcomes: (readonly [D, Weight])[] = [...space];
    for (let i = 0; i < perPlay; i++) {
      const { balls, approach } = randomSlip(play as Play<unknown, unknown, unknown>, rng, rules);
      const selection = play.parse(balls, approach, rules);
      const ret = exactReturn(play, selection, rules, outcomes, 1980);
      if (ret.compare(rtp) !== 0) problems.push(`${play.code}: ${balls} (${play.count(selection, rules)} bets) returns ${ret.toFixed(8)}`);
    }
  }
  return problems;
}
