import type { Rng } from '../../house/rng.ts';
import { LotteryError } from '../errors.ts';
import type { Weight } from '../types.ts';

/**
 * Digit draws: SSC's five digits 0-9, and the LF games' three (福彩3D, 排列3) or five (排列5). Every
 * play reads a window of consecutive positions (front 3, back 2, ...); the facts a window's plays
 * need (its number, sum, span, which digits appear how often) are computed once per draw and
 * window and then shared by every bet settled against that draw.
 */

/** What the plays of one window read from a draw. */
export interface WindowFacts {
  /** The window's digits read as one number (0,1,2 -> 12): straight bets match it. */
  readonly value: number;
  readonly sum: number;
  /** Largest digit less smallest. */
  readonly span: number;
  /** Bit d set when digit d appears. */
  readonly mask: number;
  /** byCount[m]: bit d set when digit d appears exactly m times (m 1..5). */
  readonly byCount: readonly number[];
  /** atLeast[m]: bit d set when digit d appears m times or more. */
  readonly atLeast: readonly number[];
  /** How often each distinct digit appears, largest first, as decimal digits: 2111 for 3,3,0,5,8. */
  readonly sig: number;
  /** The digits sorted ascending, read as one number: group (any order) bets match it. */
  readonly groupKey: number;
}

/** A draw of 3 or 5 digits. Immutable; window facts are computed on first use. */
export class DigitDraw {
  readonly digits: readonly number[];
  readonly #facts: (WindowFacts | undefined)[] = [];

  constructor(digits: readonly number[]) {
    this.digits = digits;
  }

  /** The facts of the window of `length` digits starting at `start` (0-based). */
  facts(start: number, length: number): WindowFacts {
    const slot = start * 8 + length;
    return (this.#facts[slot] ??= windowFacts(this.digits, start, length));
  }
}

function windowFacts(digits: readonly number[], start: number, length: number): WindowFacts {
  const counts = new Array<number>(10).fill(0);
  let value = 0;
  let sum = 0;
  let min = 9;
  let max = 0;
  for (let i = start; i < start + length; i++) {
    const d = digits[i]!;
    value = value * 10 + d;
    sum += d;
    if (d < min) min = d;
    if (d > max) max = d;
    counts[d]!++;
  }
  const byCount = [0, 0, 0, 0, 0, 0];
  const multiplicities: number[] = [];
  let mask = 0;
  let groupKey = 0;
  for (let d = 0; d < 10; d++) {
    const c = counts[d]!;
    if (c === 0) continue;
    mask |= 1 << d;
    byCount[c]! |= 1 << d;
    multiplicities.push(c);
    for (let k = 0; k < c; k++) groupKey = groupKey * 10 + d;
  }
  const atLeast = [0, 0, 0, 0, 0, 0];
  for (let m = 5; m >= 1; m--) atLeast[m] = byCount[m]! | (m < 5 ? atLeast[m + 1]! : 0);
  multiplicities.sort((a, b) => b - a);
  const sig = multiplicities.reduce((s, m) => s * 10 + m, 0);
  return { value, sum, span: max - min, mask, byCount, atLeast, sig, groupKey };
}

/** A uniform draw of `size` digits, one `rng.int(10)` per digit. */
export function drawDigits(rng: Rng, size: number): DigitDraw {
  const digits: number[] = [];
  for (let i = 0; i < size; i++) digits.push(rng.int(10));
  return new DigitDraw(digits);
}

/** A draw from its digits; refuses a wrong length or anything but whole numbers 0-9. */
export function digitDraw(digits: readonly number[], size: number): DigitDraw {
  if (!Array.isArray(digits) || digits.length !== size || !digits.every((d) => Number.isInteger(d) && d >= 0 && d <= 9)) {
    throw new LotteryError('lottery.draw.invalid');
  }
  return new DigitDraw([...digits]);
}

const drawPatterns = new Map<number, RegExp>();

/** Reads `3,0,9,1,4` (exactly `size` single digits joined by commas, nothing else). */
export function parseDigitDraw(text: string, size: number): DigitDraw {
  let pattern = drawPatterns.get(size);
  if (!pattern) drawPatterns.set(size, (pattern = new RegExp(`^\\d(?:,\\d){${size - 1}}$`)));
  if (typeof text !== 'string' || !pattern.test(text)) throw new LotteryError('lottery.draw.invalid');
  return new DigitDraw(text.split(',').map(Number));
}

export function formatDigitDraw(draw: DigitDraw): string {
  return draw.digits.join(',');
}

/**
 * Outcome spaces. A draw of n digits has 10^n equally likely outcomes; a play that reads only some
 * positions is decided by the projection onto them (the other positions fixed at 0, each outcome
 * weighing 10^(n - k)), and a play that reads only which digits a window holds, in any order, by the
 * sorted multisets of the window weighted by their orderings.
 */
export function* fullSpace(size: number): Generator<readonly [DigitDraw, Weight]> {
  yield* positionsSpace(size, Array.from({ length: size }, (_, i) => i));
}

/** Every value of the given positions, the others 0. */
export function* positionsSpace(size: number, positions: readonly number[]): Generator<readonly [DigitDraw, Weight]> {
  const weight = 10 ** (size - positions.length);
  const total = 10 ** positions.length;
  for (let v = 0; v < total; v++) {
    const digits = new Array<number>(size).fill(0);
    let x = v;
    for (let i = positions.length - 1; i >= 0; i--) {
      digits[positions[i]!] = x % 10;
      x = Math.floor(x / 10);
    }
    yield [new DigitDraw(digits), weight];
  }
}

/** Every sorted multiset of the window [start, start + length), weighted by its orderings. */
export function* multisetSpace(size: number, start: number, length: number): Generator<readonly [DigitDraw, Weight]> {
  const outside = 10 ** (size - length);
  const window = new Array<number>(length).fill(0);
  for (;;) {
    const counts = new Array<number>(10).fill(0);
    for (const d of window) counts[d]!++;
    const orderings = counts.reduce((w, c) => w / factorialSmall(c), factorialSmall(length));
    const digits = new Array<number>(size).fill(0);
    for (let i = 0; i < length; i++) digits[start + i] = window[i]!;
    yield [new DigitDraw(digits), orderings * outside];
    // Next nondecreasing tuple.
    let p = length - 1;
    while (p >= 0 && window[p] === 9) p--;
    if (p < 0) return;
    const next = window[p]! + 1;
    for (let i = p; i < length; i++) window[i] = next;
  }
}

function factorialSmall(n: number): number {
  let r = 1;
  for (let i = 2; i <= n; i++) r *= i;
  return r;
}
