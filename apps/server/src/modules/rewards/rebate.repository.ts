import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { BetCategory, RebateClaimsTable } from '../../db/schema.ts';

/**
 * Advisory lock spaces (the two-key form, apart from the ledger's one-key locks): a brand day, which
 * claims hold shared and the daily close's seal holds exclusive; and a member, whom one claim at a
 * time may hold.
 */
const DAY_LOCKS = 19_001;
const MEMBER_LOCKS = 19_002;

export type Claim = Selectable<RebateClaimsTable>;

export interface ClaimItem {
  category: BetCategory;
  validTurnover: bigint;
  rateBp: number;
  amount: bigint;
}

export interface NewClaim {
  brandId: number;
  memberId: number;
  day: string;
  requestId: string;
  currency: string;
  at: Date;
}

/** What a claim pays, worked out from what the member already claimed that day (read under the member's lock). */
export type ClaimCompute = (claimed: ReadonlyMap<BetCategory, bigint>) => { items: ClaimItem[]; formula: string } | null;

export type RecordOutcome = { claim: Claim; created: boolean } | { refused: 'sealed' | 'nothing' };

const claimColumns = ['id', 'brand_id', 'member_id', sql<string>`day::text`.as('day'), 'request_id', 'amount', 'currency', 'formula', 'status', 'posting_key', 'created_at', 'paid_at'] as const;

/** Owns `rebate_claims`, `rebate_claim_items` and `rebate_day_seals`. */
export class RebateRepository {
  constructor(private readonly db: Db) {}

  async findClaim(memberId: number, requestId: string): Promise<Claim | undefined> {
    return this.db.selectFrom('rebate_claims').select(claimColumns).where('member_id', '=', memberId).where('request_id', '=', requestId).executeTakeFirst();
  }

