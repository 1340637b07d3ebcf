import { sql } from 'kysely';
import { isTrialType } from '@lotus/contract/account';
import { levelPrize } from '@lotus/games/lottery/pricing';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/errors.ts';
import type { ResolvedGame } from './game-catalogue.ts';

/**
 * Per-number exposure: what the house would owe on one number of one play in one issue if it came up.
 * Selections spread over more numbers than this stake little on each; the per-issue win cap bounds them.
 */
export const MAX_TRACKED_NUMBERS = 1000;

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

/** The numbers a selection stakes on (none when it spreads over too many to track). */
export function trackedNumbers(numbers: string[]): string[] {
  return numbers.length <= MAX_TRACKED_NUMBERS ? numbers : [];
}

/** A placed sub-order's exposure, negated: what cancelling it gives back. */
export function releaseOf(game: ResolvedGame, bet: { issue_id: bigint; play_id: number; balls: string; approach: number; stake: bigint; series: number }): ExposureRow[] {
  const play = game.family.plays.find((p) => p.id === bet.play_id);
  if (!play) return [];
  const numbers = trackedNumbers(play.exposure(play.parse(bet.balls, bet.approach as 1 | 2, game.rules), game.rules));
  const top = topPrize(game, play.id, bet.stake, bet.series);
  return numbers.map((number) => ({ issueId: bet.issue_id, playId: play.id, number, potential: -top }));
}

/**
 * Adds to the exposure of each number; refuses (the caller's transaction rolls back) when one would
 * pass `max`. One statement for all numbers: a number over the limit is neither inserted nor updated,
 * so fewer rows come back than went in. The conditional upsert is atomic, so racing orders cannot
 * both slip under the limit.
 */
export async function addExposure(db: Db, rows: ExposureRow[], max: bigint | null): Promise<void> {
  if (rows.length === 0) return;
  if (max !== null && rows.some((e) => e.potential > max)) throw new AppError('lottery.exposure.exceeded');
  const r = await sql<{ potential: string }>`
    insert into lottery_exposure (issue_id, play_id, number, potential)
    select * from unnest(${rows.map((e) => e.issueId.toString())}::bigint[], ${rows.map((e) => e.playId)}::int[], ${rows.map((e) => e.number)}::text[], ${rows.map((e) => e.potential.toString())}::bigint[])
    on conflict (issue_id, play_id, number) do update set potential = lottery_exposure.potential + excluded.potential
    where ${max === null} or lottery_exposure.potential + excluded.potential <= ${(max ?? 0n).toString()}::bigint
    returning potential`.execute(db);
  if (r.rows.length !== rows.length) throw new AppError('lottery.exposure.exceeded');
}
