import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MAX_EXPOSURE_NUMBERS } from '@lotus/games/lottery/limits';
import type { Harness } from '../../../test/app-harness.ts';
import { createLotteryHarness, type LotteryGameRef, type LotteryHarness } from '../../../test/lottery-harness.ts';
import { TestClient } from '../../../test/api-client.ts';
import { databaseKinds } from '../../../test/databases.ts';
import { MAX_EXPOSURE_ROWS } from './exposure.ts';

const ALL = '0,1,2,3,4,5,6,7,8,9';
/** SSC 3-star straight (play 301), every digit in every row: 1,000 bets, exposure on 1,000 numbers; 0.002 a bet in mode 4. */
const THREE_STAR_ALL = `${[ALL, ALL, ALL].join('_')}~1~301~4/0.001~1980~1`;

describe.each(databaseKinds)('lottery exposure work per order on %s', (kind) => {
  let lh: LotteryHarness;
  let h: Harness;
  let app: FastifyInstance;
  let ssc: LotteryGameRef;

  beforeAll(async () => {
    lh = await createLotteryHarness(kind);
    ({ h, app } = lh);
    ssc = lh.game('ssc-1min');
  });
  afterAll(async () => {
    await lh?.close();
  });

  const player = () => lh.player(100_000_000n);
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
