import type { FastifyInstance } from 'fastify';
import { registerEndpoint, type EndpointDeps } from '../../platform/endpoint.ts';
import type { CatalogueAdmin } from './catalogue-admin.service.ts';

/** The console's games section: catalogue, lobby tabs and vendors for the operator's brand (a deployment-wide operator's named `brandId`); vendor connections for the deployment. */
export function registerCatalogueAdminRoutes(app: FastifyInstance, deps: EndpointDeps, admin: CatalogueAdmin): void {
  registerEndpoint(app, deps, 'opGames', async ({ ctx, operator, query }) => admin.games(await admin.brand(operator!, ctx, query.brandId), query));
  registerEndpoint(app, deps, 'opGameSettings', async ({ ctx, operator, query, body }) => {
    const { ids, ...change } = body;
    return admin.setGames(operator!, await admin.brand(operator!, ctx, query.brandId), ids, change, ctx.ip);
  });
  registerEndpoint(app, deps, 'opHallTabs', async ({ ctx, operator, query }) => admin.hallTabs(await admin.brand(operator!, ctx, query.brandId)));
  registerEndpoint(app, deps, 'opSaveHallTabs', async ({ ctx, operator, query, body }) => admin.setHallTabs(operator!, await admin.brand(operator!, ctx, query.brandId), body, ctx.ip));
  registerEndpoint(app, deps, 'opVendors', async ({ ctx, operator, query }) => admin.vendors(await admin.brand(operator!, ctx, query.brandId), query));
  registerEndpoint(app, deps, 'opVendorBrandSettings', async ({ ctx, operator, params, query, body }) => admin.setVendor(operator!, await admin.brand(operator!, ctx, query.brandId), params.vendor, body, ctx.ip));
  registerEndpoint(app, deps, 'opVendorIntegration', ({ operator, params }) => admin.integration(operator!, params.vendor));
  registerEndpoint(app, deps, 'opSaveVendorIntegration', ({ ctx, operator, params, body }) => admin.saveIntegration(operator!, params.vendor, body, ctx.ip));
  registerEndpoint(app, deps, 'opTestVendorIntegration', ({ ctx, operator, params }) => admin.testIntegration(operator!, params.vendor, ctx.ip));
}
