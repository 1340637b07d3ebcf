import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createHarness, type Harness } from '../../../../test/app-harness.ts';
import { databaseKinds } from '../../../../test/databases.ts';
import { openDatabase } from '../../../db/database.ts';
import { hashPassword } from '../../../platform/passwords.ts';
import { SystemRepository } from '../../system/system.repository.ts';
import { ledgerViolations } from '../invariants.ts';
import { LedgerRepository } from '../ledger.repository.ts';
import { LedgerWriter, type Movement } from '../ledger-writer.ts';
import { WalletBrands } from './wallet-brands.ts';
import { PeriodClosesRepository } from './period-closes.repository.ts';
import { PeriodEngine } from './period-engine.ts';
import type { PeriodKind } from './period-keys.ts';
import { closeEndedPeriods } from './period-runner.ts';
import type { PeriodContext, PeriodLine, PeriodScheme } from './period-scheme.ts';

/** A scheme for tests: pays each member a fixed amount per period, plus a zero line; records its calls. */
function testScheme(id: string, memberIds: () => number[], options: { needsApproval?: boolean; kind?: PeriodKind; slowMs?: number } = {}) {
  const calls: PeriodContext[] = [];
  const scheme: PeriodScheme = {
    id,
    periodKind: options.kind ?? 'daily',
    needsApproval: options.needsApproval ?? false,
    posting: { source: 'bonus', kind: 'rebate' },
    async computeLines(ctx) {
      calls.push(ctx);
      // Slow computation lets racers all reach the claim before anyone stages.
      if (options.slowMs) await new Promise((r) => setTimeout(r, options.slowMs));
      const lines: PeriodLine[] = memberIds().map((memberId, i) => {
        const turnover = BigInt(i + 1) * 1_000_000n;
        return { memberId, amount: turnover / 100n, inputs: { turnover, rate: '1%' }, formula: `1% x ${turnover} valid turnover = ${turnover / 100n}` };
      });
      lines.push({ memberId: memberIds()[0]!, amount: 0n, inputs: { turnover: 0n }, formula: '1% x 0 = 0' });
      return lines;
    },
  };
  return Object.assign(scheme, { calls });
}

