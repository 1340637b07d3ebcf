import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { chatImageMaxBytes, type ChatConversation, type ChatEvent, type ChatMessage, type OpChatRow } from '@lotus/contract/chat';
import type { OperatorPrincipal } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import type { RateLimits } from '../../platform/rate-limits.ts';
import type { RealtimeHub } from '../../platform/realtime.ts';
import { randomToken, hashToken } from '../../platform/tokens.ts';
import { sniffImage } from '../payments/uploads.ts';
import type { AgentSockets } from './agent-sockets.ts';
import type { ChatRepository, ConversationRow, MessageRow } from './chat.repository.ts';

/** Who is talking on the site side: a member (`m<id>`) or a visitor (`v<hash of their chat token>`). */
export interface ChatCustomer {
  brandId: number;
  key: string;
  memberId: number | null;
  name: string;
}

/** An agent whose socket (or call) was seen this recently is on the desk. */
export const presenceMs = 45_000;
const pageSize = 50;
const cannedMax = 200;

export const deskTopic = 'chat:desk';
export const customerTopic = (key: string) => `chat:c:${key}`;

export function memberCustomer(brandId: number, memberId: number, username: string): ChatCustomer {
  return { brandId, key: `m${memberId}`, memberId, name: username };
}
export function visitorCustomer(brandId: number, chatToken: string): ChatCustomer {
  return { brandId, key: `v${hashToken(chatToken)}`, memberId: null, name: 'Visitor' };
}

function toMessage(m: MessageRow): ChatMessage {
  return { id: Number(m.id), conversationId: m.conversation_id, sender: m.sender, agentName: m.agent_name, text: m.body, imageId: m.image_id, createdAt: m.created_at.toISOString() };
}

/**
 * Live chat: conversations are stored first and then announced on the realtime hub (a customer's topic and the
 * desk's), so a socket that missed something reads it again over HTTP. Limits: messages per conversation and per
 * address per minute, conversations per address per day.
 */
export class ChatService {
  constructor(
    private readonly repo: ChatRepository,
    private readonly hub: RealtimeHub,
    private readonly limits: RateLimits,
    private readonly imageDir: string,
    private readonly now: () => Date,
    private readonly sockets: AgentSockets,
  ) {}

