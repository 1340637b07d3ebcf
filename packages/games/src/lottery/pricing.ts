import { Fraction } from '../house/par/fraction.ts';
import type { PlayOutcome, PrizeLevel, Ratio } from './types.ts';

/**
 * Lottery money (games.md, "Lottery pricing"). Amounts are bigint in 1/10,000 of the currency unit.
 * A bet's stake is unit x single bet price x multiple (2 x 1 x 1 = 2 in the main mode). The return to
 * player of series S is S / 2000, and every level's prize follows from its exact chance:
 *   prize = floor(stake x (S/2000 - push) x share / chance)
 * so the expected return of any bet is S/2000 of its stake (less at most one 1/10,000 per prize to
 * rounding down). Rebate = (max series - chosen series) / 2000 of turnover.
 */

export const SERIES_BASE = 2000;

export const ratio = (r: Ratio | undefined, fallback: Ratio): Fraction => Fraction.of((r ?? fallback)[0], (r ?? fallback)[1]);

/** The return to player of a prize series, exact. */
export function seriesRtp(series: number): Fraction {
  return Fraction.of(series, SERIES_BASE);
}

/** The prize of one winning hit at a level, for a bet of `stake` at `series` (floored to 1/10,000). */
export function levelPrize(level: PrizeLevel, stake: bigint, series: number): bigint {
  const rtp = seriesRtp(series).sub(ratio(level.push, [0, 1]));
  const value = rtp.mul(ratio(level.share, [1, 1])).div(ratio(level.chance, [1, 1])).mul(stake);
  return value.num / value.den;
}

/** Decimal odds including stake for a level (what two-sides plays show), as an exact fraction. */
export function levelOdds(level: PrizeLevel, series: number): Fraction {
  return seriesRtp(series).sub(ratio(level.push, [0, 1])).mul(ratio(level.share, [1, 1])).div(ratio(level.chance, [1, 1]));
}

/**
 * What a selection's outcome pays back: every hit at its level's prize, and pushed bets' stakes.
 * `prizes`, when given, must be `prizeTable(levels, stake, series)`: settlement passes it so the
 * exact-fraction prizes are computed once per play, stake and series, not once per winning bet.
 */
export function payout(levels: readonly PrizeLevel[], outcome: PlayOutcome, stake: bigint, series: number, prizes?: readonly bigint[]): bigint {
  let total = BigInt(outcome.pushes) * stake;
  for (let i = 0; i < outcome.hits.length; i++) {
    const hits = outcome.hits[i]!;
    if (hits > 0) total += BigInt(hits) * (prizes ? prizes[i]! : levelPrize(levels[i]!, stake, series));
  }
  return total;
}

/** Precomputed prizes of a play's levels for one stake and series (see `payout`). */
export function prizeTable(levels: readonly PrizeLevel[], stake: bigint, series: number): bigint[] {
  return levels.map((l) => levelPrize(l, stake, series));
}

/** A slip's amount: bet count x stake of one bet. */
export function slipAmount(count: number, stake: bigint): bigint {
  return BigInt(count) * stake;
}

/** The rebate paid on a slip's turnover at a series below the maximum. */
export function rebate(amount: bigint, series: number, maxSeries: number): bigint {
  return (amount * BigInt(Math.max(0, maxSeries - series))) / BigInt(SERIES_BASE);
}
