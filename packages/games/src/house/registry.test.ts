import { describe, expect, it } from 'vitest';
import { FairStream } from '../fair-rng.ts';
import { GameError } from './errors.ts';
import { houseGameCodes, houseGames, isHouseGame } from './registry.ts';

const seed = 'a'.repeat(64);
const choices = { target: 200, dice: { target: 5000, direction: 'under' as const }, mines: 3 };

describe('house game registry', () => {
  it('replays every game exactly from the same server seed, client seed and nonce', () => {
    for (const code of houseGameCodes) {
      const game = houseGames[code];
      const bet = game.limits.min;
      const a = game.start(new FairStream(seed, 'client', 7), bet, choices);
      const b = game.start(new FairStream(seed, 'client', 7), bet, choices);
      expect(b).toEqual(a);
      expect(a.win).toBeGreaterThanOrEqual(0n);
    }
  });

  it('gives a different round for another nonce', () => {
    const rounds = new Set(Array.from({ length: 20 }, (_, n) => JSON.stringify(houseGames['classic-3x3'].start(new FairStream(seed, 'client', n), 500n, {}).round, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))));
    expect(rounds.size).toBeGreaterThan(15);
  });

  it('refuses a game without its choices, and bets outside the limits, with game error codes', () => {
    expect(() => houseGames.crash.start(new FairStream(seed, 'c', 0), 100n, {})).toThrow(GameError);
    expect(() => houseGames.dice.start(new FairStream(seed, 'c', 0), 100n, { dice: { target: 9999, direction: 'under' } })).toThrow(/chance/);
    expect(() => houseGames['jade-lines'].start(new FairStream(seed, 'c', 0), -1n, {})).toThrow(GameError);
    expect(isHouseGame('mines')).toBe(true);
    expect(isHouseGame('poker')).toBe(false);
    expect(houseGames.mines.multiStep).toBe(true);
  });
});
