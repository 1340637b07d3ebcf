import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * The ledger's invariants (wallet.md 1, 2, 3 and 8) as queries that list violations. Tests, the
 * crash test and the benchmark run them; an empty list means they hold.
 */
export async function ledgerViolations(db: Db): Promise<string[]> {
  const out: string[] = [];
  const currencies = await sql<{ currency: string; total: string }>`
    select a.currency, sum(e.amount)::text as total from ledger_entries e join ledger_accounts a on a.id = e.account_id
    group by a.currency having sum(e.amount) <> 0`.execute(db);
  for (const r of currencies.rows) out.push(`1: entries of ${r.currency} sum to ${r.total}`);

  const transfers = await sql<{ key: string }>`
    select transfer_key as key from ledger_entries group by transfer_key having sum(amount) <> 0 limit 10`.execute(db);
  for (const r of transfers.rows) out.push(`1: legs of ${r.key} do not sum to zero`);

  const accounts = await sql<{ id: string; balance: string; version: string; sum: string; n: string }>`
    select a.id::text, a.balance::text, a.version::text, coalesce(sum(e.amount), 0)::text as sum, count(e.id)::text as n
    from ledger_accounts a left join ledger_entries e on e.account_id = a.id
    where a.has_balance group by a.id
    having a.balance <> coalesce(sum(e.amount), 0) or a.version <> count(e.id) or a.balance < 0 limit 10`.execute(db);
  for (const r of accounts.rows) out.push(`2/3: account ${r.id} balance ${r.balance} version ${r.version}, entries sum ${r.sum} count ${r.n}`);

  const chain = await sql<{ id: string }>`
    select id::text from (
      select e.id, e.balance_after, e.account_version,
        sum(e.amount) over (partition by e.account_id order by e.id) as running,
        row_number() over (partition by e.account_id order by e.id) as nth
      from ledger_entries e join ledger_accounts a on a.id = e.account_id where a.has_balance
    ) x where balance_after <> running or account_version <> nth or balance_after < 0 limit 10`.execute(db);
  for (const r of chain.rows) out.push(`2: entry ${r.id} breaks its account's balance-after chain`);

  const snapshots = await sql<{ id: string }>`
    select s.account_id::text as id from ledger_snapshots s
    where s.balance <> (select coalesce(sum(amount), 0) from ledger_entries where account_id = s.account_id and id <= s.up_to_entry_id) limit 10`.execute(db);
  for (const r of snapshots.rows) out.push(`8: snapshot of account ${r.id} differs from its entries`);
  return out;
}

/**
 * The bet journal's rollups against the journal, for some members: per member, brand day and category,
 * what settled that day (stake, turnover, win, bets) and what was placed that day by status (the
 * `placed_*` columns the betting record's totals read). An empty list means they agree.
 */
export async function rollupViolations(db: Db, members: number[]): Promise<string[]> {
  const { rows } = await sql<{ member_id: number; day: string; category: string; j: string | null; r: string | null }>`
    with j as (
      select member_id, day, category, string_agg(part, ' ' order by part) as sums from (
        select member_id, settled_day as day, category, concat_ws('/', 'settled-on', sum(stake), sum(valid_turnover), sum(win), count(*)) as part
        from bet_journal where status = 'settled' and member_id = any(${members}) group by member_id, settled_day, category
        union all
        select member_id, placed_day, category, concat_ws('/', 'placed-' || status, count(*), sum(stake), case when status = 'settled' then sum(win) end)
        from bet_journal where member_id = any(${members}) group by member_id, placed_day, category, status
      ) p group by member_id, day, category
    ), r as (
      select member_id, day, category, string_agg(part, ' ' order by part) as sums from (
        select member_id, day, category, concat_ws('/', 'settled-on', stake, valid_turnover, win, bets) as part from bet_daily_rollups where member_id = any(${members}) and bets > 0
        union all select member_id, day, category, concat_ws('/', 'placed-open', placed_open_bets, placed_open_stake) from bet_daily_rollups where member_id = any(${members}) and placed_open_bets <> 0
        union all select member_id, day, category, concat_ws('/', 'placed-settled', placed_settled_bets, placed_settled_stake, placed_settled_win) from bet_daily_rollups where member_id = any(${members}) and placed_settled_bets <> 0
        union all select member_id, day, category, concat_ws('/', 'placed-void', placed_void_bets, placed_void_stake) from bet_daily_rollups where member_id = any(${members}) and placed_void_bets <> 0
        union all select member_id, day, category, concat_ws('/', 'placed-cancelled', placed_cancelled_bets, placed_cancelled_stake) from bet_daily_rollups where member_id = any(${members}) and placed_cancelled_bets <> 0
      ) p group by member_id, day, category
    )
    select coalesce(j.member_id, r.member_id) as member_id, coalesce(j.day, r.day)::text as day, coalesce(j.category, r.category) as category, j.sums as j, r.sums as r
    from j full join r on r.member_id = j.member_id and r.day = j.day and r.category = j.category
    where j.sums is distinct from r.sums`.execute(db);
  return rows.map((r) => `rollup of member ${r.member_id} on ${r.day} ${r.category}: journal ${r.j ?? 'none'}, rollup ${r.r ?? 'none'}`);
}

/**
 * The brand-day summaries the console reads (0029-reports.ts) against the journal they summarise: per brand, day,
 * category and vendor the settled bets' stake, win and count; per brand and day the members with a bet placed.
 */
export async function brandDayViolations(db: Db): Promise<string[]> {
  const { rows } = await sql<{ k: string; j: string | null; s: string | null }>`
    with j as (
      select concat_ws('/', brand_id, settled_day, category, vendor) as k, concat_ws('/', sum(stake), sum(win), count(*)) as v
      from bet_journal where status = 'settled' group by brand_id, settled_day, category, vendor
      union all
      select concat_ws('/', brand_id, placed_day, 'active'), count(distinct member_id)::text from bet_journal group by brand_id, placed_day
    ), s as (
      select concat_ws('/', brand_id, day, category, vendor) as k, concat_ws('/', sum(stake), sum(win), sum(bets)) as v
      from bet_brand_days group by brand_id, day, category, vendor having sum(stake) <> 0 or sum(win) <> 0 or sum(bets) <> 0
      union all
      select concat_ws('/', brand_id, day, 'active'), sum(active)::text from bet_brand_members group by brand_id, day
    )
    select coalesce(j.k, s.k) as k, j.v as j, s.v as s from j full join s on s.k = j.k where j.v is distinct from s.v`.execute(db);
  return rows.map((r) => `brand day ${r.k}: journal ${r.j ?? 'none'}, summary ${r.s ?? 'none'}`);
}
