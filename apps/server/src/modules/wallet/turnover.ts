import type { Db } from '../../db/database.ts';
import { BetJournalRepository } from './bet-journal.repository.ts';

/**
 * Valid turnover for the withdrawal rule: what a member has staked since an instant, read from the
 * bet journal every product writes (house, lottery, vendors). Open and settled bets count at their
 * stake (a lottery stake counts when placed, not only when its draw settles); void and cancelled bets
 * (a stake given back) and trial accounts' bets (never journaled) count nothing. Wins are not turnover.
 * The journal's times come from the same clock as the deposit the rule starts from.
 */
export async function validTurnover(db: Db, memberId: number, since: Date): Promise<bigint> {
  return new BetJournalRepository(db).stakedSince(memberId, since);
}
