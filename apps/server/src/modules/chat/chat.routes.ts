import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { chatClientFrameSchema, chatSocketPath, chatTokenHeader, type ChatEvent } from '@lotus/contract/chat';
import type { OperatorPrincipal, Principal } from '../../platform/auth.ts';
import { registerEndpoint, type EndpointDeps } from '../../platform/endpoint.ts';
import { AppError } from '../../platform/errors.ts';
import type { RealtimeHub } from '../../platform/realtime.ts';
import { authenticateSocket, type SocketIdentity } from '../../platform/socket-auth.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import type { BrandCache } from '../system/brand-cache.ts';
import { customerTopic, deskTopic, memberCustomer, visitorCustomer, type ChatCustomer, type ChatService } from './chat.service.ts';

export interface ChatSocketDeps {
  hub: RealtimeHub;
  brands: BrandCache;
  /** A member's session of this brand (the site's token), or throws. */
  member(token: string, brandId: number): Promise<Principal>;
  operator(token: string): Promise<OperatorPrincipal>;
}

const tokenShape = /^[A-Za-z0-9_-]{20,200}$/;
/** How often an open desk socket says its agent is still there (the presence window, `presenceMs`, is 45 s). */
const agentHeartbeatMs = 20_000;

/** Who calls: the member behind the Authorization header, else the visitor behind the Chat-Token header, else nobody yet. */
async function customerOf(deps: EndpointDeps, ctx: RequestContext, request: FastifyRequest): Promise<ChatCustomer | null> {
  const auth = request.headers.authorization;
  if (typeof auth === 'string' && auth.trim() !== '') {
    const p = await deps.authenticate(auth.trim(), ctx);
    return memberCustomer(ctx.brand.id, p.memberId, p.username);
  }
  const chatToken = request.headers[chatTokenHeader];
  if (typeof chatToken === 'string' && tokenShape.test(chatToken)) return visitorCustomer(ctx.brand.id, chatToken);
  return null;
}

function need(customer: ChatCustomer | null): ChatCustomer {
  if (!customer) throw new AppError('chat.conversation.none');
  return customer;
}

export function registerChatRoutes(app: FastifyInstance, deps: EndpointDeps, chat: ChatService, sockets: ChatSocketDeps): void {
  registerEndpoint(app, deps, 'chatView', async ({ ctx, request, query }) => chat.view(await customerOf(deps, ctx, request), query.before));
  registerEndpoint(app, deps, 'chatStart', async ({ ctx, request }) => chat.start(await customerOf(deps, ctx, request), ctx.brand.id, ctx.ip));
  registerEndpoint(app, deps, 'chatSend', async ({ ctx, request, body }) => chat.send(need(await customerOf(deps, ctx, request)), body.text, ctx.ip));
  registerEndpoint(app, deps, 'chatSendImage', async ({ ctx, request }) => chat.sendImage(need(await customerOf(deps, ctx, request)), request));
  registerEndpoint(app, deps, 'chatRead', async ({ ctx, request, body }) => chat.read(need(await customerOf(deps, ctx, request)), body.upTo));
  registerEndpoint(app, deps, 'chatImage', async ({ ctx, request, params }) => chat.customerImage(await customerOf(deps, ctx, request), params.imageId));

  registerEndpoint(app, deps, 'opChats', ({ operator, query }) => chat.list(operator!, query));
  registerEndpoint(app, deps, 'opChat', ({ operator, params, query }) => chat.detail(operator!, params.id, query.before));
  // Every change an agent makes is in the audit trail (a reply by its message id, never its text).
  const audit = (op: OperatorPrincipal, ip: string, action: string, target: string, brandId: number, details?: Record<string, unknown>) => deps.recordAudit(op, ip, { action, target, brandId, ...(details ? { details } : {}) });
  registerEndpoint(app, deps, 'opChatAssign', async ({ ctx, operator, params, body }) => {
    const row = await chat.assign(operator!, params.id, body.operatorId);
    await audit(operator!, ctx.ip, 'chat.assign', `chat:${row.id}`, row.brandId, { to: row.assignedTo?.id ?? null });
    return row;
  });
  registerEndpoint(app, deps, 'opChatSend', async ({ ctx, operator, params, body }) => {
    const sent = await chat.agentSend(operator!, params.id, body.text);
    await audit(operator!, ctx.ip, 'chat.reply', `chat:${params.id}`, sent.brandId, { messageId: sent.message.id });
    return { message: sent.message, agentsOnline: sent.agentsOnline };
  });
  registerEndpoint(app, deps, 'opChatSendImage', async ({ ctx, operator, params, request }) => {
    const sent = await chat.agentSendImage(operator!, params.id, request);
    await audit(operator!, ctx.ip, 'chat.reply', `chat:${params.id}`, sent.brandId, { messageId: sent.message.id, image: true });
    return { message: sent.message, agentsOnline: sent.agentsOnline };
  });
  registerEndpoint(app, deps, 'opChatRead', async ({ ctx, operator, params, body }) => {
    const read = await chat.agentRead(operator!, params.id, body.upTo);
    if (read.moved) await audit(operator!, ctx.ip, 'chat.read', `chat:${params.id}`, read.brandId, { upTo: read.upTo });
    return { upTo: read.upTo };
  });
  registerEndpoint(app, deps, 'opChatClose', async ({ ctx, operator, params }) => {
    const row = await chat.close(operator!, params.id);
    await audit(operator!, ctx.ip, 'chat.close', `chat:${row.id}`, row.brandId);
    return row;
  });
  registerEndpoint(app, deps, 'opChatImage', ({ operator, params }) => chat.agentImage(operator!, params.imageId));
  registerEndpoint(app, deps, 'opCannedReplies', ({ operator, query }) => chat.canned(operator!, query.brandId));
  registerEndpoint(app, deps, 'opAddCannedReply', async ({ ctx, operator, query, body }) => {
    const row = await chat.addCanned(operator!, query.brandId, body.title, body.text);
    await audit(operator!, ctx.ip, 'chat.canned.add', `chat-canned:${row.id}`, row.brandId, { title: row.title });
    return row;
  });
  registerEndpoint(app, deps, 'opDeleteCannedReply', async ({ ctx, operator, params }) => {
    const brandId = await chat.deleteCanned(operator!, params.id);
    await audit(operator!, ctx.ip, 'chat.canned.delete', `chat-canned:${params.id}`, brandId);
    return { deleted: true as const };
  });

  registerChatSocket(app, chat, sockets);
}

