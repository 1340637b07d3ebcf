import { describe, expect, it } from 'vitest';
import { FastRng } from './fast-rng.ts';
import type { MinesRound } from './mines.ts';
import { cashOutMines, minesMultiplier, minesPlayerView, placeMines, revealTile, startMines } from './mines.ts';
import { jsonView } from './money.ts';
import { minesSetting } from './par/table-games-par.ts';
import { minesConfig } from './mines.ts';
import { ScriptedRng } from './scripted-rng.ts';
import { simulate } from './simulate.ts';

const BET = 10_000n;
const code = (c: string) => expect.objectContaining({ code: c });

describe('mines: multipliers 0.99 x C(25, k) / C(25 - m, k), in 1/10,000 rounded down', () => {
  it('gives the worked values', () => {
    expect(minesMultiplier(1, 1)).toBe(10_312); // 0.99 x 25/24 = 1.03125
    expect(minesMultiplier(3, 1)).toBe(11_250); // 0.99 x 25/22
    expect(minesMultiplier(3, 5)).toBe(19_973); // 0.99 x 53130/26334 = 1.99737...
    expect(minesMultiplier(24, 1)).toBe(247_500); // 0.99 x 25
    expect(minesMultiplier(1, 24)).toBe(247_500); // 0.99 x 25/1
    expect(minesMultiplier(12, 13)).toBe(51_482_970_000); // 0.99 x C(25,13) = 5,148,297x
  });
});

describe('mines: a round step by step', () => {
  it('places m distinct mines with m draws of a partial Fisher-Yates shuffle', () => {
    // i = 24: swap 24 with 3; i = 23: swap 23 with 23; i = 22: swap 22 with 0 -> tiles 0 (at 22), 23, 3 (at 24).
    const rng = new ScriptedRng([3, 23, 0]);
    expect(placeMines(rng, 3)).toEqual([0, 3, 23]);
    expect(rng.remaining).toBe(0);
    for (let m = 1; m <= 24; m++) {
      const mines = placeMines(new FastRng(m), m);
      expect(new Set(mines).size).toBe(m);
      expect(mines.every((t) => t >= 0 && t < 25)).toBe(true);
    }
  });

  it('pays the multiplier of the safe reveals on cash-out, and hides the mines until the round is over', () => {
    let round = startMines(new ScriptedRng([3, 23, 0]), BET, 3); // mines 0, 3, 23
    expect(minesPlayerView(round).mines).toBeNull();
    expect(minesPlayerView(round).nextMultiplier).toBe(11_250);
    round = revealTile(round, 12);
    round = revealTile(round, 24);
    expect(round).toMatchObject({ status: 'playing', revealed: [12, 24], multiplier: minesMultiplier(3, 2) });
    round = cashOutMines(round);
    expect(round).toMatchObject({ status: 'cashed', win: (BET * BigInt(minesMultiplier(3, 2))) / 10_000n });
    expect(minesPlayerView(round).mines).toEqual([0, 3, 23]);
    expect(JSON.parse(JSON.stringify(jsonView(round)))).toMatchObject({ bet: '10000', status: 'cashed' });
  });

  it('loses the bet on a mine and refuses every move after', () => {
    let round = startMines(new ScriptedRng([3, 23, 0]), BET, 3);
    round = revealTile(round, 7);
    round = revealTile(round, 23);
    expect(round).toMatchObject({ status: 'lost', win: 0n, multiplier: 0, revealed: [7, 23] });
    expect(() => revealTile(round, 8)).toThrow(code('game.round.over'));
    expect(() => cashOutMines(round)).toThrow(code('game.round.over'));
  });

  it('refuses bad moves: the same tile twice, tiles off the grid, cashing out before any reveal', () => {
    const round: MinesRound = startMines(new FastRng(5), BET, 5);
    expect(() => cashOutMines(round)).toThrow(code('game.cashout.nothing.revealed'));
    for (const tile of [-1, 25, 2.5, Number.NaN]) expect(() => revealTile(round, tile)).toThrow(code('game.tile.invalid'));
    const safe = [...Array(25).keys()].find((t) => !round.mines.includes(t))!;
    const after = revealTile(round, safe);
    expect(() => revealTile(after, safe)).toThrow(code('game.tile.revealed'));
    expect(round.revealed).toEqual([]); // moves return a new state
  });

  it('refuses mine counts outside 1 to 24', () => {
    for (const m of [0, 25, 1.5, -3]) expect(() => startMines(new FastRng(1), BET, m)).toThrow(code('game.mines.count.invalid'));
    expect(() => startMines(new FastRng(1), 50n, 3)).toThrow(code('game.bet.invalid'));
  });

  it('cashes out by itself on the last safe tile', () => {
    let round = startMines(new FastRng(9), BET, 24);
    const safe = [...Array(25).keys()].find((t) => !round.mines.includes(t))!;
    round = revealTile(round, safe);
    expect(round).toMatchObject({ status: 'cashed', multiplier: 247_500, win: 247_500n });
  });
});

describe('mines: the engine against the exact RTP', () => {
  it('lands within 4 standard errors of the exact RTP for 3 mines and 5 reveals over 300,000 rounds', () => {
    const exact = minesSetting(minesConfig, 3, 5);
    const rounds = 300_000;
    const rng = new FastRng(25);
    const sim = simulate(rounds, () => {
      let round = startMines(rng, BET, 3);
      // The player's picks: tiles 0..4 (which tiles does not matter; the mines are uniform).
      for (let t = 0; t < 5 && round.status === 'playing'; t++) round = revealTile(round, t);
      return round.status === 'playing' ? cashOutMines(round) : round;
    });
    expect(Math.abs(sim.rtp - exact.rtp.toNumber())).toBeLessThan((4 * exact.sd) / Math.sqrt(rounds)); // sd 1.00 -> +/- 0.73 points
    expect(Math.abs(sim.hitRate - exact.win.toNumber())).toBeLessThan(4 * Math.sqrt(0.25 / rounds));
  });

  it('puts a single mine on every tile equally often (chi-square over 250,000 rounds)', () => {
    const rng = new FastRng(11);
    const counts = new Array<number>(25).fill(0);
    for (let i = 0; i < 250_000; i++) counts[placeMines(rng, 1)[0]!]!++;
    const chi2 = counts.reduce((s, c) => s + (c - 10_000) ** 2 / 10_000, 0);
    expect(chi2).toBeLessThan(51.18); // 24 degrees of freedom, p = 0.001
  });
});