  /**
   * Records a claim, exactly once: under the brand day's lock (shared: claims of different members go
   * side by side) and the member's (exclusive: one claim of a member at a time, so two at once cannot
   * both see the same accrual). A day the daily close sealed takes no claim; a request id seen before
   * answers its claim; `compute` answering null (nothing accrued) records nothing.
   */
  recordClaim(c: NewClaim, compute: ClaimCompute): Promise<RecordOutcome> {
    return this.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock_shared(${DAY_LOCKS}::int, hashtext(${`${c.brandId}:${c.day}`}))`.execute(trx);
      await sql`select pg_advisory_xact_lock(${MEMBER_LOCKS}::int, ${c.memberId}::int)`.execute(trx);
      const existing = await trx.selectFrom('rebate_claims').select(claimColumns).where('member_id', '=', c.memberId).where('request_id', '=', c.requestId).executeTakeFirst();
      if (existing) return { claim: existing, created: false };
      const sealed = await trx.selectFrom('rebate_day_seals').select('day').where('brand_id', '=', c.brandId).where('day', '=', c.day).executeTakeFirst();
      if (sealed) return { refused: 'sealed' as const };
      const rows = await trx
        .selectFrom('rebate_claim_items')
        .select(['category', sql<string>`sum(amount)`.as('amount')])
        .where('member_id', '=', c.memberId)
        .where('day', '=', c.day)
        .groupBy('category')
        .execute();
      const result = compute(new Map(rows.map((r) => [r.category, BigInt(r.amount)])));
      const items = result?.items.filter((i) => i.amount > 0n) ?? [];
      if (!result || items.length === 0) return { refused: 'nothing' as const };
      const amount = items.reduce((s, i) => s + i.amount, 0n);
      const { id } = await trx
        .insertInto('rebate_claims')
        .values({
          brand_id: c.brandId,
          member_id: c.memberId,
          day: c.day,
          request_id: c.requestId,
          amount,
          currency: c.currency,
          formula: result.formula,
          // The ledger key it is paid under: fixed with the claim, so paying again (the job, a retry) pays once.
          posting_key: `rebate:claim:${c.memberId}:${c.requestId}`,
          created_at: c.at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('rebate_claim_items')
        .values(items.map((i) => ({ claim_id: id, brand_id: c.brandId, member_id: c.memberId, day: c.day, category: i.category, valid_turnover: i.validTurnover, rate_bp: i.rateBp, amount: i.amount })))
        .execute();
      const claim = await trx.selectFrom('rebate_claims').select(claimColumns).where('id', '=', id).executeTakeFirstOrThrow();
      return { claim, created: true };
    });
  }

  async markPaid(claimId: bigint, at: Date): Promise<void> {
    await this.db.updateTable('rebate_claims').set({ status: 'paid', paid_at: at }).where('id', '=', claimId).where('status', '=', 'pending').execute();
  }

  /** Claims recorded before an instant whose payment the ledger has not confirmed (a crash, a failed batch). */
  pendingClaims(before: Date, limit: number): Promise<Claim[]> {
    return this.db.selectFrom('rebate_claims').select(claimColumns).where('status', '=', 'pending').where('created_at', '<', before).orderBy('created_at').limit(limit).execute();
  }

  /** What a member claimed per category on a day. */
  async claimedOn(memberId: number, day: string): Promise<Map<BetCategory, bigint>> {
    const rows = await this.db
      .selectFrom('rebate_claim_items')
      .select(['category', sql<string>`sum(amount)`.as('amount')])
      .where('member_id', '=', memberId)
      .where('day', '=', day)
      .groupBy('category')
      .execute();
    return new Map(rows.map((r) => [r.category, BigInt(r.amount)]));
  }

  /** What some members claimed per day and category up to a day (inclusive), with the highest rate paid: what cashback paid for turnover later voided. */
  async claimsOfMembers(memberIds: number[], toDay: string) {
    if (memberIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('rebate_claim_items')
      .select(['member_id', sql<string>`day::text`.as('day'), 'category', sql<string>`sum(amount)::text`.as('amount'), sql<number>`max(rate_bp)`.as('rate_bp')])
      .where('member_id', 'in', memberIds)
      .where('day', '<=', toDay)
      .groupBy(['member_id', 'day', 'category'])
      .execute();
    return rows.map((r) => ({ memberId: r.member_id, day: r.day, category: r.category, amount: BigInt(r.amount), rateBp: Number(r.rate_bp) }));
  }

  /** What every member of a brand claimed per category on a day (for the daily close, after the seal). */
  dayClaims(brandId: number, day: string) {
    return this.db
      .selectFrom('rebate_claim_items')
      .select(['member_id', 'category', sql<string>`sum(amount)`.as('amount')])
      .where('brand_id', '=', brandId)
      .where('day', '=', day)
      .groupBy(['member_id', 'category'])
      .execute();
  }

  /**
   * Seals a brand day: no claim of it is taken afterwards. The exclusive lock waits for claims in
   * flight (they hold it shared) to commit, so once this returns every claim of the day is visible.
   */
  async seal(brandId: number, day: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${DAY_LOCKS}::int, hashtext(${`${brandId}:${day}`}))`.execute(trx);
      await trx.insertInto('rebate_day_seals').values({ brand_id: brandId, day }).onConflict((oc) => oc.columns(['brand_id', 'day']).doNothing()).execute();
    });
  }

  /** A member's claims, newest first. */
  memberClaims(memberId: number, limit: number, offset = 0): Promise<Claim[]> {
    return this.db.selectFrom('rebate_claims').select(claimColumns).where('member_id', '=', memberId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
  }

  async countMemberClaims(memberId: number): Promise<number> {
    const r = await this.db.selectFrom('rebate_claims').select(sql<string>`count(*)`.as('n')).where('member_id', '=', memberId).executeTakeFirstOrThrow();
    return Number(r.n);
  }

  /** The categories of some claims. */
  async claimItems(claimIds: bigint[]): Promise<Map<bigint, ClaimItem[]>> {
    const out = new Map<bigint, ClaimItem[]>();
    if (claimIds.length === 0) return out;
    const rows = await this.db.selectFrom('rebate_claim_items').select(['claim_id', 'category', 'valid_turnover', 'rate_bp', 'amount']).where('claim_id', 'in', claimIds).execute();
    for (const r of rows) {
      const list = out.get(r.claim_id) ?? [];
      list.push({ category: r.category, validTurnover: r.valid_turnover, rateBp: r.rate_bp, amount: r.amount });
      out.set(r.claim_id, list);
    }
    return out;
  }

  /** A member's claimed cashback per brand day and category, between two days (inclusive). */
  claimedBetween(memberId: number, fromDay: string, toDay: string, category?: BetCategory) {
    let q = this.db
      .selectFrom('rebate_claim_items')
      .select([sql<string>`day::text`.as('day'), 'category', sql<string>`sum(amount)`.as('amount')])
      .where('member_id', '=', memberId)
      .where('day', '>=', fromDay)
      .where('day', '<=', toDay);
    if (category) q = q.where('category', '=', category);
    return q.groupBy(['day', 'category']).execute();
  }
}
