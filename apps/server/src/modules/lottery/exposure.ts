import { sql } from 'kysely';
import { isTrialType } from '@lotus/contract/account';
import { MAX_EXPOSURE_NUMBERS } from '@lotus/games/lottery/limits';
import { levelPrize } from '@lotus/games/lottery/pricing';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/errors.ts';
import type { ResolvedGame } from './game-catalogue.ts';

/**
 * Most exposure rows (number x issue) one order may write, counted before any work: 1,000 numbers
 * over 20 draws. Each row is an upsert; unbounded, one legal order (1,000 numbers chased over 100
 * draws) held PGlite's thread 1.4 s and took 0.8 s on PostgreSQL.
 */
export const MAX_EXPOSURE_ROWS = 20_000;

/** Rows per upsert statement: PGlite runs on the event loop's thread, so a long statement stalls every request. */
const EXPOSURE_CHUNK = 1000;

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

/**
 * Adds to the exposure of each number; refuses (the caller's transaction rolls back) when one would
 * pass `max`. One statement per chunk of numbers: a number over the limit is neither inserted nor
 * updated, so fewer rows come back than went in. The conditional upsert is atomic, so racing orders
 * cannot both slip under the limit. Between chunks the event loop gets a turn.
 */
export async function addExposure(db: Db, rows: ExposureRow[], max: bigint | null): Promise<void> {
  if (rows.length === 0) return;
  if (max !== null && rows.some((e) => e.potential > max)) throw new AppError('lottery.exposure.exceeded');
  for (let i = 0; i < rows.length; i += EXPOSURE_CHUNK) {
    if (i > 0) await new Promise((resolve) => setImmediate(resolve));
    const chunk = rows.slice(i, i + EXPOSURE_CHUNK);
    const r = await sql<{ potential: string }>`
      insert into lottery_exposure (issue_id, play_id, number, potential)
      select * from unnest(${chunk.map((e) => e.issueId.toString())}::bigint[], ${chunk.map((e) => e.playId)}::int[], ${chunk.map((e) => e.number)}::text[], ${chunk.map((e) => e.potential.toString())}::bigint[])
      on conflict (issue_id, play_id, number) do update set potential = lottery_exposure.potential + excluded.potential
      where ${max === null} or lottery_exposure.potential + excluded.potential <= ${(max ?? 0n).toString()}::bigint
      returning potential`.execute(db);
    if (r.rows.length !== chunk.length) throw new AppError('lottery.exposure.exceeded');
  }
}
