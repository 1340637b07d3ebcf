import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createHarness, type Harness } from '../../../test/app-harness.ts';
import { TestClient } from '../../../test/api-client.ts';
import { databaseKinds } from '../../../test/databases.ts';
import { brandDayStart } from './bet-journal.ts';
import { pageWindow } from './bet-records.service.ts';
import { LedgerRepository } from './ledger.repository.ts';
import { LedgerWriter } from './ledger-writer.ts';
import { WalletCommands } from './wallet-commands.ts';

let seq = 0;
const name = () => `br${Date.now().toString(36)}${(seq++).toString(36)}`.slice(0, 16);

describe.each(databaseKinds)('betting record and profit on %s', (kind) => {
  let h: Harness;
  let app: FastifyInstance;
  let repo: LedgerRepository;
  let writer: LedgerWriter;
  let commands: WalletCommands;
  // The demo brand's zone is Asia/Karachi (UTC+5): 2026-11-24 runs from 2026-11-23T19:00Z.
  const brand = { id: 1, currency: 'PKR', timeZone: 'Asia/Karachi' };
  beforeAll(async () => {
    h = await createHarness(kind);
    app = await h.app();
    repo = new LedgerRepository(h.database.db);
    writer = new LedgerWriter(h.database.db);
    commands = new WalletCommands(writer, repo, () => h.clock.now);
  });
  afterAll(async () => {
    await h?.close();
  });

  async function player() {
    // Sign-up's human check is dated by the real clock.
    h.clock.now = new Date();
    const c = new TestClient(app);
    const v = await c.register(name());
    const main = await repo.ensureAccount(1, v.id, 'main', 'PKR');
    const cashIn = await repo.ensureAccount(1, null, 'cash_in', 'PKR');
    await writer.post({ key: `test:fund:${v.id}`, hash: 'f', kind: 'deposit', currency: 'PKR', amount: 10_000_000_000n, legs: [{ account: cashIn, amount: -10_000_000_000n }, { account: main, amount: 10_000_000_000n }] });
    return { c, id: v.id as number, main };
  }

  /** A bet on another product through the wallet commands, settled with `win` unless open. */
  async function productBet(p: { id: number; main: bigint }, key: string, category: 'LOTT' | 'LIVE', stake: bigint, win: bigint | 'open') {
    const counter = await repo.ensureAccount(1, null, 'house', 'PKR');
    const bet = { key, stake, category, vendor: category === 'LOTT' ? 'LOTTERY' : 'EVO', game: 'g1', round: category === 'LIVE' ? `EVO:${key}` : undefined, ref: { order: `L-${key}` } };
    await commands.stake({ key, hash: key, kind: 'bet', brand, memberId: p.id, member: p.main, counter, amount: stake, bets: [bet], trial: false });
    if (win === 'open') return;
    if (win > 0n) await commands.payout({ key: `${key}:win`, hash: key, kind: 'win', brand, memberId: p.id, member: p.main, counter, amount: win, settles: [{ key, win }] });
    else await commands.settleLost(brand, [key]);
  }

  it("lists every product's bets with filters and totals, and the day's profit and loss", async () => {
    const p = await player();
    h.clock.now = new Date('2026-11-24T10:00:00Z');
    // Two house rounds through the site (won or lost, each is one settled bet).
    for (const target of [5000, 5000]) {
      const r = await p.c.ok('housePlay', { params: { code: 'dice' }, body: { roundId: crypto.randomUUID(), bet: '1', dice: { target, direction: 'under' } } });
      expect(r.status).toBe('settled');
    }
    await productBet(p, `lt:${kind}:${p.id}:1`, 'LOTT', 20_000n, 0n);
    await productBet(p, `lv:${kind}:${p.id}:1`, 'LIVE', 50_000n, 120_000n);
    await productBet(p, `lv:${kind}:${p.id}:2`, 'LIVE', 30_000n, 'open');
    // The next brand day (after 19:00 UTC is tomorrow in Karachi).
    h.clock.now = new Date('2026-11-24T19:30:00Z');
    await productBet(p, `lt:${kind}:${p.id}:2`, 'LOTT', 10_000n, 0n);
    // Back to the morning for the member's requests (the session was made at the real time).
    h.clock.now = new Date('2026-11-24T10:30:00Z');

    const day = await p.c.ok('memberBets', { query: { from: '2026-11-24', to: '2026-11-24' } });
    expect(day.total).toBe(5);
    expect(day.rows.map((r: { category: string }) => r.category).sort()).toEqual(['LIVE', 'LIVE', 'LOTT', 'RNG', 'RNG']);
    const houseRows = day.rows.filter((r: { category: string }) => r.category === 'RNG');
    expect(houseRows.every((r: { detail: { kind: string; roundId: string } }) => r.detail.kind === 'house' && r.detail.roundId.length > 0)).toBe(true);
    expect(day.rows.find((r: { category: string; status: string }) => r.category === 'LIVE' && r.status === 'open')).toMatchObject({ stake: '3.0000', validTurnover: '0.0000', profit: '0.0000', settledAt: null, detail: { kind: 'vendor' } });
    expect(day.totals).toMatchObject({ bets: 5, stake: '12.0000', validTurnover: '9.0000' });

    const live = await p.c.ok('memberBets', { query: { from: '2026-11-24', to: '2026-11-25', category: 'LIVE', status: 'settled' } });
    expect(live.rows).toEqual([expect.objectContaining({ stake: '5.0000', win: '12.0000', profit: '7.0000', status: 'settled' })]);
    const paged = await p.c.ok('memberBets', { query: { from: '2026-11-24', to: '2026-11-25', pageSize: '2', pageNo: '3' } });
    expect(paged).toMatchObject({ total: 6, pageNo: 3, pageSize: 2 });
    expect(paged.rows).toHaveLength(2);

    const profit = await p.c.ok('memberProfit', { query: { from: '2026-11-24', to: '2026-11-25' } });
    const lott25 = profit.rows.find((r: { day: string; category: string }) => r.day === '2026-11-25' && r.category === 'LOTT');
    expect(lott25).toMatchObject({ bets: 1, stake: '1.0000', win: '0.0000', profit: '-1.0000' });
    const live24 = profit.rows.find((r: { day: string; category: string }) => r.day === '2026-11-24' && r.category === 'LIVE');
    expect(live24).toMatchObject({ bets: 1, stake: '5.0000', validTurnover: '5.0000', win: '12.0000', profit: '7.0000' });
    // The totals are the rows' sums (the open bet is not in profit and loss until it settles).
    expect(profit.totals.bets).toBe(profit.rows.reduce((n: number, r: { bets: number }) => n + r.bets, 0));
    expect(profit.totals.bets).toBe(5);
  });

  it('counts each bet on the day it was placed as its status changes, and pages through days without gaps or repeats', async () => {
    const p = await player();
    const counter = await repo.ensureAccount(1, null, 'house', 'PKR');
    const key = (n: number) => `pd:${kind}:${p.id}:${n}`;
    // Brand days 22, 23 and 24 November (10:00 UTC is 15:00 in Karachi).
    h.clock.now = new Date('2026-11-22T10:00:00Z');
    for (const n of [1, 2, 3]) await productBet(p, key(n), 'LIVE', 10_000n, 'open');
    h.clock.now = new Date('2026-11-23T10:00:00Z');
    for (const n of [4, 5]) await productBet(p, key(n), 'LOTT', 20_000n, 0n);
    h.clock.now = new Date('2026-11-24T10:00:00Z');
    for (const n of [6, 7, 8, 9]) await productBet(p, key(n), 'LIVE', 30_000n, 45_000n);
    // Two of the first day's bets end today: one wins, one is voided by the vendor.
    await commands.payout({ key: `${key(1)}:win`, hash: 'w', kind: 'win', brand, memberId: p.id, member: p.main, counter, amount: 25_000n, settles: [{ key: key(1), win: 25_000n }] });
    await commands.refund({ key: `${key(2)}:void`, hash: 'v', kind: 'rollback', brand, memberId: p.id, member: p.main, counter, amount: 10_000n, ends: [{ key: key(2), as: 'void' }] });
    h.clock.now = new Date('2026-11-24T11:00:00Z');

    const range = { from: '2026-11-22', to: '2026-11-24' };
    const all = await p.c.ok('memberBets', { query: { ...range, pageSize: '50' } });
    expect(all.totals).toMatchObject({ bets: 9, stake: '19.0000', validTurnover: '17.0000', win: '20.5000', profit: '3.5000' });
    const first = await p.c.ok('memberBets', { query: { from: '2026-11-22', to: '2026-11-22' } });
    expect(first.totals).toMatchObject({ bets: 3, stake: '3.0000', validTurnover: '1.0000', win: '2.5000' });
    const byStatus = async (status: string) => (await p.c.ok('memberBets', { query: { ...range, status } })).totals;
    expect(await byStatus('settled')).toMatchObject({ bets: 7, stake: '17.0000', validTurnover: '17.0000', win: '20.5000' });
    expect(await byStatus('open')).toMatchObject({ bets: 1, stake: '1.0000', validTurnover: '0.0000', win: '0.0000' });
    expect(await byStatus('void')).toMatchObject({ bets: 1, stake: '1.0000', validTurnover: '0.0000' });
    expect(await byStatus('cancelled')).toMatchObject({ bets: 0, stake: '0.0000' });
    const settledFirstDay = await p.c.ok('memberBets', { query: { from: '2026-11-22', to: '2026-11-22', status: 'settled' } });
    expect(settledFirstDay.rows).toEqual([expect.objectContaining({ id: key(1), win: '2.5000', status: 'settled' })]);

    // Pages of two, newest first: every bet once, in the order of the whole list, and nothing past the last.
    const ids = all.rows.map((r: { id: string }) => r.id);
    expect(ids).toHaveLength(9);
    const paged: string[] = [];
    for (let pageNo = 1; pageNo <= 6; pageNo++) {
      const page = await p.c.ok('memberBets', { query: { ...range, pageSize: '2', pageNo: String(pageNo) } });
      expect(page.total).toBe(9);
      paged.push(...page.rows.map((r: { id: string }) => r.id));
    }
    expect(paged).toEqual(ids);
    const live = await p.c.ok('memberBets', { query: { ...range, category: 'LIVE', pageSize: '3', pageNo: '2' } });
    expect(live.rows.map((r: { id: string }) => r.id)).toEqual(ids.filter((id: string) => !id.endsWith(':4') && !id.endsWith(':5')).slice(3, 6));
  });

  it('finds the days that hold a page', () => {
    const days = [
      { day: '2026-11-24', bets: 4 },
      { day: '2026-11-23', bets: 2 },
      { day: '2026-11-22', bets: 3 },
    ];
    expect(pageWindow(days, 0, 2)).toEqual({ newest: '2026-11-24', oldest: '2026-11-24', skip: 0 });
    expect(pageWindow(days, 2, 3)).toEqual({ newest: '2026-11-24', oldest: '2026-11-23', skip: 2 });
    expect(pageWindow(days, 4, 2)).toEqual({ newest: '2026-11-23', oldest: '2026-11-23', skip: 0 });
    expect(pageWindow(days, 5, 20)).toEqual({ newest: '2026-11-23', oldest: '2026-11-22', skip: 1 });
    expect(pageWindow(days, 9, 20)).toBeNull();
    expect(pageWindow([], 0, 20)).toBeNull();
  });

  it('shows a member only their own bets and refuses bad ranges with a clear code', async () => {
    const a = await player();
    const b = await player();
    h.clock.now = new Date('2026-11-24T10:00:00Z');
    await productBet(a, `own:${kind}:${a.id}`, 'LOTT', 10_000n, 0n);
    expect((await b.c.ok('memberBets', { query: { from: '2026-11-24', to: '2026-11-24' } })).total).toBe(0);
    expect((await b.c.ok('memberProfit', { query: { from: '2026-11-24', to: '2026-11-24' } })).rows).toEqual([]);
    for (const query of [{ from: '2026-11-25', to: '2026-11-24' }, { from: '2026-01-01', to: '2026-11-24' }, { from: 'yesterday', to: '2026-11-24' }, { from: '2026-11-24', to: '2026-11-24', category: 'CASINO' }]) {
      const r = await b.c.call('memberBets', { query: query as Record<string, string> });
      expect(r.statusCode).toBe(400);
      expect(r.json().success).toBe(false);
    }
    const visitor = await new TestClient(app).call('memberBets', { query: { from: '2026-11-24', to: '2026-11-24' } });
    expect(visitor.statusCode).toBe(401);
  });

  it('starts brand days at the zone’s midnight, also across a daylight-saving change', () => {
    expect(brandDayStart('2026-11-24', 'Asia/Karachi').toISOString()).toBe('2026-11-23T19:00:00.000Z');
    expect(brandDayStart('2026-03-29', 'Europe/London').toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(brandDayStart('2026-03-30', 'Europe/London').toISOString()).toBe('2026-03-29T23:00:00.000Z');
    expect(brandDayStart('2026-11-02', 'America/New_York').toISOString()).toBe('2026-11-02T05:00:00.000Z');
  });
});
