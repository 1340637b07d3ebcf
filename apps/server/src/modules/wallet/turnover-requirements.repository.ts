import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { TurnoverSource } from '../../db/schema.ts';

export interface NewRequirement {
  brandId: number;
  memberId: number;
  sourceKey: string;
  sourceHash: string;
  source: TurnoverSource;
  currency: string;
  baseAmount: bigint;
  multiple: number | null;
  required: bigint;
  ref: Record<string, unknown>;
}

/** The turnover_requirements table, and the member's all-time valid turnover it is measured against. */
export class TurnoverRequirementsRepository {
  constructor(private readonly db: Db) {}

  /** The member's valid turnover of all time: the sum of the journal's rollups (settled bets only). */
  async turnoverToDate(memberId: number): Promise<bigint> {
    const row = await this.db.selectFrom('bet_daily_rollups').select(sql<string>`coalesce(sum(valid_turnover), 0)`.as('t')).where('member_id', '=', memberId).executeTakeFirstOrThrow();
    return BigInt(row.t);
  }

  /** Writes a requirement once per source key (a retried movement writes none more). */
  async insert(r: NewRequirement, startTurnover: bigint): Promise<void> {
    await this.db
      .insertInto('turnover_requirements')
      .values({
        brand_id: r.brandId,
        member_id: r.memberId,
        source_key: r.sourceKey,
        source_hash: r.sourceHash,
        source: r.source,
        currency: r.currency,
        base_amount: r.baseAmount,
        multiple: r.multiple === null ? null : r.multiple.toFixed(2),
        required: r.required,
        start_turnover: startTurnover,
        ref: JSON.stringify(r.ref),
      })
      .onConflict((oc) => oc.column('source_key').doNothing())
      .execute();
  }

  /**
   * The member's requirements whose movement posted (a requirement written for a movement that was
   * refused, never reached the ledger, or was a retry of its key asking for something else, binds nothing), oldest first: the order turnover meets them in.
   */
  live(memberId: number) {
    return this.db
      .selectFrom('turnover_requirements as r')
      .innerJoin('ledger_transfers as t', (j) => j.onRef('t.key', '=', 'r.source_key').onRef('t.request_hash', '=', 'r.source_hash').on('t.status', '=', 'posted'))
      .selectAll('r')
      .where('r.member_id', '=', memberId)
      .orderBy('r.id')
      .execute();
  }

  /** Records that requirements were met (kept for the record; progress is derived either way). */
  async markMet(ids: bigint[], at: Date): Promise<void> {
    if (ids.length === 0) return;
    await this.db.updateTable('turnover_requirements').set({ status: 'met', closed_at: at }).where('id', 'in', ids).where('status', '=', 'open').execute();
  }

  /** An operator lifts an open requirement; null when there is none such (unknown, another brand's, or already closed). */
  async waive(id: bigint, brandId: number | null, operatorId: number, at: Date) {
    let q = this.db.updateTable('turnover_requirements').set({ status: 'waived', closed_at: at, closed_by: operatorId }).where('id', '=', id).where('status', '=', 'open');
    if (brandId !== null) q = q.where('brand_id', '=', brandId);
    return (await q.returning(['member_id', 'brand_id', 'required']).executeTakeFirst()) ?? null;
  }
}
