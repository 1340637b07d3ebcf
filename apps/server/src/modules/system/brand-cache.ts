import type { SystemRepository } from './system.repository.ts';
import type { BrandContext, BrandLookup } from '../../platform/request-context.ts';
import { loadBrandContext } from './brand-context.ts';
import { brandHosts } from './brand-hosts.ts';

const merchantCodePattern = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * Brand data is read on every request and changes rarely: each process keeps it for `ttlMs`, and
 * concurrent requests share one load. Unknown codes are not cached, so junk merchants cannot grow it.
 * `invalidate` is called when Redis announces a change made by another process.
 */
export class BrandCache implements BrandLookup {
  readonly #entries = new Map<string, { loadedAt: number; value: Promise<BrandContext | null> }>();
  #hosts: { loadedAt: number; value: Promise<Map<string, string>> } | null = null;

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

  /** The brand whose site is at `host`; the claims of every brand are read once per `ttlMs`, like a brand. */
  async forHost(host: string): Promise<BrandContext | null> {
    const at = this.now();
    if (!this.#hosts || at - this.#hosts.loadedAt >= this.ttlMs) {
      const value = this.repo.allBrands().then(hostClaims);
      this.#hosts = { loadedAt: at, value };
      value.catch(() => (this.#hosts = null));
    }
    const code = (await this.#hosts.value).get(host.trim().toLowerCase());
    return code === undefined ? null : this.get(code);
  }

  invalidate(): void {
    this.#entries.clear();
    this.#hosts = null;
  }
}

/** Host -> brand code over every brand; the default brand's claim, then the oldest brand's, wins a host two claim. */
function hostClaims(rows: { code: string; is_default: boolean; config: unknown }[]): Map<string, string> {
  const claims = new Map<string, string>();
  for (const row of [...rows].sort((a, b) => Number(b.is_default) - Number(a.is_default))) {
    for (const host of brandHosts(row.config)) if (!claims.has(host)) claims.set(host, row.code);
  }
  return claims;
}
