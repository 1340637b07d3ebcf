import { sql, type Kysely } from 'kysely';
import { journalApplyFunction, ledgerPostJournalFunction } from './bet-journal.sql.ts';

/**
 * One journal of bets for every product (issue 13), written with the money by `ledger_post_journal`,
 * and its per-member, per-day, per-category rollups, which reports, rebates and agents read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table bet_journal (
      -- The bet's own idempotency key (the stake's ledger key, or the stake's key and a sub-bet). It is
      -- the key: one index fewer on the hot path than an id beside it.
      source_key text primary key,
      brand_id int not null,
      member_id int not null,
      category text not null check (category in ('LOTT', 'ELOTT', 'RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS')),
      vendor text not null,
      game text not null,
      currency char(3) not null,
      stake bigint not null check (stake >= 0),
      -- Valid turnover: the stake once settled; zero while open and for void or cancelled bets.
      valid_turnover bigint not null default 0,
      win bigint not null default 0,
      status text not null check (status in ('open', 'settled', 'void', 'cancelled')),
      placed_at timestamptz not null,
      settled_at timestamptz,
      -- The brand's calendar day the bet settled on: the rollup row it counts in.
      settled_day date,
      -- A vendor's game round: a win settles the round's bets (it names the round, not a bet).
      round_key text,
      ref jsonb not null default '{}'
    )`,
    sql`create index bet_journal_member_placed on bet_journal (member_id, placed_at desc)`,
    sql`create index bet_journal_round on bet_journal (round_key) where round_key is not null`,
    sql`create table bet_daily_rollups (
      brand_id int not null,
      member_id int not null,
      day date not null,
      category text not null,
      currency char(3) not null,
      stake bigint not null default 0,
      valid_turnover bigint not null default 0,
      win bigint not null default 0,
      bets int not null default 0,
      updated_at timestamptz not null default now(),
      primary key (member_id, day, category)
    )`,
    sql`create index bet_daily_rollups_brand_day on bet_daily_rollups (brand_id, day)`,
    sql.raw(journalApplyFunction),
    sql.raw(ledgerPostJournalFunction),
  ];
  for (const statement of statements) await statement.execute(db);
}
