import { describe, expect, it } from 'vitest';
import { FastRng } from './fast-rng.ts';

describe('FastRng (simulations only)', () => {
  it('repeats exactly for a seed and differs between seeds', () => {
    const a = new FastRng(123);
    const b = new FastRng(123);
    const c = new FastRng(124);
    const xs = Array.from({ length: 100 }, () => a.nextUint32());
    expect(Array.from({ length: 100 }, () => b.nextUint32())).toEqual(xs);
    expect(Array.from({ length: 100 }, () => c.nextUint32())).not.toEqual(xs);
  });

  it('is xoshiro128**: the published first outputs from state (1, 2, 3, 4), and an independent BigInt reference after', () => {
    // By hand: rotl(2 x 5, 7) x 9 = 11520; then b = 0 gives 0; then b = 1029 gives rotl(5145, 7) x 9 = 5927040.
    const rng = FastRng.fromState(1, 2, 3, 4);
    const got = Array.from({ length: 1000 }, () => rng.nextUint32());
    expect(got.slice(0, 3)).toEqual([11520, 0, 5927040]);
    const mask = 0xffffffffn;
    const rotl = (x: bigint, k: bigint) => ((x << k) | (x >> (32n - k))) & mask;
    let [a, b, c, d] = [1n, 2n, 3n, 4n];
    const want: number[] = [];
    for (let i = 0; i < 1000; i++) {
      want.push(Number((rotl((b * 5n) & mask, 7n) * 9n) & mask));
      const t = (b << 9n) & mask;
      c ^= a;
      d ^= b;
      b ^= c;
      a ^= d;
      c ^= t;
      d = rotl(d, 11n);
    }
    expect(got).toEqual(want);
  });

  it('draws int(n) in range and evenly (chi-square over 700,000 draws of int(7))', () => {
    const rng = new FastRng(9);
    const counts = new Array<number>(7).fill(0);
    for (let i = 0; i < 700_000; i++) counts[rng.int(7)]!++;
    expect(counts.reduce((s, c) => s + (c - 100_000) ** 2 / 100_000, 0)).toBeLessThan(22.46); // 6 df, p = 0.001
    expect(() => rng.int(0)).toThrow(RangeError);
  });

  it('gives floats k / 2^52 in [0, 1)', () => {
    const rng = new FastRng(5);
    for (let i = 0; i < 10_000; i++) {
      const x = rng.float();
      expect(x >= 0 && x < 1 && Number.isInteger(x * 2 ** 52)).toBe(true);
    }
  });
});
