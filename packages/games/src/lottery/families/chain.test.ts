import { describe, expect, it } from 'vitest';
import { FastRng } from '../../house/fast-rng.ts';
import { familyProblems } from '../family-checks.ts';
import { chainK3Family, chainPc28Family, chainPk10Family, chainSscFamily } from './chain.ts';
import { k3Family } from './k3.ts';
import { LotteryError } from '../errors.ts';
import type { Family } from '../types.ts';

describe('CHAIN families read their result from a hash', () => {
  it('derives the same result from the hash alone, and refuses a result that does not match its hash', () => {
    const draw = chainK3Family.draw(new FastRng(7));
    const text = chainK3Family.formatDraw(draw);
    expect(text).toMatch(/^[0-9a-f]{64}\|\d,\d,\d$/);
    const [hash, dice] = text.split('|');
    expect(chainK3Family.formatDraw(chainK3Family.parseDraw(hash!))).toBe(text);
    const other = dice === '1,1,1' ? '2,2,2' : '1,1,1';
    expect(() => chainK3Family.parseDraw(`${hash}|${other}`)).toThrow(LotteryError);
    expect(() => chainK3Family.parseDraw('xyz')).toThrow(LotteryError);
    expect(chainK3Family.positions(draw)).toEqual(k3Family.positions(draw.inner));
  });

  it('keeps every base play exact: expected return equals the series over the outcome space', () => {
    for (const family of [chainSscFamily, chainPk10Family, chainK3Family, chainPc28Family] as Family<unknown, unknown>[]) {
      expect(familyProblems(family, { samples: 1 }), family.code).toEqual([]);
    }
  }, 60_000);

  it('draws each SSC digit uniformly from hashes', () => {
    const rng = new FastRng(11);
    const counts = new Array(10).fill(0);
    for (let i = 0; i < 20_000; i++) counts[chainSscFamily.positions(chainSscFamily.draw(rng))[0]!]++;
    const chi = counts.reduce((s, c) => s + (c - 2000) ** 2 / 2000, 0);
    expect(chi).toBeLessThan(27.88); // 9 degrees of freedom, p = 0.001
  });
});
