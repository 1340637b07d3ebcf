import { sql, type Kysely } from 'kysely';
import { ledgerPostFunction } from './ledger-post.sql.ts';

/**
 * The double-entry ledger of wallet.md: accounts, transfers keyed by idempotency key, append-only
 * entries, system-account snapshots, and `ledger_post`, which posts a whole batch in one statement.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table ledger_accounts (
      id bigint generated always as identity primary key,
      brand_id int not null references brands(id),
      member_id int references members(id),
      kind text not null,
      currency char(3) not null,
      -- Member accounts keep a balance row; busy system accounts (house, cash in/out) do not: their
      -- balance is the sum of their entries, rolled up into snapshots, so no hot row serialises bets.
      has_balance boolean not null,
      balance bigint,
      version bigint not null default 0,
      created_at timestamptz not null default now(),
      check ((has_balance and balance is not null and balance >= 0) or (not has_balance and balance is null))
    )`,
    sql`create unique index ledger_accounts_owner on ledger_accounts (brand_id, coalesce(member_id, 0), kind, currency)`,
    sql`create table ledger_transfers (
      key text primary key,
      kind text not null,
      request_hash text not null,
      status text not null check (status in ('posted', 'rejected', 'pending', 'voided', 'tombstone')),
      currency char(3) not null,
      amount bigint not null,
      reference jsonb not null default '{}',
      result jsonb not null,
      created_at timestamptz not null default now()
    )`,
    sql`create table ledger_entries (
      id bigint generated always as identity primary key,
      -- No foreign keys here: ledger_post is the only writer and checks both; a per-row key check
      -- (and its lock on the account row) would cost more than the rest of a bet.
      transfer_key text not null,
      account_id bigint not null,
      amount bigint not null check (amount <> 0),
      balance_after bigint,
      account_version bigint,
      created_at timestamptz not null default now()
    )`,
    sql`create index ledger_entries_account on ledger_entries (account_id, id)`,
    sql`create table ledger_rounds (
      round_key text primary key,
      live_bets int not null check (live_bets >= 0),
      has_win boolean not null,
      bet_total bigint not null,
      win_total bigint not null,
      refund_total bigint not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`,
    sql`create table ledger_snapshots (
      account_id bigint not null references ledger_accounts(id),
      up_to_entry_id bigint not null,
      balance bigint not null,
      created_at timestamptz not null default now(),
      primary key (account_id, up_to_entry_id)
    )`,
    // Entries are facts: nothing may change or remove one (wallet.md invariant 9).
    sql`create function ledger_entries_immutable() returns trigger language plpgsql as $$
      begin
        raise exception 'ledger entries are append-only' using errcode = 'P0001';
      end $$`,
    sql`create trigger ledger_entries_no_update before update or delete on ledger_entries for each row execute function ledger_entries_immutable()`,
    sql`create trigger ledger_entries_no_truncate before truncate on ledger_entries for each statement execute function ledger_entries_immutable()`,
    sql.raw(ledgerPostFunction),
  ];
  for (const s of statements) await s.execute(db);
}
