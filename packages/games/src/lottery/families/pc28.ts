import type { Rng } from '../../house/rng.ts';
import { LotteryError } from '../errors.ts';
import { readBalls, readOptions, requireApproach, splitRows } from '../slip.ts';
import type { Family, Play, PlayOutcome, PrizeLevel, Ratio, Weight } from '../types.ts';
import { pad2 as pad, popcount } from './shared/basics.ts';

/**
 * PC28 (PC蛋蛋 / 加拿大28 style): 20 of the keno numbers 01..80 are drawn and sorted ascending;
 * digit 1 is the sum of sorted balls 1-6 mod 10, digit 2 of balls 7-12, digit 3 of balls 13-18
 * (balls 19 and 20 are not used). The result is the three digits and their sum 0..27.
 *
 * The digits are NOT uniform (digit 1 is 0 about 9.97% of the time and 1 about 10.03%), so every
 * chance here comes from the exact distribution of the three digits over all C(80,20) draws,
 * computed once (lazily) by dynamic programming with bigint counts. Every play depends on the digits
 * only, so that distribution (1,000 digit triples, bigint weights summing to C(80,20)) is the exact
 * weighted space of every play. Rule sheet: docs/lottery/pc28.md.
 */

export interface Pc28Rules {
  /**
   * A size, parity or combo bet that would win on a sum of 13 or 14 (choice, sources differ):
   * `normal` pays it as usual, `push` (default) refunds the stake instead, `lose` lets it lose.
   * 13 is small and odd, 14 big and even, so this touches small / odd / small-odd on 13 and
   * big / even / big-even on 14. Bets that lose on 13 or 14 lose under every choice.
   */
  sum1314: 'normal' | 'push' | 'lose';
  /** Which bets the 13/14 rule covers: the four combos only (default), or size and parity too. */
  sum1314Scope: 'combos' | 'two_sides';
  /** Extreme small is a sum from 0 to this (default 5; some brands use 4). */
  extremeSmallMax: number;
  /** Extreme big is a sum from this to 27 (default 22; some brands use 23). */
  extremeBigMin: number;
  /** Whether 8-9-0 and 9-0-1 count as runs (default true, as on most platforms). */
  runWraps: boolean;
}

export const pc28Rules: Pc28Rules = { sum1314: 'push', sum1314Scope: 'combos', extremeSmallMax: 5, extremeBigMin: 22, runWraps: true };

export interface Pc28Draw {
  /** The 20 keno numbers ascending, or null when only the three digits are known (a digit-only feed, CHAIN). */
  readonly balls: readonly number[] | null;
  readonly digits: readonly [number, number, number];
  readonly sum: number;
  /** 3 when all three digits are equal (豹子), 2 when exactly two are (对子), else 1. */
  readonly same: 1 | 2 | 3;
  /** 1 when the digits are three consecutive values (0-1-2 .. 7-8-9), 2 when 8-9-0 or 9-0-1, else 0. */
  readonly run: 0 | 1 | 2;
}

type Rules = Pc28Rules;
type Draw = Pc28Draw;

const KENO = 80;
const DRAWN = 20;

/** Builds a draw from its three digits (each 0..9): what the CHAIN family maps a hash onto. */
export function pc28DrawFromDigits(d1: number, d2: number, d3: number): Pc28Draw {
  return makeDraw(null, [d1, d2, d3]);
}

/** Builds a draw from the 20 keno numbers (any order; they are sorted here). */
export function pc28DrawFromBalls(balls: readonly number[]): Pc28Draw {
  const sorted = [...balls].sort((a, b) => a - b);
  if (sorted.length !== DRAWN || sorted.some((b, i) => !Number.isInteger(b) || b < 1 || b > KENO || (i > 0 && b === sorted[i - 1]))) {
    throw new LotteryError('lottery.draw.invalid');
  }
  const digit = (from: number) => sorted.slice(from, from + 6).reduce((s, b) => s + b, 0) % 10;
  return makeDraw(sorted, [digit(0), digit(6), digit(12)]);
}

function makeDraw(balls: readonly number[] | null, digits: readonly number[]): Draw {
  if (digits.length !== 3 || digits.some((d) => !Number.isInteger(d) || d < 0 || d > 9)) throw new LotteryError('lottery.draw.invalid');
  const [a, b, c] = digits as [number, number, number];
  const same = a === b && b === c ? 3 : a === b || b === c || a === c ? 2 : 1;
  // A run has three distinct digits whose sorted values are consecutive; wrapped runs go through 9 to 0.
  const [lo, mid, hi] = [a, b, c].sort((x, y) => x - y) as [number, number, number];
  const run = same !== 1 ? 0 : hi - lo === 2 ? 1 : lo === 0 && hi === 9 && (mid === 8 || mid === 1) ? 2 : 0;
  return { balls, digits: [a, b, c], sum: a + b + c, same, run };
}

