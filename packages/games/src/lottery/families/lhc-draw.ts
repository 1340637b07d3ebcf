import type { Rng } from '../../house/rng.ts';
import { choose } from '../combinatorics.ts';
import { LotteryError } from '../errors.ts';
import type { Weight } from '../types.ts';

/**
 * LHC (Mark Six / 六合彩) draws and the number facts its plays read: six regular numbers (正码, in
 * draw order: positions 1-6) and one special number (特码), seven distinct numbers of 01..49. The
 * colour of a number is fixed; its zodiac depends on the lunar year (see `lhcZodiacOf`).
 *
 * The full space (49C6 x 43 = 601 million draws, or 13,983,816 x 43 x 720 ordered) is far too large
 * to enumerate, so each play's exact space is a projection that decides it (see the spaces below).
 */

export const ZODIACS = ['rat', 'ox', 'tiger', 'rabbit', 'dragon', 'snake', 'horse', 'goat', 'monkey', 'rooster', 'dog', 'pig'] as const;
export type Zodiac = (typeof ZODIACS)[number];

export interface LhcRules {
  /**
   * The zodiac of the current lunar year (choice: it changes at Chinese New Year, so the operator
   * switches it then). Number 01 belongs to the year's zodiac, 02 to the zodiac before it, and so
   * on backwards round the twelve, so the year's zodiac has five numbers (01, 13, 25, 37, 49) and
   * every other zodiac four. Default `horse`: the Horse year from 17 February 2026.
   */
  yearZodiac: Zodiac;
}

export const lhcRules: LhcRules = { yearZodiac: 'horse' };

export interface LhcDraw {
  /** The six regular numbers in draw order (positions 1-6). Empty in a relative projection. */
  readonly regular: readonly number[];
  /** The special number (0 in a relative projection). */
  readonly special: number;
  /** where[n], n 1..49: 0 not drawn, 1..6 the regular position, 7 the special. */
  readonly where: Uint8Array;
  /**
   * Only in the exact spaces of the connected and not-in plays (never from `draw` or `parseDraw`):
   * the draw as one bet sees it. Of the bet's numbers, in slip order (banker first), the first
   * `regular` are regular numbers, the next `special` (0 or 1) is the special, the rest are not
   * drawn. Those plays depend on nothing else, so hypergeometric weights make this exact.
   */
  readonly relative?: { readonly regular: number; readonly special: number };
}

export const SPECIAL_SLOT = 7;

export function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** Builds a draw from six regular numbers in draw order and the special; all seven distinct, 1..49. */
export function lhcDraw(regular: readonly number[], special: number): LhcDraw {
  const all = [...regular, special];
  if (regular.length !== 6 || all.some((b) => !Number.isInteger(b) || b < 1 || b > 49) || new Set(all).size !== 7) {
    throw new LotteryError('lottery.draw.invalid');
  }
  const where = new Uint8Array(50);
  regular.forEach((b, i) => (where[b] = i + 1));
  where[special] = SPECIAL_SLOT;
  return { regular: [...regular], special, where };
}

