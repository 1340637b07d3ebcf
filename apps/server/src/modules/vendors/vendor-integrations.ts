import type { FastifyInstance } from 'fastify';
import type { SeamlessRecords } from '../wallet/seamless-records.ts';
import type { SeamlessService } from '../wallet/seamless.service.ts';
import { Hub88Integration } from './hub88/hub88.integration.ts';
import type { VendorAdapter, VendorIntegrationKind } from './vendor-adapter.ts';
import type { VendorIntegrationsRepository } from './vendor-integrations.repository.ts';

export interface VendorIntegrationsOptions {
  /** The vendors' integration settings (`vendor_integrations`). */
  integrations: VendorIntegrationsRepository;
  /** The app's SeamlessService (and so its single ledger writer): every vendor's money goes through it. */
  seamless: SeamlessService;
  /** What the wallet recorded of vendor sessions and transactions, for protocols that answer in more detail. */
  records: SeamlessRecords;
  /** How long a process keeps a vendor's settings and parsed keys (default 5 s). */
  cacheMs?: number;
  /** The fetch the Games API clients use (tests may pass their own). */
  fetch?: typeof fetch;
}

/** The configured vendor integrations of this process. */
export interface VendorIntegrations {
  readonly kinds: ReadonlyMap<string, VendorIntegrationKind>;
  /** The adapter of a configured, switched-on vendor; null for any other (our own seamless protocol needs none). */
  adapter(vendor: string): Promise<VendorAdapter | null>;
  /** The kind's side-effect-free check of a configured vendor (switched on or not); null when its kind has none or it has no integration. */
  check(vendor: string): Promise<{ games: number } | null>;
  /** Forgets this process's copy of a vendor's settings: the next call reads what an operator just saved. */
  invalidate(vendor: string): void;
}

/** The registry alone, without routes (what registerVendorIntegrations returns; tests whose app already has the routes use it). */
export function createVendorIntegrations(options: VendorIntegrationsOptions): VendorIntegrations {
  const ctx = { integrations: options.integrations, seamless: options.seamless, records: options.records, cacheMs: options.cacheMs ?? 5_000 };
  const kinds = new Map<string, VendorIntegrationKind>([['hub88', new Hub88Integration(ctx, options.fetch)]]);
  const repo = options.integrations;
  return {
    kinds,
    async adapter(vendor) {
      const row = await repo.find(vendor);
      const kind = row ? kinds.get(row.kind) : undefined;
      return kind ? kind.adapter(vendor) : null;
    },
    async check(vendor) {
      const [row] = await repo.stored([vendor]);
      const kind = row ? kinds.get(row.kind) : undefined;
      return kind?.check ? kind.check(vendor) : null;
    },
    invalidate(vendor) {
      for (const kind of kinds.values()) kind.invalidate?.(vendor);
    },
  };
}

/**
 * Registers every integration kind's wallet callbacks (Hub88's under `/vendors/hub88/<VENDOR>/...`)
 * and returns the registry that launch and game import use to reach a vendor's adapter. Call it once,
 * from buildApp, before the app is ready.
 */
export async function registerVendorIntegrations(app: FastifyInstance, options: VendorIntegrationsOptions): Promise<VendorIntegrations> {
  const integrations = createVendorIntegrations(options);
  for (const kind of integrations.kinds.values()) await kind.registerWalletRoutes(app);
  return integrations;
}
