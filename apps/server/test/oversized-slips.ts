import type { FastifyInstance } from 'fastify';
import { TestClient } from './api-client.ts';
import type { LotteryGameRef } from './lottery-harness.ts';

/** Every digit: an SSC row that stakes on all ten. */
export const ALL = '0,1,2,3,4,5,6,7,8,9';
/** SSC 5-star straight (play 101) with every digit in every row: 100,000 bets in one 116-character line. */
const FULL_5STAR = `${[ALL, ALL, ALL, ALL, ALL].join('_')}~1~101~1/1~1980~1`;
/** The hardening issue's slip: a hundred such lines, 11.7 KB, ten million bets. */
export const TEN_MILLION = Array.from({ length: 100 }, () => FULL_5STAR).join(';');
/** Lô trượt 10 of the Vietnam families (families/vn-shared.ts): ten numbers, none comes out. */
const VN_TRUOT_10 = 43;
/** Every two-digit number: one lô trượt 10 line of them is C(100, 10) bets. */
const EVERY_NUMBER = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0')).join(',');

/** The issue open for betting now on a lottery game. */
export const openIssue = async (app: FastifyInstance, gameId: number) =>
  (await new TestClient(app).ok('lotteryNear', { query: { gameId: String(gameId) } })).currentNumero.numero as string;

/** The fast Vietnam North game's id. */
export async function vnFastNorthId(app: FastifyInstance): Promise<number> {
  const menu = (await new TestClient(app).ok('vnGameMenu')) as { games: { code: string; gameId: number }[] }[];
  return menu.flatMap((g) => g.games).find((g) => g.code === 'vn-fast-north')!.gameId;
}

/**
 * The two oversized slips the order limit must refuse before expanding them, as calls a player sends: ten million
 * SSC bets on `ssc`'s open issue, and one Vietnam line of C(100, 10) bets on the fast North game's.
 */
export async function oversizedSlips(app: FastifyInstance, ssc: LotteryGameRef) {
  const sscIssue = await openIssue(app, ssc.gameId);
  const vnGameId = await vnFastNorthId(app);
  const vnIssue = await openIssue(app, vnGameId);
  return {
    sscTenMillion: (c: TestClient) =>
      c.call('lotteryBet', { body: { gameId: ssc.gameId, currentNumero: sscIssue, bettingSlipString: TEN_MILLION, prizeModeId: ssc.prizeModeId, betCartAmountSum: '20000000' } }),
    vnEveryNumber: (c: TestClient) =>
      c.call('vnBet', { body: { prizeMode: 'Elott', contents: [{ gameId: vnGameId, playId: VN_TRUOT_10, bettingContent: EVERY_NUMBER, singleBetPrice: '2', numero: [{ numero: vnIssue, multiple: 1 }] }] } }),
  };
}
