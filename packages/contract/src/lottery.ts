import { z } from 'zod';
import { rowIdParam } from './ids.ts';
import { str, text } from './text.ts';
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

// ---- The operator console's lottery (issue 14): games on and off, issues, results, cancelling an issue ----

/** A brand calendar day (`YYYY-MM-DD`), read in the brand's time zone; only real dates pass. */
const brandDay = str()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a day YYYY-MM-DD')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, 'not a calendar day');
const pageNo = z.coerce.number().int().min(1).max(10_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(20);
/** A lottery issue's id: a bigint, as text in paths and bodies. */
export const opIssueIdSchema = str().regex(/^[1-9]\d{0,17}$/, 'an issue id');
export const opIssueParamsSchema = z.object({ id: opIssueIdSchema }).strict();
export const opGameParamsSchema = z.object({ id }).strict();

/** An official game's schedule as stored (draw days and local time in the game's zone); null for fast games. */
export const opScheduleSchema = z
  .object({ kind: z.enum(['daily', 'weekly', 'monthly']), days: z.array(z.number()).optional(), time: str() })
  .nullable();

export const opLotteryGameSchema = z.object({
  id: z.number(),
  brandId: z.number(),
  code: str(),
  /** The game's English name (the console is English). */
  name: str(),
  family: str(),
  group: str(),
  drawSource: z.enum(['rng', 'official']),
  cadenceSeconds: z.number().nullable(),
  schedule: opScheduleSchema,
  /** The zone the game's schedule and issue numbers are read in. */
  timeZone: str(),
  lockSeconds: z.number(),
  enabled: z.boolean(),
  /** The next issue's draw time (on sale or locked), if one is planned. */
  nextDrawAt: str().nullable(),
  /** Issues past their draw time still waiting for a result (official games wait for operators or the feed). */
  awaitingResults: z.number(),
  /** What a result of this game looks like (official games), e.g. `123456,012,789,345,346,42`. */
  resultExample: str().nullable(),
});
export const opLotteryGamesQuerySchema = z
  .object({
    brandId: id.optional(),
    enabled: z.enum(['true', 'false']).optional(),
    source: z.enum(['rng', 'official']).optional(),
    pageNo,
    pageSize,
  })
  .strict();
export const opLotteryGamesValueSchema = z.object({ rows: z.array(opLotteryGameSchema), total: z.number() });
export const opLotterySwitchBodySchema = z.object({ enabled: z.boolean() }).strict();
/** `changed` false: the game already was in that state (nothing written, nothing audited). */
export const opLotterySwitchValueSchema = z.object({ game: opLotteryGameSchema, changed: z.boolean() });

/**
 * Where an issue stands: scheduled (not on sale yet), selling, locked (sales closed, draw ahead), due
 * (draw time passed, no result yet), drawn (result in, settling), settled, void (not drawn, refunded: a
 * missed in-house draw) or cancelled (voided by an operator, refunded).
 */
export const opIssuePhases = ['scheduled', 'selling', 'locked', 'due', 'drawn', 'settled', 'void', 'cancelled'] as const;
/** The issue list's status filter: open (draw ahead), past (draw time passed, any status), due (waiting for a result), drawn, settled, void (cancelled included). */
export const opIssueStatusFilters = ['open', 'past', 'due', 'drawn', 'settled', 'void'] as const;

export const opLotteryIssuesQuerySchema = z
  .object({
    brandId: id.optional(),
    gameId: id.optional(),
    status: z.enum(opIssueStatusFilters).optional(),
    source: z.enum(['rng', 'official']).optional(),
    /** First and last draw day, inclusive, in the brand's time zone. */
    from: brandDay.optional(),
    to: brandDay.optional(),
    sort: z.enum(['drawAt', '-drawAt']).default('-drawAt'),
    pageNo,
    pageSize,
  })
  .strict()
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from is after to', path: ['from'] });

/** Money of an issue's orders (placed orders only: a refused debit took nothing). */
export const opIssueFiguresSchema = z.object({
  /** Orders with a sub-order in this issue. */
  orders: z.number(),
  bets: z.number(),
  /** Stake still in play or settled (cancelled and void sub-orders aside). */
  stake: amountTextSchema,
  /** Wins and rebates paid. */
  payout: amountTextSchema,
  /** Stake given back: sub-orders members cancelled, and the whole issue when void. */
  refunded: amountTextSchema,
});

export const opLotteryIssueSchema = z
  .object({
    id: opIssueIdSchema,
    gameId: z.number(),
    gameCode: str(),
    gameName: str(),
    brandId: z.number(),
    drawSource: z.enum(['rng', 'official']),
    numero: str(),
    saleAt: str(),
    lockAt: str(),
    drawAt: str(),
    status: z.enum(['open', 'drawn', 'settled', 'void']),
    phase: z.enum(opIssuePhases),
    result: str().nullable(),
    drawnAt: str().nullable(),
    settledAt: str().nullable(),
    /** Operators' result entries so far (official games; two that agree make the result). */
    entries: z.number(),
  })
  .extend(opIssueFiguresSchema.shape);
export const opLotteryIssuesValueSchema = z.object({
  rows: z.array(opLotteryIssueSchema),
  /** Matching issues, counted up to 10,000 (`capped` when there are more: narrow the filter). */
  total: z.number(),
  capped: z.boolean(),
  /** The zone the day filter was read in; null when the issues span brands in different zones (each brand's own). */
  timeZone: str().nullable(),
});

export const opLotteryIssueDetailSchema = opLotteryIssueSchema.extend({
  /** In-house draws: the committed seed's hash, and the seed once drawn. */
  seedHash: str().nullable(),
  seed: str().nullable(),
  /** Who voided the issue and why (null by: the system, a missed draw). */
  voided: z.object({ at: str(), by: str().nullable(), reason: str().nullable(), finished: z.boolean() }).nullable(),
  /**
   * Result entries of operators. While the issue waits for its result, the number is shown only to the
   * operator who typed it: the second operator enters the result from the official source without
   * seeing the first. Once drawn or void, every entry shows its number.
   */
  resultEntries: z.array(z.object({ operator: str(), mine: z.boolean(), result: str().nullable(), enteredAt: str() })),
  /** What cancelling now would refund: the open sub-orders of placed orders. */
  open: z.object({ orders: z.number(), bets: z.number(), amount: amountTextSchema }),
  resultExample: str().nullable(),
  /** The brand's time zone. */
  timeZone: str(),
});

export const opCancelIssueBodySchema = z.object({ reason: text(140).min(3) }).strict();
export const opCancelIssueValueSchema = z.object({
  issue: opLotteryIssueDetailSchema,
  /** What this call refunded (zero when `duplicate`). */
  refunded: z.object({ orders: z.number(), bets: z.number(), amount: amountTextSchema }),
  /** The issue was already cancelled (a parallel or repeated cancel): nothing more was refunded. */
  duplicate: z.boolean(),
});
