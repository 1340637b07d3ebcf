import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FairStream, commitServerSeed } from './fair-rng.ts';

const seed = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';

describe('provably fair stream', () => {
  it('is HMAC-SHA256(serverSeed, clientSeed:nonce:cursor), so anyone can recompute it', () => {
    const s = new FairStream(seed, 'lucky', 7);
    const first32 = Array.from({ length: 32 }, () => s.nextByte());
    const next32 = Array.from({ length: 32 }, () => s.nextByte());
    const expect0 = createHmac('sha256', Buffer.from(seed, 'hex')).update('lucky:7:0').digest();
    const expect1 = createHmac('sha256', Buffer.from(seed, 'hex')).update('lucky:7:1').digest();
    expect(Buffer.from(first32)).toEqual(expect0);
    expect(Buffer.from(next32)).toEqual(expect1);
  });

  it('publishes the SHA-256 of the server seed as its commitment', () => {
    expect(commitServerSeed(seed)).toBe(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex'));
  });

  it('draws integers in range without bias (chi-square over 60,000 dice)', () => {
    const s = new FairStream(seed, 'chi', 1);
    const counts = new Array(6).fill(0);
    const n = 60_000;
    for (let i = 0; i < n; i++) counts[s.int(6)]++;
    const expected = n / 6;
    const chi2 = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    expect(chi2).toBeLessThan(20.52); // 5 degrees of freedom, p = 0.001
  });

  it('gives independent draws (runs test above and below the median)', () => {
    const s = new FairStream(seed, 'runs', 2);
    const xs = Array.from({ length: 20_000 }, () => s.float());
    const above = xs.map((x) => x >= 0.5);
    const n1 = above.filter(Boolean).length;
    const n2 = above.length - n1;
    let runs = 1;
    for (let i = 1; i < above.length; i++) if (above[i] !== above[i - 1]) runs++;
    const mean = (2 * n1 * n2) / (n1 + n2) + 1;
    const variance = (2 * n1 * n2 * (2 * n1 * n2 - n1 - n2)) / ((n1 + n2) ** 2 * (n1 + n2 - 1));
    expect(Math.abs((runs - mean) / Math.sqrt(variance))).toBeLessThan(3.29);
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it('shuffles into a permutation and refuses impossible ranges', () => {
    const p = new FairStream(seed, 'cards', 3).permutation(52);
    expect([...p].sort((a, b) => a - b)).toEqual(Array.from({ length: 52 }, (_, i) => i));
    expect(() => new FairStream(seed, 'x', 0).int(0)).toThrow(RangeError);
    expect(() => new FairStream(seed, 'x', 0).int(1.5)).toThrow(RangeError);
  });
});
