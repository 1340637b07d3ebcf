import type { Rng } from './rng.ts';

/**
 * An Rng that answers from a script, for tests that need a particular screen or roll. It refuses
 * a value out of the asked range, so a test cannot pass by feeding an impossible draw.
 */
export class ScriptedRng implements Rng {
  #ints: number[];
  #floats: number[];

  constructor(ints: readonly number[], floats: readonly number[] = []) {
    this.#ints = [...ints];
    this.#floats = [...floats];
  }

  int(n: number): number {
    const v = this.#ints.shift();
    if (v === undefined) throw new Error('scripted rng: out of integers');
    if (!Number.isInteger(v) || v < 0 || v >= n) throw new Error(`scripted rng: ${v} is not in [0, ${n})`);
    return v;
  }

  float(): number {
    const v = this.#floats.shift();
    if (v === undefined) throw new Error('scripted rng: out of floats');
    if (!(v >= 0 && v < 1) || !Number.isInteger(v * 2 ** 52)) throw new Error(`scripted rng: ${v} is not k / 2^52 in [0, 1)`);
    return v;
  }

  /** How many scripted values are left (tests check a round used exactly what it should). */
  get remaining(): number {
    return this.#ints.length + this.#floats.length;
  }
}