describe.each(databaseKinds)('period engine on %s', (kind) => {
  let h: Harness;
  let ledger: LedgerRepository;
  let writer: LedgerWriter;
  let engine: PeriodEngine;
  let brands: WalletBrands;
  let operatorId: number;
  const members: number[] = [];
  const at = (iso: string) => new Date(iso);

  beforeAll(async () => {
    h = await createHarness(kind);
    const db = h.database.db;
    ledger = new LedgerRepository(db);
    writer = new LedgerWriter(db);
    brands = new WalletBrands(new SystemRepository(db));
    engine = new PeriodEngine(new PeriodClosesRepository(db), ledger, writer, (id) => brands.get(id), () => h.clock.now);
    h.clock.now = at('2026-11-26T00:00:00Z');
    const hash = await hashPassword('x');
    for (let i = 0; i < 4; i++) {
      const m = await db
        .insertInto('members')
        .values({ brand_id: 1, username: `period${i}`, username_key: `period${i}`, customer_type: 0, password_hash: hash, referral_code: `PERIOD${i}`, register_ip: '127.0.0.1' })
        .returning('id')
        .executeTakeFirstOrThrow();
      members.push(m.id);
    }
    operatorId = (await db.insertInto('operators').values({ username: 'period-approver', password_hash: hash }).returning('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    await h?.close();
  });

  const transfers = async (prefix: string) =>
    (await h.database.db.selectFrom('ledger_transfers').select(['key', 'amount', 'status', 'kind']).where('key', 'like', `${prefix}%`).orderBy('key').execute()).map((t) => ({ ...t, amount: t.amount.toString() }));
  const balance = async (memberId: number) => (await ledger.balances([await ledger.ensureAccount(1, memberId, 'main', 'PKR')]))[0]!.balance!;

  it('pays every line of a daily close once, skips zero lines, and a second close changes nothing', async () => {
    const scheme = testScheme('twice', () => members.slice(0, 3));
    const before = await Promise.all(members.map(balance));
    const close = await engine.close(scheme, 1, 'daily:2026-11-24');
    expect(close).toMatchObject({ status: 'posted', lineCount: 4, postedLines: 3, totals: { PKR: 60_000n }, periodKey: 'daily:2026-11-24' });
    const paid = await transfers('period:twice:');
    expect(paid.map((t) => t.key)).toEqual(['period:twice:1:daily:2026-11-24:1', 'period:twice:1:daily:2026-11-24:2', 'period:twice:1:daily:2026-11-24:3']);
    expect(paid.every((t) => t.status === 'posted' && t.kind === 'rebate')).toBe(true);
    expect(await Promise.all(members.map(balance))).toEqual([before[0]! + 10_000n, before[1]! + 20_000n, before[2]! + 30_000n, before[3]]);
    const lines = await engine.lines(close.id);
    expect(lines.map((l) => l.status)).toEqual(['posted', 'posted', 'posted', 'zero']);
    expect(lines[1]).toMatchObject({ amount: 20_000n, inputs: { turnover: '2000000', rate: '1%' }, formula: '1% x 2000000 valid turnover = 20000' });
    // Operators page through the lines.
    expect((await engine.lines(close.id, { afterLine: 1, limit: 2 })).map((l) => l.lineNo)).toEqual([2, 3]);
    expect((await engine.lines(close.id, { afterLine: 3, limit: 2 })).map((l) => l.lineNo)).toEqual([4]);

    const again = await engine.close(scheme, 1, 'daily:2026-11-24');
    expect(again).toEqual(close);
    expect(scheme.calls).toHaveLength(1);
    expect(await transfers('period:twice:')).toEqual(paid);
    expect(await Promise.all(members.map(balance))).toEqual([before[0]! + 10_000n, before[1]! + 20_000n, before[2]! + 30_000n, before[3]]);
    expect(await ledgerViolations(h.database.db)).toEqual([]);
  });

  it('refuses a period that has not ended, a key of another kind, and a bad scheme id', async () => {
    const scheme = testScheme('refuse', () => members);
    await expect(engine.close(scheme, 1, 'daily:2026-11-26')).rejects.toThrow(/has not ended/);
    await expect(engine.close(scheme, 1, 'weekly:2026-11-16')).rejects.toThrow(/closes daily periods/);
    await expect(engine.close({ ...scheme, id: 'Bad:id' }, 1, 'daily:2026-11-24')).rejects.toThrow(/scheme id/);
    expect(scheme.calls).toHaveLength(0);
  });

  it('pays one set of lines when the same period is closed many times at once, by one engine and by another with its own connections', async () => {
    const scheme = testScheme('race', () => members, { slowMs: 100 });
    // On PostgreSQL the second engine has its own pool and writer, as a second process would.
    const url = (h.database as { url?: string }).url;
    const other = url ? await openDatabase({ url, poolSize: 4 }) : h.database;
    try {
      const otherEngine = new PeriodEngine(new PeriodClosesRepository(other.db), new LedgerRepository(other.db), new LedgerWriter(other.db, { concurrency: 2 }), (id) => brands.get(id), () => h.clock.now);
      const results = await Promise.all([...Array.from({ length: 3 }, () => engine.close(scheme, 1, 'daily:2026-11-23')), ...Array.from({ length: 3 }, () => otherEngine.close(scheme, 1, 'daily:2026-11-23'))]);
      expect(results.every((r) => r.status === 'posted' && r.id === results[0]!.id)).toBe(true);
      expect(scheme.calls.length).toBeGreaterThan(1); // they raced to stage
      expect(await engine.lines(results[0]!.id)).toHaveLength(5);
      expect((await transfers('period:race:')).map((t) => t.amount)).toEqual(['10000', '20000', '30000', '40000']);
      expect((await engine.get(results[0]!.id))!.postedLines).toBe(4);
    } finally {
      if (other !== h.database) await other.close();
    }
    expect(await ledgerViolations(h.database.db)).toEqual([]);
  });

  it('finishes a close whose posting died half-way, paying no line twice', async () => {
    const scheme = testScheme('resume', () => members);
    // A writer that dies after two movements, as a process killed mid-post would.
    let left = 2;
    const dying = new (class extends LedgerWriter {
      override post(m: Movement) {
        return left-- > 0 ? super.post(m) : Promise.reject(new Error('killed'));
      }
    })(h.database.db);
    const interrupted = new PeriodEngine(new PeriodClosesRepository(h.database.db), ledger, dying, (id) => brands.get(id), () => h.clock.now, 2);
    await expect(interrupted.close(scheme, 1, 'daily:2026-11-22')).rejects.toThrow('killed');
    const half = (await engine.find(1, 'resume', 'daily:2026-11-22'))!;
    expect(half).toMatchObject({ status: 'computed', postedLines: 2 });
    expect(await transfers('period:resume:')).toHaveLength(2);

    const done = await engine.close(scheme, 1, 'daily:2026-11-22');
    expect(done).toMatchObject({ status: 'posted', postedLines: 4 });
    expect(scheme.calls).toHaveLength(1);
    expect((await transfers('period:resume:')).map((t) => t.amount)).toEqual(['10000', '20000', '30000', '40000']);
    expect(await ledgerViolations(h.database.db)).toEqual([]);
  });

  it('shows computed lines for approval and pays nothing until an operator approves', async () => {
    const scheme = testScheme('approve', () => members.slice(0, 2), { needsApproval: true });
    const computed = await engine.close(scheme, 1, 'daily:2026-11-24');
    expect(computed).toMatchObject({ status: 'computed', lineCount: 3, approvedBy: null });
    expect((await engine.lines(computed.id)).map((l) => [l.amount, l.status, l.formula])).toEqual([
      [10_000n, 'staged', '1% x 1000000 valid turnover = 10000'],
      [20_000n, 'staged', '1% x 2000000 valid turnover = 20000'],
      [0n, 'zero', '1% x 0 = 0'],
    ]);
    expect(await engine.close(scheme, 1, 'daily:2026-11-24')).toEqual(computed);
    expect(await transfers('period:approve:')).toEqual([]);

    h.clock.now = at('2026-11-26T01:00:00Z');
    const approved = await engine.approve(computed.id, operatorId);
    expect(approved).toMatchObject({ status: 'posted', approvedBy: operatorId, approvedAt: at('2026-11-26T01:00:00Z'), postedLines: 2 });
    expect(await engine.approve(computed.id, operatorId)).toEqual(approved);
    expect((await transfers('period:approve:')).map((t) => t.amount)).toEqual(['10000', '20000']);
    h.clock.now = at('2026-11-26T00:00:00Z');
  });

  it('claws back a posted close once by reversing entries, refusing what a member can no longer cover', async () => {
    const scheme = testScheme('claw', () => members.slice(0, 2));
    const close = await engine.close(scheme, 1, 'daily:2026-11-21');
    const entriesBefore = await h.database.db.selectFrom('ledger_entries').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    // The second member spends everything they have.
    const spender = await ledger.ensureAccount(1, members[1]!, 'main', 'PKR');
    const house = await ledger.ensureAccount(1, null, 'house', 'PKR');
    const all = await balance(members[1]!);
    await writer.post({ key: 'test:spend-all', hash: 'spend', kind: 'bet', currency: 'PKR', amount: all, legs: [{ account: spender, amount: -all }, { account: house, amount: all }] });
    const first = await balance(members[0]!);

    const clawed = await engine.clawBack(close.id, operatorId);
    expect(clawed).toMatchObject({ status: 'clawed_back', clawedBackBy: operatorId });
    expect((await engine.lines(close.id)).map((l) => [l.status, l.resultCode])).toEqual([
      ['clawed_back', null],
      ['clawback_refused', 'wallet.insufficient.funds'],
      ['zero', null],
    ]);
    expect(await balance(members[0]!)).toBe(first - 10_000n);
    expect(await balance(members[1]!)).toBe(0n);
    const reversals = await transfers('period-clawback:claw:');
    expect(reversals.map((t) => [t.key, t.status, t.kind])).toEqual([
      ['period-clawback:claw:1:daily:2026-11-21:1', 'posted', 'rebate.clawback'],
      ['period-clawback:claw:1:daily:2026-11-21:2', 'rejected', 'rebate.clawback'],
    ]);
    // The original entries are untouched: only new ones were added (the reversal's two legs and the spend's two).
    const entriesAfter = await h.database.db.selectFrom('ledger_entries').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(Number(entriesAfter.n) - Number(entriesBefore.n)).toBe(4);

    expect(await engine.clawBack(close.id, operatorId)).toEqual(clawed);
    expect(await transfers('period-clawback:claw:')).toEqual(reversals);
    await expect(engine.clawBack((await engine.close(testScheme('claw-early', () => members, { needsApproval: true }), 1, 'daily:2026-11-21')).id, operatorId)).rejects.toThrow(/only a posted close/);
    expect(await ledgerViolations(h.database.db)).toEqual([]);
  });

  it("counts periods in the brand's time zone", async () => {
    await h.addBrand('PERIODNY', { timeZone: 'America/New_York', currency: 'USD' });
    const ny = (await brands.all()).find((b) => b.timeZone === 'America/New_York')!;
    const member = await h.database.db
      .insertInto('members')
      .values({ brand_id: ny.id, username: 'periodny', username_key: 'periodny', customer_type: 0, password_hash: 'x', referral_code: 'PERIODNY', register_ip: '127.0.0.1' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const scheme = testScheme('zone', () => [member.id]);
    const close = await engine.close(scheme, ny.id, 'daily:2026-11-01');
    // Clocks went back that night: a 25-hour day from New York's midnight.
    expect(close).toMatchObject({ start: at('2026-11-01T04:00:00Z'), end: at('2026-11-02T05:00:00Z'), status: 'posted', totals: { USD: 10_000n } });
    expect(scheme.calls[0]).toMatchObject({ brand: { id: ny.id, timeZone: 'America/New_York', currency: 'USD' }, period: { key: 'daily:2026-11-01', start: close.start, end: close.end } });
    expect(await ledger.balances([await ledger.ensureAccount(ny.id, member.id, 'main', 'USD')])).toMatchObject([{ balance: 10_000n, currency: 'USD' }]);
    const other = await engine.close(testScheme('zone-karachi', () => members.slice(0, 1)), 1, 'daily:2026-11-01');
    expect(other).toMatchObject({ start: at('2026-10-31T19:00:00Z'), end: at('2026-11-01T19:00:00Z') });
  });

  it('runs every ended period not yet closed, once, from the scheme start, leaving approvals to operators', async () => {
    const auto = testScheme('runner', () => members.slice(0, 1));
    auto.since = at('2026-11-19T19:00:00Z'); // Karachi midnight of 20 November
    const manual = testScheme('runner-manual', () => members.slice(0, 1), { needsApproval: true, kind: 'weekly' });
    manual.since = auto.since;
    const karachi = (await brands.all()).filter((b) => b.id === 1);
    // 23 November 00:00:30 in Karachi: 20, 21 and 22 November have ended; the close delay holds back nothing more.
    const now = at('2026-11-22T19:01:30Z');
    const report = await closeEndedPeriods(engine, [auto, manual], karachi, now);
    expect(report).toEqual({ closed: ['runner:1:daily:2026-11-20', 'runner:1:daily:2026-11-21', 'runner:1:daily:2026-11-22'], failed: [] });
    expect(await closeEndedPeriods(engine, [auto, manual], karachi, now)).toEqual({ closed: [], failed: [] });
    // A week later the Monday-to-Sunday week is waiting for approval; the runner does not post it.
    const later = at('2026-11-29T19:02:00Z');
    h.clock.now = later;
    const next = await closeEndedPeriods(engine, [auto, manual], karachi, later);
    expect(next.failed).toEqual([]);
    expect(next.closed).toContain('runner-manual:1:weekly:2026-11-23');
    expect(next.closed.filter((c) => c.startsWith('runner:'))).toHaveLength(7);
    expect(await closeEndedPeriods(engine, [auto, manual], karachi, later)).toEqual({ closed: [], failed: [] });
    expect((await engine.find(1, 'runner-manual', 'weekly:2026-11-23'))!.status).toBe('computed');
    expect(await transfers('period:runner:')).toHaveLength(10);
    h.clock.now = at('2026-11-26T00:00:00Z');
  });

  it('runs as the wallet.period-closes job for the schemes registered with the app', async () => {
    const app = await h.app();
    const scheme = testScheme('job', () => members.slice(0, 2));
    scheme.since = at('2026-11-24T19:00:00Z');
    scheme.appliesTo = (brand) => brand.id === 1;
    // Only the test's scheme: the app's own (cashback) would close its days too.
    app.periods.schemes.length = 0;
    app.periods.schemes.push(scheme);
    h.clock.now = at('2026-11-25T19:05:00Z');
    expect(await app.jobs.runOnce('wallet.period-closes')).toEqual({ ran: true, result: { closed: 1 } });
    expect(await app.jobs.runOnce('wallet.period-closes')).toEqual({ ran: true, result: undefined });
    expect((await transfers('period:job:1:daily:2026-11-25:')).map((t) => t.amount)).toEqual(['10000', '20000']);
    expect(await sql<{ n: string }>`select count(*)::text as n from period_closes where scheme = 'job'`.execute(h.database.db)).toMatchObject({ rows: [{ n: '1' }] });
    h.clock.now = at('2026-11-26T00:00:00Z');
  });
});
