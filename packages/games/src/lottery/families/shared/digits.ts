import { LotteryError } from '../../errors.ts';
import { readBalls, readEntries, splitRows } from '../../slip.ts';

/**
 * Numbers bet on as digits (THAI and the Vietnam families): slips give them either as typed entries
 * (`123,456`) or as one digit row per position (`1_2,3_4`); both read the same way in both families.
 */

/** `n` with `width` digits, leading zeros kept (`007`). */
export const padDigits = (n: number, width: number): string => String(n).padStart(width, '0');

/** Typed entries of exactly `width` digits each, as numbers in the order typed. */
export function typedNumbers(balls: string, width: number): number[] {
  return readEntries(balls, width, 0, 9).map((digits) => digits.reduce((a, d) => a * 10 + d, 0));
}

/**
 * One digit row per position: every combination (a digit from each row) is one number, ascending by
 * construction. `onePerRow` refuses a row of more than one digit (plays whose bet is one fixed number).
 */
export function positionalNumbers(balls: string, width: number, onePerRow = false): number[] {
  let nums = [0];
  for (const row of splitRows(balls, width)) {
    const digits = readBalls(row, 0, 9);
    if (onePerRow && digits.length !== 1) throw new LotteryError('lottery.slip.selection.invalid');
    nums = nums.flatMap((n) => digits.map((d) => n * 10 + d));
  }
  return nums;
}
