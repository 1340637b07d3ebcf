import { z } from 'zod';
import { amountSchema, amountTextSchema } from './money.ts';
import { str, text } from './text.ts';

/**
 * Turnover requirements (the withdrawal rule): a deposit, bonus or adjustment may oblige the member to
 * bet an amount (valid turnover) before withdrawing. Valid turnover meets them in order of creation.
 */
export const turnoverSources = ['deposit', 'bonus', 'adjustment', 'rebate'] as const;
export const turnoverStatuses = ['open', 'met', 'waived'] as const;

export const turnoverRequirementSchema = z.object({
  id: str(),
  source: z.enum(turnoverSources),
  /** The money the requirement came with, and the multiple of it (null: a fixed amount). */
  baseAmount: amountTextSchema,
  multiple: z.number().nullable(),
  required: amountTextSchema,
  done: amountTextSchema,
  status: z.enum(turnoverStatuses),
  createdAt: str(),
  closedAt: str().nullable(),
});

/** The member centre's bonus details (bonusDetails): every requirement, newest first, and what remains of the open ones. */
export const turnoverQuerySchema = z
  .object({
    status: z.enum(turnoverStatuses).optional(),
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();
export const turnoverValueSchema = z.object({
  rows: z.array(turnoverRequirementSchema),
  total: z.number(),
  /** What the open requirements still ask for, together; null when none is open. */
  open: z.object({ needed: amountTextSchema, done: amountTextSchema, count: z.number() }).nullable(),
  /** The brand lets members withdraw while a requirement is open. */
  withdrawWithOpen: z.boolean(),
});

/** Terms an operator puts on a credit: a multiple of it, or a fixed amount to bet. */
export const turnoverTermsSchema = z.union([z.object({ multiple: z.number().positive().max(1000) }).strict(), z.object({ amount: amountSchema }).strict()]);

export const waiveBodySchema = z.object({ reason: text(140).min(3) }).strict();
export const requirementParamsSchema = z.object({ id: str().regex(/^[1-9]\d{0,17}$/) }).strict();
