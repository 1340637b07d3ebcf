import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatAmount, parseAmount } from '@lotus/contract/money';
import { FairStream } from '@lotus/games/fair-rng';
import { FastRng } from '@lotus/games/house/fast-rng';
import { payout, rebate } from '@lotus/games/lottery/pricing';
import { formatSlipLine } from '@lotus/games/lottery/slip';
import { BET_UNITS, stakeOf } from '@lotus/games/lottery/stake-prices';
import { createLotteryHarness, type LotteryHarness } from '../../../test/lottery-harness.ts';
import { databaseKinds } from '../../../test/databases.ts';
import { drawSalt } from './draws.service.ts';
import { resolveGame, type ResolvedGame } from './game-catalogue.ts';

/** Games of six families whose issue is on sale at the harness's clock (fast cadences, drawn in-house). */
const GAMES = ['ssc-5min', 'k3-5min', 'pk10-5min', '11x5-3min', 'lhc-fast', 'pc28-5min'];

interface Placed {
  game: ResolvedGame;
  orderNumber: string;
  lines: { playId: number; balls: string; approach: 1 | 2; unit: string; series: number; multiple: number }[];
}

describe.each(databaseKinds)('lottery settlement on %s', (kind) => {
  let s: LotteryHarness;
  beforeAll(async () => {
    s = await createLotteryHarness(kind);
  });
  afterAll(async () => {
    await s?.close();
  });

  it("pays every sub-order exactly the engine's payout() and rebate(), for a sample of every play of six families", async () => {
    const rng = new FastRng(20261124);
    const player = await s.player(10_000_000_000n);
    const placed: Placed[] = [];
    let latestDraw = 0;
    for (const code of GAMES) {
      const ref = s.game(code);
      const game = resolveGame((await s.app.lottery.repo.gameById(ref.gameId))!);
      const current = (await player.ok('lotteryNear', { query: { gameId: String(ref.gameId) } })).currentNumero;
      const issue = (await s.app.lottery.repo.byNumero(ref.gameId, current.numero))!;
      latestDraw = Math.max(latestDraw, issue.draw_at.getTime());
      // The draw is committed already: knowing it, pick for each play a selection that wins (where one is
      // found in a few tries) and one at random, so the sample holds wins, pushes and losses.
      const draw = game.family.draw(new FairStream(issue.seed!, drawSalt(code, issue.numero), 0));
      const lines: Placed['lines'] = [];
      for (const play of game.plays.values()) {
        const tries = Array.from({ length: 40 }, () => play.sample(rng, game.rules));
        const wins = tries.find(({ balls, approach }) => {
          const outcome = play.settle(play.parse(balls, approach, game.rules), draw, game.rules);
          return outcome.pushes > 0 || outcome.hits.some((h) => h > 0);
        });
        for (const { balls, approach } of wins ? [wins, tries[0]!] : [tries[0]!]) {
          const modeIndex = rng.int(BET_UNITS.length);
          const series = game.settings.series.min + rng.int(game.settings.series.maxBet - game.settings.series.min + 1);
          lines.push({ playId: play.id, balls, approach, unit: BET_UNITS[modeIndex]!, series, multiple: 1 + rng.int(3) });
        }
      }
      // One order per 100 lines (the most one slip string holds).
      for (let i = 0; i < lines.length; i += 100) {
        const chunk = lines.slice(i, i + 100);
        const slips = chunk.map((l) => formatSlipLine({ ...l, mode: BET_UNITS.indexOf(l.unit as (typeof BET_UNITS)[number]) + 1 }));
        const total = chunk.reduce((sum, l) => {
          const play = game.plays.get(l.playId)!;
          return sum + BigInt(play.count(play.parse(l.balls, l.approach, game.rules), game.rules)) * stakeOf(l.unit, l.multiple)!;
        }, 0n);
        const answer = await player.ok('lotteryBet', {
          body: { gameId: ref.gameId, currentNumero: current.numero, bettingSlipString: slips.join(';'), prizeModeId: ref.prizeModeId, betCartAmountSum: formatAmount(total) },
        });
        placed.push({ game, orderNumber: answer.orderNumber, lines: chunk });
      }
    }

    const balance = async () => parseAmount((await player.ok('balance')).sumBalance)!;
    const before = await balance();
    s.h.clock.now = new Date(latestDraw + 1_000);
    await s.app.lottery.draws.drawDue();
    await s.app.lottery.draws.settleDrawn();

    const db = s.h.database.db;
    let checked = 0;
    let won = 0;
    let due = 0n;
    for (const { game, orderNumber, lines } of placed) {
      const order = await db.selectFrom('lottery_orders').select(['id', 'first_issue_id']).where('order_number', '=', orderNumber).executeTakeFirstOrThrow();
      const issue = (await s.app.lottery.repo.issue(order.first_issue_id))!;
      expect(issue.status).toBe('settled');
      const draw = game.family.parseDraw(issue.result!);
      const bets = await db.selectFrom('lottery_bets').select(['line', 'stake', 'amount', 'series', 'win', 'rebate', 'status']).where('order_id', '=', order.id).orderBy('line').execute();
      expect(bets).toHaveLength(lines.length);
      for (const bet of bets) {
        const line = lines[bet.line]!;
        const play = game.plays.get(line.playId)!;
        const outcome = play.settle(play.parse(line.balls, line.approach, game.rules), draw, game.rules);
        const win = payout(play.levels(game.rules), outcome, bet.stake, line.series);
        expect({ code: play.code, balls: line.balls, win: bet.win, rebate: bet.rebate }).toEqual({ code: play.code, balls: line.balls, win, rebate: rebate(bet.amount, line.series, game.settings.series.max) });
        due += bet.win + bet.rebate;
        checked++;
        if (bet.status === 'won') won++;
      }
    }
    // What the member was paid is the sub-orders' wins and rebates, once.
    expect(await balance()).toBe(before + due);
    expect(checked).toBeGreaterThan(200);
    expect(won).toBeGreaterThan(50);
  });
});
