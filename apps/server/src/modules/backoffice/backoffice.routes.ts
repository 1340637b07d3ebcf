import type { FastifyInstance } from 'fastify';
import { registerEndpoint, type EndpointDeps } from '../../platform/endpoint.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { OperatorService } from './operator.service.ts';

/** The operator's desk: login and its second factor, decisions on deposits and withdrawals, manual adjustments, the audit trail. */
export function registerBackofficeRoutes(app: FastifyInstance, deps: EndpointDeps, operators: OperatorService, payments: PaymentsService): void {
  registerEndpoint(app, deps, 'operatorLogin', ({ ctx, body }) => operators.login(body.username, body.password, body.otp, ctx.ip));
  registerEndpoint(app, deps, 'opTotpStart', ({ ctx, operator }) => operators.startTotp(operator!, ctx.ip));
  registerEndpoint(app, deps, 'opTotpConfirm', ({ ctx, operator, body }) => operators.confirmTotp(operator!, body.otp, ctx.ip));
  registerEndpoint(app, deps, 'opTotpDisable', ({ ctx, operator, body }) => operators.disableTotp(operator!, body.otp, ctx.ip));
  registerEndpoint(app, deps, 'opDeposits', ({ operator, query }) => payments.opDeposits(operator!, query.status, query.pageNo, query.pageSize));
  registerEndpoint(app, deps, 'opDecideDeposit', ({ ctx, operator, params, body }) => payments.decideDeposit(operator!, params.id, body.approve, body.reason, ctx.ip));
  registerEndpoint(app, deps, 'opWithdrawals', ({ operator, query }) => payments.opWithdrawals(operator!, query.status, query.pageNo, query.pageSize));
  registerEndpoint(app, deps, 'opDecideWithdrawal', ({ ctx, operator, params, body }) => payments.decideWithdrawal(operator!, params.id, body.approve, body.reason, ctx.ip));
  registerEndpoint(app, deps, 'opAdjust', ({ ctx, operator, params, body }) => payments.adjust(operator!, params.id, body.amount, body.reason, body.requestId, ctx.ip));
  registerEndpoint(app, deps, 'opAudit', ({ operator, query }) => operators.auditLog(operator!, query.pageNo, query.pageSize));
}
