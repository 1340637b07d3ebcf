import { describe, expect, it } from 'vitest';
import type { ClassicConfig } from './classic-3x3.ts';
import { classicConfig, evaluateClassic, playClassic } from './classic-3x3.ts';
import { FastRng } from './fast-rng.ts';
import { jsonView } from './money.ts';
import { classicPar } from './par/classic-par.ts';
import { Fraction } from './par/fraction.ts';
import { ScriptedRng } from './scripted-rng.ts';
import { simulate } from './simulate.ts';
import { windowAt, windowFromRows } from './slot-reels.ts';

const BET = 10_000n; // 1.00: a line bet is 0.20
const pay = (lineBets: number) => (BET * BigInt(lineBets)) / 5n;

describe('classic 3x3: hand-worked screens', () => {
  it('pays three sevens on the middle row 300 line bets, and nothing else', () => {
    const w = windowFromRows([
      ['LEMON', 'PLUM', 'BELL'],
      ['SEVEN', 'SEVEN', 'SEVEN'],
      ['ORANGE', 'BELL', 'LEMON'],
    ]);
    const r = evaluateClassic(classicConfig, w, BET);
    expect(r.lineWins).toEqual([{ line: 0, award: 'SEVEN:3', pay: 300, win: pay(300), positions: [{ reel: 0, row: 1 }, { reel: 1, row: 1 }, { reel: 2, row: 1 }] }]);
    expect(r.win).toBe(600_000n); // 60.00 on a 1.00 bet
  });

  it('pays mixed bars as any-bar, identical bars as their own award, and reads both diagonals', () => {
    const w = windowFromRows([
      ['BAR', 'LEMON', 'BAR3'],
      ['BAR2', 'BAR2', 'BAR2'],
      ['BAR3', 'PLUM', 'BAR'],
    ]);
    const r = evaluateClassic(classicConfig, w, BET);
    // Line 0 is the middle row, 1 the top, 2 the bottom, 3 top-left to bottom-right, 4 bottom-left to top-right.
    expect(r.lineWins.map((l) => [l.line, l.award, l.pay])).toEqual([
      [0, 'BAR2:3', 75],
      [3, 'ANY_BAR:3', 10], // BAR, BAR2, BAR
      [4, 'ANY_BAR:3', 10], // BAR3, BAR2, BAR3
    ]);
    expect(r.win).toBe(pay(95));
  });

  it('pays cherries from the left only: one on reel 1, two on reels 1-2, three as a three of a kind', () => {
    const w = windowFromRows([
      ['CHERRY', 'CHERRY', 'LEMON'],
      ['CHERRY', 'PLUM', 'CHERRY'],
      ['CHERRY', 'CHERRY', 'CHERRY'],
    ]);
    const awards = evaluateClassic(classicConfig, w, BET).lineWins.map((l) => [l.line, l.award]);
    // middle: one cherry; top: two cherries; bottom: three; diagonal [0,1,2]: CHERRY PLUM CHERRY = one; [2,1,0]: CHERRY PLUM LEMON = one.
    expect(awards).toEqual([[0, 'CHERRY:1'], [1, 'CHERRY:2'], [2, 'CHERRY:3'], [3, 'CHERRY:1'], [4, 'CHERRY:1']]);
    expect(evaluateClassic(classicConfig, windowFromRows([['LEMON', 'CHERRY', 'CHERRY'], ['PLUM', 'CHERRY', 'CHERRY'], ['BELL', 'CHERRY', 'CHERRY']]), BET).win).toBe(0n);
  });

  it('draws one stop per reel and pays the window it shows (stops 0, 0, 0)', () => {
    const rng = new ScriptedRng([0, 0, 0]);
    const r = playClassic(rng, BET);
    expect(rng.remaining).toBe(0);
    expect(r.window).toEqual([['CHERRY', 'LEMON', 'ORANGE'], ['LEMON', 'ORANGE', 'PLUM'], ['ORANGE', 'PLUM', 'BELL']]);
    // top row: cherry (2); diagonal top-left: CHERRY ORANGE BELL, cherry (2); diagonal bottom-left: ORANGE ORANGE ORANGE (20).
    expect(r.lineWins.map((l) => l.award)).toEqual(['CHERRY:1', 'CHERRY:1', 'ORANGE:3']);
    expect(r.win).toBe(48_000n);
    expect(JSON.parse(JSON.stringify(jsonView(r)))).toMatchObject({ bet: '10000', win: '48000', stops: [0, 0, 0] });
  });

  it('wraps around the end of a strip', () => {
    const last = classicConfig.reels.map((r) => r.length - 1);
    const w = windowAt(classicConfig.reels, last, 3);
    classicConfig.reels.forEach((strip, i) => expect(w[i]).toEqual([strip.at(-1), strip[0], strip[1]]));
  });

  it('refuses bad bets with game.bet.invalid or game.bet.out.of.range', () => {
    for (const bet of [0n, -500n, 501n]) expect(() => playClassic(new FastRng(1), bet)).toThrow(expect.objectContaining({ code: 'game.bet.invalid' }));
    expect(() => playClassic(new FastRng(1), 5 as unknown as bigint)).toThrow(expect.objectContaining({ code: 'game.bet.invalid' }));
    expect(() => playClassic(new FastRng(1), 1_000_500n)).toThrow(expect.objectContaining({ code: 'game.bet.out.of.range' }));
  });
});

describe('classic 3x3: the engine against the PAR sheet', () => {
  const par = classicPar(classicConfig);

  it('returns exactly the PAR RTP over the full cycle of 32,768 stop combinations', () => {
    let total = 0n;
    let hits = 0;
    const [a, b, c] = classicConfig.reels.map((r) => r.length) as [number, number, number];
    for (let i = 0; i < a; i++)
      for (let j = 0; j < b; j++)
        for (let k = 0; k < c; k++) {
          const win = playClassic(new ScriptedRng([i, j, k]), 500n).win;
          total += win;
          if (win > 0n) hits++;
        }
    expect(Fraction.of(total, 500n * BigInt(a * b * c)).compare(par.rtp)).toBe(0);
    expect(Fraction.of(hits, a * b * c).compare(par.hitRate)).toBe(0);
  });

  it('lands within 4 standard errors of the exact RTP over 1,000,000 simulated spins', () => {
    const rounds = 1_000_000;
    const rng = new FastRng(20_240_601);
    const sim = simulate(rounds, () => playClassic(rng, BET));
    const sd = Math.sqrt(par.variance.toNumber());
    const rtpTolerance = (4 * sd) / Math.sqrt(rounds); // sd 3.03 -> +/- 1.21 points
    expect(Math.abs(sim.rtp - par.rtp.toNumber())).toBeLessThan(rtpTolerance);
    const p = par.hitRate.toNumber();
    expect(Math.abs(sim.hitRate - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / rounds));
  });

  it('keeps the configuration honest: five distinct lines, three rows, only symbols the paytable knows', () => {
    const known = new Set([...Object.keys(classicConfig.threeOfAKind), ...classicConfig.anyBar.symbols, classicConfig.cherry.symbol]);
    expect(classicConfig.reels.flat().every((s) => known.has(s))).toBe(true);
    expect(new Set(classicConfig.lines.map((l) => l.join())).size).toBe(5);
    const cfg: ClassicConfig = { ...classicConfig, threeOfAKind: { ...classicConfig.threeOfAKind, GRAPE: 5 } };
    expect(() => classicPar(cfg)).toThrow(/GRAPE:3/);
  });
});
