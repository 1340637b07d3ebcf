/**
 * The bet journal's SQL (wallet.md, issue 13): `journal_apply(ops)` applies bet-level operations other than opening a bet, and
 * `ledger_post_journal(...)` posts a ledger batch and, in the same statement (so the same transaction),
 * applies the journal operations of the movements that posted now (not repeats, not refusals), plus
 * operations that carry no money (a lost bet settling at zero). A bet is journaled with its money,
 * exactly once.
 *
 * Operations (applied in this order whatever their order in the batch):
 * - `open` (typed arrays, the hot path) {key, brand, member, category, vendor, game, currency, stake, at, day, round, ref}:
 *   a bet row, status open, placed on brand day `day`; a repeat of the key does nothing. (Trial accounts'
 *   bets are never sent: the wallet commands leave them out, which spares every bet a read of its member here.)
 *   With {w win} the bet was decided when placed (a house round that lost): it is written settled and
 *   counted at once, on the day it was placed, one row write instead of two.
 * - `settle` {k, w win, at, d day}: an open bet becomes settled (valid turnover = stake) on brand day `d`,
 *   and its day's rollup gains the stake, turnover, win and one bet; a settled bet's later win (a vendor
 *   paying a round in parts) adds only the win, to the same day. Void or cancelled bets are not touched.
 * - `settle_round` {rd round, w, at, d}: a vendor's win names its round: every open bet of the round
 *   settles, and the win goes to the round's first bet (so the journal's wins add up to what was paid).
 * - `void` / `cancel` {k, at}: an open bet ends with no turnover (voided by the house or a vendor's
 *   rollback; cancelled by the member). A settled bet that won nothing may still be voided (a vendor rolls
 *   back the stake of a round that closed with the bet): it leaves the rollup of the day it settled on,
 *   and `bet_turnover_reversals` records that (member, day, category and stake) for cashback.
 *   A bet that won is final here (the ledger refuses a rollback after a win).
 *
 * Rollups are per member, brand day (the brand's time zone, computed by the caller) and category, and
 * hold two things of that day: what settled on it (stake, valid_turnover, win, bets: what the P&L,
 * cashback and turnover requirements read), and what was placed on it, by status (`placed_*`: what the
 * betting record's totals read, so they sum at most 92 days x 8 categories of rows instead of up to
 * 100,000 bets). A bet decided when placed counts in both on one row; an open bet moves between the
 * `placed_*` statuses of its day as it ends.
 */

/** Adds a batch's rows to the rollups (columns not inserted are 0, so adding every column is right for each writer). */
const addToRollups = `on conflict (member_id, day, category) do update set
    stake = r.stake + excluded.stake, valid_turnover = r.valid_turnover + excluded.valid_turnover,
    win = r.win + excluded.win, bets = r.bets + excluded.bets,
    placed_open_bets = r.placed_open_bets + excluded.placed_open_bets, placed_open_stake = r.placed_open_stake + excluded.placed_open_stake,
    placed_settled_bets = r.placed_settled_bets + excluded.placed_settled_bets, placed_settled_stake = r.placed_settled_stake + excluded.placed_settled_stake,
    placed_settled_win = r.placed_settled_win + excluded.placed_settled_win,
    placed_void_bets = r.placed_void_bets + excluded.placed_void_bets, placed_void_stake = r.placed_void_stake + excluded.placed_void_stake,
    placed_cancelled_bets = r.placed_cancelled_bets + excluded.placed_cancelled_bets, placed_cancelled_stake = r.placed_cancelled_stake + excluded.placed_cancelled_stake,
    updated_at = now()`;

/**
 * The brand-day summaries the console's Dashboard and Reports read (0029-reports.ts), kept by the same statements
 * as the rollups: `bet_brand_days` (settled stake, win and bets per brand, day, category and vendor) and
 * `bet_brand_members` (members with a bet placed that day, deduplicated by `bet_member_days`). Both are split
 * into slots by the writing connection (`pg_backend_pid() % 16`): every batch adds to the same few rows, and
 * two writers adding to one row would wait for each other's commit; readers sum the slots.
 */