/** Who a chat socket speaks for: a customer (member or visitor) or an agent of the desk. */
type ChatPrincipal = { customer: ChatCustomer; operator?: undefined } | { operator: OperatorPrincipal; customer?: undefined };

/**
 * `/ws/chat`: the first frame says who is talking (a member's session token or a visitor's chat token with the
 * merchant code, or an operator token), never the URL; the shared sign-in (platform/socket-auth.ts) refuses it
 * with 4401 and an `error` frame naming why, checks again every minute that a member's session lives and an
 * agent may still open the desk, and closes a client with more than 32 frames waiting. Customers hear their own
 * conversation; agents hear the desk of the brands they serve. Typing travels here only; messages and read
 * marks are sent over HTTP.
 */
function registerChatSocket(app: FastifyInstance, chat: ChatService, deps: ChatSocketDeps): void {
  app.get(chatSocketPath, { websocket: true }, (socket) => {
    const send = (event: ChatEvent) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
    };
    let lastTyping = 0;

    async function authenticate(raw: unknown): Promise<SocketIdentity<ChatPrincipal>> {
      const parsed = chatClientFrameSchema.safeParse(raw);
      if (!parsed.success) throw new AppError('request_param_err');
      const frame = parsed.data;
      if (frame.type !== 'auth') throw new AppError('login.not.session');
      if (frame.operatorToken) {
        const operatorToken = frame.operatorToken;
        const deskOperator = async () => {
          const op = await deps.operator(operatorToken);
          if (!op.permissions.includes('support.view')) throw new AppError('operator.forbidden');
          return op;
        };
        return { principal: { operator: await deskOperator() }, recheck: deskOperator };
      }
      const brand = await deps.brands.get(frame.merchant ?? null).catch(() => null);
      if (!brand) throw new AppError('merchant.not.exist');
      if (frame.token) {
        const memberToken = frame.token;
        const p = await deps.member(memberToken, brand.id);
        return { principal: { customer: memberCustomer(brand.id, p.memberId, p.username) }, recheck: () => deps.member(memberToken, brand.id) };
      }
      if (frame.chatToken && tokenShape.test(frame.chatToken)) return { principal: { customer: visitorCustomer(brand.id, frame.chatToken) }, recheck: null };
      throw new AppError('login.not.session');
    }

    async function ready(who: ChatPrincipal): Promise<() => void> {
      if (who.customer) {
        const off = deps.hub.subscribe<ChatEvent>(customerTopic(who.customer.key), send);
        send({ type: 'ready', role: 'customer' });
        return off;
      }
      const op = who.operator;
      // Presence counts this socket in every process (agent-sockets.ts): the agent leaves the desk when their last one closes anywhere.
      const socketId = crypto.randomUUID();
      await chat.socketSeen(op, socketId);
      const off = deps.hub.subscribe<ChatEvent>(deskTopic, (event) => 'brandId' in event && chat.canSee(op, event.brandId) && send(event));
      const beat = setInterval(() => void chat.socketSeen(op, socketId).catch(() => undefined), agentHeartbeatMs);
      send({ type: 'ready', role: 'agent' });
      return () => {
        off();
        clearInterval(beat);
        void chat.socketClosed(op, socketId).catch((error: unknown) => app.log.warn({ err: error }, 'chat: could not record a desk socket closing'));
      };
    }

    authenticateSocket<ChatPrincipal>(socket, {
      authenticate,
      ready,
      refused: (error) => send({ type: 'error', code: error instanceof AppError ? error.code : 'login.not.session' }),
      async frame(who, raw) {
        const parsed = chatClientFrameSchema.safeParse(raw);
        if (!parsed.success) {
          send({ type: 'error', code: 'request_param_err' });
          return;
        }
        const frame = parsed.data;
        if (frame.type === 'ping') send({ type: 'pong' });
        else if (frame.type === 'typing') {
          // Typing is news, not data: at most a few frames a second are passed on.
          const now = Date.now();
          if (now - lastTyping < 300 && frame.typing) return;
          lastTyping = now;
          if (who.operator && frame.conversationId !== undefined && who.operator.permissions.includes('support.reply')) await chat.agentTyping(who.operator, frame.conversationId, frame.typing);
          else if (who.customer) await chat.customerTyping(who.customer, frame.typing);
        }
      },
      failed: (error) => app.log.warn({ err: error }, 'chat socket frame failed'),
    });
  });
}
