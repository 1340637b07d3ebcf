import type { Rng } from '../../house/rng.ts';
import { choose } from '../combinatorics.ts';
import { LotteryError } from '../errors.ts';
import { MAX_EXPOSURE_NUMBERS } from '../limits.ts';
import { nonEmpty, readBalls, readEntries, readOptions, requireApproach, splitRows } from '../slip.ts';
import type { Approach, Picker, Play, PrizeLevel } from '../types.ts';
import { type DigitDraw, fullSpace, multisetSpace, positionsSpace } from './ssc-draw.ts';

/**
 * The plays of digit lotteries (SSC, and the LF games that reuse its three-digit plays), built per
 * window of consecutive positions. Selections are parsed into 10-bit digit masks (or sets of typed
 * numbers) so settling one bet is a handful of bit operations on facts the draw computed once.
 */

export interface Name {
  readonly EN: string;
  readonly UR: string;
}

/** A play with its display name (the family collects the names for its play menu). */
export type DigitPlay<S, R> = Play<S, DigitDraw, R> & { readonly name: Name };

export interface PlayBase {
  readonly id: number;
  readonly code: string;
  readonly group: string;
  readonly name: Name;
  /** Digits in the family's draw (3 or 5). */
  readonly size: number;
}

/** Consecutive positions a play reads; `key` prefixes its exposure keys (`back3:123`). */
export interface Window {
  readonly key: string;
  readonly start: number;
  readonly length: number;
}

export const DIGITS: readonly string[] = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
export const SIDES = ['big', 'small', 'odd', 'even'] as const;
export type Side = (typeof SIDES)[number];
const BIG = 1;
const SMALL = 2;
const ODD = 4;
const EVEN = 8;

/** The two-sides options a digit satisfies (5-9 big, 0-4 small). */
const digitSides = (d: number): number => (d >= 5 ? BIG : SMALL) | (d % 2 === 1 ? ODD : EVEN);
const sideBits = (sides: readonly Side[]): number => sides.reduce((m, s) => m | (1 << SIDES.indexOf(s)), 0);

export function popcount(m: number): number {
  let c = 0;
  for (let x = m; x; x &= x - 1) c++;
  return c;
}

const maskOf = (digits: readonly number[]): number => digits.reduce((m, d) => m | (1 << d), 0);
const digitsOf = (mask: number): number[] => DIGITS.map(Number).filter((d) => (mask >> d) & 1);
const tokens = (lo: number, hi: number): string[] => Array.from({ length: hi - lo + 1 }, (_, i) => String(lo + i));

/** A row of digits 0-9 as a mask (an empty row only where allowed). */
const digitRow = (row: string, allowEmpty = false): number => maskOf(readBalls(row, 0, 9, allowEmpty));

/** `k` distinct digits in random order (partial Fisher-Yates). */
export function randomDigits(rng: Rng, k: number): number[] {
  const pool = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
  for (let i = 0; i < k; i++) {
    const j = i + rng.int(10 - i);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, k);
}

function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Rows labelled by draw position (`pos1` is the first digit). */
function positionRows(start: number, length: number, min: number, balls: readonly string[] = DIGITS) {
  return Array.from({ length }, (_, i) => ({ label: `pos${start + i + 1}`, balls, min, max: balls.length }));
}

const numberOf = (digits: readonly number[]): number => digits.reduce((v, d) => v * 10 + d, 0);
const digitsText = (value: number, length: number): string => String(value).padStart(length, '0');
/** The digits of a number sorted ascending, read back as a number (the group key of an entry). */
const groupKeyOf = (digits: readonly number[]): number => numberOf([...digits].sort((a, b) => a - b));

/** Multiplicity signature of an entry (2111 for 3,3,0,5,8), as WindowFacts.sig. */
function sigOf(digits: readonly number[]): number {
  const counts = new Map<number, number>();
  for (const d of digits) counts.set(d, (counts.get(d) ?? 0) + 1);
  return [...counts.values()].sort((a, b) => b - a).reduce((s, m) => s * 10 + m, 0);
}

const base = (b: PlayBase, pricing: 'series' | 'odds', approaches: readonly Approach[]) => ({
  id: b.id,
  code: b.code,
  group: b.group,
  name: b.name,
  pricing,
  approaches,
});

const win = (hit: number) => ({ hits: [hit], pushes: 0 });

