import { z } from 'zod';
import { rowIdParam } from './ids.ts';
import { str } from './text.ts';
import { amountSchema, amountTextSchema } from './money.ts';

/**
 * The lottery gateway of api-protocol.md (`/lgw`, `/lotto/lgw`, `/lotto-vn/lgw`). These calls answer
 * plain JSON without the envelope; failures are `{ errorCode, message }`. Amounts are decimal text
 * with up to four decimals (lottery amounts have four), like every amount on the wire.
 */

const id = rowIdParam();
const numero = str().trim().regex(/^\d{7}$|^\d{8}-\d{3,4}$/, 'issue number YYYYNNN or YYYYMMDD-NNN');

export const lotteryGameParamsSchema = z.object({ gameId: id }).strict();
export const lotteryGameQuerySchema = z.object({ gameId: id }).strict();

export const lotteryGameSchema = z.object({
  gameId: z.number(),
  code: str(),
  remark: str(),
  displayName: str(),
  /** The engine family (SSC, 11X5, K3, PK10, LHC, PC28, LF3D, LFP3, LFP5, CHAIN-*, VNN, VNS, THAI). */
  family: str(),
  prizeMode: str(),
  prizeModeId: z.number(),
  /** Seconds between draws for in-house fast games; null for official schedules. */
  cadenceSeconds: z.number().nullable(),
  drawSource: z.enum(['rng', 'official']),
  /** VN and Thai games: the station or market (e.g. `HN`, `HCM`); null otherwise. */
  station: str().nullable(),
  region: str().nullable(),
});
export type LotteryGame = z.infer<typeof lotteryGameSchema>;

export const lotteryGroupsValueSchema = z.array(
  z.object({ code: str(), gameGroupId: z.number(), displayName: str(), games: z.array(lotteryGameSchema) }),
);

const pickerSchema = z.object({
  rows: z.array(z.object({ label: str(), name: str(), balls: z.array(str()), min: z.number(), max: z.number() })),
  entry: z.object({ size: z.number() }).optional(),
  quickPicks: z.boolean(),
});

export const playMenuSchema = z.object({
  playId: z.number(),
  playCode: str(),
  playName: str(),
  /** Price of one bet in the main mode (2). */
  singleBetPrice: amountTextSchema,
  /** Whether the play is open for betting in this brand. */
  playSwitch: z.boolean(),
  pricing: z.enum(['series', 'odds']),
  approaches: z.array(z.union([z.literal(1), z.literal(2)])),
  picker: pickerSchema,
  /** Prize of each level for one bet at the main mode and the default series (odds plays: decimal odds). */
  levels: z.array(z.object({ key: str(), prize: amountTextSchema, odds: str() })),
});
export const playMenuValueSchema = z.array(
  z.object({
    prizeModeId: z.number(),
    prizeMode: str(),
    playMenuGroups: z.array(z.object({ playCode: str(), playName: str(), playMenus: z.array(playMenuSchema) })),
  }),
);

export const bettingModeSchema = z.object({
  /** 1 to 4: unit 1, 0.1, 0.01, 0.001 of the single bet price (2, 0.2, 0.02, 0.002). */
  code: z.number(),
  unit: str(),
  betAmountMax: amountTextSchema,
  betMultipleMax: z.number(),
  winAmountMax: amountTextSchema,
});
export const lotterySettingValueSchema = z.object({
  bettingModes: z.array(bettingModeSchema),
  lockSeconds: z.number(),
  maxChaseIssues: z.number(),
  /** Most a member may win in one issue, over all orders. */
  winAmountMaxPerIssue: amountTextSchema,
  /** The family's rule choices in force for this brand (games.md "choice"). */
  rules: z.record(str(), z.unknown()),
});

export const issueSchema = z.object({
  numero: str(),
  /** Milliseconds until the draw. */
  remainTime: z.number(),
  /** Seconds until betting locks (0 once locked). */
  lockTime: z.number(),
  isSale: z.boolean(),
  saleTime: str(),
  lockAt: str(),
  drawTime: str(),
  /** SHA-256 of the issue's seed, published when sales open (in-house draws). */
  seedHash: str().nullable(),
});
export const drawRowSchema = z.object({
  gameId: z.number(),
  gameCode: str(),
  numero: str(),
  winningNumber: str(),
  /** The draw's balls per position, for trend charts. */
  positions: z.array(z.number()),
  drawTime: str(),
  /** In-house draws: the seed behind the result and its earlier published hash. */
  seed: str().nullable(),
  seedHash: str().nullable(),
  status: z.enum(['drawn', 'settled', 'void']),
});
export type DrawRow = z.infer<typeof drawRowSchema>;

export const nearValueSchema = z.object({ currentNumero: issueSchema.nullable(), previousNumero: drawRowSchema.nullable() });
export const chaseIssuesValueSchema = z.array(z.object({ numero: str(), drawTime: str(), lockAt: str() }));
export const chaseQuerySchema = z.object({ count: z.coerce.number().int().min(1).max(120).default(30) }).strict();
export const drawsValueSchema = z.array(drawRowSchema);
export const drawHistoryQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1), size: z.coerce.number().int().min(1).max(200).default(30) }).strict();
export const hotGapQuerySchema = z.object({ count: z.coerce.number().int().min(10).max(500).default(100) }).strict();
export const hotGapValueSchema = z.object({
  issues: z.number(),
  positions: z.array(z.object({ position: z.number(), balls: z.array(z.number()), hot: z.array(z.number()), gap: z.array(z.number()) })),
});

