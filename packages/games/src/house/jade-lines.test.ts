import { describe, expect, it } from 'vitest';
import { FastRng } from './fast-rng.ts';
import { evaluateJade, jadeConfig, playJade } from './jade-lines.ts';
import { jadePar } from './par/jade-par.ts';
import { reelWindows } from './par/slot-par.ts';
import { ScriptedRng } from './scripted-rng.ts';
import { windowFromRows } from './slot-reels.ts';

const BET = 20_000n; // 2.00: a line bet is 0.10 = 1,000 units

describe('jade lines: hand-worked screens', () => {
  it('lets the wild complete different symbols on different lines at once', () => {
    const w = windowFromRows([
      ['JACK', 'QUEEN', 'KING', 'ACE', 'KOI'],
      ['EMPEROR', 'JADE', 'JADE', 'EMPEROR', 'EMPEROR'],
      ['LANTERN', 'FAN', 'ACE', 'QUEEN', 'JACK'],
    ]);
    const r = evaluateJade(jadeConfig, w, BET);
    // Line 1 (middle): EMPEROR JADE JADE EMPEROR EMPEROR. Line 10 [0,1,1,1,0]: JACK JADE JADE then EMPEROR.
    // Line 11 [2,1,1,1,2]: LANTERN JADE JADE then EMPEROR. Every other line breaks before reel 3.
    expect(r.lineWins.map((l) => [l.line + 1, l.award, l.pay, l.win])).toEqual([
      [1, 'EMPEROR:5', 2500, 2_500_000n],
      [10, 'JACK:3', 4, 4_000n],
      [11, 'LANTERN:3', 15, 15_000n],
    ]);
    expect(r.lineWins[1]!.positions).toEqual([{ reel: 0, row: 0 }, { reel: 1, row: 1 }, { reel: 2, row: 1 }]);
    expect(r.scatterWin).toBeNull();
    expect(r.win).toBe(2_519_000n); // 2,519 line bets of 0.10
  });

  it('pays the scatter anywhere in total bets, never as a line, and the wild does not stand in for it', () => {
    const w = windowFromRows([
      ['INGOT', 'KING', 'QUEEN', 'ACE', 'FAN'],
      ['KING', 'JADE', 'INGOT', 'JACK', 'KOI'],
      ['QUEEN', 'ACE', 'JACK', 'KOI', 'INGOT'],
    ]);
    const r = evaluateJade(jadeConfig, w, BET);
    // Middle line KING JADE INGOT stops at two; lines starting on the top-left INGOT never pay;
    // line 5 [2,1,0,1,2] is QUEEN JADE QUEEN JACK: three queens.
    expect(r.lineWins.map((l) => [l.line + 1, l.award])).toEqual([[5, 'QUEEN:3']]);
    expect(r.scatterWin).toEqual({ award: 'INGOT:3', count: 3, pay: 5, win: 100_000n, positions: [{ reel: 0, row: 0 }, { reel: 2, row: 1 }, { reel: 4, row: 2 }] });
    expect(r.win).toBe(4_000n + 100_000n);
  });

  it('pays only the run from reel 1: a gap ends the line', () => {
    const w = windowFromRows([
      ['ACE', 'KING', 'QUEEN', 'JACK', 'LANTERN'],
      ['KOI', 'KOI', 'JADE', 'ACE', 'KOI'],
      ['FAN', 'LANTERN', 'KING', 'QUEEN', 'JACK'],
    ]);
    const r = evaluateJade(jadeConfig, w, BET);
    expect(r.lineWins.map((l) => [l.line + 1, l.award])).toEqual([[1, 'KOI:3']]);
  });

  it('draws five stops and shows five scatters on the top row for the stops where each strip has its INGOT', () => {
    const stops = jadeConfig.reels.map((strip) => strip.indexOf('INGOT'));
    const rng = new ScriptedRng(stops);
    const r = playJade(rng, BET);
    expect(rng.remaining).toBe(0);
    expect(r.stops).toEqual(stops);
    expect(r.window.map((column) => column[0])).toEqual(Array(5).fill('INGOT'));
    expect(r.scatterWin?.award).toBe('INGOT:5');
    expect(r.win).toBe(r.lineWins.reduce((s, l) => s + l.win, 0n) + 100n * BET);
  });

  it('refuses a bet that does not split into 20 whole line bets', () => {
    expect(() => playJade(new FastRng(1), 2_001n)).toThrow(expect.objectContaining({ code: 'game.bet.invalid' }));
    expect(() => playJade(new FastRng(1), 2_002_000n)).toThrow(expect.objectContaining({ code: 'game.bet.out.of.range' }));
  });

  it('keeps the configuration honest: 20 distinct lines, no wild on reel 1, at most one scatter in any window', () => {
    expect(new Set(jadeConfig.lines.map((l) => l.join())).size).toBe(20);
    expect(jadeConfig.reels[0]).not.toContain(jadeConfig.wild);
    for (const strip of jadeConfig.reels) {
      for (const w of reelWindows(strip, 3)) expect(w.symbols.filter((s) => s === jadeConfig.scatter).length).toBeLessThanOrEqual(1);
    }
  });
});

describe('jade lines: the engine against the PAR sheet', () => {
  const par = jadePar(jadeConfig);

  it('lands within 4 standard errors of the exact RTP, hit rate and award odds over 500,000 simulated spins', () => {
    const rounds = 500_000;
    const rng = new FastRng(8_888);
    const awardCounts = new Map<string, number>();
    let win = 0n;
    let hits = 0;
    for (let i = 0; i < rounds; i++) {
      const r = playJade(rng, BET);
      win += r.win;
      if (r.win > 0n) hits++;
      for (const l of r.lineWins) awardCounts.set(l.award, (awardCounts.get(l.award) ?? 0) + 1);
      if (r.scatterWin) awardCounts.set(r.scatterWin.award, (awardCounts.get(r.scatterWin.award) ?? 0) + 1);
    }
    const sd = Math.sqrt(par.variance.toNumber());
    const rtp = Number(win) / Number(BET * BigInt(rounds));
    expect(Math.abs(rtp - par.rtp.toNumber())).toBeLessThan((4 * sd) / Math.sqrt(rounds)); // sd 3.51 -> +/- 1.99 points
    const p = par.hitRate.toNumber();
    expect(Math.abs(hits / rounds - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / rounds));
    // Each award's frequency per line (or per spin for the scatter). Lines share reels, so their counts
    // are correlated; sqrt(p(1-p)/N) per line still bounds the standard error of the per-line average.
    let checked = 0;
    for (const a of par.awards) {
      const q = a.probability.toNumber();
      const trials = a.per === 'line' ? rounds * jadeConfig.lines.length : rounds;
      if (q * rounds < 500) continue; // too rare to measure here
      checked++;
      expect(Math.abs((awardCounts.get(a.award) ?? 0) / trials - q), a.award).toBeLessThan(4 * Math.sqrt((q * (1 - q)) / rounds));
    }
    expect(checked).toBeGreaterThanOrEqual(12);
  });
});
