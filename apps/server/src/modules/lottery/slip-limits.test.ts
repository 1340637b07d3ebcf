import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MAX_BETS_PER_ORDER } from '@lotus/games/lottery/limits';
import { createLotteryHarness, type LotteryGameRef, type LotteryHarness } from '../../../test/lottery-harness.ts';
import { TestClient } from '../../../test/api-client.ts';
import { databaseKinds } from '../../../test/databases.ts';
import { ALL, TEN_MILLION, openIssue, oversizedSlips } from '../../../test/oversized-slips.ts';

describe.each(databaseKinds)('lottery slip limits on %s', (kind) => {
  let lh: LotteryHarness;
  let app: FastifyInstance;
  let ssc: LotteryGameRef;

  beforeAll(async () => {
    lh = await createLotteryHarness(kind);
    app = lh.app;
    ssc = lh.game('ssc-1min');
  });
  afterAll(async () => {
    await lh?.close();
  });

  /** A trial (free-play) session and a real, funded member: both may send a slip. */
  async function players(): Promise<[string, TestClient][]> {
    return [
      ['trial', await lh.trial()],
      ['real', await lh.player(10_000_000_000n)],
    ];
  }

  // How fast these refusals answer, and that other calls keep answering meanwhile, is measured by
  // `npm run bench -- slips` (goal: 100 ms), not timed here.
  it('refuses a slip of ten million bets with the order limit, for trial and real players', async () => {
    expect(TEN_MILLION.length).toBeGreaterThan(11_000);
    const { sscTenMillion } = await oversizedSlips(app, ssc);
    for (const [who, c] of await players()) {
      const res = await sscTenMillion(c);
      expect(res.statusCode, who).toBe(400);
      expect(res.json(), who).toEqual({ errorCode: 'lottery.bets.too.many', message: expect.any(String), value: { max: MAX_BETS_PER_ORDER } });
    }
  });

  it('refuses one Vietnam line of C(100, 10) bets, for trial and real players', async () => {
    const { vnEveryNumber } = await oversizedSlips(app, ssc);
    for (const [who, c] of await players()) {
      expect((await vnEveryNumber(c)).json(), who).toMatchObject({ errorCode: 'lottery.bets.too.many', value: { max: MAX_BETS_PER_ORDER } });
    }
  });

  it('bounds the raw slip at the schema: more than 100 lines or 100,000 characters are refused before the engine reads them', async () => {
    const trial = (await players())[0]![1];
    const numero = await openIssue(app, ssc.gameId);
    const body = (bettingSlipString: string) => ({ gameId: ssc.gameId, currentNumero: numero, bettingSlipString, prizeModeId: ssc.prizeModeId, betCartAmountSum: '2' });
    const line = '1~1~1001~1/1~1980~1';
    const lines = (await trial.call('lotteryBet', { body: body(Array.from({ length: 101 }, () => line).join(';')) })).json();
    expect(lines.errorCode).toBe('request_param_err');
    const long = (await trial.call('lotteryBet', { body: body(`${'1,'.repeat(50_000)}1~1~1001~1/1~1980~1`) })).json();
    expect(long.errorCode).toBe('request_param_err');
    // A hundred lines are still read (here priced: a hundred ball-sides bets on ball 1 big cost 200, not 2).
    const hundred = Array.from({ length: 100 }, () => 'big____~1~1001~1/1~1980~1').join(';');
    expect((await trial.call('lotteryBet', { body: body(hundred) })).json().errorCode).toBe('lottery.amount.mismatch');
  });

  it('counts a chase: a line of 1,000 bets chased over 101 draws is refused, over 100 draws it is priced', async () => {
    const real = (await players())[1]![1];
    const chase = (await new TestClient(app).ok('lotteryChaseIssues', { params: { gameId: ssc.gameId }, query: { count: '101' } })) as { numero: string }[];
    expect(chase.length).toBe(101);
    const line = `${[ALL, ALL, ALL].join('_')}~1~301~4/0.001~1980~1`;
    const bet = (steps: number, amount: string) =>
      real.call('lotteryBet', {
        body: { gameId: ssc.gameId, currentNumero: chase[0]!.numero, bettingSlipString: line, prizeModeId: ssc.prizeModeId, betCartAmountSum: amount, chase: chase.slice(0, steps).map((s) => ({ numero: s.numero, multiple: 1 })) },
      });
    const over = await bet(101, '202');
    expect(over.json()).toMatchObject({ errorCode: 'lottery.bets.too.many', value: { max: MAX_BETS_PER_ORDER } });
    // 1,000 bets x 0.002 x 100 draws = 200: within the maximum, so the slip reaches pricing (here a wrong cart total).
    const within = await bet(100, '1');
    expect(within.json().errorCode).toBe('lottery.amount.mismatch');
  });

  it('still takes one line of the whole 5-star space (100,000 bets), the most one order may hold', async () => {
    const real = (await players())[1]![1];
    const numero = await openIssue(app, ssc.gameId);
    const line = `${[ALL, ALL, ALL, ALL, ALL].join('_')}~1~101~4/0.001~1980~1`;
    const res = await real.call('lotteryBet', { body: { gameId: ssc.gameId, currentNumero: numero, bettingSlipString: line, prizeModeId: ssc.prizeModeId, betCartAmountSum: '200' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().totalBettingAmount).toBe('200.0000');
    const two = await real.call('lotteryBet', { body: { gameId: ssc.gameId, currentNumero: numero, bettingSlipString: `${line};${line}`, prizeModeId: ssc.prizeModeId, betCartAmountSum: '400' } });
    expect(two.json()).toMatchObject({ errorCode: 'lottery.bets.too.many' });
  });
});
