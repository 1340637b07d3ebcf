import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { broadcastBodySchema, broadcastsQuerySchema, InboxCategory, InboxTemplate, inboxListQuerySchema, MemberSocketEvent } from '@lotus/contract/messages';
import type { Database } from '../../db/schema.ts';
import type { AuditEntry } from '../../platform/endpoint.ts';
import type { OperatorPrincipal } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import type { RealtimeHub } from '../../platform/realtime.ts';
import { inboxTemplateTexts, renderTemplate } from './inbox-templates.ts';
import type { Audience, BroadcastRow, InboxRepository, MessageRow } from './inbox.repository.ts';

/** A personal message: from a template (rendered in the language the member reads in) or a ready title and body. */
export type PersonalMessage = {
  brandId: number;
  memberId: number;
  /** The template's own category when left out. */
  category?: InboxCategory;
} & ({ template: InboxTemplate; params?: readonly string[] } | { template?: undefined; title: string; body: string });

/** Appends to the audit trail in the transaction given (OperatorService.record). */
export type AuditRecorder = (op: OperatorPrincipal, ip: string, entry: AuditEntry, trx: Kysely<Database>) => Promise<void>;

export interface InboxLogger {
  warn(o: object, message: string): void;
}

const previewLength = 80;
const realtimeTopic = { member: (id: number) => `member:${id}`, brand: (id: number) => `brand:${id}` };
export { realtimeTopic };

/**
 * The members' inbox: personal messages and brand broadcasts, read and unread, per category. The unread count
 * is a kept counter (see inbox.repository.ts); every change to it is published on `member:<id>`, and a
 * broadcast on `brand:<id>` (sockets then ask for their count).
 */
export class InboxService {
  constructor(
    private readonly repo: InboxRepository,
    private readonly realtime: RealtimeHub,
    private readonly record: AuditRecorder,
    private readonly now: () => Date,
    private readonly log: InboxLogger = { warn: () => undefined },
  ) {}

