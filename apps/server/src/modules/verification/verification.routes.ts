import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerEndpoint, type EndpointDeps } from '../../platform/endpoint.ts';
import { AppError } from '../../platform/errors.ts';
import type { HumanCheck } from '../../platform/human-check.ts';
import type { DevOutbox } from '../../platform/outbox.ts';
import { mobileKey, type VerificationService } from './verification.service.ts';

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
/** Names a browser on this machine uses for it; any other Host could be a rebound DNS name of an attacker's page. */
const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);
/** Headers a relaying proxy sets: a request that carries one came from somewhere else. */
const relayHeaders = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host', 'via'];

/**
 * Whether a request comes from this machine: the TCP peer is loopback and so is the client Fastify
 * derived from it. Behind a trusted proxy (TRUST_PROXY) that client is the forwarded one, so a local
 * proxy relaying a visitor is not loopback; without proxy trust a request carrying any relay header
 * was relayed by something we do not know, and is refused too. Forwarded headers never grant access.
 * The Host must name this machine too: a page on an attacker's domain that re-resolves to 127.0.0.1
 * (DNS rebinding) reaches the socket from loopback but names its own host.
 */
export function fromLoopback(request: FastifyRequest, trustProxy: boolean): boolean {
  if (!loopback.has(request.socket.remoteAddress ?? '') || !loopback.has(request.ip)) return false;
  if (!loopbackHosts.has(request.hostname.toLowerCase())) return false;
  return trustProxy || relayHeaders.every((h) => request.headers[h] === undefined);
}

export function registerVerificationRoutes(
  app: FastifyInstance,
  deps: EndpointDeps,
  s: { verification: VerificationService; humanCheck: HumanCheck; outbox: DevOutbox; devInbox: boolean; trustProxy?: boolean; port?: number },
): void {
  // The human check keeps bots from spending the brand's SMS (SMS pumping): every code costs money.
  registerEndpoint(app, deps, 'smsNoLogin', async ({ ctx, body }) => {
    await s.humanCheck.verify(body.humanCheck);
    return s.verification.send(ctx.brand, 'noLogin', mobileKey(body.countryDialingCode, body.mobileNum), ctx.ip);
  });
  registerEndpoint(app, deps, 'smsRegister', async ({ ctx, body }) => {
    await s.humanCheck.verify(body.humanCheck);
    return s.verification.send(ctx.brand, 'register', mobileKey(body.countryDialingCode, body.mobileNo), ctx.ip);
  });
  // The inbox shows every code and reset link the local adapters sent: development only, this machine only.
  registerEndpoint(app, deps, 'devInbox', ({ request }) => {
    if (!s.devInbox) throw new AppError('dev.inbox.disabled');
    if (!fromLoopback(request, s.trustProxy ?? false)) throw new AppError('dev.inbox.local.only');
    return s.outbox.latest();
  });
  if (s.devInbox) app.log.info(`development inbox: http://localhost:${s.port ?? 8080}/dev/inbox (API /wps/dev/inbox), answers requests from this machine (loopback) only`);
}
