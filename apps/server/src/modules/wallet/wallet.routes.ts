import type { FastifyInstance } from 'fastify';
import { registerEndpoint, type EndpointDeps } from '../../platform/endpoint.ts';
import type { BetRecordsService } from './bet-records.service.ts';
import type { WalletService } from './wallet.service.ts';

export function registerWalletRoutes(app: FastifyInstance, deps: EndpointDeps, wallet: WalletService, bets: BetRecordsService): void {
  registerEndpoint(app, deps, 'balance', ({ ctx, principal }) => wallet.balance(ctx.brand, principal!));
  registerEndpoint(app, deps, 'walletTransfer', ({ ctx, principal, body }) => wallet.transfer(ctx.brand, principal!, body));
  registerEndpoint(app, deps, 'merchantWallet', ({ ctx }) => ({ isSingle: ctx.brand.config.singleWallet, wallets: wallet.walletIds(ctx.brand) }));
  registerEndpoint(app, deps, 'memberTransactions', ({ ctx, principal, query }) => wallet.transactions(ctx.brand, principal!, query));
  registerEndpoint(app, deps, 'memberBets', ({ ctx, principal, query }) => bets.bets(ctx.brand, principal!, query));
  registerEndpoint(app, deps, 'memberProfit', ({ ctx, principal, query }) => bets.profit(ctx.brand, principal!, query));
}
