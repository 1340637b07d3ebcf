import { z } from 'zod';
import { amountTextSchema } from './money.ts';
import { gameCategories } from './navigation.ts';
import { str } from './text.ts';

/**
 * Cashback (manual rebate, module MANPLAYREB3): a rebate on valid turnover per game category at the
 * brand's rates. `manual`: the member claims today's accrued rebate whenever they like, and the
 * daily close pays what they left; `automatic`: the daily close pays it all.
 */
export const rebateModes = ['manual', 'automatic'] as const;
export type RebateMode = (typeof rebateModes)[number];

/**
 * A rate in basis points of valid turnover (100 = 1 %). At most 1,000 (10 %): real cashback runs
 * 0.1 % to 3 %, so a larger figure is a typing error, refused when the brand is saved.
 */
export const rebateRateSchema = z.number().int().min(0).max(1_000);

/** The brand's cashback settings (brand config `rebate`); a category with no rate earns nothing. */
export const rebateSettingsSchema = z.object({
  mode: z.enum(rebateModes).default('manual'),
  rates: z.partialRecord(z.enum(gameCategories), rebateRateSchema).default({}),
});
export type RebateSettings = z.infer<typeof rebateSettingsSchema>;

/** One category of today's cashback: the rate, the day's valid turnover, and what it earned, was claimed and is left. */
export const rebateCategorySchema = z.object({
  category: z.enum(gameCategories),
  rateBp: z.number(),
  validTurnover: amountTextSchema,
  /** rate x valid turnover, rounded down to 1/10,000. */
  earned: amountTextSchema,
  claimed: amountTextSchema,
  /** earned - claimed: what a claim pays now. */
  accrued: amountTextSchema,
});

/** Today's cashback (GET /wps/member/rebate): today is the brand's calendar day. */
export const rebateTodayValueSchema = z.object({
  /** The brand day (yyyy-MM-dd) the figures are for. */
  day: z.iso.date(),
  mode: z.enum(rebateModes),
  /** The instant the daily close pays what is left of `day` (its end plus the close's delay). */
  paidAt: str(),
  /** Categories with a rate or with turnover today, in the contract's category order. */
  categories: z.array(rebateCategorySchema),
  totals: z.object({
    validTurnover: amountTextSchema,
    earned: amountTextSchema,
    claimed: amountTextSchema,
    accrued: amountTextSchema,
    /**
     * Cashback paid earlier on bets that were voided after it was paid, not yet taken back: the daily close takes
     * it from the cashback it pays (never from the wallet), and a claim leaves that much for the close.
     */
    owed: amountTextSchema,
    /** accrued - owed, never below zero: what a claim pays now. */
    payable: amountTextSchema,
  }),
  /** Manual mode with something payable. */
  canClaim: z.boolean(),
});

export const rebateClaimBodySchema = z
  .object({
    /** Makes a retried claim harmless: the same id answers the same claim. */
    requestId: z.uuid(),
    /** The brand day the member saw; a claim sent after that day ended is refused (`rebate.day.ended`). */
    day: z.iso.date().optional(),
  })
  .strict();

/** One category of a payment: its turnover, rate and amount. */
export const rebatePaymentCategorySchema = z.object({ category: z.enum(gameCategories), validTurnover: amountTextSchema, rateBp: z.number(), amount: amountTextSchema });

/** A cashback payment: a claim (the member's) or the daily close's line (what was left of the day). */
export const rebatePaymentSchema = z.object({
  id: str(),
  source: z.enum(['claim', 'daily']),
  day: z.iso.date(),
  amount: amountTextSchema,
  /** `paid`; a claim still on its way to the wallet is `pending` (it is paid within a minute); a reversed daily payment is `reversed`. */
  status: z.enum(['paid', 'pending', 'reversed']),
  at: str(),
  categories: z.array(rebatePaymentCategorySchema),
  /** How the amount was worked out, in numbers (the same text operators see). */
  formula: str(),
});
export type RebatePayment = z.infer<typeof rebatePaymentSchema>;

export const rebateClaimValueSchema = z.object({ claim: rebatePaymentSchema, duplicate: z.boolean() });

export const rebateHistoryQuerySchema = z
  .object({
    pageNo: z.coerce.number().int().min(1).max(100).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(10),
  })
  .strict();
export const rebateHistoryValueSchema = z.object({ rows: z.array(rebatePaymentSchema), pageNo: z.number(), pageSize: z.number(), total: z.number() });
