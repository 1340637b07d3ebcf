import type { Rng } from '../../house/rng.ts';
import { choose } from '../combinatorics.ts';
import { LotteryError } from '../errors.ts';
import { nonEmpty, readBalls, requireApproach, splitRows } from '../slip.ts';
import type { Approach, Family, Picker, Play, PlayOutcome, PrizeLevel, Ratio } from '../types.ts';
import { padDigits as pad, positionalNumbers, typedNumbers } from './shared/digits.ts';

/**
 * Thai government lottery (THAI, สลากกินแบ่งรัฐบาล), as the online Thai lottery platforms take it:
 * each draw has a 6-digit first prize, two front-3 prizes (เลขหน้า 3 ตัว), two last-3 prizes
 * (เลขท้าย 3 ตัว) and a 2-digit bottom prize (เลขท้าย 2 ตัว), every one uniform over its digit count
 * and independent. Wire order as the official announcement: `first,front,front,back,back,bottom`,
 * e.g. `123456,012,789,345,678,42`. Rule sheet: docs/lottery/thai.md.
 *
 * Blocked numbers (เลขอั้น): per issue the operator lists, per play code, numbers that pay half. Such a
 * bet wins a `<level>_blocked` level of the same chance and half the share, so its expected return is
 * half the series' return; the levels only appear while the play has blocked numbers.
 */

export interface ThaiRules {
  /**
   * Blocked numbers per play code, written as in slips (`{ thai_3top: ['123'], thai_run_top: ['7'] }`);
   * for the any-order plays a listed number blocks all its orders. A blocked number pays half.
   */
  readonly blocked: Readonly<Record<string, readonly string[]>>;
}

export const defaultThaiRules: ThaiRules = { blocked: {} };

export interface ThaiDraw {
  /** The first prize, 0..999,999 (6 digits). */
  readonly first: number;
  /** The two front-3 prizes, 0..999 each. */
  readonly front: readonly [number, number];
  /** The two last-3 prizes, 0..999 each. */
  readonly back: readonly [number, number];
  /** The 2-digit bottom prize, 0..99. */
  readonly bottom: number;
  /** Projection draws only (front/back 3 spaces): how many times the selection's i-th number came out. */
  readonly probe?: readonly number[];
}

type Names = { EN: string; UR: string };
const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
const WIDTHS = [6, 3, 3, 3, 3, 2] as const;
const HALF: Ratio = [1, 2];

/** Where a play reads its number: the first prize's last digits, the front-3 or last-3 pair, or the bottom. */
type Source = 'top' | 'front' | 'back' | 'bottom';

interface Spec {
  id: number;
  code: string;
  group: string;
  names: Names;
  kind: 'exact' | 'tod' | 'run';
  digits: 2 | 3;
  source: Source;
}

