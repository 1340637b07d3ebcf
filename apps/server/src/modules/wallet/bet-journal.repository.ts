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

/** The record's filter by brand days (inclusive), as its totals are kept. */
export interface BetDaysFilter {
  memberId: number;
  brandId: number;
  fromDay: string;
  toDay: string;
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

/**
 * What the rollups' `placed_*` columns give for a status filter: count, stake, valid turnover and win of
 * the bets placed on a day. Only settled bets have turnover and a win (only settlement pays).
 */
const placedSums = {
  all: {
    bets: 'placed_open_bets + placed_settled_bets + placed_void_bets + placed_cancelled_bets',
    stake: 'placed_open_stake + placed_settled_stake + placed_void_stake + placed_cancelled_stake',
    valid: 'placed_settled_stake',
    win: 'placed_settled_win',
  },
  open: { bets: 'placed_open_bets', stake: 'placed_open_stake', valid: '0', win: '0' },
  settled: { bets: 'placed_settled_bets', stake: 'placed_settled_stake', valid: 'placed_settled_stake', win: 'placed_settled_win' },
  void: { bets: 'placed_void_bets', stake: 'placed_void_stake', valid: '0', win: '0' },
  cancelled: { bets: 'placed_cancelled_bets', stake: 'placed_cancelled_stake', valid: '0', win: '0' },
} as const satisfies Record<BetStatus | 'all', Record<string, string>>;

/** The bet journal's reads (its writes are `journal_apply`, called by the ledger writer with the money). */
export class BetJournalRepository {
  constructor(private readonly db: Db) {}

  /**
   * A page of a member's bets placed in [from, to), newest first. The page's keys are found in the
   * member's index alone (filters and order included, `bet_journal_member_page`), then only its rows are
   * read: a rare category or a deep page skips rows without reading them from the table.
   */
  page(f: BetFilter, limit: number, offset: number) {
    let keys = this.db.selectFrom('bet_journal').select('source_key').where('member_id', '=', f.memberId).where('brand_id', '=', f.brandId).where('placed_at', '>=', f.from).where('placed_at', '<', f.to);
    if (f.category) keys = keys.where('category', '=', f.category);
    if (f.status) keys = keys.where('status', '=', f.status);
    keys = keys.orderBy('placed_at', 'desc').orderBy('source_key', 'desc').limit(limit).offset(offset);
    return this.db.selectFrom('bet_journal').selectAll().where('source_key', 'in', keys).orderBy('placed_at', 'desc').orderBy('source_key', 'desc').execute();
  }

  /**
   * Per brand day the bets were placed on (newest first; days without any left out), the count and sums
   * of those a filter selects, from the rollups: at most 93 days x 8 categories of rows, whatever the
   * number of bets. Profit is win less valid turnover (a settled bet's turnover is its stake).
   */
  async placedDays(f: BetDaysFilter): Promise<(BetTotals & { day: string })[]> {
    const sums = placedSums[f.status ?? 'all'];
    let q = this.db
      .selectFrom('bet_daily_rollups')
      .select([
        sql<string>`day::text`.as('day'),
        sql<string>`sum(${sql.raw(sums.bets)})`.as('bets'),
        sql<string>`sum(${sql.raw(sums.stake)})`.as('stake'),
        sql<string>`sum(${sql.raw(sums.valid)})`.as('valid'),
        sql<string>`sum(${sql.raw(sums.win)})`.as('win'),
      ])
      .where('member_id', '=', f.memberId)
      .where('brand_id', '=', f.brandId)
      .where('day', '>=', f.fromDay)
      .where('day', '<=', f.toDay);
    if (f.category) q = q.where('category', '=', f.category);
    const rows = await q.groupBy('day').having(sql`sum(${sql.raw(sums.bets)})`, '>', 0).orderBy('day', 'desc').execute();
    return rows.map((r) => {
      const [validTurnover, win] = [BigInt(r.valid), BigInt(r.win)];
      return { day: r.day, bets: Number(r.bets), stake: BigInt(r.stake), validTurnover, win, profit: win - validTurnover };
    });
  }

  /** A member's daily rollups between two brand days (inclusive), newest first. */
  rollups(memberId: number, brandId: number, fromDay: string, toDay: string, category?: BetCategory) {
    let q = this.db
      .selectFrom('bet_daily_rollups')
      .select([sql<string>`day::text`.as('day'), 'category', 'bets', 'stake', 'valid_turnover', 'win'])
      .where('member_id', '=', memberId)
      .where('brand_id', '=', brandId)
      .where('day', '>=', fromDay)
      .where('day', '<=', toDay)
      // Rows that only count bets placed that day (still open, say) settled nothing on it.
      .where('bets', '>', 0);
    if (category) q = q.where('category', '=', category);
    return q.orderBy('day', 'desc').orderBy('category').execute();
  }

  /**
   * The days on which some of a member's settled turnover was later voided, up to a brand day (inclusive), with
   * the valid turnover each (day, category) has now: where cashback may have been paid on turnover that is gone.
   * Every member of the brand with such a day, in one statement (voids of settled bets are rare).
   */
  async reversedDays(brandId: number, toDay: string, memberIds?: number[]): Promise<{ memberId: number; day: string; category: BetCategory; validTurnover: bigint }[]> {
    if (memberIds?.length === 0) return [];
    let pairs = this.db.selectFrom('bet_turnover_reversals').select(['member_id', 'day', 'category']).distinct().where('brand_id', '=', brandId).where('day', '<=', toDay);
    if (memberIds) pairs = pairs.where('member_id', 'in', memberIds);
    const rows = await this.db
      .selectFrom(pairs.as('p'))
      .leftJoin('bet_daily_rollups as r', (j) => j.onRef('r.member_id', '=', 'p.member_id').onRef('r.day', '=', 'p.day').onRef('r.category', '=', 'p.category'))
      .select(['p.member_id', sql<string>`p.day::text`.as('day'), 'p.category', sql<string>`coalesce(r.valid_turnover, 0)::text`.as('valid_turnover')])
      .orderBy('p.member_id')
      .orderBy('p.day')
      .orderBy('p.category')
      .execute();
    return rows.map((r) => ({ memberId: r.member_id, day: r.day, category: r.category, validTurnover: BigInt(r.valid_turnover) }));
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
