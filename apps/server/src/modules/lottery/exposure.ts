import { isTrialType } from '@lotus/contract/account';
import { MAX_EXPOSURE_NUMBERS } from '@lotus/games/lottery/limits';
import { levelPrize } from '@lotus/games/lottery/pricing';
import type { ResolvedGame } from './game-catalogue.ts';

/**
 * Most exposure rows (number x issue) one order may write, counted before any work: 1,000 numbers
 * over 20 draws. Each row is an upsert; unbounded, one legal order (1,000 numbers chased over 100
 * draws) held PGlite's thread 1.4 s and took 0.8 s on PostgreSQL.
 */
export const MAX_EXPOSURE_ROWS = 20_000;

/**
 * Whose bets count toward exposure: real money only. A trial (free play) account's demo stakes never
 * take room from real players, so its orders add nothing and its cancellations give nothing back.
 */
export const countsExposure = (customerType: number) => !isTrialType(customerType);

export interface ExposureRow {
  issueId: bigint;
  playId: number;
  number: string;
  potential: bigint;
}

/** The best prize one bet of a play can win at a stake and series. */
export function topPrize(game: ResolvedGame, playId: number, stake: bigint, series: number): bigint {
  const play = game.family.plays.find((p) => p.id === playId);
  return (play?.levels(game.rules) ?? []).reduce((m, l) => {
    const prize = levelPrize(l, stake, series);
    return prize > m ? prize : m;
  }, 0n);
}

/**
 * The numbers a selection stakes on (none when it spreads over too many to track: such selections
 * stake little on each number, and the per-issue win cap bounds them).
 */
export function trackedNumbers(numbers: string[]): string[] {
  return numbers.length <= MAX_EXPOSURE_NUMBERS ? numbers : [];
}

/** A placed sub-order's exposure, negated: what cancelling it gives back. */
export function releaseOf(game: ResolvedGame, bet: { issue_id: bigint; play_id: number; balls: string; approach: number; stake: bigint; series: number }): ExposureRow[] {
  const play = game.family.plays.find((p) => p.id === bet.play_id);
  if (!play) return [];
  const numbers = trackedNumbers(play.exposure(play.parse(bet.balls, bet.approach as 1 | 2, game.rules), game.rules));
  const top = topPrize(game, play.id, bet.stake, bet.series);
  return numbers.map((number) => ({ issueId: bet.issue_id, playId: play.id, number, potential: -top }));
}
