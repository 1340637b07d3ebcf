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
