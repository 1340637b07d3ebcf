/**
 * A small per-process cache for catalogue reads, which are the same for every player of a brand and
 * change rarely: entries live `ttlMs` (0 switches caching off), concurrent misses share one load,
 * failures are not kept, and the oldest entries go first once `maxEntries` is reached. An import
 * clears it in its own process; other processes see changes within `ttlMs`.
 *
 * `serveStale` is for answers a hot call must not wait for (the status call's playable navigation):
 * once the time is up the old answer is still given while one reload runs behind it, so no caller
 * waits for the catalogue's aggregate after the first; a failed reload keeps the old answer and the
 * next call tries again.
 */
export class CatalogueCache {
  readonly #entries = new Map<string, { at: number; value: Promise<unknown>; reloading?: boolean }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 5_000,
    private readonly now: () => number = Date.now,
  ) {}

  get<T>(key: string, load: () => Promise<T>, options: { serveStale?: boolean } = {}): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const at = this.now();
    const hit = this.#entries.get(key);
    if (hit && at - hit.at < this.ttlMs) return hit.value as Promise<T>;
    if (hit && options.serveStale) {
      if (!hit.reloading) {
        hit.reloading = true;
        const value = load();
        value.then(
          () => {
            if (this.#entries.get(key) === hit) this.#entries.set(key, { at: this.now(), value });
          },
          () => {
            hit.reloading = false;
          },
        );
      }
      return hit.value as Promise<T>;
    }
    if (hit) this.#entries.delete(key);
    while (this.#entries.size >= this.maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
    const value = load();
    this.#entries.set(key, { at, value });
    value.catch(() => {
      if (this.#entries.get(key)?.value === value) this.#entries.delete(key);
    });
    return value;
  }

  clear(): void {
    this.#entries.clear();
  }
}
