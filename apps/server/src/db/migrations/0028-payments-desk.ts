import { sql, type Kysely } from 'kysely';

/**
 * The console's Payments section (issue 14):
 * - two-step approval: a brand's threshold (payment_settings; none = one step); a deposit or withdrawal at or
 *   above it takes a first approval (first_approved_by/at) and a second by another operator, which moves money;
 * - payment channels: a daily limit (the total a channel takes a brand-local day; null = none);
 * - bank cards: an operator may disable a card (withdrawals to it are refused; the member no longer sees it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table payment_settings (
      brand_id int primary key references brands(id),
      approval_threshold bigint check (approval_threshold > 0),
      updated_at timestamptz not null default now()
    )`,
    sql`alter table deposits add column first_approved_by int references operators(id), add column first_approved_at timestamptz`,
    sql`alter table withdrawals add column first_approved_by int references operators(id), add column first_approved_at timestamptz`,
    sql`alter table payment_channels add column daily_limit bigint check (daily_limit > 0)`,
    sql`alter table bank_cards add column disabled_at timestamptz, add column disabled_reason text`,
    sql`create index deposits_brand_status on deposits (brand_id, status, id desc)`,
    sql`create index deposits_channel_day on deposits (channel_id, created_at)`,
  ];
  for (const s of statements) await s.execute(db);
}
