import { LotteryError } from '@lotus/games/lottery/errors';
import { lineBetMax, MAX_BETS_PER_ORDER } from '@lotus/games/lottery/limits';
import { SINGLE_BET_PRICE } from '@lotus/games/lottery/stake-prices';
import { vnNorthFamily } from '@lotus/games/lottery/families/vn-north';
import { vnSouthFamily } from '@lotus/games/lottery/families/vn-south';
import type { VnRules } from '@lotus/games/lottery/families/vn-shared';

/**
 * The Vietnam betting slip, priced by the engine the server runs. A play is entered one of three ways,
 * read from its picker: a 00-99 grid (đề, lô 2, xiên, trượt), a 0-9 digit row (đầu, đuôi), or typed
 * numbers of 3 or 4 digits (lô 3/4, 3 càng, 4 càng). The VN betting call reads every content as a
 * compound selection (approach 1), so grid picks go as one content and each typed number as its own
 * (`1_2_3`). One bet costs 2 x the multiple.
 */
export type EntryKind = 'grid' | 'digits' | 'typed';

export interface PickerShape {
  rows: { label: string; balls: string[]; min: number; max: number }[];
  entry?: { size: number };
}

/** Most contents one VN betting call takes (the contract's limit). */
export const MAX_CONTENTS = 50;
/** The price of one bet (singleBetPrice) in 1/10,000: the engine's single bet price (VN bets always use unit 1). */
export const BET_PRICE = SINGLE_BET_PRICE;

export function entryKind(picker: PickerShape): EntryKind {
  if (picker.rows.length === 1 && picker.rows[0]!.balls.length === 100) return 'grid';
  if (picker.rows.length === 1) return 'digits';
  return 'typed';
}

/** How many numbers a bet needs (xiên 2 needs 2 picks, trượt 10 needs 10). */
export const minPicks = (picker: PickerShape): number => (picker.rows.length === 1 ? picker.rows[0]!.min : 1);

export type QuickPick = 'all' | 'big' | 'small' | 'odd' | 'even' | 'double' | 'clear';

/** The balls a quick pick selects among `balls` (`00`..`99` or `0`..`9`). */
export function quickPick(balls: readonly string[], pick: QuickPick): string[] {
  const half = balls.length / 2;
  switch (pick) {
    case 'all':
      return [...balls];
    case 'big':
      return balls.filter((b) => Number(b) >= half);
    case 'small':
      return balls.filter((b) => Number(b) < half);
    case 'odd':
      return balls.filter((b) => Number(b) % 2 === 1);
    case 'even':
      return balls.filter((b) => Number(b) % 2 === 0);
    case 'double':
      // Kép: both digits the same (00, 11, ... 99).
      return balls.filter((b) => b.length === 2 && b[0] === b[1]);
    case 'clear':
      return [];
  }
}

/** Reads typed numbers of `size` digits (separated by spaces, commas or new lines): the good ones, in order, without repeats, and the rest. */
export function readTyped(text: string, size: number): { numbers: string[]; rejected: string[] } {
  const numbers: string[] = [];
  const rejected: string[] = [];
  for (const token of text.split(/[\s,;]+/).filter(Boolean)) {
    if (new RegExp(`^\\d{${size}}$`).test(token)) {
      if (!numbers.includes(token)) numbers.push(token);
    } else rejected.push(token);
  }
  return { numbers, rejected };
}

/** The contents of a bet: the grid's or row's picks as one content; typed numbers one content each. */
export function contentsOf(kind: EntryKind, picks: readonly string[]): string[] {
  if (picks.length === 0) return [];
  if (kind === 'typed') return picks.map((n) => [...n].join('_'));
  return [[...picks].sort().join(',')];
}

export interface Priced {
  /** Bets per content (the engine's count), in content order. */
  counts: number[];
  bets: number;
  /** Total in 1/10,000: bets x 2 x multiple. */
  total: bigint;
  /** The engine's refusal code of the first content it refuses, if any. */
  error: string | null;
}

/** Prices the contents with the family's own play, the way the server will. */
export function priceContents(family: string, playId: number, contents: readonly string[], multiple: number, rules: Record<string, unknown>): Priced {
  // The two VN families only: the page need not load every family's engine.
  const fam = family === 'VNN' ? vnNorthFamily : family === 'VNS' ? vnSouthFamily : undefined;
  const play = fam?.plays.find((p) => p.id === playId);
  if (!fam || !play) return { counts: [], bets: 0, total: 0n, error: 'lottery.slip.play.unknown' };
  const merged = { ...fam.defaultRules, ...rules } as VnRules;
  const counts: number[] = [];
  for (const content of contents) {
    try {
      counts.push(play.count(play.parse(content, 1, merged), merged));
    } catch (error) {
      if (error instanceof LotteryError) return { counts: [], bets: 0, total: 0n, error: error.code };
      throw error;
    }
  }
  const bets = counts.reduce((a, b) => a + b, 0);
  // Counted from the shape (lô trượt 10 over all 100 endings is C(100, 10) bets): refused here as the server would.
  const tooMany = counts.some((c) => c > lineBetMax(play, merged)) || bets > MAX_BETS_PER_ORDER;
  return { counts, bets, total: BigInt(bets) * BET_PRICE * BigInt(multiple), error: tooMany ? 'lottery.bets.too.many' : null };
}

/** The stake of one bet for a multiple, and back: stakes are whole multiples of the single bet price (2). */
export const stakeOfMultiple = (multiple: number): bigint => BET_PRICE * BigInt(multiple);

/** The multiple for a typed stake per number (whole currency units, even), or null. */
export function multipleOfStake(text: string, max = 10_000): number | null {
  if (!/^\d{1,7}$/.test(text.trim())) return null;
  // Whole currency units, in 1/10,000 like every amount.
  const stake = BigInt(text.trim()) * 10_000n;
  if (stake < BET_PRICE || stake % BET_PRICE !== 0n) return null;
  const multiple = Number(stake / BET_PRICE);
  return multiple <= max ? multiple : null;
}

/** The name of a play without its explanation in brackets, and the explanation. */
export function splitPlayName(name: string): { short: string; hint: string | null } {
  const m = /^(.*?)\s*\((.*)\)\s*$/.exec(name);
  return m ? { short: m[1]!, hint: m[2]! } : { short: name, hint: null };
}
