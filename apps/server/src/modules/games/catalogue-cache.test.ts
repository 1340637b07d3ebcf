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
  it('with serveStale gives the old answer while one reload runs, then the new one; a failed reload keeps the old', async () => {
    let now = 0;
    const cache = new CatalogueCache(1_000, 10, () => now);
    let release!: (v: string) => void;
    let loads = 0;
    const slow = () => {
      loads++;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const first = cache.get('k', slow, { serveStale: true });
    release('v1');
    expect(await first).toBe('v1');
    now = 1_000;
    // Time is up: callers get v1 at once, and only one reload starts however many ask.
    expect(await Promise.all([cache.get('k', slow, { serveStale: true }), cache.get('k', slow, { serveStale: true })])).toEqual(['v1', 'v1']);
    expect(loads).toBe(2);
    release('v2');
    await new Promise((r) => setImmediate(r));
    expect(await cache.get('k', slow, { serveStale: true })).toBe('v2');
    now = 2_000;
    expect(await cache.get('k', () => Promise.reject(new Error('down')), { serveStale: true })).toBe('v2');
    await new Promise((r) => setImmediate(r));
    expect(await cache.get('k', async () => 'v3', { serveStale: true })).toBe('v2');
    await new Promise((r) => setImmediate(r));
    expect(await cache.get('k', slow, { serveStale: true })).toBe('v3');
    // An import clears it: the next caller waits for fresh data rather than getting the old.
    cache.clear();
    expect(await cache.get('k', async () => 'fresh', { serveStale: true })).toBe('fresh');
  });
});
