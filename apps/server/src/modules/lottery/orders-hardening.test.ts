import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Harness } from '../../../test/app-harness.ts';
import { createLotteryHarness, type LotteryGameRef, type LotteryHarness } from '../../../test/lottery-harness.ts';
import { TestClient } from '../../../test/api-client.ts';
import { databaseKinds } from '../../../test/databases.ts';
import { ledgerViolations } from '../wallet/invariants.ts';

/** K3 sum play (families/k3.ts): one bet on a sum costs 2 at unit 1. Sum 3 pays 427.68 per 2 staked. */
const K3_SUM = 1;
const slip = (balls: string) => `${balls}~1~${K3_SUM}~1/1~1980~1`;
const SUM3_PRIZE = 4_276_800n;

describe.each(databaseKinds)('lottery orders: trial accounts and twin requests on %s', (kind) => {
  let lh: LotteryHarness;
  let h: Harness;
  let app: FastifyInstance;
  let k3: LotteryGameRef;

  beforeAll(async () => {
    lh = await createLotteryHarness(kind);
    ({ h, app } = lh);
    k3 = lh.game('k3-fast');
  });
  afterAll(async () => {
    await lh?.close();
  });

  const player = (funds?: bigint) => lh.player(funds);
  const trial = () => lh.trial();
  const numero = async () => (await new TestClient(app).ok('lotteryNear', { query: { gameId: String(k3.gameId) } })).currentNumero.numero as string;
  const bet = (c: TestClient, current: string, balls: string, extra: Record<string, unknown> = {}) =>
    c.call('lotteryBet', { body: { gameId: k3.gameId, currentNumero: current, bettingSlipString: slip(balls), prizeModeId: k3.prizeModeId, betCartAmountSum: '2', ...extra } });

  it('lets trial accounts bet without taking any exposure room from real players', async () => {
    const db = h.database.db;
    const current = await numero();
    const issueId = (await app.lottery.repo.byNumero(k3.gameId, current))!.id;
    const exposureNow = async () => (await db.selectFrom('lottery_exposure').select('potential').where('issue_id', '=', issueId).where('play_id', '=', K3_SUM).where('number', '=', 'sum:3').executeTakeFirst())?.potential ?? 0n;
    const before = await exposureNow();
    // Room for exactly one more real bet on sum 3.
    await db.updateTable('lottery_games').set({ settings: JSON.stringify({ exposureMax: (Number(before + SUM3_PRIZE) / 10_000).toFixed(4) }) }).where('id', '=', k3.gameId).execute();
    try {
      const demo = await trial();
      const demoBets = await Promise.all(Array.from({ length: 4 }, () => bet(demo, current, '3')));
      expect(demoBets.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
      expect(await exposureNow()).toBe(before);
      // Cancelling a demo sub-order gives back nothing it never took.
      const sub = (await demo.ok('lotteryOrderDetail', { params: { orderNumber: demoBets[0]!.json().orderNumber } })).subOrders[0];
      await demo.ok('lotteryCancel', { body: { subOrderIds: [sub.subOrderId] } });
      expect(await exposureNow()).toBe(before);

      // The real player still gets the one bet the limit allows, and no more.
      const real = await player();
      expect((await bet(real, current, '3')).statusCode).toBe(200);
      expect((await bet(real, current, '3')).json().errorCode).toBe('lottery.exposure.exceeded');
      expect(await exposureNow()).toBe(before + SUM3_PRIZE);
    } finally {
      await db.updateTable('lottery_games').set({ settings: '{}' }).where('id', '=', k3.gameId).execute();
    }
  });

  it('answers ten simultaneous sends of one client order id with the one order, debited once', async () => {
    const c = await player();
    const current = await numero();
    const clientOrderId = crypto.randomUUID();
    const replies = await Promise.all(Array.from({ length: 10 }, () => bet(c, current, '10', { clientOrderId })));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const orders = new Set(replies.map((r) => r.json().orderNumber));
    expect(orders.size).toBe(1);
    expect(replies.every((r) => r.json().totalBettingAmount === '2.0000')).toBe(true);
    expect((await c.ok('balance')).sumBalance).toBe('98.0000');
    expect((await c.ok('lotteryTodayOrders')).total).toBe(1);
    // The same id with another slip is refused, not placed.
    expect((await bet(c, current, '11', { clientOrderId })).json().errorCode).toBe('duplicate.transaction');
    expect(await ledgerViolations(h.database.db)).toEqual([]);
  });

  it('answers a Vietnam retry that arrives after betting closed with the stored order, debited once', async () => {
    const c = await player();
    const games = await new TestClient(app).ok('vnGameMenu');
    const fast = games.flatMap((g: { games: { code: string }[] }) => g.games).find((g: { code: string }) => g.code === 'vn-fast-north');
    const current = (await new TestClient(app).ok('lotteryNear', { query: { gameId: String(fast.gameId) } })).currentNumero;
    // Lô 2 số (play 21) on 07 for the current issue.
    const body = { prizeMode: 'Elott', clientOrderId: crypto.randomUUID(), contents: [{ gameId: fast.gameId, playId: 21, bettingContent: '07', singleBetPrice: '2', numero: [{ numero: current.numero, multiple: 1 }] }] };
    const placed = await c.ok('vnBet', { body });
    const balance = (await c.ok('balance')).sumBalance;
    const saved = h.clock.now;
    h.clock.now = new Date(new Date(current.lockAt).getTime() + 1);
    try {
      // The retry (same id, same content) after lock: the order that landed, not lottery.issue.closed.
      expect(await c.ok('vnBet', { body })).toEqual(placed);
      // A new content after lock is still refused.
      const late = await c.call('vnBet', { body: { ...body, clientOrderId: crypto.randomUUID() } });
      expect(late.json().errorCode).toBe('lottery.issue.closed');
    } finally {
      h.clock.now = saved;
    }
    expect((await c.ok('balance')).sumBalance).toBe(balance);
    expect((await c.ok('lotteryTodayOrders')).total).toBe(1);
    expect(await ledgerViolations(h.database.db)).toEqual([]);
  });

  it("gives back no exposure when a trial account's chase stops after a win", async () => {
    const db = h.database.db;
    const current = await numero();
    const demo = await trial();
    const chase = await demo.ok('lotteryChaseIssues', { params: { gameId: k3.gameId }, query: { count: '3' } });
    const later = (await app.lottery.repo.byNumero(k3.gameId, chase[1].numero))!.id;
    const exposureOf = async (number: string) => (await db.selectFrom('lottery_exposure').select('potential').where('issue_id', '=', later).where('play_id', '=', K3_SUM).where('number', '=', number).executeTakeFirst())?.potential ?? 0n;
    // A real player's stake on sum 3 of this issue and the next (a chase; later issues sell only that way).
    const real = await player();
    const realSteps = chase.slice(0, 2).map((i: { numero: string }) => ({ numero: i.numero, multiple: 1 }));
    expect((await bet(real, current, '3', { chase: realSteps, betCartAmountSum: '4' })).statusCode).toBe(200);
    const realExposure = await exposureOf('sum:3');
    expect(realExposure).toBe(SUM3_PRIZE);

    // The trial account covers every sum over three issues, stopping after a win: it wins the first.
    const sums = Array.from({ length: 16 }, (_, i) => i + 3).join(',');
    const steps = chase.map((i: { numero: string }) => ({ numero: i.numero, multiple: 1 }));
    const placed = await demo.call('lotteryBet', { body: { gameId: k3.gameId, currentNumero: current, bettingSlipString: `${sums}~1~${K3_SUM}~1/1~1980~1`, prizeModeId: k3.prizeModeId, betCartAmountSum: String(32 * 3), chase: steps, winningStop: true } });
    expect(placed.statusCode).toBe(200);
    expect(await exposureOf('sum:3')).toBe(realExposure);
    h.clock.now = new Date(new Date((await new TestClient(app).ok('lotteryNear', { query: { gameId: String(k3.gameId) } })).currentNumero.drawTime).getTime() + 500);
    await app.lottery.draws.tick();
    const detail = await demo.ok('lotteryOrderDetail', { params: { orderNumber: placed.json().orderNumber } });
    expect(detail.subOrders.map((x: { status: string }) => x.status)).toEqual(['won', 'cancelled', 'cancelled']);
    // The real player's exposure is as it was: the stopped demo steps freed nothing they never took.
    expect(await exposureOf('sum:3')).toBe(realExposure);
    expect(await exposureOf('sum:4')).toBe(0n);
  });
});
