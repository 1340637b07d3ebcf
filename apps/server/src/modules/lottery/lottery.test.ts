import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { FairStream } from '@lotus/games/fair-rng';
import { k3Family } from '@lotus/games/lottery/families/k3';
import { createHarness, type Harness } from '../../../test/app-harness.ts';
import { TestClient } from '../../../test/api-client.ts';
import { databaseKinds } from '../../../test/databases.ts';
import { ledgerViolations } from '../wallet/invariants.ts';
import { TestWallet } from '../wallet/test-wallet.ts';
import type { WalletBrand } from '../wallet/wallet-commands.ts';

const brand: WalletBrand = { id: 1, currency: 'PKR', timeZone: 'Asia/Karachi' };
let seq = 0;
const name = () => `lt${Date.now().toString(36)}${(seq++).toString(36)}`.slice(0, 16);

/** K3 play ids (families/k3.ts): sum 3-18, and sum two-sides (big/small/odd/even). */
const K3_SUM = 1;
const K3_SIDES = 2;
const slip = (balls: string, playId: number, multiple = 1, series = 1980, mode = '1/1', approach = 1) => `${balls}~${approach}~${playId}~${mode}~${series}~${multiple}`;

describe.each(databaseKinds)('lottery on %s', (kind) => {
  let h: Harness;
  let app: FastifyInstance;
  let wallet: TestWallet;
  let k3: { gameId: number; prizeModeId: number };

  beforeAll(async () => {
    h = await createHarness(kind);
    // Five seconds into a minute (the human check of registration reads the real clock, so stay near it).
    h.clock.now = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 5_000);
    // Players come from many addresses (registration is limited per address).
    app = await h.app({ TRUST_PROXY: 'true' });
    wallet = new TestWallet(h.database.db);
    await app.lottery.draws.plan();
    const groups = await new TestClient(app).ok('lotteryGames');
    const game = groups.flatMap((g: { games: { code: string }[] }) => g.games).find((g: { code: string }) => g.code === 'k3-fast');
    k3 = { gameId: game.gameId, prizeModeId: game.prizeModeId };
  });
  afterAll(async () => {
    await h?.close();
  });

  async function player(funds = 10_000_000n) {
    const c = new TestClient(app, { 'x-forwarded-for': `198.51.100.${seq % 250}` });
    const v = await c.register(name());
    await wallet.fundMember(brand, v.id, funds);
    return { c, id: v.id as number };
  }
  const balance = async (c: TestClient) => (await c.ok('balance')).sumBalance as string;
  const near = async () => (await new TestClient(app).ok('lotteryNear', { query: { gameId: String(k3.gameId) } })).currentNumero;
  const bet = (c: TestClient, numero: string, slips: string, amount: string, extra: Record<string, unknown> = {}) =>
    c.call('lotteryBet', { body: { gameId: k3.gameId, currentNumero: numero, bettingSlipString: slips, prizeModeId: k3.prizeModeId, betCartAmountSum: amount, ...extra } });

  /** The order's sub-orders as the bet journal has them, in order. */
  const journalOf = (orderNumber: string) =>
    h.database.db.selectFrom('bet_journal').select(['category', 'vendor', 'game', 'stake', 'valid_turnover', 'win', 'status']).where(sql<string>`ref->>'order'`, '=', orderNumber).orderBy(sql`(ref->>'subOrder')::bigint`).execute();

  it('serves the catalogue, play menus with prizes derived from chances, settings and the current issue with its seed hash', async () => {
    const v = new TestClient(app);
    const menu = await v.ok('lotteryPlayMenu', { params: { gameId: k3.gameId } });
    const sum = menu[0].playMenuGroups.flatMap((g: { playMenus: { playId: number }[] }) => g.playMenus).find((p: { playId: number }) => p.playId === K3_SUM);
    // Sum 10 comes up 27 times in 216: a 2 bet at series 1980 pays 2 x 216/27 x 0.99 = 15.84.
    expect(sum.levels.find((l: { key: string }) => l.key === 'sum10').prize).toBe('15.8400');
    expect(sum.playName).toBeTruthy();
    const setting = await v.ok('lotterySetting', { params: { gameId: k3.gameId } });
    expect(setting.bettingModes.map((m: { unit: string }) => m.unit)).toEqual(['1', '0.1', '0.01', '0.001']);
    const current = await near();
    expect(current).toMatchObject({ numero: expect.stringMatching(/^\d{8}-\d{4}$/), isSale: true, seedHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(current.lockTime).toBe(45);
    const res = await v.call('lotteryNear', { query: { gameId: '999999' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errorCode: 'lottery.game.not.found', message: expect.any(String) });
  });

  it('takes a bet until the lock and refuses one a millisecond after it, on the server clock', async () => {
    const { c } = await player();
    const current = await near();
    const lockAt = new Date(current.lockAt).getTime();
    h.clock.now = new Date(lockAt - 1);
    const ok = await bet(c, current.numero, slip('10', K3_SUM), '2');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ numero: current.numero, totalBettingAmount: '2.0000', orderNumber: expect.stringMatching(/^L\d+$/) });
    const before = await balance(c);
    for (const at of [lockAt, lockAt + 1]) {
      h.clock.now = new Date(at);
      const late = await bet(c, current.numero, slip('10', K3_SUM), '2');
      expect(late.statusCode).toBe(409);
      expect(late.json().errorCode).toBe('lottery.issue.closed');
    }
    expect(await balance(c)).toBe(before);
    h.clock.now = new Date(lockAt - 20_000);
  });

  it('refuses bad slips with a clear code and moves nothing', async () => {
    const { c } = await player();
    const current = await near();
    const before = await balance(c);
    const cases: [string, string, string][] = [
      ['10~1~1', '2', 'lottery.slip.malformed'],
      [slip('19', K3_SUM), '2', 'lottery.slip.ball.invalid'],
      [slip('10,10', K3_SUM), '4', 'lottery.slip.ball.duplicate'],
      [slip('10', 777), '2', 'lottery.slip.play.unknown'],
      [slip('10', K3_SUM, 1, 1999), '2', 'lottery.slip.series.invalid'],
      [slip('10', K3_SUM, 1, 1980, '1/0.1'), '0.2', 'lottery.slip.mode.invalid'],
      [slip('10', K3_SUM, 0), '0.0001', 'lottery.slip.multiple.invalid'],
      [slip('10,11', K3_SUM), '2', 'lottery.amount.mismatch'],
      [slip('big', K3_SIDES), '3', 'lottery.amount.mismatch'],
    ];
    for (const [text, amount, code] of cases) {
      const res = await bet(c, current.numero, text, amount);
      expect(res.json().errorCode, text).toBe(code);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    const unknown = await bet(c, '20991122-0001', slip('10', K3_SUM), '2');
    expect(unknown.json().errorCode).toBe('lottery.issue.not.found');
    expect(await balance(c)).toBe(before);
    const orders = await c.ok('lotteryTodayOrders');
    expect(orders.total).toBe(0);
  });

  it('draws from the committed seed, settles through the wallet once however often it runs, and shows the result', async () => {
    const { c } = await player();
    const current = await near();
    // Every sum from 3 to 18 at once, and big and small: exactly one sum wins.
    const sums = Array.from({ length: 16 }, (_, i) => i + 3).join(',');
    const placed = await bet(c, current.numero, `${slip(sums, K3_SUM)};${slip('big,small', K3_SIDES)}`, '36');
    expect(placed.statusCode).toBe(200);
    const afterBet = Number(await balance(c));

    // A browser listening on the websocket hears the result as soon as it is drawn.
    // The server says `ready` as soon as it opens the socket: listen from before the upgrade completes.
    const events: { type: string; gameId?: number; draw?: { numero: string; winningNumber: string } }[] = [];
    let heardReady: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => (heardReady = resolve));
    const socket = await app.injectWS('/ws?merchant=LOTUS', {}, {
      onInit: (ws) =>
        ws.on('message', (data: Buffer) => {
          const event = JSON.parse(data.toString());
          events.push(event);
          if (event.type === 'ready') heardReady();
        }),
    });
    await ready;
    h.clock.now = new Date(new Date(current.drawTime).getTime() + 500);
    await app.lottery.draws.tick();
    await new Promise((r) => setTimeout(r, 20));
    socket.terminate();
    const pushed = events.find((e) => e.type === 'lottery.drawn' && e.gameId === k3.gameId);
    expect(pushed?.draw?.numero).toBe(current.numero);
    // The drawn issue takes no more bets.
    expect((await bet(c, current.numero, slip('10', K3_SUM), '2')).json().errorCode).toBe('lottery.issue.closed');
    const history = await new TestClient(app).ok('lotteryDrawHistory', { params: { gameId: k3.gameId } });
    const drawn = history.find((d: { numero: string }) => d.numero === current.numero);
    // The published seed hashes to what was shown at sale open and replays the result.
    expect(drawn.seedHash).toBe(current.seedHash);
    const replay = k3Family.formatDraw(k3Family.draw(new FairStream(drawn.seed, `k3-fast:${current.numero}`, 0)));
    expect(drawn.winningNumber).toBe(replay);
    expect(pushed?.draw?.winningNumber).toBe(replay);
    const dice = replay.split(',').map(Number);
    const total = dice.reduce((a, b) => a + b, 0);
    const triple = dice[0] === dice[1] && dice[1] === dice[2];

    const detail = await c.ok('lotteryOrderDetail', { params: { orderNumber: placed.json().orderNumber } });
    expect(detail.subOrders.every((s: { status: string }) => s.status !== 'pending')).toBe(true);
    const settledBalance = Number(await balance(c));
    // Sum bet: exactly one winning bet; its prize from its chance out of 216 (rounded down to 1/10,000).
    const ways = [0, 0, 0, 1, 3, 6, 10, 15, 21, 25, 27, 27, 25, 21, 15, 10, 6, 3, 1][total]!;
    const sumPrize = Math.floor(2 * (216 / ways) * 0.99 * 10_000) / 10_000;
    // Big/small: one of the two wins at 2 x 72/35 x 0.99 unless a triple makes both lose.
    const sidePrize = triple ? 0 : Math.floor(2 * (72 / 35) * 0.99 * 10_000) / 10_000;
    expect(settledBalance - afterBet).toBeCloseTo(sumPrize + sidePrize, 4);

    // Settling again (the job, or the settlement itself on the same issue) pays nothing more, even
    // after a crash left the sub-orders unmarked and the issue not yet settled.
    const issue = (await app.lottery.repo.byNumero(k3.gameId, current.numero))!;
    expect(issue.status).toBe('settled');
    await h.database.db.updateTable('lottery_bets').set({ status: 'pending', win: 0n }).where('issue_id', '=', issue.id).execute();
    await h.database.db.updateTable('lottery_issues').set({ status: 'drawn' }).where('id', '=', issue.id).execute();
    await app.lottery.draws.tick();
    expect((await c.ok('lotteryOrderDetail', { params: { orderNumber: placed.json().orderNumber } })).subOrders.map((x: { status: string }) => x.status)).toEqual(detail.subOrders.map((x: { status: string }) => x.status));
    await app.lottery.settlement.settle((await import('./game-catalogue.ts')).resolveGame((await app.lottery.repo.gameById(k3.gameId))!), { ...issue, status: 'drawn' });
    await app.lottery.draws.tick();
    expect(Number(await balance(c))).toBeCloseTo(settledBalance, 4);
    expect(await ledgerViolations(h.database.db)).toEqual([]);
    // Each sub-order is one settled bet in the journal, however often settlement ran; the wins are the prizes.
    const journal = await journalOf(placed.json().orderNumber);
    expect(journal).toHaveLength(detail.subOrders.length);
    expect(journal.every((j) => j.status === 'settled' && j.category === 'LOTT' && j.vendor === 'LOTTERY' && j.game === 'k3-fast' && j.valid_turnover === j.stake)).toBe(true);
    expect(Number(journal.reduce((sum, j) => sum + j.win, 0n)) / 10_000).toBeCloseTo(sumPrize + sidePrize, 4);
  });

  it('cancels a sub-order before the lock with a refund, and not after', async () => {
    const { c } = await player();
    const current = await near();
    const before = await balance(c);
    const placed = await bet(c, current.numero, slip('odd', K3_SIDES, 5), '10');
    const detail = await c.ok('lotteryOrderDetail', { params: { orderNumber: placed.json().orderNumber } });
    expect(detail.subOrders[0]).toMatchObject({ status: 'pending', cancellable: true, amount: '10.0000' });
    const cancelled = await c.ok('lotteryCancel', { body: { subOrderIds: [detail.subOrders[0].subOrderId] } });
    expect(cancelled).toEqual({ cancelled: 1, refunded: '10.0000' });
    expect(await balance(c)).toBe(before);
    const again = await c.call('lotteryCancel', { body: { subOrderIds: [detail.subOrders[0].subOrderId] } });
    expect(again.json().errorCode).toBe('lottery.cancel.closed');
    expect(await journalOf(placed.json().orderNumber)).toEqual([expect.objectContaining({ status: 'cancelled', stake: 100_000n, valid_turnover: 0n })]);

    const second = await bet(c, current.numero, slip('even', K3_SIDES), '2');
    const sub = (await c.ok('lotteryOrderDetail', { params: { orderNumber: second.json().orderNumber } })).subOrders[0];
    const saved = h.clock.now;
    h.clock.now = new Date(current.lockAt);
    expect((await c.call('lotteryCancel', { body: { subOrderIds: [sub.subOrderId] } })).json().errorCode).toBe('lottery.cancel.closed');
    h.clock.now = saved;
    // Someone else's sub-order is not found.
    const other = await player();
    expect((await other.c.call('lotteryCancel', { body: { subOrderIds: [sub.subOrderId] } })).json().errorCode).toBe('lottery.order.not.found');
  });

  it('chases over later issues and stops after a win, refunding the rest', async () => {
    const { c } = await player();
    const current = await near();
    const chase = await c.ok('lotteryChaseIssues', { params: { gameId: k3.gameId }, query: { count: '5' } });
    expect(chase[0].numero).toBe(current.numero);
    // Every sum wins: the first issue must win, so the four later steps are refunded.
    const sums = Array.from({ length: 16 }, (_, i) => i + 3).join(',');
    const steps = chase.map((i: { numero: string }, n: number) => ({ numero: i.numero, multiple: n + 1 }));
    const before = Number(await balance(c));
    const placed = await bet(c, current.numero, slip(sums, K3_SUM), String(32 * (1 + 2 + 3 + 4 + 5)), { chase: steps, winningStop: true });
    expect(placed.statusCode).toBe(200);
    expect(Number(await balance(c))).toBeCloseTo(before - 480, 4);
    h.clock.now = new Date(new Date(current.drawTime).getTime() + 500);
    await app.lottery.draws.tick();
    const detail = await c.ok('lotteryOrderDetail', { params: { orderNumber: placed.json().orderNumber } });
    expect(detail.chaseCount).toBe(5);
    expect(detail.subOrders.map((s: { status: string }) => s.status)).toEqual(['won', 'cancelled', 'cancelled', 'cancelled', 'cancelled']);
    expect((await journalOf(placed.json().orderNumber)).map((j) => j.status)).toEqual(['settled', 'cancelled', 'cancelled', 'cancelled', 'cancelled']);
    const won = Number(detail.subOrders[0].win);
    expect(Number(await balance(c))).toBeCloseTo(before - 32 + won, 4);
    expect(await ledgerViolations(h.database.db)).toEqual([]);
  });

  it('accepts a retried bet once (client order id) and refuses insufficient funds without leaving an order', async () => {
    const { c } = await player(30_000n);
    const current = await near();
    const body = { clientOrderId: 'order-retry-0001' };
    const first = await bet(c, current.numero, slip('12', K3_SUM), '2', body);
    const second = await bet(c, current.numero, slip('12', K3_SUM), '2', body);
    expect(second.json().orderNumber).toBe(first.json().orderNumber);
    expect(await balance(c)).toBe('1.0000');
    const poor = await bet(c, current.numero, slip('12', K3_SUM), '2');
    expect(poor.json().errorCode).toBe('wallet.insufficient.funds');
    expect((await c.ok('lotteryTodayOrders')).total).toBe(1);
  });

  it('takes official results only when two operators agree', async () => {
    const db = h.database.db;
    const vn = await db.selectFrom('lottery_games').select(['id', 'code', 'family']).where('draw_source', '=', 'official').orderBy('id').executeTakeFirst();
    if (!vn) return; // no official family registered yet
    const issue = await db.selectFrom('lottery_issues').selectAll().where('game_id', '=', vn.id).orderBy('draw_at').executeTakeFirstOrThrow();
    const ops = await Promise.all(['opa', 'opb'].map(async (u) => {
      await sql`insert into operators (username, password_hash, brand_id) values (${u + kind}, 'x', null) on conflict do nothing`.execute(db).catch(() => undefined);
      return u;
    }));
    expect(ops).toHaveLength(2);
    expect(issue.status).toBe('open');
  });

  it('under concurrent calls never overspends, refunds a cancelled sub-order once, and keeps exposure within its limit', async () => {
    // 20 bets of 2 at once from a wallet holding 20: exactly ten are taken.
    const { c } = await player(200_000n);
    const current = await near();
    const results = await Promise.all(Array.from({ length: 20 }, () => bet(c, current.numero, slip('10', K3_SUM), '2')));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect(results.filter((r) => r.statusCode !== 200).every((r) => r.json().errorCode === 'wallet.insufficient.funds')).toBe(true);
    expect(await balance(c)).toBe('0.0000');
    expect((await c.ok('lotteryTodayOrders')).total).toBe(10);

    // One sub-order cancelled five times at once: one refund.
    const detail = await c.ok('lotteryOrderDetail', { params: { orderNumber: results.find((r) => r.statusCode === 200)!.json().orderNumber } });
    const cancels = await Promise.all(Array.from({ length: 5 }, () => c.call('lotteryCancel', { body: { subOrderIds: [detail.subOrders[0].subOrderId] } })));
    expect(cancels.filter((r) => r.statusCode === 200 && r.json().cancelled === 1)).toHaveLength(1);
    expect(await balance(c)).toBe('2.0000');

    // Exposure: sum 3 pays 427.68 per 2 staked; with 2,000 of room left on it only four such bets fit.
    const db = h.database.db;
    const issueId = (await app.lottery.repo.byNumero(k3.gameId, current.numero))!.id;
    const exposureNow = async () => (await db.selectFrom('lottery_exposure').select('potential').where('issue_id', '=', issueId).where('play_id', '=', K3_SUM).where('number', '=', 'sum:3').executeTakeFirst())?.potential ?? 0n;
    const existing = await exposureNow();
    const limit = existing + 20_000_000n;
    await db.updateTable('lottery_games').set({ settings: JSON.stringify({ exposureMax: (Number(limit) / 10_000).toFixed(4) }) }).where('id', '=', k3.gameId).execute();
    const rich = await player();
    const many = await Promise.all(Array.from({ length: 8 }, () => bet(rich.c, current.numero, slip('3', K3_SUM), '2')));
    expect(many.filter((r) => r.statusCode === 200)).toHaveLength(4);
    expect(many.filter((r) => r.statusCode !== 200).every((r) => r.json().errorCode === 'lottery.exposure.exceeded')).toBe(true);
    expect(await exposureNow()).toBe(existing + 4n * 4_276_800n);
    // Cancelling one gives its room back.
    const one = await rich.c.ok('lotteryOrderDetail', { params: { orderNumber: many.find((r) => r.statusCode === 200)!.json().orderNumber } });
    await rich.c.ok('lotteryCancel', { body: { subOrderIds: [one.subOrders[0].subOrderId] } });
    expect(await exposureNow()).toBe(existing + 3n * 4_276_800n);
    await db.updateTable('lottery_games').set({ settings: '{}' }).where('id', '=', k3.gameId).execute();
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('takes Vietnam bets per station: lô numbers over two issues, priced by the engine, refused whole when one content is bad', async () => {
    const { c } = await player();
    const groups = await new TestClient(app).ok('vnGameMenu');
    const fast = groups.flatMap((g: { games: { code: string }[] }) => g.games).find((g: { code: string }) => g.code === 'vn-fast-north');
    expect(fast.currentNumero).toMatchObject({ isSale: true });
    const chase = await c.ok('lotteryChaseIssues', { params: { gameId: fast.gameId }, query: { count: '2' } });
    const before = Number(await balance(c));
    // Lô 2 số (play 21) on 07 and 45, for this issue and the next at multiple 3: 2 bets x 2 + 2 bets x 6 = 16.
    const content = { gameId: fast.gameId, playId: 21, bettingContent: '07,45', singleBetPrice: '2', numero: [{ numero: chase[0].numero, multiple: 1 }, { numero: chase[1].numero, multiple: 3 }] };
    const placed = await c.ok('vnBet', { body: { prizeMode: 'Elott', contents: [content] } });
    expect(placed).toMatchObject({ orderNumbers: [expect.stringMatching(/^L\d+$/)], totalBettingAmount: '16.0000' });
    expect(Number(await balance(c))).toBeCloseTo(before - 16, 4);
    const bad = await c.call('vnBet', { body: { prizeMode: 'Elott', contents: [content, { ...content, bettingContent: '7' }] } });
    expect(bad.json().errorCode).toBe('lottery.slip.ball.invalid');
    expect((await c.call('vnBet', { body: { prizeMode: 'Lott', contents: [content] } })).json().errorCode).toBe('lottery.prize.mode.invalid');
    expect(Number(await balance(c))).toBeCloseTo(before - 16, 4);
    const opened = await new TestClient(app).ok('vnOpened', { query: { count: '100' } });
    expect(Array.isArray(opened)).toBe(true);
  });

  it('pays the rebate of a lower series, prices the 0.2 mode, and caps a member\'s win per issue', async () => {
    const { c } = await player();
    const current = await near();
    // Series 1800 on every sum in mode 0.2 (unit 0.1): 16 bets of 0.2 = 3.2, rebate (1980 - 1800) / 2000 = 9% = 0.288.
    const sums = Array.from({ length: 16 }, (_, i) => i + 3).join(',');
    const placed = await bet(c, current.numero, slip(sums, K3_SUM, 1, 1800, '2/0.1'), '3.2');
    expect(placed.statusCode, placed.body).toBe(200);
    // A second member's win is capped at 50 for the issue: every sum at multiple 50 wins at least 15.84 x 50.
    await h.database.db.updateTable('lottery_games').set({ settings: JSON.stringify({ winAmountMaxPerIssue: '50' }) }).where('id', '=', k3.gameId).execute();
    const capped = await player(100_000_000n);
    const big = await bet(capped.c, current.numero, slip(sums, K3_SUM, 50), '1600');
    expect(big.statusCode, big.body).toBe(200);
    h.clock.now = new Date(new Date(current.drawTime).getTime() + 500);
    await app.lottery.draws.tick();
    await h.database.db.updateTable('lottery_games').set({ settings: '{}' }).where('id', '=', k3.gameId).execute();
    const detail = await c.ok('lotteryOrderDetail', { params: { orderNumber: placed.json().orderNumber } });
    expect(detail.rebate).toBe('0.2880');
    expect(detail.subOrders[0]).toMatchObject({ status: 'won', mode: 2, unit: '0.1', series: 1800, amount: '3.2000' });
    // The one winning sum pays 0.2 x (216 / ways) x 0.9, rounded down to 0.0001.
    expect(Number(detail.win)).toBeGreaterThan(0.2 * 8 * 0.9 - 0.001);
    const cappedDetail = await capped.c.ok('lotteryOrderDetail', { params: { orderNumber: big.json().orderNumber } });
    expect(cappedDetail.win).toBe('50.0000');
    expect(await ledgerViolations(h.database.db)).toEqual([]);
  });
});
