import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config/config.ts';
import { openDatabase, type DatabaseHandle } from '../../db/database.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { createHarness, type Harness } from '../../../test/app-harness.ts';
import { TestClient } from '../../../test/api-client.ts';
import { databaseKinds } from '../../../test/databases.ts';
import { ledgerViolations } from '../wallet/invariants.ts';
import { TestWallet } from '../wallet/test-wallet.ts';
import type { WalletBrand } from '../wallet/wallet-commands.ts';

const brand: WalletBrand = { id: 1, currency: 'PKR', timeZone: 'Asia/Karachi' };
let seq = 0;
const name = () => `dr${Date.now().toString(36)}${(seq++).toString(36)}`.slice(0, 16);
const MINUTE = 60_000;

/** The games and helpers every test here needs. */
async function lotterySetup(h: Harness, app: FastifyInstance) {
  const wallet = new TestWallet(h.database.db);
  const groups = await new TestClient(app).ok('lotteryGames');
  const games = new Map<string, { gameId: number; prizeModeId: number }>(groups.flatMap((g: { games: { code: string; gameId: number; prizeModeId: number }[] }) => g.games.map((x) => [x.code, x])));
  async function player(funds = 10_000_000n) {
    const c = new TestClient(app);
    const v = await c.register(name());
    await wallet.fundMember(brand, v.id, funds);
    return c;
  }
  const game = (code: string) => games.get(code)!;
  const near = async (code: string) => (await new TestClient(app).ok('lotteryNear', { query: { gameId: String(game(code).gameId) } })).currentNumero;
  const bet = (c: TestClient, code: string, numero: string, slips: string, amount: string) =>
    c.call('lotteryBet', { body: { gameId: game(code).gameId, currentNumero: numero, bettingSlipString: slips, prizeModeId: game(code).prizeModeId, betCartAmountSum: amount } });
  const balance = async (c: TestClient) => Number((await c.ok('balance')).sumBalance);
  return { player, game, near, bet, balance };
}