export const seriesValueSchema = z.array(
  z.object({ gameGroupCode: str(), prizeModeId: z.number(), minSeries: z.number(), maxSeries: z.number(), maxBetSeries: z.number(), defaultSeries: z.number() }),
);

export const chaseStepSchema = z.object({ numero, multiple: z.coerce.number().int().min(1).max(10_000) }).strict();
export const bettingBodySchema = z
  .object({
    gameId: id,
    currentNumero: numero,
    /** At most 100 lines (`;`-separated, the engine's MAX_SLIP_LINES) and 100,000 characters: what one call may ask to read. */
    bettingSlipString: str()
      .min(1)
      .max(100_000)
      .refine((s) => (s.match(/;/g)?.length ?? 0) < 100, 'At most 100 slip lines.'),
    prizeModeId: id,
    /** Chase (追号): later issues with their multiples; the slips' own multiple applies to each step times this. */
    chase: z.array(chaseStepSchema).max(120).nullish(),
    winningStop: z.boolean().default(false),
    device: z.enum(['WEB', 'H5', 'APP']).default('WEB'),
    /** The total the cart showed; refused when it differs from what the slips cost. */
    betCartAmountSum: amountSchema,
    /** Makes a retried call answer the first one's order instead of betting twice. */
    clientOrderId: str().trim().min(8).max(64).optional(),
  })
  .strict();
export const bettingValueSchema = z.object({ orderNumber: str(), numero: str(), totalBettingAmount: amountTextSchema });

export const subOrderSchema = z.object({
  subOrderId: str(),
  numero: str(),
  playId: z.number(),
  playName: str(),
  bettingContent: str(),
  approach: z.number(),
  mode: z.number(),
  unit: str(),
  series: z.number(),
  multiple: z.number(),
  betCount: z.number(),
  amount: amountTextSchema,
  win: amountTextSchema,
  rebate: amountTextSchema,
  status: z.enum(['pending', 'won', 'lost', 'tie', 'cancelled', 'void']),
  winningNumber: str().nullable(),
  /** Cancel is offered until the issue locks. */
  cancellable: z.boolean(),
});
export const orderSchema = z.object({
  orderNumber: str(),
  gameId: z.number(),
  gameCode: str(),
  gameName: str(),
  numero: str(),
  chaseCount: z.number(),
  winningStop: z.boolean(),
  amount: amountTextSchema,
  win: amountTextSchema,
  rebate: amountTextSchema,
  status: z.enum(['pending', 'won', 'lost', 'tie', 'cancelled', 'void', 'partial']),
  createdAt: str(),
});
export const ordersValueSchema = z.object({ list: z.array(orderSchema), total: z.number() });
export const orderDetailValueSchema = orderSchema.extend({ subOrders: z.array(subOrderSchema) });
export const orderParamsSchema = z.object({ orderNumber: str().trim().regex(/^L\d{6,24}$/) }).strict();
export const orderSearchBodySchema = z
  .object({
    gameId: id.optional(),
    status: z.enum(['pending', 'won', 'lost', 'tie', 'cancelled', 'void']).optional(),
    from: z.iso.datetime({ offset: true }).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    size: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();
export const cancelBodySchema = z.object({ subOrderIds: z.array(str().regex(/^\d{1,19}$/)).min(1).max(200) }).strict();
export const cancelValueSchema = z.object({ cancelled: z.number(), refunded: amountTextSchema });

/** Vietnam: stations by region with today's issue. */
export const vnMenuValueSchema = z.array(
  z.object({
    region: str(),
    displayName: str(),
    games: z.array(lotteryGameSchema.extend({ currentNumero: issueSchema.nullable() })),
  }),
);
export const openedQuerySchema = z.object({ count: z.coerce.number().int().min(1).max(100).default(100), gameId: id.optional() }).strict();
export const openedValueSchema = z.array(drawRowSchema);
export const openIssuesValueSchema = z.array(z.object({ gameId: z.number(), gameCode: str() }).extend(issueSchema.shape));
export const vnBettingBodySchema = z
  .object({
    prizeMode: str().max(20),
    contents: z
      .array(
        z.object({
          gameId: id,
          playId: id,
          bettingContent: str().min(1).max(20_000),
          singleBetPrice: amountSchema,
          numero: z.array(z.object({ numero, multiple: z.coerce.number().int().min(1).max(10_000) })).min(1).max(30),
        }),
      )
      .min(1)
      .max(50),
    clientOrderId: str().trim().min(8).max(64).optional(),
  })
  .strict();
export const vnBettingValueSchema = z.object({ orderNumbers: z.array(str()), totalBettingAmount: amountTextSchema });

/** Operators: a result for an official draw; two different operators must enter the same result. */
export const resultEntryBodySchema = z.object({ gameId: id, numero, winningNumber: str().trim().min(1).max(400) }).strict();
export const resultEntryValueSchema = z.object({ state: z.enum(['waiting.second', 'drawn', 'mismatch']), winningNumber: str().nullable() });

/** Websocket events (`/ws`): `ready` once the socket listens, then drawn issues per game. */
export const lotteryEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('lottery.drawn'), gameId: z.number(), draw: drawRowSchema }),
  z.object({ type: z.literal('lottery.opened'), gameId: z.number(), numero: str() }),
]);
export type LotteryEvent = z.infer<typeof lotteryEventSchema>;
