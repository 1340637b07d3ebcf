import { readBalls, readOptions, requireApproach, splitRows } from '../../slip.ts';
import type { Play, PrizeLevel, Weight } from '../../types.ts';
import { noHits, popcount, reduced } from './basics.ts';

/**
 * Option plays: one row of options (sums, big/small/odd/even, dragon/tiger, triples, ...), each picked
 * option one bet that wins or loses outright (no ties). Shared by K3, PK10 and 11X5, which had each
 * written the same parse / settle / sample around their own win test.
 */

export interface OptionPlaySpec<D, R> {
  id: number;
  code: string;
  group: string;
  pricing: 'series' | 'odds';
  label: string;
  options: readonly string[];
  /** The play's levels: one per option, or a single one when `sharedLevel` (see `optionLevels`). */
  levels: (rules: R) => readonly PrizeLevel[];
  /** Every winning option counts on level 0 (e.g. K3 triple single: six options, one `win` level). */
  sharedLevel?: boolean;
  /** Whether option `option` (its index) wins on this draw. */
  wins: (draw: D, option: number, rules: R) => boolean;
  /** Numeric options read like balls (`07` or `7`) and get quick picks; words must match exactly. */
  numeric: boolean;
  /** The exposure key of a staked option; absent, the play answers none. */
  exposure?: (option: string) => string;
  /** The play's exact space, when it is not the family's. */
  space?: () => Iterable<readonly [D, Weight]>;
}

/** Levels keyed `keys[i]`, each with the chance (over a weighted exact space) that option i wins. */
export function optionLevels<D>(space: Iterable<readonly [D, Weight]>, keys: readonly string[], wins: (draw: D, option: number) => boolean): PrizeLevel[] {
  const counts = keys.map(() => 0);
  let total = 0;
  for (const [draw, weight] of space) {
    const w = Number(weight);
    total += w;
    for (let i = 0; i < keys.length; i++) if (wins(draw, i)) counts[i]! += w;
  }
  return keys.map((key, i) => ({ key, chance: reduced(counts[i]!, total) }));
}

export function optionPlay<D, R>(o: OptionPlaySpec<D, R>): Play<number, D, R> {
  const { options } = o;
  const lo = Number(options[0]);
  const hi = Number(options[options.length - 1]);
  return {
    id: o.id,
    code: o.code,
    group: o.group,
    pricing: o.pricing,
    approaches: [1],
    picker: { rows: [{ label: o.label, balls: options, min: 1, max: options.length }], quickPicks: o.numeric },
    levels: o.levels,
    parse(balls, approach) {
      requireApproach(approach, [1]);
      const row = splitRows(balls, 1)[0]!;
      // Numeric options are consecutive numbers, so a value's index is its offset from the first.
      const picked = o.numeric ? readBalls(row, lo, hi).map((v) => v - lo) : readOptions(row, options).map((t) => options.indexOf(t));
      return picked.reduce((m, i) => m | (1 << i), 0);
    },
    count: (mask) => popcount(mask),
    settle(mask, draw, rules) {
      const out = noHits(o.sharedLevel ? 1 : options.length);
      for (let i = 0; i < options.length; i++) if (mask & (1 << i) && o.wins(draw, i, rules)) out.hits[o.sharedLevel ? 0 : i]!++;
      return out;
    },
    exposure: (mask) => (o.exposure ? options.filter((_, i) => mask & (1 << i)).map(o.exposure) : []),
    sample: (rng) => ({ balls: options[rng.int(options.length)]!, approach: 1 }),
    ...(o.space ? { space: o.space } : {}),
  };
}
