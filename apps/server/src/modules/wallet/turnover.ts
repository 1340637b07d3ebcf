import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * Valid turnover: the one definition of "what a member has bet", read wherever a rule needs it
 * (the withdrawal turnover requirement today; rebates and rewards later).
 *
 * It is read from the ledger by transfer kind, so every product counts without being listed here, as
 * long as it follows the naming rule every product already uses:
 * - a stake is posted as `bet` (seamless vendors, the house studio) or `<product>.bet` (`lottery.bet`);
 * - money given back for a stake that never played is posted as `rollback`, `<product>.rollback`,
 *   `<product>.cancel` or `<product>.void` (a vendor's rollback, a cancelled lottery sub-order, a voided
 *   issue). Those are subtracted: a stake that was refunded was not turnover.
 * Wins and payouts are not turnover. Demo money never counts: trial accounts (customer type 4) have none.
 */
export const stakeKind = sql<boolean>`(t.kind = 'bet' or t.kind like '%.bet')`;
export const stakeRefundKind = sql<boolean>`(t.kind = 'rollback' or t.kind like '%.rollback' or t.kind like '%.cancel' or t.kind like '%.void')`;

/**
 * A member's valid turnover since an instant: stakes on every product and wallet, less the stakes
 * refunded in the same window, never below zero (a refund of a stake made before `since` cannot make
 * the total negative).
 */
export async function validTurnover(db: Db, memberId: number, since: Date): Promise<bigint> {
  const { rows } = await sql<{ total: string }>`
    select coalesce(-sum(e.amount), 0)::text as total
    from ledger_entries e
    join ledger_accounts a on a.id = e.account_id
    join ledger_transfers t on t.key = e.transfer_key
    join members m on m.id = a.member_id
    where a.member_id = ${memberId} and m.customer_type <> 4
      and e.created_at >= ${since}
      and (${stakeKind} or ${stakeRefundKind})`.execute(db);
  const total = BigInt(rows[0]?.total ?? '0');
  return total > 0n ? total : 0n;
}
