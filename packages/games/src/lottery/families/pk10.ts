import { LotteryError } from '../errors.ts';
import { nonEmpty, readBalls, requireApproach, splitRows } from '../slip.ts';
import type { Family, Play, Weight } from '../types.ts';
import { maskOf, pad2 as pad, popcount, sampleDistinct } from './shared/basics.ts';
import { optionLevels, optionPlay as sharedOptionPlay, type OptionPlaySpec } from './shared/option-play.ts';
import { orderedStraightPlay } from './shared/ordered-straight.ts';

/**
 * PK10 (racing): a permutation of the cars 01..10 over the ranks champion .. tenth. Plays: first 1..5
 * straight (猜冠军, 前二..前五 直选, compound and single), fixed position (定位胆, ranks 1-5 and 6-10),
 * dragon/tiger 1v10 .. 5v6, champion + runner-up sum (冠亚和: a specific sum 3-19, and big/small/odd/even),
 * and two-sides per rank. 10! outcomes are too many to enumerate per play, so each play's `space` is the
 * exact projection onto the ranks it reads (every arrangement of those ranks once, the other cars filled
 * in ascending order). Rule sheet: docs/lottery/pk10.md.
 */

/** PK10 has no rule that sources dispute (games.md): 11 is a small champion + runner-up sum. */
export type Pk10Rules = Record<string, never>;

export const pk10Rules: Pk10Rules = {};

export interface Pk10Draw {
  /** ranks[i]: the car (1..10) finishing at rank i + 1. */
  readonly ranks: readonly number[];
  /** keys[k]: the first k cars in order as one number (base 11), for typed straight entries. */
  readonly keys: readonly number[];
  /** Champion + runner-up, 3..19. */
  readonly sum: number;
}

type Rules = Pk10Rules;
type Draw = Pk10Draw;

const CARS = Array.from({ length: 10 }, (_, i) => pad(i + 1));

/**
 * Builds a draw from a permutation of the cars 1..10 (ranks[i] = the car at rank i + 1). Exported for
 * the CHAIN family, which maps a hash onto a permutation.
 */
export function pk10Draw(ranks: readonly number[]): Pk10Draw {
  if (ranks.length !== 10 || ranks.some((c) => !Number.isInteger(c) || c < 1 || c > 10) || new Set(ranks).size !== 10) {
    throw new LotteryError('lottery.draw.invalid');
  }
  const keys = [0];
  for (let k = 1; k <= 10; k++) keys.push(keys[k - 1]! * 11 + ranks[k - 1]!);
  return { ranks: [...ranks], keys, sum: ranks[0]! + ranks[1]! };
}

/** A PK10 draw from a permutation of 0..9 (e.g. Fisher-Yates output): car = value + 1. */
export function pk10DrawFromPermutation(permutation: readonly number[]): Pk10Draw {
  return pk10Draw(permutation.map((v) => v + 1));
}

/**
 * The exact projection onto the given ranks: every arrangement of distinct cars at those ranks once
 * (each stands for the same number of full permutations), the remaining cars filled in ascending order.
 */
function* rankSpace(at: readonly number[]): Generator<readonly [Draw, Weight]> {
  const rec = function* (chosen: number[]): Generator<readonly [Draw, Weight]> {
    if (chosen.length === at.length) {
      const rest = CARS.map((_, i) => i + 1).filter((c) => !chosen.includes(c));
      const ranks = new Array<number>(10);
      at.forEach((r, i) => (ranks[r] = chosen[i]!));
      for (let r = 0; r < 10; r++) if (ranks[r] === undefined) ranks[r] = rest.shift()!;
      yield [pk10Draw(ranks), 1];
      return;
    }
    for (let c = 1; c <= 10; c++) if (!chosen.includes(c)) yield* rec([...chosen, c]);
  };
  yield* rec([]);
}

const carRow = (label: string, min: number) => ({ label, balls: CARS, min, max: 10 });

/* ------------------------------------------------------------------------------------------------
 * First k straight (猜冠军 / 前二..前五直选): the first k cars in order.
 * ---------------------------------------------------------------------------------------------- */

const RANKS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

function straightPlay(k: number) {
  return orderedStraightPlay<Draw, Rules>({
    id: k,
    code: `pk10_first${k}`,
    group: 'first',
    k,
    max: 10,
    rowLabel: (r) => `rank${r + 1}`,
    order: (draw) => draw.ranks,
    keys: (draw) => draw.keys,
    space: () => rankSpace(RANKS.slice(0, k)),
  });
}

