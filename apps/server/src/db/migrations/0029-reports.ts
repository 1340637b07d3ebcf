import { sql, type Kysely } from 'kysely';
import { journalApplyFunction, ledgerPostJournalFunction } from './bet-journal.sql.ts';

/**
 * The console's Dashboard and Reports (issue 14).
 * - Brand-day summaries kept by the journal's own statements (bet-journal.sql.ts), so in the transaction of the
 *   money: `bet_brand_days` per brand, day, category and vendor (settled stake, win, bets), and
 *   `bet_brand_members` per brand and day (members with a bet placed that day, deduplicated by
 *   `bet_member_days`). The Dashboard's 30 days read at most 30 x 8 x vendors x 16 slots rows per brand
 *   instead of every member's rollups, and GGR by vendor needs no index on the journal: the hot path writes one
 *   index entry fewer per bet. Rows are split into slots by the writing connection so that two writers never
 *   wait for each other on one summary row (readers sum the slots). An earlier draft kept them with statement
 *   triggers on the rollups; the wallet bench measured those, and their waits on one hot row, on every batch.
 * - Members by brand and registration time; approved deposits and paid withdrawals by brand and time; the
 *   queues by brand.
 */
/** The brand-day summaries of every journaled bet (for an upgrade, and how the console bench builds them). */
export const summariseJournal = [
  sql`insert into bet_brand_days (brand_id, day, category, vendor, slot, stake, win, bets)
    select brand_id, settled_day, category, vendor, 0, sum(stake), sum(win), count(*) from bet_journal where status = 'settled'
    group by brand_id, settled_day, category, vendor`,
  sql`insert into bet_member_days (member_id, day, brand_id) select distinct member_id, placed_day, brand_id from bet_journal`,
  sql`insert into bet_brand_members (brand_id, day, slot, active) select brand_id, day, 0, count(*) from bet_member_days group by brand_id, day`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table bet_brand_days (
      brand_id int not null,
      day date not null,
      category text not null,
      vendor text not null,
      slot smallint not null,
      stake bigint not null default 0,
      win bigint not null default 0,
      bets bigint not null default 0,
      primary key (brand_id, day, category, vendor, slot)
    )`,
    sql`create table bet_member_days (
      member_id int not null,
      day date not null,
      brand_id int not null,
      primary key (member_id, day)
    )`,
    sql`create table bet_brand_members (
      brand_id int not null,
      day date not null,
      slot smallint not null,
      active int not null default 0,
      primary key (brand_id, day, slot)
    )`,
    sql.raw(journalApplyFunction),
    sql.raw(ledgerPostJournalFunction),
    // What the journal already holds.
    ...summariseJournal,
    sql`create index members_brand_created on members (brand_id, created_at)`,
    sql`create index deposits_brand_approved on deposits (brand_id, decided_at) where status = 'approved'`,
    sql`create index withdrawals_brand_paid on withdrawals (brand_id, paid_at) where paid_at is not null`,
    sql`create index deposits_brand_pending on deposits (brand_id) where status = 'pending'`,
    sql`create index withdrawals_brand_pending on withdrawals (brand_id) where status = 'pending'`,
  ];
  for (const s of statements) await s.execute(db);
}
