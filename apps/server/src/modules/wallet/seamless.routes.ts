import type { FastifyInstance } from 'fastify';
import { registerEndpoint, type EndpointDeps } from '../../platform/endpoint.ts';
import type { SeamlessService } from './seamless.service.ts';

export function registerSeamlessRoutes(app: FastifyInstance, deps: EndpointDeps, seamless: SeamlessService): void {
  registerEndpoint(app, deps, 'vendorAuthenticate', ({ vendor, body }) => seamless.authenticate(vendor!, body.token));
  registerEndpoint(app, deps, 'vendorBalance', ({ vendor, body }) => seamless.balance(vendor!, body.playerId));
  registerEndpoint(app, deps, 'vendorBet', ({ vendor, body }) => seamless.bet(vendor!, body));
  registerEndpoint(app, deps, 'vendorWin', ({ vendor, body }) => seamless.win(vendor!, body));
  registerEndpoint(app, deps, 'vendorRollback', ({ vendor, body }) => seamless.rollback(vendor!, body));
}
