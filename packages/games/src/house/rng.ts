/**
 * What every house-game engine draws from. The production implementation is the provably fair
 * `FairStream` (HMAC-SHA256); simulations use `FastRng`. Engines only ever call these two methods,
 * so a round is a pure function of the stream: the server draws it, any browser can recompute it.
 */
export interface Rng {
  /** A uniform integer in [0, n), n an integer from 1 to 2^32, with no modulo bias. */
  int(n: number): number;
  /**
   * A uniform float in [0, 1) of the form k / 2^52 (52 random bits, so `float() * 2 ** 52` is the
   * exact integer k). Crash reads k to compute its multiplier with integer arithmetic.
   */
  float(): number;
}

/** 2^52, the resolution of `Rng.float()`. */
export const FLOAT_STEPS = 2 ** 52;

/** The 52-bit integer k behind `rng.float()`, exact because k / 2^52 is a double without rounding. */
export function uint52(rng: Rng): number {
  return rng.float() * FLOAT_STEPS;
}