/* ------------------------------------------------------------------------------------------------
 * The exact digit distribution. Walk the numbers 1..80 deciding drawn or not; the state is how many
 * are drawn so far (which tells the group a newly drawn, hence next-larger, ball falls in) and the
 * three running group sums mod 10. 21 x 1000 states x 80 numbers, bigint counts: ~50 ms, once.
 * ---------------------------------------------------------------------------------------------- */

let digitCounts: bigint[] | undefined;

/** counts[100 a + 10 b + c]: how many of the C(80,20) draws give digits a, b, c. */
export function pc28DigitCounts(): readonly bigint[] {
  if (digitCounts) return digitCounts;
  let cur = Array.from({ length: DRAWN + 1 }, () => new Array<bigint>(1000).fill(0n));
  cur[0]![0] = 1n;
  for (let n = 1; n <= KENO; n++) {
    const next = cur.map((row) => row.slice());
    // Only counts with at most n drawn can be non-zero, and drawing past 20 is impossible.
    for (let k = Math.min(DRAWN - 1, n - 1); k >= 0; k--) {
      const row = cur[k]!;
      const to = next[k + 1]!;
      const scale = k < 6 ? 100 : k < 12 ? 10 : k < 18 ? 1 : 0;
      for (let s = 0; s < 1000; s++) {
        const c = row[s]!;
        if (c === 0n) continue;
        let t = s;
        if (scale) {
          const digit = Math.floor(s / scale) % 10;
          t = s + (((digit + n) % 10) - digit) * scale;
        }
        to[t]! += c;
      }
    }
    cur = next;
  }
  digitCounts = cur[DRAWN]!;
  return digitCounts;
}

/** C(80,20), the number of equally likely keno draws. */
export const PC28_DRAWS = 3535316142212174320n;

const DIGIT_DRAWS: Draw[] = Array.from({ length: 1000 }, (_, i) => makeDraw(null, [Math.floor(i / 100), Math.floor(i / 10) % 10, i % 10]));

/** The exact weighted space: the 1,000 digit triples, each weighted by how many keno draws give it. */
export function* pc28Space(): Generator<readonly [Pc28Draw, Weight]> {
  const counts = pc28DigitCounts();
  for (let i = 0; i < 1000; i++) if (counts[i]! > 0n) yield [DIGIT_DRAWS[i]!, counts[i]!];
}

function gcd(a: bigint, b: bigint): bigint {
  while (b) [a, b] = [b, a % b];
  return a;
}

/** An exact ratio over the keno draws, in lowest terms, as numbers when both fit exactly. */
function chanceOf(count: bigint): Ratio {
  const g = gcd(count, PC28_DRAWS) || 1n;
  const num = count / g;
  const den = PC28_DRAWS / g;
  return den <= BigInt(Number.MAX_SAFE_INTEGER) ? [Number(num), Number(den)] : [num, den];
}

/* ------------------------------------------------------------------------------------------------
 * Option plays: a row of words (or sums); each picked option is one bet with its own level. An
 * option's judge says win (1), lose (0) or refund (-1) for a draw, and its level's chance and push
 * are the judge summed over the exact space, so levels and settlement cannot disagree.
 * ---------------------------------------------------------------------------------------------- */

type Judge = (draw: Draw, rules: Rules) => number;

interface OptionPlaySpec {
  id: number;
  code: string;
  group: string;
  label: string;
  /** Option tokens as written in slips. */
  tokens: readonly string[];
  /** Level keys, one per token. */
  keys?: readonly string[];
  judges: readonly Judge[];
  /** Numeric tokens (sums) read like balls and count for per-number exposure. */
  numeric?: boolean;
}

const levelCache = new Map<string, readonly PrizeLevel[]>();

function rulesKey(rules: Rules): string {
  return `${rules.sum1314}|${rules.sum1314Scope}|${rules.extremeSmallMax}|${rules.extremeBigMin}|${rules.runWraps}`;
}

function checkRules(rules: Rules): void {
  const { extremeSmallMax: lo, extremeBigMin: hi } = rules;
  if (!Number.isInteger(lo) || !Number.isInteger(hi) || lo < 0 || hi > 27 || lo >= 13 || hi <= 14) {
    throw new RangeError('PC28 extremes must lie within 0..12 and 15..27');
  }
}

