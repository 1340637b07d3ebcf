import type { FastifyInstance } from 'fastify';
import { registerEndpoint, type EndpointDeps } from '../../platform/endpoint.ts';
import { noStore } from '../member/member.routes.ts';
import type { MemberDeskService } from './member-desk.service.ts';

/** The console's Members section (`/ops/members...`, `/ops/labels`): each call names its permission in the contract. */
export function registerMemberDeskRoutes(app: FastifyInstance, deps: EndpointDeps, desk: MemberDeskService): void {
  registerEndpoint(app, deps, 'opMemberSearch', ({ operator, query }) => desk.search(operator!, query));
  registerEndpoint(app, deps, 'opMemberProfile', ({ operator, params }) => desk.profile(operator!, params.id));
  registerEndpoint(app, deps, 'opMemberLedger', ({ operator, params, query }) => desk.ledger(operator!, params.id, query));
  registerEndpoint(app, deps, 'opMemberBets', ({ operator, params, query }) => desk.bets(operator!, params.id, query));
  registerEndpoint(app, deps, 'opMemberDeposits', ({ operator, params, query }) => desk.deposits(operator!, params.id, query));
  registerEndpoint(app, deps, 'opMemberWithdrawals', ({ operator, params, query }) => desk.withdrawals(operator!, params.id, query));
  registerEndpoint(app, deps, 'opMemberSessions', ({ operator, params }) => desk.sessionList(operator!, params.id));
  registerEndpoint(app, deps, 'opRevokeMemberSession', ({ ctx, operator, params }) => desk.revokeSession(operator!, params.id, params.sessionId, ctx.ip));
  registerEndpoint(app, deps, 'opMemberLogins', ({ operator, params, query }) => desk.logins(operator!, params.id, query));
  registerEndpoint(app, deps, 'opLabels', ({ operator, query }) => desk.labels(operator!, query.brand));
  registerEndpoint(app, deps, 'opAddMemberLabel', ({ ctx, operator, params, body }) => desk.addLabel(operator!, params.id, body.name, ctx.ip));
  registerEndpoint(app, deps, 'opRemoveMemberLabel', ({ ctx, operator, params }) => desk.removeLabel(operator!, params.id, params.labelId, ctx.ip));
  registerEndpoint(app, deps, 'opMemberNotes', ({ operator, params, query }) => desk.notes(operator!, params.id, query));
  registerEndpoint(app, deps, 'opAddMemberNote', ({ ctx, operator, params, body }) => desk.addNote(operator!, params.id, body.body, ctx.ip));
  registerEndpoint(app, deps, 'opLockMember', ({ ctx, operator, params, body }) => desk.lock(operator!, params.id, body.reason, ctx.ip));
  registerEndpoint(app, deps, 'opUnlockMember', ({ ctx, operator, params, body }) => desk.unlock(operator!, params.id, body.reason, ctx.ip));
  // The temporary password is in the answer: no cache may keep it.
  registerEndpoint(app, deps, 'opResetMemberPassword', ({ ctx, operator, params, body, reply }) => noStore(reply, desk.resetPassword(operator!, params.id, body.reason, ctx.ip)));
}
