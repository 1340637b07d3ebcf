import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createHarness, type Harness } from '../../../test/app-harness.ts';
import { TestClient } from '../../../test/api-client.ts';
import { databaseKinds } from '../../../test/databases.ts';
import type { BetCategory } from '../../db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { walletFixture } from '../../../test/wallet-fixture.ts';
import { ledgerViolations } from '../wallet/invariants.ts';
import type { PeriodScheme } from '../wallet/periods/period-scheme.ts';
import { rebateOf } from './rebate-math.ts';
import type { RebateRepository } from './rebate.repository.ts';

let seq = 0;
const name = () => `rb${Date.now().toString(36)}${(seq++).toString(36)}`.slice(0, 16);
const at = (iso: string) => new Date(iso);

/**
 * Days are in the past of the real clock, so sessions made at the real time stay valid while the
 * test's clock moves. The demo brand is Asia/Karachi (UTC+5): brand day 2026-11-10 runs from
 * 2026-11-09T19:00Z to 2026-11-10T19:00Z; its cashback close may run from 19:05Z. Demo rates:
 * LOTT 0.50 %, LIVE 0.60 %, RNG 0.80 %.
 */
describe.each(databaseKinds)('cashback on %s', (kind) => {
  let h: Harness;
  let app: FastifyInstance;
  let wallet: ReturnType<typeof walletFixture>;
  let cashback: PeriodScheme;

  beforeAll(async () => {
    h = await createHarness(kind);
    app = await h.app();
    wallet = walletFixture(h.database.db, () => h.clock.now);
    cashback = app.periods.schemes.find((s) => s.id === 'cashback')!;
  });
  afterAll(async () => {
    await h?.close();
  });

  async function player(client = new TestClient(app)) {
    // Sign-up's human check is dated by the real clock.
    h.clock.now = new Date();
    const v = await client.register(name());
    return { c: client, id: v.id as number };
  }

  /** A member made in the database (no session: registration is limited per address), for service-level calls. */
  async function quietMember() {
    const n = name();
    const m = await h.database.db
      .insertInto('members')
      .values({ brand_id: 1, username: n, username_key: n, customer_type: 0, password_hash: 'x', referral_code: n.toUpperCase(), register_ip: '127.0.0.1' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: m.id };
  }
  const serviceClaim = async (memberId: number) => app.rewards.rebates.claim(await app.rewards.brands.byId(1), memberId, { requestId: crypto.randomUUID() });

  const bet = (p: { id: number }, category: BetCategory, stake: bigint) => wallet.lostBet(p.id, category, stake);
  const balance = (p: { id: number }) => wallet.balance(p.id);
  const rebateTransfers = (memberId: number) => wallet.entriesOfKind(memberId, 'rebate');
  const claim = (p: { c: TestClient }, body: Record<string, unknown> = {}) => p.c.call('rebateClaim', { body: { requestId: crypto.randomUUID(), ...body } });

  it("shows today's accrual per category, pays a claim once, and accrues only new turnover after it", async () => {
    const p = await player();
    h.clock.now = at('2026-11-10T08:00:00Z');
    await bet(p, 'LOTT', 33_333n); // 3.3333 x 0.50 % = 0.0166 (rounded down)
    await bet(p, 'LIVE', 1_000_000n); // 100 x 0.60 % = 0.6000
    const today = await p.c.ok('rebateToday');
    expect(today).toMatchObject({ day: '2026-11-10', mode: 'manual', canClaim: true, paidAt: '2026-11-10T19:05:00.000Z', totals: { validTurnover: '103.3333', earned: '0.6166', claimed: '0.0000', accrued: '0.6166' } });
    expect(today.categories.find((c: { category: string }) => c.category === 'LOTT')).toEqual({ category: 'LOTT', rateBp: 50, validTurnover: '3.3333', earned: '0.0166', claimed: '0.0000', accrued: '0.0166' });
    // Every rated category shows, with no turnover yet.
    expect(today.categories.find((c: { category: string }) => c.category === 'RNG')).toMatchObject({ rateBp: 80, validTurnover: '0.0000', accrued: '0.0000' });

    const before = await balance(p);
    const requestId = crypto.randomUUID();
    const first = await claim(p, { requestId, day: '2026-11-10' });
    expect(first.statusCode).toBe(200);
    const paid = first.json().value;
    expect(paid).toMatchObject({ duplicate: false, claim: { source: 'claim', day: '2026-11-10', amount: '0.6166', status: 'paid' } });
    expect(paid.claim.categories).toEqual([
      { category: 'LOTT', validTurnover: '3.3333', rateBp: 50, amount: '0.0166' },
      { category: 'LIVE', validTurnover: '100.0000', rateBp: 60, amount: '0.6000' },
    ]);
    expect(paid.claim.formula).toBe('LOTT 0.50% x 3.3333 = 0.0166; LIVE 0.60% x 100.0000 = 0.6000; total 0.6166');
    expect(await balance(p)).toBe(before + 6_166n);
    // The same request again: the same claim, no money.
    expect((await p.c.ok('rebateClaim', { body: { requestId } })).duplicate).toBe(true);
    // Another request: nothing left.
    const again = await claim(p);
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('rebate.nothing.accrued');
    expect(await balance(p)).toBe(before + 6_166n);
    expect((await p.c.ok('rebateToday')).totals).toMatchObject({ claimed: '0.6166', accrued: '0.0000' });

    // More turnover: only the new part accrues, worked from the whole day (no rounding lost).
    await bet(p, 'LOTT', 66_667n); // LOTT now 10.0000 -> 0.0500 earned, 0.0166 claimed
    const later = await p.c.ok('rebateToday');
    expect(later.categories.find((c: { category: string }) => c.category === 'LOTT')).toMatchObject({ earned: '0.0500', claimed: '0.0166', accrued: '0.0334' });
    expect((await claim(p)).json().value.claim).toMatchObject({ amount: '0.0334', formula: 'LOTT 0.50% x 10.0000 = 0.0500 - 0.0166 claimed = 0.0334; total 0.0334' });
    expect((await rebateTransfers(p.id)).map((t) => t.amount).sort((x, y) => Number(x - y))).toEqual([334n, 6_166n]);
    expect(await balance(p)).toBe(before + 6_500n);
  });

  it('pays exactly once under parallel claims, with one request id or many', async () => {
    const p = await player();
    h.clock.now = at('2026-11-10T09:00:00Z');
    await bet(p, 'RNG', 12_345_678n); // 1,234.5678 x 0.80 % = 9.8765
    const before = await balance(p);
    const requestId = crypto.randomUUID();
    const sameKey = await Promise.all(Array.from({ length: 8 }, () => claim(p, { requestId })));
    expect(sameKey.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(sameKey.map((r) => r.json().value.claim.id)).size).toBe(1);
    expect(sameKey.filter((r) => !r.json().value.duplicate)).toHaveLength(1);
    await bet(p, 'RNG', 1_000_000n); // +100 x 0.80 % = 0.8000 (the day's earned: 10.6765)
    const manyKeys = await Promise.all(Array.from({ length: 8 }, () => claim(p)));
    const ok = manyKeys.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(manyKeys.filter((r) => r.statusCode === 409).every((r) => r.json().errorCode === 'rebate.nothing.accrued')).toBe(true);
    expect(ok[0]!.json().value.claim.amount).toBe('0.8000');
    expect(await balance(p)).toBe(before + rebateOf(13_345_678n, 80));
    expect(await rebateTransfers(p.id)).toHaveLength(2);
    expect(await ledgerViolations(h.database.db)).toEqual([]);
  });

  it('refuses with a clear code: nothing accrued, a day that ended, bad input, trial accounts, visitors', async () => {
    const p = await player();
    h.clock.now = at('2026-11-10T09:30:00Z');
    expect((await claim(p)).json()).toMatchObject({ success: false, errorCode: 'rebate.nothing.accrued' });
    await bet(p, 'LIVE', 1_000_000n);
    expect((await claim(p, { day: '2026-11-09' })).json()).toMatchObject({ errorCode: 'rebate.day.ended' });
    for (const body of [{ requestId: 'not-a-uuid' }, { requestId: crypto.randomUUID(), day: 'today' }, { requestId: crypto.randomUUID(), extra: 1 }]) {
      const r = await p.c.call('rebateClaim', { body });
      expect(r.statusCode).toBe(400);
      expect(r.json().errorCode).toBe('request_param_err');
    }
    expect(await rebateTransfers(p.id)).toEqual([]);
    expect((await new TestClient(app).call('rebateToday')).statusCode).toBe(401);
    h.clock.now = new Date();
    const trial = new TestClient(app);
    trial.token = (await trial.ok('freePlay', { body: {} })).token;
    expect((await trial.call('rebateToday')).json().errorCode).toBe('in_need_true_account');
    expect((await claim({ c: trial })).json().errorCode).toBe('in_need_true_account');
  });

  it('answers the module-off error on a brand with MANPLAYREB3 off, and refuses claims in automatic mode', async () => {
    const off = await h.addBrand(`RBOFF${kind.slice(0, 2).toUpperCase()}`, {}, ['MANPLAYREB3']);
    const offPlayer = await player(new TestClient(app, { merchant: off }));
    for (const call of ['rebateToday', 'rebateHistory'] as const) {
      const r = await offPlayer.c.call(call);
      expect(r.statusCode).toBe(403);
      expect(r.json().errorCode).toBe('function.not.available');
    }
    expect((await claim(offPlayer)).json().errorCode).toBe('function.not.available');

    const auto = await h.addBrand(`RBAUTO${kind.slice(0, 2).toUpperCase()}`, { rebate: { mode: 'automatic', rates: { LIVE: 100 } } });
    const autoPlayer = await player(new TestClient(app, { merchant: auto }));
    const today = await autoPlayer.c.ok('rebateToday');
    expect(today).toMatchObject({ mode: 'automatic', canClaim: false });
    expect(today.categories.map((c: { category: string; rateBp: number }) => [c.category, c.rateBp])).toEqual([['LIVE', 100]]);
    expect((await claim(autoPlayer)).json()).toMatchObject({ success: false, errorCode: 'rebate.claim.automatic' });
  });

  it('pays at the daily close what each member did not claim, once, with inputs and formula; then takes no claim for that day', async () => {
    const [a, b, c] = [await player(), await quietMember(), await quietMember()];
    h.clock.now = at('2026-11-11T06:00:00Z'); // brand day 2026-11-11
    await bet(a, 'LOTT', 2_000_000n); // 1.0000 at 0.50 %
    await bet(b, 'LIVE', 5_000_000n); // 3.0000 at 0.60 %
    await bet(c, 'RNG', 1_000_000n); // 0.8000 at 0.80 %
    expect((await claim(a)).json().value.claim.amount).toBe('1.0000');
    expect((await serviceClaim(c.id)).claim.amount).toBe('0.8000');
    h.clock.now = at('2026-11-11T12:00:00Z');
    await bet(a, 'LOTT', 1_000_000n); // +0.5000 not claimed
    await bet(a, 'RNG', 250_000n); // +0.2000 not claimed
    const before = await Promise.all([a, b, c].map((p) => balance(p)));

    // Not before the day has ended.
    h.clock.now = at('2026-11-11T18:59:00Z');
    await expect(app.periods.engine.close(cashback, 1, 'daily:2026-11-11')).rejects.toThrow(/not ended/);
    h.clock.now = at('2026-11-11T19:06:00Z');
    const close = await app.periods.engine.close(cashback, 1, 'daily:2026-11-11');
    expect(close).toMatchObject({ status: 'posted', movementKind: 'rebate', sourceKind: 'bonus' });
    const lines = await app.periods.engine.lines(close.id);
    const lineOf = (id: number) => lines.find((l) => l.memberId === id);
    expect(lineOf(a.id)).toMatchObject({
      amount: 7_000n,
      status: 'posted',
      formula: 'LOTT 0.50% x 300.0000 = 1.5000 - 1.0000 claimed = 0.5000; RNG 0.80% x 25.0000 = 0.2000; total 0.7000',
      inputs: {
        day: '2026-11-11',
        categories: [
          { category: 'LOTT', validTurnover: '3000000', rateBp: 50, earned: '15000', claimed: '10000', amount: '5000' },
          { category: 'RNG', validTurnover: '250000', rateBp: 80, earned: '2000', claimed: '0', amount: '2000' },
        ],
      },
    });
    expect(lineOf(b.id)).toMatchObject({ amount: 30_000n, status: 'posted' });
    // Claimed everything: no line.
    expect(lineOf(c.id)).toBeUndefined();
    expect(await Promise.all([a, b, c].map((p) => balance(p)))).toEqual([before[0]! + 7_000n, before[1]! + 30_000n, before[2]!]);

    // Again: nothing new.
    const transfers = await wallet.countTransfers('rebate');
    expect(await app.periods.engine.close(cashback, 1, 'daily:2026-11-11')).toEqual(close);
    expect(await wallet.countTransfers('rebate')).toBe(transfers);

    // The sealed day takes no claim (one recorded late, as if its request had arrived in the day).
    const repo = (app.rewards.rebates as unknown as { repo: RebateRepository }).repo;
    expect(await repo.recordClaim({ brandId: 1, memberId: b.id, day: '2026-11-11', requestId: crypto.randomUUID(), currency: 'PKR', at: h.clock.now }, () => ({ items: [{ category: 'LIVE', validTurnover: 1n, rateBp: 60, amount: 30_000n }], formula: 'x' }))).toEqual({ refused: 'sealed' });

    // History: the claim and the daily payment, newest first, paged.
    h.clock.now = at('2026-11-11T19:10:00Z');
    const history = await a.c.ok('rebateHistory', { query: { pageSize: '1' } });
    expect(history.total).toBe(2);
    expect(history.rows).toEqual([expect.objectContaining({ source: 'daily', day: '2026-11-11', amount: '0.7000', status: 'paid', categories: [expect.objectContaining({ category: 'LOTT', amount: '0.5000' }), expect.objectContaining({ category: 'RNG', amount: '0.2000' })] })]);
    const page2 = await a.c.ok('rebateHistory', { query: { pageSize: '1', pageNo: '2' } });
    expect(page2.rows).toEqual([expect.objectContaining({ source: 'claim', day: '2026-11-11', amount: '1.0000', formula: 'LOTT 0.50% x 200.0000 = 1.0000; total 1.0000' })]);

    // Profit and loss: cashback per day and category, claims and the close together.
    const profit = await a.c.ok('memberProfit', { query: { from: '2026-11-11', to: '2026-11-11' } });
    expect(profit.rows.map((r: { category: string; rebate: string }) => [r.category, r.rebate])).toEqual([
      ['LOTT', '1.5000'],
      ['RNG', '0.2000'],
    ]);
    expect(profit.totals.rebate).toBe('1.7000');
    expect(await ledgerViolations(h.database.db)).toEqual([]);
  });

  it('never pays the same turnover twice when claims race the close at midnight', async () => {
    const players: { id: number }[] = [];
    for (let i = 0; i < 12; i++) players.push(await quietMember());
    h.clock.now = at('2026-11-12T18:59:00Z'); // the last minute of brand day 2026-11-12
    for (const [i, p] of players.entries()) await bet(p, 'RNG', 1_000_000n + BigInt(i) * 12_345n);
    const brandCtx = await app.rewards.brands.byId(1);
    const lastSecond = at('2026-11-12T18:59:59Z');
    const afterClose = at('2026-11-12T19:05:30Z');
    // Three claims per member, sent in the day's last second (the service reads the day as a claim arrives).
    const claimsOf = (group: typeof players) => {
      h.clock.now = lastSecond;
      const sent = group.flatMap((p) => Array.from({ length: 3 }, () => app.rewards.rebates.claim(brandCtx, p.id, { requestId: crypto.randomUUID() })));
      h.clock.now = afterClose;
      return Promise.allSettled(sent);
    };
    // Members 0-3 claim before the close starts; 4-7 as it seals the day; 8-11 once it has sealed it.
    const repo = (app.rewards.rebates as unknown as { repo: RebateRepository }).repo;
    const seal = repo.seal.bind(repo);
    let during: ReturnType<typeof claimsOf> | undefined;
    let after: ReturnType<typeof claimsOf> | undefined;
    repo.seal = async (brandId, day) => {
      during = claimsOf(players.slice(4, 8));
      await seal(brandId, day);
      after = claimsOf(players.slice(8));
    };
    try {
      const before = claimsOf(players.slice(0, 4));
      h.clock.now = afterClose;
      const close = await app.periods.engine.close(cashback, 1, 'daily:2026-11-12');
      const outcomes = [...(await before), ...(await during!), ...(await after!)];
      const codes = outcomes.map((o) => (o.status === 'fulfilled' ? 'paid' : (o.reason as AppError).code));
      expect(codes.every((c) => ['paid', 'rebate.nothing.accrued', 'rebate.day.ended'].includes(c))).toBe(true);
      // Claims that arrive after the seal are refused: the close pays their day.
      expect(codes.slice(24)).toEqual(Array(12).fill('rebate.day.ended'));
      expect(close.status).toBe('posted');
      const lines = await app.periods.engine.lines(close.id);
      for (const [i, p] of players.entries()) {
        const earned = rebateOf(1_000_000n + BigInt(i) * 12_345n, 80);
        const claimed = codes.slice(i * 3, i * 3 + 3).filter((c) => c === 'paid').length;
        // Claimed once or paid at the close, never both, and the whole day's rebate either way.
        expect(claimed + lines.filter((l) => l.memberId === p.id).length).toBe(1);
        expect((await rebateTransfers(p.id)).reduce((sum, t) => sum + t.amount, 0n)).toBe(earned);
      }
    } finally {
      repo.seal = seal;
    }
    expect(await ledgerViolations(h.database.db)).toEqual([]);
  });

  it('pays a claim whose payment did not finish (the job), once', async () => {
    const p = await player();
    h.clock.now = at('2026-11-13T08:00:00Z');
    await bet(p, 'LIVE', 1_000_000n);
    // A claim recorded but not paid, as when the process dies between the two.
    const repo = (app.rewards.rebates as unknown as { repo: RebateRepository }).repo;
    const outcome = await repo.recordClaim({ brandId: 1, memberId: p.id, day: '2026-11-13', requestId: crypto.randomUUID(), currency: 'PKR', at: h.clock.now }, () => ({
      items: [{ category: 'LIVE', validTurnover: 1_000_000n, rateBp: 60, amount: 6_000n }],
      formula: 'LIVE 0.60% x 100.0000 = 0.6000; total 0.6000',
    }));
    expect(outcome).toMatchObject({ created: true, claim: { status: 'pending' } });
    expect((await p.c.ok('rebateHistory')).rows[0]).toMatchObject({ status: 'pending', amount: '0.6000' });
    expect((await p.c.ok('rebateToday')).totals.accrued).toBe('0.0000');
    const before = await balance(p);
    h.clock.now = at('2026-11-13T08:01:00Z');
    expect(await app.jobs.runOnce('rewards.rebate-claims')).toMatchObject({ ran: true, result: 1 });
    expect(await app.jobs.runOnce('rewards.rebate-claims')).toMatchObject({ ran: true, result: undefined });
    expect(await balance(p)).toBe(before + 6_000n);
    expect(await rebateTransfers(p.id)).toHaveLength(1);
    expect((await p.c.ok('rebateHistory')).rows[0]).toMatchObject({ status: 'paid' });
  });

  it('closes days as the wallet.period-closes job; a brand with cashback off closes with no lines', async () => {
    const off = await h.addBrand(`RBJOB${kind.slice(0, 2).toUpperCase()}`, {}, ['MANPLAYREB3']);
    const offBrand = (await h.database.db.selectFrom('brands').select('id').where('code', '=', off).executeTakeFirstOrThrow()).id;
    h.clock.now = at('2026-11-14T19:06:00Z');
    const report = await app.jobs.runOnce('wallet.period-closes');
    expect(report.ran).toBe(true);
    const offClose = await app.periods.engine.find(offBrand, 'cashback', 'daily:2026-11-14');
    expect(offClose).toMatchObject({ status: 'posted', lineCount: 0 });
    // The demo brand's day 2026-11-13: the pending claim above was paid by the job, so nothing is left.
    expect((await app.periods.engine.find(1, 'cashback', 'daily:2026-11-13'))!.status).toBe('posted');
  });

  it('takes cashback paid on bets voided later from later cashback, once, never from the wallet', async () => {
    const [q, r] = [await quietMember(), await quietMember()];
    const brandCtx = await app.rewards.brands.byId(1);
    const today = (m: { id: number }) => app.rewards.rebates.today(brandCtx, m.id);
    h.clock.now = at('2026-11-20T06:00:00Z'); // brand day 2026-11-20
    await bet(q, 'RNG', 1_000_000n);
    const qVoided = await bet(q, 'RNG', 500_000n);
    await bet(r, 'RNG', 1_000_000n);
    const rVoided = await bet(r, 'RNG', 500_000n);
    expect((await serviceClaim(q.id)).claim.amount).toBe('1.2000'); // 150.0000 x 0.80 %
    h.clock.now = at('2026-11-20T19:06:00Z');
    const first = await app.periods.engine.close(cashback, 1, 'daily:2026-11-20');
    expect((await app.periods.engine.lines(first.id)).map((l) => [l.memberId, l.amount])).toEqual([[r.id, 12_000n]]);

    // Brand day 2026-11-21: the vendor rolls back one bet of each (settled on the 20th, already paid cashback on).
    h.clock.now = at('2026-11-20T20:00:00Z');
    const before = await Promise.all([q, r].map((m) => balance(m)));
    await wallet.rollBack(q.id, qVoided, 500_000n);
    await wallet.rollBack(r.id, rVoided, 500_000n);
    // The stakes come back whole; 0.4000 of each member's cashback is owed, to be taken from later cashback.
    expect(await Promise.all([q, r].map((m) => balance(m)))).toEqual([before[0]! + 500_000n, before[1]! + 500_000n]);
    expect((await today(q)).totals).toMatchObject({ accrued: '0.0000', owed: '0.4000', payable: '0.0000' });
    await bet(q, 'RNG', 250_000n);
    expect(await today(q)).toMatchObject({ canClaim: false, totals: { accrued: '0.2000', owed: '0.4000', payable: '0.0000' } });
    await expect(serviceClaim(q.id)).rejects.toMatchObject({ code: 'rebate.nothing.accrued' });
    await bet(q, 'RNG', 1_000_000n);
    expect(await today(q)).toMatchObject({ canClaim: true, totals: { accrued: '1.0000', owed: '0.4000', payable: '0.6000' } });
    // Parallel claims: one pays what is payable; what is owed is left for the daily close to take.
    const claims = await Promise.allSettled(Array.from({ length: 8 }, () => serviceClaim(q.id)));
    const paid = claims.flatMap((c) => (c.status === 'fulfilled' ? [c.value.claim] : []));
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ amount: '0.6000', formula: 'RNG 0.80% x 125.0000 = 1.0000; total 1.0000 - 0.4000 owed on voided bets = 0.6000' });
    expect(claims.filter((c) => c.status === 'rejected').every((c) => (c.reason as AppError).code === 'rebate.nothing.accrued')).toBe(true);
    await bet(r, 'RNG', 1_000_000n);

    h.clock.now = at('2026-11-21T19:06:00Z');
    const second = await app.periods.engine.close(cashback, 1, 'daily:2026-11-21');
    const lines = await app.periods.engine.lines(second.id);
    const lineOf = (m: { id: number }) => lines.find((l) => l.memberId === m.id)!;
    // q: 0.4000 left of the day, all of it owed: a zero line says so, and nothing is paid.
    expect(lineOf(q)).toMatchObject({
      amount: 0n,
      status: 'zero',
      formula: 'RNG 0.80% x 125.0000 = 1.0000 - 0.6000 claimed = 0.4000; total 0.4000 - 0.4000 owed on voided bets = 0.0000',
      inputs: { day: '2026-11-21', recovered: '4000', categories: [{ category: 'RNG', earned: '10000', claimed: '6000', amount: '0', recovered: '4000' }] },
    });
    // r: 0.8000 for the day, less the 0.4000 owed.
    expect(lineOf(r)).toMatchObject({ amount: 4_000n, status: 'posted', formula: 'RNG 0.80% x 100.0000 = 0.8000; total 0.8000 - 0.4000 owed on voided bets = 0.4000' });
    // Each has had exactly the cashback of the turnover that stands: 0.80 % of 100 + 125 and of 100 + 100.
    const received = async (m: { id: number }) => (await rebateTransfers(m.id)).reduce((sum, t) => sum + t.amount, 0n);
    expect([await received(q), await received(r)]).toEqual([rebateOf(2_250_000n, 80), rebateOf(2_000_000n, 80)]);

    // Taken once: closing again changes nothing, and the next day owes nothing.
    const transfers = await wallet.countTransfers('rebate');
    expect(await app.periods.engine.close(cashback, 1, 'daily:2026-11-21')).toEqual(second);
    expect(await wallet.countTransfers('rebate')).toBe(transfers);
    h.clock.now = at('2026-11-22T06:00:00Z');
    expect((await today(q)).totals).toMatchObject({ owed: '0.0000' });
    expect((await today(r)).totals).toMatchObject({ owed: '0.0000' });
    // The member sees the zero line and why in their history.
    const history = await app.rewards.rebates.history(q.id, { pageNo: 1, pageSize: 10 });
    expect(history.rows[0]).toMatchObject({ source: 'daily', day: '2026-11-21', amount: '0.0000', status: 'paid' });
    expect(history.rows[0]!.formula).toMatch(/owed on voided bets = 0\.0000$/);
    expect(await ledgerViolations(h.database.db)).toEqual([]);
  });
});
