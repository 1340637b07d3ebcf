import { Fraction } from '../../house/par/fraction.ts';
import type { Rng } from '../../house/rng.ts';
import { choose } from '../combinatorics.ts';
import { LotteryError } from '../errors.ts';
import { MAX_EXPOSURE_NUMBERS } from '../limits.ts';
import { nonEmpty, readBalls, requireApproach, splitRows } from '../slip.ts';
import type { Approach, Family, Picker, Play, PlayOutcome, Ratio } from '../types.ts';
import { padDigits as pad, positionalNumbers, typedNumbers } from './shared/digits.ts';

/**
 * Vietnam xổ số, shared by the North (VNN, 27 prizes) and South/Central (VNS, 18 prizes) families:
 * the draw is a list of prizes, each a uniform number of its own digit count (leading zeros kept),
 * all independent. Every play looks at some digits of some prizes:
 * - number plays (đề, đầu, đuôi, lô, 3/4 càng): one bet = one number; it wins once per target prize
 *   whose digits match (paid per appearance, or once under the `repeats` rule);
 * - set plays (xiên, lô trượt): one bet = k two-digit numbers; xiên wins when all k come out among
 *   the last two digits of every prize, trượt when none does.
 * The full outcome space (10^131 for the North) is far too big to enumerate, so each play's `space`
 * is an exact weighted projection: the digits it reads when one prize decides it, otherwise the
 * appearances of the selection's own numbers (`probe`), which the prizes' independence and symmetry
 * make the same for every choice of numbers.
 */

export interface VnRules {
  /**
   * A number that comes out on several prizes pays for each appearance (`each`, "lô nháy", the
   * market's usual rule) or only once (`once`). Affects the plays that read several prizes (lô,
   * bao lô, đề đầu of the North, đầu đuôi, 3 càng đầu); xiên and trượt only ask whether it came out.
   */
  readonly repeats: 'each' | 'once';
}

export const defaultVnRules: VnRules = { repeats: 'each' };

export interface VnDraw {
  /** The prizes in wire order (special first), as numbers; the layout gives each one's digit count. */
  readonly prizes: readonly number[];
  /**
   * Appearances of every ending among the prizes long enough to carry it: [0] the last 2 digits (100
   * entries), [1] the last 3 (1,000), [2] the last 4 (10,000). Precomputed once per draw so that
   * settling 100,000 lô bets is a table lookup each.
   */
  readonly tails: readonly [Uint8Array, Uint8Array, Uint8Array];
  /**
   * Projection draws only (play spaces for tests and probability tables): the appearances of the
   * selection's i-th distinct number (ascending). Real draws never carry it.
   */
  readonly probe?: readonly number[];
}

/** Names in the two languages every family serves. */
export interface Names {
  EN: string;
  UR: string;
}

/** One prize of the layout: its label (ĐB, G1, ...) and digit count. */
export interface VnPrize {
  label: string;
  digits: number;
}

/**
 * Which digits of which prizes a number play reads: the number is `floor(prize / div) % mod` of each
 * listed prize. `tails` instead counts the last `log10(mod)` digits of every prize long enough (lô).
 */
export type VnTargets = { kind: 'prizes'; prizes: readonly number[]; div: number } | { kind: 'tails' };

export interface VnNumberSpec {
  kind: 'number';
  id: number;
  code: string;
  group: string;
  /** Digits of the number bet on (1 for đầu/đuôi, 2 for đề and lô 2, 3, 4). */
  digits: 1 | 2 | 3 | 4;
  targets: VnTargets;
  names: Names;
}

export interface VnSetSpec {
  kind: 'set';
  id: number;
  code: string;
  group: string;
  /** Numbers per bet (xiên 2/3/4, trượt 4/8/10). */
  k: number;
  /** `all`: every number comes out (xiên); `none`: none comes out (lô trượt). */
  wins: 'all' | 'none';
  names: Names;
}

export type VnSpec = VnNumberSpec | VnSetSpec;

export interface VnLayout {
  code: 'VNN' | 'VNS';
  prizes: readonly VnPrize[];
  specs: readonly VnSpec[];
  /** Names of the groups (by group code). */
  groups: Readonly<Record<string, Names>>;
}

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
const NUMBERS_2 = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));
// Two-digit numbers are picked from one 00..99 row instead.
const POSITION_ROWS: Record<number, readonly string[]> = {
  1: ['digit'],
  3: ['hundreds', 'tens', 'units'],
  4: ['thousands', 'hundreds', 'tens', 'units'],
};

