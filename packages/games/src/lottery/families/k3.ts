import { choose } from '../combinatorics.ts';
import { LotteryError } from '../errors.ts';
import { nonEmpty, readBalls, readEntries, readOptions, requireApproach, splitRows } from '../slip.ts';
import type { Approach, Family, Picker, Play, PrizeLevel, Weight } from '../types.ts';
import { maskOf, popcount, reduced, sampleDistinct } from './shared/basics.ts';
import { optionLevels, optionPlay as sharedOptionPlay, type OptionPlaySpec } from './shared/option-play.ts';
import { readSetSelection, setCount, type SetSelection } from './shared/set-selection.ts';

/**
 * K3 (快3): three dice, 216 equally likely ordered rolls (56 distinct results, shown sorted). Plays: sum
 * 3-18 (和值), big/small/odd/even on the sum, specific and any triple (三同号单选/通选), pairs (二同号
 * 复选/单选), three different (三不同号) and two different (二不同号) with banker-drag, any run (三连号通选).
 * Rule sheet: docs/lottery/k3.md.
 */

export interface K3Rules {
  /**
   * Big/small/odd/even when the dice are a triple: `lose` (default, the common house rule) makes every
   * size and parity bet lose on 111..666; `count` judges triples by their sum like any other roll.
   */
  tripleSizeParity: 'lose' | 'count';
}

export const k3Rules: K3Rules = { tripleSizeParity: 'lose' };

export interface K3Draw {
  /** The three dice, sorted ascending. */
  readonly dice: readonly number[];
  readonly sum: number;
  /** Bit f set for each face f shown. */
  readonly mask: number;
  /** How many different faces show (1 for a triple). */
  readonly distinct: number;
  /** The face shown at least twice (pair or triple), else 0. */
  readonly pair: number;
  /** For exactly a pair, the other face; else 0. */
  readonly single: number;
  /** The face of a triple, else 0. */
  readonly triple: number;
  /** Three consecutive faces (123, 234, 345, 456). */
  readonly run: boolean;
}

type Rules = K3Rules;
type Draw = K3Draw;

const FACES = ['1', '2', '3', '4', '5', '6'] as const;
const PAIRS = ['11', '22', '33', '44', '55', '66'] as const;
const TRIPLES = ['111', '222', '333', '444', '555', '666'] as const;
const ROLLS = 216;

function facesOf(mask: number): number[] {
  const out: number[] = [];
  for (let f = 1; f <= 6; f++) if (mask & (1 << f)) out.push(f);
  return out;
}

/**
 * Builds a draw from three dice (1..6) in any order; the draw keeps them sorted, as results are shown.
 * Exported for the CHAIN family, which maps a hash onto three dice.
 */
export function k3Draw(dice: readonly number[]): K3Draw {
  if (dice.length !== 3 || dice.some((d) => !Number.isInteger(d) || d < 1 || d > 6)) throw new LotteryError('lottery.draw.invalid');
  const [a, b, c] = [...dice].sort((x, y) => x - y) as [number, number, number];
  const mask = maskOf([a, b, c]);
  const distinct = popcount(mask);
  const pair = a === b ? a : b === c ? b : 0;
  return {
    dice: [a, b, c],
    sum: a + b + c,
    mask,
    distinct,
    pair,
    single: distinct === 2 ? (a === pair ? c : a) : 0,
    triple: distinct === 1 ? a : 0,
    run: b === a + 1 && c === b + 1,
  };
}

/** The 56 sorted results, each weighted by the ordered rolls that show it (1, 3 or 6). */
function* diceSpace(): Generator<readonly [Draw, Weight]> {
  for (let a = 1; a <= 6; a++)
    for (let b = a; b <= 6; b++)
      for (let c = b; c <= 6; c++) {
        const distinct = new Set([a, b, c]).size;
        yield [k3Draw([a, b, c]), distinct === 3 ? 6 : distinct === 2 ? 3 : 1];
      }
}

/** Ordered rolls (of 216) on which `wins` holds. */
function rollsWhere(wins: (draw: Draw) => boolean): number {
  let w = 0;
  for (const [draw, weight] of diceSpace()) if (wins(draw)) w += Number(weight);
  return w;
}


/* ------------------------------------------------------------------------------------------------
 * Option plays: a row of options, each picked option one bet that wins when `wins(draw, i, rules)`.
 * Each option has its own level (sum, two-sides) or all share one (`win`). No K3 bet ties.
 * ---------------------------------------------------------------------------------------------- */