function optionPlay(spec: OptionPlaySpec): Play<number, Draw, Rules> {
  const { tokens, judges } = spec;
  const keys = spec.keys ?? tokens;
  const levels = (rules: Rules): readonly PrizeLevel[] => {
    const cacheKey = `${spec.code}|${rulesKey(rules)}`;
    const cached = levelCache.get(cacheKey);
    if (cached) return cached;
    checkRules(rules);
    const wins = judges.map(() => 0n);
    const pushes = judges.map(() => 0n);
    for (const [draw, w] of pc28Space()) {
      judges.forEach((judge, i) => {
        const r = judge(draw, rules);
        if (r === 1) wins[i]! += BigInt(w);
        else if (r === -1) pushes[i]! += BigInt(w);
      });
    }
    const out = keys.map((key, i): PrizeLevel => (pushes[i] ? { key, chance: chanceOf(wins[i]!), push: chanceOf(pushes[i]!) } : { key, chance: chanceOf(wins[i]!) }));
    levelCache.set(cacheKey, out);
    return out;
  };
  return {
    id: spec.id,
    code: spec.code,
    group: spec.group,
    pricing: 'odds',
    approaches: [1],
    picker: { rows: [{ label: spec.label, balls: tokens, min: 1, max: tokens.length }], quickPicks: false },
    levels,
    parse(balls, approach) {
      requireApproach(approach, [1]);
      const row = splitRows(balls, 1)[0]!;
      const picked = spec.numeric
        ? readBalls(row, Number(tokens[0]), Number(tokens[tokens.length - 1])).map((n) => tokens.indexOf(String(n)))
        : readOptions(row, tokens).map((t) => tokens.indexOf(t));
      // Options are at most 28, so a bit mask holds the selection (the readers refuse an empty row).
      return picked.reduce((m, i) => m | (1 << i), 0);
    },
    count: (mask) => popcount(mask),
    settle(mask, draw, rules) {
      const out: PlayOutcome = { hits: new Array<number>(tokens.length).fill(0), pushes: 0 };
      for (let rest = mask; rest; rest &= rest - 1) {
        const i = 31 - Math.clz32(rest & -rest);
        const r = judges[i]!(draw, rules);
        if (r === 1) out.hits[i] = 1;
        else if (r === -1) out.pushes++;
      }
      return out;
    },
    exposure: (mask) => (spec.numeric ? tokens.filter((_, i) => mask & (1 << i)) : []),
    sample: (rng: Rng) => ({ balls: tokens[rng.int(tokens.length)]!, approach: 1 }),
    space: pc28Space,
  };
}

/** The 13/14 rule applied to a bet that wins on `sum` by its plain definition. */
function onWin(sum: number, rules: Rules, covered: boolean): number {
  if (!covered || (sum !== 13 && sum !== 14) || rules.sum1314 === 'normal') return 1;
  return rules.sum1314 === 'push' ? -1 : 0;
}

const big = (s: number) => s >= 14;
const odd = (s: number) => s % 2 === 1;

function sideJudge(wins: (sum: number) => boolean, combo: boolean): Judge {
  return (draw, rules) => (wins(draw.sum) ? onWin(draw.sum, rules, combo || rules.sum1314Scope === 'two_sides') : 0);
}

/** Colour of a sum (波色): red 3,6,...,24; green 1,4,7,10,16,19,22,25; blue 2,5,8,11,17,20,23,26; 0, 13, 14, 27 none. */
export function pc28Colour(sum: number): 'red' | 'green' | 'blue' | null {
  if (sum === 0 || sum === 13 || sum === 14 || sum === 27) return null;
  return (['red', 'green', 'blue'] as const)[sum % 3]!;
}

