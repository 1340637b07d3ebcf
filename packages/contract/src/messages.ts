import { z } from 'zod';
import { rowIdParam } from './ids.ts';
import { multilineText, str, text } from './text.ts';

/**
 * The members' inbox (messageV2, module INBOX3): personal messages (from events, from customer service) and
 * brand broadcasts, each in a category. The server renders a templated message in the request's language
 * (numbered placeholders `{0}`); an operator's broadcast is plain text (no HTML), shown as written.
 */
export const inboxCategories = ['system', 'account', 'payment', 'promotion', 'feedback'] as const;
export type InboxCategory = (typeof inboxCategories)[number];

/** Template keys of event messages (the server holds their EN and UR texts). */
export const inboxTemplates = ['deposit.approved', 'deposit.rejected', 'withdrawal.paid', 'withdrawal.rejected', 'password.changed', 'bonus.granted', 'contract.offered', 'feedback.replied'] as const;
export type InboxTemplate = (typeof inboxTemplates)[number];

/** GET /wps/relay/CSP_unreadCount: unread personal messages and broadcasts together. */
export const unreadCountValueSchema = z.object({ unreadCount: z.number().int().min(0) });

export const inboxListQuerySchema = z
  .object({
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(20),
    category: z.enum(inboxCategories).optional(),
    /** `true`: only unread messages. */
    unread: z.enum(['true', 'false']).optional(),
  })
  .strict();

export const inboxRowSchema = z.object({
  id: z.number(),
  category: z.enum(inboxCategories),
  title: str(),
  /** The first characters of the body, for the list. */
  preview: str(),
  read: z.boolean(),
  /** A brand broadcast (one row for many members) rather than a message to this member alone. */
  broadcast: z.boolean(),
  createdAt: str(),
});
export const inboxListValueSchema = z.object({ rows: z.array(inboxRowSchema), total: z.number(), unreadCount: z.number() });

export const inboxParamsSchema = z.object({ id: rowIdParam() }).strict();
/** One message, whole; opening it marks it read. */
export const inboxDetailValueSchema = inboxRowSchema.omit({ preview: true }).extend({ body: z.string(), unreadCount: z.number() });
export const inboxChangeValueSchema = z.object({ unreadCount: z.number() });

/** Whom a broadcast reaches: the brand's members, members at a VIP level or above, members with a label, an agent and their downline. */
export const broadcastTargetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('brand') }).strict(),
  z.object({ kind: z.literal('vip'), level: z.number().int().min(0).max(100) }).strict(),
  z.object({ kind: z.literal('label'), labelId: rowIdParam() }).strict(),
  z.object({ kind: z.literal('agent'), agent: text(40).min(1) }).strict(),
]);
export type BroadcastTarget = z.infer<typeof broadcastTargetSchema>;

export const broadcastBodySchema = z
  .object({
    /** The working brand; a brand's operator may leave it out (their own). */
    brandId: rowIdParam().optional(),
    title: text(120).min(1),
    body: multilineText(4_000).min(1),
    category: z.enum(inboxCategories),
    target: broadcastTargetSchema,
  })
  .strict();

export const broadcastRowSchema = z.object({
  id: z.number(),
  brandId: z.number(),
  title: str(),
  body: z.string(),
  category: z.enum(inboxCategories),
  /** `brand`, `vip` (level and up), `label` or `agent` (an agent's line), with what it names. */
  target: z.object({ kind: z.enum(['brand', 'vip', 'label', 'agent']), id: z.number().nullable(), name: str().nullable() }),
  sentBy: str().nullable(),
  createdAt: str(),
  /** Members who opened it (read markers; a member's "read all" is not counted here). */
  readCount: z.number(),
});
export const broadcastsQuerySchema = z
  .object({ brandId: rowIdParam().optional(), pageNo: z.coerce.number().int().min(1).max(10_000).default(1), pageSize: z.coerce.number().int().min(1).max(100).default(20) })
  .strict();
export const broadcastsValueSchema = z.object({ rows: z.array(broadcastRowSchema), total: z.number() });

/** Frames of the member websocket `/ws/member`: the client sends `{ type: 'auth', token, merchant }` first; close codes: `socketClose` (socket-close). */
export const memberSocketAuthSchema = z.object({ type: z.literal('auth'), token: str().min(1).max(200), merchant: str().min(1).max(32) }).strict();
/**
 * `unread` carries the new count; when a personal message arrived it also names the message's `category`, so
 * the site can refresh what the news is about (a payment message: the balance and the payment records).
 */
export type MemberSocketEvent = { type: 'ready' } | { type: 'unread'; unreadCount: number; category?: InboxCategory } | { type: 'broadcast' };
