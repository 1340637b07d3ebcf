import { z } from 'zod';
import { amountSchema, amountTextSchema } from './money.ts';

/** Deposits, withdrawals, bank cards and payment passwords (member side), and the operator's desk. */
const text = (max: number) => z.string().trim().max(max);
const fileId = z.string().regex(/^[a-f0-9]{32}$/);
export const maxProofs = 3;
export const maxProofBytes = 5 * 1024 * 1024;

export const channelSchema = z.object({
  id: z.number(),
  code: z.string(),
  kind: z.enum(['manual_bank', 'online']),
  name: z.string(),
  minAmount: amountTextSchema,
  maxAmount: amountTextSchema,
  /** The brand's receiving accounts, for manual bank transfers. */
  accounts: z.array(z.object({ bankName: z.string(), accountName: z.string(), accountNumber: z.string() })),
  /** A demo stand-in (no real provider behind it): the site marks it so nobody mistakes it for a real payment. */
  demo: z.boolean().default(false),
});

export const depositBodySchema = z
  .object({
    channelId: z.number().int().positive(),
    amount: amountSchema,
    /** The member's transfer reference (manual bank transfers). */
    reference: text(64).default(''),
    proofs: z.array(fileId).max(maxProofs).default([]),
  })
  .strict();

export const depositRowSchema = z.object({
  id: z.number(),
  channel: z.string(),
  amount: amountTextSchema,
  reference: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** Online channels: the provider page the member pays on. */
  paymentUrl: z.string().optional(),
});

export const pageQuerySchema = z
  .object({ pageNo: z.coerce.number().int().min(1).max(10_000).default(1), pageSize: z.coerce.number().int().min(1).max(100).default(20) })
  .strict();

export const paymentPasswordBodySchema = z
  .object({ password: z.string().regex(/^\d{6}$/, '6 digits'), confirmPassword: z.string(), loginPassword: z.string().min(1).max(128) })
  .strict();

export const bankCardBodySchema = z
  .object({ bankName: text(60).min(2), accountName: text(60).min(2), accountNumber: z.string().trim().regex(/^[0-9A-Za-z]{6,34}$/), paymentPassword: z.string().max(32) })
  .strict();
export const bankCardSchema = z.object({ id: z.number(), bankName: z.string(), accountName: z.string(), accountNumber: z.string() });

export const withdrawBodySchema = z.object({ cardId: z.number().int().positive(), amount: amountSchema, paymentPassword: z.string().max(32) }).strict();
export const withdrawalRowSchema = z.object({
  id: z.number(),
  amount: amountTextSchema,
  card: z.string(),
  status: z.enum(['pending', 'rejected', 'paid', 'received', 'not_received']),
  reason: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** When a paid withdrawal counts as received if the member says nothing. */
  autoReceiptAt: z.string().nullable(),
});
/** What a member may withdraw now: the brand's limits, what today used, the turnover still owed, and whether a payment password is set. */
export const withdrawalRulesSchema = z.object({
  minAmount: amountTextSchema,
  maxAmount: amountTextSchema,
  perDay: z.number(),
  usedToday: z.number(),
  /** Bets needed since the last approved deposit (its amount x the brand's multiple), and bets so far; null when nothing is owed. */
  turnover: z.object({ needed: amountTextSchema, done: amountTextSchema }).nullable(),
  hasPaymentPassword: z.boolean(),
});
export const withdrawConfirmBodySchema = z.object({ received: z.boolean(), proofs: z.array(fileId).max(maxProofs).default([]) }).strict();

// Operators (back office): decisions and adjustments; their login is in operators.ts.
export const decisionBodySchema = z.object({ approve: z.boolean(), reason: text(140).optional() }).strict();
export const adjustmentBodySchema = z
  .object({
    /** Signed: positive credits the member, negative debits. */
    amount: z.string().regex(/^-?\d{1,13}(\.\d{1,4})?$/),
    reason: text(140).min(3),
    /** Makes a retried adjustment harmless. */
    requestId: z.uuid(),
  })
  .strict();
export const idParamsSchema = z.object({ id: z.coerce.number().int().positive() }).strict();
export const statusQuerySchema = z.object({ status: z.string().max(20).optional(), pageNo: z.coerce.number().int().min(1).default(1), pageSize: z.coerce.number().int().min(1).max(100).default(50) }).strict();

export const channelParamsSchema = z.object({ channel: z.string().regex(/^[A-Z0-9_]{2,20}$/) }).strict();
export const localPayBodySchema = z.object({ paid: z.boolean() }).strict();
