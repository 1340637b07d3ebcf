import { describe, expect, it } from 'vitest';
import type { DragonConfig } from './dragon-ways.ts';
import { dragonConfig, evaluateDragonWindow, playDragon } from './dragon-ways.ts';
import { FastRng } from './fast-rng.ts';
import { jsonView } from './money.ts';
import { dragonPar } from './par/dragon-par.ts';
import { ScriptedRng } from './scripted-rng.ts';
import { windowAt, windowFromRows } from './slot-reels.ts';

const BET = 10_000n; // 1.00: a coin is 1/25 = 400 units
const gongStops = dragonConfig.reels.map((strip) => strip.indexOf('GONG'));
const quietStops = gongStops.map((g) => g + 1); // the three stops after the gong: no scatter in view

describe('dragon ways: hand-worked screens', () => {
  it('counts 243-ways: pay x product of matching symbols (or wilds) per reel, from the left', () => {
    const w = windowFromRows([
      ['ACE', 'ACE', 'KING', 'QUEEN', 'TEN'],
      ['KING', 'WILD', 'ACE', 'JACK', 'PEARL'],
      ['QUEEN', 'ACE', 'TIGER', 'ACE', 'CARP'],
    ]);
    const r = evaluateDragonWindow(dragonConfig, w, BET);
    // ACE: 1 x 3 (ACE, WILD, ACE) x 1 x 1, none on reel 5 -> ACE:4, 3 ways x 15 coins.
    // KING: 1 x 1 (the wild) x 1, none on reel 4 -> KING:3, 1 way x 5 coins. QUEEN stops at reel 3.
    expect(r.waysWins.map((x) => [x.award, x.ways, x.pay, x.win])).toEqual([
      ['ACE:4', 3, 15, 18_000n],
      ['KING:3', 1, 5, 2_000n],
    ]);
    expect(r.waysWins[0]!.positions).toEqual([{ reel: 0, row: 0 }, { reel: 1, row: 0 }, { reel: 1, row: 1 }, { reel: 1, row: 2 }, { reel: 2, row: 1 }, { reel: 3, row: 2 }]);
    expect(r.win).toBe(20_000n); // 50 coins = 2 bets
    expect(r.triggers).toBe(false);
  });

  it('multiplies ways across all five reels', () => {
    const w = windowFromRows([
      ['DRAGON', 'DRAGON', 'WILD', 'DRAGON', 'DRAGON'],
      ['DRAGON', 'WILD', 'DRAGON', 'TEN', 'DRAGON'],
      ['JACK', 'KING', 'QUEEN', 'WILD', 'JACK'],
    ]);
    const r = evaluateDragonWindow(dragonConfig, w, BET);
    // 2 x 2 x 2 x 2 x 2 = 32 ways of DRAGON:5 at 1,500 coins; JACK: 1 x 1 (wild) x 1 (wild) x 1 (wild) x 1 = JACK:5, 1 way at 30.
    expect(r.waysWins.map((x) => [x.award, x.ways])).toEqual([['DRAGON:5', 32], ['JACK:5', 1]]);
    expect(r.win).toBe((BET * BigInt(32 * 1500 + 30)) / 25n);
  });

  it('triggers 10 free spins on 3+ scatters, doubles their wins, and adds 10 on a retrigger', () => {
    // Base: every reel shows its gong (5 scatters: 50 x bet, 10 free spins). Free spin 3 retriggers; the rest are quiet.
    const script = [...gongStops];
    for (let i = 1; i <= 20; i++) script.push(...(i === 3 ? gongStops : quietStops));
    const rng = new ScriptedRng(script);
    const r = playDragon(rng, BET);
    expect(rng.remaining).toBe(0);
    expect(r.base.scatterWin).toMatchObject({ award: 'GONG:5', count: 5, pay: 50 });
    expect(r.base.freeSpinsAdded).toBe(10);
    expect(r.freeSpins).toHaveLength(20);
    expect(r.freeSpins.map((s) => s.freeSpinsAdded)).toEqual([0, 0, 10, ...Array(17).fill(0)]);
    expect(r.freeSpins.map((s) => s.freeSpinsLeft)).toEqual([9, 8, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
    const quiet = evaluateDragonWindow(dragonConfig, windowAt(dragonConfig.reels, quietStops, 3), BET).win;
    const loud = evaluateDragonWindow(dragonConfig, windowAt(dragonConfig.reels, gongStops, 3), BET).win;
    expect(r.freeSpins.every((s) => s.multiplier === 2)).toBe(true);
    expect(r.featureWin).toBe(2n * (19n * quiet + loud));
    expect(r.win).toBe(loud + r.featureWin);
    expect(JSON.parse(JSON.stringify(jsonView(r))).freeSpins).toHaveLength(20);
  });

  it('stops awarding at 50 free spins in all', () => {
    // Every window shows a gong on every reel, so every spin retriggers.
    const always: DragonConfig = { ...dragonConfig, reels: Array(5).fill(['GONG', 'ACE', 'KING']) };
    const r = playDragon(new FastRng(3), BET, always);
    expect(r.freeSpins).toHaveLength(50);
    expect(r.freeSpins.slice(0, 5).map((s) => s.freeSpinsAdded)).toEqual([10, 10, 10, 10, 0]);
    expect(r.freeSpins.at(-1)!.freeSpinsLeft).toBe(0);
  });

  it('refuses a bet that is not a whole number of coins', () => {
    expect(() => playDragon(new FastRng(1), 2_510n)).toThrow(expect.objectContaining({ code: 'game.bet.invalid' }));
    expect(() => playDragon(new FastRng(1), 0n)).toThrow(expect.objectContaining({ code: 'game.bet.invalid' }));
  });
});

describe('dragon ways: the engine against the PAR sheet', () => {
  const par = dragonPar(dragonConfig);

  it('lands within 4 standard errors of the exact RTP, hit rate and trigger rate over 400,000 simulated rounds', () => {
    const rounds = 400_000;
    const rng = new FastRng(243);
    let win = 0n;
    let hits = 0;
    let triggers = 0;
    const awardCounts = new Map<string, number>();
    for (let i = 0; i < rounds; i++) {
      const r = playDragon(rng, BET);
      win += r.win;
      if (r.win > 0n) hits++;
      if (r.freeSpins.length) triggers++;
      for (const x of r.base.waysWins) awardCounts.set(x.award, (awardCounts.get(x.award) ?? 0) + 1);
    }
    const sd = Math.sqrt(par.variance.toNumber());
    const rtp = Number(win) / Number(BET * BigInt(rounds));
    expect(Math.abs(rtp - par.rtp.toNumber())).toBeLessThan((4 * sd) / Math.sqrt(rounds)); // sd 4.76 -> +/- 3.01 points
    for (const [observed, p] of [
      [hits / rounds, par.hitRate.toNumber()],
      [triggers / rounds, par.feature!.trigger.toNumber()],
      ...par.awards.filter((a) => !a.award.startsWith('GONG')).map((a) => [(awardCounts.get(a.award) ?? 0) / rounds, a.probability.toNumber()] as const),
    ] as const) {
      expect(Math.abs(observed - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / rounds));
    }
  });
});
