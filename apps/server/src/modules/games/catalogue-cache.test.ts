import { describe, expect, it } from 'vitest';
import { CatalogueCache } from './catalogue-cache.ts';

describe('catalogue cache', () => {
  it('keeps an answer for its time, shares a load between concurrent callers, and reloads after', async () => {
    let now = 0;
    let loads = 0;
    const cache = new CatalogueCache(1_000, 10, () => now);
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual([1, 1]);
    now = 999;
    expect(await cache.get('k', load)).toBe(1);
    now = 1_000;
    expect(await cache.get('k', load)).toBe(2);
    cache.clear();
    expect(await cache.get('k', load)).toBe(3);
  });
  it('does not keep failures, drops the oldest entries when full, and with no time keeps nothing', async () => {
    const cache = new CatalogueCache(60_000, 2);
    await expect(cache.get('bad', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('bad', async () => 'up')).toBe('up');
    await cache.get('b', async () => 'b');
    await cache.get('c', async () => 'c'); // 'bad' goes
    expect(await cache.get('bad', async () => 'again')).toBe('again');
    let n = 0;
    const off = new CatalogueCache(0);
    await off.get('k', async () => ++n);
    expect(await off.get('k', async () => ++n)).toBe(2);
  });
});
