import type { FastifyInstance } from 'fastify';
import { registerEndpoint, type EndpointDeps } from '../../platform/endpoint.ts';
import type { HumanCheck } from '../../platform/human-check.ts';
import { noStore } from '../member/member.routes.ts';
import type { LoginService } from './login.service.ts';
import type { SessionService } from './session.service.ts';

export function registerSessionRoutes(app: FastifyInstance, deps: EndpointDeps, s: { logins: LoginService; sessions: SessionService; humanCheck: HumanCheck }): void {
  registerEndpoint(app, deps, 'humanCheckChallenge', async () => {
    const c = await s.humanCheck.challenge();
    return { parameters: c.parameters as unknown as Record<string, unknown>, signature: c.signature };
  });
  registerEndpoint(app, deps, 'captcha', ({ ctx }) => s.logins.captcha(ctx, ctx));
  registerEndpoint(app, deps, 'login', ({ ctx, body, reply }) => noStore(reply, s.logins.login(ctx, ctx, body)));
  registerEndpoint(app, deps, 'loginVerification', ({ ctx, body, reply }) => noStore(reply, s.logins.verifyLogin(ctx, ctx, body)));
  registerEndpoint(app, deps, 'freePlay', ({ ctx, reply }) => noStore(reply, s.logins.freePlay(ctx, ctx)));
  registerEndpoint(app, deps, 'logout', async ({ principal }) => {
    await s.sessions.revoke(principal!.tokenHash);
    return {};
  });
}
