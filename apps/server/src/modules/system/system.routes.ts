import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findLanguage } from '@lotus/contract/locales';
import { registerEndpoint, type EndpointDeps } from '../../platform/endpoint.ts';
import type { RateLimits } from '../../platform/rate-limits.ts';
import type { BrandContext, RequestContext } from '../../platform/request-context.ts';
import type { PlayableNavigation } from '../games/games.service.ts';
import type { SystemService } from './system.service.ts';

/** The site the visitor opened: `host` from the query when the web sends it, else the request's own. */
function siteOf(request: FastifyRequest, host?: string) {
  return { host: host ?? request.hostname, origin: `${request.protocol}://${request.host}` };
}

/** The member behind the Authorization header when there is a valid one; anonymous calls stay anonymous. */
async function optionalMember(deps: EndpointDeps, request: FastifyRequest, ctx: RequestContext): Promise<number | null> {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || !header.trim()) return null;
  return deps.authenticate(header.trim(), ctx).then(
    (principal) => principal.memberId,
    () => null,
  );
}

/**
 * `catalogue` says what a brand can play (the games module's answer, cached there): the status call
 * sends only navigation that leads to games.
 */
export function registerSystemRoutes(
  app: FastifyInstance,
  deps: EndpointDeps,
  system: SystemService,
  limits: RateLimits,
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
  // Anonymous feedback has quotas per address, and per member when the sender is logged in (changing address does not reset it).
  registerEndpoint(app, deps, 'feedback', async ({ ctx, body, request }) => {
    const memberId = await optionalMember(deps, request, ctx);
    if (memberId !== null) await limits.consume('feedbackMember', `${memberId}`);
    await limits.consume('feedbackIp', ctx.ip);
    return system.feedback(ctx, body);
  });
}
