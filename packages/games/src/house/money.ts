import { GameError } from './errors.ts';

/**
 * Money in the engines is bigint in 1/10,000 of the currency unit, as everywhere on the platform.
 * Multipliers are integers over a stated denominator (1/100 or 1/10,000), never floats.
 */
export interface BetLimits {
  /** Smallest bet, in 1/10,000 units. */
  min: bigint;
  /** Largest bet, in 1/10,000 units. */
  max: bigint;
  /** Every bet is a whole number of steps, so each game's pay arithmetic divides exactly. */
  step: bigint;
}

/** Throws `game.bet.invalid` or `game.bet.out.of.range` unless the bet is a positive whole step within limits. */
export function checkBet(bet: unknown, limits: BetLimits): asserts bet is bigint {
  if (typeof bet !== 'bigint' || bet <= 0n || bet % limits.step !== 0n) {
    throw new GameError('game.bet.invalid', `The bet must be a positive bigint in steps of ${limits.step} units.`);
  }
  if (bet < limits.min || bet > limits.max) {
    throw new GameError('game.bet.out.of.range', `The bet must be from ${limits.min} to ${limits.max} units.`);
  }
}

/** bet x numerator / denominator, rounded down to 1/10,000 (the house never pays a fraction up). */
export function scale(bet: bigint, numerator: number | bigint, denominator: number | bigint): bigint {
  return (bet * BigInt(numerator)) / BigInt(denominator);
}

/** A value with every bigint replaced by its decimal string: what a round looks like as JSON. */
export type JsonView<T> = T extends bigint
  ? string
  : T extends readonly (infer U)[]
    ? JsonView<U>[]
    : T extends object
      ? { [K in keyof T]: JsonView<T[K]> }
      : T;

/** Round results hold bigint money; this is their JSON-safe view (bigints as strings). */
export function jsonView<T>(value: T): JsonView<T> {
  if (typeof value === 'bigint') return value.toString() as JsonView<T>;
  if (Array.isArray(value)) return value.map((v) => jsonView(v)) as JsonView<T>;
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = jsonView(v);
    return out as JsonView<T>;
  }
  return value as JsonView<T>;
}
