import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createHarness, type Harness } from '../../../test/app-harness.ts';
import { databaseKinds } from '../../../test/databases.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { ledgerViolations } from './invariants.ts';
import { LedgerRepository } from './ledger.repository.ts';
import { LedgerWriter, ledgerWriterFor, type Movement } from './ledger-writer.ts';

describe.each(databaseKinds)('ledger writer on %s', (kind) => {
  let h: Harness;
  let repo: LedgerRepository;
  let writer: LedgerWriter;
  let house: bigint;
  let cashIn: bigint;
  const members: bigint[] = [];
  beforeAll(async () => {
    h = await createHarness(kind);
    repo = new LedgerRepository(h.database.db);
    writer = new LedgerWriter(h.database.db);
    house = await repo.ensureAccount(1, null, 'house', 'PKR');
    cashIn = await repo.ensureAccount(1, null, 'cash_in', 'PKR');
    const hash = await hashPassword('x');
    for (let i = 0; i < 3; i++) {
      const m = await h.database.db
        .insertInto('members')
        .values({ brand_id: 1, username: `ledger${kind}${i}`, username_key: `ledger${kind}${i}`, customer_type: 0, password_hash: hash, referral_code: `LEDG${kind.slice(0, 2).toUpperCase()}${i}`, register_ip: '127.0.0.1' })
        .returning('id')
        .executeTakeFirstOrThrow();
      members.push(await repo.ensureAccount(1, m.id, 'main', 'PKR'));
    }
  });
  afterAll(async () => {
    await h?.close();
  });

  const deposit = (key: string, account: bigint, amount: bigint): Movement => ({
    key,
    hash: `deposit:${account}:${amount}`,
    kind: 'deposit',
    currency: 'PKR',
    amount,
    legs: [
      { account: cashIn, amount: -amount },
      { account, amount },
    ],
  });
  const bet = (key: string, account: bigint, amount: bigint): Movement => ({
    key,
    hash: `bet:${account}:${amount}`,
    kind: 'bet',
    currency: 'PKR',
    amount,
    legs: [
      { account, amount: -amount },
      { account: house, amount },
    ],
  });

  it('posts, refuses overdrafts, and keeps every invariant', async () => {
    const r1 = await writer.post(deposit('t:d1', members[0]!, 1_000_000n));
    expect(r1).toMatchObject({ status: 'posted', duplicate: false, balances: [{ account: members[0], balance: 1_000_000n }] });
    const r2 = await writer.post(bet('t:b1', members[0]!, 400_000n));
    expect(r2.balances[0]!.balance).toBe(600_000n);
    const r3 = await writer.post(bet('t:b2', members[0]!, 700_000n));
    expect(r3).toMatchObject({ status: 'rejected', code: 'wallet.insufficient.funds', balances: [{ balance: 600_000n }] });
    expect(await ledgerViolations(h.database.db)).toEqual([]);
  });

  it('answers a repeated key with the stored outcome, and a reused key with another payload as a duplicate transaction', async () => {
    const first = await writer.post(bet('t:b3', members[0]!, 100_000n));
    const again = await writer.post(bet('t:b3', members[0]!, 100_000n));
    expect(again).toEqual({ ...first, duplicate: true });
    const other = await writer.post(bet('t:b3', members[0]!, 100_001n));
    expect(other).toMatchObject({ status: 'error', code: 'duplicate.transaction' });
    // A rejection stays a rejection under its key, even after the money arrives.
    await writer.post(deposit('t:d2', members[0]!, 10_000_000n));
    expect((await writer.post(bet('t:b2', members[0]!, 700_000n))).status).toBe('rejected');
  });

  it('takes many movements at once in batches, each exactly once, with concurrent duplicates', async () => {
    await writer.post(deposit('t:d3', members[1]!, 5_000_000n));
    const moves = Array.from({ length: 300 }, (_, i) => bet(`t:c${i % 150}`, members[1]!, 10_000n));
    const results = await Promise.all(moves.map((m) => writer.post(m)));
    expect(results.filter((r) => r.status === 'posted' && !r.duplicate)).toHaveLength(150);
    expect(results.filter((r) => r.duplicate)).toHaveLength(150);
    const [acc] = await repo.balances([members[1]!]);
    expect(acc!.balance).toBe(5_000_000n - 150n * 10_000n);
    expect(await ledgerViolations(h.database.db)).toEqual([]);
  });

  it('spreads a burst over the process writer\'s connections in parallel, and one account shared by both batches never overdraws', async () => {
    const parallel = ledgerWriterFor(h.database);
    const m = members[2]!;
    await parallel.post(deposit('t:p-fund', m, 40n * 10_000n));
    const results = await Promise.all(Array.from({ length: 64 }, (_, i) => parallel.post(bet(`t:p${i}`, m, 10_000n))));
    expect(results.filter((r) => r.status === 'posted')).toHaveLength(40);
    expect(results.filter((r) => r.status === 'rejected' && r.code === 'wallet.insufficient.funds')).toHaveLength(24);
    // Balances reported back count down without gaps or repeats, whichever batch posted them.
    const seen = results.filter((r) => r.status === 'posted').map((r) => r.balances[0]!.balance).sort((a, b) => (a < b ? -1 : 1));
    expect(seen).toEqual(Array.from({ length: 40 }, (_, i) => BigInt(i) * 10_000n));
    // PostgreSQL: the burst went out as two batches of 32 on two connections; PGlite: one of 64.
    expect(parallel.stats.batches).toBe(kind === 'postgres' ? 3 : 2);
    expect((await repo.balances([m]))[0]!.balance).toBe(0n);
    expect(await ledgerViolations(h.database.db)).toEqual([]);
    // Leave member 2 empty, as the next test expects.
  });

  it('posts multi-leg movements whole or not at all, and refuses unbalanced or foreign-currency legs', async () => {
    const usd = await repo.ensureAccount(1, null, 'house', 'USD');
    const split: Movement = {
      key: 't:m1',
      hash: 'm1',
      kind: 'transfer',
      currency: 'PKR',
      amount: 300n,
      legs: [
        { account: members[2]!, amount: -300n },
        { account: house, amount: 300n },
      ],
    };
    expect((await writer.post(split)).status).toBe('rejected'); // member 2 has nothing
    const unbalanced = await writer.post({ ...split, key: 't:m2', hash: 'm2', legs: [{ account: cashIn, amount: -5n }, { account: members[2]!, amount: 4n }] });
    expect(unbalanced).toMatchObject({ status: 'rejected', code: 'wallet.unbalanced' });
    const foreign = await writer.post({ ...split, key: 't:m3', hash: 'm3', legs: [{ account: usd, amount: -5n }, { account: members[2]!, amount: 5n }] });
    expect(foreign).toMatchObject({ status: 'rejected', code: 'wallet.account.invalid' });
    const [acc] = await repo.balances([members[2]!]);
    expect(acc!.balance).toBe(0n);
  });

  it('never lets an entry change or disappear', async () => {
    await expect(sql`update ledger_entries set amount = amount + 1`.execute(h.database.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from ledger_entries`.execute(h.database.db)).rejects.toThrow(/append-only/);
  });

  it('rolls system accounts into snapshots that match a full recomputation', async () => {
    expect(await repo.snapshotSystemAccounts()).toBeGreaterThan(0);
    await writer.post(bet('t:after-snap', members[1]!, 1n));
    const viaSnapshot = await repo.systemBalance(house);
    const { rows } = await sql<{ s: string }>`select coalesce(sum(amount), 0)::text as s from ledger_entries where account_id = ${house}`.execute(h.database.db);
    expect(viaSnapshot).toBe(BigInt(rows[0]!.s));
    expect(await ledgerViolations(h.database.db)).toEqual([]);
  });
});
