import { sql, type Kysely } from 'kysely';

/**
 * Withdrawal requests per member and day (the brand's local day), counted by one conditional upsert so
 * parallel requests cannot all pass the brand's per-day limit. Filled from today's requests so the limit
 * holds across the upgrade.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table withdrawal_day_counts (
      member_id int not null references members(id),
      day date not null,
      used int not null check (used >= 0),
      primary key (member_id, day)
    )`,
    sql`insert into withdrawal_day_counts (member_id, day, used)
      select w.member_id, (w.created_at at time zone coalesce(b.config->>'timeZone', 'UTC'))::date as day, count(*)
      from withdrawals w join brands b on b.id = w.brand_id
      where w.created_at > now() - interval '2 days'
      group by 1, 2`,
  ];
  for (const statement of statements) await statement.execute(db);
}
