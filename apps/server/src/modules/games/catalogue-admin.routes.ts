import type { FastifyInstance } from 'fastify';
import { registerEndpoint, type EndpointDeps } from '../../platform/endpoint.ts';
import type { CatalogueAdmin } from './catalogue-admin.service.ts';

/** The console's games section: catalogue, lobby tabs and vendors for the operator's brand; vendor connections for the deployment. */
export function registerCatalogueAdminRoutes(app: FastifyInstance, deps: EndpointDeps, admin: CatalogueAdmin): void {
  registerEndpoint(app, deps, 'opGames', async ({ ctx, operator, query }) => admin.games(await admin.brand(operator!, ctx), query));
  registerEndpoint(app, deps, 'opGameSettings', async ({ ctx, operator, body }) => {
    const { ids, ...change } = body;
    return admin.setGames(operator!, await admin.brand(operator!, ctx), ids, change, ctx.ip);
  });
  registerEndpoint(app, deps, 'opHallTabs', async ({ ctx, operator }) => admin.hallTabs(await admin.brand(operator!, ctx)));
  registerEndpoint(app, deps, 'opSaveHallTabs', async ({ ctx, operator, body }) => admin.setHallTabs(operator!, await admin.brand(operator!, ctx), body, ctx.ip));
  registerEndpoint(app, deps, 'opVendors', async ({ ctx, operator, query }) => admin.vendors(await admin.brand(operator!, ctx), query));
  registerEndpoint(app, deps, 'opVendorBrandSettings', async ({ ctx, operator, params, body }) => admin.setVendor(operator!, await admin.brand(operator!, ctx), params.vendor, body, ctx.ip));
  registerEndpoint(app, deps, 'opVendorIntegration', ({ operator, params }) => admin.integration(operator!, params.vendor));
  registerEndpoint(app, deps, 'opSaveVendorIntegration', ({ ctx, operator, params, body }) => admin.saveIntegration(operator!, params.vendor, body, ctx.ip));
  registerEndpoint(app, deps, 'opTestVendorIntegration', ({ ctx, operator, params }) => admin.testIntegration(operator!, params.vendor, ctx.ip));
}
