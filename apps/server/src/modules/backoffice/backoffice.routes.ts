import type { FastifyInstance } from 'fastify';
import type { OperatorBrand } from '@lotus/contract/operators';
import { registerEndpoint, type EndpointDeps } from '../../platform/endpoint.ts';
import type { AccessService } from './access.service.ts';
import type { OperatorService } from './operator.service.ts';

/**
 * The operator's desk: login and its second factor, sessions, operators and roles, the audit trail. Each
 * module registers its own operator calls (payments: deposit and withdrawal decisions, adjustments; games:
 * imports), so backoffice imports no other module. Every operator call passes the permission check of
 * registerEndpoint first (the permission the endpoint table names).
 */
export function registerBackofficeRoutes(
  app: FastifyInstance,
  deps: EndpointDeps,
  operators: OperatorService,
  access: AccessService,
  /** The brands an operator of `brandId` may see (null: deployment-wide, every brand), read by modules/system (wired in app.ts). */
  brandsFor: (brandId: number | null) => Promise<OperatorBrand[]>,
): void {
  registerEndpoint(app, deps, 'operatorLogin', ({ ctx, body, request }) => {
    const agent = request.headers['user-agent'];
    return operators.login(body.username, body.password, body.otp, ctx.ip, typeof agent === 'string' ? agent : null);
  });
  registerEndpoint(app, deps, 'opMe', async ({ operator }) => ({ ...(await operators.me(operator!)), brands: await brandsFor(operator!.brandId) }));
  registerEndpoint(app, deps, 'opTotpStart', ({ ctx, operator }) => operators.startTotp(operator!, ctx.ip));
  registerEndpoint(app, deps, 'opTotpConfirm', ({ ctx, operator, body }) => operators.confirmTotp(operator!, body.otp, ctx.ip));
  registerEndpoint(app, deps, 'opTotpDisable', ({ ctx, operator, body }) => operators.disableTotp(operator!, body.otp, ctx.ip));
  registerEndpoint(app, deps, 'opSignOut', ({ ctx, operator }) => operators.signOut(operator!, ctx.ip));
  registerEndpoint(app, deps, 'opSessions', ({ operator }) => operators.sessions(operator!));
  registerEndpoint(app, deps, 'opRevokeSession', ({ ctx, operator, params }) => operators.revokeSession(operator!, BigInt(params.id), ctx.ip));
  registerEndpoint(app, deps, 'opOperators', ({ operator, query }) => access.list(operator!, query));
  registerEndpoint(app, deps, 'opCreateOperator', ({ ctx, operator, body }) => access.create(operator!, body, ctx.ip));
  registerEndpoint(app, deps, 'opUpdateOperator', ({ ctx, operator, params, body }) => access.update(operator!, params.id, body, ctx.ip));
  registerEndpoint(app, deps, 'opRoles', ({ operator }) => access.roles(operator!));
  registerEndpoint(app, deps, 'opCreateRole', ({ ctx, operator, body }) => access.createRole(operator!, body, ctx.ip));
  registerEndpoint(app, deps, 'opUpdateRole', ({ ctx, operator, params, body }) => access.updateRole(operator!, params.id, body, ctx.ip));
  registerEndpoint(app, deps, 'opDeleteRole', ({ ctx, operator, params }) => access.deleteRole(operator!, params.id, ctx.ip));
  registerEndpoint(app, deps, 'opAudit', ({ operator, query }) => operators.auditLog(operator!, query));
  registerEndpoint(app, deps, 'opAuditVerify', ({ operator }) => operators.verifyAudit(operator!));
}
