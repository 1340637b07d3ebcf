import type { FastifyInstance } from 'fastify';
import { registerEndpoint, type EndpointDeps } from '../../platform/endpoint.ts';
import type { OperatorService } from './operator.service.ts';

/**
 * The operator's desk: login and its second factor, the audit trail. Each module registers its own operator
 * calls (payments: deposit and withdrawal decisions, adjustments; games: imports), so backoffice imports no other module.
 */
export function registerBackofficeRoutes(app: FastifyInstance, deps: EndpointDeps, operators: OperatorService): void {
  registerEndpoint(app, deps, 'operatorLogin', ({ ctx, body }) => operators.login(body.username, body.password, body.otp, ctx.ip));
  registerEndpoint(app, deps, 'opTotpStart', ({ ctx, operator }) => operators.startTotp(operator!, ctx.ip));
  registerEndpoint(app, deps, 'opTotpConfirm', ({ ctx, operator, body }) => operators.confirmTotp(operator!, body.otp, ctx.ip));
  registerEndpoint(app, deps, 'opTotpDisable', ({ ctx, operator, body }) => operators.disableTotp(operator!, body.otp, ctx.ip));
  registerEndpoint(app, deps, 'opAudit', ({ operator, query }) => operators.auditLog(operator!, query.pageNo, query.pageSize));
}
