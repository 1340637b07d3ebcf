import type { FastifyInstance } from 'fastify';
import { registerEndpoint, type EndpointDeps } from '../../platform/endpoint.ts';
import type { BrandSettingsService } from './brand-settings.service.ts';

/** The console's brand section (permissions brand.view and brand.manage, named in the contract). */
export function registerBrandSettingsRoutes(app: FastifyInstance, deps: EndpointDeps, brands: BrandSettingsService): void {
  registerEndpoint(app, deps, 'opBrands', ({ operator }) => brands.list(operator!));
  registerEndpoint(app, deps, 'opBrandSettings', ({ operator, params }) => brands.settings(operator!, params.id));
  registerEndpoint(app, deps, 'opCreateBrand', ({ ctx, operator, body }) => brands.create(operator!, body, ctx.ip));
  registerEndpoint(app, deps, 'opBrandIdentity', ({ ctx, operator, params, body }) => brands.write(operator!, params.id, 'identity', body.version, body.settings, ctx.ip));
  registerEndpoint(app, deps, 'opBrandModules', ({ ctx, operator, params, body }) => brands.write(operator!, params.id, 'modules', body.version, body.settings, ctx.ip));
  registerEndpoint(app, deps, 'opBrandRegistration', ({ ctx, operator, params, body }) => brands.write(operator!, params.id, 'registration', body.version, body.settings, ctx.ip));
  registerEndpoint(app, deps, 'opBrandWithdrawal', ({ ctx, operator, params, body }) => brands.write(operator!, params.id, 'withdrawal', body.version, body.settings, ctx.ip));
  registerEndpoint(app, deps, 'opBrandRegional', ({ ctx, operator, params, body }) => brands.write(operator!, params.id, 'regional', body.version, body.settings, ctx.ip));
  registerEndpoint(app, deps, 'opBrandDomains', ({ ctx, operator, params, body }) => brands.write(operator!, params.id, 'domains', body.version, body.settings, ctx.ip));
  registerEndpoint(app, deps, 'opBrandMaintenance', ({ ctx, operator, params, body }) => brands.write(operator!, params.id, 'maintenance', body.version, body.settings, ctx.ip));
  registerEndpoint(app, deps, 'opBrandAccess', ({ ctx, operator, params, body }) => brands.write(operator!, params.id, 'access', body.version, body.settings, ctx.ip));
  registerEndpoint(app, deps, 'opBrandCustomerService', ({ ctx, operator, params, body }) => brands.write(operator!, params.id, 'customerService', body.version, body.settings, ctx.ip));
  registerEndpoint(app, deps, 'opBrandRebate', ({ ctx, operator, params, body }) => brands.write(operator!, params.id, 'rebate', body.version, body.settings, ctx.ip));
}