const specs: readonly Spec[] = [
  {
    id: 1, code: 'thai_3top', group: 'thai_3digit', kind: 'exact', digits: 3, source: 'top',
    names: { EN: '3 top (last 3 of the first prize)', UR: '3 اوپر (پہلے انعام کے آخری 3 ہندسے)' },
  },
  {
    id: 2, code: 'thai_3tod', group: 'thai_3digit', kind: 'tod', digits: 3, source: 'top',
    names: { EN: '3 tod (last 3 of the first prize, any order)', UR: '3 توڈ (پہلے انعام کے آخری 3 ہندسے، کسی بھی ترتیب میں)' },
  },
  {
    id: 3, code: 'thai_front3', group: 'thai_3digit', kind: 'exact', digits: 3, source: 'front',
    names: { EN: 'Front 3 (the two front-3 prizes)', UR: 'اگلے 3 (اگلے 3 ہندسوں کے دونوں انعام)' },
  },
  {
    id: 4, code: 'thai_back3', group: 'thai_3digit', kind: 'exact', digits: 3, source: 'back',
    names: { EN: '3 bottom (the two last-3 prizes)', UR: '3 نیچے (آخری 3 ہندسوں کے دونوں انعام)' },
  },
  {
    id: 5, code: 'thai_2top', group: 'thai_2digit', kind: 'exact', digits: 2, source: 'top',
    names: { EN: '2 top (last 2 of the first prize)', UR: '2 اوپر (پہلے انعام کے آخری 2 ہندسے)' },
  },
  {
    id: 6, code: 'thai_2bottom', group: 'thai_2digit', kind: 'exact', digits: 2, source: 'bottom',
    names: { EN: '2 bottom (the 2-digit prize)', UR: '2 نیچے (دو ہندسوں کا انعام)' },
  },
  {
    id: 7, code: 'thai_2tod', group: 'thai_2digit', kind: 'tod', digits: 2, source: 'top',
    names: { EN: '2 tod (last 2 of the first prize, any order)', UR: '2 توڈ (پہلے انعام کے آخری 2 ہندسے، کسی بھی ترتیب میں)' },
  },
  {
    id: 8, code: 'thai_run_top', group: 'thai_run', kind: 'run', digits: 3, source: 'top',
    names: { EN: 'Run top (a digit in the last 3 of the first prize)', UR: 'دوڑ اوپر (پہلے انعام کے آخری 3 ہندسوں میں ایک ہندسہ)' },
  },
  {
    id: 9, code: 'thai_run_bottom', group: 'thai_run', kind: 'run', digits: 2, source: 'bottom',
    names: { EN: 'Run bottom (a digit in the 2-digit prize)', UR: 'دوڑ نیچے (دو ہندسوں کے انعام میں ایک ہندسہ)' },
  },
];

const names: Record<string, Names> = {
  thai_3digit: { EN: '3 digits', UR: '3 ہندسے' },
  thai_2digit: { EN: '2 digits', UR: '2 ہندسے' },
  thai_run: { EN: 'Run (one digit)', UR: 'دوڑ (ایک ہندسہ)' },
  'row:digit': { EN: 'Digit', UR: 'ہندسہ' },
  'row:hundreds': { EN: 'Hundreds', UR: 'سینکڑا' },
  'row:tens': { EN: 'Tens', UR: 'دہائی' },
  'row:units': { EN: 'Units', UR: 'اکائی' },
};
for (const s of specs) names[s.code] = s.names;

/** The digits of `n` (of `width` digits) sorted ascending, read back as a number: the key of every order of them. */
function sortedKey(n: number, width: number): number {
  const d = [...pad(n, width)].sort();
  return Number(d.join(''));
}

/** How many different orders the digits of n have (6, 3 or 1 for three digits; 2 or 1 for two). */
function orders(n: number, width: number): number {
  const distinct = new Set(pad(n, width)).size;
  return width === 3 ? [0, 1, 3, 6][distinct]! : [0, 1, 2][distinct]!;
}

/**
 * The blocked keys of a play under the rules: exact numbers (exact plays), sorted-digit keys (tod) or
 * digits (run). Cached per listed array, so settling reads a ready set. Malformed entries match nothing
 * (`thaiRulesProblems` reports them for the operator screen).
 */
const blockedCache = new WeakMap<readonly string[], ReadonlySet<number>>();
function blockedOf(rules: ThaiRules, spec: Spec): ReadonlySet<number> | null {
  const list = rules.blocked[spec.code];
  if (!list || list.length === 0) return null;
  let set = blockedCache.get(list);
  if (!set) {
    const width = spec.kind === 'run' ? 1 : spec.digits;
    const pattern = new RegExp(`^\\d{${width}}$`);
    set = new Set(list.filter((t) => pattern.test(t)).map((t) => (spec.kind === 'tod' ? sortedKey(Number(t), width) : Number(t))));
    blockedCache.set(list, set);
  }
  return set.size > 0 ? set : null;
}

