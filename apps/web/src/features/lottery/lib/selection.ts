import { LotteryError } from '@lotus/games/lottery/errors';
import { lineBetMax } from '@lotus/games/lottery/limits';
import type { Approach, Play } from '@lotus/games/lottery/types';

/**
 * A player's selection for one play, turned into the play's slip syntax (docs/lottery/slips.md):
 * compound rows of balls joined by `_`, balls in a row by `,`; typed single entries joined by `,`.
 * The bet count comes from the engine's own `parse` and `count`, the code the server runs.
 */
export interface PickerRow {
  label: string;
  /** The row's display name (the play menu sends it translated). */
  name?: string;
  balls: readonly string[];
  min: number;
  max: number;
}

export interface PickerSpec {
  rows: readonly PickerRow[];
  entry?: { size: number };
  quickPicks: boolean;
}

export type QuickPick = 'all' | 'big' | 'small' | 'odd' | 'even' | 'clear';
export const quickPicks: readonly QuickPick[] = ['all', 'big', 'small', 'odd', 'even', 'clear'];

export const isNumericRow = (row: PickerRow): boolean => row.balls.length > 0 && row.balls.every((b) => /^\d+$/.test(b));

/** The balls a quick pick chooses in a row: big is the upper half of the row, small the lower. */
export function quickPickBalls(row: PickerRow, kind: QuickPick): string[] {
  const balls = [...row.balls];
  const half = Math.floor(balls.length / 2);
  switch (kind) {
    case 'all':
      return balls;
    case 'big':
      return balls.slice(balls.length - half);
    case 'small':
      return balls.slice(0, balls.length - half);
    case 'odd':
      return balls.filter((b) => Number(b) % 2 === 1);
    case 'even':
      return balls.filter((b) => Number(b) % 2 === 0);
    case 'clear':
      return [];
  }
}

/** Whether a quick pick fits the row's limits (a row of at most one ball offers only clear). */
export function quickPickAllowed(row: PickerRow, kind: QuickPick): boolean {
  if (kind === 'clear') return true;
  const n = quickPickBalls(row, kind).length;
  return n > 0 && n <= row.max;
}

export type Picks = readonly (readonly string[])[];

export const emptyPicks = (spec: PickerSpec): string[][] => spec.rows.map(() => []);

/** Balls kept in the row's own order, so a slip reads the same however they were clicked. */
function ordered(row: PickerRow, picked: Iterable<string>): string[] {
  const set = new Set(picked);
  return row.balls.filter((b) => set.has(b));
}

/** Rows that must not share a ball (banker and drag): picking in one takes the ball out of the other. */
function exclusiveRows(spec: PickerSpec): [number, number] | null {
  const banker = spec.rows.findIndex((r) => r.label === 'banker');
  const drag = spec.rows.findIndex((r) => r.label === 'drag');
  return banker >= 0 && drag >= 0 ? [banker, drag] : null;
}

export type ToggleResult = { picks: string[][]; refused?: 'max' };

/**
 * A click on a ball: picks it or takes it back. A row of one ball at most swaps its pick; a full row
 * refuses a new ball (the caller says why).
 */
export function toggleBall(spec: PickerSpec, picks: Picks, rowIndex: number, ball: string): ToggleResult {
  const row = spec.rows[rowIndex];
  if (!row) return { picks: picks.map((r) => [...r]) };
  const next = picks.map((r) => [...r]);
  const current = next[rowIndex] ?? [];
  if (current.includes(ball)) {
    next[rowIndex] = current.filter((b) => b !== ball);
    return { picks: next };
  }
  if (row.max === 1) next[rowIndex] = [ball];
  else if (current.length >= row.max) return { picks: next, refused: 'max' };
  else next[rowIndex] = ordered(row, [...current, ball]);
  const pair = exclusiveRows(spec);
  if (pair && pair.includes(rowIndex)) {
    const other = pair[0] === rowIndex ? pair[1] : pair[0];
    next[other] = (next[other] ?? []).filter((b) => b !== ball);
  }
  return { picks: next };
}

/** Applies a quick pick to one row (and clears those balls from an exclusive partner row). */
export function applyQuickPick(spec: PickerSpec, picks: Picks, rowIndex: number, kind: QuickPick): string[][] {
  const row = spec.rows[rowIndex];
  const next = picks.map((r) => [...r]);
  if (!row || !quickPickAllowed(row, kind)) return next;
  const chosen = quickPickBalls(row, kind);
  next[rowIndex] = chosen;
  const pair = exclusiveRows(spec);
  if (pair && pair.includes(rowIndex)) {
    const other = pair[0] === rowIndex ? pair[1] : pair[0];
    next[other] = (next[other] ?? []).filter((b) => !chosen.includes(b));
  }
  return next;
}

