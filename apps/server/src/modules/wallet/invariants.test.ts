import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../test/app-harness.ts';
import { databaseKinds } from '../../../test/databases.ts';
import { ledgerViolations } from './invariants.ts';
import { LedgerRepository } from './ledger.repository.ts';
import { LedgerWriter, type Movement } from './ledger-writer.ts';

/**
 * The nine invariants of wallet.md, one test each, over a mixed workload of deposits, bets, wins,
 * rollbacks, holds and their resolutions. (Invariant 7, survival of kill -9, needs real processes:
 * test/wallet-crash.test.ts.)
 */
describe.each(databaseKinds)('wallet invariants on %s', (kind) => {
  let h: Harness;
  let repo: LedgerRepository;
  let writer: LedgerWriter;
  let cashIn: bigint;
  let cashOut: bigint;
  let house: bigint;
  const mains: bigint[] = [];
  const holds: bigint[] = [];
  const mv = (key: string, kindName: string, legs: [bigint, bigint][], extra: Partial<Movement> = {}): Movement => ({
    key,
    hash: `${kindName}:${legs.map(([a, m]) => `${a}:${m}`).join(',')}`,
    kind: kindName,
    currency: 'PKR',
    amount: legs.reduce((s, [, m]) => (m > 0n ? s + m : s), 0n),
    legs: legs.map(([account, amount]) => ({ account, amount })),
    ...extra,
  });

  beforeAll(async () => {
    h = await createHarness(kind);
    repo = new LedgerRepository(h.database.db);
    writer = new LedgerWriter(h.database.db, { concurrency: kind === 'postgres' ? 2 : 1 });
    cashIn = await repo.ensureAccount(1, null, 'cash_in', 'PKR');
    cashOut = await repo.ensureAccount(1, null, 'cash_out', 'PKR');
    house = await repo.ensureAccount(1, null, 'house', 'PKR');
    for (let i = 0; i < 5; i++) {
      const m = await h.database.db
        .insertInto('members')
        .values({ brand_id: 1, username: `inv${kind}${i}`, username_key: `inv${kind}${i}`, customer_type: 0, password_hash: 'x', referral_code: `INV${kind.slice(0, 2)}${i}`, register_ip: '127.0.0.1' })
        .returning('id')
        .executeTakeFirstOrThrow();
      mains.push(await repo.ensureAccount(1, m.id, 'main', 'PKR'));
      holds.push(await repo.ensureAccount(1, m.id, 'holds', 'PKR'));
    }
    // The workload: everything at once, with repeats.
    const work: Movement[] = [];
    mains.forEach((a, i) => work.push(mv(`inv:dep:${i}`, 'deposit', [[cashIn, -100_000n], [a, 100_000n]])));
    for (let r = 0; r < 40; r++) {
      const a = mains[r % mains.length]!;
      const round = { key: `inv:round:${r}` };
      work.push(mv(`inv:bet:${r}`, 'bet', [[a, -3_000n], [house, 3_000n]], { round: { ...round, op: 'bet' } }));
      if (r % 3 === 0) work.push(mv(`inv:win:${r}`, 'win', [[house, -5_000n], [a, 5_000n]], { round: { ...round, op: 'win' } }));
      if (r % 5 === 1) work.push(mv(`inv:hold:${r}`, 'withdrawal', [[a, -10_000n], [holds[r % holds.length]!, 10_000n]], { status: 'pending' }));
    }
    await Promise.all(mains.map((_, i) => writer.post(work[i]!)));
    await Promise.all([...work, ...work.slice(5, 25)].map((m) => writer.post(m)));
    // Resolve holds: the same resolution key for pay and release, both tried at once.
    await Promise.all(
      holds.flatMap((hold, i) => {
        const r = i * 5 + 1;
        return [
          writer.post(mv(`inv:hold:${r}:resolve`, 'withdrawal', [[hold, -10_000n], [cashOut, 10_000n]])),
          writer.post(mv(`inv:hold:${r}:resolve`, 'withdrawal', [[hold, -10_000n], [mains[r % mains.length]!, 10_000n]])),
        ];
      }),
    );
    await repo.snapshotSystemAccounts();
    await writer.post(mv('inv:after-snapshot', 'bet', [[mains[0]!, -1n], [house, 1n]]));
  });
  afterAll(async () => {
    await h?.close();
  });

  it('1: every currency sums to zero, and so do the legs of every transfer', async () => {
    const v = await ledgerViolations(h.database.db);
    expect(v.filter((x) => x.startsWith('1:'))).toEqual([]);
    const { rows } = await sql<{ n: string }>`select count(*)::text as n from ledger_entries`.execute(h.database.db);
    expect(Number(rows[0]!.n)).toBeGreaterThan(100);
  });

  it('2: each member balance equals its entries, its version their count, and balance-after is an unbroken chain', async () => {
    expect((await ledgerViolations(h.database.db)).filter((x) => x.startsWith('2'))).toEqual([]);
  });

  it('3: no balance is negative, holds never exceed what was available, each hold resolves once', async () => {
    const { rows } = await sql<{ n: string }>`select count(*)::text as n from ledger_accounts where has_balance and balance < 0`.execute(h.database.db);
    expect(rows[0]!.n).toBe('0');
    const rowsH = await repo.balances(holds);
    expect(rowsH.every((r) => r.balance! >= 0n)).toBe(true);
    const resolved = await sql<{ key: string; n: string }>`select transfer_key as key, count(*)::text as n from ledger_entries where transfer_key like 'inv:hold:%:resolve' group by transfer_key`.execute(h.database.db);
    expect(resolved.rows.every((r) => r.n === '2')).toBe(true); // one resolution (two legs) per hold
  });

  it('4: replaying a request gives the same answer and state; a reused key with another payload changes nothing', async () => {
    const before = await repo.balances(mains);
    const again = await Promise.all([0, 1, 2].map(() => writer.post(mv('inv:bet:7', 'bet', [[mains[2]!, -3_000n], [house, 3_000n]], { round: { key: 'inv:round:7', op: 'bet' } }))));
    expect(again.every((r) => r.duplicate && r.status === 'posted')).toBe(true);
    expect(new Set(again.map((r) => r.balances[0]!.balance)).size).toBe(1);
    const reused = await writer.post(mv('inv:bet:7', 'bet', [[mains[2]!, -9n], [house, 9n]]));
    expect(reused).toMatchObject({ status: 'error', code: 'duplicate.transaction' });
    expect(await repo.balances(mains)).toEqual(before);
  });

  it('5: a refused movement stays refused under its key', async () => {
    const key = 'inv:too-much';
    expect((await writer.post(mv(key, 'bet', [[mains[4]!, -(10n ** 9n)], [house, 10n ** 9n]]))).status).toBe('rejected');
    await writer.post(mv('inv:top-up', 'deposit', [[cashIn, -(10n ** 10n)], [mains[4]!, 10n ** 10n]]));
    expect((await writer.post(mv(key, 'bet', [[mains[4]!, -(10n ** 9n)], [house, 10n ** 9n]]))).status).toBe('rejected');
  });

  it('6: per round, wins need a live bet, the net is wins minus bets, and no rollback follows a win', async () => {
    const { rows } = await sql<{ round_key: string; live_bets: number; bet_total: string; win_total: string; refund_total: string; has_win: boolean }>`
      select round_key, live_bets, bet_total::text, win_total::text, refund_total::text, has_win from ledger_rounds where round_key like 'inv:round:%'`.execute(h.database.db);
    expect(rows).toHaveLength(40);
    for (const r of rows) {
      expect(BigInt(r.bet_total)).toBe(3_000n);
      expect(BigInt(r.win_total)).toBe(r.has_win ? 5_000n : 0n);
      expect(r.live_bets).toBe(1);
    }
    const late = await writer.post({ ...mv('inv:rb:0', 'rollback', [[house, -3_000n], [mains[0]!, 3_000n]]), round: { key: 'inv:round:0', op: 'rollback', target: 'inv:bet:0' } });
    expect(late).toMatchObject({ status: 'rejected', code: 'round.has.win' });
    const orphan = await writer.post({ ...mv('inv:win:none', 'win', [[house, -1n], [mains[0]!, 1n]]), round: { key: 'inv:round:none', op: 'win' } });
    expect(orphan).toMatchObject({ status: 'rejected', code: 'round.no.bet' });
  });

  it('8: snapshots plus the entries since equal a full recomputation of every system account', async () => {
    expect((await ledgerViolations(h.database.db)).filter((x) => x.startsWith('8'))).toEqual([]);
    for (const account of [cashIn, cashOut, house]) {
      const { rows } = await sql<{ s: string }>`select coalesce(sum(amount), 0)::text as s from ledger_entries where account_id = ${account}`.execute(h.database.db);
      expect(await repo.systemBalance(account)).toBe(BigInt(rows[0]!.s));
    }
  });

  it('9: nothing updates or deletes an entry', async () => {
    await expect(sql`update ledger_entries set amount = 1 where id = (select min(id) from ledger_entries)`.execute(h.database.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from ledger_entries where id = (select min(id) from ledger_entries)`.execute(h.database.db)).rejects.toThrow(/append-only/);
    await expect(sql`truncate ledger_entries`.execute(h.database.db)).rejects.toThrow();
  });
});
