import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MAX_EXPOSURE_NUMBERS } from '@lotus/games/lottery/limits';
import { createHarness, type Harness } from '../../../test/app-harness.ts';
import { TestClient } from '../../../test/api-client.ts';
import { databaseKinds } from '../../../test/databases.ts';
import { LedgerRepository } from '../wallet/ledger.repository.ts';
import { LedgerWriter } from '../wallet/ledger-writer.ts';
import { MAX_EXPOSURE_ROWS } from './exposure.ts';

let seq = 0;
const name = () => `eb${Date.now().toString(36)}${(seq++).toString(36)}`.slice(0, 16);
const ALL = '0,1,2,3,4,5,6,7,8,9';
/** SSC 3-star straight (play 301), every digit in every row: 1,000 bets, exposure on 1,000 numbers; 0.002 a bet in mode 4. */
const THREE_STAR_ALL = `${[ALL, ALL, ALL].join('_')}~1~301~4/0.001~1980~1`;

describe.each(databaseKinds)('lottery exposure work per order on %s', (kind) => {
  let h: Harness;
  let app: FastifyInstance;
  let ssc: { gameId: number; prizeModeId: number };

  beforeAll(async () => {
    h = await createHarness(kind);
    h.clock.now = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 5_000);
    app = await h.app({ TRUST_PROXY: 'true' });
    await app.lottery.draws.plan();
    const groups = await new TestClient(app).ok('lotteryGames');
    const game = groups.flatMap((g: { games: { code: string; gameId: number; prizeModeId: number }[] }) => g.games).find((g: { code: string }) => g.code === 'ssc-1min');
    ssc = { gameId: game.gameId, prizeModeId: game.prizeModeId };
  });
  afterAll(async () => {
    await h?.close();
  });

  async function player() {
    const c = new TestClient(app, { 'x-forwarded-for': `198.51.100.${seq++ % 250}` });
    const v = await c.register(name());
    const repo = new LedgerRepository(h.database.db);
    const [main, cashIn] = await Promise.all([repo.ensureAccount(1, v.id, 'main', 'PKR'), repo.ensureAccount(1, null, 'cash_in', 'PKR')]);
    await new LedgerWriter(h.database.db).post({ key: `test:fund:${v.id}`, hash: 'f', kind: 'deposit', currency: 'PKR', amount: 100_000_000n, legs: [{ account: cashIn, amount: -100_000_000n }, { account: main, amount: 100_000_000n }] });
    return c;
  }
  const chaseOf = async (count: number) => (await new TestClient(app).ok('lotteryChaseIssues', { params: { gameId: ssc.gameId }, query: { count: String(count) } })) as { numero: string }[];
  const bet = (c: TestClient, chase: { numero: string }[]) =>
    c.call('lotteryBet', {
      body: { gameId: ssc.gameId, currentNumero: chase[0]!.numero, bettingSlipString: THREE_STAR_ALL, prizeModeId: ssc.prizeModeId, betCartAmountSum: (chase.length * 2).toString(), chase: chase.map((s) => ({ numero: s.numero, multiple: 1 })) },
    });
  const exposureRows = async () => Number((await h.database.db.selectFrom('lottery_exposure').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

  it('refuses, from its counts and before any write, an order whose exposure would take more rows than the bound', async () => {
    const c = await player();
    const chase = await chaseOf(100);
    expect(chase.length).toBe(100);
    const before = await exposureRows();
    const res = await bet(c, chase);
    expect(res.json()).toMatchObject({ errorCode: 'lottery.exposure.rows.too.many', value: { max: MAX_EXPOSURE_ROWS } });
    expect(await exposureRows()).toBe(before);
    expect((await c.ok('balance')).sumBalance).toBe('10000.0000');
  });

  it('places the widest order within the bound (1,000 numbers x its draws) with every exposure row', async () => {
    const c = await player();
    const draws = MAX_EXPOSURE_ROWS / MAX_EXPOSURE_NUMBERS;
    const chase = await chaseOf(draws);
    const res = await bet(c, chase);
    expect(res.statusCode, res.body).toBe(200);
    const issues = await h.database.db.selectFrom('lottery_issues').select('id').where('game_id', '=', ssc.gameId).where('numero', 'in', chase.map((s) => s.numero)).execute();
    const written = await h.database.db.selectFrom('lottery_exposure').select((eb) => eb.fn.countAll<string>().as('n')).where('issue_id', 'in', issues.map((i) => i.id)).where('play_id', '=', 301).executeTakeFirstOrThrow();
    expect(Number(written.n)).toBe(MAX_EXPOSURE_ROWS);
  });
});
