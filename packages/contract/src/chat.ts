import { z } from 'zod';
import { multilineText, str, text } from './text.ts';
import { rowId, rowIdParam } from './ids.ts';

/**
 * Live chat (the "chat room" dialog, issue 15): a member or a visitor talks to the brand's support desk.
 * Messages travel over HTTP (stored first), then the `/ws/chat` socket carries copies, typing and read marks.
 * A visitor is known by a chat token the server hands out with their first conversation (header `Chat-Token`).
 */
export const chatTextMax = 2000;
/** Images: png or jpg, checked by their bytes, at most 5 MB (spec section 5's upload rule). */
export const chatImageMaxBytes = 5 * 1024 * 1024;
/** The header a visitor's browser sends its chat token in (members send their session token as usual). */
export const chatTokenHeader = 'chat-token';
/** The websocket path: the first frame names who is talking (`chatClientFrameSchema` `auth`). */
export const chatSocketPath = '/ws/chat';

export const chatStatuses = ['waiting', 'open', 'closed'] as const;
export type ChatStatus = (typeof chatStatuses)[number];
export const chatSenders = ['customer', 'agent', 'system'] as const;
export type ChatSender = (typeof chatSenders)[number];

export const chatMessageSchema = z.object({
  id: z.number(),
  conversationId: z.number(),
  sender: z.enum(chatSenders),
  /** The agent's name on agent messages (operators' usernames stay on the console side: the site shows a role). */
  agentName: str().nullable(),
  text: str(),
  /** An image message's file id (fetch it with chatImage / opChatImage). */
  imageId: str().nullable(),
  createdAt: str(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** What the customer sees of their conversation. */
export const chatConversationSchema = z.object({
  id: z.number(),
  status: z.enum(chatStatuses),
  /** Whether an agent of the brand is on the desk now: if not, the dialog says messages will be answered here. */
  agentsOnline: z.boolean(),
  /** The last message id the agent side has read (read marks on the customer's bubbles). */
  agentReadUpTo: z.number(),
  customerReadUpTo: z.number(),
  messages: z.array(chatMessageSchema),
  /** More history before the first message listed. */
  hasEarlier: z.boolean(),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;

export const chatViewQuerySchema = z
  .object({
    /** Messages older than this id (history paging); absent: the latest page. */
    before: rowIdParam().optional(),
  })
  .strict();
export const chatViewValueSchema = z.object({ conversation: chatConversationSchema.nullable() });

export const chatStartValueSchema = z.object({
  conversation: chatConversationSchema,
  /** Set for a visitor: keep it (the browser's storage) to find this conversation again. */
  chatToken: str().nullable(),
});

export const chatSendBodySchema = z.object({ text: multilineText(chatTextMax).min(1, 'must not be empty') }).strict();
export const chatSendValueSchema = z.object({ message: chatMessageSchema, agentsOnline: z.boolean() });
export const chatReadBodySchema = z.object({ upTo: rowId() }).strict();
export const chatReadValueSchema = z.object({ upTo: z.number() });
export const chatImageParamsSchema = z.object({ imageId: z.string().regex(/^[a-f0-9]{32}$/) }).strict();

// The console's desk.

export const opChatRowSchema = z.object({
  id: z.number(),
  brandId: z.number(),
  brandCode: str(),
  status: z.enum(chatStatuses),
  customerName: str(),
  /** Null for a visitor. */
  memberId: z.number().nullable(),
  assignedTo: z.object({ id: z.number(), username: str() }).nullable(),
  createdAt: str(),
  lastMessageAt: str(),
  lastMessage: str(),
  /** Customer messages the agent side has not read. */
  unread: z.number(),
  closedAt: str().nullable(),
});
export type OpChatRow = z.infer<typeof opChatRowSchema>;

export const opChatListQuerySchema = z
  .object({
    status: z.enum(chatStatuses).optional(),
    /** Deployment-wide operators: one brand (else every brand). */
    brandId: rowIdParam().optional(),
    /** Only conversations assigned to the caller. */
    mine: z.enum(['true', 'false']).optional(),
    /** Customer name (member username, or `Visitor`) contains. */
    q: text(64).optional(),
    /** Started on or after / before this day (UTC, yyyy-MM-dd). */
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(50),
  })
  .strict();
export const opChatListValueSchema = z.object({ rows: z.array(opChatRowSchema), total: z.number(), agentsOnline: z.array(z.object({ id: z.number(), username: str() })) });

export const opChatParamsSchema = z.object({ id: rowIdParam() }).strict();
export const opChatDetailSchema = z.object({
  conversation: opChatRowSchema,
  messages: z.array(chatMessageSchema),
  hasEarlier: z.boolean(),
  customerReadUpTo: z.number(),
  agentReadUpTo: z.number(),
});
export const opChatAssignBodySchema = z.object({ operatorId: rowId().optional() }).strict();
export const opChatCloseBodySchema = z.object({}).strict();

export const cannedReplySchema = z.object({ id: z.number(), brandId: z.number(), title: str(), text: str() });
export type CannedReply = z.infer<typeof cannedReplySchema>;
export const cannedQuerySchema = z.object({ brandId: rowIdParam().optional() }).strict();
export const cannedBodySchema = z
  .object({ title: text(80).min(1, 'must not be empty'), text: multilineText(chatTextMax).min(1, 'must not be empty') })
  .strict();
export const cannedParamsSchema = z.object({ id: rowIdParam() }).strict();
export const cannedListValueSchema = z.object({ rows: z.array(cannedReplySchema) });

// The socket's frames.

/** First frame: exactly one of a member session token, a visitor chat token or an operator token. */
export const chatClientFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), merchant: text(32).optional(), token: text(200).optional(), chatToken: text(200).optional(), operatorToken: text(200).optional() }).strict(),
  z.object({ type: z.literal('typing'), conversationId: rowId().optional(), typing: z.boolean() }).strict(),
  z.object({ type: z.literal('ping') }).strict(),
]);
export type ChatClientFrame = z.infer<typeof chatClientFrameSchema>;

export type ChatEvent =
  | { type: 'ready'; role: 'customer' | 'agent' }
  | { type: 'error'; code: string }
  | { type: 'pong' }
  | { type: 'message'; conversationId: number; brandId: number; message: ChatMessage }
  | { type: 'typing'; conversationId: number; brandId: number; from: 'customer' | 'agent'; typing: boolean }
  | { type: 'read'; conversationId: number; brandId: number; by: 'customer' | 'agent'; upTo: number }
  | { type: 'conversation'; conversationId: number; brandId: number; status: ChatStatus; assignedTo: number | null };
