import { z } from 'zod';
import { rowId, rowIdParam } from './ids.ts';
import { str, text } from './text.ts';
import { amountSchema, amountTextSchema } from './money.ts';
import { turnoverRequirementSchema, turnoverTermsSchema } from './turnover.ts';

/** Deposits, withdrawals, bank cards and payment passwords (member side), and the operator's desk. */
const fileId = str().regex(/^[a-f0-9]{32}$/);
export const maxProofs = 3;
export const maxProofBytes = 5 * 1024 * 1024;

export const channelSchema = z.object({
  id: z.number(),
  code: str(),
  kind: z.enum(['manual_bank', 'online']),
  name: str(),
  minAmount: amountTextSchema,
  maxAmount: amountTextSchema,
  /** The brand's receiving accounts, for manual bank transfers. */
  accounts: z.array(z.object({ bankName: str(), accountName: str(), accountNumber: str() })),
  /** A demo stand-in (no real provider behind it): the site marks it so nobody mistakes it for a real payment. */
  demo: z.boolean().default(false),
});

export const depositBodySchema = z
  .object({
    channelId: rowId(),
    amount: amountSchema,
    /** The member's transfer reference (manual bank transfers). */
    reference: text(64).default(''),
    proofs: z.array(fileId).max(maxProofs).default([]),
  })
  .strict();

export const depositRowSchema = z.object({
  id: z.number(),
  channel: str(),
  amount: amountTextSchema,
  reference: str(),
  status: z.enum(['pending', 'approved', 'rejected']),
  reason: str().nullable(),
  createdAt: str(),
  decidedAt: str().nullable(),
  /** Online channels: the provider page the member pays on. */
  paymentUrl: str().optional(),
});

export const pageQuerySchema = z
  .object({ pageNo: z.coerce.number().int().min(1).max(10_000).default(1), pageSize: z.coerce.number().int().min(1).max(100).default(20) })
  .strict();

export const paymentPasswordBodySchema = z
  .object({ password: str().regex(/^\d{6}$/, '6 digits'), confirmPassword: str(), loginPassword: str().min(1).max(128) })
  .strict();

export const bankCardBodySchema = z
  .object({ bankName: text(60).min(2), accountName: text(60).min(2), accountNumber: str().trim().regex(/^[0-9A-Za-z]{6,34}$/), paymentPassword: str().max(32) })
  .strict();
export const bankCardSchema = z.object({ id: z.number(), bankName: str(), accountName: str(), accountNumber: str() });

export const withdrawBodySchema = z.object({ cardId: rowId(), amount: amountSchema, paymentPassword: str().max(32) }).strict();
export const withdrawalRowSchema = z.object({
  id: z.number(),
  amount: amountTextSchema,
  card: str(),
  status: z.enum(['pending', 'rejected', 'paid', 'received', 'not_received']),
  reason: str().nullable(),
  createdAt: str(),
  paidAt: str().nullable(),
  /** When a paid withdrawal counts as received if the member says nothing. */
  autoReceiptAt: str().nullable(),
});
/** What a member may withdraw now: the brand's limits, what today used, the turnover still owed, and whether a payment password is set. */
export const withdrawalRulesSchema = z.object({
  minAmount: amountTextSchema,
  maxAmount: amountTextSchema,
  perDay: z.number(),
  usedToday: z.number(),
  /** What the open turnover requirements ask for together, and the valid turnover towards them; null when none is open. */
  turnover: z.object({ needed: amountTextSchema, done: amountTextSchema }).nullable(),
  /** The open requirements, oldest first (the order turnover meets them in). */
  requirements: z.array(turnoverRequirementSchema),
  /** The brand lets members withdraw while a requirement is open. */
  withdrawWithOpenTurnover: z.boolean(),
  hasPaymentPassword: z.boolean(),
});
export const withdrawConfirmBodySchema = z.object({ received: z.boolean(), proofs: z.array(fileId).max(maxProofs).default([]) }).strict();

// Operators (back office): decisions and adjustments; their login is in operators.ts.
export const decisionBodySchema = z.object({ approve: z.boolean(), reason: text(140).optional() }).strict();
export const adjustmentBodySchema = z
  .object({
    /** Signed: positive credits the member, negative debits. */
    amount: str().regex(/^-?\d{1,13}(\.\d{1,4})?$/),
    reason: text(140).min(3),
    /** Makes a retried adjustment harmless. */
    requestId: z.uuid(),
    /** A credit may oblige the member to bet a turnover before withdrawing. */
    turnover: turnoverTermsSchema.optional(),
  })
  .strict();
export const idParamsSchema = z.object({ id: rowIdParam() }).strict();
export const statusQuerySchema = z.object({ status: str().max(20).optional(), pageNo: z.coerce.number().int().min(1).max(10_000).default(1), pageSize: z.coerce.number().int().min(1).max(100).default(50) }).strict();

export const channelParamsSchema = z.object({ channel: str().regex(/^[A-Z0-9_]{2,20}$/) }).strict();
export const localPayBodySchema = z.object({ paid: z.boolean() }).strict();