/** The shared option spec, with levels from the rolls on which each option wins. */
interface OptionPlayOptions extends Omit<OptionPlaySpec<Draw, Rules>, 'levels' | 'sharedLevel' | 'exposure' | 'space'> {
  /** One level per option (`keys`) or a single `win` level when absent. */
  keys?: readonly string[];
  /** Whether staked options count toward exposure (sums as `sum:7`, other options as written). */
  exposure: boolean;
}

function optionPlay({ keys, exposure, ...o }: OptionPlayOptions): Play<number, Draw, Rules> {
  const levelKeys = keys ?? ['win'];
  // Levels depend on rules only through `wins`; cache per rules object so settlement stays cheap.
  const cache = new WeakMap<Rules, PrizeLevel[]>();
  const levelsFor = (rules: Rules) => optionLevels(diceSpace(), levelKeys, (d, i) => o.wins(d, i, rules));
  return sharedOptionPlay<Draw, Rules>({
    ...o,
    levels: (rules) => cache.get(rules) ?? cache.set(rules, levelsFor(rules)).get(rules)!,
    sharedLevel: !keys,
    ...(exposure ? { exposure: (t: string) => (o.numeric ? `sum:${t}` : t) } : {}),
  });
}

const SUMS = Array.from({ length: 16 }, (_, i) => String(i + 3));
const SIDES = ['big', 'small', 'odd', 'even'] as const;

const sumPlay = optionPlay({
  id: 1,
  code: 'k3_sum',
  group: 'sum',
  pricing: 'series',
  label: 'sum',
  options: SUMS,
  keys: SUMS.map((s) => `sum${s}`),
  wins: (d, i) => d.sum === i + 3,
  numeric: true,
  exposure: true,
});

/** Big 11-18, small 3-10, odd, even on the sum; a triple loses them all under the default rule. */
const sumSidesPlay = optionPlay({
  id: 2,
  code: 'k3_sum_two_sides',
  group: 'sum',
  pricing: 'odds',
  label: 'sum_sides',
  options: SIDES,
  keys: SIDES,
  wins: (d, side, rules) => {
    if (d.triple && rules.tripleSizeParity === 'lose') return false;
    return side < 2 ? (d.sum >= 11) === (side === 0) : (d.sum % 2 === 1) === (side === 2);
  },
  numeric: false,
  exposure: false,
});

const tripleSinglePlay = optionPlay({
  id: 11,
  code: 'k3_triple_single',
  group: 'triple',
  pricing: 'series',
  label: 'triple',
  options: TRIPLES,
  wins: (d, i) => d.triple === i + 1,
  numeric: false,
  exposure: true,
});

const tripleAnyPlay = optionPlay({
  id: 12,
  code: 'k3_triple_any',
  group: 'triple',
  pricing: 'series',
  label: 'triple_any',
  options: ['all'],
  wins: (d) => d.triple > 0,
  numeric: false,
  exposure: false,
});

/** 二同号复选: the chosen face shows at least twice (a triple of it counts, as in the official rules). */
const pairAnyPlay = optionPlay({
  id: 21,
  code: 'k3_pair_any',
  group: 'pair',
  pricing: 'series',
  label: 'pair',
  options: PAIRS,
  wins: (d, i) => d.pair === i + 1,
  numeric: false,
  exposure: true,
});

const runAnyPlay = optionPlay({
  id: 51,
  code: 'k3_run_any',
  group: 'run',
  pricing: 'series',
  label: 'run',
  options: ['all'],
  wins: (d) => d.run,
  numeric: false,
  exposure: false,
});

/* ------------------------------------------------------------------------------------------------
 * 二同号单选: exactly a pair of one face and one die of another (112 wins on 1,1,2 only). Compound: a
 * row of pairs and a row of singles, a bet per (pair, single) of different faces; single: typed `112`.
 * ---------------------------------------------------------------------------------------------- */

type PairSingleSelection = { kind: 'rows'; pairs: number; singles: number } | { kind: 'entries'; keys: ReadonlySet<number> };

const pairSingleCount = (sel: PairSingleSelection) => (sel.kind === 'rows' ? popcount(sel.pairs) * popcount(sel.singles) : sel.keys.size);

