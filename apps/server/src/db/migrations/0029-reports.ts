import { sql, type Kysely } from 'kysely';

/**
 * The console's Dashboard and Reports (issue 14).
 * - Brand-day summaries of the daily rollups, kept by triggers on `bet_daily_rollups` in the statement that
 *   changes a rollup (so in its transaction, exactly like the rollups): `bet_brand_days` per brand, day and
 *   category (settled stake, win, bets), and `bet_brand_members` per brand and day (members with a bet placed
 *   that day, from `bet_member_days`: a member-day is active once a rollup of it counts a placed bet; placed
 *   counts only move between statuses, so it never becomes inactive). The Dashboard's 30 days read at most
 *   30 x 8 + 30 rows per brand instead of every member's rollups. The writer posts one batch at a time, so a
 *   summary row is written once per batch, not once per bet.
 * - Settled bets by brand, day, category and vendor, covering stake and win (the GGR-by-vendor report reads
 *   only this index; rollups carry no vendor).
 * - Members by brand and registration time; approved deposits and paid withdrawals by brand and time; the
 *   queues by brand.
 */
const placed = (r: string) => `(${r}.placed_open_bets + ${r}.placed_settled_bets + ${r}.placed_void_bets + ${r}.placed_cancelled_bets)`;

const activeFrom = (rows: string) => `
  with m as (
    insert into bet_member_days (member_id, day, brand_id)
      select distinct member_id, day, brand_id from ${rows} n where ${placed('n')} > 0 order by member_id, day
      on conflict do nothing
      returning brand_id, day
  )
  insert into bet_brand_members as b (brand_id, day, active)
    select brand_id, day, count(*) from m group by brand_id, day order by brand_id, day
    on conflict (brand_id, day) do update set active = b.active + excluded.active`;

const addDays = `on conflict (brand_id, day, category) do update set stake = b.stake + excluded.stake, win = b.win + excluded.win, bets = b.bets + excluded.bets`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table bet_brand_days (
      brand_id int not null,
      day date not null,
      category text not null,
      stake bigint not null default 0,
      win bigint not null default 0,
      bets bigint not null default 0,
      primary key (brand_id, day, category)
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
      active int not null default 0,
      primary key (brand_id, day)
    )`,
    sql.raw(`create function bet_rollups_inserted() returns trigger language plpgsql as $fn$
      begin
        insert into bet_brand_days as b (brand_id, day, category, stake, win, bets)
          select brand_id, day, category, sum(stake), sum(win), sum(bets) from new_rows
          group by brand_id, day, category having sum(stake) <> 0 or sum(win) <> 0 or sum(bets) <> 0 order by brand_id, day, category
          ${addDays};
        ${activeFrom('new_rows')};
        return null;
      end $fn$`),
    sql.raw(`create function bet_rollups_updated() returns trigger language plpgsql as $fn$
      begin
        insert into bet_brand_days as b (brand_id, day, category, stake, win, bets)
          select n.brand_id, n.day, n.category, sum(n.stake - o.stake), sum(n.win - o.win), sum(n.bets - o.bets)
          from new_rows n join old_rows o on o.member_id = n.member_id and o.day = n.day and o.category = n.category
          group by n.brand_id, n.day, n.category having sum(n.stake - o.stake) <> 0 or sum(n.win - o.win) <> 0 or sum(n.bets - o.bets) <> 0
          order by n.brand_id, n.day, n.category
          ${addDays};
        ${activeFrom('new_rows')};
        return null;
      end $fn$`),
    sql`create trigger bet_rollups_brand_days_insert after insert on bet_daily_rollups referencing new table as new_rows for each statement execute function bet_rollups_inserted()`,
    sql`create trigger bet_rollups_brand_days_update after update on bet_daily_rollups referencing old table as old_rows new table as new_rows for each statement execute function bet_rollups_updated()`,
    // What the rollups already hold.
    sql`insert into bet_brand_days (brand_id, day, category, stake, win, bets)
      select brand_id, day, category, sum(stake), sum(win), sum(bets) from bet_daily_rollups group by brand_id, day, category`,
    sql.raw(`insert into bet_member_days (member_id, day, brand_id) select distinct member_id, day, brand_id from bet_daily_rollups r where ${placed('r')} > 0`),
    sql`insert into bet_brand_members (brand_id, day, active) select brand_id, day, count(*) from bet_member_days group by brand_id, day`,
    sql`create index bet_journal_brand_settled on bet_journal (brand_id, settled_day, category, vendor) include (stake, win) where status = 'settled'`,
    sql`create index members_brand_created on members (brand_id, created_at)`,
    sql`create index deposits_brand_approved on deposits (brand_id, decided_at) where status = 'approved'`,
    sql`create index withdrawals_brand_paid on withdrawals (brand_id, paid_at) where paid_at is not null`,
    sql`create index deposits_brand_pending on deposits (brand_id) where status = 'pending'`,
    sql`create index withdrawals_brand_pending on withdrawals (brand_id) where status = 'pending'`,
  ];
  for (const s of statements) await s.execute(db);
}