/** What is wrong with a rules object (unknown play codes, numbers the play cannot take), for the operator screen. */
export function thaiRulesProblems(rules: ThaiRules): string[] {
  const problems: string[] = [];
  for (const [code, list] of Object.entries(rules.blocked)) {
    const spec = specs.find((s) => s.code === code);
    if (!spec) {
      problems.push(`${code}: no such play`);
      continue;
    }
    const width = spec.kind === 'run' ? 1 : spec.digits;
    for (const t of list) if (!new RegExp(`^\\d{${width}}$`).test(t)) problems.push(`${code}: ${t} is not a ${width}-digit number`);
  }
  return problems;
}

/** The numbers a source shows in a draw (two for front/back, else one) at the play's width. */
function sourceValues(draw: ThaiDraw, source: Source, width: number): [number, number] | number {
  switch (source) {
    case 'top':
      return draw.first % 10 ** width;
    case 'bottom':
      return draw.bottom;
    case 'front':
      return draw.front as [number, number];
    case 'back':
      return draw.back as [number, number];
  }
}

const emptyDraw = (over: Partial<ThaiDraw>): ThaiDraw => ({ first: 0, front: [0, 0], back: [0, 0], bottom: 0, ...over });

/** An exact projection of the draws a source decides: its values, every one equally likely. */
function sourceSpace(source: Source, width: number): [ThaiDraw, bigint][] {
  if (source === 'front' || source === 'back') {
    // Two prizes of 1,000 values each: c appearances of the bet's number, weight C(2,c) 999^(2-c).
    return [0, 1, 2].map((c) => [emptyDraw({ probe: [c] }), BigInt(choose(2, c)) * 999n ** BigInt(2 - c)]);
  }
  const out: [ThaiDraw, bigint][] = [];
  for (let v = 0; v < 10 ** width; v++) out.push([emptyDraw(source === 'top' ? { first: v } : { bottom: v }), 1n]);
  return out;
}

/** Adds the half-paying twins of the levels when the play has blocked numbers. */
function withBlocked(base: PrizeLevel[], blocked: boolean): PrizeLevel[] {
  return blocked ? [...base, ...base.map((l) => ({ ...l, key: `${l.key}_blocked`, share: HALF }))] : base;
}

/** Reads positional digit rows into numbers (every combination, ascending), or typed entries. */
function readNumbers(balls: string, approach: Approach, width: number, onePerRow: boolean): number[] {
  return approach === 2 ? typedNumbers(balls, width) : positionalNumbers(balls, width, onePerRow);
}

const ROWS: Record<number, string[]> = { 2: ['tens', 'units'], 3: ['hundreds', 'tens', 'units'] };

interface NumbersSelection {
  /** Numbers bet on (digits for run plays), ascending, distinct; one bet each. */
  nums: readonly number[];
}

function exactPlay(spec: Spec): Play<NumbersSelection, ThaiDraw, ThaiRules> {
  const width = spec.digits;
  const mod = 10 ** width;
  const m = spec.source === 'front' || spec.source === 'back' ? 2 : 1;
  const approaches: readonly Approach[] = [1, 2];
  const picker: Picker = { rows: ROWS[width]!.map((label) => ({ label, balls: DIGITS, min: 1, max: 10 })), entry: { size: width }, quickPicks: true };
  return {
    id: spec.id,
    code: spec.code,
    group: spec.group,
    pricing: 'series',
    approaches,
    picker,
    levels(rules) {
      // Per appearance: the two front (or last) 3 prizes may both show the number, and both pay.
      return withBlocked([{ key: 'win', chance: [m, mod] }], blockedOf(rules, spec) !== null);
    },
    parse(balls, approach) {
      requireApproach(approach, approaches);
      const nums = readNumbers(balls, approach, width, false).sort((a, b) => a - b);
      nonEmpty(nums.length);
      return { nums };
    },
    count(selection) {
      return selection.nums.length;
    },
    settle(selection, draw, rules): PlayOutcome {
      const blocked = blockedOf(rules, spec);
      const hits = blocked ? [0, 0] : [0];
      const { nums } = selection;
      const probe = draw.probe;
      if (probe && probe.length < nums.length) throw new RangeError(`${spec.code}: the projection decides ${probe.length} number(s), not ${nums.length}`);
      const shown = probe ? 0 : sourceValues(draw, spec.source, width);
      for (let i = 0; i < nums.length; i++) {
        const n = nums[i]!;
        const c = probe ? probe[i]! : typeof shown === 'number' ? (shown === n ? 1 : 0) : (shown[0] === n ? 1 : 0) + (shown[1] === n ? 1 : 0);
        if (c) hits[blocked?.has(n) ? 1 : 0]! += c;
      }
      return { hits, pushes: 0 };
    },
    exposure(selection) {
      return selection.nums.map((n) => pad(n, width));
    },
    sample(rng, rules) {
      const blocked = blockedOf(rules, spec);
      let n = rng.int(mod);
      for (let tries = 0; blocked?.has(n) && tries < 1000; tries++) n = rng.int(mod);
      const text = pad(n, width);
      return rng.int(2) === 0 ? { balls: text, approach: 2 } : { balls: [...text].join('_'), approach: 1 };
    },
    space() {
      return sourceSpace(spec.source, width);
    },
  };
}

