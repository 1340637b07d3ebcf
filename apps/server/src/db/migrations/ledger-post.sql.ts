/**
 * ledger_post(...) -> jsonb posts a batch of movements in one statement, in order, each all or
 * nothing, with no exception blocks and no per-item queries: movements come in as parallel arrays
 * (legs flattened, ordered by movement), balances and rounds are kept in arrays while the batch is
 * worked through, and transfers, entries and balances are written by one statement at the end (rounds,
 * only when the batch has any, by a second). Few statements matter: each is planned per call.
 * A key appears at most once per batch (the writer holds repeats for the next batch).
 * Keys, rollback targets and rounds are locked first (advisory, sorted), then the member accounts
 * touched (rows, sorted), so concurrent batches from several processes neither deadlock nor post a
 * key twice, and the round rules see every earlier movement of their round.
 *
 * Rounds (wallet.md, seamless wallet): a movement may belong to a round with an op: `bet`, `win`
 * (needs a live bet in the round), or `rollback` of a target bet (refused after a win; at most one per
 * bet; a rollback of an unknown bet moves nothing and leaves a tombstone under the bet's key, so the
 * late bet is refused as a duplicate). The caller builds a rollback's refund legs from what it read of
 * the bet; if the bet changed since, the answer is `wallet.retry` (not stored) and the caller reads again.
 *
 * Defined once, here: migration 0003 created it and every later change is re-applied by a migration
 * of its own (`create or replace`), so old and new databases end with the same function.
 *
 * A leg of amount zero moves nothing and writes no entry; it puts the account's balance, as seen under
 * its lock, into the answer (a rollback of an unknown bet answers the player's balance that way, and
 * its repeats answer the same).
 *
 * Answer: {s: status per movement, c: code per movement, b: balance per leg (text; null for system
 * accounts), d: the stored answer of movements that repeat an earlier key}.
 */
