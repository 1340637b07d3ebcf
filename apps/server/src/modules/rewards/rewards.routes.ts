import type { FastifyInstance } from 'fastify';
import { registerEndpoint, type EndpointDeps } from '../../platform/endpoint.ts';
import type { RebateService } from './rebate.service.ts';

/** Member calls of the rewards module: cashback today, claiming it, and its history. */
export function registerRewardsRoutes(app: FastifyInstance, deps: EndpointDeps, rebates: RebateService): void {
  registerEndpoint(app, deps, 'rebateToday', ({ ctx, principal }) => rebates.today(ctx.brand, principal!.memberId));
  registerEndpoint(app, deps, 'rebateClaim', ({ ctx, principal, body }) => rebates.claim(ctx.brand, principal!.memberId, body));
  registerEndpoint(app, deps, 'rebateHistory', ({ principal, query }) => rebates.history(principal!.memberId, query));
}
