import type { FastifyInstance, FastifyReply } from 'fastify';
import { avatarIcons } from '@lotus/contract/account';
import { registerEndpoint, type EndpointDeps } from '../../platform/endpoint.ts';
import type { AccountService } from './account.service.ts';
import { publicOrigin } from '../system/public-url.ts';

/** Answers that carry a session token must never be kept by a browser or proxy cache. */
export function noStore<T>(reply: FastifyReply, value: Promise<T>): Promise<T> {
  reply.header('cache-control', 'no-store');
  return value;
}

/** `fallbackOrigin`: where mailed links point for a brand without configured public addresses. */
export function registerMemberRoutes(app: FastifyInstance, deps: EndpointDeps, accounts: AccountService, fallbackOrigin = 'http://localhost:8080'): void {
  registerEndpoint(app, deps, 'register', ({ ctx, body, reply }) => noStore(reply, accounts.register(ctx, ctx, body, 'username')));
  registerEndpoint(app, deps, 'registerMobile', ({ ctx, body, reply }) => noStore(reply, accounts.register(ctx, ctx, body, 'mobile')));
  registerEndpoint(app, deps, 'affiliate', async ({ ctx, query }) => ({ success: await accounts.affiliateValid(ctx, query.code, query.domain) }));
  registerEndpoint(app, deps, 'memberInfo', ({ principal }) => accounts.info(principal!));
  registerEndpoint(app, deps, 'firstLogin', ({ principal }) => accounts.firstLogin(principal!));
  registerEndpoint(app, deps, 'changePassword', ({ ctx, principal, body, reply }) => noStore(reply, accounts.changePassword(ctx, ctx, principal!, body)));
  registerEndpoint(app, deps, 'forgotPasswordEmail', ({ ctx, body, request }) =>
    accounts.forgotByEmail(ctx, ctx, publicOrigin(ctx.brand, request.host, fallbackOrigin), body.username, body.email),
  );
  registerEndpoint(app, deps, 'resetPasswordByToken', ({ ctx, body, reply }) => noStore(reply, accounts.resetByToken(ctx, ctx, body)));
  registerEndpoint(app, deps, 'resetPasswordByPhone', ({ ctx, body, reply }) => noStore(reply, accounts.resetByPhone(ctx, ctx, body)));
  registerEndpoint(app, deps, 'avatar', ({ principal }) => accounts.avatar(principal!));
  registerEndpoint(app, deps, 'icon', async ({ principal }) => ({ icons: [...avatarIcons], current: (await accounts.avatar(principal!)).avatar }));
  registerEndpoint(app, deps, 'setIcon', ({ principal, body }) => accounts.setIcon(principal!, body.icon));
  registerEndpoint(app, deps, 'updateLanguage', ({ ctx, principal, body }) => accounts.setLanguage(ctx, principal!, body.language));
}
