import { z } from 'zod';
import { parseAmount } from '@lotus/contract/money';
import { BET_UNITS } from '@lotus/games/lottery/stake-prices';

/**
 * A lottery game's operator settings (the `settings` column), with our defaults. Amounts are decimal
 * text in the database like on the wire and bigint in code.
 */
const amount = z.string().regex(/^\d+(\.\d{1,4})?$/);

const settingsSchema = z.object({
  /** Prize series: rebate = (max - chosen) / 2000 of turnover; players may bet up to `maxBet`. */
  series: z
    .object({ min: z.number().int().min(1000).max(2000), max: z.number().int().min(1000).max(2000), maxBet: z.number().int().min(1000).max(2000), default: z.number().int().min(1000).max(2000) })
    .default({ min: 1700, max: 1980, maxBet: 1980, default: 1980 }),
  /** Betting modes 1-4: unit 1, 0.1, 0.01, 0.001 of the single bet price 2. */
  bettingModes: z
    .array(z.object({ code: z.number().int().min(1).max(4), unit: z.enum(BET_UNITS), betAmountMax: amount, betMultipleMax: z.number().int().min(1).max(100_000), winAmountMax: amount }))
    .default([
      { code: 1, unit: '1', betAmountMax: '200000', betMultipleMax: 10_000, winAmountMax: '2000000' },
      { code: 2, unit: '0.1', betAmountMax: '20000', betMultipleMax: 10_000, winAmountMax: '200000' },
      { code: 3, unit: '0.01', betAmountMax: '2000', betMultipleMax: 10_000, winAmountMax: '20000' },
      { code: 4, unit: '0.001', betAmountMax: '200', betMultipleMax: 10_000, winAmountMax: '2000' },
    ]),
  /** Most one member may win in one issue, over all orders. */
  winAmountMaxPerIssue: amount.default('2000000'),
  /** Most the house may owe on one number of one play in one issue (plays that expose numbers). */
  exposureMax: amount.default('1000000'),
  maxChaseIssues: z.number().int().min(1).max(120).default(120),
  /** An in-house issue whose draw the scheduler missed (downtime) is drawn late or voided. */
  missed: z.enum(['draw', 'void']).default('draw'),
  /** Play ids switched off for this game. */
  closedPlays: z.array(z.number().int()).default([]),
});

export type GameSettings = z.output<typeof settingsSchema> & { limits: ReturnType<typeof limitsOf> };

function limitsOf(s: z.output<typeof settingsSchema>) {
  return {
    winAmountMaxPerIssue: parseAmount(s.winAmountMaxPerIssue) ?? 0n,
    exposureMax: parseAmount(s.exposureMax) ?? 0n,
    modes: new Map(s.bettingModes.map((m) => [m.code, { ...m, betAmountMax: parseAmount(m.betAmountMax) ?? 0n, winAmountMax: parseAmount(m.winAmountMax) ?? 0n }])),
  };
}

export function readSettings(raw: unknown): GameSettings {
  const s = settingsSchema.parse(raw ?? {});
  return { ...s, limits: limitsOf(s) };
}