/* ------------------------------------------------------------------------------------------------
 * Fixed position (定位胆): one row per rank, each picked car a bet on that rank. Split in ranks 1-5 and
 * 6-10 (as many platforms do) so each play's exact space is a 30,240-outcome projection.
 * ---------------------------------------------------------------------------------------------- */

function positionPlay(id: number, code: string, at: readonly number[]): Play<readonly number[], Draw, Rules> {
  return {
    id,
    code,
    group: 'position',
    pricing: 'series',
    approaches: [1],
    picker: { rows: at.map((r) => carRow(`rank${r + 1}`, 0)), quickPicks: true },
    levels: () => [{ key: 'win', chance: [1, 10] }],
    parse(balls, approach) {
      requireApproach(approach, [1]);
      const rows = splitRows(balls, at.length).map((row) => maskOf(readBalls(row, 1, 10, true)));
      nonEmpty(rows.reduce((s, m) => s + popcount(m), 0));
      return rows;
    },
    count: (rows) => rows.reduce((s, m) => s + popcount(m), 0),
    settle(rows, draw) {
      let hits = 0;
      for (let i = 0; i < at.length; i++) if (rows[i]! & (1 << draw.ranks[at[i]!]!)) hits++;
      return { hits: [hits], pushes: 0 };
    },
    exposure: (rows) => rows.flatMap((m, i) => CARS.filter((_, c) => m & (1 << (c + 1))).map((c) => `rank${at[i]! + 1}:${c}`)),
    sample(rng) {
      const rows = at.map(() => '');
      rows[rng.int(at.length)] = pad(1 + rng.int(10));
      return { balls: rows.join('_'), approach: 1 };
    },
    space: () => rankSpace(at),
  };
}

/* ------------------------------------------------------------------------------------------------
 * Option plays (decimal odds or per-option prizes): a row of options, each picked option a bet with
 * its own level. `outcome` answers, per option, 1 win or 0 lose (no PK10 bet ties).
 * ---------------------------------------------------------------------------------------------- */

/** The shared option spec, with levels and space derived from the ranks the play reads. */
interface OptionPlayOptions extends Omit<OptionPlaySpec<Draw, Rules>, 'levels' | 'sharedLevel' | 'wins' | 'exposure' | 'space'> {
  /** Level key per option. */
  keys: readonly string[];
  /** The ranks the play reads (its exact space). */
  at: readonly number[];
  /** Whether option `option` (its index) wins on this draw (PK10 has no rule choice). */
  wins: (draw: Draw, option: number) => boolean;
}

function optionPlay({ keys, at, ...o }: OptionPlayOptions): Play<number, Draw, Rules> {
  const levels = optionLevels(rankSpace(at), keys, o.wins);
  return sharedOptionPlay<Draw, Rules>({
    ...o,
    levels: () => levels,
    // Only the numeric sum crowds single values (keyed like the sum levels).
    ...(o.numeric ? { exposure: (v: string) => `sum:${v}` } : {}),
    space: () => rankSpace(at),
  });
}

const SIDES = ['big', 'small', 'odd', 'even'] as const;

/** Big 6-10, small 1-5, odd, even for one car. */
function carSide(car: number, side: number): boolean {
  if (side === 0) return car >= 6;
  if (side === 1) return car <= 5;
  return (car % 2 === 1) === (side === 2);
}

const SUMS = Array.from({ length: 17 }, (_, i) => String(i + 3));

const sumPlay = optionPlay({
  id: 31,
  code: 'pk10_sum',
  group: 'sum',
  pricing: 'series',
  label: 'sum',
  options: SUMS,
  keys: SUMS.map((s) => `sum${s}`),
  at: [0, 1],
  wins: (d, i) => d.sum === i + 3,
  numeric: true,
});

/** Champion + runner-up big over 11 (40 of 90), small up to 11 (50 of 90), per games.md. */
const sumSidesPlay = optionPlay({
  id: 32,
  code: 'pk10_sum_two_sides',
  group: 'sum',
  pricing: 'odds',
  label: 'sum_sides',
  options: SIDES,
  keys: SIDES,
  at: [0, 1],
  wins: (d, side) => (side < 2 ? (d.sum > 11) === (side === 0) : (d.sum % 2 === 1) === (side === 2)),
  numeric: false,
});

const DRAGON_TIGER = ['dragon', 'tiger'] as const;

const dragonTigerPlays = [0, 1, 2, 3, 4].map((r) =>
  optionPlay({
    id: 21 + r,
    code: `pk10_dragon_tiger_${r + 1}v${10 - r}`,
    group: 'dragon_tiger',
    pricing: 'odds',
    label: `dt${r + 1}v${10 - r}`,
    options: DRAGON_TIGER,
    keys: DRAGON_TIGER,
    at: [r, 9 - r],
    // Dragon: the car at the upper rank has the larger number (cars never tie).
    wins: (d, i) => (d.ranks[r]! > d.ranks[9 - r]!) === (i === 0),
    numeric: false,
  }),
);