interface TodSelection {
  /** Sorted-digit keys bet on, ascending, distinct; one bet each. */
  keys: readonly number[];
  /** Per bet, its base level: 0 for six (or two) orders, 1 for three orders. */
  level: readonly number[];
}

function todPlay(spec: Spec): Play<TodSelection, ThaiDraw, ThaiRules> {
  const width = spec.digits;
  const mod = 10 ** width;
  const approaches: readonly Approach[] = [1, 2];
  const picker: Picker = { rows: ROWS[width]!.map((label) => ({ label, balls: DIGITS, min: 1, max: 1 })), entry: { size: width }, quickPicks: false };
  // A bet wins when the shown digits are an order of its own: chance = its orders / mod. Three
  // digits: all different (6 orders) or one pair (3); a triple or a double is refused (one order
  // only, the same as the straight play).
  const base: PrizeLevel[] = width === 3 ? [{ key: 'perm6', chance: [6, 1000] }, { key: 'perm3', chance: [3, 1000] }] : [{ key: 'perm2', chance: [2, 100] }];
  const levelOf = (n: number): number => (orders(n, width) === (width === 3 ? 6 : 2) ? 0 : 1);
  return {
    id: spec.id,
    code: spec.code,
    group: spec.group,
    pricing: 'series',
    approaches,
    picker,
    levels(rules) {
      return withBlocked(base, blockedOf(rules, spec) !== null);
    },
    parse(balls, approach) {
      requireApproach(approach, approaches);
      const nums = readNumbers(balls, approach, width, true);
      const keys = new Set<number>();
      for (const n of nums) {
        if (orders(n, width) === 1) throw new LotteryError('lottery.slip.selection.invalid');
        const key = sortedKey(n, width);
        // 123 and 321 are the same any-order bet: refused as a repeat.
        if (keys.has(key)) throw new LotteryError('lottery.slip.ball.duplicate');
        keys.add(key);
      }
      const sorted = [...keys].sort((a, b) => a - b);
      nonEmpty(sorted.length);
      return { keys: sorted, level: sorted.map(levelOf) };
    },
    count(selection) {
      return selection.keys.length;
    },
    settle(selection, draw, rules): PlayOutcome {
      const blocked = blockedOf(rules, spec);
      const hits = new Array<number>(blocked ? base.length * 2 : base.length).fill(0);
      const shown = sortedKey(draw.first % mod, width);
      const i = selection.keys.indexOf(shown);
      if (i >= 0) hits[selection.level[i]! + (blocked?.has(shown) ? base.length : 0)]! += 1;
      return { hits, pushes: 0 };
    },
    exposure(selection) {
      return selection.keys.map((k) => pad(k, width));
    },
    sample(rng, rules) {
      const blocked = blockedOf(rules, spec);
      let n = rng.int(mod);
      for (let tries = 0; (orders(n, width) === 1 || blocked?.has(sortedKey(n, width))) && tries < 1000; tries++) n = rng.int(mod);
      const text = pad(n, width);
      return rng.int(2) === 0 ? { balls: text, approach: 2 } : { balls: [...text].join('_'), approach: 1 };
    },
    space() {
      return sourceSpace('top', width);
    },
  };
}

