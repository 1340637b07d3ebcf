import { z } from 'zod';
import { int32, int32Param, rowIdParam } from './ids.ts';
import { str } from './text.ts';
import { amountSchema, amountTextSchema } from './money.ts';

/**
 * Game launch (api-protocol.md) and our own studio's calls: provably fair seeds per player, rounds
 * settled through the wallet, history, and public verification. Round details are the engines' own
 * JSON views (`@lotus/games/house/*`, bigints as decimal strings of 1/10,000 units).
 */
export const houseGameCodeSchema = z.enum(['classic-3x3', 'jade-lines', 'dragon-ways', 'crash', 'dice', 'mines']);

export const launchGameBodySchema = z
  .object({
    /** The catalogue id of the game (`nodeId` of the game list). */
    nodeId: rowIdParam(),
    gameId: z.union([str().max(64), int32()]).optional(),
    roomId: z.union([str().max(64), int32()]).optional(),
    /** 1 real money, 0 demo (free) play. */
    accountType: z.coerce.number().int().min(0).max(1).default(1),
    confirmTrans: int32Param().optional(),
    vassalage: str().trim().toUpperCase().max(20).optional(),
    launchMode: str().trim().max(8).optional(),
    platform: str().trim().max(40).optional(),
    clientType: z.union([str().max(8), int32()]).optional(),
    language: str().trim().toUpperCase().max(8).optional(),
    username: str().max(64).optional(),
    token: str().max(256).optional(),
    merchantCode: str().max(32).optional(),
  })
  .strict();
export const launchGameValueSchema = z.object({
  game_url: str(),
  /** A second URL some vendors give (a mobile or lobby variant). */
  game_url2: str().optional(),
  /** How the game is played: real money, or demo credit that never touches the wallet. */
  mode: z.enum(['real', 'demo']),
});

/** Printable ASCII, 1 to 64 characters: what HMAC input a player may choose. */
export const clientSeedSchema = str().regex(/^[\x21-\x7e]{1,64}$/, '1 to 64 printable characters without spaces');
export const fairStateSchema = z.object({ serverSeedHash: str(), clientSeed: str(), nonce: z.number().int() });
export const clientSeedBodySchema = z.object({ clientSeed: clientSeedSchema }).strict();
export const rotateValueSchema = z.object({
  /** The seed pair just retired, with the server seed revealed, so every round played with it can be verified. */
  previous: z.object({ serverSeed: str(), serverSeedHash: str(), clientSeed: str(), lastNonce: z.number().int() }),
  next: fairStateSchema,
});

export const diceChoiceSchema = z.object({ target: z.number().int().min(0).max(9999), direction: z.enum(['under', 'over']) }).strict();
export const playBodySchema = z
  .object({
    /** The client's id for the round: a retried request plays it once. */
    roundId: z.uuid(),
    bet: amountSchema,
    /** Crash: auto cash-out target in hundredths (250 = 2.50x). */
    target: int32().optional(),
    dice: diceChoiceSchema.optional(),
  })
  .strict();
export const minesStartBodySchema = z.object({ roundId: z.uuid(), bet: amountSchema, mines: int32() }).strict();
export const minesRevealBodySchema = z.object({ tile: int32() }).strict();
export const houseGameParamsSchema = z.object({ code: houseGameCodeSchema }).strict();
export const roundParamsSchema = z.object({ roundId: z.uuid() }).strict();

export const roundSchema = z.object({
  roundId: str(),
  game: houseGameCodeSchema,
  status: z.enum(['open', 'settled', 'void']),
  bet: amountTextSchema,
  win: amountTextSchema,
  nonce: z.number().int(),
  serverSeedHash: str(),
  clientSeed: str(),
  /** The engine's round (its player view while a mines round is open: mines hidden). */
  result: z.unknown(),
  createdAt: str(),
  /** The member's balance after the round (play answers only). */
  balance: amountTextSchema.optional(),
});
export const roundsQuerySchema = z
  .object({
    game: houseGameCodeSchema.optional(),
    /** One round by its id (the betting record opens a house bet's round with its fairness proof). */
    roundId: z.uuid().optional(),
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();
export const roundsValueSchema = z.object({ rows: z.array(roundSchema), total: z.number().int() });

/** Public: replays a round from its revealed seeds with the same engine the server uses. */
export const verifyQuerySchema = z
  .object({
    game: houseGameCodeSchema,
    serverSeed: str().regex(/^[0-9a-f]{64}$/, '64 hexadecimal characters'),
    clientSeed: clientSeedSchema,
    nonce: z.coerce.number().int().min(0).max(2 ** 31),
    bet: amountSchema.optional(),
    target: int32Param().optional(),
    diceTarget: z.coerce.number().int().min(0).max(9999).optional(),
    diceDirection: z.enum(['under', 'over']).optional(),
    mines: int32Param().optional(),
  })
  .strict();
export const verifyValueSchema = z.object({ serverSeedHash: str(), result: z.unknown() });
