import type { FastifyInstance } from 'fastify';
import type { IntegrationContext, VendorIntegrationKind } from '../vendor-adapter.ts';
import { AppError } from '../../../platform/errors.ts';
import { Hub88Configs } from './hub88-config.ts';
import { Hub88Adapter } from './hub88.adapter.ts';
import { Hub88GamesClient } from './hub88-games-client.ts';
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

  /** Hub88's game list (a read: nothing changes at Hub88) with the settings as stored now. */
  async check(vendor: string): Promise<{ games: number }> {
    this.configs.invalidate(vendor);
    const config = await this.configs.get(vendor);
    if (!config) throw new AppError('game.vendor.unavailable', { message: 'The vendor has no Hub88 settings.' });
    return { games: (await new Hub88GamesClient(config, this.fetchImpl).gameList()).length };
  }

  invalidate(vendor: string): void {
    this.configs.invalidate(vendor);
  }
}