const SUM_TOKENS = Array.from({ length: 28 }, (_, s) => String(s));

 
export const pc28Plays: readonly Play<unknown, Draw, Rules>[] = [
  optionPlay({
    id: 1,
    code: 'pc28_size',
    group: 'two_sides',
    label: 'pick',
    tokens: ['big', 'small'],
    judges: [sideJudge(big, false), sideJudge((s) => !big(s), false)],
  }),
  optionPlay({
    id: 2,
    code: 'pc28_parity',
    group: 'two_sides',
    label: 'pick',
    tokens: ['odd', 'even'],
    judges: [sideJudge(odd, false), sideJudge((s) => !odd(s), false)],
  }),
  optionPlay({
    id: 3,
    code: 'pc28_combo',
    group: 'two_sides',
    label: 'pick',
    tokens: ['bigodd', 'bigeven', 'smallodd', 'smalleven'],
    judges: [
      sideJudge((s) => big(s) && odd(s), true),
      sideJudge((s) => big(s) && !odd(s), true),
      sideJudge((s) => !big(s) && odd(s), true),
      sideJudge((s) => !big(s) && !odd(s), true),
    ],
  }),
  optionPlay({
    id: 4,
    code: 'pc28_extreme',
    group: 'extreme',
    label: 'pick',
    tokens: ['extremebig', 'extremesmall'],
    judges: [(d, r) => (d.sum >= r.extremeBigMin ? 1 : 0), (d, r) => (d.sum <= r.extremeSmallMax ? 1 : 0)],
  }),
  optionPlay({
    id: 5,
    code: 'pc28_sum',
    group: 'sum',
    label: 'sum',
    tokens: SUM_TOKENS,
    keys: SUM_TOKENS.map((s) => `sum${s}`),
    judges: SUM_TOKENS.map((_, s) => (d: Draw) => (d.sum === s ? 1 : 0)),
    numeric: true,
  }),
  optionPlay({ id: 6, code: 'pc28_triple', group: 'shape', label: 'pick', tokens: ['triple'], judges: [(d) => (d.same === 3 ? 1 : 0)] }),
  optionPlay({ id: 7, code: 'pc28_pair', group: 'shape', label: 'pick', tokens: ['pair'], judges: [(d) => (d.same === 2 ? 1 : 0)] }),
  optionPlay({
    id: 8,
    code: 'pc28_run',
    group: 'shape',
    label: 'pick',
    tokens: ['run'],
    judges: [(d, r) => (d.run === 1 || (d.run === 2 && r.runWraps) ? 1 : 0)],
  }),
  optionPlay({
    id: 9,
    code: 'pc28_colour',
    group: 'colour',
    label: 'pick',
    tokens: ['red', 'green', 'blue'],
    judges: (['red', 'green', 'blue'] as const).map((c) => (d: Draw) => (pc28Colour(d.sum) === c ? 1 : 0)),
  }),
];

const n = (EN: string, UR: string) => ({ EN, UR });

export const pc28Names: Readonly<Record<string, { EN: string; UR: string }>> = {
  pc28_size: n('Big / small', 'بڑا / چھوٹا'),
  pc28_parity: n('Odd / even', 'طاق / جفت'),
  pc28_combo: n('Combos', 'ملے جلے'),
  pc28_extreme: n('Extremes', 'انتہائی'),
  pc28_sum: n('Specific sum', 'مخصوص مجموعہ'),
  pc28_triple: n('Triple', 'تینوں یکساں'),
  pc28_pair: n('Pair', 'جوڑا'),
  pc28_run: n('Run', 'سلسلہ'),
  pc28_colour: n('Colour', 'رنگ'),
  two_sides: n('Two sides', 'دو طرفہ'),
  extreme: n('Extremes', 'انتہائی'),
  sum: n('Sum', 'مجموعہ'),
  shape: n('Shape', 'شکل'),
  colour: n('Colour', 'رنگ'),
  'row:pick': n('Pick', 'انتخاب'),
  'row:sum': n('Sum', 'مجموعہ'),
};

export const pc28Family: Family<Pc28Draw, Pc28Rules> = {
  code: 'PC28',
  names: pc28Names,
  defaultRules: pc28Rules,
  plays: pc28Plays,
  draw(rng) {
    // Partial Fisher-Yates over 1..80: every set of 20 equally likely.
    const pool = Array.from({ length: KENO }, (_, i) => i + 1);
    for (let i = 0; i < DRAWN; i++) {
      const j = i + rng.int(KENO - i);
      [pool[i], pool[j]] = [pool[j]!, pool[i]!];
    }
    return pc28DrawFromBalls(pool.slice(0, DRAWN));
  },
  parseDraw(text) {
    if (typeof text !== 'string') throw new LotteryError('lottery.draw.invalid');
    if (/^\d(,\d){2}$/.test(text)) {
      const [a, b, c] = text.split(',').map(Number) as [number, number, number];
      return pc28DrawFromDigits(a, b, c);
    }
    if (!/^\d\d(,\d\d){19}$/.test(text)) throw new LotteryError('lottery.draw.invalid');
    const balls = text.split(',').map(Number);
    // The canonical text lists the balls ascending; anything else would not read back as written.
    if (balls.some((b, i) => i > 0 && b <= balls[i - 1]!)) throw new LotteryError('lottery.draw.invalid');
    return pc28DrawFromBalls(balls);
  },
  formatDraw: (draw) => (draw.balls ? draw.balls.map(pad).join(',') : draw.digits.join(',')),
  positions: (draw) => [...draw.digits],
  space: pc28Space,
};