  async #publish(c: ConversationRow, event: ChatEvent): Promise<void> {
    await Promise.all([this.hub.publish(customerTopic(c.customer_key), event), this.hub.publish(deskTopic, event)]);
  }

  async agentsOnline(brandId: number): Promise<boolean> {
    return (await this.repo.agents(brandId, new Date(this.now().getTime() - presenceMs))).length > 0;
  }

  async #view(c: ConversationRow, before?: number): Promise<ChatConversation> {
    const rows = await this.repo.messages(c.id, before, pageSize + 1);
    const hasEarlier = rows.length > pageSize;
    return {
      id: c.id,
      status: c.status,
      agentsOnline: await this.agentsOnline(c.brand_id),
      agentReadUpTo: Number(c.agent_read_up_to),
      customerReadUpTo: Number(c.customer_read_up_to),
      messages: (hasEarlier ? rows.slice(1) : rows).map(toMessage),
      hasEarlier,
    };
  }

  /** The customer's conversation; a conversation of another brand is nobody's here. */
  async #current(customer: ChatCustomer): Promise<ConversationRow | undefined> {
    const c = await this.repo.current(customer.key);
    return c && c.brand_id === customer.brandId ? c : undefined;
  }

  async view(customer: ChatCustomer | null, before?: number): Promise<{ conversation: ChatConversation | null }> {
    const c = customer && (await this.#current(customer));
    return { conversation: c ? await this.#view(c, before) : null };
  }

  /** The live conversation, or a new one (a visitor without a known token gets a new token with it). */
  async start(customer: ChatCustomer | null, brandId: number, ip: string): Promise<{ conversation: ChatConversation; chatToken: string | null }> {
    let chatToken: string | null = null;
    let who = customer;
    // A visitor token that names no conversation was not handed out here: a fresh one replaces it.
    if (who && who.memberId === null && !(await this.repo.current(who.key))) who = null;
    if (who) {
      const live = await this.repo.live(who.key);
      if (live && live.brand_id === brandId) return { conversation: await this.#view(live), chatToken: null };
    } else {
      chatToken = randomToken();
      who = visitorCustomer(brandId, chatToken);
    }
    const c = await this.#open(who, ip);
    return { conversation: await this.#view(c), chatToken };
  }

  async #open(customer: ChatCustomer, ip: string): Promise<ConversationRow> {
    await this.limits.consume('chatConversationsIp', ip);
    const opened = await this.repo.open({ brandId: customer.brandId, customerKey: customer.key, memberId: customer.memberId, customerName: customer.name, ip, now: this.now() });
    // A parallel start won the race: that one is the conversation.
    const c = opened ?? (await this.repo.live(customer.key));
    if (!c || c.brand_id !== customer.brandId) throw new AppError('chat.conversation.none');
    if (opened) await this.#publish(c, { type: 'conversation', conversationId: c.id, brandId: c.brand_id, status: c.status, assignedTo: null });
    return c;
  }

  /** The customer's live conversation for a message; a member with none gets one (a visitor must start first: the token comes from there). */
  async #liveFor(customer: ChatCustomer, ip: string): Promise<ConversationRow> {
    const live = await this.repo.live(customer.key);
    if (live && live.brand_id === customer.brandId) return live;
    if (customer.memberId === null && !(await this.#current(customer))) throw new AppError('chat.conversation.none');
    return this.#open(customer, ip);
  }

  async #messageLimits(conversationId: number, ip: string): Promise<void> {
    await this.limits.consume('chatMessagesConversation', `${conversationId}`);
    await this.limits.consume('chatMessagesIp', ip);
  }

  async send(customer: ChatCustomer, text: string, ip: string): Promise<{ message: ChatMessage; agentsOnline: boolean }> {
    const c = await this.#liveFor(customer, ip);
    await this.#messageLimits(c.id, ip);
    const message = toMessage(await this.repo.addMessage({ conversationId: c.id, sender: 'customer', operatorId: null, agentName: null, body: text, imageId: null, now: this.now() }));
    await this.#publish(c, { type: 'message', conversationId: c.id, brandId: c.brand_id, message });
    return { message, agentsOnline: await this.agentsOnline(c.brand_id) };
  }

  async sendImage(customer: ChatCustomer, request: FastifyRequest): Promise<{ message: ChatMessage; agentsOnline: boolean }> {
    const c = await this.#liveFor(customer, request.ip);
    await this.#messageLimits(c.id, request.ip);
    const imageId = await this.#saveImage(request, c.id);
    const message = toMessage(await this.repo.addMessage({ conversationId: c.id, sender: 'customer', operatorId: null, agentName: null, body: '', imageId, now: this.now() }));
    await this.#publish(c, { type: 'message', conversationId: c.id, brandId: c.brand_id, message });
    return { message, agentsOnline: await this.agentsOnline(c.brand_id) };
  }

  /** Reads one png or jpg of at most 5 MB, checked by its first bytes, and keeps it under the image folder. */
  async #saveImage(request: FastifyRequest, conversationId: number): Promise<string> {
    let data: Buffer;
    try {
      const file = await request.file({ limits: { fileSize: chatImageMaxBytes, files: 1, fields: 0 } });
      if (!file) throw new Error('no file');
      data = await file.toBuffer();
    } catch {
      throw new AppError('upload.invalid');
    }
    const mime = sniffImage(data);
    if (!mime || data.length > chatImageMaxBytes) throw new AppError('upload.invalid');
    const id = crypto.randomBytes(16).toString('hex');
    await fs.mkdir(this.imageDir, { recursive: true });
    await fs.writeFile(path.join(this.imageDir, `${id}${mime === 'image/png' ? '.png' : '.jpg'}`), data);
    await this.repo.addImage({ id, conversationId, mime, size: data.length });
    return id;
  }

  async #imageBytes(id: string, mime: string): Promise<{ mime: string; data: Buffer }> {
    try {
      return { mime, data: await fs.readFile(path.join(this.imageDir, `${id}${mime === 'image/png' ? '.png' : '.jpg'}`)) };
    } catch {
      throw new AppError('not.found');
    }
  }

  async customerImage(customer: ChatCustomer | null, id: string) {
    const image = await this.repo.image(id);
    if (!image || !customer || image.customer_key !== customer.key || image.brand_id !== customer.brandId) throw new AppError('not.found');
    return this.#imageBytes(image.id, image.mime);
  }

  async read(customer: ChatCustomer, upTo: number): Promise<{ upTo: number }> {
    const c = await this.#current(customer);
    if (!c) throw new AppError('chat.conversation.none');
    const mark = Number(await this.repo.markRead(c.id, 'customer', upTo));
    await this.#publish(c, { type: 'read', conversationId: c.id, brandId: c.brand_id, by: 'customer', upTo: mark });
    return { upTo: mark };
  }

  /** A customer's typing: not stored, only announced. */
  async customerTyping(customer: ChatCustomer, typing: boolean): Promise<void> {
    const c = await this.repo.live(customer.key);
    if (c && c.brand_id === customer.brandId) await this.hub.publish(deskTopic, { type: 'typing', conversationId: c.id, brandId: c.brand_id, from: 'customer', typing } satisfies ChatEvent);
  }

  // The desk.

  #inScope(op: Pick<OperatorPrincipal, 'brandId'>, brandId: number): boolean {
    return op.brandId === null || op.brandId === brandId;
  }

  async #conversationFor(op: OperatorPrincipal, id: number): Promise<ConversationRow> {
    const c = await this.repo.byId(id);
    // Another brand's conversation is answered as missing: its existence is not the operator's to know.
    if (!c || !this.#inScope(op, c.brand_id)) throw new AppError('not.found');
    return c;
  }

  async #row(c: ConversationRow, brandCode?: string): Promise<OpChatRow> {
    return {
      id: c.id,
      brandId: c.brand_id,
      brandCode: brandCode ?? (await this.repo.brandCode(c.brand_id)),
      status: c.status,
      customerName: c.customer_name,
      memberId: c.member_id,
      assignedTo: c.assigned_operator_id === null ? null : { id: c.assigned_operator_id, username: c.assigned_username ?? '' },
      createdAt: c.created_at.toISOString(),
      lastMessageAt: c.last_message_at.toISOString(),
      lastMessage: c.last_message,
      unread: await this.repo.unread(c.id, c.agent_read_up_to),
      closedAt: c.closed_at?.toISOString() ?? null,
    };
  }

  #brandScope(op: OperatorPrincipal, named: number | undefined): number[] | null {
    if (op.brandId !== null && named !== undefined && named !== op.brandId) throw new AppError('operator.forbidden');
    const id = op.brandId ?? named;
    return id === undefined ? null : [id];
  }

  async list(op: OperatorPrincipal, q: { status?: 'waiting' | 'open' | 'closed' | undefined; brandId?: number | undefined; mine?: 'true' | 'false' | undefined; q?: string | undefined; from?: string | undefined; to?: string | undefined; pageNo: number; pageSize: number }) {
    const brandIds = this.#brandScope(op, q.brandId);
    const { rows, total } = await this.repo.list({
      brandIds,
      status: q.status,
      assignedTo: q.mine === 'true' ? op.id : undefined,
      q: q.q || undefined,
      from: q.from ? new Date(`${q.from}T00:00:00Z`) : undefined,
      to: q.to ? new Date(new Date(`${q.to}T00:00:00Z`).getTime() + 86_400_000) : undefined,
      limit: q.pageSize,
      offset: (q.pageNo - 1) * q.pageSize,
    });
    const agents = await this.repo.agents(brandIds?.[0] ?? op.brandId, new Date(this.now().getTime() - presenceMs));
    return {
      rows: rows.map(
        (c): OpChatRow => ({
          id: c.id,
          brandId: c.brand_id,
          brandCode: c.brand_code,
          status: c.status,
          customerName: c.customer_name,
          memberId: c.member_id,
          assignedTo: c.assigned_operator_id === null ? null : { id: c.assigned_operator_id, username: c.assigned_username ?? '' },
          createdAt: c.created_at.toISOString(),
          lastMessageAt: c.last_message_at.toISOString(),
          lastMessage: c.last_message,
          unread: Number(c.unread),
          closedAt: c.closed_at?.toISOString() ?? null,
        }),
      ),
      total,
      agentsOnline: agents.map((a) => ({ id: a.id, username: a.username })),
    };
  }

  async detail(op: OperatorPrincipal, id: number, before?: number) {
    const c = await this.#conversationFor(op, id);
    const rows = await this.repo.messages(c.id, before, pageSize + 1);
    const hasEarlier = rows.length > pageSize;
    return {
      conversation: await this.#row(c),
      messages: (hasEarlier ? rows.slice(1) : rows).map(toMessage),
      hasEarlier,
      customerReadUpTo: Number(c.customer_read_up_to),
      agentReadUpTo: Number(c.agent_read_up_to),
    };
  }

  async assign(op: OperatorPrincipal, id: number, operatorId: number | undefined): Promise<OpChatRow> {
    const c = await this.#conversationFor(op, id);
    if (c.status === 'closed') throw new AppError('chat.conversation.closed');
    let target = { id: op.id, username: op.username };
    if (operatorId !== undefined && operatorId !== op.id) {
      const agents = await this.repo.agents(c.brand_id, new Date(this.now().getTime() - presenceMs));
      const agent = agents.find((a) => a.id === operatorId);
      if (!agent) throw new AppError('chat.agent.unavailable');
      target = { id: agent.id, username: agent.username };
    }
    const updated = await this.repo.assign(c.id, target.id, target.username);
    if (!updated) throw new AppError('chat.conversation.closed');
    await this.#publish(updated, { type: 'conversation', conversationId: c.id, brandId: c.brand_id, status: updated.status, assignedTo: target.id });
    return this.#row(updated);
  }

  async agentSend(op: OperatorPrincipal, id: number, text: string): Promise<{ message: ChatMessage; agentsOnline: boolean; brandId: number }> {
    const c = await this.#agentLive(op, id);
    const message = toMessage(await this.repo.addMessage({ conversationId: c.id, sender: 'agent', operatorId: op.id, agentName: op.username, body: text, imageId: null, now: this.now() }));
    await this.#publish(c, { type: 'message', conversationId: c.id, brandId: c.brand_id, message });
    return { message, agentsOnline: true, brandId: c.brand_id };
  }

  async agentSendImage(op: OperatorPrincipal, id: number, request: FastifyRequest): Promise<{ message: ChatMessage; agentsOnline: boolean; brandId: number }> {
    const c = await this.#agentLive(op, id);
    const imageId = await this.#saveImage(request, c.id);
    const message = toMessage(await this.repo.addMessage({ conversationId: c.id, sender: 'agent', operatorId: op.id, agentName: op.username, body: '', imageId, now: this.now() }));
    await this.#publish(c, { type: 'message', conversationId: c.id, brandId: c.brand_id, message });
    return { message, agentsOnline: true, brandId: c.brand_id };
  }

  /** An agent's reply: the conversation must not be closed; a waiting one is taken by whoever answers it. */
  async #agentLive(op: OperatorPrincipal, id: number): Promise<ConversationRow> {
    let c = await this.#conversationFor(op, id);
    if (c.status === 'closed') throw new AppError('chat.conversation.closed');
    await this.repo.seen(op.id, op.username, op.brandId, this.now());
    if (c.assigned_operator_id === null) {
      c = (await this.repo.assign(c.id, op.id, op.username)) ?? c;
      await this.#publish(c, { type: 'conversation', conversationId: c.id, brandId: c.brand_id, status: c.status, assignedTo: op.id });
    }
    return c;
  }

  async agentRead(op: OperatorPrincipal, id: number, upTo: number): Promise<{ upTo: number; moved: boolean; brandId: number }> {
    const c = await this.#conversationFor(op, id);
    const mark = Number(await this.repo.markRead(c.id, 'agent', upTo));
    const moved = mark > Number(c.agent_read_up_to);
    if (moved) await this.#publish(c, { type: 'read', conversationId: c.id, brandId: c.brand_id, by: 'agent', upTo: mark });
    return { upTo: mark, moved, brandId: c.brand_id };
  }

  async close(op: OperatorPrincipal, id: number): Promise<OpChatRow> {
    const c = await this.#conversationFor(op, id);
    const closed = await this.repo.close(c.id, this.now());
    if (!closed) throw new AppError('chat.conversation.closed');
    await this.#publish(closed, { type: 'conversation', conversationId: c.id, brandId: c.brand_id, status: 'closed', assignedTo: closed.assigned_operator_id });
    return this.#row(closed);
  }

  async agentImage(op: OperatorPrincipal, id: string) {
    const image = await this.repo.image(id);
    if (!image || !this.#inScope(op, image.brand_id)) throw new AppError('not.found');
    return this.#imageBytes(image.id, image.mime);
  }

  /** An agent's typing, when the conversation is theirs to see. */
  async agentTyping(op: OperatorPrincipal, id: number, typing: boolean): Promise<void> {
    const c = await this.repo.byId(id);
    if (!c || !this.#inScope(op, c.brand_id) || c.status === 'closed') return;
    await this.hub.publish(customerTopic(c.customer_key), { type: 'typing', conversationId: c.id, brandId: c.brand_id, from: 'agent', typing } satisfies ChatEvent);
  }

  /** A desk socket of the agent opened, or beat: the agent is on the desk. The socket counts first (see `socketClosed`). */
  async socketSeen(op: OperatorPrincipal, socketId: string): Promise<void> {
    await this.sockets.seen(op.id, socketId);
    await this.repo.seen(op.id, op.username, op.brandId, this.now());
  }

  /**
   * A desk socket closed: the agent leaves the desk once no socket of theirs is open in any process. A socket
   * opening elsewhere meanwhile may have written its presence just before the row went: counted again after, and
   * put back.
   */
  async socketClosed(op: OperatorPrincipal, socketId: string): Promise<void> {
    if ((await this.sockets.closed(op.id, socketId)) > 0) return;
    await this.repo.left(op.id);
    if ((await this.sockets.count(op.id)) > 0) await this.repo.seen(op.id, op.username, op.brandId, this.now());
  }

  canSee(op: Pick<OperatorPrincipal, 'brandId'>, brandId: number): boolean {
    return this.#inScope(op, brandId);
  }

  // Canned replies.

  #cannedBrand(op: OperatorPrincipal, named: number | undefined): number {
    const scope = this.#brandScope(op, named);
    if (!scope) throw new AppError('request_param_err', { message: 'query.brandId: a deployment-wide operator names the brand' });
    return scope[0]!;
  }

  async canned(op: OperatorPrincipal, brandId: number | undefined) {
    const rows = await this.repo.canned(this.#cannedBrand(op, brandId));
    return { rows: rows.map((r) => ({ id: r.id, brandId: r.brand_id, title: r.title, text: r.body })) };
  }

  async addCanned(op: OperatorPrincipal, brandId: number | undefined, title: string, text: string) {
    const brand = this.#cannedBrand(op, brandId);
    if ((await this.repo.cannedCount(brand)) >= cannedMax) throw new AppError('request_param_err', { message: `a brand keeps at most ${cannedMax} canned replies` });
    const r = await this.repo.addCanned(brand, title, text, op.id);
    return { id: r.id, brandId: r.brand_id, title: r.title, text: r.body };
  }

  async deleteCanned(op: OperatorPrincipal, id: number) {
    const r = await this.repo.cannedById(id);
    if (!r || !this.#inScope(op, r.brand_id)) throw new AppError('not.found');
    await this.repo.deleteCanned(id);
    return r.brand_id;
  }
}
