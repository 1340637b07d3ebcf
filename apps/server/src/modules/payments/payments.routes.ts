import type { FastifyInstance } from 'fastify';
import { registerEndpoint, type EndpointDeps } from '../../platform/endpoint.ts';
import type { PaymentsService } from './payments.service.ts';
import type { Uploads } from './uploads.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { publicOrigin } from '../system/public-url.ts';

export function registerPaymentRoutes(app: FastifyInstance, deps: EndpointDeps, payments: PaymentsService, uploads: Uploads, wallet: WalletService, fallbackOrigin = 'http://localhost:8080'): void {
  registerEndpoint(app, deps, 'transferUpline', ({ ctx, principal, body }) =>
    wallet.transferToUpline(ctx.brand, principal!, body.amount, body.clientTransferId, (memberId) => payments.checkPaymentPassword(memberId, body.paymentPassword)),
  );
  // Agent contracts arrive with the agent centre; until then no contract awaits an answer.
  registerEndpoint(app, deps, 'consolidatedFunds', () => ({ dailysalreqtype: false, divtypereq: false, contracthoursalreq: false, realtimesalreqtype: false }));
  registerEndpoint(app, deps, 'paymentChannels', ({ ctx }) => payments.channels(ctx.brand));
  registerEndpoint(app, deps, 'uploadProof', ({ principal, request }) => uploads.save(request, principal!.memberId, 'proof'));
  // The pay page's address: the brand's configured public address, never a forged Host header.
  registerEndpoint(app, deps, 'deposit', ({ ctx, principal, body, request }) =>
    payments.requestDeposit(ctx.brand, principal!, body, publicOrigin(ctx.brand, request.host, fallbackOrigin)),
  );
  registerEndpoint(app, deps, 'paymentCallback', ({ params, request }) => {
    const signature = request.headers['x-signature'];
    return payments.callback(params.channel, (request as typeof request & { rawBody?: string }).rawBody ?? '', typeof signature === 'string' ? signature : undefined);
  });
  registerEndpoint(app, deps, 'localPay', ({ ctx, principal, params, body }) => payments.localPay(ctx.brand, principal!, params.id, body.paid));
  registerEndpoint(app, deps, 'deposits', ({ principal, query }) => payments.deposits(principal!, query.pageNo, query.pageSize));
  registerEndpoint(app, deps, 'setPaymentPassword', ({ principal, body }) => payments.setPaymentPassword(principal!, body));
  registerEndpoint(app, deps, 'bankCards', ({ principal }) => payments.bankCards(principal!));
  registerEndpoint(app, deps, 'bindBankCard', ({ principal, body }) => payments.bindBankCard(principal!, body));
  registerEndpoint(app, deps, 'withdrawalRules', ({ ctx, principal }) => payments.withdrawalRules(ctx.brand, principal!));
  registerEndpoint(app, deps, 'turnoverRequirements', ({ ctx, principal, query }) => payments.turnoverRequirements(ctx.brand.config, principal!.memberId, query));
  registerEndpoint(app, deps, 'withdraw', ({ ctx, principal, body }) => payments.withdraw(ctx.brand, principal!, body));
  registerEndpoint(app, deps, 'withdrawals', ({ ctx, principal, query }) => payments.withdrawals(ctx.brand, principal!, query.pageNo, query.pageSize));
  registerEndpoint(app, deps, 'confirmWithdrawal', ({ ctx, principal, params, body }) => payments.confirmWithdrawal(ctx.brand, principal!, params.id, body.received, body.proofs));

  // The operator's side: decisions on deposits and withdrawals, manual adjustments.
  registerEndpoint(app, deps, 'opDeposits', ({ operator, query }) => payments.opDeposits(operator!, query.status, query.pageNo, query.pageSize, query.brandId));
  registerEndpoint(app, deps, 'opDecideDeposit', ({ ctx, operator, params, body }) => payments.decideDeposit(operator!, params.id, body.approve, body.reason, ctx.ip));
  registerEndpoint(app, deps, 'opWithdrawals', ({ operator, query }) => payments.opWithdrawals(operator!, query.status, query.pageNo, query.pageSize, query.brandId));
  registerEndpoint(app, deps, 'opDecideWithdrawal', ({ ctx, operator, params, body }) => payments.decideWithdrawal(operator!, params.id, body.approve, body.reason, ctx.ip));
  // The console's Payments section.
  registerEndpoint(app, deps, 'opProofImage', ({ operator, params }) => payments.proofImage(operator!, params.fileId));
  registerEndpoint(app, deps, 'opPaymentSettings', ({ operator, query }) => payments.paymentSettings(operator!, query.brandId));
  registerEndpoint(app, deps, 'opUpdatePaymentSettings', ({ ctx, operator, query, body }) => payments.setPaymentSettings(operator!, query.brandId, body.approvalThreshold, ctx.ip));
  registerEndpoint(app, deps, 'opChannels', ({ operator, query }) => payments.opChannels(operator!, query.brandId));
  registerEndpoint(app, deps, 'opCreateChannel', ({ ctx, operator, body }) => payments.createChannel(operator!, body, ctx.ip));
  registerEndpoint(app, deps, 'opUpdateChannel', ({ ctx, operator, params, body }) => payments.updateChannel(operator!, params.id, body, ctx.ip));
  registerEndpoint(app, deps, 'opBankCards', ({ operator, query }) => payments.opBankCards(operator!, query));
  registerEndpoint(app, deps, 'opDisableBankCard', ({ ctx, operator, params, body }) => payments.disableBankCard(operator!, params.id, body.reason, ctx.ip));
  registerEndpoint(app, deps, 'opAdjust', ({ ctx, operator, params, body }) => payments.adjust(operator!, params.id, body.amount, body.reason, body.requestId, ctx.ip, body.turnover));
  registerEndpoint(app, deps, 'opMemberTurnover', ({ operator, params, query }) => payments.opTurnoverRequirements(operator!, params.id, query));
  registerEndpoint(app, deps, 'opWaiveTurnover', ({ ctx, operator, params, body }) => payments.waiveTurnover(operator!, BigInt(params.id), body.reason, ctx.ip));
}
