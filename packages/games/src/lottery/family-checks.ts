import { Fraction } from '../house/par/fraction.ts';
import { FastRng } from '../house/fast-rng.ts';
import { LotteryError } from './errors.ts';
import { levelOdds, seriesRtp } from './pricing.ts';
import type { Family, Play, Weight } from './types.ts';

/**
 * The checks every family's tests run (used by tests and the probability-table script, not by the
 * server): unique play ids and codes, draws that read back from their text, and for random single
 * bets of every play: bet count 1 and an expected return over the exact outcome space equal to the
 * series' return to player, to the last fraction.
 */
export function familyProblems<D, R>(family: Family<D, R>, options: { samples?: number; series?: number; rules?: R; seed?: number } = {}): string[] {
  const rules = options.rules ?? family.defaultRules;
  const series = options.series ?? 1980;
  const rng = new FastRng(options.seed ?? 20261122);
  const problems: string[] = [];
  const ids = new Set<number>();
  const codes = new Set<string>();
  for (const play of family.plays) {
    if (ids.has(play.id)) problems.push(`duplicate play id ${play.id}`);
    if (codes.has(play.code)) problems.push(`duplicate play code ${play.code}`);
    ids.add(play.id);
    codes.add(play.code);
  }
  for (let i = 0; i < 20; i++) {
    const d = family.draw(rng);
    const text = family.formatDraw(d);
    if (family.formatDraw(family.parseDraw(text)) !== text) problems.push(`draw ${text} does not read back`);
  }
  for (const play of family.plays) {
    const space = play.space?.(rules) ?? family.space?.(rules);
    if (!space) {
      problems.push(`${play.code}: no outcome space to check`);
      continue;
    }
    const outcomes = [...space];
    for (let s = 0; s < (options.samples ?? 3); s++) {
      const { balls, approach } = play.sample(rng, rules);
      let selection: unknown;
      try {
        selection = play.parse(balls, approach, rules);
      } catch (error) {
        problems.push(`${play.code}: sample ${balls} refused (${error instanceof LotteryError ? error.code : String(error)})`);
        continue;
      }
      const count = play.count(selection, rules);
      if (count !== 1) problems.push(`${play.code}: sample ${balls} counts ${count} bets, not 1`);
      const ret = exactReturn(play, selection, rules, outcomes, series);
      if (ret.compare(seriesRtp(series)) !== 0) problems.push(`${play.code}: sample ${balls} returns ${ret.toFixed(8)}, not ${seriesRtp(series).toFixed(8)}`);
    }
  }
  return problems;
}

/** Expected return per unit staked of one selection, exact, summing hits per level as integers first. */
export function exactReturn<S, D, R>(play: Play<S, D, R>, selection: S, rules: R, outcomes: readonly (readonly [D, Weight])[], series: number): Fraction {
  const levels = play.levels(rules);
  const hits = levels.map(() => 0n);
  let pushes = 0n;
  let weight = 0n;
  for (const [draw, w] of outcomes) {
    const o = play.settle(selection, draw, rules);
    const bw = BigInt(w);
    weight += bw;
    if (o.pushes) pushes += BigInt(o.pushes) * bw;
    for (let i = 0; i < o.hits.length; i++) if (o.hits[i]) hits[i]! += BigInt(o.hits[i]!) * bw;
  }
  let total = Fraction.of(pushes);
  levels.forEach((l, i) => {
    if (hits[i]) total = total.add(levelOdds(l, series).mul(hits[i]!));
  });
  return total.div(weight).div(play.count(selection, rules));
}
