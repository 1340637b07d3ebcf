import { z } from 'zod';
import { amountTextSchema } from './money.ts';
import { gameCategories } from './navigation.ts';
import { str } from './text.ts';

/**
 * The console's Dashboard and Reports (issue 14). Figures are per brand day (the brand's time zone).
 * - GGR: stake less win of the bets that settled that day (per category from the daily rollups, per vendor
 *   from the journal);
 * - bonuses: what the brand's bonus account paid that day (bonuses and rebates, less clawbacks);
 * - NGR: GGR less bonuses (operators' adjustments are corrections, not a cost of play: they are left out);
 * - active members: members with at least one bet placed that day; new members: registered that day;
 * - deposits: approved that day (amount and count); withdrawals: paid that day (amount and count).
 * A deployment-wide operator sees one brand (`brand`) or every brand (all of one currency).
 */

/** A report covers at most this many days (inclusive). */
export const reportMaxDays = 92;
/** The dashboard's window: today and the days before it. */
export const dashboardDays = 30;
export const balanceSorts = ['balance', 'username', 'memberId'] as const;
export const ggrGroupings = ['category', 'vendor'] as const;

const brandCode = str().trim().regex(/^[A-Za-z0-9_-]{1,32}$/);
const withinRange = (q: { from: string; to: string }) => q.from <= q.to && Date.parse(q.to) - Date.parse(q.from) < reportMaxDays * 86_400_000;
const rangeMessage = { message: `from must not be after to, and the range is at most ${reportMaxDays} days`, path: ['to'] };

export const dashboardQuerySchema = z.object({ brand: brandCode.optional() }).strict();

export const categoryFiguresSchema = z.object({
  category: z.enum(gameCategories),
  bets: z.number(),
  stake: amountTextSchema,
  win: amountTextSchema,
  ggr: amountTextSchema,
});

export const dayFiguresSchema = z.object({
  day: str(),
  deposits: amountTextSchema,
  depositCount: z.number(),
  withdrawals: amountTextSchema,
  withdrawalCount: z.number(),
  ggr: amountTextSchema,
  bonuses: amountTextSchema,
  ngr: amountTextSchema,
  activeMembers: z.number(),
  newMembers: z.number(),
  /** Categories with settled bets that day. */
  categories: z.array(categoryFiguresSchema),
});

export const dashboardValueSchema = z.object({
  /** The brand shown; null: every brand in scope. */
  brand: str().nullable(),
  currency: str(),
  /** The brand's today (the first brand's for every brand). */
  today: str(),
  /** Oldest first, every day of the window (days without anything are zeros). */
  days: z.array(dayFiguresSchema),
  /** Requests awaiting an operator's decision now. */
  pending: z.object({ deposits: z.number(), withdrawals: z.number() }),
});

const rangeQuery = { brand: brandCode.optional(), from: z.iso.date(), to: z.iso.date() };

export const dailyReportQuerySchema = z.object(rangeQuery).strict().refine(withinRange, rangeMessage);
export const dailyReportValueSchema = z.object({ brand: str().nullable(), currency: str(), rows: z.array(dayFiguresSchema) });

export const ggrReportQuerySchema = z
  .object({ ...rangeQuery, by: z.enum(ggrGroupings).default('category') })
  .strict()
  .refine(withinRange, rangeMessage);
export const ggrReportRowSchema = z.object({
  day: str(),
  category: z.enum(gameCategories),
  /** Null when grouped by category. */
  vendor: str().nullable(),
  bets: z.number(),
  stake: amountTextSchema,
  win: amountTextSchema,
  ggr: amountTextSchema,
});
export const ggrReportValueSchema = z.object({ brand: str().nullable(), currency: str(), rows: z.array(ggrReportRowSchema) });

export const balancesQuerySchema = z
  .object({
    brand: brandCode.optional(),
    /** Members whose main wallet holds at least this much (a decimal, two decimals shown). */
    minBalance: str()
      .trim()
      .regex(/^\d{1,13}(\.\d{1,4})?$/, 'an amount')
      .optional(),
    sort: z.enum(balanceSorts).default('balance'),
    order: z.enum(['asc', 'desc']).default('desc'),
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();
export const balanceRowSchema = z.object({ memberId: z.number(), username: str(), brand: str(), balance: amountTextSchema, currency: str() });
export const balancesValueSchema = z.object({ rows: z.array(balanceRowSchema), total: z.number() });
