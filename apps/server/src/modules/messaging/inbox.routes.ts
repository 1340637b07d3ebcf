import type { FastifyInstance } from 'fastify';
import { memberSocketAuthSchema, memberSocketClose, type MemberSocketEvent } from '@lotus/contract/messages';
import { isTrialType } from '@lotus/contract/account';
import type { Principal } from '../../platform/auth.ts';
import { registerEndpoint, type EndpointDeps } from '../../platform/endpoint.ts';
import type { RealtimeHub } from '../../platform/realtime.ts';
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

/** How long a new member socket may stay silent before it must have sent its auth frame. */
const authWithinMs = 10_000;
/** How often an open socket's session is checked again. */
const sessionRecheckMs = 60_000;

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
   * The member's news: the first frame is `{ type: 'auth', token, merchant }` (a token never goes in the URL,
   * where proxies log it); a bad one closes the socket with 4401, silence with 4408. Then the socket hears
   * `{ type: 'unread', unreadCount }` when the member's count changes (with the `category` of a message that just
   * arrived, so a payment message refreshes the balance) and `{ type: 'broadcast' }` when their
   * brand sends one (the client asks for its count: whether a broadcast reaches a member is the server's to say).
   */
  app.get('/ws/member', { websocket: true }, (ws) => {
    let unsubscribe: (() => void) | null = null;
    let recheck: ReturnType<typeof setInterval> | null = null;
    let authenticating = false;
    const send = (event: MemberSocketEvent) => {
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(event));
    };
    const timer = setTimeout(() => ws.close(memberSocketClose.authTimeout, 'auth expected'), authWithinMs);
    ws.on('close', () => {
      clearTimeout(timer);
      if (recheck) clearInterval(recheck);
      unsubscribe?.();
    });
    ws.on('message', (data: Buffer) => {
      if (unsubscribe || authenticating) return;
      authenticating = true;
      let frame: unknown;
      try {
        frame = JSON.parse(data.toString('utf8'));
      } catch {
        frame = null;
      }
      const parsed = memberSocketAuthSchema.safeParse(frame);
      if (!parsed.success) {
        ws.close(memberSocketClose.badAuth, 'bad auth');
        return;
      }
      socket
        .authenticate(parsed.data.token, parsed.data.merchant)
        .then((principal) => {
          clearTimeout(timer);
          if (isTrialType(principal.customerType)) {
            ws.close(memberSocketClose.badAuth, 'bad auth');
            return;
          }
          if (ws.readyState !== ws.OPEN) return;
          const offMember = socket.realtime.subscribe<MemberSocketEvent>(realtimeTopic.member(principal.memberId), send);
          const offBrand = socket.realtime.subscribe<MemberSocketEvent>(realtimeTopic.brand(principal.brandId), send);
          unsubscribe = () => {
            offMember();
            offBrand();
          };
          // A session ended elsewhere (logout, password change, an operator's revoke) closes the socket within a minute.
          const { token, merchant } = parsed.data;
          recheck = setInterval(() => void socket.authenticate(token, merchant).catch(() => ws.close(memberSocketClose.badAuth, 'session ended')), sessionRecheckMs);
          send({ type: 'ready' });
        })
        .catch(() => ws.close(memberSocketClose.badAuth, 'bad auth'));
    });
  });
}