export const rowNames: Readonly<Record<string, Names>> = {
  'row:number': { EN: 'Number', UR: 'نمبر' },
  'row:digit': { EN: 'Digit', UR: 'ہندسہ' },
  'row:thousands': { EN: 'Thousands', UR: 'ہزار' },
  'row:hundreds': { EN: 'Hundreds', UR: 'سینکڑا' },
  'row:tens': { EN: 'Tens', UR: 'دہائی' },
  'row:units': { EN: 'Units', UR: 'اکائی' },
};

const pow10 = (n: number): number => 10 ** n;
const EMPTY_TAILS: VnDraw['tails'] = [new Uint8Array(100), new Uint8Array(1000), new Uint8Array(10000)];

/** An exact ratio in lowest terms, as numbers when both fit in 2^53 (else bigint). */
export function exactRatio(num: bigint, den: bigint): Ratio {
  const f = Fraction.of(num, den);
  const safe = BigInt(Number.MAX_SAFE_INTEGER);
  return f.num <= safe && f.den <= safe ? [Number(f.num), Number(f.den)] : [f.num, f.den];
}

/** Chance that k chosen endings (of `size` equally likely) ALL come out among n independent prizes: inclusion-exclusion. */
export function allAppear(k: number, n: number, size = 100): bigint {
  let ways = 0n;
  for (let j = 0; j <= k; j++) ways += (j % 2 ? -1n : 1n) * BigInt(choose(k, j)) * BigInt(size - j) ** BigInt(n);
  return ways;
}

/** Builds a draw from its prizes, counting the endings once. */
export function makeVnDraw(prizes: readonly number[], layout: readonly VnPrize[]): VnDraw {
  const tails: VnDraw['tails'] = [new Uint8Array(100), new Uint8Array(1000), new Uint8Array(10000)];
  for (let i = 0; i < prizes.length; i++) {
    const p = prizes[i]!;
    const d = layout[i]!.digits;
    for (let w = 2; w <= 4 && w <= d; w++) tails[w - 2]![p % pow10(w)]!++;
  }
  return { prizes, tails };
}

function probeDraw(probe: readonly number[]): VnDraw {
  return { prizes: [], tails: EMPTY_TAILS, probe };
}

/** A row of fixed-width numbers (`00`..`99`): each token exactly `width` digits; answers them sorted. */
function readFixed(row: string, width: number): number[] {
  if (row === '') throw new LotteryError('lottery.slip.empty');
  const seen = new Set<number>();
  for (const token of row.split(',')) {
    if (!/^\d+$/.test(token)) throw new LotteryError('lottery.slip.malformed');
    if (token.length !== width) throw new LotteryError('lottery.slip.ball.invalid');
    const n = Number(token);
    if (seen.has(n)) throw new LotteryError('lottery.slip.ball.duplicate');
    seen.add(n);
  }
  return [...seen].sort((a, b) => a - b);
}

// ---------------------------------------------------------------------------------------------
// Number plays: đề, đầu, đuôi, lô / bao lô 2-3-4, 3 càng, 4 càng.

interface NumberSelection {
  /** The numbers bet on, ascending and distinct; one bet each. */
  nums: readonly number[];
}

