import { sql, type Kysely } from 'kysely';

/**
 * Cashback (issue 13's first scheme, modules/rewards): the claims members make of today's accrued
 * rebate, each with its amount per category, and the days the daily close has sealed (no claim for a
 * sealed day is taken, so a claim and the close never pay the same turnover). The daily close's own
 * payments are period engine lines (0018). Rates live in the brand's config (`rebate`): a fresh install's
 * seed writes the demo brand's; an existing install gets none here, since the daily close would then pay
 * the last week of real bets on an upgrade that nobody configured (an operator turns cashback on).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table rebate_claims (
      id bigint generated always as identity primary key,
      brand_id int not null references brands(id),
      member_id int not null references members(id),
      -- The brand day claimed: the day the claim was taken on.
      day date not null,
      -- The member's retry key: the same id answers the same claim.
      request_id uuid not null,
      amount bigint not null check (amount > 0),
      currency char(3) not null,
      formula text not null,
      -- pending: recorded, its payment not yet confirmed by the ledger (the job pays it under its key).
      status text not null default 'pending' check (status in ('pending', 'paid')),
      posting_key text not null unique,
      created_at timestamptz not null,
      paid_at timestamptz,
      unique (member_id, request_id)
    )`,
    sql`create index rebate_claims_member_created on rebate_claims (member_id, created_at desc)`,
    sql`create index rebate_claims_pending on rebate_claims (created_at) where status = 'pending'`,
    sql`create table rebate_claim_items (
      claim_id bigint not null references rebate_claims(id),
      brand_id int not null,
      member_id int not null,
      day date not null,
      category text not null check (category in ('LOTT', 'ELOTT', 'RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS')),
      -- The day's valid turnover and rate when claimed, and what this claim paid for the category.
      valid_turnover bigint not null,
      rate_bp int not null,
      amount bigint not null check (amount >= 0),
      primary key (claim_id, category)
    )`,
    sql`create index rebate_claim_items_member_day on rebate_claim_items (member_id, day)`,
    sql`create index rebate_claim_items_brand_day on rebate_claim_items (brand_id, day)`,
    sql`create table rebate_day_seals (
      brand_id int not null references brands(id),
      day date not null,
      sealed_at timestamptz not null default now(),
      primary key (brand_id, day)
    )`,
  ];
  for (const statement of statements) await statement.execute(db);
}
