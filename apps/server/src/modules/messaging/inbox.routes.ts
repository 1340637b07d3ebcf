import type { FastifyInstance } from 'fastify';
import { memberSocketAuthSchema, type MemberSocketEvent } from '@lotus/contract/messages';
import { isTrialType } from '@lotus/contract/account';
import type { Principal } from '../../platform/auth.ts';
import { registerEndpoint, type EndpointDeps } from '../../platform/endpoint.ts';
import { AppError } from '../../platform/errors.ts';
import type { RealtimeHub } from '../../platform/realtime.ts';
import { authenticateSocket } from '../../platform/socket-auth.ts';
import { realtimeTopic, type InboxService } from './inbox.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The inbox, for tests, benchmarks and modules built after it (`inbox.sendPersonal`). */
    inbox: InboxService;
  }
}

export interface MemberSocketDeps {
  /** The session behind a token for the brand of a merchant code; throws when there is none. */
  authenticate(token: string, merchant: string): Promise<Principal>;
  realtime: RealtimeHub;
}

/** The inbox's member calls, the console's broadcasts, and the member websocket `/ws/member`. */
export function registerInboxRoutes(app: FastifyInstance, deps: EndpointDeps, inbox: InboxService, socket: MemberSocketDeps): void {
  app.decorate('inbox', inbox);
  registerEndpoint(app, deps, 'inboxUnreadCount', async ({ principal }) => ({ unreadCount: await inbox.unreadCount(principal!.brandId, principal!.memberId) }));
  registerEndpoint(app, deps, 'inboxList', ({ ctx, principal, query }) => inbox.list(principal!.memberId, ctx.language, query));
  registerEndpoint(app, deps, 'inboxDetail', ({ ctx, principal, params }) => inbox.detail(principal!.memberId, ctx.language, params.id));
  registerEndpoint(app, deps, 'inboxDelete', ({ principal, params }) => inbox.remove(principal!.memberId, params.id));
  registerEndpoint(app, deps, 'inboxReadAll', ({ principal }) => inbox.readAll(principal!.brandId, principal!.memberId));
  registerEndpoint(app, deps, 'opBroadcasts', ({ operator, query }) => inbox.broadcasts(operator!, query));
  registerEndpoint(app, deps, 'opSendBroadcast', ({ ctx, operator, body }) => inbox.sendBroadcast(operator!, body, ctx.ip));

  /**
   * The member's news, once the first frame `{ type: 'auth', token, merchant }` names a session (the shared sign-in
   * of platform/socket-auth.ts: close codes, the minute's recheck). Then the socket hears `{ type: 'unread',
   * unreadCount }` when the member's count changes (with the `category` of a message that just arrived, so a
   * payment message refreshes the balance) and `{ type: 'broadcast' }` when their brand sends one (the client asks
   * for its count: whether a broadcast reaches a member is the server's to say). Later frames are ignored.
   */
  app.get('/ws/member', { websocket: true }, (ws) => {
    const send = (event: MemberSocketEvent) => {
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(event));
    };
    authenticateSocket<Principal>(ws, {
      async authenticate(frame) {
        const { token, merchant } = memberSocketAuthSchema.parse(frame);
        const principal = await socket.authenticate(token, merchant);
        if (isTrialType(principal.customerType)) throw new AppError('login.not.session');
        return { principal, recheck: () => socket.authenticate(token, merchant) };
      },
      ready(principal) {
        const offMember = socket.realtime.subscribe<MemberSocketEvent>(realtimeTopic.member(principal.memberId), send);
        const offBrand = socket.realtime.subscribe<MemberSocketEvent>(realtimeTopic.brand(principal.brandId), send);
        send({ type: 'ready' });
        return () => {
          offMember();
          offBrand();
        };
      },
      failed: (error) => app.log.warn({ err: error }, 'member socket frame failed'),
    });
  });
}
