import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** Account kinds. Member kinds keep a balance row; system kinds are sums of entries (wallet.md). */
export const memberKinds = ['main', 'holds'] as const;
export const systemKinds = ['house', 'lottery', 'cash_in', 'cash_out', 'bonus', 'commission', 'adjustment', 'trial'] as const;

export class LedgerRepository {
  constructor(private readonly db: Db) {}

  /** Account ids never change once made, so each process remembers them: balance reads and bets skip the lookup. */
  readonly #ids = new Map<string, bigint>();

  /** The id of an account, created on first use (race-safe: the unique index decides). */
  async ensureAccount(brandId: number, memberId: number | null, kind: string, currency: string): Promise<bigint> {
    const cacheKey = `${brandId}:${memberId ?? 0}:${kind}:${currency}`;
    const cached = this.#ids.get(cacheKey);
    if (cached !== undefined) return cached;
    const find = () =>
      this.db
        .selectFrom('ledger_accounts')
        .select('id')
        .where('brand_id', '=', brandId)
        .where(sql<number>`coalesce(member_id, 0)`, '=', memberId ?? 0)
        .where('kind', '=', kind)
        .where('currency', '=', currency)
        .executeTakeFirst();
    let row = await find();
    if (!row) {
      const hasBalance = memberId !== null;
      await this.db
        .insertInto('ledger_accounts')
        .values({ brand_id: brandId, member_id: memberId, kind, currency, has_balance: hasBalance, balance: hasBalance ? 0n : null })
        .onConflict((oc) => oc.expression(sql`brand_id, coalesce(member_id, 0), kind, currency`).doNothing())
        .execute();
      row = await find();
    }
    if (!row) throw new Error(`ledger account ${cacheKey} could not be made`);
    if (this.#ids.size >= 100_000) this.#ids.clear();
    this.#ids.set(cacheKey, row.id);
    return row.id;
  }

  /** Whether money has ever moved on any of the brand's accounts (the console locks its currency then). */
  async hasMovements(brandId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('ledger_accounts as a')
      .select('a.id')
      .where('a.brand_id', '=', brandId)
      .where((eb) => eb.exists(eb.selectFrom('ledger_entries as e').select('e.id').whereRef('e.account_id', '=', 'a.id')))
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  balances(accountIds: bigint[]) {
    return this.db.selectFrom('ledger_accounts').select(['id', 'balance', 'version', 'kind', 'currency']).where('id', 'in', accountIds).execute();
  }

  /**
   * Main accounts of many members, read in chunks; the missing ones are made in one statement per
   * chunk (a close paying 100,000 members who never had an account would otherwise make them one by one).
   */
  async mainAccounts(brandId: number, currency: string, memberIds: number[]): Promise<Map<number, bigint>> {
    const main = new Map<number, bigint>();
    const CHUNK = 5_000;
    const read = async (ids: number[]) => {
      const rows = await this.db
        .selectFrom('ledger_accounts')
        .select(['id', 'member_id'])
        .where('brand_id', '=', brandId)
        // The owner index's expression, so a batch is found through the index, not by a scan of every account.
        .where(sql<number>`coalesce(member_id, 0)`, 'in', ids)
        .where('kind', '=', 'main')
        .where('currency', '=', currency)
        .execute();
      for (const r of rows) main.set(r.member_id!, r.id);
    };
    for (let i = 0; i < memberIds.length; i += CHUNK) {
      const chunk = memberIds.slice(i, i + CHUNK);
      await read(chunk);
      const missing = chunk.filter((m) => !main.has(m));
      if (missing.length === 0) continue;
      await sql`insert into ledger_accounts (brand_id, member_id, kind, currency, has_balance, balance)
        select ${brandId}::int, m, 'main', ${currency}, true, 0 from unnest(${missing}::int[]) as m
        on conflict (brand_id, coalesce(member_id, 0), kind, currency) do nothing`.execute(this.db);
      await read(missing);
    }
    for (const m of memberIds) if (!main.has(m)) throw new Error(`main account of member ${m} could not be made`);
    return main;
  }

  /** The status a transfer key was stored with (undefined: never seen). */
  async transferStatus(key: string) {
    return (await this.db.selectFrom('ledger_transfers').select('status').where('key', '=', key).executeTakeFirst())?.status;
  }

  /** A transfer's kind, status, amount and reference (undefined: never seen). */
  transfer(key: string) {
    return this.db.selectFrom('ledger_transfers').select(['kind', 'status', 'amount', 'reference']).where('key', '=', key).executeTakeFirst();
  }

  /** The amount a transfer key was stored with (undefined: never seen). */
  async transferAmount(key: string): Promise<bigint | undefined> {
    return (await this.db.selectFrom('ledger_transfers').select('amount').where('key', '=', key).executeTakeFirst())?.amount;
  }

  /** A member's accounts in a brand, with their kinds (`main`, `holds`, `game:<vendor>`). */
  memberAccountKinds(brandId: number, memberId: number) {
    return (
      this.db
        .selectFrom('ledger_accounts')
        .select(['id', 'kind'])
        .where('brand_id', '=', brandId)
        // The owner index's expression: `member_id = ...` alone would scan every account (a million members, a million rows).
        .where(sql<number>`coalesce(member_id, 0)`, '=', memberId)
        .execute()
    );
  }

  /** Many members' accounts in one brand and currency with their balances, read through the owner index; none is made. */
  membersAccounts(brandId: number, currency: string, memberIds: number[]) {
    if (memberIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('ledger_accounts')
      .select(['member_id', 'kind', 'balance'])
      .where('brand_id', '=', brandId)
      .where(sql<number>`coalesce(member_id, 0)`, 'in', memberIds)
      .where('currency', '=', currency)
      .execute();
  }

  /**
   * The first entry id (in id order) at or after which entries were written at `at` or later, found by
   * bisecting the primary key (about 25 index probes over 10,000,000 entries); null when no entry is that
   * recent. Precisely: the entry just before the answer was made before `at`, the answer's at or after it.
   */
  async firstEntryAtOrAfter(at: Date): Promise<bigint | null> {
    const { rows } = await sql<{ hi: string | null }>`
      with recursive bisect(lo, hi) as (
        select min(id), max(id) + 1 from ledger_entries
        union all
        select case when p.id is not null and p.created_at < ${at} then p.id + 1 else b.lo end,
               case when p.id is null then (b.lo + b.hi) / 2 when p.created_at < ${at} then b.hi else p.id end
        from bisect b
        left join lateral (select id, created_at from ledger_entries where id >= (b.lo + b.hi) / 2 and id < b.hi order by id limit 1) p on true
        where b.lo < b.hi
      )
      select min(hi)::text as hi from bisect where lo >= hi`.execute(this.db);
    const hi = rows[0]?.hi;
    return hi === null || hi === undefined ? null : BigInt(hi);
  }

  /**
   * Entries of some accounts, newest first, older than `before` (a keyset on entry id), by kinds and time.
   * One index range per account (`ledger_entries_account`), each stopping at `limit` rows, merged: a single
   * `account_id in (...)` scan would read every entry of the accounts to sort them. A time range also
   * bounds the ids read (`firstEntryAtOrAfter`), so a week three months back reads that week, not the three
   * months after it. An entry's time is its transaction's start and its id is taken at insert, so ids
   * follow times to within the length of a transaction: the bounds are taken an hour wider, far more than
   * a ledger transaction lasts, and the times themselves still decide.
   */
  async entriesBefore(f: { accounts: bigint[]; kinds?: string[] | undefined; from?: Date | undefined; to?: Date | undefined; before?: bigint | undefined }, limit: number) {
    if (f.accounts.length === 0) return [];
    const slackMs = 3_600_000;
    const lowest = f.from ? await this.firstEntryAtOrAfter(new Date(f.from.getTime() - slackMs)) : null;
    const above = f.to ? await this.firstEntryAtOrAfter(new Date(f.to.getTime() + slackMs)) : null;
    const perAccount = f.accounts.map((account) => {
      const conditions = [sql`e.account_id = ${account}`];
      if (f.before !== undefined) conditions.push(sql`e.id < ${f.before}`);
      if (lowest !== null) conditions.push(sql`e.id >= ${lowest}`);
      if (above !== null) conditions.push(sql`e.id < ${above}`);
      if (f.from) conditions.push(sql`e.created_at >= ${f.from}`);
      if (f.to) conditions.push(sql`e.created_at < ${f.to}`);
      if (f.kinds?.length) conditions.push(sql`t.kind in (${sql.join(f.kinds)})`);
      return sql`(select e.id, e.created_at, e.account_id, e.amount, e.balance_after, t.kind, t.key, t.reference
        from ledger_entries e join ledger_transfers t on t.key = e.transfer_key
        where ${sql.join(conditions, sql` and `)} order by e.id desc limit ${limit})`;
    });
    const { rows } = await sql<{ id: bigint; created_at: Date; account_id: bigint; amount: bigint; balance_after: bigint | null; kind: string; key: string; reference: Record<string, unknown> }>`
      select * from (${sql.join(perAccount, sql` union all `)}) page order by id desc limit ${limit}`.execute(this.db);
    return rows;
  }

  /** A page of entries on some accounts, newest first, by kinds and by day in a time zone (inclusive). */
  async entriesPage(f: { accounts: bigint[]; kinds?: string[] | undefined; fromDay?: string | undefined; toDay?: string | undefined; timeZone: string }, limit: number, offset: number) {
    let base = this.db.selectFrom('ledger_entries as e').innerJoin('ledger_transfers as t', 't.key', 'e.transfer_key').where('e.account_id', 'in', f.accounts);
    if (f.kinds?.length) base = base.where('t.kind', 'in', f.kinds);
    if (f.fromDay) base = base.where(sql<string>`(e.created_at at time zone ${f.timeZone})::date`, '>=', f.fromDay);
    if (f.toDay) base = base.where(sql<string>`(e.created_at at time zone ${f.timeZone})::date`, '<=', f.toDay);
    const { n } = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const rows = await base.select(['e.id', 'e.created_at', 'e.account_id', 'e.amount', 'e.balance_after', 't.kind', 't.key']).orderBy('e.id', 'desc').limit(limit).offset(offset).execute();
    return { rows, total: Number(n) };
  }

  /** Pending holds (money in a member's holds account) under a key prefix, older than an instant, not yet resolved. */
  async pendingHolds(prefix: string, olderThan: Date, limit: number, after?: { createdAt: Date; key: string }) {
    const { rows } = await sql<{ key: string; amount: bigint; currency: string; brand_id: number; member_id: number; created_at: Date }>`
      select t.key, t.amount, t.currency, a.brand_id, a.member_id, t.created_at
      from ledger_transfers t
      join ledger_entries e on e.transfer_key = t.key and e.amount > 0
      join ledger_accounts a on a.id = e.account_id and a.kind = 'holds'
      where t.status = 'pending' and t.key like ${`${prefix.replace(/[\\%_]/g, '\\$&')}%`} and t.created_at < ${olderThan}
        and not exists (select 1 from ledger_transfers r where r.key = t.key || ':resolve')
        and (${after === undefined} or (t.created_at, t.key) > (${after?.createdAt ?? null}::timestamptz, ${after?.key ?? null}::text))
      order by t.created_at, t.key limit ${limit}`.execute(this.db);
    return rows.map((r) => ({ key: r.key, amount: BigInt(r.amount), currency: r.currency, brandId: r.brand_id, memberId: r.member_id!, createdAt: r.created_at }));
  }

  /** A system account's balance: its latest snapshot plus the entries after it. */
  async systemBalance(accountId: bigint): Promise<bigint> {
    const snap = await this.db
      .selectFrom('ledger_snapshots')
      .select(['up_to_entry_id', 'balance'])
      .where('account_id', '=', accountId)
      .orderBy('up_to_entry_id', 'desc')
      .limit(1)
      .executeTakeFirst();
    const after = await this.db
      .selectFrom('ledger_entries')
      .select(sql<string>`coalesce(sum(amount), 0)::text`.as('s'))
      .where('account_id', '=', accountId)
      .where('id', '>', snap?.up_to_entry_id ?? 0n)
      .executeTakeFirstOrThrow();
    return (snap?.balance ?? 0n) + BigInt(after.s);
  }

  /** Rolls every system account's entries up into a new snapshot (a job runs this; it only reads entries). */
  async snapshotSystemAccounts(): Promise<number> {
    const result = await sql`
      insert into ledger_snapshots (account_id, up_to_entry_id, balance)
      select a.id, e.max_id, coalesce(s.balance, 0) + e.total
      from ledger_accounts a
      left join lateral (select up_to_entry_id, balance from ledger_snapshots where account_id = a.id order by up_to_entry_id desc limit 1) s on true
      join lateral (select max(id) as max_id, sum(amount)::bigint as total from ledger_entries where account_id = a.id and id > coalesce(s.up_to_entry_id, 0)) e on e.max_id is not null
      where not a.has_balance
      on conflict do nothing`.execute(this.db);
    return Number(result.numAffectedRows ?? 0);
  }
}
