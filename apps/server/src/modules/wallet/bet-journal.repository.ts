import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { BetCategory, BetStatus } from '../../db/schema.ts';

export interface BetFilter {
  memberId: number;
  brandId: number;
  /** Placed at or after. */
  from: Date;
  /** Placed before. */
  to: Date;
  category?: BetCategory;
  status?: BetStatus;
}

export interface BetTotals {
  bets: number;
  stake: bigint;
  validTurnover: bigint;
  win: bigint;
  profit: bigint;
}

/** The bet journal's reads (its writes are `journal_apply`, called by the ledger writer with the money). */
export class BetJournalRepository {
  constructor(private readonly db: Db) {}

  #where(f: BetFilter) {
    let q = this.db.selectFrom('bet_journal').where('member_id', '=', f.memberId).where('brand_id', '=', f.brandId).where('placed_at', '>=', f.from).where('placed_at', '<', f.to);
    if (f.category) q = q.where('category', '=', f.category);
    if (f.status) q = q.where('status', '=', f.status);
    return q;
  }

  /**
   * A page of a member's bets, newest first. The page's keys are found in the member's index alone
   * (filters and order included, `bet_journal_member_record`), then only its rows are read: a rare
   * category or a deep page skips thousands of rows without reading them from the table.
   */
  page(f: BetFilter, limit: number, offset: number) {
    const keys = this.#where(f).select('source_key').orderBy('placed_at', 'desc').orderBy('source_key', 'desc').limit(limit).offset(offset);
    return this.db.selectFrom('bet_journal').selectAll().where('source_key', 'in', keys).orderBy('placed_at', 'desc').orderBy('source_key', 'desc').execute();
  }

  /**
   * Count and sums of the bets a filter selects; profit counts settled bets only. It is win less valid
   * turnover: a settled bet's turnover is its stake, and a bet that is not settled has neither turnover
   * nor win (only settlement pays), so no per-row test is needed over up to 100,000 rows.
   */
  async totals(f: BetFilter): Promise<BetTotals> {
    const r = await this.#where(f)
      .select([sql<string>`count(*)`.as('bets'), sql<string>`coalesce(sum(stake), 0)`.as('stake'), sql<string>`coalesce(sum(valid_turnover), 0)`.as('valid'), sql<string>`coalesce(sum(win), 0)`.as('win')])
      .executeTakeFirstOrThrow();
    const [validTurnover, win] = [BigInt(r.valid), BigInt(r.win)];
    return { bets: Number(r.bets), stake: BigInt(r.stake), validTurnover, win, profit: win - validTurnover };
  }

  /** A member's daily rollups between two brand days (inclusive), newest first. */
  rollups(memberId: number, brandId: number, fromDay: string, toDay: string, category?: BetCategory) {
    let q = this.db
      .selectFrom('bet_daily_rollups')
      .select([sql<string>`day::text`.as('day'), 'category', 'bets', 'stake', 'valid_turnover', 'win'])
      .where('member_id', '=', memberId)
      .where('brand_id', '=', brandId)
      .where('day', '>=', fromDay)
      .where('day', '<=', toDay);
    if (category) q = q.where('category', '=', category);
    return q.orderBy('day', 'desc').orderBy('category').execute();
  }

  /**
   * Every member's valid turnover per category on one brand day (rollups with some): what a daily
   * scheme (cashback) pays on, read in one statement from the (brand, day) index.
   */
  dayTurnover(brandId: number, day: string) {
    return this.db
      .selectFrom('bet_daily_rollups')
      .select(['member_id', 'category', 'valid_turnover'])
      .where('brand_id', '=', brandId)
      .where('day', '=', day)
      .where('valid_turnover', '>', 0n)
      .execute();
  }
}
