import { describe, expect, it } from 'vitest';
import { FairStream } from '../fair-rng.ts';
import type { Rng } from './rng.ts';
import { FLOAT_STEPS, uint52 } from './rng.ts';

/**
 * Statistical quality of the provably fair stream, on large samples. fair-rng.test.ts already
 * covers int(6) by chi-square and the runs test above/below the median; these add the raw bytes,
 * a range where rejection sampling matters, a bit-level runs test and runs up and down.
 */
const seed = '3a7bd3e2360a3d29eea436fcfb7e44c735d117c42d1c1835420b6b9942dd4f1b';

/** Critical chi-square value at p = 0.001 (Wilson-Hilferty, z = 3.0902). */
function chiSquareCritical(df: number): number {
  const a = 2 / (9 * df);
  return df * (1 - a + 3.0902 * Math.sqrt(a)) ** 3;
}

function chiSquare(counts: readonly number[], expected: number): number {
  return counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
}

describe('FairStream is an Rng', () => {
  it('satisfies the engines\' interface, with float() exactly k / 2^52', () => {
    const rng: Rng = new FairStream(seed, 'iface', 0);
    for (let i = 0; i < 1000; i++) {
      const k = uint52(rng);
      expect(Number.isInteger(k) && k >= 0 && k < FLOAT_STEPS).toBe(true);
    }
  });
});

describe('FairStream quality (p = 0.001 thresholds)', () => {
  it('gives every byte value equally often (chi-square, 1,048,576 bytes in 256 bins)', () => {
    const s = new FairStream(seed, 'bytes', 1);
    const counts = new Array<number>(256).fill(0);
    const n = 1 << 20;
    for (let i = 0; i < n; i++) counts[s.nextByte()]!++;
    expect(chiSquare(counts, n / 256)).toBeLessThan(chiSquareCritical(255)); // about 330.5
  });

  it('draws int(10000), the dice roll, uniformly (chi-square, 500,000 draws in 100 bins)', () => {
    const s = new FairStream(seed, 'dice', 2);
    const counts = new Array<number>(100).fill(0);
    const n = 500_000;
    for (let i = 0; i < n; i++) counts[Math.floor(s.int(10_000) / 100)]!++;
    expect(chiSquare(counts, n / 100)).toBeLessThan(chiSquareCritical(99));
  });

  it('draws int(3 x 2^30) uniformly, where plain modulo would make the low third twice as likely', () => {
    const s = new FairStream(seed, 'big', 3);
    const n = 3 * 2 ** 30;
    const counts = new Array<number>(12).fill(0); // bins of 2^28
    const draws = 120_000;
    for (let i = 0; i < draws; i++) counts[Math.floor(s.int(n) / 2 ** 28)]!++;
    expect(chiSquare(counts, draws / 12)).toBeLessThan(chiSquareCritical(11)); // about 31.3; modulo bias would give thousands
  });

  it('has the expected number of runs of equal bits (NIST SP 800-22 runs test, 1,048,576 bits)', () => {
    const s = new FairStream(seed, 'bits', 4);
    const bits: number[] = [];
    for (let i = 0; i < 1 << 17; i++) {
      const b = s.nextByte();
      for (let j = 7; j >= 0; j--) bits.push((b >> j) & 1);
    }
    const n = bits.length;
    const pi = bits.reduce((a, b) => a + b, 0) / n;
    let runs = 1;
    for (let i = 1; i < n; i++) if (bits[i] !== bits[i - 1]) runs++;
    const z = Math.abs(runs - 2 * n * pi * (1 - pi)) / (2 * Math.sqrt(2 * n) * pi * (1 - pi));
    expect(z).toBeLessThan(3.29); // two-sided p = 0.001
  });

  it('has the expected number of runs up and down (Wald-Wolfowitz, 200,000 floats)', () => {
    const s = new FairStream(seed, 'updown', 5);
    const n = 200_000;
    let prev = s.float();
    let cur = s.float();
    let up = cur > prev;
    let runs = 1;
    for (let i = 2; i < n; i++) {
      prev = cur;
      cur = s.float();
      const nowUp = cur > prev;
      if (nowUp !== up) runs++;
      up = nowUp;
    }
    const mean = (2 * n - 1) / 3;
    const variance = (16 * n - 29) / 90;
    expect(Math.abs(runs - mean) / Math.sqrt(variance)).toBeLessThan(3.29);
  });

  it('shows no correlation between consecutive draws (chi-square on 65,536 pairs of int(16))', () => {
    const s = new FairStream(seed, 'pairs', 6);
    const counts = new Array<number>(256).fill(0);
    const pairs = 256 * 256;
    for (let i = 0; i < pairs; i++) counts[s.int(16) * 16 + s.int(16)]!++;
    expect(chiSquare(counts, pairs / 256)).toBeLessThan(chiSquareCritical(255));
  });
});
