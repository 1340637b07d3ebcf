import { describe, expect, it } from 'vitest';
import { diceMultiplier, playDice } from './dice.ts';
import type { DiceBet } from './dice.ts';
import { FastRng } from './fast-rng.ts';
import { diceSetting } from './par/table-games-par.ts';
import { diceConfig } from './dice.ts';
import { ScriptedRng } from './scripted-rng.ts';
import { simulate } from './simulate.ts';

const BET = 10_000n;
const roll = (r: number, choice: DiceBet) => playDice(new ScriptedRng([r]), BET, choice);

describe('dice: edges and exact payouts', () => {
  it('wins under T only for rolls below T, and over T only for rolls above T', () => {
    expect(roll(4999, { target: 5000, direction: 'under' }).won).toBe(true);
    expect(roll(5000, { target: 5000, direction: 'under' }).won).toBe(false);
    expect(roll(5001, { target: 5000, direction: 'over' }).won).toBe(true);
    expect(roll(5000, { target: 5000, direction: 'over' }).won).toBe(false);
    expect(roll(0, { target: 1, direction: 'under' }).won).toBe(true); // 0.01% chance, the roll 0.00
    expect(roll(9999, { target: 9998, direction: 'over' }).won).toBe(true); // 0.01% chance, the roll 99.99
  });

  it('pays 99 / chance in 1/10,000, rounded down', () => {
    expect(diceMultiplier(4950)).toBe(20_000); // 49.50% -> 2.0000x
    expect(diceMultiplier(5000)).toBe(19_800); // 50.00% -> 1.9800x
    expect(diceMultiplier(9800)).toBe(10_102); // 98.00% -> 1.010204... -> 1.0102x
    expect(diceMultiplier(1)).toBe(99_000_000); // 0.01% -> 9,900x
    expect(diceMultiplier(3)).toBe(33_000_000);
    const r = roll(100, { target: 5000, direction: 'under' });
    expect(r).toMatchObject({ winOutcomes: 5000, multiplier: 19_800, won: true, win: 19_800n });
    expect(roll(5001, { target: 5000, direction: 'over' })).toMatchObject({ winOutcomes: 4999, multiplier: 19_803, win: 19_803n });
  });

  it('refuses chances outside 0.01% to 98% and malformed targets', () => {
    const rng = () => new FastRng(1);
    expect(() => playDice(rng(), BET, { target: 0, direction: 'under' })).toThrow(expect.objectContaining({ code: 'game.chance.out.of.range' }));
    expect(() => playDice(rng(), BET, { target: 9999, direction: 'over' })).toThrow(expect.objectContaining({ code: 'game.chance.out.of.range' }));
    expect(() => playDice(rng(), BET, { target: 9801, direction: 'under' })).toThrow(expect.objectContaining({ code: 'game.chance.out.of.range' }));
    expect(() => playDice(rng(), BET, { target: 198, direction: 'over' })).toThrow(expect.objectContaining({ code: 'game.chance.out.of.range' }));
    expect(() => playDice(rng(), BET, { target: 9800, direction: 'under' })).not.toThrow();
    for (const bad of [{ target: 10_000, direction: 'under' }, { target: -1, direction: 'over' }, { target: 50.5, direction: 'under' }, { target: 5000, direction: 'sideways' }, null]) {
      expect(() => playDice(rng(), BET, bad as unknown as DiceBet)).toThrow(expect.objectContaining({ code: 'game.target.invalid' }));
    }
    expect(() => playDice(rng(), 0n, { target: 5000, direction: 'under' })).toThrow(expect.objectContaining({ code: 'game.bet.invalid' }));
  });
});

describe('dice: the engine against the exact RTP', () => {
  it('lands within 4 standard errors of the exact RTP at 49.50% over 1,000,000 rolls', () => {
    const exact = diceSetting(diceConfig, 4950);
    const rounds = 1_000_000;
    const rng = new FastRng(6);
    const sim = simulate(rounds, () => playDice(rng, BET, { target: 5049, direction: 'over' }));
    expect(Math.abs(sim.rtp - exact.rtp.toNumber())).toBeLessThan((4 * exact.sd) / Math.sqrt(rounds)); // sd 1.00 -> +/- 0.40 points
  });

  it('rolls every value 0.00 to 99.99 equally often (chi-square over 1,000,000 rolls in 100 bins)', () => {
    const rng = new FastRng(10);
    const bins = new Array<number>(100).fill(0);
    for (let i = 0; i < 1_000_000; i++) bins[Math.floor(playDice(rng, BET, { target: 5000, direction: 'under' }).roll / 100)]!++;
    const chi2 = bins.reduce((s, c) => s + (c - 10_000) ** 2 / 10_000, 0);
    expect(chi2).toBeLessThan(148.23); // 99 degrees of freedom, p = 0.001
  });
});