const pairSinglePlay: Play<PairSingleSelection, Draw, Rules> = {
  id: 22,
  code: 'k3_pair_single',
  group: 'pair',
  pricing: 'series',
  approaches: [1, 2],
  picker: {
    rows: [
      { label: 'pair', balls: PAIRS, min: 1, max: 6 },
      { label: 'single', balls: FACES, min: 1, max: 6 },
    ],
    entry: { size: 3 },
    quickPicks: false,
  },
  levels: () => [{ key: 'win', chance: [1, 72] }],
  parse(balls, approach) {
    requireApproach(approach, [1, 2]);
    let sel: PairSingleSelection;
    if (approach === 2) {
      const keys = new Set<number>();
      for (const entry of readEntries(balls, 3, 1, 6)) {
        const d = k3Draw(entry);
        if (d.distinct !== 2) throw new LotteryError('lottery.slip.selection.invalid');
        const key = d.pair * 10 + d.single;
        if (keys.has(key)) throw new LotteryError('lottery.slip.ball.duplicate');
        keys.add(key);
      }
      sel = { kind: 'entries', keys };
    } else {
      const [pairRow, singleRow] = splitRows(balls, 2) as [string, string];
      const pairs = maskOf(readOptions(pairRow, PAIRS).map((p) => Number(p[0])));
      const singles = maskOf(readBalls(singleRow, 1, 6));
      // A face in both rows would be a triple, not a pair bet.
      if (pairs & singles) throw new LotteryError('lottery.slip.ball.duplicate');
      sel = { kind: 'rows', pairs, singles };
    }
    nonEmpty(pairSingleCount(sel));
    return sel;
  },
  count: pairSingleCount,
  settle(sel, draw) {
    if (!draw.single) return { hits: [0], pushes: 0 };
    const won = sel.kind === 'entries' ? sel.keys.has(draw.pair * 10 + draw.single) : sel.pairs & (1 << draw.pair) && sel.singles & (1 << draw.single);
    return { hits: [won ? 1 : 0], pushes: 0 };
  },
  exposure(sel) {
    if (sel.kind === 'entries') return [...sel.keys].map((k) => `${Math.floor(k / 10)}${Math.floor(k / 10)}${k % 10}`);
    return facesOf(sel.pairs).flatMap((p) => facesOf(sel.singles).map((s) => `${p}${p}${s}`));
  },
  sample(rng) {
    const [p, s] = sampleDistinct(rng, 6, 2) as [number, number];
    if (rng.int(2) === 1) return { balls: `${p}${p}${s}`, approach: 2 };
    return { balls: `${p}${p}_${s}`, approach: 1 };
  },
};

/* ------------------------------------------------------------------------------------------------
 * Different-face plays: three different (三不同号, all three faces chosen, no repeat in the roll) and
 * two different (二不同号, both chosen faces among the dice). Compound, single and banker-drag.
 * ---------------------------------------------------------------------------------------------- */

/** Bets of k faces winning on this roll: three different needs the roll's three faces exactly; two different any two shown. */
function diffHits(sel: SetSelection, draw: Draw, k: number): number {
  if (k === 3 && draw.distinct !== 3) return 0;
  const shown = draw.mask;
  switch (sel.kind) {
    case 'compound':
      return choose(popcount(sel.mask & shown), k);
    case 'entries': {
      let hits = 0;
      for (const m of sel.masks) if ((m & ~shown) === 0) hits++;
      return hits;
    }
    case 'banker':
      return (sel.banker & ~shown) === 0 ? choose(popcount(sel.drag & shown), k - sel.b) : 0;
  }
}

function diffPlay(id: number, code: string, group: string, k: number, banker: boolean): Play<SetSelection, Draw, Rules> {
  const approaches: readonly Approach[] = banker ? [1] : [1, 2];
  const chance = reduced(
    rollsWhere((d) => (k === 3 ? d.distinct === 3 && d.mask === 0b1110 : (d.mask & 0b110) === 0b110)),
    ROLLS,
  );
  const levels: PrizeLevel[] = [{ key: 'win', chance }];
  const picker: Picker = banker
    ? {
        rows: [
          { label: 'banker', balls: FACES, min: 1, max: k - 1 },
          { label: 'drag', balls: FACES, min: 1, max: 5 },
        ],
        quickPicks: true,
      }
    : { rows: [{ label: 'dice', balls: FACES, min: k, max: 6 }], entry: { size: k }, quickPicks: true };
  return {
    id,
    code,
    group,
    pricing: 'series',
    approaches,
    picker,
    levels: () => levels,
    parse(balls, approach) {
      requireApproach(approach, approaches);
      return readSetSelection(balls, approach, k, 6, banker);
    },
    count: (sel) => setCount(sel, k),
    settle: (sel, draw) => ({ hits: [diffHits(sel, draw, k)], pushes: 0 }),
    exposure(sel) {
      // The 20 (or 15) face combinations are few: answer each staked one, e.g. `123`.
      const bets: number[][] = [];
      const pick = (from: number[], need: number, base: number[]) => {
        if (need === 0) return void bets.push(base);
        from.forEach((f, i) => pick(from.slice(i + 1), need - 1, [...base, f]));
      };
      if (sel.kind === 'compound') pick(facesOf(sel.mask), k, []);
      else if (sel.kind === 'entries') sel.masks.forEach((m) => bets.push(facesOf(m)));
      else pick(facesOf(sel.drag), k - sel.b, facesOf(sel.banker));
      return bets.map((b) => [...b].sort((x, y) => x - y).join(''));
    },
    sample(rng) {
      const faces = sampleDistinct(rng, 6, k);
      if (banker) {
        const b = 1 + rng.int(k - 1);
        return { balls: `${faces.slice(0, b).join(',')}_${faces.slice(b).join(',')}`, approach: 1 };
      }
      if (rng.int(2) === 1) return { balls: faces.join(''), approach: 2 };
      return { balls: faces.join(','), approach: 1 };
    },
  };
}