function runPlay(spec: Spec): Play<NumbersSelection, ThaiDraw, ThaiRules> {
  const width = spec.digits;
  const approaches: readonly Approach[] = [1];
  const picker: Picker = { rows: [{ label: 'digit', balls: DIGITS, min: 1, max: 10 }], quickPicks: true };
  // Pays once when the digit shows anywhere in the `width` digits: 1 - (9/10)^width.
  const chance: Ratio = [10 ** width - 9 ** width, 10 ** width];
  return {
    id: spec.id,
    code: spec.code,
    group: spec.group,
    pricing: 'series',
    approaches,
    picker,
    levels(rules) {
      return withBlocked([{ key: 'win', chance }], blockedOf(rules, spec) !== null);
    },
    parse(balls, approach) {
      requireApproach(approach, approaches);
      const nums = readBalls(splitRows(balls, 1)[0]!, 0, 9);
      nonEmpty(nums.length);
      return { nums };
    },
    count(selection) {
      return selection.nums.length;
    },
    settle(selection, draw, rules): PlayOutcome {
      const blocked = blockedOf(rules, spec);
      const hits = blocked ? [0, 0] : [0];
      let v = spec.source === 'top' ? draw.first % 10 ** width : draw.bottom;
      // A bit per digit shown (bit d set when digit d is among the `width` digits).
      let shown = 0;
      for (let i = 0; i < width; i++, v = Math.floor(v / 10)) shown |= 1 << v % 10;
      for (const d of selection.nums) if (shown & (1 << d)) hits[blocked?.has(d) ? 1 : 0]! += 1;
      return { hits, pushes: 0 };
    },
    exposure(selection) {
      return selection.nums.map(String);
    },
    sample(rng, rules) {
      const blocked = blockedOf(rules, spec);
      let d = rng.int(10);
      for (let tries = 0; blocked?.has(d) && tries < 1000; tries++) d = rng.int(10);
      return { balls: String(d), approach: 1 };
    },
    space() {
      return sourceSpace(spec.source, width);
    },
  };
}

export const thaiFamily: Family<ThaiDraw, ThaiRules> = {
  code: 'THAI',
  names,
  defaultRules: defaultThaiRules,
  plays: specs.map((s) => (s.kind === 'exact' ? exactPlay(s) : s.kind === 'tod' ? todPlay(s) : runPlay(s))),
  draw(rng: Rng) {
    const first = rng.int(1_000_000);
    const front: [number, number] = [rng.int(1000), rng.int(1000)];
    const back: [number, number] = [rng.int(1000), rng.int(1000)];
    return { first, front, back, bottom: rng.int(100) };
  },
  parseDraw(text) {
    const tokens = typeof text === 'string' ? text.split(',') : [];
    if (tokens.length !== WIDTHS.length) throw new LotteryError('lottery.draw.invalid');
    const v = tokens.map((t, i) => {
      if (t.length !== WIDTHS[i] || !/^\d+$/.test(t)) throw new LotteryError('lottery.draw.invalid');
      return Number(t);
    });
    return { first: v[0]!, front: [v[1]!, v[2]!], back: [v[3]!, v[4]!], bottom: v[5]! };
  },
  formatDraw(draw) {
    return [draw.first, ...draw.front, ...draw.back, draw.bottom].map((n, i) => pad(n, WIDTHS[i]!)).join(',');
  },
  positions(draw) {
    // The first prize's six digits, then the bottom prize's two.
    return [...pad(draw.first, 6), ...pad(draw.bottom, 2)].map(Number);
  },
};
