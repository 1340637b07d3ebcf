import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findLanguage } from '@lotus/contract/locales';
import { registerEndpoint, type EndpointDeps } from '../../platform/endpoint.ts';
import type { BrandContext } from '../../platform/request-context.ts';
import type { PlayableNavigation } from '../games/games.service.ts';
import type { SystemService } from './system.service.ts';

/** The site the visitor opened: `host` from the query when the web sends it, else the request's own. */
function siteOf(request: FastifyRequest, host?: string) {
  return { host: host ?? request.hostname, origin: `${request.protocol}://${request.host}` };
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
  registerEndpoint(app, deps, 'systemStatus', async ({ ctx, query, request }) => system.status(ctx, siteOf(request, query.host), await catalogue.playable(ctx.brand)));
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
