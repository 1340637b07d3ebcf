/**
 * A small per-process cache for catalogue reads, which are the same for every player of a brand and
 * change rarely: entries live `ttlMs` (0 switches caching off), concurrent misses share one load,
 * failures are not kept, and the oldest entries go first once `maxEntries` is reached. An import
 * clears it in its own process; other processes see changes within `ttlMs`.
 */
export class CatalogueCache {
  readonly #entries = new Map<string, { at: number; value: Promise<unknown> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 5_000,
    private readonly now: () => number = Date.now,
  ) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const at = this.now();
    const hit = this.#entries.get(key);
    if (hit && at - hit.at < this.ttlMs) return hit.value as Promise<T>;
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
