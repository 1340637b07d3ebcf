import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { BetCategory } from '../../db/schema.ts';
import { customerTypes } from '@lotus/contract/account';

const trialType = customerTypes.trial;

/** One brand day's settled bets of a category (or of a category and vendor). */
export interface GgrRow {
  day: string;
  category: BetCategory;
  vendor: string | null;
  bets: number;
  stake: bigint;
  win: bigint;
}

/**
 * The business figures the console's Dashboard and Reports read from the wallet's tables (only modules/wallet
 * reads the ledger and the journal): settled bets per day and category or vendor, and members who bet per day, from
 * the brand-day summaries the journal's statements keep (a brand's 30 days are a few hundred rows, whatever the
 * number of bets or members); what the bonus account paid; members' balances.
 */
export class WalletFiguresRepository {
  constructor(private readonly db: Db) {}

  /** Settled bets per brand day and category (days inclusive), from the brand-day summaries. */
  categoryDays(brandId: number, fromDay: string, toDay: string): Promise<GgrRow[]> {
    return this.#brandDays(brandId, fromDay, toDay, false);
  }

  /** Settled bets per brand day, category and vendor (days inclusive), from the brand-day summaries. */
  vendorDays(brandId: number, fromDay: string, toDay: string): Promise<GgrRow[]> {
    return this.#brandDays(brandId, fromDay, toDay, true);
  }

  async #brandDays(brandId: number, fromDay: string, toDay: string, byVendor: boolean): Promise<GgrRow[]> {
    const rows = await this.db
      .selectFrom('bet_brand_days')
      .select([sql<string>`day::text`.as('day'), 'category', byVendor ? 'vendor' : sql<string | null>`null`.as('vendor'), sql<string>`sum(bets)`.as('bets'), sql<string>`sum(stake)`.as('stake'), sql<string>`sum(win)`.as('win')])
      .where('brand_id', '=', brandId)
      .where('day', '>=', fromDay)
      .where('day', '<=', toDay)
      .groupBy(byVendor ? ['day', 'category', 'vendor'] : ['day', 'category'])
      .having((eb) => eb.or([eb(eb.fn.sum('bets'), '<>', 0), eb(eb.fn.sum('stake'), '<>', 0), eb(eb.fn.sum('win'), '<>', 0)]))
      .orderBy('day')
      .orderBy('category')
      .$if(byVendor, (q) => q.orderBy('vendor'))
      .execute();
    return rows.map((r) => ({ day: r.day, category: r.category, vendor: r.vendor, bets: Number(r.bets), stake: BigInt(r.stake), win: BigInt(r.win) }));
  }

  /** Members with at least one bet placed on each brand day (whatever became of it), from the brand-day summaries. */
  async activeDays(brandId: number, fromDay: string, toDay: string): Promise<Map<string, number>> {
    const rows = await this.db
      .selectFrom('bet_brand_members')
      .select([sql<string>`day::text`.as('day'), sql<string>`sum(active)`.as('active')])
      .where('brand_id', '=', brandId)
      .where('day', '>=', fromDay)
      .where('day', '<=', toDay)
      .groupBy('day')
      .execute();
    return new Map(rows.map((r) => [r.day, Number(r.active)]));
  }

  /**
   * What the brand's bonus account paid members per brand day (bonuses and rebates; a clawback back into it
   * counts against its day), between two instants. The entries are found from the account's index, bounded
   * below by the first entry id of `from` (ids follow time; an hour earlier, as the ledger's own reads do).
   */
  async bonusDays(brandId: number, timeZone: string, from: Date, to: Date): Promise<Map<string, bigint>> {
    const accounts = await this.db
      .selectFrom('ledger_accounts')
      .select('id')
      .where('brand_id', '=', brandId)
      .where(sql<number>`coalesce(member_id, 0)`, '=', 0)
      .where('kind', '=', 'bonus')
      .execute();
    if (accounts.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('ledger_entries')
      .select([sql<string>`(created_at at time zone ${timeZone})::date::text`.as('day'), sql<string>`sum(-amount)`.as('paid')])
      .where(
        'account_id',
        'in',
        accounts.map((a) => a.id),
      )
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .groupBy(sql`1`)
      .execute();
    return new Map(rows.map((r) => [r.day, BigInt(r.paid)]));
  }

  /**
   * Members' main wallets of some brands (trial accounts' demo money left out), at least `min`, ordered by
   * balance or member id; with the count of every match.
   */
  async balances(f: { brandIds: number[]; min: bigint | null; sort: 'balance' | 'memberId'; order: 'asc' | 'desc' }, limit: number, offset: number) {
    if (f.brandIds.length === 0) return { rows: [], total: 0 };
    let q = this.db
      .selectFrom('ledger_accounts as a')
      .where('a.brand_id', 'in', f.brandIds)
      .where('a.kind', '=', 'main')
      .where('a.member_id', 'is not', null)
      // Demo money is no liability: trial accounts (members' type) are not counted.
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('members as m').select('m.id').whereRef('m.id', '=', 'a.member_id').where('m.customer_type', '=', trialType))));
    if (f.min !== null) q = q.where('a.balance', '>=', f.min);
    const [rows, count] = await Promise.all([
      q
        .select(['a.member_id', 'a.brand_id', 'a.balance', 'a.currency'])
        .orderBy(f.sort === 'balance' ? 'a.balance' : 'a.member_id', f.order)
        .orderBy('a.member_id', f.order)
        .limit(limit)
        .offset(offset)
        .execute(),
      q.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map((r) => ({ memberId: r.member_id!, brandId: r.brand_id, balance: r.balance ?? 0n, currency: r.currency.trim() })), total: Number(count.n) };
  }
}