describe.each(databaseKinds)('lottery draws on %s', (kind) => {
  let h: Harness;
  let app: FastifyInstance;
  let s: Awaited<ReturnType<typeof lotterySetup>>;

  beforeAll(async () => {
    h = await createHarness(kind);
    h.clock.now = new Date(Math.floor(Date.now() / MINUTE) * MINUTE + 5_000);
    app = await h.app({ OPERATOR_PASSWORD: 'operator-pass-1', SESSION_IDLE_MINUTES: '600' });
    await h.database.db.insertInto('operators').values({ username: 'checker', password_hash: await hashPassword('operator-pass-2'), brand_id: null }).execute();
    await app.lottery.draws.plan();
    s = await lotterySetup(h, app);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('takes an official result only when a second operator enters the same one, then settles bets on it', async () => {
    const ops = [new TestClient(app), new TestClient(app)];
    const login = async () => {
      ops[0]!.token = (await ops[0]!.ok('operatorLogin', { body: { username: 'admin', password: 'operator-pass-1' } })).token;
      ops[1]!.token = (await ops[1]!.ok('operatorLogin', { body: { username: 'checker', password: 'operator-pass-2' } })).token;
    };
    await login();
    const thai = s.game('thai-gov');
    const member = await s.player();
    const current = await s.near('thai-gov');
    // 2 bottom on 42 (THAI play 6), one bet of 2.
    const placed = await s.bet(member, 'thai-gov', current.numero, '42~2~6~1/1~1980~1', '2');
    expect(placed.statusCode, placed.body).toBe(200);
    const before = await s.balance(member);
    const enter = (i: number, winningNumber: string) => ops[i]!.call('lotteryResultEntry', { body: { gameId: thai.gameId, numero: current.numero, winningNumber } });

    expect((await enter(0, '123456,012,789,345,346,42')).json().errorCode).toBe('lottery.result.not.due');
    const saved = h.clock.now;
    h.clock.now = new Date(new Date(current.drawTime).getTime() + MINUTE);
    // The draw is days away: the operators' sessions have lapsed by then.
    await login();
    expect((await enter(0, '12345,012')).json().errorCode).toBe('lottery.draw.invalid');
    expect((await enter(0, '123456,012,789,345,346,42')).json()).toEqual({ success: true, value: { state: 'waiting.second', winningNumber: null } });
    // The same operator again is not a second check.
    expect((await enter(0, '123456,012,789,345,346,42')).json().value.state).toBe('waiting.second');
    expect((await enter(1, '123456,012,789,345,346,43')).json().value.state).toBe('mismatch');
    expect((await enter(1, '123456,012,789,345,346,42')).json().value).toEqual({ state: 'drawn', winningNumber: '123456,012,789,345,346,42' });
    // Drawn once: a further entry finds the issue no longer open.
    expect((await enter(0, '123456,012,789,345,346,42')).json().errorCode).toBe('lottery.result.not.due');
    // Settle only: a full tick would plan and draw the fast games up to this far-future clock.
    await app.lottery.draws.settleDrawn();
    // 2 bottom pays 2 x 100 x 0.99 = 198 (read from the records: the member's session lapsed over the days).
    const db = h.database.db;
    const settled = await db
      .selectFrom('lottery_bets')
      .innerJoin('lottery_orders', 'lottery_orders.id', 'lottery_bets.order_id')
      .select(['lottery_bets.status', 'lottery_bets.win', 'lottery_orders.id', 'lottery_bets.issue_id'])
      .where('order_number', '=', placed.json().orderNumber)
      .executeTakeFirstOrThrow();
    const payout = await db.selectFrom('ledger_transfers').select('amount').where('key', '=', `lott:pay:${settled.id}:${settled.issue_id}`).executeTakeFirstOrThrow();
    expect({ status: settled.status, win: settled.win, amount: payout.amount }).toEqual({ status: 'won', win: 1_980_000n, amount: 1_980_000n });
    expect(before).toBeGreaterThan(0);
    const members = new TestClient(app);
    expect((await members.call('lotteryResultEntry', { body: { gameId: thai.gameId, numero: current.numero, winningNumber: '1' } })).statusCode).toBe(401);
    h.clock.now = saved;
  });

  it('after downtime draws a missed in-house issue late, or voids and refunds it where the game says so', async () => {
    await h.database.db.updateTable('lottery_games').set({ settings: JSON.stringify({ missed: 'void' }) }).where('code', '=', 'ssc-3min').execute();
    const member = await s.player();
    const start = await s.balance(member);
    const k3 = await s.near('k3-fast');
    const ssc = await s.near('ssc-3min');
    expect((await s.bet(member, 'k3-fast', k3.numero, 'big~1~2~1/1~1980~1', '2')).statusCode).toBe(200);
    expect((await s.bet(member, 'ssc-3min', ssc.numero, '1____~1~501~1/1~1980~1', '2')).statusCode).toBe(200);
    // Nobody ran the scheduler for an hour.
    const saved = h.clock.now;
    h.clock.now = new Date(h.clock.now.getTime() + 60 * MINUTE);
    await app.lottery.draws.tick();
    const db = h.database.db;
    const issue = async (code: string, numero: string) =>
      db.selectFrom('lottery_issues').innerJoin('lottery_games', 'lottery_games.id', 'lottery_issues.game_id').select(['lottery_issues.status', 'result']).where('code', '=', code).where('numero', '=', numero).executeTakeFirstOrThrow();
    expect(await issue('k3-fast', k3.numero)).toMatchObject({ status: 'settled', result: expect.stringMatching(/^\d,\d,\d$/) });
    expect(await issue('ssc-3min', ssc.numero)).toMatchObject({ status: 'void', result: null });
    // The voided bet came back; the drawn one was settled (won or lost).
    // Today's orders as of the brand day the bets were placed: an hour later is the next day when the test
    // runs in the hour before the brand's midnight (it failed then).
    const later = h.clock.now;
    h.clock.now = saved;
    const orders = (await member.ok('lotteryTodayOrders')).list as { gameCode: string; status: string; win: string }[];
    h.clock.now = later;
    expect(orders.find((o) => o.gameCode === 'ssc-3min')!.status).toBe('void');
    const k3Order = orders.find((o) => o.gameCode === 'k3-fast')!;
    expect(['won', 'lost']).toContain(k3Order.status);
    expect(await s.balance(member)).toBeCloseTo(start - 2 + Number(k3Order.win), 4);
    // Issues planned during the downtime window were drawn or voided once; none are left waiting behind the clock.
    const overdue = await db
      .selectFrom('lottery_issues')
      .innerJoin('lottery_games', 'lottery_games.id', 'lottery_issues.game_id')
      .select(['code', 'numero', 'status', 'draw_at'])
      .where('status', 'in', ['open', 'drawn'])
      .where('draw_source', '=', 'rng')
      .where('draw_at', '<=', h.clock.now)
      .execute();
    expect(overdue).toEqual([]);
    // New issues go on sale again from now on.
    expect((await s.near('k3-fast')).isSale).toBe(true);
    h.clock.now = saved;
    expect(await ledgerViolations(db)).toEqual([]);
  });
});

describe('official results from a results feed', () => {
  let h: Harness;
  let feed: http.Server;
  const asked: string[] = [];
  let answer: (numero: string) => { status: number; body: string } = () => ({ status: 404, body: '' });

  beforeAll(async () => {
    // A local stand-in for the results provider: `{game}/{numero}` answers the result once it is "drawn".
    feed = http.createServer((req, res) => {
      asked.push(req.url ?? '');
      const { status, body } = answer(decodeURIComponent((req.url ?? '').split('/').pop() ?? ''));
      res.writeHead(status, { 'content-type': 'application/json' }).end(body);
    });
    await new Promise<void>((r) => feed.listen(0, '127.0.0.1', r));
    h = await createHarness('pglite');
    h.clock.now = new Date(Math.floor(Date.now() / MINUTE) * MINUTE + 5_000);
  });
  afterAll(async () => {
    feed?.close();
    await h?.close();
  });

  it('asks the feed for due official draws, takes a valid result once, and ignores garbage and silence', async () => {
    const port = (feed.address() as { port: number }).port;
    const app = await h.app({ LOTTERY_FEED_URL: `http://127.0.0.1:${port}/results/{game}/{numero}`, LOTTERY_FEED_EVERY_MS: '0' });
    await app.lottery.draws.plan();
    const db = h.database.db;
    const issue = await db.selectFrom('lottery_issues').innerJoin('lottery_games', 'lottery_games.id', 'lottery_issues.game_id').select(['lottery_issues.id', 'numero', 'draw_at']).where('code', '=', 'thai-gov').orderBy('draw_at').executeTakeFirstOrThrow();
    h.clock.now = new Date(issue.draw_at.getTime() + MINUTE);
    const status = async () => db.selectFrom('lottery_issues').select(['status', 'result']).where('id', '=', issue.id).executeTakeFirstOrThrow();

    await app.lottery.draws.drawDue(); // not published yet: 404
    expect(asked.some((u) => u === `/results/thai-gov/${issue.numero}`)).toBe(true);
    answer = () => ({ status: 200, body: JSON.stringify({ winningNumber: 'not a draw' }) });
    await app.lottery.draws.drawDue();
    answer = () => ({ status: 500, body: 'oops' });
    await app.lottery.draws.drawDue();
    expect(await status()).toEqual({ status: 'open', result: null });

    answer = (numero) => ({ status: numero === issue.numero ? 200 : 404, body: JSON.stringify({ winningNumber: '654321,111,222,333,444,21' }) });
    expect(await app.lottery.draws.drawDue()).toBeGreaterThanOrEqual(1);
    expect(await status()).toEqual({ status: 'drawn', result: '654321,111,222,333,444,21' });
    answer = () => ({ status: 200, body: JSON.stringify({ winningNumber: '111111,111,111,111,111,11' }) });
    await app.lottery.draws.drawDue();
    expect((await status()).result).toBe('654321,111,222,333,444,21');
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('lottery scheduler in two processes on PostgreSQL', () => {
  let h: Harness;
  let apps: FastifyInstance[];
  let second: DatabaseHandle;

  beforeAll(async () => {
    h = await createHarness('postgres');
    h.clock.now = new Date(Math.floor(Date.now() / MINUTE) * MINUTE + 5_000);
    // A second server with its own connection pool, as a second process would have.
    second = await openDatabase({ url: (h.database as DatabaseHandle & { url: string }).url, poolSize: 4 });
    const config = loadConfig({ LOG_LEVEL: 'silent', BRAND_CACHE_MS: '0', WEB_DIST: '/nonexistent', HUMAN_CHECK_COST: '1', HUMAN_CHECK_MAX_COUNTER: '20', DATA_DIR: h.dataDir });
    apps = [await h.app(), await buildApp({ config, database: second, now: () => h.clock.now, logger: false })];
  });
  afterAll(async () => {
    await apps?.[1]?.close();
    await second?.close();
    await h?.close();
  });

  it('draws and settles each issue once while both run every step at the same time', async () => {
    await Promise.all(apps.map((a) => a.lottery.draws.plan()));
    const s = await lotterySetup(h, apps[0]!);
    const drawn: string[] = [];
    // Both processes hear the results (Redis is absent here, so each hub reports its own publishes).
    const hubs = apps.map((a) => a.lottery);
    expect(hubs).toHaveLength(2);
    const members = await Promise.all([s.player(), s.player(), s.player()]);
    const balances = await Promise.all(members.map((m) => s.balance(m)));
    let staked = 0;
    for (let minute = 0; minute < 5; minute++) {
      const current = await s.near('k3-fast');
      for (const m of members) {
        const res = await s.bet(m, 'k3-fast', current.numero, 'odd,even~1~2~1/1~1980~1;10,11~1~1~1/1~1980~1', '8');
        expect(res.statusCode).toBe(200);
        staked += 8;
      }
      drawn.push(current.numero);
      h.clock.now = new Date(new Date(current.drawTime).getTime() + 100);
      // Every step of the scheduler, in both processes at once, twice over: plan, draw, settle.
      await Promise.all(apps.flatMap((a) => [a.lottery.draws.tick(), a.lottery.draws.tick()]));
    }
    const db = h.database.db;
    const issues = await db.selectFrom('lottery_issues').innerJoin('lottery_games', 'lottery_games.id', 'lottery_issues.game_id').select(['numero', 'lottery_issues.status', 'result']).where('code', '=', 'k3-fast').where('numero', 'in', drawn).execute();
    expect(issues).toHaveLength(5);
    expect(issues.every((i) => i.status === 'settled' && i.result)).toBe(true);
    // One debit per order and at most one payout per order and issue: no key twice, every movement once.
    const keys = await db.selectFrom('ledger_transfers').select(['key']).where('key', 'like', 'lott:%').execute();
    expect(new Set(keys.map((k) => k.key)).size).toBe(keys.length);
    expect(keys.filter((k) => k.key.startsWith('lott:order:'))).toHaveLength(15);
    // Only these three members bet in this database.
    const won = await db.selectFrom('lottery_bets').select((eb) => eb.fn.sum<string>('win').as('win')).executeTakeFirstOrThrow();
    const after = await Promise.all(members.map((m) => s.balance(m)));
    const moved = after.reduce((a, b) => a + b, 0) - balances.reduce((a, b) => a + b, 0);
    expect(moved).toBeCloseTo(-staked + Number(won.win) / 10_000, 4);
    expect(await ledgerViolations(db)).toEqual([]);
  });
});