/** Ordered tuples of `length` digits per value of f (sum, span), from all 10^length of them. */
function tally(length: number, f: (digits: number[]) => number, size: number): number[] {
  const out = new Array<number>(size).fill(0);
  const digits = new Array<number>(length).fill(0);
  for (let v = 0; v < 10 ** length; v++) {
    let x = v;
    for (let i = length - 1; i >= 0; i--) {
      digits[i] = x % 10;
      x = Math.floor(x / 10);
    }
    out[f(digits)]!++;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Straight (直选): the window's digits in order. Compound rows (one per position) or typed numbers.

export type StraightSelection = { rows: number[]; values: null } | { rows: null; values: Set<number> };

export function straightPlay<R>(b: PlayBase, w: Window): DigitPlay<StraightSelection, R> {
  const { start, length } = w;
  const levels: PrizeLevel[] = [{ key: 'win', chance: [1, 10 ** length] }];
  const positions = Array.from({ length }, (_, i) => start + i);
  return {
    ...base(b, 'series', [1, 2]),
    picker: { rows: positionRows(start, length, 1), entry: { size: length }, quickPicks: true },
    levels: () => levels,
    parse(balls, approach) {
      requireApproach(approach, [1, 2]);
      if (approach === 1) return { rows: splitRows(balls, length).map((r) => digitRow(r)), values: null };
      return { rows: null, values: new Set(readEntries(balls, length, 0, 9).map(numberOf)) };
    },
    count: straightCount,
    settle(s, draw) {
      if (!s.rows) return win(s.values.has(draw.facts(start, length).value) ? 1 : 0);
      for (let i = 0; i < length; i++) if (!((s.rows[i]! >> draw.digits[start + i]!) & 1)) return win(0);
      return win(1);
    },
    exposure(s) {
      // Counted from the rows first: a full 5-star compound would list 100,000 numbers.
      if (straightCount(s) > MAX_EXPOSURE_NUMBERS) return [];
      const values = s.rows ? straightValues(s.rows) : [...s.values];
      return values.map((v) => `${w.key}:${digitsText(v, length)}`);
    },
    sample(rng) {
      const digits = positions.map(() => rng.int(10));
      return rng.int(2) === 0 ? { balls: digits.join('_'), approach: 1 } : { balls: digits.join(''), approach: 2 };
    },
    space: () => positionsSpace(b.size, positions),
  };
}

const straightCount = (s: StraightSelection): number => (s.rows ? s.rows.reduce((c, m) => c * popcount(m), 1) : s.values.size);

/** Every number a compound straight selection covers. */
function straightValues(rows: readonly number[]): number[] {
  let values = [0];
  for (const row of rows) {
    const digits = digitsOf(row);
    values = values.flatMap((v) => digits.map((d) => v * 10 + d));
  }
  return values;
}

// ---------------------------------------------------------------------------------------------
// 5-star all-select (五星通选): one 5-digit number wins the first prize on all 5 in order, the second
// on the front 3 or the back 3 in order, the third on the front 2 or the back 2 in order, each
// counted separately (兼中兼得). The return is split 1/5, 2/5, 2/5 over the three prizes, which
// keeps their ratio close to the classic 20,000 : 200 : 20.

export type AllSelectSelection =
  | { rows: number[]; sizes: number[]; single: null }
  | { rows: null; sizes: null; single: { all: Set<number>; f3: Map<number, number>; b3: Map<number, number>; f2: Map<number, number>; b2: Map<number, number> } };

const allSelectCount = (s: AllSelectSelection): number => (s.rows ? s.sizes.reduce((c, n) => c * n, 1) : s.single.all.size);

export function allSelectPlay<R>(b: PlayBase): DigitPlay<AllSelectSelection, R> {
  const levels: PrizeLevel[] = [
    { key: 'first', chance: [1, 100000], share: [1, 5] },
    { key: 'second', chance: [2, 1000], share: [2, 5] },
    { key: 'third', chance: [2, 100], share: [2, 5] },
  ];
  const bump = (m: Map<number, number>, k: number) => m.set(k, (m.get(k) ?? 0) + 1);
  return {
    ...base(b, 'series', [1, 2]),
    picker: { rows: positionRows(0, 5, 1), entry: { size: 5 }, quickPicks: true },
    levels: () => levels,
    parse(balls, approach) {
      requireApproach(approach, [1, 2]);
      if (approach === 1) {
        const rows = splitRows(balls, 5).map((r) => digitRow(r));
        return { rows, sizes: rows.map(popcount), single: null };
      }
      const single = { all: new Set<number>(), f3: new Map(), b3: new Map(), f2: new Map(), b2: new Map() };
      for (const v of readEntries(balls, 5, 0, 9).map(numberOf)) {
        single.all.add(v);
        bump(single.f3, Math.floor(v / 100));
        bump(single.b3, v % 1000);
        bump(single.f2, Math.floor(v / 1000));
        bump(single.b2, v % 100);
      }
      return { rows: null, sizes: null, single };
    },
    count: allSelectCount,
    settle(s, draw) {
      const d = draw.digits;
      if (s.rows) {
        const [r0, r1, r2, r3, r4] = s.rows as [number, number, number, number, number];
        const [n0, n1, n2, n3, n4] = s.sizes as [number, number, number, number, number];
        const i0 = (r0 >> d[0]!) & 1;
        const i1 = (r1 >> d[1]!) & 1;
        const i2 = (r2 >> d[2]!) & 1;
        const i3 = (r3 >> d[3]!) & 1;
        const i4 = (r4 >> d[4]!) & 1;
        return {
          hits: [i0 & i1 & i2 & i3 & i4, (i0 & i1 & i2) * n3 * n4 + (i2 & i3 & i4) * n0 * n1, (i0 & i1) * n2 * n3 * n4 + (i3 & i4) * n0 * n1 * n2],
          pushes: 0,
        };
      }
      const v = draw.facts(0, 5).value;
      const { all, f3, b3, f2, b2 } = s.single;
      return {
        hits: [all.has(v) ? 1 : 0, (f3.get(Math.floor(v / 100)) ?? 0) + (b3.get(v % 1000) ?? 0), (f2.get(Math.floor(v / 1000)) ?? 0) + (b2.get(v % 100) ?? 0)],
        pushes: 0,
      };
    },
    exposure(s) {
      if (allSelectCount(s) > MAX_EXPOSURE_NUMBERS) return [];
      const values = s.rows ? straightValues(s.rows) : [...s.single.all];
      return values.map((v) => `all5:${digitsText(v, 5)}`);
    },
    sample(rng) {
      const digits = [0, 1, 2, 3, 4].map(() => rng.int(10));
      return rng.int(2) === 0 ? { balls: digits.join('_'), approach: 1 } : { balls: digits.join(''), approach: 2 };
    },
    space: () => fullSpace(b.size),
  };
}

// ---------------------------------------------------------------------------------------------
// Straight sum (直选和值): each ordered number of the window with a chosen sum is one bet, so a sum
// costs as many bets as numbers have it (3-star sum 0: 1 bet, sum 13: 75 bets).

export function straightSumPlay<R>(b: PlayBase, w: Window): DigitPlay<number, R> {
  const { start, length } = w;
  const max = 9 * length;
  const ways = tally(length, (d) => d.reduce((a, x) => a + x, 0), max + 1);
  const levels: PrizeLevel[] = [{ key: 'win', chance: [1, 10 ** length] }];
  return {
    ...base(b, 'series', [1]),
    picker: { rows: [{ label: 'sum', balls: tokens(0, max), min: 1, max: max + 1 }], quickPicks: true },
    levels: () => levels,
    parse(balls, approach) {
      requireApproach(approach, [1]);
      return maskOf(readBalls(splitRows(balls, 1)[0]!, 0, max));
    },
    count: (mask) => ways.reduce((c, n, s) => ((mask >> s) & 1 ? c + n : c), 0),
    settle: (mask, draw) => win((mask >> draw.facts(start, length).sum) & 1),
    exposure: () => [],
    sample: (rng) => ({ balls: String(rng.int(2) * max), approach: 1 }),
    space: () => multisetSpace(b.size, start, length),
  };
}

// ---------------------------------------------------------------------------------------------
// Span (跨度): largest digit less smallest. No span is a single number (span 0 is ten of them), so
// each chosen span is one bet with its own prize level, priced from how many numbers have it.

export function spanPlay<R>(b: PlayBase, w: Window): DigitPlay<number, R> {
  const { start, length } = w;
  const ways = tally(length, (d) => Math.max(...d) - Math.min(...d), 10);
  const levels: PrizeLevel[] = ways.map((n, s) => ({ key: `span${s}`, chance: [n, 10 ** length] }));
  return {
    ...base(b, 'series', [1]),
    picker: { rows: [{ label: 'span', balls: DIGITS, min: 1, max: 10 }], quickPicks: true },
    levels: () => levels,
    parse(balls, approach) {
      requireApproach(approach, [1]);
      return digitRow(splitRows(balls, 1)[0]!);
    },
    count: popcount,
    settle(mask, draw) {
      const hits = new Array<number>(10).fill(0);
      const span = draw.facts(start, length).span;
      hits[span] = (mask >> span) & 1;
      return { hits, pushes: 0 };
    },
    exposure: () => [],
    sample: (rng) => ({ balls: String(rng.int(10)), approach: 1 }),
    space: () => multisetSpace(b.size, start, length),
  };
}

// ---------------------------------------------------------------------------------------------
// Group 3 (组三): a 3-digit window with exactly two equal digits, in any order. Compound: n picked
// digits make n x (n - 1) bets (which one doubles); single: typed numbers like 112.

export type GroupSetSelection = { mask: number; keys: null } | { mask: null; keys: Set<number> };

/** Typed group entries: each a number of the window's length of the wanted kind, no repeats in any order. */
function groupEntries(balls: string, length: number, valid: (sig: number) => boolean): Set<number> {
  const keys = new Set<number>();
  for (const entry of readEntries(balls, length, 0, 9)) {
    if (!valid(sigOf(entry))) throw new LotteryError('lottery.slip.selection.invalid');
    const key = groupKeyOf(entry);
    if (keys.has(key)) throw new LotteryError('lottery.slip.ball.duplicate');
    keys.add(key);
  }
  return keys;
}

export function group3Play<R>(b: PlayBase, w: Window): DigitPlay<GroupSetSelection, R> {
  const { start, length } = w;
  const levels: PrizeLevel[] = [{ key: 'win', chance: [3, 1000] }];
  return {
    ...base(b, 'series', [1, 2]),
    picker: { rows: [{ label: 'pick', balls: DIGITS, min: 2, max: 10 }], entry: { size: 3 }, quickPicks: true },
    levels: () => levels,
    parse(balls, approach) {
      requireApproach(approach, [1, 2]);
      const s: GroupSetSelection = approach === 1 ? { mask: digitRow(splitRows(balls, 1)[0]!), keys: null } : { mask: null, keys: groupEntries(balls, 3, (sig) => sig === 21) };
      nonEmpty(count(s));
      return s;
    },
    count,
    settle(s, draw) {
      const f = draw.facts(start, length);
      if (f.sig !== 21) return win(0);
      return win(s.keys ? (s.keys.has(f.groupKey) ? 1 : 0) : (f.mask & ~s.mask) === 0 ? 1 : 0);
    },
    exposure: () => [],
    sample(rng) {
      const [a, c] = randomDigits(rng, 2) as [number, number];
      return { balls: shuffled(rng, [a, a, c]).join(''), approach: 2 };
    },
    space: () => multisetSpace(b.size, start, length),
  };
  function count(s: GroupSetSelection): number {
    if (s.keys) return s.keys.size;
    const n = popcount(s.mask);
    return n * (n - 1);
  }
}

// ---------------------------------------------------------------------------------------------
// Group plays by pattern (组选120/60/30/20/10/5, 24/12/6/4, 组六, 2-star group): the window's digits
// in any order with a given pattern of repeats. Each row picks the digits of one multiplicity (the
// pair row of 组选60 the digit that appears twice, its single row the three that appear once); a bet
// is a choice of `need` digits per row, all distinct.

export interface GroupRow {
  readonly label: string;
  /** How often each digit of this row appears in the winning number. */
  readonly mult: number;
  /** How many digits of this row one bet takes. */
  readonly need: number;
}

export function patternGroupPlay<R>(b: PlayBase, w: Window, rows: readonly GroupRow[], single: boolean): DigitPlay<number[] | Set<number>, R> {
  const { start, length } = w;
  const mults = rows.flatMap((r) => new Array<number>(r.need).fill(r.mult)).sort((x, y) => y - x);
  const sig = mults.reduce((s, m) => s * 10 + m, 0);
  const orderings = mults.reduce((o, m) => o / factorial(m), factorial(length));
  const levels: PrizeLevel[] = [{ key: 'win', chance: [orderings, 10 ** length] }];
  const approaches: Approach[] = single ? [1, 2] : [1];
  const picker: Picker = { rows: rows.map((r) => ({ label: r.label, balls: DIGITS, min: r.need, max: 10 })), quickPicks: true };
  if (single) picker.entry = { size: length };
  const count = (s: number[] | Set<number>): number => {
    if (s instanceof Set) return s.size;
    if (rows.length === 1) return choose(popcount(s[0]!), rows[0]!.need);
    // Two rows: choose the first row's digits (i of them also in the second row), then the
    // second row's from what is left of it.
    const [a, c] = s as [number, number];
    const [ra, rc] = rows as [GroupRow, GroupRow];
    const overlap = popcount(a & c);
    let total = 0;
    for (let i = 0; i <= Math.min(overlap, ra.need); i++) total += choose(overlap, i) * choose(popcount(a) - overlap, ra.need - i) * choose(popcount(c) - i, rc.need);
    return total;
  };
  return {
    ...base(b, 'series', approaches),
    picker,
    levels: () => levels,
    parse(balls, approach) {
      requireApproach(approach, approaches);
      const s = approach === 2 ? groupEntries(balls, length, (x) => x === sig) : splitRows(balls, rows.length).map((r) => digitRow(r));
      nonEmpty(count(s));
      return s;
    },
    count,
    settle(s, draw) {
      const f = draw.facts(start, length);
      if (f.sig !== sig) return win(0);
      if (s instanceof Set) return win(s.has(f.groupKey) ? 1 : 0);
      for (let i = 0; i < rows.length; i++) if (f.byCount[rows[i]!.mult]! & ~s[i]!) return win(0);
      return win(1);
    },
    exposure: () => [],
    sample(rng) {
      const picked = randomDigits(rng, rows.reduce((n, r) => n + r.need, 0));
      if (single && rng.int(2) === 1) return { balls: picked.join(''), approach: 2 };
      let at = 0;
      const parts = rows.map((r) => picked.slice(at, (at += r.need)).join(','));
      return { balls: parts.join('_'), approach: 1 };
    },
    space: () => multisetSpace(b.size, start, length),
  };
}

function factorial(n: number): number {
  let r = 1;
  for (let i = 2; i <= n; i++) r *= i;
  return r;
}

// ---------------------------------------------------------------------------------------------
// Group kinds of a 3- or 2-digit window that group bets can win (a triple 000 or a pair 00 wins no
// group bet): 组三 (two alike) and 组六 (all different), or the 2-star group (two different).

interface GroupKind {
  readonly sig: number;
  readonly key: string;
  readonly orderings: number;
}

function groupKinds(length: number): GroupKind[] {
  return length === 3
    ? [
        { sig: 21, key: 'group3', orderings: 3 },
        { sig: 111, key: 'group6', orderings: 6 },
      ]
    : [{ sig: 11, key: 'win', orderings: 2 }];
}

/** Mixed group (混合组选): typed 3-digit numbers, each a 组三 or a 组六 bet at its own prize. */
export function groupMixedPlay<R>(b: PlayBase, w: Window): DigitPlay<Set<number>, R> {
  const { start, length } = w;
  const kinds = groupKinds(3);
  const levels: PrizeLevel[] = kinds.map((k) => ({ key: k.key, chance: [k.orderings, 1000] }));
  return {
    ...base(b, 'series', [2]),
    picker: { rows: [], entry: { size: 3 }, quickPicks: false },
    levels: () => levels,
    parse(balls, approach) {
      requireApproach(approach, [2]);
      return groupEntries(balls, 3, (sig) => sig !== 3);
    },
    count: (s) => s.size,
    settle(s, draw) {
      const f = draw.facts(start, length);
      if (!s.has(f.groupKey)) return { hits: [0, 0], pushes: 0 };
      return { hits: f.sig === 21 ? [1, 0] : [0, 1], pushes: 0 };
    },
    exposure: () => [],
    sample(rng) {
      const [a, c, d] = randomDigits(rng, 3) as [number, number, number];
      return { balls: shuffled(rng, rng.int(2) === 0 ? [a, a, c] : [a, c, d]).join(''), approach: 2 };
    },
    space: () => multisetSpace(b.size, start, length),
  };
}

/**
 * Group sum (组选和值): each group number (any order; all-alike numbers excluded) with a chosen sum is
 * one bet at the prize of its kind: 3-star sum 1 is the one bet 001 (组三); sum 3 is two bets, 003
 * (组三) and 012 (组六), while 111 is all alike and no bet.
 */
export function groupSumPlay<R>(b: PlayBase, w: Window): DigitPlay<number, R> {
  const { start, length } = w;
  const kinds = groupKinds(length);
  const max = 9 * length;
  // ways[k][s]: group numbers of kind k with sum s (sorted multisets).
  const ways = kinds.map(() => new Array<number>(max + 1).fill(0));
  for (const [draw] of multisetSpace(length, 0, length)) {
    const f = draw.facts(0, length);
    const k = kinds.findIndex((x) => x.sig === f.sig);
    if (k >= 0) ways[k]![f.sum]!++;
  }
  const levels: PrizeLevel[] = kinds.map((k) => ({ key: k.key, chance: [k.orderings, 10 ** length] }));
  return {
    ...base(b, 'series', [1]),
    picker: { rows: [{ label: 'sum', balls: tokens(1, max - 1), min: 1, max: max - 1 }], quickPicks: true },
    levels: () => levels,
    parse(balls, approach) {
      requireApproach(approach, [1]);
      return maskOf(readBalls(splitRows(balls, 1)[0]!, 1, max - 1));
    },
    count: (mask) => ways.reduce((c, row) => row.reduce((a, n, s) => ((mask >> s) & 1 ? a + n : a), c), 0),
    settle(mask, draw) {
      const f = draw.facts(start, length);
      const hits = kinds.map(() => 0);
      const k = kinds.findIndex((x) => x.sig === f.sig);
      if (k >= 0) hits[k] = (mask >> f.sum) & 1;
      return { hits, pushes: 0 };
    },
    exposure: () => [],
    sample: (rng) => ({ balls: String(rng.int(2) === 0 ? 1 : max - 1), approach: 1 }),
    space: () => multisetSpace(b.size, start, length),
  };
}

// ---------------------------------------------------------------------------------------------
// Sum tail (和值尾数): the last digit of the window's sum; each chosen tail is one bet (chance 1/10,
// as the last digit alone already spreads the sum's tail evenly).

export function sumTailPlay<R>(b: PlayBase, w: Window): DigitPlay<number, R> {
  const { start, length } = w;
  const levels: PrizeLevel[] = [{ key: 'win', chance: [1, 10] }];
  return {
    ...base(b, 'series', [1]),
    picker: { rows: [{ label: 'tail', balls: DIGITS, min: 1, max: 10 }], quickPicks: true },
    levels: () => levels,
    parse(balls, approach) {
      requireApproach(approach, [1]);
      return digitRow(splitRows(balls, 1)[0]!);
    },
    count: popcount,
    settle: (mask, draw) => win((mask >> draw.facts(start, length).sum % 10) & 1),
    exposure: () => [],
    sample: (rng) => ({ balls: String(rng.int(10)), approach: 1 }),
    space: () => multisetSpace(b.size, start, length),
  };
}

// ---------------------------------------------------------------------------------------------
// 3-star special (特殊号): triple (豹子, all alike), run (顺子, three consecutive digits in any order;
// whether 8,9,0 and 9,0,1 count is the brand's `runWraps`), pair (对子, exactly two alike). Each
// chosen pattern is one bet at its own prize.

export const SPECIALS = ['leopard', 'run', 'pair'] as const;
export type Special = (typeof SPECIALS)[number];

const RUN_WRAPS = [(1 << 8) | (1 << 9) | 1, (1 << 9) | 1 | 2];

function isRun(mask: number, wraps: boolean): boolean {
  for (let a = 0; a <= 7; a++) if (mask === 7 << a) return true;
  return wraps && (mask === RUN_WRAPS[0] || mask === RUN_WRAPS[1]);
}

export function specialPlay<R extends { runWraps: boolean }>(b: PlayBase, w: Window): DigitPlay<number, R> {
  const { start, length } = w;
  const levels = (wraps: boolean): PrizeLevel[] => [
    { key: 'leopard', chance: [10, 1000] },
    { key: 'run', chance: [wraps ? 60 : 48, 1000] },
    { key: 'pair', chance: [270, 1000] },
  ];
  const withWrap = levels(true);
  const noWrap = levels(false);
  return {
    ...base(b, 'series', [1]),
    picker: { rows: [{ label: 'pattern', balls: SPECIALS, min: 1, max: 3 }], quickPicks: false },
    levels: (rules) => (rules.runWraps ? withWrap : noWrap),
    parse(balls, approach) {
      requireApproach(approach, [1]);
      return readOptions(splitRows(balls, 1)[0]!, SPECIALS).reduce((m, o) => m | (1 << SPECIALS.indexOf(o)), 0);
    },
    count: popcount,
    settle(mask, draw, rules) {
      const f = draw.facts(start, length);
      const hits = [0, 0, 0];
      const k = f.sig === 3 ? 0 : f.sig === 21 ? 2 : isRun(f.mask, rules.runWraps) ? 1 : -1;
      if (k >= 0) hits[k] = (mask >> k) & 1;
      return { hits, pushes: 0 };
    },
    exposure: () => [],
    sample: (rng) => ({ balls: SPECIALS[rng.int(3)]!, approach: 1 }),
    space: () => multisetSpace(b.size, start, length),
  };
}

// ---------------------------------------------------------------------------------------------
// Any position (不定位): k picked digits all appear somewhere in the window (a repeat counts once).
// n picked digits make C(n, k) bets.

/** Numbers of `length` digits containing k given distinct digits (inclusion-exclusion). */
function containing(length: number, k: number): number {
  let total = 0;
  for (let j = 0; j <= k; j++) total += (j % 2 ? -1 : 1) * choose(k, j) * (10 - j) ** length;
  return total;
}

export function anyPositionPlay<R>(b: PlayBase, w: Window, k: number): DigitPlay<number, R> {
  const { start, length } = w;
  const levels: PrizeLevel[] = [{ key: 'win', chance: [containing(length, k), 10 ** length] }];
  return {
    ...base(b, 'series', [1]),
    picker: { rows: [{ label: 'pick', balls: DIGITS, min: k, max: 10 }], quickPicks: true },
    levels: () => levels,
    parse(balls, approach) {
      requireApproach(approach, [1]);
      const mask = digitRow(splitRows(balls, 1)[0]!);
      nonEmpty(choose(popcount(mask), k));
      return mask;
    },
    count: (mask) => choose(popcount(mask), k),
    settle: (mask, draw) => win(choose(popcount(mask & draw.facts(start, length).mask), k)),
    exposure: () => [],
    sample: (rng) => ({ balls: randomDigits(rng, k).join(','), approach: 1 }),
    space: () => multisetSpace(b.size, start, length),
  };
}

// ---------------------------------------------------------------------------------------------
// Position (定位胆): a digit at one position; every picked digit in every row is one bet.

export function positionPlay<R>(b: PlayBase): DigitPlay<number[], R> {
  const n = b.size;
  const levels: PrizeLevel[] = [{ key: 'win', chance: [1, 10] }];
  return {
    ...base(b, 'series', [1]),
    picker: { rows: positionRows(0, n, 0), quickPicks: true },
    levels: () => levels,
    parse(balls, approach) {
      requireApproach(approach, [1]);
      const rows = splitRows(balls, n).map((r) => digitRow(r, true));
      nonEmpty(rows.reduce((c, m) => c + popcount(m), 0));
      return rows;
    },
    count: (rows) => rows.reduce((c, m) => c + popcount(m), 0),
    settle(rows, draw) {
      let hits = 0;
      for (let i = 0; i < n; i++) hits += (rows[i]! >> draw.digits[i]!) & 1;
      return win(hits);
    },
    exposure: (rows) => rows.flatMap((m, i) => digitsOf(m).map((d) => `pos${i + 1}:${d}`)),
    sample(rng) {
      const rows = new Array<string>(n).fill('');
      rows[rng.int(n)] = String(rng.int(10));
      return { balls: rows.join('_'), approach: 1 };
    },
    space: () => fullSpace(n),
  };
}

// ---------------------------------------------------------------------------------------------
// 2-star big/small/odd/even (大小单双): one option per position of the window (5-9 big, 0-4 small);
// a bet is one option for each position, winning when both hold (chance 1/4).

export function sizeParityPlay<R>(b: PlayBase, w: Window): DigitPlay<number[], R> {
  const { start, length } = w;
  const levels: PrizeLevel[] = [{ key: 'win', chance: [1, 2 ** length] }];
  return {
    ...base(b, 'series', [1]),
    picker: { rows: positionRows(start, length, 1, SIDES), quickPicks: false },
    levels: () => levels,
    parse(balls, approach) {
      requireApproach(approach, [1]);
      return splitRows(balls, length).map((r) => sideBits(readOptions(r, SIDES)));
    },
    count: (rows) => rows.reduce((c, m) => c * popcount(m), 1),
    settle(rows, draw) {
      let hits = 1;
      for (let i = 0; i < length; i++) hits *= popcount(rows[i]! & digitSides(draw.digits[start + i]!));
      return win(hits);
    },
    exposure: () => [],
    sample: (rng) => ({ balls: Array.from({ length }, () => SIDES[rng.int(4)]).join('_'), approach: 1 }),
    space: () => positionsSpace(b.size, Array.from({ length }, (_, i) => start + i)),
  };
}

// ---------------------------------------------------------------------------------------------
// Optional k straight (任选 k 直选): digits picked in any positions; every choice of k positions with
// one picked digit each is a bet, winning when all k match in place. Hits = C(matching rows, k).

export function optionalStraightPlay<R>(b: PlayBase, k: number): DigitPlay<number[], R> {
  const n = b.size;
  const levels: PrizeLevel[] = [{ key: 'win', chance: [1, 10 ** k] }];
  // Elementary symmetric sum e_k of the row sizes: bets over every k rows.
  const count = (rows: readonly number[]): number => {
    const e = new Array<number>(k + 1).fill(0);
    e[0] = 1;
    for (const m of rows) {
      const c = popcount(m);
      for (let j = k; j >= 1; j--) e[j]! += e[j - 1]! * c;
    }
    return e[k]!;
  };
  return {
    ...base(b, 'series', [1]),
    picker: { rows: positionRows(0, n, 0), quickPicks: true },
    levels: () => levels,
    parse(balls, approach) {
      requireApproach(approach, [1]);
      const rows = splitRows(balls, n).map((r) => digitRow(r, true));
      nonEmpty(count(rows));
      return rows;
    },
    count,
    settle(rows, draw) {
      let h = 0;
      for (let i = 0; i < n; i++) h += (rows[i]! >> draw.digits[i]!) & 1;
      return win(choose(h, k));
    },
    exposure: () => [],
    sample(rng) {
      const rows = new Array<string>(n).fill('');
      // k distinct positions out of n.
      for (const p of shuffled(rng, Array.from({ length: n }, (_, i) => i)).slice(0, k)) rows[p] = String(rng.int(10));
      return { balls: rows.join('_'), approach: 1 };
    },
    space: () => fullSpace(n),
  };
}

// ---------------------------------------------------------------------------------------------
// Fun plays (趣味): a picked digit appears at least m times among all the draw's digits (一帆风顺 1,
// 好事成双 2, 三星报喜 3, 四季发财 4). Each picked digit is one bet.

export function atLeastPlay<R>(b: PlayBase, m: number): DigitPlay<number, R> {
  const n = b.size;
  let ways = 0;
  for (let j = m; j <= n; j++) ways += choose(n, j) * 9 ** (n - j);
  const levels: PrizeLevel[] = [{ key: 'win', chance: [ways, 10 ** n] }];
  return {
    ...base(b, 'series', [1]),
    picker: { rows: [{ label: 'pick', balls: DIGITS, min: 1, max: 10 }], quickPicks: true },
    levels: () => levels,
    parse(balls, approach) {
      requireApproach(approach, [1]);
      return digitRow(splitRows(balls, 1)[0]!);
    },
    count: popcount,
    settle: (mask, draw) => win(popcount(mask & draw.facts(0, n).atLeast[m]!)),
    exposure: () => [],
    sample: (rng) => ({ balls: String(rng.int(10)), approach: 1 }),
    space: () => multisetSpace(n, 0, n),
  };
}

// ---------------------------------------------------------------------------------------------
// Two sides (两面), priced as decimal odds: each ball big (5-9) / small / odd / even; the total of
// all digits big (>= 23 of 0-45) / small / odd / even; dragon (ball 1 > ball 5) / tiger (<) / tie.

export function ballSidesPlay<R>(b: PlayBase): DigitPlay<number[], R> {
  const n = b.size;
  const levels: PrizeLevel[] = [{ key: 'win', chance: [1, 2] }];
  return {
    ...base(b, 'odds', [1]),
    picker: { rows: positionRows(0, n, 0, SIDES), quickPicks: false },
    levels: () => levels,
    parse(balls, approach) {
      requireApproach(approach, [1]);
      const rows = splitRows(balls, n).map((r) => (r === '' ? 0 : sideBits(readOptions(r, SIDES))));
      nonEmpty(rows.reduce((c, m) => c + popcount(m), 0));
      return rows;
    },
    count: (rows) => rows.reduce((c, m) => c + popcount(m), 0),
    settle(rows, draw) {
      let hits = 0;
      for (let i = 0; i < n; i++) hits += popcount(rows[i]! & digitSides(draw.digits[i]!));
      return win(hits);
    },
    exposure: () => [],
    sample(rng) {
      const rows = new Array<string>(n).fill('');
      rows[rng.int(n)] = SIDES[rng.int(4)]!;
      return { balls: rows.join('_'), approach: 1 };
    },
    space: () => fullSpace(n),
  };
}

export function totalSidesPlay<R>(b: PlayBase): DigitPlay<number, R> {
  const n = b.size;
  // Sums are symmetric about 9n/2, so "big from ceil(9n/2)" is exactly half (23 of 0-45 for 5 digits).
  const bigFrom = Math.ceil((9 * n) / 2);
  const levels: PrizeLevel[] = [{ key: 'win', chance: [1, 2] }];
  return {
    ...base(b, 'odds', [1]),
    picker: { rows: [{ label: 'total', balls: SIDES, min: 1, max: 4 }], quickPicks: false },
    levels: () => levels,
    parse(balls, approach) {
      requireApproach(approach, [1]);
      return sideBits(readOptions(splitRows(balls, 1)[0]!, SIDES));
    },
    count: popcount,
    settle(mask, draw) {
      const sum = draw.facts(0, n).sum;
      return win(popcount(mask & ((sum >= bigFrom ? BIG : SMALL) | (sum % 2 === 1 ? ODD : EVEN))));
    },
    exposure: () => [],
    sample: (rng) => ({ balls: SIDES[rng.int(4)]!, approach: 1 }),
    space: () => multisetSpace(n, 0, n),
  };
}

export const DRAGON_TIGER = ['dragon', 'tiger', 'tie'] as const;

/** Dragon/tiger pays on ball 1 vs ball 5; on a tie the brand's `dragonTigerTiePush` refunds them, else they lose. */
export function dragonTigerPlay<R extends { dragonTigerTiePush: boolean }>(b: PlayBase): DigitPlay<number, R> {
  const n = b.size;
  const levels = (push: boolean): PrizeLevel[] => {
    const side = (key: string): PrizeLevel => (push ? { key, chance: [45, 100], push: [1, 10] } : { key, chance: [45, 100] });
    return [side('dragon'), side('tiger'), { key: 'tie', chance: [1, 10] }];
  };
  const pushing = levels(true);
  const losing = levels(false);
  return {
    ...base(b, 'odds', [1]),
    picker: { rows: [{ label: 'dragon_tiger', balls: DRAGON_TIGER, min: 1, max: 3 }], quickPicks: false },
    levels: (rules) => (rules.dragonTigerTiePush ? pushing : losing),
    parse(balls, approach) {
      requireApproach(approach, [1]);
      return readOptions(splitRows(balls, 1)[0]!, DRAGON_TIGER).reduce((m, o) => m | (1 << DRAGON_TIGER.indexOf(o)), 0);
    },
    count: popcount,
    settle(mask, draw, rules) {
      const a = draw.digits[0]!;
      const z = draw.digits[n - 1]!;
      if (a > z) return { hits: [mask & 1, 0, 0], pushes: 0 };
      if (a < z) return { hits: [0, (mask >> 1) & 1, 0], pushes: 0 };
      return { hits: [0, 0, (mask >> 2) & 1], pushes: rules.dragonTigerTiePush ? popcount(mask & 3) : 0 };
    },
    exposure: () => [],
    sample: (rng) => ({ balls: DRAGON_TIGER[rng.int(3)]!, approach: 1 }),
    space: () => positionsSpace(n, [0, n - 1]),
  };
}
