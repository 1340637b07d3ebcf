import type { Rng } from './rng.ts';

/**
 * xoshiro128** (Blackman and Vigna): a fast, seeded, non-cryptographic generator with 128 bits of
 * state. For simulations and benchmarks ONLY: its output is predictable from a few values, so a
 * real round must never draw from it (real rounds draw from `FairStream`).
 */
export class FastRng implements Rng {
  #a: number;
  #b: number;
  #c: number;
  #d: number;

  constructor(seed: number) {
    // SplitMix32 spreads one 32-bit seed over the four state words (never all zero).
    let s = seed >>> 0;
    const next = () => {
      s = (s + 0x9e3779b9) >>> 0;
      let z = s;
      z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
      z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
      return (z ^ (z >>> 15)) >>> 0;
    };
    this.#a = next();
    this.#b = next();
    this.#c = next();
    this.#d = next() | 1;
  }

  /** A generator with the given state words (not all zero), e.g. to check published test vectors. */
  static fromState(a: number, b: number, c: number, d: number): FastRng {
    if ((a | b | c | d) === 0) throw new RangeError('the state must not be all zero');
    const rng = new FastRng(0);
    rng.#a = a >>> 0;
    rng.#b = b >>> 0;
    rng.#c = c >>> 0;
    rng.#d = d >>> 0;
    return rng;
  }

  /** The next 32 random bits as an unsigned integer. */
  nextUint32(): number {
    const result = Math.imul(rotl(Math.imul(this.#b, 5), 7), 9) >>> 0;
    const t = this.#b << 9;
    this.#c ^= this.#a;
    this.#d ^= this.#b;
    this.#b ^= this.#c;
    this.#a ^= this.#d;
    this.#c ^= t;
    this.#d = rotl(this.#d, 11);
    return result;
  }

  int(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > 2 ** 32) throw new RangeError(`range must be an integer from 1 to 2^32, got ${n}`);
    // Same rejection rule as FairStream: values past the last whole multiple of n are drawn again.
    const limit = 2 ** 32 - (2 ** 32 % n);
    for (;;) {
      const v = this.nextUint32();
      if (v < limit) return v % n;
    }
  }

  float(): number {
    const high = this.nextUint32() >>> 12; // 20 bits
    const low = this.nextUint32(); // 32 bits
    return (high * 2 ** 32 + low) / 2 ** 52;
  }
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}
