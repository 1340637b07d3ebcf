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
/** The console's deposit and withdrawal queues: a deployment-wide operator may narrow them to one brand (a brand operator naming another brand is not found, as for channels). */
export const opQueueQuerySchema = statusQuerySchema.extend({ brandId: rowIdParam().optional() }).strict();

export const channelParamsSchema = z.object({ channel: str().regex(/^[A-Z0-9_]{2,20}$/) }).strict();
export const localPayBodySchema = z.object({ paid: z.boolean() }).strict();

// The console's Payments section: proofs, two-step approval, channels and their limits, bank cards.
export const proofParamsSchema = z.object({ fileId }).strict();

/** Where a row stands in its approval: one step, or two (amount at or above the brand's threshold) and who approved first. */
export const approvalSchema = z.object({
  twoStep: z.boolean(),
  firstApproval: z.object({ operatorId: z.number(), operator: str(), at: str() }).nullable(),
});

/** A brand's payment settings: amounts at or above `approvalThreshold` need a second approval by another operator (null: one step). */
export const paymentSettingsSchema = z.object({ approvalThreshold: amountTextSchema.nullable() });
export const paymentSettingsBodySchema = z.object({ approvalThreshold: amountSchema.nullable() }).strict();
/** A deployment-wide operator names the brand (`brandId`); a brand's operator reads and sets their own. */
export const brandQuerySchema = z.object({ brandId: rowIdParam().optional() }).strict();

const accountSchema = z.object({ bankName: text(60).min(2), accountName: text(60).min(2), accountNumber: str().trim().regex(/^[0-9A-Za-z -]{4,40}$/) }).strict();
export const opChannelSchema = z.object({
  id: z.number(),
  brandId: z.number(),
  code: str(),
  kind: z.enum(['manual_bank', 'online']),
  name: str(),
  enabled: z.boolean(),
  sort: z.number(),
  minAmount: amountTextSchema,
  maxAmount: amountTextSchema,
  /** The most the channel takes a brand-local day, all members together; null = no limit. */
  dailyLimit: amountTextSchema.nullable(),
  /** What the channel took today (brand-local day), pending and approved deposits. */
  usedToday: amountTextSchema,
  accounts: z.array(z.object({ bankName: str(), accountName: str(), accountNumber: str() })),
});
const channelFields = {
  name: text(60).min(2),
  kind: z.enum(['manual_bank', 'online']),
  minAmount: amountSchema,
  maxAmount: amountSchema,
  dailyLimit: amountSchema.nullable(),
  enabled: z.boolean(),
  sort: z.number().int().min(0).max(9999),
  /** The receiving accounts members see (manual bank transfers). */
  accounts: z.array(accountSchema).max(10),
};
const limitsHold = (v: { minAmount?: bigint; maxAmount?: bigint; dailyLimit?: bigint | null }) =>
  (v.minAmount === undefined || v.maxAmount === undefined || v.minAmount <= v.maxAmount) && (v.dailyLimit == null || v.maxAmount === undefined || v.dailyLimit >= v.maxAmount);
const limitsMessage = { message: 'minAmount must not exceed maxAmount, and dailyLimit must be at least maxAmount', path: ['maxAmount'] };
export const channelCreateBodySchema = z
  .object({ ...channelFields, code: str().regex(/^[A-Z0-9_]{2,20}$/), brandId: rowId().optional() })
  .strict()
  .refine(limitsHold, limitsMessage);
/** Any of the fields; the limits are checked against the channel's others on the server. */
export const channelUpdateBodySchema = z.object(channelFields).partial().strict().refine(limitsHold, limitsMessage);
export const channelsValueSchema = z.object({ rows: z.array(opChannelSchema) });

export const bankCardsQuerySchema = z
  .object({
    /** Username, account number, account name or bank (a part of any). */
    q: text(60).optional(),
    status: z.enum(['active', 'disabled']).optional(),
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(50),
  })
  .strict();
export const opBankCardSchema = z.object({
  id: z.number(),
  memberId: z.number(),
  member: str(),
  bankName: str(),
  accountName: str(),
  /** In full: operators check payouts against it. */
  accountNumber: str(),
  createdAt: str(),
  disabledAt: str().nullable(),
  disabledReason: str().nullable(),
});
export const bankCardsValueSchema = z.object({ rows: z.array(opBankCardSchema), total: z.number() });
export const disableCardBodySchema = z.object({ reason: text(140).min(3) }).strict();
