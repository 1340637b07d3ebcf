import type { FastifyInstance } from 'fastify';
import { registerEndpoint, type EndpointDeps } from '../../platform/endpoint.ts';
import { AppError } from '../../platform/errors.ts';
import type { HumanCheck } from '../../platform/human-check.ts';
import type { DevOutbox } from '../../platform/outbox.ts';
import { mobileKey, type VerificationService } from './verification.service.ts';

export function registerVerificationRoutes(
  app: FastifyInstance,
  deps: EndpointDeps,
  s: { verification: VerificationService; humanCheck: HumanCheck; outbox: DevOutbox; devInbox: boolean },
): void {
  // Codes for SMS login and reset by phone; the human check keeps bots from spending the brand's SMS.
  registerEndpoint(app, deps, 'smsNoLogin', async ({ ctx, body }) => {
    await s.humanCheck.verify(body.humanCheck);
    return s.verification.send(ctx.brand, 'noLogin', mobileKey(body.countryDialingCode, body.mobileNum), ctx.ip);
  });
  registerEndpoint(app, deps, 'smsRegister', ({ ctx, body }) => s.verification.send(ctx.brand, 'register', mobileKey(body.countryDialingCode, body.mobileNo), ctx.ip));
  registerEndpoint(app, deps, 'devInbox', () => {
    if (!s.devInbox) throw new AppError('dev.inbox.disabled');
    return s.outbox.latest();
  });
}