export function randomLhcDraw(rng: Rng): LhcDraw {
  // Partial Fisher-Yates: every ordered seven of 01..49 equally likely.
  const pool = Array.from({ length: 49 }, (_, i) => i + 1);
  for (let i = 0; i < 7; i++) {
    const j = i + rng.int(49 - i);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return lhcDraw(pool.slice(0, 6), pool[6]!);
}

/** `03,11,19,27,35,42+08`: the six regular numbers in draw order, `+`, the special; two digits each. */
export function parseLhcDraw(text: string): LhcDraw {
  if (typeof text !== 'string' || !/^\d\d(,\d\d){5}\+\d\d$/.test(text)) throw new LotteryError('lottery.draw.invalid');
  const [regular, special] = text.split('+') as [string, string];
  return lhcDraw(regular.split(',').map(Number), Number(special));
}

export function formatLhcDraw(draw: LhcDraw): string {
  return `${draw.regular.map(pad).join(',')}+${pad(draw.special)}`;
}

/* ------------------------------------------------------------------------------------------------
 * Number facts.
 * ---------------------------------------------------------------------------------------------- */

const RED = [1, 2, 7, 8, 12, 13, 18, 19, 23, 24, 29, 30, 34, 35, 40, 45, 46];
const BLUE = [3, 4, 9, 10, 14, 15, 20, 25, 26, 31, 36, 37, 41, 42, 47, 48];
export const COLOURS = ['red', 'blue', 'green'] as const;
export type Colour = (typeof COLOURS)[number];

/** COLOUR_OF[n]: 0 red, 1 blue, 2 green (the fixed Mark Six colour waves). */
export const COLOUR_OF: readonly number[] = Array.from({ length: 50 }, (_, n) => (RED.includes(n) ? 0 : BLUE.includes(n) ? 1 : 2));

/** The zodiac index (ZODIACS order) of number n in the year of `year`: 01 is the year's, then backwards. */
export function lhcZodiacOf(n: number, year: Zodiac): number {
  return (((ZODIACS.indexOf(year) - (n - 1)) % 12) + 12) % 12;
}

/** The numbers of each zodiac in the year of `year`, ascending. */
export function zodiacNumbers(year: Zodiac): number[][] {
  const out: number[][] = ZODIACS.map(() => []);
  for (let n = 1; n <= 49; n++) out[lhcZodiacOf(n, year)]!.push(n);
  return out;
}

const zodiacTables = new Map<Zodiac, Uint8Array>();

/** ZODIAC_OF[n] for the year, cached per year (settlement reads it for every bet). */
export function zodiacTable(year: Zodiac): Uint8Array {
  let table = zodiacTables.get(year);
  if (!table) {
    if (!ZODIACS.includes(year)) throw new RangeError(`unknown zodiac ${String(year)}`);
    table = new Uint8Array(50);
    for (let n = 1; n <= 49; n++) table[n] = lhcZodiacOf(n, year);
    zodiacTables.set(year, table);
  }
  return table;
}

/** Bit z set for each zodiac among all seven numbers drawn. */
export function drawnZodiacs(draw: LhcDraw, table: Uint8Array): number {
  let mask = 1 << table[draw.special]!;
  for (const b of draw.regular) mask |= 1 << table[b]!;
  return mask;
}

/* ------------------------------------------------------------------------------------------------
 * Exact spaces.
 * ---------------------------------------------------------------------------------------------- */

/**
 * The 49 cyclic draws: draw i has regular numbers i+1..i+6 and special i+7 (mod 49). Each number is
 * the special once, at each regular position once and a regular number six times, so the space is
 * exact for every bet on one number (special, regular, position) and for the two-sides, colour and
 * zodiac bets on the special or on one position.
 */
export function* cyclicSpace(): Generator<readonly [LhcDraw, Weight]> {
  for (let i = 0; i < 49; i++) {
    const seven = Array.from({ length: 7 }, (_, p) => ((i + p) % 49) + 1);
    yield [lhcDraw(seven.slice(0, 6), seven[6]!), 1];
  }
}

/**
 * The seven numbers drawn, projected onto how many fall in each zodiac: one draw per count vector
 * (c_z of zodiac z, summing to 7), weighted by the product of C(size_z, c_z). The weights sum to
 * C(49,7); exact for every bet on which zodiacs appear among all seven (一肖, 连肖).
 */
export function* zodiacSpace(rules: LhcRules): Generator<readonly [LhcDraw, Weight]> {
  const classes = zodiacNumbers(rules.yearZodiac);
  const counts = new Array<number>(12).fill(0);
  function* rec(z: number, left: number): Generator<readonly [LhcDraw, Weight]> {
    if (z === 12) {
      if (left > 0) return;
      const seven = classes.flatMap((c, i) => c.slice(0, counts[i]));
      const weight = classes.reduce((w, c, i) => w * choose(c.length, counts[i]!), 1);
      yield [lhcDraw(seven.slice(0, 6), seven[6]!), weight];
      return;
    }
    for (let c = 0; c <= Math.min(left, classes[z]!.length); c++) {
      counts[z] = c;
      yield* rec(z + 1, left - c);
    }
    counts[z] = 0;
  }
  yield* rec(0, 7);
}

const EMPTY_WHERE = new Uint8Array(50);

/**
 * The draw as a bet of `k` numbers sees it: m of its numbers regular and j (0 or 1) the special,
 * weighted by how many (regular set, special) draws do that to a given k numbers:
 * C(k,m) C(k-m,j) C(49-k,6-m) x (j ? 1 : 43-(k-m)). The weights sum to C(49,6) x 43.
 */
export function* relativeSpace(k: number): Generator<readonly [LhcDraw, Weight]> {
  for (let m = 0; m <= Math.min(6, k); m++) {
    for (let j = 0; j <= Math.min(1, k - m); j++) {
      const weight = choose(k, m) * choose(k - m, j) * choose(49 - k, 6 - m) * (j ? 1 : 43 - (k - m));
      if (weight > 0) yield [{ regular: [], special: 0, where: EMPTY_WHERE, relative: { regular: m, special: j } }, weight];
    }
  }
}
