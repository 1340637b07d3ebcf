import type { SystemRepository } from './system.repository.ts';
import type { BrandContext, BrandLookup } from '../../platform/request-context.ts';
import { loadBrandContext } from './brand-context.ts';

const merchantCodePattern = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * Brand data is read on every request and changes rarely: each process keeps it for `ttlMs`, and
 * concurrent requests share one load. Unknown codes are not cached, so junk merchants cannot grow it.
 * `invalidate` is called when Redis announces a change made by another process.
 */
export class BrandCache implements BrandLookup {
  readonly #entries = new Map<string, { loadedAt: number; value: Promise<BrandContext | null> }>();

  constructor(
    private readonly repo: SystemRepository,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** `null` asks for the deployment's default brand. */
  get(code: string | null): Promise<BrandContext | null> {
    if (code !== null && !merchantCodePattern.test(code)) return Promise.resolve(null);
    const key = code ?? '';
    const hit = this.#entries.get(key);
    const at = this.now();
    if (hit && at - hit.loadedAt < this.ttlMs) return hit.value;
    const value = loadBrandContext(this.repo, code);
    this.#entries.set(key, { loadedAt: at, value });
    value.then(
      (ctx) => {
        if (ctx === null) this.#entries.delete(key);
      },
      () => this.#entries.delete(key),
    );
    return value;
  }

  invalidate(): void {
    this.#entries.clear();
  }
}
