import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { payout, prizeTable } from './pricing.ts';
import { lotteryFamilies } from './registry.ts';
import { BET_UNITS, stakeOf } from './stake-prices.ts';

const plays = Object.values(lotteryFamilies).flatMap((family) => family.plays.map((play) => ({ family, play })));

describe('lottery payout', () => {
  it('pays the same with the precomputed prize table settlement passes as without it, for every play', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...plays),
        fc.constantFrom(...BET_UNITS),
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1000, max: 2000 }),
        fc.array(fc.nat({ max: 50 }), { maxLength: 12 }),
        fc.nat({ max: 5 }),
        ({ family, play }, unit, multiple, series, rawHits, pushes) => {
          const levels = play.levels(family.defaultRules);
          const hits = levels.map((_, i) => rawHits[i] ?? 0);
          const stake = stakeOf(unit, multiple)!;
          const outcome = { hits, pushes };
          expect(payout(levels, outcome, stake, series, prizeTable(levels, stake, series))).toBe(payout(levels, outcome, stake, series));
        },
      ),
      { numRuns: 500 },
    );
  });
});
