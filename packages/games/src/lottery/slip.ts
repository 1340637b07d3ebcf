import { LotteryError } from './errors.ts';
import { isBetUnit } from './stake-prices.ts';
import type { Approach } from './types.ts';

/**
 * The betting slip of api-protocol.md: `balls~approach~playId~mode/unit~series~multiple`, several
 * slips joined by `;`. The balls part is the play's own syntax (see docs/lottery/slips.md); the
 * helpers below read the shapes every family shares, so all families refuse bad input alike.
 */
export interface SlipLine {
  balls: string;
  approach: Approach;
  playId: number;
  /** Betting mode code (1 to 4) and its unit (1, 0.1, 0.01, 0.001) as written. */
  mode: number;
  unit: string;
  series: number;
  multiple: number;
}

/** Most slips one betting call may hold. */
export const MAX_SLIP_LINES = 100;

const INTEGER = /^\d{1,9}$/;
const BALLS = /^[0-9A-Za-z,_ |-]{1,20000}$/;

export function parseSlips(text: string): SlipLine[] {
  if (typeof text !== 'string' || text.length === 0) throw new LotteryError('lottery.slip.malformed');
  const parts = text.split(';');
  if (parts.length > MAX_SLIP_LINES) throw new LotteryError('lottery.slip.too.many');
  return parts.map(parseSlipLine);
}

export function parseSlipLine(text: string): SlipLine {
  const fields = text.split('~');
  if (fields.length !== 6) throw new LotteryError('lottery.slip.malformed');
  const [balls, approach, playId, modeUnit, series, multiple] = fields as [string, string, string, string, string, string];
  if (!BALLS.test(balls)) throw new LotteryError('lottery.slip.malformed');
  if (approach !== '1' && approach !== '2') throw new LotteryError('lottery.slip.approach.invalid');
  if (!INTEGER.test(playId) || !INTEGER.test(series) || !INTEGER.test(multiple)) throw new LotteryError('lottery.slip.malformed');
  const [mode, unit, extra] = modeUnit.split('/');
  if (extra !== undefined || !mode || !INTEGER.test(mode) || !unit || !isBetUnit(unit)) throw new LotteryError('lottery.slip.mode.invalid');
  return { balls, approach: Number(approach) as Approach, playId: Number(playId), mode: Number(mode), unit, series: Number(series), multiple: Number(multiple) };
}

export function formatSlipLine(line: SlipLine): string {
  return [line.balls, line.approach, line.playId, `${line.mode}/${line.unit}`, line.series, line.multiple].join('~');
}

/** Splits a compound selection into exactly `count` rows (positions), joined by `_`. */
export function splitRows(balls: string, count: number): string[] {
  const rows = balls.split('_');
  if (rows.length !== count) throw new LotteryError('lottery.slip.malformed');
  return rows;
}

/**
 * Reads one row of numbers `lo`..`hi` separated by `,` (an empty row is allowed only when
 * `allowEmpty`). Numbers may carry leading zeros (`07`). Answers them sorted; a repeat is refused.
 */
export function readBalls(row: string, lo: number, hi: number, allowEmpty = false): number[] {
  if (row === '') {
    if (allowEmpty) return [];
    throw new LotteryError('lottery.slip.empty');
  }
  const out: number[] = [];
  const seen = new Set<number>();
  for (const token of row.split(',')) {
    if (!/^\d{1,3}$/.test(token)) throw new LotteryError('lottery.slip.malformed');
    const n = Number(token);
    if (n < lo || n > hi) throw new LotteryError('lottery.slip.ball.invalid');
    if (seen.has(n)) throw new LotteryError('lottery.slip.ball.duplicate');
    seen.add(n);
    out.push(n);
  }
  return out.sort((a, b) => a - b);
}

/**
 * Reads single entries (approach 2): entries separated by `,`, each entry's balls separated by a
 * space, or written as contiguous digits when every ball is one digit (`12345`). Answers each entry's
 * numbers in the order written; range is checked, duplicate entries are refused.
 */
export function readEntries(balls: string, size: number, lo: number, hi: number): number[][] {
  if (balls === '') throw new LotteryError('lottery.slip.empty');
  const seen = new Set<string>();
  return balls.split(',').map((entry) => {
    const tokens = entry.includes(' ') ? entry.split(' ') : hi <= 9 ? [...entry] : [entry];
    if (tokens.length !== size) throw new LotteryError('lottery.slip.selection.invalid');
    const numbers = tokens.map((t) => {
      if (!/^\d{1,3}$/.test(t)) throw new LotteryError('lottery.slip.malformed');
      const n = Number(t);
      if (n < lo || n > hi) throw new LotteryError('lottery.slip.ball.invalid');
      return n;
    });
    const key = numbers.join(' ');
    if (seen.has(key)) throw new LotteryError('lottery.slip.ball.duplicate');
    seen.add(key);
    return numbers;
  });
}

/** Reads a row of named options (two-sides plays: `big`, `small`, `odd`, `even`, ...), no repeats. */
export function readOptions<T extends string>(row: string, options: readonly T[]): T[] {
  if (row === '') throw new LotteryError('lottery.slip.empty');
  const out: T[] = [];
  for (const token of row.split(',')) {
    if (!(options as readonly string[]).includes(token)) throw new LotteryError('lottery.slip.ball.invalid');
    if (out.includes(token as T)) throw new LotteryError('lottery.slip.ball.duplicate');
    out.push(token as T);
  }
  return out;
}

/** Refuses an approach the play does not accept. */
export function requireApproach(approach: Approach, allowed: readonly Approach[]): void {
  if (!allowed.includes(approach)) throw new LotteryError('lottery.slip.approach.invalid');
}

/** Refuses a selection that makes no bet. */
export function nonEmpty(count: number): number {
  if (count < 1) throw new LotteryError('lottery.slip.empty');
  return count;
}