/** The compound slip text of the picks: rows joined by `_`, balls by `,` (an empty row stays empty). */
export function compoundBalls(spec: PickerSpec, picks: Picks): string {
  return spec.rows.map((row, i) => ordered(row, picks[i] ?? []).join(',')).join('_');
}

export const hasPicks = (picks: Picks): boolean => picks.some((r) => r.length > 0);

export interface CountResult {
  count: number;
  /**
   * The engine's refusal when the selection makes no valid bet (e.g. `lottery.slip.empty`), or
   * `lottery.bets.too.many` when it makes more bets than one line of the play may hold (`max`).
   */
  error: string | null;
  max?: number;
}

/**
 * Refuses a count above the play's line maximum, as the server will: the count is the engine's closed
 * form of the selection's shape, so even C(100, 10) bets are counted without listing them.
 */
export function boundedCount(play: Play<unknown, unknown, unknown>, rules: unknown, count: number): CountResult {
  const max = lineBetMax(play, rules);
  return count > max ? { count, error: 'lottery.bets.too.many', max } : { count, error: count > 0 ? null : 'lottery.slip.empty' };
}

/** Bet count of a selection by the engine; 0 with the refusal code when it makes no valid bet. */
export function countSelection(play: Play<unknown, unknown, unknown> | undefined, rules: unknown, balls: string, approach: Approach): CountResult {
  if (!play) return { count: 0, error: 'lottery.slip.play.unknown' };
  if (!play.approaches.includes(approach)) return { count: 0, error: 'lottery.slip.approach.invalid' };
  try {
    return boundedCount(play, rules, play.count(play.parse(balls, approach, rules), rules));
  } catch (error) {
    if (error instanceof LotteryError) return { count: 0, error: error.code };
    return { count: 0, error: 'lottery.slip.malformed' };
  }
}

export interface EntryResult {
  /** The accepted entries, normalised and without repeats, in the order typed. */
  valid: string[];
  /** What was typed but does not make a bet of this play. */
  invalid: string[];
  duplicates: number;
  balls: string;
  count: number;
}

/**
 * Reads typed single entries (approach 2): one per line, or separated by `,` `;` `|`; the numbers of
 * an entry separated by spaces (or written together when every number is one digit). Each entry is
 * checked by the engine on its own, so one bad entry is pointed out instead of refusing them all.
 */
export function readTypedEntries(play: Play<unknown, unknown, unknown> | undefined, rules: unknown, text: string): EntryResult {
  const seen = new Set<string>();
  const candidates: string[] = [];
  const invalid: string[] = [];
  let duplicates = 0;
  for (const raw of text.split(/[\n\r,;|]+/)) {
    const spaced = raw.trim().replace(/\s+/g, ' ');
    if (!spaced) continue;
    // "1 2 3" and "123" are the same entry when every number is one digit.
    const tokens = spaced.split(' ');
    const entry = tokens.length > 1 && tokens.every((t) => t.length === 1) ? tokens.join('') : spaced;
    if (countSelection(play, rules, entry, 2).count < 1) invalid.push(spaced);
    else if (seen.has(entry)) duplicates++;
    else {
      seen.add(entry);
      candidates.push(entry);
    }
  }
  let valid = candidates;
  let count = valid.length ? countSelection(play, rules, valid.join(','), 2).count : 0;
  if (valid.length && count < 1) {
    // Entries the play counts as the same bet (e.g. a group play's permutations) are kept once.
    valid = [];
    for (const entry of candidates) {
      if (countSelection(play, rules, [...valid, entry].join(','), 2).count > 0) valid.push(entry);
      else duplicates++;
    }
    count = valid.length ? countSelection(play, rules, valid.join(','), 2).count : 0;
  }
  return { valid, invalid, duplicates, balls: valid.join(','), count };
}

/** An example entry for the typed input: the first `size` balls of the play's first row. */
export function entryExample(spec: PickerSpec): string {
  const size = spec.entry?.size ?? 1;
  const balls = spec.rows[0]?.balls.filter((b) => /^\d+$/.test(b)) ?? [];
  const pool = balls.length >= size ? balls : Array.from({ length: 10 }, (_, i) => String(i));
  const pick = (offset: number) => Array.from({ length: size }, (_, i) => pool[(i + offset) % pool.length]!);
  const join = (xs: string[]) => (xs.every((x) => x.length === 1) ? xs.join('') : xs.join(' '));
  return `${join(pick(1))}, ${join(pick(3))}`;
}
