import { sql, type Kysely } from 'kysely';

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
      transfer_key text not null references ledger_transfers(key),
      account_id bigint not null references ledger_accounts(id),
      amount bigint not null check (amount <> 0),
      balance_after bigint,
      account_version bigint,
      created_at timestamptz not null default now()
    )`,
    sql`create index ledger_entries_account on ledger_entries (account_id, id)`,
    sql`create index ledger_entries_transfer on ledger_entries (transfer_key)`,
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
    sql.raw(postFunction),
  ];
  for (const s of statements) await s.execute(db);
}

/**
 * ledger_post(items jsonb) -> jsonb: posts a batch of movements in one statement, in order, each all
 * or nothing, without exception blocks. An item: {key, hash, kind, currency, amount, status, ref,
 * legs: [{a: account id, m: signed amount as text}]}. Each answer: {key, status, code?, balances,
 * duplicate?}. Keys are locked first (advisory, sorted), then member accounts (rows, sorted), so
 * concurrent batches from several processes neither deadlock nor post one key twice.
 */
const postFunction = `
create function ledger_post(p_items jsonb) returns jsonb language plpgsql as $fn$
declare
  v_item jsonb;
  v_leg jsonb;
  v_key text;
  v_existing jsonb;
  v_seen jsonb := '{}';
  v_ids bigint[];
  v_bal bigint[];
  v_ver bigint[];
  v_changed boolean[];
  v_sys jsonb;
  v_pos int;
  v_amt bigint;
  v_sum bigint;
  v_ok boolean;
  v_code text;
  v_status text;
  v_result jsonb;
  v_balances jsonb;
  v_results jsonb := '[]';
  t_key text[] := '{}'; t_kind text[] := '{}'; t_hash text[] := '{}'; t_status text[] := '{}';
  t_cur text[] := '{}'; t_amount bigint[] := '{}'; t_ref jsonb[] := '{}'; t_result jsonb[] := '{}';
  e_key text[] := '{}'; e_acc bigint[] := '{}'; e_amt bigint[] := '{}'; e_bal bigint[] := '{}'; e_ver bigint[] := '{}';
