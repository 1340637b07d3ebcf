import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../test/app-harness.ts';
import { TestClient } from '../../../test/api-client.ts';
import { databaseKinds } from '../../../test/databases.ts';
import type { Db } from '../../db/database.ts';
import { demoLotteryGames, seedLotteryGames } from '../../db/seed/demo-lottery.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { ledgerViolations } from '../wallet/invariants.ts';
import { TestWallet } from '../wallet/test-wallet.ts';

const MINUTE = 60_000;
const brand1 = { id: 1, currency: 'PKR', timeZone: 'Asia/Karachi' };
let seq = 0;
const uniq = () => `lo${Date.now().toString(36)}${(seq++).toString(36)}`.slice(0, 16);
const address = () => `198.51.100.${seq++ % 250}`;

interface Issue {
  id: string;
  gameId: number;
  gameCode: string;
  brandId: number;
  numero: string;
  drawAt: string;
  status: string;
  phase: string;
  result: string | null;
  entries: number;
  orders: number;
  bets: number;
  stake: string;
  payout: string;
  refunded: string;
}

/** The calendar day an instant falls on in a zone (YYYY-MM-DD). */
const dayIn = (iso: string | Date, zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));

describe.each(databaseKinds)("operators' lottery on %s", (kind) => {
  let h: Harness;
  let app: FastifyInstance;
  let db: Db;
  let brand2: number;
  /** Deployment-wide operators a and b, and one of brand 2 only. */
  const ops = {} as { a: TestClient; b: TestClient; other: TestClient };
  const gameIds = new Map<string, number>();
  const members: (TestClient & { memberId: number })[] = [];

  const login = async (username: string, password: string) => {
    const c = new TestClient(app, { 'x-forwarded-for': address() });
    c.token = (await c.ok('operatorLogin', { body: { username, password } })).token;
    return c;
  };
  const relogin = async () => {
    ops.a = await login('admin', 'operator-pass-1');
    ops.b = await login('checker', 'operator-pass-2');
    ops.other = await login('ltb-desk', 'operator-pass-3');
  };
  const game = (code: string, brand = 1) => gameIds.get(`${brand}:${code}`)!;
  const issues = async (c: TestClient, query: Record<string, string | number>) =>
    (await c.ok('opLotteryIssues', { query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) })) as { rows: Issue[]; total: number; capped: boolean; timeZone: string | null };
  const near = async (code: string) => (await new TestClient(app).ok('lotteryNear', { query: { gameId: String(game(code)) } })).currentNumero as { numero: string; drawTime: string; lockAt: string };
  const bet = (m: TestClient, code: string, numero: string, slips: string, amount: string, chase?: { numero: string; multiple: number }[]) =>
    m.call('lotteryBet', { body: { gameId: game(code), currentNumero: numero, bettingSlipString: slips, prizeModeId: code === 'thai-gov' ? 4 : 1, betCartAmountSum: amount, ...(chase ? { chase } : {}) } });
  const balance = async (m: TestClient) => (await m.ok('balance')).sumBalance as string;
  const issueRow = (numero: string, code: string) =>
    db.selectFrom('lottery_issues').select(['id', 'status', 'result', 'settled_at', 'void_by', 'void_reason']).where('game_id', '=', game(code)).where('numero', '=', numero).executeTakeFirstOrThrow();
  const auditRows = (action: string) => db.selectFrom('audit_log').select(['target', 'details', 'brand_id', 'operator_id']).where('action', '=', action).orderBy('id').execute();

  beforeAll(async () => {
    h = await createHarness(kind);
    h.clock.now = new Date(Math.floor(Date.now() / MINUTE) * MINUTE + 5_000);
    app = await h.app({ TRUST_PROXY: 'true', SESSION_IDLE_MINUTES: '600', OPERATOR_PASSWORD: 'operator-pass-1' });
    db = h.database.db;
    // A second brand in another time zone, with two lottery games of its own.
    await h.addBrand('LTB', { timeZone: 'America/Sao_Paulo' });
    brand2 = (await db.selectFrom('brands').select('id').where('code', '=', 'LTB').executeTakeFirstOrThrow()).id;
    await seedLotteryGames(db, brand2, 'America/Sao_Paulo', demoLotteryGames.filter((g) => g.code === 'k3-fast' || g.code === 'thai-gov'));
    await db
      .insertInto('operators')
      .values([
        { username: 'checker', password_hash: await hashPassword('operator-pass-2'), brand_id: null },
        { username: 'ltb-desk', password_hash: await hashPassword('operator-pass-3'), brand_id: brand2 },
      ])
      .execute();
    await app.lottery.draws.plan();
    for (const g of await db.selectFrom('lottery_games').select(['id', 'code', 'brand_id']).execute()) gameIds.set(`${g.brand_id}:${g.code}`, g.id);
    await relogin();
    const wallet = new TestWallet(db);
    for (let i = 0; i < 4; i++) {
      const c = new TestClient(app, { 'x-forwarded-for': `203.0.113.${seq++ % 250}` });
      const v = await c.register(uniq());
      await wallet.fundMember(brand1, v.id, 1_000_000n);
      members.push(Object.assign(c, { memberId: v.id as number }));
    }
  });
  afterAll(async () => {
    await h?.close();
  });

  it('lists lottery games with their state, scoped to the brand, filtered and paged', async () => {
    const all = await ops.a.ok('opLotteryGames', { query: { pageSize: '100' } });
    const brands = new Set(all.rows.map((g: { brandId: number }) => g.brandId));
    expect(brands).toEqual(new Set([1, brand2]));
    expect(all.total).toBe(all.rows.length);
    const thai = all.rows.find((g: { code: string; brandId: number }) => g.code === 'thai-gov' && g.brandId === 1);
    expect(thai).toMatchObject({ drawSource: 'official', enabled: true, schedule: { kind: 'monthly', days: [1, 16], time: '16:00' }, timeZone: 'Asia/Bangkok', awaitingResults: 0 });
    expect(thai.resultExample).toMatch(/^\d{6},\d{3},\d{3},\d{3},\d{3},\d{2}$/);
    expect(new Date(thai.nextDrawAt).getTime()).toBeGreaterThan(h.clock.now.getTime());
    const k3 = all.rows.find((g: { code: string; brandId: number }) => g.code === 'k3-fast' && g.brandId === 1);
    expect(k3).toMatchObject({ drawSource: 'rng', cadenceSeconds: 60, schedule: null, resultExample: null });

    // A brand's operator sees only their brand, even when asking for another.
    const own = await ops.other.ok('opLotteryGames');
    expect(own.rows.map((g: { code: string }) => g.code).sort()).toEqual(['k3-fast', 'thai-gov']);
    expect(own.rows.every((g: { brandId: number }) => g.brandId === brand2)).toBe(true);
    expect((await ops.other.ok('opLotteryGames', { query: { brandId: '1' } })).rows).toEqual([]);
    expect((await ops.a.ok('opLotteryGames', { query: { brandId: String(brand2) } })).total).toBe(2);

    // Filters and pages: pages do not overlap and together make the whole list.
    const official = await ops.a.ok('opLotteryGames', { query: { brandId: '1', source: 'official' } });
    expect(official.rows.map((g: { code: string }) => g.code).sort()).toEqual(['lhc-hk', 'thai-gov', 'vn-danang', 'vn-hcm', 'vn-north']);
    const first = await ops.a.ok('opLotteryGames', { query: { brandId: '1', pageSize: '5' } });
    const second = await ops.a.ok('opLotteryGames', { query: { brandId: '1', pageSize: '5', pageNo: '2' } });
    expect(first.rows).toHaveLength(5);
    expect(first.total).toBe(all.rows.filter((g: { brandId: number }) => g.brandId === 1).length);
    expect(new Set([...first.rows, ...second.rows].map((g: { id: number }) => g.id)).size).toBe(10);

    for (const query of [{ pageSize: '500' }, { source: 'feed' }, { enabled: 'yes' }, { brandId: 'x' }, { extra: '1' }] as Record<string, string>[]) {
      const res = await ops.a.call('opLotteryGames', { query });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().errorCode).toBe('request_param_err');
    }
  });

  it('switches a game off and on for its brand, audited with before and after, and refuses another brand', async () => {
    const id = game('pk10-5min');
    const member = members[0]!;
    const current = await near('pk10-5min');
    const off = await ops.a.ok('opLotterySwitchGame', { params: { id }, body: { enabled: false } });
    expect(off).toMatchObject({ changed: true, game: { id, enabled: false } });
    // Off: no new bets; the site lists it no more.
    const refused = await bet(member, 'pk10-5min', current.numero, '1~1~1~1/1~1980~1', '2');
    expect(refused.json().errorCode).toBe('lottery.game.not.found');
    const site = (await new TestClient(app).ok('lotteryGames')) as { games: { gameId: number }[] }[];
    expect(site.flatMap((g) => g.games).some((g) => g.gameId === id)).toBe(false);
    expect((await ops.a.ok('opLotteryGames', { query: { brandId: '1', enabled: 'false' } })).rows.map((g: { id: number }) => g.id)).toEqual([id]);

    // The same state again changes nothing and writes no second audit row.
    expect((await ops.b.ok('opLotterySwitchGame', { params: { id }, body: { enabled: false } })).changed).toBe(false);
    let audit = await auditRows('lottery.game.disable');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ target: 'lottery-game:pk10-5min', brand_id: 1, details: { game: id, code: 'pk10-5min', before: { enabled: true }, after: { enabled: false } } });

    // Another brand's operator: not found, nothing changes. Bad input: refused, nothing changes.
    const foreign = await ops.other.call('opLotterySwitchGame', { params: { id }, body: { enabled: true } });
    expect([foreign.statusCode, foreign.json().errorCode]).toEqual([404, 'lottery.game.not.found']);
    for (const [params, body] of [
      [{ id }, { enabled: 'yes' }],
      [{ id }, {}],
      [{ id }, { enabled: true, extra: 1 }],
      [{ id: 'abc' }, { enabled: true }],
      [{ id: 0 }, { enabled: true }],
    ] as const) {
      const res = await ops.a.call('opLotterySwitchGame', { params, body });
      expect(res.statusCode, JSON.stringify([params, body])).toBe(400);
      expect(res.json().errorCode).toBe('request_param_err');
    }
    expect((await ops.a.call('opLotterySwitchGame', { params: { id: 999_999 }, body: { enabled: true } })).json().errorCode).toBe('lottery.game.not.found');
    expect((await db.selectFrom('lottery_games').select('enabled').where('id', '=', id).executeTakeFirstOrThrow()).enabled).toBe(false);

    // On again: two operators at once switch it once.
    const both = await Promise.all([ops.a, ops.b].map((c) => c.ok('opLotterySwitchGame', { params: { id }, body: { enabled: true } })));
    expect(both.map((r) => r.changed).sort()).toEqual([false, true]);
    audit = await auditRows('lottery.game.enable');
    expect(audit).toHaveLength(1);
    expect(audit[0]!.details).toMatchObject({ before: { enabled: false }, after: { enabled: true } });
    expect((await bet(member, 'pk10-5min', (await near('pk10-5min')).numero, '1~1~1~1/1~1980~1', '2')).statusCode).toBe(200);
  });

  it('lists issues by game, status and brand days in the brand time zone, ordered by draw time and paged', async () => {
    const k3 = game('k3-fast');
    const today = dayIn(h.clock.now, 'Asia/Karachi');
    const list = await issues(ops.a, { gameId: k3, from: today, to: today, sort: 'drawAt', pageSize: 100 });
    expect(list.timeZone).toBe('Asia/Karachi');
    expect(list.rows.length).toBeGreaterThan(0);
    expect(list.rows.every((r) => dayIn(r.drawAt, 'Asia/Karachi') === today && r.gameId === k3)).toBe(true);
    const counted = await sql<{ n: number }>`select count(*)::int as n from lottery_issues where game_id = ${k3} and (draw_at at time zone 'Asia/Karachi')::date = ${today}::date`.execute(db);
    expect(list.total).toBe(counted.rows[0]!.n);
    const times = list.rows.map((r) => r.drawAt);
    expect(times).toEqual([...times].sort());

    // Newest first, paged without overlap.
    const desc = await issues(ops.a, { gameId: k3, sort: '-drawAt', pageSize: 7 });
    const page2 = await issues(ops.a, { gameId: k3, sort: '-drawAt', pageSize: 7, pageNo: 2 });
    const both = [...desc.rows, ...page2.rows].map((r) => r.drawAt);
    expect(both).toEqual([...both].sort().reverse());
    expect(new Set([...desc.rows, ...page2.rows].map((r) => r.id)).size).toBe(14);

    // Status: open issues have their draw ahead; the current one is on sale.
    const open = await issues(ops.a, { gameId: k3, status: 'open', sort: 'drawAt', pageSize: 3 });
    expect(open.rows[0]).toMatchObject({ status: 'open', phase: 'selling', numero: (await near('k3-fast')).numero });
    expect(open.rows[1]!.phase).toBe('scheduled');
    const past = await issues(ops.a, { gameId: k3, status: 'past', pageSize: 100 });
    expect(past.rows.every((r) => new Date(r.drawAt) <= h.clock.now)).toBe(true);
    expect(past.total + (await issues(ops.a, { gameId: k3, status: 'open', pageSize: 1 })).total).toBe((await issues(ops.a, { gameId: k3, pageSize: 1 })).total);

    // Several brands in different zones: each brand's own days; the answer names no single zone.
    const spTomorrow = dayIn(new Date(h.clock.now.getTime() + 24 * 3_600_000), 'America/Sao_Paulo');
    const mixed = await issues(ops.a, { from: spTomorrow, to: spTomorrow, pageSize: 100, sort: 'drawAt' });
    expect(mixed.timeZone).toBeNull();
    const b2 = mixed.rows.filter((r) => r.brandId === brand2);
    expect(b2.every((r) => dayIn(r.drawAt, 'America/Sao_Paulo') === spTomorrow)).toBe(true);
    expect(mixed.rows.filter((r) => r.brandId === 1).every((r) => dayIn(r.drawAt, 'Asia/Karachi') === spTomorrow)).toBe(true);

    // A brand's operator lists their brand only.
    const own = await issues(ops.other, { pageSize: 100 });
    expect(own.timeZone).toBe('America/Sao_Paulo');
    expect(own.rows.length).toBeGreaterThan(0);
    expect(own.rows.every((r) => r.brandId === brand2)).toBe(true);
    expect((await issues(ops.other, { gameId: k3 })).rows).toEqual([]);
    expect((await issues(ops.other, { brandId: 1 })).rows).toEqual([]);

    for (const query of [{ from: '2026-02-30' }, { from: '2026-03-02', to: '2026-03-01' }, { status: 'bogus' }, { sort: 'numero' }, { pageSize: '1000' }, { gameId: '-1' }, { from: '1.3.2026' }] as Record<string, string>[]) {
      const res = await ops.a.call('opLotteryIssues', { query });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().errorCode).toBe('request_param_err');
    }
  });

  it("shows an issue's orders, stake and payout, and its detail to its brand only", async () => {
    const [m1, m2] = [members[0]!, members[1]!];
    const current = await near('k3-fast');
    expect((await bet(m1, 'k3-fast', current.numero, 'big~1~2~1/1~1980~1', '2')).statusCode).toBe(200);
    expect((await bet(m2, 'k3-fast', current.numero, 'big~1~2~1/1~1980~1;small~1~2~1/1~1980~2', '6')).statusCode).toBe(200);
    const before = (await issues(ops.a, { gameId: game('k3-fast'), status: 'open', sort: 'drawAt', pageSize: 1 })).rows[0]!;
    expect(before).toMatchObject({ numero: current.numero, orders: 2, bets: 3, stake: '8.0000', payout: '0.0000', refunded: '0.0000' });
    const detail = await ops.a.ok('opLotteryIssue', { params: { id: before.id } });
    expect(detail).toMatchObject({ id: before.id, open: { orders: 2, bets: 3, amount: '8.0000' }, voided: null, resultEntries: [], timeZone: 'Asia/Karachi', seed: null });
    expect(detail.seedHash).toMatch(/^[0-9a-f]{64}$/);

    // Drawn and settled: the payout is the wins and rebates paid.
    h.clock.now = new Date(new Date(current.drawTime).getTime() + 1_000);
    await app.lottery.draws.drawDue();
    await app.lottery.draws.settleDrawn();
    const after = await ops.a.ok('opLotteryIssue', { params: { id: before.id } });
    const paid = await db.selectFrom('lottery_bets').select((eb) => [eb.fn.sum<string>(sql`win + rebate`).as('p')]).where('issue_id', '=', BigInt(before.id)).executeTakeFirstOrThrow();
    expect(after).toMatchObject({ status: 'settled', phase: 'settled', stake: '8.0000', open: { orders: 0, bets: 0, amount: '0.0000' } });
    expect(after.result).toMatch(/^\d,\d,\d$/);
    expect(after.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(Number(after.payout) * 10_000).toBe(Number(paid.p));
    expect((await issues(ops.a, { gameId: game('k3-fast'), status: 'settled', pageSize: 5 })).rows.some((r) => r.id === before.id)).toBe(true);

    const foreign = await ops.other.call('opLotteryIssue', { params: { id: before.id } });
    expect([foreign.statusCode, foreign.json().errorCode]).toEqual([404, 'lottery.issue.not.found']);
    for (const id of ['abc', '0', '1'.repeat(30), '-5']) expect((await ops.a.call('opLotteryIssue', { params: { id } })).json().errorCode, id).toBe('request_param_err');
    expect((await ops.a.call('opLotteryIssue', { params: { id: '999999999' } })).json().errorCode).toBe('lottery.issue.not.found');
  });

  it("takes an official result from two operators; the first one's number is shown to them only", async () => {
    // An official issue whose draw time has passed, waiting for its result.
    const thai = game('thai-gov');
    const now = h.clock.now.getTime();
    const row = await db
      .insertInto('lottery_issues')
      .values({ game_id: thai, numero: '2025901', sale_at: new Date(now - 3 * 3_600_000), lock_at: new Date(now - 2 * 3_600_000), draw_at: new Date(now - MINUTE) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = row.id.toString();
    const due = await issues(ops.a, { source: 'official', status: 'due', brandId: 1 });
    expect(due.rows.map((r) => r.id)).toContain(id);
    expect((await ops.a.ok('opLotteryGames', { query: { brandId: '1', source: 'official' } })).rows.find((g: { id: number }) => g.id === thai).awaitingResults).toBe(1);

    const enter = (c: TestClient, winningNumber: string) => c.call('lotteryResultEntry', { body: { gameId: thai, numero: '2025901', winningNumber } });
    expect((await enter(ops.a, '111111,222,333,444,555,66')).json().value.state).toBe('waiting.second');
    const mine = await ops.a.ok('opLotteryIssue', { params: { id } });
    expect(mine.resultEntries).toEqual([{ operator: 'admin', mine: true, result: '111111,222,333,444,555,66', enteredAt: h.clock.now.toISOString() }]);
    const theirs = await ops.b.ok('opLotteryIssue', { params: { id } });
    expect(theirs.resultEntries).toEqual([{ operator: 'admin', mine: false, result: null, enteredAt: h.clock.now.toISOString() }]);
    expect(theirs).toMatchObject({ phase: 'due', entries: 1, resultExample: expect.stringMatching(/^\d{6},/) });
    // Another brand's operator cannot enter it; a mismatch is not taken.
    expect((await enter(ops.other, '111111,222,333,444,555,66')).json().errorCode).toBe('lottery.game.not.found');
    expect((await enter(ops.b, '111111,222,333,444,555,67')).json().value.state).toBe('mismatch');
    expect((await enter(ops.b, '111111,222,333,444,555,66')).json().value).toEqual({ state: 'drawn', winningNumber: '111111,222,333,444,555,66' });
    const drawn = await ops.a.ok('opLotteryIssue', { params: { id } });
    expect(drawn).toMatchObject({ status: 'drawn', phase: 'drawn', result: '111111,222,333,444,555,66', entries: 2 });
    // Drawn: both entries show their numbers to everyone.
    expect(drawn.resultEntries.map((e: { operator: string; result: string }) => [e.operator, e.result])).toEqual([
      ['admin', '111111,222,333,444,555,66'],
      ['checker', '111111,222,333,444,555,66'],
    ]);
    // A drawn issue cannot be cancelled.
    const cancel = await ops.a.call('opLotteryCancelIssue', { params: { id }, body: { reason: 'no draw held' } });
    expect([cancel.statusCode, cancel.json().errorCode, cancel.json().value]).toEqual([409, 'request.state.invalid', { status: 'drawn' }]);

    // The second entry racing a cancel: one of them takes the issue, the other is refused.
    const race = await db
      .insertInto('lottery_issues')
      .values({ game_id: thai, numero: '2025902', sale_at: new Date(now - 3 * 3_600_000), lock_at: new Date(now - 2 * 3_600_000), draw_at: new Date(now - MINUTE) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const entry = (c: TestClient) => c.call('lotteryResultEntry', { body: { gameId: thai, numero: '2025902', winningNumber: '123456,012,789,345,346,42' } });
    expect((await entry(ops.a)).json().value.state).toBe('waiting.second');
    const [second, cancelled] = await Promise.all([entry(ops.b), ops.a.call('opLotteryCancelIssue', { params: { id: race.id.toString() }, body: { reason: 'results withdrawn' } })]);
    const final = await ops.a.ok('opLotteryIssue', { params: { id: race.id.toString() } });
    if (cancelled.statusCode === 200) {
      expect([second.statusCode, second.json().errorCode]).toEqual([409, 'lottery.result.not.due']);
      expect(final).toMatchObject({ status: 'void', phase: 'cancelled', result: null });
    } else {
      expect(second.json().value.state).toBe('drawn');
      expect(cancelled.json().value).toEqual({ status: 'drawn' });
      expect(final).toMatchObject({ status: 'drawn', result: '123456,012,789,345,346,42' });
    }
  });

  it('cancels an issue: every open sub-order refunded once, audited; repeats and parallel cancels refund nothing more', async () => {
    const [m1, m2, m3] = [members[0]!, members[1]!, members[2]!];
    const current = await near('k3-5min');
    const chase = (await new TestClient(app).ok('lotteryChaseIssues', { params: { gameId: game('k3-5min') }, query: { count: '2' } })) as { numero: string }[];
    const start = await Promise.all([m1, m2, m3].map(balance));
    expect((await bet(m1, 'k3-5min', current.numero, 'big~1~2~1/1~1980~1;odd~1~2~1/1~1980~1', '4')).statusCode).toBe(200);
    // A chase over this issue and the next: only this issue's step is refunded.
    expect((await bet(m2, 'k3-5min', current.numero, 'small~1~2~1/1~1980~1', '4', chase.map((c) => ({ numero: c.numero, multiple: 1 })))).statusCode).toBe(200);
    // A member's own cancel before the issue's: refunded once, by that cancel.
    const placed = await bet(m3, 'k3-5min', current.numero, 'even~1~2~1/1~1980~1', '2');
    const detail = await m3.ok('lotteryOrderDetail', { params: { orderNumber: placed.json().orderNumber } });
    expect((await m3.call('lotteryCancel', { body: { subOrderIds: [detail.subOrders[0].subOrderId] } })).statusCode).toBe(200);

    const issue = (await issues(ops.a, { gameId: game('k3-5min'), status: 'open', sort: 'drawAt', pageSize: 1 })).rows[0]!;
    expect(issue.numero).toBe(current.numero);
    const shown = await ops.a.ok('opLotteryIssue', { params: { id: issue.id } });
    expect(shown.open).toEqual({ orders: 2, bets: 3, amount: '6.0000' });

    // Bad input and another brand change nothing.
    for (const body of [{ reason: 'x' }, {}, { reason: 'a'.repeat(141) }, { reason: 'ok reason', extra: true }, { reason: 'bad\u0000reason' }]) {
      const res = await ops.a.call('opLotteryCancelIssue', { params: { id: issue.id }, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errorCode).toBe('request_param_err');
    }
    const foreign = await ops.other.call('opLotteryCancelIssue', { params: { id: issue.id }, body: { reason: 'not my brand' } });
    expect([foreign.statusCode, foreign.json().errorCode]).toEqual([404, 'lottery.issue.not.found']);
    expect((await issueRow(current.numero, 'k3-5min')).status).toBe('open');

    // Two operators cancel at once: one cancel refunds, the other finds it done.
    const both = await Promise.all([ops.a, ops.b].map((c) => c.call('opLotteryCancelIssue', { params: { id: issue.id }, body: { reason: 'Draw source failed' } })));
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    const values = both.map((r) => r.json().value);
    expect(values.map((v) => v.duplicate).sort()).toEqual([false, true]);
    const winner = values.find((v) => !v.duplicate)!;
    expect(winner.refunded).toEqual({ orders: 2, bets: 3, amount: '6.0000' });
    expect(winner.issue).toMatchObject({ status: 'void', phase: 'cancelled', open: { orders: 0, bets: 0, amount: '0.0000' }, refunded: '8.0000', stake: '0.0000' });
    expect(winner.issue.voided).toMatchObject({ reason: 'Draw source failed', finished: false });
    expect(['admin', 'checker']).toContain(winner.issue.voided.by);
    expect(values.find((v) => v.duplicate)!.refunded).toEqual({ orders: 0, bets: 0, amount: '0.0000' });
    // A retry later refunds nothing more.
    expect((await ops.a.ok('opLotteryCancelIssue', { params: { id: issue.id }, body: { reason: 'Draw source failed' } })).duplicate).toBe(true);

    // Everyone has their stake in this issue back; the chase's next step is still live.
    const end = await Promise.all([m1, m2, m3].map(balance));
    expect(end[0]).toBe(start[0]);
    expect(Number(end[1])).toBe(Number(start[1]) - 2);
    expect(end[2]).toBe(start[2]);
    const refunds = await db.selectFrom('ledger_transfers').select(['key', 'amount']).where('key', 'like', `lott:void:%:${issue.id}`).execute();
    expect(refunds.map((r) => r.amount).sort()).toEqual([20_000n, 40_000n]);
    const nextStep = await db.selectFrom('lottery_bets').innerJoin('lottery_issues', 'lottery_issues.id', 'lottery_bets.issue_id').select(['lottery_bets.status']).where('member_id', '=', m2.memberId).where('numero', '=', chase[1]!.numero).executeTakeFirstOrThrow();
    expect(nextStep.status).toBe('pending');
    const audit = (await auditRows('lottery.issue.cancel')).filter((a) => a.target === `lottery-issue:k3-5min:${current.numero}`);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ brand_id: 1, details: { reason: 'Draw source failed', before: { status: 'open' }, after: { status: 'void' }, refunded: { orders: 2, bets: 3, amount: '6.0000' } } });

    // The issue takes no more bets; the scheduler marks it done once no bet can still arrive.
    expect((await bet(m1, 'k3-5min', current.numero, 'big~1~2~1/1~1980~1', '2')).json().errorCode).toBe('lottery.issue.closed');
    await app.lottery.draws.finishVoided();
    expect((await issueRow(current.numero, 'k3-5min')).settled_at).toBeNull();
    h.clock.now = new Date(h.clock.now.getTime() + 2 * MINUTE);
    await app.lottery.draws.finishVoided();
    expect((await issueRow(current.numero, 'k3-5min')).settled_at).not.toBeNull();
    expect((await ops.a.ok('opLotteryIssue', { params: { id: issue.id } })).voided.finished).toBe(true);
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('finishes an interrupted cancel: sub-orders marked void before a crash are refunded by the scheduler, once', async () => {
    const m = members[0]!;
    const current = await near('k3-fast');
    const start = await balance(m);
    expect((await bet(m, 'k3-fast', current.numero, 'big~1~2~1/1~1980~3', '6')).statusCode).toBe(200);
    const row = await issueRow(current.numero, 'k3-fast');
    // The crash: claimed and marked, the refund never posted.
    expect(await app.lottery.repo.claimVoid(row.id, h.clock.now, null, null)).toBe(true);
    await db.updateTable('lottery_bets').set({ status: 'void' }).where('issue_id', '=', row.id).where('status', '=', 'pending').execute();
    expect(await balance(m)).not.toBe(start);
    h.clock.now = new Date(h.clock.now.getTime() + 2 * MINUTE);
    await Promise.all([app.lottery.draws.finishVoided(), app.lottery.draws.finishVoided()]);
    await app.lottery.draws.finishVoided();
    expect(await balance(m)).toBe(start);
    expect((await issueRow(current.numero, 'k3-fast')).settled_at).not.toBeNull();
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('a cancel racing the draw: one of them wins and the money adds up', async () => {
    // A member with no other bet: members[1]'s chase step on k3-5min can be drawn and paid while this test moves the clock.
    const m = members[3]!;
    const outcomes: string[] = [];
    for (const cancelFirst of [true, false]) {
      await relogin();
      const current = await near('k3-fast');
      const start = Number(await balance(m));
      expect((await bet(m, 'k3-fast', current.numero, 'big~1~2~1/1~1980~1;small~1~2~1/1~1980~1', '4')).statusCode).toBe(200);
      const { id } = await issueRow(current.numero, 'k3-fast');
      h.clock.now = new Date(new Date(current.drawTime).getTime() + 1_000);
      const cancel = () => ops.a.call('opLotteryCancelIssue', { params: { id: id.toString() }, body: { reason: 'race' } });
      const draw = () => app.lottery.draws.drawDue();
      const [a, b] = cancelFirst ? await Promise.all([cancel(), draw()]) : (await Promise.all([draw(), cancel()])).reverse();
      const res = a as Awaited<ReturnType<typeof cancel>>;
      void b;
      await app.lottery.draws.settleDrawn();
      const after = await issueRow(current.numero, 'k3-fast');
      const paid = await db.selectFrom('ledger_transfers').select('amount').where('key', 'like', `lott:pay:%:${id}`).execute();
      const refunded = await db.selectFrom('ledger_transfers').select('amount').where('key', 'like', `lott:void:%:${id}`).execute();
      if (res.statusCode === 200) {
        outcomes.push('cancelled');
        expect(after).toMatchObject({ status: 'void', result: null });
        expect(paid).toEqual([]);
        expect(refunded.map((r) => r.amount)).toEqual([40_000n]);
        expect(Number(await balance(m))).toBe(start);
      } else {
        outcomes.push('drawn');
        expect([res.statusCode, res.json().errorCode]).toEqual([409, 'request.state.invalid']);
        expect(after.status).toBe('settled');
        expect(refunded).toEqual([]);
        const win = paid.reduce((s, p) => s + Number(p.amount), 0) / 10_000;
        expect(Number(await balance(m))).toBeCloseTo(start - 4 + win, 4);
      }
    }
    expect(outcomes).toHaveLength(2);
    expect(await ledgerViolations(db)).toEqual([]);
  });
});