const summarySlot = '(pg_backend_pid() % 16)::smallint';
/** Adds settled deltas (columns brand_id, day, category, vendor, stake, win, bets of `rows`) to the brand days. */
const addToBrandDays = (rows: string) => `insert into bet_brand_days as b (brand_id, day, category, vendor, slot, stake, win, bets)
      select brand_id, day, category, vendor, ${summarySlot}, sum(stake), sum(win), sum(bets) from ${rows}
      group by brand_id, day, category, vendor having sum(stake) <> 0 or sum(win) <> 0 or sum(bets) <> 0
      order by brand_id, day, category, vendor
      on conflict (brand_id, day, category, vendor, slot) do update set stake = b.stake + excluded.stake, win = b.win + excluded.win, bets = b.bets + excluded.bets`;

export const journalApplyFunction = `
create or replace function journal_apply(p_ops jsonb) returns void language plpgsql
set plan_cache_mode = force_custom_plan
as $fn$
declare
  has_settle boolean;
  has_end boolean;
begin
  if p_ops is null or jsonb_array_length(p_ops) = 0 then return; end if;
  select coalesce(bool_or(o->>'o' in ('settle', 'settle_round')), false), coalesce(bool_or(o->>'o' in ('void', 'cancel')), false)
    into has_settle, has_end from jsonb_array_elements(p_ops) o;

  if has_settle then
    with ops as (
      select * from jsonb_to_recordset(p_ops) as x(o text, k text, rd text, w bigint, at timestamptz, d date) where x.o in ('settle', 'settle_round')
    ), rounds as (
      select rd, sum(w)::bigint as w, max(at) as at, max(d) as d from ops where o = 'settle_round' group by rd
    ), round_bets as (
      select j.source_key as k, case when row_number() over (partition by r.rd order by j.placed_at, j.source_key) = 1 then r.w else 0 end as w, r.at, r.d
      from rounds r join bet_journal j on j.round_key = r.rd and j.status in ('open', 'settled')
    ), x as (
      select k, sum(w)::bigint as w, max(at) as at, max(d) as d
      from (select k, w, at, d from ops where o = 'settle' union all select k, w, at, d from round_bets) u group by k
    ), old as (
      select j.source_key, j.status, x.w, x.at, x.d from bet_journal j join x on j.source_key = x.k
      where j.status in ('open', 'settled') order by j.source_key for update of j
    ), upd as (
      update bet_journal j set win = j.win + old.w, status = 'settled', valid_turnover = j.stake,
        settled_at = coalesce(j.settled_at, old.at), settled_day = coalesce(j.settled_day, old.d)
      from old where j.source_key = old.source_key
      returning j.brand_id, j.member_id, j.settled_day, j.placed_day, j.category, j.vendor, j.currency,
        case when old.status = 'open' then j.stake else 0 end as st, old.w as w, case when old.status = 'open' then 1 else 0 end as n
    ), deltas as (
      -- The day it settled on gains the bet; the day it was placed on moves it from open to settled.
      select brand_id, member_id, settled_day as day, category, currency, st as stake, w as win, n as bets,
        0 as open_n, 0::bigint as open_s, 0 as settled_n, 0::bigint as settled_s, 0::bigint as settled_w from upd
      union all
      select brand_id, member_id, placed_day, category, currency, 0, 0, 0, -n, -st, n, st, w from upd
    ), rollups as (
      insert into bet_daily_rollups as r (brand_id, member_id, day, category, currency, stake, valid_turnover, win, bets,
          placed_open_bets, placed_open_stake, placed_settled_bets, placed_settled_stake, placed_settled_win)
        select brand_id, member_id, day, category, min(currency), sum(stake), sum(stake), sum(win), sum(bets),
          sum(open_n), sum(open_s), sum(settled_n), sum(settled_s), sum(settled_w)
        from deltas group by brand_id, member_id, day, category
        order by member_id, day, category
        ${addToRollups}
    ), settled as (
      select brand_id, settled_day as day, category, vendor, st as stake, w as win, n as bets from upd
    )
    ${addToBrandDays('settled')};
  end if;

  if has_end then
    with x as (
      select distinct on (k) k, o, at from jsonb_to_recordset(p_ops) as y(o text, k text, at timestamptz) where o in ('void', 'cancel') order by k
    ), old as (
      -- A settled bet that won nothing can still be voided: a vendor rolls back the stake of a round that
      -- closed with it (no win came); what settled leaves that day's rollup.
      select j.source_key, j.status, j.settled_day, x.o, x.at from bet_journal j join x on j.source_key = x.k
      where j.status = 'open' or (x.o = 'void' and j.status = 'settled' and j.win = 0)
      order by j.source_key for update of j
    ), ended as (
      update bet_journal j set status = case when old.o = 'void' then 'void' else 'cancelled' end, valid_turnover = 0, settled_at = old.at, settled_day = null
        from old where j.source_key = old.source_key
        returning j.source_key, j.brand_id, j.member_id, j.placed_day, j.category, j.vendor, j.currency, j.status, j.stake, old.status as was, old.settled_day as was_day, old.at
    ), reversed as (
      -- Turnover that had counted leaves its day: recorded, so cashback already paid on it is taken back from
      -- later cashback (modules/rewards). A rare path; the hot path writes nothing here.
      insert into bet_turnover_reversals (brand_id, member_id, day, category, stake, bet_key, at)
        select brand_id, member_id, was_day, category, stake, source_key, at from ended where was = 'settled'
    ), deltas as (
      select brand_id, member_id, placed_day as day, category, currency,
        0::bigint as stake, 0 as bets,
        case when was = 'open' then -1 else 0 end as open_n, case when was = 'open' then -stake else 0 end as open_s,
        case when was = 'settled' then -1 else 0 end as settled_n, case when was = 'settled' then -stake else 0 end as settled_s,
        case when status = 'void' then 1 else 0 end as void_n, case when status = 'void' then stake else 0 end as void_s,
        case when status = 'cancelled' then 1 else 0 end as cancelled_n, case when status = 'cancelled' then stake else 0 end as cancelled_s
      from ended
      union all
      select brand_id, member_id, was_day, category, currency, -stake, -1, 0, 0, 0, 0, 0, 0, 0, 0 from ended where was = 'settled'
    ), rollups as (
      insert into bet_daily_rollups as r (brand_id, member_id, day, category, currency, stake, valid_turnover, bets,
          placed_open_bets, placed_open_stake, placed_settled_bets, placed_settled_stake, placed_void_bets, placed_void_stake, placed_cancelled_bets, placed_cancelled_stake)
        select brand_id, member_id, day, category, min(currency), sum(stake), sum(stake), sum(bets),
          sum(open_n), sum(open_s), sum(settled_n), sum(settled_s), sum(void_n), sum(void_s), sum(cancelled_n), sum(cancelled_s)
        from deltas group by brand_id, member_id, day, category
        order by member_id, day, category
        ${addToRollups}
    ), unsettled as (
      -- A settled bet voided leaves the brand day it settled on (it won nothing, so only its stake and count).
      select brand_id, was_day as day, category, vendor, -stake as stake, 0::bigint as win, -1 as bets from ended where was = 'settled'
    )
    ${addToBrandDays('unsettled')};
  end if;
end
$fn$`;