export const k3Plays: Family<Draw, Rules>['plays'] = [
  sumPlay,
  sumSidesPlay,
  tripleSinglePlay,
  tripleAnyPlay,
  pairAnyPlay,
  pairSinglePlay,
  diffPlay(31, 'k3_three_diff', 'three_diff', 3, false),
  diffPlay(32, 'k3_three_diff_banker', 'three_diff', 3, true),
  diffPlay(41, 'k3_two_diff', 'two_diff', 2, false),
  diffPlay(42, 'k3_two_diff_banker', 'two_diff', 2, true),
  runAnyPlay,
];

const n = (EN: string, UR: string) => ({ EN, UR });

export const k3Names: Readonly<Record<string, { EN: string; UR: string }>> = {
  k3_sum: n('Sum', 'مجموعہ'),
  k3_sum_two_sides: n('Big, small, odd, even', 'مجموعہ: بڑا، چھوٹا، طاق، جفت'),
  k3_triple_single: n('Specific triple', 'مخصوص تین ایک جیسے'),
  k3_triple_any: n('Any triple', 'کوئی بھی تین ایک جیسے'),
  k3_pair_any: n('Any pair', 'جوڑا، تیسرا پانسہ کوئی بھی'),
  k3_pair_single: n('Pair and single', 'جوڑا اور مخصوص تیسرا پانسہ'),
  k3_three_diff: n('Three different', 'تین مختلف'),
  k3_three_diff_banker: n('Three different banker-drag', 'تین مختلف، لازمی اور اضافی نمبر'),
  k3_two_diff: n('Two different', 'دو مختلف'),
  k3_two_diff_banker: n('Two different banker-drag', 'دو مختلف، لازمی اور اضافی نمبر'),
  k3_run_any: n('Any run', 'کوئی بھی تین لگاتار'),
  sum: n('Sum', 'مجموعہ'),
  triple: n('Triple', 'تین ایک جیسے'),
  pair: n('Pair', 'جوڑا'),
  three_diff: n('Three different', 'تین مختلف'),
  two_diff: n('Two different', 'دو مختلف'),
  run: n('Run', 'لگاتار'),
  'row:sum': n('Sum', 'مجموعہ'),
  'row:sum_sides': n('Sum', 'مجموعہ'),
  'row:triple': n('Triple', 'تین ایک جیسے'),
  'row:triple_any': n('Any triple', 'کوئی بھی تین ایک جیسے'),
  'row:pair': n('Pair', 'جوڑا'),
  'row:single': n('Single', 'الگ پانسہ'),
  'row:dice': n('Dice', 'پانسے'),
  'row:banker': n('Banker', 'لازمی نمبر'),
  'row:drag': n('Drag', 'اضافی نمبر'),
  'row:run': n('Any run', 'تین لگاتار'),
};

export const k3Family: Family<K3Draw, K3Rules> = {
  code: 'K3',
  names: k3Names,
  defaultRules: k3Rules,
  plays: k3Plays,
  draw(rng) {
    // Three independent dice: each of the 216 ordered rolls equally likely.
    return k3Draw([1 + rng.int(6), 1 + rng.int(6), 1 + rng.int(6)]);
  },
  parseDraw(text) {
    // Any order is read (a feed may list dice as rolled); the draw and its text are sorted.
    if (typeof text !== 'string' || !/^[1-6],[1-6],[1-6]$/.test(text)) throw new LotteryError('lottery.draw.invalid');
    return k3Draw(text.split(',').map(Number));
  },
  formatDraw: (draw) => draw.dice.join(','),
  positions: (draw) => [...draw.dice],
  space: diceSpace,
};
