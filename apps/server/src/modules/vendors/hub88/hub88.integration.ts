import type { FastifyInstance } from 'fastify';
import type { IntegrationContext, VendorIntegrationKind } from '../vendor-adapter.ts';
import { Hub88Configs } from './hub88-config.ts';
import { Hub88Adapter } from './hub88.adapter.ts';
import { registerHub88WalletRoutes } from './hub88.routes.ts';

/** The `hub88` integration kind: Hub88's Wallet API for all its vendors, and one adapter per vendor. */
export class Hub88Integration implements VendorIntegrationKind {
  readonly kind = 'hub88';
  readonly configs: Hub88Configs;

  constructor(
    private readonly ctx: IntegrationContext,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.configs = new Hub88Configs(ctx.integrations, ctx.cacheMs);
  }

  registerWalletRoutes(app: FastifyInstance): Promise<void> {
    return registerHub88WalletRoutes(app, this.ctx, this.configs);
  }

  async adapter(vendor: string): Promise<Hub88Adapter | null> {
    const config = await this.configs.get(vendor);
    return config?.enabled ? new Hub88Adapter(config, this.fetchImpl) : null;
  }
}
