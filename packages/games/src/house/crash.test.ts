import { describe, expect, it } from 'vitest';
import { crashPointOf, playCrash, settleCrash } from './crash.ts';
import { FastRng } from './fast-rng.ts';
import { crashSetting } from './par/table-games-par.ts';
import { ScriptedRng } from './scripted-rng.ts';
import { simulate } from './simulate.ts';

const M = 2 ** 52;

describe('crash: the formula max(1, floor(99 / (1 - X)) / 100)', () => {
  it('gives the worked values at chosen X', () => {
    expect(crashPointOf(0)).toBe(100n); // X = 0: 99 / 1 = 0.99x, lifted to 1.00x
    expect(crashPointOf(Math.floor(M / 100))).toBe(100n); // X just under 1/100: 99.99.. hundredths, lifted to 1.00x
    expect(crashPointOf(Math.ceil(M / 100))).toBe(100n); // X just over 1/100: 100.00.. -> 1.00x
    expect(crashPointOf(M / 2)).toBe(198n); // X = 1/2: 99 / 0.5 = 1.98x
    expect(crashPointOf(M * 0.75)).toBe(396n); // X = 3/4: 3.96x
    expect(crashPointOf(M - 2 ** 42)).toBe(101_376n); // 1 - X = 2^-10: 99 x 1024 = 1,013.76x
    expect(crashPointOf(M - 1)).toBe(99n * 2n ** 52n); // the largest: beyond 2^53, kept exact as bigint
  });

  it('turns to 1.01x exactly at X = 2/101', () => {
    const edge = Math.ceil((M * 2) / 101); // smallest k with 99 x 2^52 / (2^52 - k) >= 101
    expect(crashPointOf(edge)).toBe(101n);
    expect(crashPointOf(edge - 1)).toBe(100n);
  });

  it('agrees with the float formula away from rounding edges', () => {
    const rng = new FastRng(7);
    for (let i = 0; i < 10_000; i++) {
      const x = rng.float();
      const exact = Number(crashPointOf(x * M));
      const float = Math.max(100, Math.floor(99 / (1 - x)));
      expect(Math.abs(exact - float)).toBeLessThanOrEqual(1);
    }
  });

  it('pays target x bet when the crash point reaches the target, and nothing below it', () => {
    expect(settleCrash(10_000n, 200, 200n)).toEqual({ cashedOut: true, win: 20_000n });
    expect(settleCrash(10_000n, 201, 200n)).toEqual({ cashedOut: false, win: 0n });
    const r = playCrash(new ScriptedRng([], [0.5]), 10_000n, 150);
    expect(r).toEqual({ game: 'crash', bet: 10_000n, roll: M / 2, crashPoint: 198n, target: 150, cashedOut: true, win: 15_000n });
  });

  it('refuses targets below 1.01x, fractional hundredths and bad bets', () => {
    for (const target of [100, 99, 150.5, Number.NaN, 100_000_001]) {
      expect(() => playCrash(new FastRng(1), 10_000n, target)).toThrow(expect.objectContaining({ code: 'game.target.invalid' }));
    }
    expect(() => playCrash(new FastRng(1), 10_050n, 200)).toThrow(expect.objectContaining({ code: 'game.bet.invalid' }));
  });
});

describe('crash: the engine against the exact RTP', () => {
  it('lands within 4 standard errors of the exact RTP at 2.00x over 1,000,000 rounds', () => {
    const exact = crashSetting(200);
    const rounds = 1_000_000;
    const rng = new FastRng(42);
    const sim = simulate(rounds, () => playCrash(rng, 10_000n, 200));
    expect(Math.abs(sim.rtp - exact.rtp.toNumber())).toBeLessThan((4 * exact.sd) / Math.sqrt(rounds)); // sd 1.00 -> +/- 0.40 points
    expect(Math.abs(sim.hitRate - exact.win.toNumber())).toBeLessThan(4 * Math.sqrt(0.25 / rounds));
  });

  it('has P(crash >= m) close to 0.99 / m over 1,000,000 rounds, from 1.01x to 100x', () => {
    const rng = new FastRng(99);
    const points = Array.from({ length: 1_000_000 }, () => playCrash(rng, 100n, 101).crashPoint);
    for (const m of [101, 200, 1_000, 10_000]) {
      const p = crashSetting(m).win.toNumber();
      const observed = points.filter((c) => c >= BigInt(m)).length / points.length;
      expect(Math.abs(observed - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / points.length));
    }
  });
});