function numberPlay(layout: VnLayout, spec: VnNumberSpec): Play<NumberSelection, VnDraw, VnRules> {
  const width = spec.digits;
  const mod = pow10(width);
  const table = width - 2; // index into draw.tails for lô
  // The prizes a bet can match: for lô every prize long enough; otherwise the listed ones.
  const targets = spec.targets.kind === 'tails' ? layout.prizes.flatMap((p, i) => (p.digits >= width ? [i] : [])) : spec.targets.prizes;
  const div = spec.targets.kind === 'prizes' ? spec.targets.div : 1;
  const m = targets.length;
  const lo = spec.targets.kind === 'tails';
  const picker: Picker =
    width === 2
      ? { rows: [{ label: 'number', balls: NUMBERS_2, min: 1, max: 100 }], entry: { size: 2 }, quickPicks: true }
      : {
          rows: POSITION_ROWS[width]!.map((label) => ({ label, balls: DIGITS, min: 1, max: 10 })),
          ...(width > 1 ? { entry: { size: width } } : {}),
          quickPicks: true,
        };
  const approaches: readonly Approach[] = width === 1 ? [1] : [1, 2];

  const appearances = (draw: VnDraw, n: number): number => {
    if (lo) return draw.tails[table]![n]!;
    let c = 0;
    for (let t = 0; t < m; t++) if (Math.floor(draw.prizes[targets[t]!]! / div) % mod === n) c++;
    return c;
  };

  return {
    id: spec.id,
    code: spec.code,
    group: spec.group,
    pricing: 'series',
    approaches,
    picker,
    levels(rules) {
      // Per appearance: expected hits m/mod. Once: 1 - ((mod-1)/mod)^m.
      const M = BigInt(mod);
      const chance = rules.repeats === 'once' && m > 1 ? exactRatio(M ** BigInt(m) - (M - 1n) ** BigInt(m), M ** BigInt(m)) : exactRatio(BigInt(m), M);
      return [{ key: 'win', chance }];
    },
    parse(balls, approach) {
      requireApproach(approach, approaches);
      let nums: number[];
      if (approach === 2) {
        nums = typedNumbers(balls, width).sort((a, b) => a - b);
      } else if (width === 2) {
        nums = readFixed(balls, 2);
      } else if (width === 1) {
        nums = readBalls(splitRows(balls, 1)[0]!, 0, 9);
      } else {
        nums = positionalNumbers(balls, width);
      }
      nonEmpty(nums.length);
      return { nums };
    },
    count(selection) {
      return selection.nums.length;
    },
    settle(selection, draw, rules): PlayOutcome {
      const once = rules.repeats === 'once';
      const { nums } = selection;
      const probe = draw.probe;
      if (probe && probe.length < nums.length) throw new RangeError(`${spec.code}: the projection decides ${probe.length} number(s), not ${nums.length}`);
      let hits = 0;
      for (let i = 0; i < nums.length; i++) {
        const c = probe ? probe[i]! : appearances(draw, nums[i]!);
        hits += once && c > 1 ? 1 : c;
      }
      return { hits: [hits], pushes: 0 };
    },
    exposure(selection) {
      // 4-digit plays may pick all 10,000 numbers: too wide to track one by one.
      return selection.nums.length > MAX_EXPOSURE_NUMBERS ? [] : selection.nums.map((n) => pad(n, width));
    },
    sample(rng) {
      const n = rng.int(mod);
      const text = pad(n, width);
      if (width === 1) return { balls: text, approach: 1 };
      if (rng.int(2) === 0) return { balls: text, approach: 2 };
      return { balls: width === 2 ? text : [...text].join('_'), approach: 1 };
    },
    space() {
      if (m === 1) {
        // One prize decides: enumerate the digits it shows (every other prize is irrelevant).
        const t = targets[0]!;
        const out: [VnDraw, bigint][] = [];
        for (let v = 0; v < mod; v++) {
          const prizes = new Array<number>(layout.prizes.length).fill(0);
          prizes[t] = v * div;
          out.push([{ prizes, tails: EMPTY_TAILS }, 1n]);
        }
        return out;
      }
      // Several prizes: appearances c of the bet's number, binomial C(m,c) (mod-1)^(m-c).
      const out: [VnDraw, bigint][] = [];
      for (let c = 0; c <= m; c++) out.push([probeDraw([c]), BigInt(choose(m, c)) * BigInt(mod - 1) ** BigInt(m - c)]);
      return out;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Set plays: xiên 2/3/4 (all come out), lô trượt 4/8/10 (none comes out).

interface SetSelection {
  /** Every distinct number of the selection, ascending. */
  nums: readonly number[];
  /** Typed entries as indexes into `nums`; absent for a compound selection (every k-subset of nums). */
  entries?: readonly (readonly number[])[];
}

/** Typed set entries: `07 12,33 45`, each exactly k distinct two-digit numbers; no entry twice. */
function readSetEntries(balls: string, k: number): number[][] {
  if (balls === '') throw new LotteryError('lottery.slip.empty');
  const seen = new Set<string>();
  return balls.split(',').map((entry) => {
    const tokens = entry.split(' ');
    if (tokens.length !== k) throw new LotteryError('lottery.slip.selection.invalid');
    const nums = tokens.map((t) => {
      if (!/^\d+$/.test(t)) throw new LotteryError('lottery.slip.malformed');
      if (t.length !== 2) throw new LotteryError('lottery.slip.ball.invalid');
      return Number(t);
    });
    nums.sort((a, b) => a - b);
    for (let i = 1; i < k; i++) if (nums[i] === nums[i - 1]) throw new LotteryError('lottery.slip.ball.duplicate');
    const key = nums.join(' ');
    if (seen.has(key)) throw new LotteryError('lottery.slip.ball.duplicate');
    seen.add(key);
    return nums;
  });
}

function setPlay(layout: VnLayout, spec: VnSetSpec): Play<SetSelection, VnDraw, VnRules> {
  const { k } = spec;
  const n = layout.prizes.length; // every prize shows a 2-digit ending
  const all = spec.wins === 'all';
  const approaches: readonly Approach[] = [1, 2];
  const picker: Picker = { rows: [{ label: 'number', balls: NUMBERS_2, min: k, max: 100 }], entry: { size: k }, quickPicks: true };
  const winWays = all ? allAppear(k, n) : BigInt(100 - k) ** BigInt(n);
  const chance = exactRatio(winWays, 100n ** BigInt(n));

  return {
    id: spec.id,
    code: spec.code,
    group: spec.group,
    pricing: 'series',
    approaches,
    picker,
    levels() {
      return [{ key: 'win', chance }];
    },
    parse(balls, approach) {
      requireApproach(approach, approaches);
      if (approach === 1) {
        const nums = readFixed(balls, 2);
        nonEmpty(choose(nums.length, k));
        return { nums };
      }
      const typed = readSetEntries(balls, k);
      const nums = [...new Set(typed.flat())].sort((a, b) => a - b);
      const index = new Map(nums.map((v, i) => [v, i]));
      return { nums, entries: typed.map((e) => e.map((v) => index.get(v)!)) };
    },
    count(selection) {
      return selection.entries ? selection.entries.length : choose(selection.nums.length, k);
    },
    settle(selection, draw): PlayOutcome {
      const { nums, entries } = selection;
      const probe = draw.probe;
      if (probe && probe.length < nums.length) throw new RangeError(`${spec.code}: the projection decides ${probe.length} numbers, not ${nums.length}`);
      const came = (i: number): boolean => (probe ? probe[i]! : draw.tails[0][nums[i]!]!) > 0;
      if (!entries) {
        let a = 0;
        for (let i = 0; i < nums.length; i++) if (came(i)) a++;
        return { hits: [choose(all ? a : nums.length - a, k)], pushes: 0 };
      }
      let hits = 0;
      for (const entry of entries) {
        let ok = true;
        for (const i of entry) {
          if (came(i) !== all) {
            ok = false;
            break;
          }
        }
        if (ok) hits++;
      }
      return { hits: [hits], pushes: 0 };
    },
    exposure() {
      // Liability sits on combinations, not single numbers.
      return [];
    },
    sample(rng) {
      // k distinct endings by a partial Fisher-Yates shuffle of 00..99.
      const pool = Array.from({ length: 100 }, (_, i) => i);
      for (let i = 0; i < k; i++) {
        const j = i + rng.int(100 - i);
        [pool[i], pool[j]] = [pool[j]!, pool[i]!];
      }
      const picked = pool.slice(0, k).map((v) => pad(v, 2));
      return rng.int(2) === 0 ? { balls: picked.join(','), approach: 1 } : { balls: picked.join(' '), approach: 2 };
    },
    space() {
      // Which of the bet's k endings come out: for the set A that does, the sequences of n endings
      // that hit every member of A and avoid the other k - |A| (inclusion-exclusion over A).
      const out: [VnDraw, bigint][] = [];
      for (let mask = 0; mask < 1 << k; mask++) {
        const probe = Array.from({ length: k }, (_, i) => (mask >> i) & 1);
        const a = probe.reduce((s, b) => s + b, 0);
        out.push([probeDraw(probe), allAppear(a, n, 100 - k + a)]);
      }
      return out;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The family.

export function vnFamily(layout: VnLayout): Family<VnDraw, VnRules> {
  const widths = layout.prizes;
  const plays = layout.specs.map((spec) => (spec.kind === 'number' ? numberPlay(layout, spec) : setPlay(layout, spec)));
  const names: Record<string, Names> = { ...rowNames, ...layout.groups };
  for (const spec of layout.specs) names[spec.code] = spec.names;
  const specialDigits = widths[0]!.digits;

  return {
    code: layout.code,
    names,
    defaultRules: defaultVnRules,
    plays,
    draw(rng: Rng) {
      return makeVnDraw(
        widths.map((p) => rng.int(pow10(p.digits))),
        widths,
      );
    },
    parseDraw(text) {
      const tokens = typeof text === 'string' ? text.split(',') : [];
      if (tokens.length !== widths.length) throw new LotteryError('lottery.draw.invalid');
      const prizes = tokens.map((t, i) => {
        if (t.length !== widths[i]!.digits || !/^\d+$/.test(t)) throw new LotteryError('lottery.draw.invalid');
        return Number(t);
      });
      return makeVnDraw(prizes, widths);
    },
    formatDraw(draw) {
      return draw.prizes.map((p, i) => pad(p, widths[i]!.digits)).join(',');
    },
    positions(draw) {
      return [...pad(draw.prizes[0]!, specialDigits)].map(Number);
    },
  };
}

/** The prize indexes of a layout with the given label (e.g. all G7 prizes). */
export function prizesLabelled(prizes: readonly VnPrize[], ...labels: string[]): number[] {
  return prizes.flatMap((p, i) => (labels.includes(p.label) ? [i] : []));
}

/** Expands a layout description `[['ĐB', 1, 5], ['G1', 1, 5], ...]` into one entry per prize. */
export function expandPrizes(groups: readonly (readonly [label: string, count: number, digits: number])[]): VnPrize[] {
  return groups.flatMap(([label, count, digits]) => Array.from({ length: count }, () => ({ label, digits })));
}


/** What differs between the North and the South in the play list (the rest is shared). */
export interface VnMarket {
  prefix: 'vnn' | 'vns';
  prizes: readonly VnPrize[];
  /** Prizes of đề đầu (North: the four G7; South: G8) and their names. */
  deHead: { prizes: readonly number[]; names: Names; headTail: Names };
  /** Prizes of 3 càng đầu (North: the three G6; South: G7, "xỉu chủ") and their names. */
  cangHead: { prizes: readonly number[]; names: Names; headTail: Names };
  /** The lô plays' code word and names (North "lô", South "bao lô": the same play). */
  lo: { word: 'lo' | 'baolo'; group: Names; names: (digits: number) => Names };
}

/**
 * The play list of a market, ids stable across both (see docs/lottery/vn-north.md):
 * 1-5 đề, 11-12 đầu/đuôi, 21-23 lô, 31-33 xiên, 41-43 trượt, 51-55 càng.
 */
export function vnLayout(code: 'VNN' | 'VNS', market: VnMarket): VnLayout {
  const x = market.prefix;
  const specialDigits = market.prizes[0]!.digits;
  const one = (prize: number, div = 1) => ({ kind: 'prizes' as const, prizes: [prize], div });
  const g = (name: string) => `${x}_${name}`;
  const specs: VnSpec[] = [
    {
      kind: 'number', id: 1, code: g('de_special'), group: g('de'), digits: 2, targets: one(0),
      names: { EN: 'Đề đặc biệt (last 2 of the special prize)', UR: 'دے خاص (خصوصی انعام کے آخری 2 ہندسے)' },
    },
    {
      kind: 'number', id: 2, code: g('de_head_special'), group: g('de'), digits: 2, targets: one(0, pow10(specialDigits - 2)),
      names: { EN: 'Đề đầu đặc biệt (first 2 of the special prize)', UR: 'دے داؤ خاص (خصوصی انعام کے پہلے 2 ہندسے)' },
    },
    {
      kind: 'number', id: 3, code: g('de_g1'), group: g('de'), digits: 2, targets: one(1),
      names: { EN: 'Đề giải nhất (last 2 of the first prize)', UR: 'دے پہلا انعام (پہلے انعام کے آخری 2 ہندسے)' },
    },
    {
      kind: 'number', id: 4, code: g('de_head'), group: g('de'), digits: 2, targets: { kind: 'prizes', prizes: market.deHead.prizes, div: 1 },
      names: market.deHead.names,
    },
    {
      kind: 'number', id: 5, code: g('de_head_tail'), group: g('de'), digits: 2, targets: { kind: 'prizes', prizes: [...market.deHead.prizes, 0], div: 1 },
      names: market.deHead.headTail,
    },
    {
      kind: 'number', id: 11, code: g('dau'), group: g('dau_duoi'), digits: 1, targets: one(0, 10),
      names: { EN: 'Đầu (tens digit of the đề)', UR: 'داؤ (دے کا دہائی والا ہندسہ)' },
    },
    {
      kind: 'number', id: 12, code: g('duoi'), group: g('dau_duoi'), digits: 1, targets: one(0),
      names: { EN: 'Đuôi (units digit of the đề)', UR: 'دُوئی (دے کا اکائی والا ہندسہ)' },
    },
    ...([2, 3, 4] as const).map(
      (d): VnSpec => ({ kind: 'number', id: 19 + d, code: g(`${market.lo.word}_${d}`), group: g('lo'), digits: d, targets: { kind: 'tails' }, names: market.lo.names(d) }),
    ),
    ...[2, 3, 4].map(
      (k): VnSpec => ({
        kind: 'set', id: 29 + k, code: g(`xien_${k}`), group: g('xien'), k, wins: 'all',
        names: { EN: `Xiên ${k} (${k} numbers all come out)`, UR: `سیئن ${k} (چنے گئے تمام ${k} نمبر نکلیں)` },
      }),
    ),
    ...[4, 8, 10].map(
      (k, i): VnSpec => ({
        kind: 'set', id: 41 + i, code: g(`truot_${k}`), group: g('truot'), k, wins: 'none',
        names: { EN: `Trượt ${k} (none of ${k} numbers comes out)`, UR: `تروت ${k} (${k} نمبروں میں سے کوئی نہ نکلے)` },
      }),
    ),
    {
      kind: 'number', id: 51, code: g('3cang_special'), group: g('cang'), digits: 3, targets: one(0),
      names: { EN: '3 càng đặc biệt (last 3 of the special prize)', UR: '3 کانگ خاص (خصوصی انعام کے آخری 3 ہندسے)' },
    },
    {
      kind: 'number', id: 52, code: g('3cang_head'), group: g('cang'), digits: 3, targets: { kind: 'prizes', prizes: market.cangHead.prizes, div: 1 },
      names: market.cangHead.names,
    },
    {
      kind: 'number', id: 53, code: g('3cang_head_tail'), group: g('cang'), digits: 3, targets: { kind: 'prizes', prizes: [...market.cangHead.prizes, 0], div: 1 },
      names: market.cangHead.headTail,
    },
    {
      kind: 'number', id: 54, code: g('3cang_g1'), group: g('cang'), digits: 3, targets: one(1),
      names: { EN: '3 càng giải nhất (last 3 of the first prize)', UR: '3 کانگ پہلا انعام (پہلے انعام کے آخری 3 ہندسے)' },
    },
    {
      kind: 'number', id: 55, code: g('4cang_special'), group: g('cang'), digits: 4, targets: one(0),
      names: { EN: '4 càng đặc biệt (last 4 of the special prize)', UR: '4 کانگ خاص (خصوصی انعام کے آخری 4 ہندسے)' },
    },
  ];
  const groups: Record<string, Names> = {
    [g('de')]: { EN: 'Đề', UR: 'دے' },
    [g('dau_duoi')]: { EN: 'Đầu / Đuôi (one digit)', UR: 'داؤ / دُوئی (ایک ہندسہ)' },
    [g('lo')]: market.lo.group,
    [g('xien')]: { EN: 'Xiên (all come out)', UR: 'سیئن (سب نمبر نکلیں)' },
    [g('truot')]: { EN: 'Lô trượt (none comes out)', UR: 'لو تروت (کوئی نمبر نہ نکلے)' },
    [g('cang')]: { EN: 'Càng (3 or 4 digits)', UR: 'کانگ (3 یا 4 ہندسے)' },
  };
  return { code, prizes: market.prizes, specs, groups };
}
