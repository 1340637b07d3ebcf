import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findLanguage } from '@lotus/contract/locales';
import { registerEndpoint, type EndpointDeps } from '../../platform/endpoint.ts';
import { siteHost, type BrandContext } from '../../platform/request-context.ts';
import type { PlayableNavigation } from '../games/games.service.ts';
import type { SystemService } from './system.service.ts';

/** The site the visitor opened (the same host a first call's brand is found by), and the origin the request came to. */
function siteOf(request: FastifyRequest) {
  return { host: siteHost(request), origin: `${request.protocol}://${request.host}` };
}

/**
 * `catalogue` says what a brand can play (the games module's answer, cached there): the status call
 * sends only navigation that leads to games.
 */
export function registerSystemRoutes(
  app: FastifyInstance,
  deps: EndpointDeps,
  system: SystemService,
  catalogue: { playable(brand: BrandContext): Promise<PlayableNavigation> },
): void {
  registerEndpoint(app, deps, 'systemStatus', async ({ ctx, request }) => system.status(ctx, siteOf(request), await catalogue.playable(ctx.brand)));
  registerEndpoint(app, deps, 'whitelabel', ({ ctx }) => system.whitelabel(ctx.brand));
  registerEndpoint(app, deps, 'registerSettings', ({ ctx }) => ctx.brand.registerRules);
  registerEndpoint(app, deps, 'domainRoute', ({ ctx, request }) => ({ routers: system.routesFor(ctx.brand, siteOf(request)) }));
  registerEndpoint(app, deps, 'countryList', () => system.countries());
  registerEndpoint(app, deps, 'helpCenter', ({ ctx, query }) =>
    system.helpCenter(ctx.brand, findLanguage(query.lang)?.code ?? ctx.language, query.device ?? 'web'),
  );
  registerEndpoint(app, deps, 'customerService', ({ ctx }) => ({ version: { pathList: ctx.brand.customerService } }));
  registerEndpoint(app, deps, 'rsaKey', () => system.rsaKey());
}