export const ledgerPostJournalFunction = `
create or replace function ledger_post_journal(
  p_keys text[], p_hashes text[], p_kinds text[], p_currencies text[], p_amounts bigint[], p_statuses text[], p_refs jsonb[],
  p_leg_item int[], p_leg_acc bigint[], p_leg_amt bigint[],
  p_rounds text[], p_ops text[], p_targets text[],
  p_o_item int[], p_o_key text[], p_o_brand int[], p_o_member int[], p_o_cat text[], p_o_vendor text[], p_o_game text[], p_o_cur text[],
  p_o_stake bigint[], p_o_win bigint[], p_o_day date[], p_o_at timestamptz[], p_o_round text[], p_o_ref jsonb[],
  p_x_item int[], p_x_ops jsonb
) returns jsonb language plpgsql
as $fn$
declare
  r jsonb;
  st text[];
  ops jsonb;
begin
  r := ledger_post(p_keys, p_hashes, p_kinds, p_currencies, p_amounts, p_statuses, p_refs, p_leg_item, p_leg_acc, p_leg_amt, p_rounds, p_ops, p_targets);
  -- An operation applies when its movement posted now (item 0: an operation that moves no money).
  st := array(select jsonb_array_elements_text(r->'s'));

  if coalesce(array_length(p_o_key, 1), 0) > 0 then
    -- New bets, as typed arrays (the hot path: every stake), placed on brand day o.d. One decided when
    -- placed (a house round that lost: its win given) is written settled on that day and counted at once.
    with ins as (
      insert into bet_journal (source_key, brand_id, member_id, category, vendor, game, currency, stake, valid_turnover, win, status, placed_at, placed_day, settled_at, settled_day, round_key, ref)
        select o.k, o.b, o.m, o.c, o.v, o.g, o.cur, o.s, case when o.w is null then 0 else o.s end, coalesce(o.w, 0),
          case when o.w is null then 'open' else 'settled' end, o.at, o.d, case when o.w is null then null else o.at end,
          case when o.w is null then null else o.d end, o.rd, coalesce(o.ref, '{}')
        from unnest(p_o_item, p_o_key, p_o_brand, p_o_member, p_o_cat, p_o_vendor, p_o_game, p_o_cur, p_o_stake, p_o_win, p_o_day, p_o_at, p_o_round, p_o_ref)
          as o(item, k, b, m, c, v, g, cur, s, w, d, at, rd, ref)
        where o.item = 0 or st[o.item] = 'posted'
        order by o.k
        on conflict (source_key) do nothing
        returning brand_id, member_id, placed_day, category, vendor, currency, stake, win, status
    ), d as (
      select brand_id, member_id, placed_day, category, min(currency) as currency,
        count(*) filter (where status = 'settled') as settled_n, coalesce(sum(stake) filter (where status = 'settled'), 0) as settled_s,
        coalesce(sum(win), 0) as settled_w, count(*) filter (where status = 'open') as open_n, coalesce(sum(stake) filter (where status = 'open'), 0) as open_s
      from ins group by brand_id, member_id, placed_day, category
    ), rollups as (
      insert into bet_daily_rollups as r (brand_id, member_id, day, category, currency, stake, valid_turnover, win, bets,
          placed_open_bets, placed_open_stake, placed_settled_bets, placed_settled_stake, placed_settled_win)
        select brand_id, member_id, placed_day, category, currency, settled_s, settled_s, settled_w, settled_n,
          open_n, open_s, settled_n, settled_s, settled_w
        from d order by member_id, placed_day, category
        ${addToRollups}
        returning r.member_id, r.day, r.category, r.brand_id,
          r.placed_open_bets + r.placed_settled_bets + r.placed_void_bets + r.placed_cancelled_bets as placed
    ), first_bets as (
      -- Rollup rows that had no placed bet before this batch: the member's first bet of the day in a category
      -- (placed counts never fall, so all of its placed bets are this batch's). Only these can make a member
      -- active on a day, so the usual batch writes nothing more here.
      select distinct rl.member_id, rl.day, rl.brand_id from rollups rl
        join d on d.member_id = rl.member_id and d.placed_day = rl.day and d.category = rl.category
        where rl.placed = d.open_n + d.settled_n
    ), activated as (
      insert into bet_member_days (member_id, day, brand_id) select member_id, day, brand_id from first_bets order by member_id, day
        on conflict do nothing returning brand_id, day
    ), active as (
      insert into bet_brand_members as b (brand_id, day, slot, active)
        select brand_id, day, ${summarySlot}, count(*) from activated group by brand_id, day order by brand_id, day
        on conflict (brand_id, day, slot) do update set active = b.active + excluded.active
    ), settled as (
      -- A bet decided when placed settles on the day it was placed.
      select brand_id, placed_day as day, category, vendor, stake, win, 1 as bets from ins where status = 'settled'
    )
    ${addToBrandDays('settled')};
  end if;

  if p_x_ops is not null and jsonb_array_length(p_x_ops) > 0 then
    select coalesce(jsonb_agg(e.op order by e.n), '[]'::jsonb) into ops
      from jsonb_array_elements(p_x_ops) with ordinality as e(op, n)
      where p_x_item[e.n] = 0 or st[p_x_item[e.n]] = 'posted';
    perform journal_apply(ops);
  end if;
  return r;
end
$fn$`;