export const ledgerPostFunction = `
create or replace function ledger_post(
  p_keys text[], p_hashes text[], p_kinds text[], p_currencies text[], p_amounts bigint[], p_statuses text[], p_refs jsonb[],
  p_leg_item int[], p_leg_acc bigint[], p_leg_amt bigint[],
  p_rounds text[], p_ops text[], p_targets text[]
) returns jsonb language plpgsql
-- Plan each lookup for the batch at hand: a cached generic plan for "= any(array)" can fall back to
-- scanning whole tables once they are large.
set plan_cache_mode = force_custom_plan
as $fn$
declare
  n int := coalesce(array_length(p_keys, 1), 0);
  nl int := coalesce(array_length(p_leg_acc, 1), 0);
  v_ids bigint[]; v_bal bigint[]; v_ver bigint[]; v_changed boolean[];
  x_keys text[]; x_hashes text[]; x_results jsonb[]; x_status text[];
  leg_pos int[]; leg_cur text[];
  g_key text[]; g_live int[]; g_win boolean[]; g_bets bigint[]; g_wins bigint[]; g_refunds bigint[]; g_touched boolean[];
  r_status text[] := array_fill(null::text, array[n]);
  r_code text[] := array_fill(null::text, array[n]);
  r_dup jsonb[] := array_fill(null::jsonb, array[n]);
  r_bal bigint[] := array_fill(null::bigint, array[nl]);
  e_key text[] := array_fill(null::text, array[nl]); e_acc bigint[] := array_fill(null::bigint, array[nl]);
  e_amt bigint[] := array_fill(null::bigint, array[nl]); e_bal bigint[] := array_fill(null::bigint, array[nl]);
  e_ver bigint[] := array_fill(null::bigint, array[nl]);
  t_key text[] := array_fill(null::text, array[3 * n]); t_kind text[] := array_fill(null::text, array[3 * n]);
  t_hash text[] := array_fill(null::text, array[3 * n]); t_status text[] := array_fill(null::text, array[3 * n]);
  t_cur text[] := array_fill(null::text, array[3 * n]); t_amt bigint[] := array_fill(null::bigint, array[3 * n]);
  t_ref jsonb[] := array_fill(null::jsonb, array[3 * n]); t_res jsonb[] := array_fill(null::jsonb, array[3 * n]);
  ne int := 0; nt int := 0;
  i int; j int := 1; l int; lo int; hi int; p int; xp int; g int;
  has_rounds boolean; moves boolean;
  ok boolean; code text; total bigint; st text; res jsonb; target_status text; marker text;
begin
  perform pg_advisory_xact_lock(h) from (
    select distinct hashtextextended(x, 7) as h
    from unnest(p_keys || coalesce(p_targets, '{}') || coalesce(p_rounds, '{}')) x where x is not null order by 1
  ) z;

  select coalesce(array_agg(id order by id), '{}'), coalesce(array_agg(balance order by id), '{}'), coalesce(array_agg(version order by id), '{}')
    into v_ids, v_bal, v_ver
    from (select a.id, a.balance, a.version from ledger_accounts a where a.has_balance and a.id = any(p_leg_acc) order by a.id for update) locked;
  v_changed := array_fill(false, array[coalesce(array_length(v_ids, 1), 0)]);

  select coalesce(array_agg(coalesce(array_position(v_ids, u.a), 0) order by u.o), '{}'), coalesce(array_agg(c.currency::text order by u.o), '{}')
    into leg_pos, leg_cur
    from unnest(p_leg_acc) with ordinality as u(a, o)
    left join (select id, currency from ledger_accounts where id = any(p_leg_acc)) c on c.id = u.a;

  select array_agg(t.key), array_agg(t.request_hash), array_agg(t.result), array_agg(t.status) into x_keys, x_hashes, x_results, x_status
    from ledger_transfers t
    where t.key = any(p_keys || coalesce(p_targets, '{}') || coalesce(array(select 'rollback-of:' || x from unnest(p_targets) x where x is not null), '{}'));

  -- Most batches (plain bets, transfers) have no rounds: skip their read and write.
  has_rounds := exists (select 1 from unnest(p_rounds) x where x is not null);
  g_key := '{}'; g_live := '{}'; g_win := '{}'; g_bets := '{}'; g_wins := '{}'; g_refunds := '{}';
  if has_rounds then
    select coalesce(array_agg(round_key), '{}'), coalesce(array_agg(live_bets), '{}'), coalesce(array_agg(has_win), '{}'),
           coalesce(array_agg(bet_total), '{}'), coalesce(array_agg(win_total), '{}'), coalesce(array_agg(refund_total), '{}')
      into g_key, g_live, g_win, g_bets, g_wins, g_refunds
      from ledger_rounds where round_key = any(p_rounds);
  end if;
  g_touched := array_fill(false, array[coalesce(array_length(g_key, 1), 0)]);

  for i in 1..n loop
    lo := j;
    while j <= nl and p_leg_item[j] = i loop j := j + 1; end loop;
    hi := j - 1;

    xp := array_position(x_keys, p_keys[i]);
    if xp is not null then
      if x_hashes[xp] = p_hashes[i] then r_status[i] := 'duplicate'; r_dup[i] := x_results[xp];
      else r_status[i] := 'error'; r_code[i] := 'duplicate.transaction'; end if;
      continue;
    end if;
    -- A key written earlier in this batch (a tombstone left by a rollback of this very bet).
    xp := array_position(t_key, p_keys[i]);
    if xp is not null then
      if t_hash[xp] = p_hashes[i] then r_status[i] := 'duplicate'; r_dup[i] := t_res[xp];
      else r_status[i] := 'error'; r_code[i] := 'duplicate.transaction'; end if;
      continue;
    end if;

    ok := true; code := null; total := 0;
    moves := false;
    for l in lo..hi loop
      if p_leg_amt[l] <> 0 then moves := true; end if;
    end loop;
    -- The round's rules first.
    g := null;
    if p_rounds[i] is not null then
      g := array_position(g_key, p_rounds[i]);
      if g is null then
        g_key := g_key || p_rounds[i]; g_live := g_live || 0; g_win := g_win || false;
        g_bets := g_bets || 0::bigint; g_wins := g_wins || 0::bigint; g_refunds := g_refunds || 0::bigint; g_touched := g_touched || false;
        g := array_length(g_key, 1);
      end if;
      if p_ops[i] = 'win' and g_live[g] <= 0 then
        ok := false; code := 'round.no.bet';
      elsif p_ops[i] = 'rollback' then
        -- What became of the target bet: stored before, or posted earlier in this batch.
        xp := array_position(x_keys, p_targets[i]);
        target_status := case when xp is not null then x_status[xp] end;
        xp := array_position(t_key, p_targets[i]);
        if xp is not null then target_status := t_status[xp]; end if;
        marker := 'rollback-of:' || p_targets[i];
        if g_win[g] then
          ok := false; code := 'round.has.win';
        elsif array_position(x_keys, marker) is not null or array_position(t_key, marker) is not null then
          ok := false; code := 'round.bet.rolled.back';
        elsif (target_status = 'posted') <> moves then
          r_status[i] := 'error'; r_code[i] := 'wallet.retry';
          continue;
        end if;
      end if;
    end if;

    -- Then every leg, before touching anything: the movement posts whole or not at all.
    if ok then
      for l in lo..hi loop
        total := total + p_leg_amt[l];
        if leg_cur[l] is null or leg_cur[l] <> p_currencies[i] then
          ok := false; code := 'wallet.account.invalid';
        elsif leg_pos[l] > 0 and v_bal[leg_pos[l]] + p_leg_amt[l] < 0 then
          ok := false; code := coalesce(code, 'wallet.insufficient.funds');
        end if;
      end loop;
      if total <> 0 then ok := false; code := 'wallet.unbalanced'; end if;
    end if;

    if ok then
      st := coalesce(p_statuses[i], 'posted');
      for l in lo..hi loop
        p := leg_pos[l];
        if p_leg_amt[l] = 0 then
          -- A zero leg moves nothing and writes no entry: it records the balance as seen in the answer.
          if p > 0 then r_bal[l] := v_bal[p]; end if;
          continue;
        end if;
        ne := ne + 1;
        e_key[ne] := p_keys[i]; e_acc[ne] := p_leg_acc[l]; e_amt[ne] := p_leg_amt[l];
        if p > 0 then
          v_bal[p] := v_bal[p] + p_leg_amt[l];
          v_ver[p] := v_ver[p] + 1;
          v_changed[p] := true;
          e_bal[ne] := v_bal[p]; e_ver[ne] := v_ver[p];
          r_bal[l] := v_bal[p];
        end if;
      end loop;
      if g is not null then
        g_touched[g] := true;
        if p_ops[i] = 'bet' then g_live[g] := g_live[g] + 1; g_bets[g] := g_bets[g] + p_amounts[i];
        elsif p_ops[i] = 'win' then g_win[g] := true; g_wins[g] := g_wins[g] + p_amounts[i];
        elsif p_ops[i] = 'rollback' then
          if target_status = 'posted' then
            g_live[g] := g_live[g] - 1; g_refunds[g] := g_refunds[g] + p_amounts[i];
          end if;
          nt := nt + 1;
          if target_status is null then
            -- A rollback of a bet never seen: the bet's key is taken by a tombstone, so it cannot arrive late.
            t_key[nt] := p_targets[i]; t_kind[nt] := 'bet'; t_hash[nt] := 'tombstone'; t_status[nt] := 'tombstone';
          else
            t_key[nt] := 'rollback-of:' || p_targets[i]; t_kind[nt] := 'marker'; t_hash[nt] := 'marker'; t_status[nt] := 'posted';
          end if;
          t_cur[nt] := p_currencies[i]; t_amt[nt] := 0; t_ref[nt] := jsonb_build_object('rollback', p_keys[i]);
          t_res[nt] := jsonb_build_object('s', t_status[nt], 'c', null, 'b', '[]'::jsonb);
        end if;
      end if;
    else
      -- A refusal is an outcome too, fixed to its key (wallet.md invariant 5), with the balances it saw.
      st := 'rejected';
      for l in lo..hi loop
        if leg_pos[l] > 0 then r_bal[l] := v_bal[leg_pos[l]]; end if;
      end loop;
    end if;
    r_status[i] := st;
    r_code[i] := code;
    nt := nt + 1;
    t_key[nt] := p_keys[i]; t_kind[nt] := p_kinds[i]; t_hash[nt] := p_hashes[i]; t_status[nt] := st;
    t_cur[nt] := p_currencies[i]; t_amt[nt] := p_amounts[i]; t_ref[nt] := coalesce(p_refs[i], '{}');
    t_res[nt] := jsonb_build_object('s', st, 'c', code, 'b', to_jsonb(r_bal[lo:hi]::text[]));
  end loop;

  with t as (
    insert into ledger_transfers (key, kind, request_hash, status, currency, amount, reference, result)
    select * from unnest(t_key[1:nt], t_kind[1:nt], t_hash[1:nt], t_status[1:nt], t_cur[1:nt], t_amt[1:nt], t_ref[1:nt], t_res[1:nt])
  ), e as (
    insert into ledger_entries (transfer_key, account_id, amount, balance_after, account_version)
    select * from unnest(e_key[1:ne], e_acc[1:ne], e_amt[1:ne], e_bal[1:ne], e_ver[1:ne])
  )
  update ledger_accounts a set balance = u.b, version = u.v
    from unnest(v_ids, v_bal, v_ver, v_changed) as u(id, b, v, c)
    where a.id = u.id and u.c;
  if has_rounds then
    insert into ledger_rounds (round_key, live_bets, has_win, bet_total, win_total, refund_total)
      select k, lv, w, b, wn, rf from unnest(g_key, g_live, g_win, g_bets, g_wins, g_refunds, g_touched) as u(k, lv, w, b, wn, rf, t) where t
      on conflict (round_key) do update set live_bets = excluded.live_bets, has_win = excluded.has_win, bet_total = excluded.bet_total,
        win_total = excluded.win_total, refund_total = excluded.refund_total, updated_at = now();
  end if;
  return jsonb_build_object('s', to_jsonb(r_status), 'c', to_jsonb(r_code), 'b', to_jsonb(r_bal::text[]), 'd', to_jsonb(r_dup));
end
$fn$`;
