import { GameError } from './errors.ts';
import type { BetLimits } from './money.ts';
import { checkBet, scale } from './money.ts';
import type { Rng } from './rng.ts';
import { uint52 } from './rng.ts';

/**
 * Crash: a multiplier climbs from 1.00x until it crashes. The crash point is
 * max(1, floor(99 / (1 - X)) / 100) with X = k / 2^52 uniform in [0, 1), computed with integers:
 * floor(99 * 2^52 / (2^52 - k)) hundredths, at least 100. So P(crash >= m) is about 0.99 / m and
 * every target returns about 99%. The player sets an auto cash-out target; the bet pays
 * target x bet when the crash point reaches it.
 */
export interface CrashConfig {
  id: 'crash';
  /** Smallest and largest auto cash-out target, in hundredths (101 = 1.01x). */
  minTarget: number;
  maxTarget: number;
  limits: BetLimits;
}

export const crashConfig: CrashConfig = {
  id: 'crash',
  minTarget: 101,
  maxTarget: 100_000_000, // 1,000,000.00x
  // 0.01 to 1,000.00; a target in hundredths then pays a whole 1/10,000 unit.
  limits: { min: 100n, max: 10_000_000n, step: 100n },
};

const TWO_52 = 2n ** 52n;

/** The crash point in hundredths for the 52-bit draw k (bigint: beyond 2^53 for k within 50 of 2^52). */
export function crashPointOf(k: number): bigint {
  if (!Number.isInteger(k) || k < 0 || k >= 2 ** 52) throw new RangeError(`k must be an integer in [0, 2^52), got ${k}`);
  const point = (99n * TWO_52) / (TWO_52 - BigInt(k));
  return point < 100n ? 100n : point;
}

/** Draws a crash point: one `rng.float()` (52 bits). Shared rounds draw this once for every seat. */
export function drawCrashPoint(rng: Rng): { roll: number; crashPoint: bigint } {
  const roll = uint52(rng);
  return { roll, crashPoint: crashPointOf(roll) };
}

export interface CrashRound {
  game: 'crash';
  bet: bigint;
  /** The 52-bit integer k behind X = k / 2^52, so anyone can recompute the crash point. */
  roll: number;
  /** In hundredths (250n = 2.50x). */
  crashPoint: bigint;
  /** Auto cash-out target in hundredths. */
  target: number;
  cashedOut: boolean;
  win: bigint;
}

export function checkCrashTarget(target: unknown, config: CrashConfig = crashConfig): asserts target is number {
  if (typeof target !== 'number' || !Number.isInteger(target) || target < config.minTarget || target > config.maxTarget) {
    throw new GameError('game.target.invalid', `The cash-out target must be a whole number of hundredths from ${config.minTarget} to ${config.maxTarget}.`);
  }
}

/** Settles a bet against a known crash point: it wins when the crash point reaches the target. */
export function settleCrash(bet: bigint, target: number, crashPoint: bigint): { cashedOut: boolean; win: bigint } {
  const cashedOut = crashPoint >= BigInt(target);
  return { cashedOut, win: cashedOut ? scale(bet, target, 100) : 0n };
}

export function playCrash(rng: Rng, bet: bigint, target: number, config: CrashConfig = crashConfig): CrashRound {
  checkBet(bet, config.limits);
  checkCrashTarget(target, config);
  const { roll, crashPoint } = drawCrashPoint(rng);
  const { cashedOut, win } = settleCrash(bet, target, crashPoint);
  return { game: config.id, bet, roll, crashPoint, target, cashedOut, win };
}