const rankSidesPlays = RANKS.map((r) =>
  optionPlay({
    id: 41 + r,
    code: `pk10_two_sides_rank${r + 1}`,
    group: 'two_sides',
    pricing: 'odds',
    label: `rank${r + 1}`,
    options: SIDES,
    keys: SIDES,
    at: [r],
    wins: (d, side) => carSide(d.ranks[r]!, side),
    numeric: false,
  }),
);

export const pk10Plays: Family<Draw, Rules>['plays'] = [
  ...[1, 2, 3, 4, 5].map(straightPlay),
  positionPlay(11, 'pk10_position_1to5', [0, 1, 2, 3, 4]),
  positionPlay(12, 'pk10_position_6to10', [5, 6, 7, 8, 9]),
  ...dragonTigerPlays,
  sumPlay,
  sumSidesPlay,
  ...rankSidesPlays,
];

const n = (EN: string, UR: string) => ({ EN, UR });
const RANK_EN = ['Champion', 'Runner-up', 'Third', 'Fourth', 'Fifth', 'Sixth', 'Seventh', 'Eighth', 'Ninth', 'Tenth'];
const RANK_UR = ['اول', 'دوم', 'سوم', 'چہارم', 'پنجم', 'ششم', 'ہفتم', 'ہشتم', 'نہم', 'دہم'];
const COUNT_UR = ['', 'ایک', 'دو', 'تین', 'چار', 'پانچ'];

export const pk10Names: Readonly<Record<string, { EN: string; UR: string }>> = {
  pk10_first1: n('Guess the champion', 'اول آنے والی گاڑی'),
  ...Object.fromEntries(
    [2, 3, 4, 5].map((k) => [`pk10_first${k}`, n(`First ${k} straight`, `پہلی ${COUNT_UR[k]} گاڑیاں، ترتیب وار`)]),
  ),
  pk10_position_1to5: n('Fixed position, 1st to 5th', 'مقررہ مقام، اول تا پنجم'),
  pk10_position_6to10: n('Fixed position, 6th to 10th', 'مقررہ مقام، ششم تا دہم'),
  ...Object.fromEntries(
    [0, 1, 2, 3, 4].flatMap((r) => [
      [`pk10_dragon_tiger_${r + 1}v${10 - r}`, n(`Dragon tiger ${r + 1} v ${10 - r}`, `اژدہا شیر ${r + 1} بمقابلہ ${10 - r}`)],
      [`row:dt${r + 1}v${10 - r}`, n(`${RANK_EN[r]} v ${RANK_EN[9 - r]}`, `${RANK_UR[r]} بمقابلہ ${RANK_UR[9 - r]}`)],
    ]),
  ),
  pk10_sum: n('Champion and runner-up sum', 'اول اور دوم کا مجموعہ'),
  pk10_sum_two_sides: n('Sum big, small, odd, even', 'مجموعہ: بڑا، چھوٹا، طاق، جفت'),
  ...Object.fromEntries(
    RANKS.flatMap((r) => [
      [`pk10_two_sides_rank${r + 1}`, n(`${RANK_EN[r]} two sides`, `${RANK_UR[r]}: بڑا، چھوٹا، طاق، جفت`)],
      [`row:rank${r + 1}`, n(RANK_EN[r]!, RANK_UR[r]!)],
    ]),
  ),
  first: n('First places', 'پہلے مقامات'),
  position: n('Position', 'مقام'),
  dragon_tiger: n('Dragon tiger', 'اژدہا شیر'),
  sum: n('Sum', 'مجموعہ'),
  two_sides: n('Two sides', 'دو طرفہ'),
  'row:sum': n('Sum', 'مجموعہ'),
  'row:sum_sides': n('Sum', 'مجموعہ'),
};

export const pk10Family: Family<Pk10Draw, Pk10Rules> = {
  code: 'PK10',
  names: pk10Names,
  defaultRules: pk10Rules,
  plays: pk10Plays,
  draw(rng) {
    // Fisher-Yates over the ten cars: each of the 10! orders equally likely.
    return pk10Draw(sampleDistinct(rng, 10, 10));
  },
  parseDraw(text) {
    if (typeof text !== 'string' || !/^\d\d(,\d\d){9}$/.test(text)) throw new LotteryError('lottery.draw.invalid');
    return pk10Draw(text.split(',').map(Number));
  },
  formatDraw: (draw) => draw.ranks.map(pad).join(','),
  positions: (draw) => [...draw.ranks],
};