begin
  perform pg_advisory_xact_lock(h) from (
    select distinct hashtextextended(i->>'key', 7) as h from jsonb_array_elements(p_items) i order by 1
  ) k;

  select coalesce(array_agg(id order by id), '{}'), coalesce(array_agg(balance order by id), '{}'), coalesce(array_agg(version order by id), '{}')
    into v_ids, v_bal, v_ver
    from (
      select a.id, a.balance, a.version from ledger_accounts a
      where a.has_balance and a.id in (select distinct (l->>'a')::bigint from jsonb_array_elements(p_items) i, jsonb_array_elements(i->'legs') l)
      order by a.id for update
    ) locked;
  v_changed := array_fill(false, array[coalesce(array_length(v_ids, 1), 0)]);

  select coalesce(jsonb_object_agg(a.id::text, a.currency), '{}') into v_sys
    from ledger_accounts a
    where a.id in (select distinct (l->>'a')::bigint from jsonb_array_elements(p_items) i, jsonb_array_elements(i->'legs') l);

  select coalesce(jsonb_object_agg(t.key, jsonb_build_object('h', t.request_hash, 'r', t.result)), '{}') into v_existing
    from ledger_transfers t where t.key in (select i->>'key' from jsonb_array_elements(p_items) i);

  for v_item in select * from jsonb_array_elements(p_items) loop
    v_key := v_item->>'key';
    if v_existing ? v_key or v_seen ? v_key then
      v_result := coalesce(v_existing->v_key, v_seen->v_key);
      if v_result->>'h' = v_item->>'hash' then
        v_results := v_results || jsonb_build_array((v_result->'r') || '{"duplicate": true}');
      else
        v_results := v_results || jsonb_build_array(jsonb_build_object('key', v_key, 'status', 'error', 'code', 'duplicate.transaction'));
      end if;
      continue;
    end if;

    -- Check every leg before touching anything: the movement posts whole or not at all.
    v_ok := true;
    v_code := null;
    v_sum := 0;
    for v_leg in select * from jsonb_array_elements(v_item->'legs') loop
      v_amt := (v_leg->>'m')::bigint;
      v_sum := v_sum + v_amt;
      if not (v_sys ? (v_leg->>'a')) or v_sys->>(v_leg->>'a') <> v_item->>'currency' then
        v_ok := false; v_code := 'wallet.account.invalid';
      else
        v_pos := array_position(v_ids, (v_leg->>'a')::bigint);
        if v_pos is not null and v_bal[v_pos] + v_amt < 0 then
          v_ok := false; v_code := coalesce(v_code, 'wallet.insufficient.funds');
        end if;
      end if;
    end loop;
    if v_sum <> 0 then v_ok := false; v_code := 'wallet.unbalanced'; end if;

    v_balances := '[]';
    if v_ok then
      v_status := coalesce(v_item->>'status', 'posted');
      for v_leg in select * from jsonb_array_elements(v_item->'legs') loop
        v_amt := (v_leg->>'m')::bigint;
        v_pos := array_position(v_ids, (v_leg->>'a')::bigint);
        e_key := e_key || v_key;
        e_acc := e_acc || (v_leg->>'a')::bigint;
        e_amt := e_amt || v_amt;
        if v_pos is null then
          e_bal := e_bal || null::bigint;
          e_ver := e_ver || null::bigint;
        else
          v_bal[v_pos] := v_bal[v_pos] + v_amt;
          v_ver[v_pos] := v_ver[v_pos] + 1;
          v_changed[v_pos] := true;
          e_bal := e_bal || v_bal[v_pos];
          e_ver := e_ver || v_ver[v_pos];
          v_balances := v_balances || jsonb_build_array(jsonb_build_object('a', v_leg->>'a', 'b', v_bal[v_pos]::text));
        end if;
      end loop;
      v_result := jsonb_build_object('key', v_key, 'status', v_status, 'balances', v_balances);
    else
      v_status := 'rejected';
      -- A rejection is an outcome too: fixed to its key (wallet.md invariant 5), with the balances it saw.
      for v_leg in select * from jsonb_array_elements(v_item->'legs') loop
        v_pos := array_position(v_ids, (v_leg->>'a')::bigint);
        if v_pos is not null then
          v_balances := v_balances || jsonb_build_array(jsonb_build_object('a', v_leg->>'a', 'b', v_bal[v_pos]::text));
        end if;
      end loop;
      v_result := jsonb_build_object('key', v_key, 'status', 'rejected', 'code', v_code, 'balances', v_balances);
    end if;

    t_key := t_key || v_key; t_kind := t_kind || (v_item->>'kind'); t_hash := t_hash || (v_item->>'hash');
    t_status := t_status || v_status; t_cur := t_cur || (v_item->>'currency');
    t_amount := t_amount || coalesce((v_item->>'amount')::bigint, 0);
    t_ref := t_ref || coalesce(v_item->'ref', '{}'::jsonb); t_result := t_result || v_result;
    v_seen := v_seen || jsonb_build_object(v_key, jsonb_build_object('h', v_item->>'hash', 'r', v_result));
    v_results := v_results || jsonb_build_array(v_result);
  end loop;

  insert into ledger_transfers (key, kind, request_hash, status, currency, amount, reference, result)
    select * from unnest(t_key, t_kind, t_hash, t_status, t_cur, t_amount, t_ref, t_result);
  insert into ledger_entries (transfer_key, account_id, amount, balance_after, account_version)
    select * from unnest(e_key, e_acc, e_amt, e_bal, e_ver);
  update ledger_accounts a set balance = u.b, version = u.v
    from unnest(v_ids, v_bal, v_ver, v_changed) as u(id, b, v, c)
    where a.id = u.id and u.c;
  return v_results;
end
$fn$`;