  async #audience(memberId: number): Promise<Audience> {
    const a = await this.repo.audience(memberId);
    if (!a) throw new AppError('login.not.session');
    return a;
  }

  async unreadCount(brandId: number, memberId: number): Promise<number> {
    const c = await this.repo.counter(memberId, brandId);
    if (!c.stale) return c.unread;
    return this.#fold(memberId);
  }

  async #fold(memberId: number, recount = false): Promise<number> {
    const n = await this.repo.fold(memberId, recount);
    if (n === null) throw new AppError('login.not.session');
    return n;
  }

  async list(memberId: number, language: string, q: z.output<typeof inboxListQuerySchema>) {
    const a = await this.#audience(memberId);
    // The page recounts folded broadcasts: changes to who the member is come through `audienceChanged`, and
    // this puts right one written past it (by hand, or by code that forgot the hook).
    const before = await this.repo.counter(memberId, a.brandId);
    const unreadCount = await this.#fold(memberId, true);
    if (unreadCount !== before.unread) await this.#published(memberId, unreadCount);
    const { rows, total } = await this.repo.list(a, { category: q.category, unread: q.unread === 'true', limit: q.pageSize, offset: (q.pageNo - 1) * q.pageSize });
    return {
      rows: rows.map((r) => {
        const { body, ...view } = this.#view(r, language);
        return { ...view, preview: body.replace(/\s+/g, ' ').slice(0, previewLength) };
      }),
      total,
      unreadCount,
    };
  }

  /** One message, whole; marks it read. Another member's message, or one deleted, is not found. */
  async detail(memberId: number, language: string, id: number) {
    const a = await this.#audience(memberId);
    const row = await this.repo.visible(a, BigInt(id));
    if (!row) throw new AppError('not.found');
    let unreadCount: number;
    if (row.read) unreadCount = await this.unreadCount(a.brandId, memberId);
    else {
      const r = row.member_id === null ? await this.repo.markBroadcast(memberId, row.id, 'read', this.now()) : await this.repo.readPersonal(memberId, row.id, this.now());
      // With a broadcast newer than the watermark, the counter's figure is folded up first.
      unreadCount = await this.unreadCount(a.brandId, memberId);
      if (r.changed) await this.#published(memberId, unreadCount);
    }
    return { ...this.#view({ ...row, read: true }, language), unreadCount };
  }

  async remove(memberId: number, id: number) {
    const a = await this.#audience(memberId);
    const row = await this.repo.visible(a, BigInt(id));
    if (!row) throw new AppError('not.found');
    const r = row.member_id === null ? await this.repo.markBroadcast(memberId, row.id, 'deleted', this.now()) : await this.repo.deletePersonal(memberId, row.id, this.now());
    const unreadCount = await this.unreadCount(a.brandId, memberId);
    if (r.changed) await this.#published(memberId, unreadCount);
    return { unreadCount };
  }

  async readAll(brandId: number, memberId: number) {
    await this.repo.readAll(memberId, this.now());
    const unreadCount = await this.unreadCount(brandId, memberId);
    await this.#published(memberId, unreadCount);
    return { unreadCount };
  }

  /**
   * Who a member is for broadcasts changed: a label, their VIP level or their upline (`downline`: an agent line
   * moved, so everyone below them too). Their counters count broadcasts again (see `forgetBroadcasts`), the
   * member's sockets hear the new count at once, and after a line move the brand's sockets are told to ask for
   * theirs (as after a broadcast). Called after the change committed; never throws (a failure is logged, and the
   * inbox page recounts).
   */
  async audienceChanged(c: { memberId: number; downline?: boolean }): Promise<void> {
    try {
      await this.repo.forgetBroadcasts(c.memberId, c.downline === true);
      const a = await this.repo.audience(c.memberId);
      if (!a) return;
      await this.#published(c.memberId, await this.unreadCount(a.brandId, c.memberId));
      if (c.downline) await this.realtime.publish(realtimeTopic.brand(a.brandId), { type: 'broadcast' } satisfies MemberSocketEvent);
    } catch (error) {
      this.log.warn({ err: error, memberId: c.memberId }, 'inbox: could not recount after a member change');
    }
  }

  /**
   * Sends a personal message (events, customer service's feedback replies) and tells the member's open sockets.
   * Answers the new message's id.
   */
  async sendPersonal(m: PersonalMessage): Promise<number> {
    const category = m.category ?? (m.template ? inboxTemplateTexts[m.template].category : 'system');
    const r = await this.repo.insertPersonal({
      brandId: m.brandId,
      memberId: m.memberId,
      category,
      template: m.template ?? null,
      params: m.template ? [...(m.params ?? [])] : [],
      title: m.template ? '' : m.title,
      body: m.template ? '' : m.body,
      at: this.now(),
    });
    await this.#published(m.memberId, await this.unreadCount(m.brandId, m.memberId), category);
    return Number(r.id);
  }

  /**
   * `sendPersonal` for events after money has moved: a failure is logged and swallowed, so it never
   * fails or undoes what already committed.
   */
  notify(m: PersonalMessage): void {
    void this.sendPersonal(m).catch((error: unknown) => this.log.warn({ err: error, memberId: m.memberId, template: m.template }, 'inbox: could not send a message'));
  }

  async sendBroadcast(op: OperatorPrincipal, body: z.output<typeof broadcastBodySchema>, ip: string) {
    const brandId = targetBrand(op, body.brandId);
    if (!(await this.repo.brandExists(brandId))) throw new AppError('not.found');
    let targetId: number | null = null;
    let targetName: string | null = null;
    const t = body.target;
    if (t.kind === 'vip') targetId = t.level;
    if (t.kind === 'label') {
      targetName = await this.repo.labelInBrand(t.labelId, brandId);
      if (targetName === null) throw new AppError('message.target.invalid');
      targetId = t.labelId;
    }
    if (t.kind === 'agent') {
      const agent = await this.repo.agentByUsername(brandId, t.agent);
      if (!agent) throw new AppError('message.target.invalid');
      targetId = agent.id;
      targetName = agent.username;
    }
    const at = this.now();
    const id = await this.repo.insertBroadcast({ brandId, category: body.category, title: body.title, body: body.body, kind: t.kind, targetId, sentBy: op.id, at }, (trx, messageId) =>
      this.record(op, ip, { action: 'messages.broadcast', target: `message:${messageId}`, brandId, details: { category: body.category, target: t.kind, targetId, title: body.title }, after: { title: body.title, body: body.body } }, trx),
    );
    await this.realtime.publish(realtimeTopic.brand(brandId), { type: 'broadcast' } satisfies MemberSocketEvent).catch((error: unknown) => this.log.warn({ err: error }, 'inbox: could not publish a broadcast'));
    return broadcastView({ id, brand_id: brandId, category: body.category, title: body.title, body: body.body, target_kind: t.kind, target_id: targetId, target_name: targetName, sent_by: op.username, created_at: at, read_count: 0 });
  }

  async broadcasts(op: OperatorPrincipal, q: z.output<typeof broadcastsQuerySchema>) {
    const brandId = targetBrand(op, q.brandId);
    const { rows, total } = await this.repo.broadcasts(brandId, q.pageSize, (q.pageNo - 1) * q.pageSize);
    return { rows: rows.map(broadcastView), total };
  }

  /** Tells the member's sockets their count; `category` names the message that just arrived, if one did. */
  async #published(memberId: number, unreadCount: number, category?: InboxCategory) {
    const event: MemberSocketEvent = category ? { type: 'unread', unreadCount, category } : { type: 'unread', unreadCount };
    await this.realtime.publish(realtimeTopic.member(memberId), event).catch((error: unknown) => this.log.warn({ err: error }, 'inbox: could not publish a count'));
  }

  #view(r: MessageRow, language: string) {
    const rendered = r.template ? renderTemplate(r.template, r.params, language) : null;
    return {
      id: Number(r.id),
      category: r.category as InboxCategory,
      title: rendered?.title ?? r.title,
      body: rendered?.body ?? r.body,
      read: r.read,
      broadcast: r.member_id === null,
      createdAt: r.created_at.toISOString(),
    };
  }
}

function targetBrand(op: OperatorPrincipal, named: number | undefined): number {
  if (op.brandId !== null) {
    if (named !== undefined && named !== op.brandId) throw new AppError('not.found');
    return op.brandId;
  }
  if (named === undefined) throw new AppError('request_param_err', { message: 'brandId: required for a deployment-wide operator' });
  return named;
}

function broadcastView(r: BroadcastRow) {
  return {
    id: Number(r.id),
    brandId: r.brand_id,
    title: r.title,
    body: r.body,
    category: r.category as InboxCategory,
    target: { kind: r.target_kind, id: r.target_id, name: r.target_name },
    sentBy: r.sent_by,
    createdAt: r.created_at.toISOString(),
    readCount: r.read_count,
  };
}
