import { z } from 'zod';
import { amountTextSchema } from './money.ts';
import { gameCategories } from './navigation.ts';
import { str } from './text.ts';

/** A bet's state in the bet journal: open until settled; void (house or vendor) and cancelled (member) count no turnover. */
export const betStatuses = ['open', 'settled', 'void', 'cancelled'] as const;
export type BetStatus = (typeof betStatuses)[number];

/** Inclusive dates (yyyy-MM-dd) in the brand's time zone; at most 92 days, so a request's work stays bounded. */
const dayRange = {
  from: z.iso.date(),
  to: z.iso.date(),
};
const withinRange = (q: { from: string; to: string }) => q.from <= q.to && Date.parse(q.to) - Date.parse(q.from) <= 92 * 86_400_000;
const rangeMessage = { message: 'from must not be after to, and the range is at most 92 days', path: ['to'] };

/** The betting record: the member's bets from every product, newest first. */
export const betRecordsQuerySchema = z
  .object({
    ...dayRange,
    category: z.enum(gameCategories).optional(),
    status: z.enum(betStatuses).optional(),
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict()
  .refine(withinRange, rangeMessage);

export const betRecordSchema = z.object({
  /** The bet's own key: stable, opaque. */
  id: str(),
  category: z.enum(gameCategories),
  vendor: str(),
  game: str(),
  stake: amountTextSchema,
  validTurnover: amountTextSchema,
  win: amountTextSchema,
  /** Win less stake once settled; zero while open, void or cancelled. */
  profit: amountTextSchema,
  status: z.enum(betStatuses),
  placedAt: str(),
  settledAt: str().nullable(),
  /** Where the detail lives: a lottery order, a house round (with its fairness proof), a vendor round. */
  detail: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('lottery'), orderNumber: str() }),
    z.object({ kind: z.literal('house'), roundId: str() }),
    z.object({ kind: z.literal('vendor'), roundId: str() }),
  ]),
});
export type BetRecord = z.infer<typeof betRecordSchema>;

export const betTotalsSchema = z.object({ bets: z.number(), stake: amountTextSchema, validTurnover: amountTextSchema, win: amountTextSchema, profit: amountTextSchema });

export const betRecordsValueSchema = z.object({ rows: z.array(betRecordSchema), totals: betTotalsSchema, pageNo: z.number(), pageSize: z.number(), total: z.number() });

/** Personal profit and loss: settled bets per brand day and category, from the daily rollups. */
export const profitQuerySchema = z
  .object({ ...dayRange, category: z.enum(gameCategories).optional() })
  .strict()
  .refine(withinRange, rangeMessage);

export const profitRowSchema = z.object({
  day: str(),
  category: z.enum(gameCategories),
  bets: z.number(),
  stake: amountTextSchema,
  validTurnover: amountTextSchema,
  win: amountTextSchema,
  profit: amountTextSchema,
  /** Cashback for the day and category: the member's claims and the daily close's payment. */
  rebate: amountTextSchema,
});
export const profitValueSchema = z.object({ rows: z.array(profitRowSchema), totals: betTotalsSchema.extend({ rebate: amountTextSchema }) });
