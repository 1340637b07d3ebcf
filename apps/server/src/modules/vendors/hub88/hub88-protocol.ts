import { z } from 'zod';
import { MAX_AMOUNT } from '@lotus/contract/money';

/**
 * Hub88's Operator API wire format (docs.hub88.io, "Operator API reference": Wallet API and Games
 * API). Hub88 calls our wallet with JSON bodies signed RSA-SHA256 (base64, `X-Hub88-Signature`) and
 * always expects HTTP 200 with a `status`. Amounts are integers in 1/100,000 of the currency
 * ($3.56 is 356000); ours are 1/10,000, so one of our units is ten of theirs.
 */

export const HUB88_SIGNATURE_HEADER = 'x-hub88-signature';

/** Hub88 integer units per one of our units (1/100,000 against 1/10,000). */
const HUB88_PER_UNIT = 10n;

/** The statuses of Hub88's seamless wallet answers (the ones we send). */
export const hub88Statuses = [
  'RS_OK',
  'RS_ERROR_UNKNOWN',
  'RS_ERROR_INVALID_PARTNER',
  'RS_ERROR_INVALID_TOKEN',
  'RS_ERROR_INVALID_GAME',
  'RS_ERROR_WRONG_CURRENCY',
  'RS_ERROR_NOT_ENOUGH_MONEY',
  'RS_ERROR_USER_DISABLED',
  'RS_ERROR_INVALID_SIGNATURE',
  'RS_ERROR_TOKEN_EXPIRED',
  'RS_ERROR_WRONG_SYNTAX',
  'RS_ERROR_WRONG_TYPES',
  'RS_ERROR_DUPLICATE_TRANSACTION',
  'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  'RS_ERROR_TRANSACTION_ROLLED_BACK',
  'RS_ERROR_LIMIT_REACHED',
] as const;
export type Hub88Status = (typeof hub88Statuses)[number];

/**
 * Our error codes (SeamlessService's AppErrors) as Hub88 statuses. Refinements that need a look at
 * the ledger (a late bet whose key holds a tombstone, a win for a bet that was rolled back) are made
 * by the routes; anything not listed is RS_ERROR_UNKNOWN, which Hub88 treats as "not done".
 */
export const hub88StatusOf: Record<string, Hub88Status> = {
  'wallet.insufficient.funds': 'RS_ERROR_NOT_ENOUGH_MONEY',
  'duplicate.transaction': 'RS_ERROR_DUPLICATE_TRANSACTION',
  'round.no.bet': 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  'round.bet.rolled.back': 'RS_ERROR_TRANSACTION_ROLLED_BACK',
  // A rollback after a win is refused; Hub88 has no status of its own for it, and none that it would
  // read as done (RS_ERROR_TRANSACTION_DOES_NOT_EXIST counts as a successful rollback).
  'round.has.win': 'RS_ERROR_UNKNOWN',
  'round.rollback.invalid': 'RS_ERROR_UNKNOWN',
  'vendor.token.invalid': 'RS_ERROR_INVALID_TOKEN',
  'vendor.player.unknown': 'RS_ERROR_INVALID_TOKEN',
  'vendor.signature.invalid': 'RS_ERROR_INVALID_SIGNATURE',
  'wallet.currency.mismatch': 'RS_ERROR_WRONG_CURRENCY',
  request_param_err: 'RS_ERROR_WRONG_TYPES',
  'request.body.malformed': 'RS_ERROR_WRONG_SYNTAX',
  'request.body.too.large': 'RS_ERROR_WRONG_SYNTAX',
  'request.media.unsupported': 'RS_ERROR_WRONG_SYNTAX',
};

/** Hub88 integer units to ours; null unless it is a whole number of our units (never rounded) within our limits. */
export function fromHub88Amount(amount: number): bigint | null {
  // JSON numbers beyond 2^53 were already rounded by JSON.parse: refuse rather than guess.
  if (!Number.isSafeInteger(amount) || amount < 0) return null;
  const value = BigInt(amount);
  if (value % HUB88_PER_UNIT !== 0n) return null;
  const units = value / HUB88_PER_UNIT;
  return units <= MAX_AMOUNT ? units : null;
}

/** Our units to Hub88's integer units (always exact). */
export function toHub88Amount(units: bigint): bigint {
  return units * HUB88_PER_UNIT;
}

/** Our answers carry balances as "12.3400": back to units. */
export function unitsOf(text: string): bigint {
  return BigInt(text.replace('.', ''));
}

/**
 * The `user` we give Hub88 for a member: no personal data (Hub88 asks for none), at least four
 * characters (its minimum), and read back without a lookup.
 */
export function hub88User(memberId: number): string {
  return `u${String(memberId).padStart(6, '0')}`;
}

/** Our player id (member id as text) from a Hub88 `user`; null when it is not one of ours. */
export function playerIdOf(user: string): string | null {
  const m = /^u(\d{1,10})$/.exec(user);
  if (!m) return null;
  const id = Number(m[1]);
  return id > 0 && id <= 2_147_483_647 ? String(id) : null;
}

/** Hub88's `lang`: ISO 639-1, lower case (`EN` -> `en`, `zh-CN` -> `zh`). */
export function hub88Language(language: string): string {
  return (/^[A-Za-z]{2}/.exec(language)?.[0] ?? 'en').toLowerCase();
}

// Wallet API request bodies. Hub88 may add fields, so unknown ones pass; the ones we use are checked.
const text = (max: number) => z.string().min(1).max(max);
const user = text(100);
const requestUuid = text(100);
const transactionUuid = text(100);
const amount = z.number();

export const userInfoBodySchema = z.object({ user, request_uuid: requestUuid });
export const userBalanceBodySchema = z.object({ user, request_uuid: requestUuid, token: text(255).nullish(), game_code: z.string().max(100).nullish() });
export const betBodySchema = z.object({
  user,
  request_uuid: requestUuid,
  transaction_uuid: transactionUuid,
  token: text(255),
  round: text(100),
  round_closed: z.boolean().nullish(),
  game_code: z.string().max(100).nullish(),
  currency: z.string().min(3).max(8),
  amount,
  is_free: z.boolean().nullish(),
  supplier_transaction_id: z.string().max(200).nullish(),
  reference_transaction_uuid: z.string().max(100).nullish(),
});
export const winBodySchema = betBodySchema.extend({ token: text(255).nullish() });
export const rollbackBodySchema = z.object({
  user,
  request_uuid: requestUuid,
  transaction_uuid: transactionUuid,
  reference_transaction_uuid: transactionUuid,
  round: text(100),
  round_closed: z.boolean().nullish(),
  token: text(255).nullish(),
  game_code: z.string().max(100).nullish(),
});

/** Missing fields are a syntax error; present ones of the wrong type, wrong types (Hub88's two statuses). */
export function statusOfInvalidBody(error: z.ZodError, body: unknown): Hub88Status {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'RS_ERROR_WRONG_SYNTAX';
  const missing = error.issues.some((i) => i.path.length === 1 && (body as Record<PropertyKey, unknown>)[i.path[0]!] === undefined);
  return missing ? 'RS_ERROR_WRONG_SYNTAX' : 'RS_ERROR_WRONG_TYPES';
}

/** Hub88's Games API platforms. */
export const hub88Platforms = { desktop: 'GPL_DESKTOP', mobile: 'GPL_MOBILE' } as const;

/** One game of `POST /operator/generic/v2/game/list` (the fields we read; Hub88 sends many more). */
export const hub88GameSchema = z.object({
  game_code: z.string(),
  name: z.string(),
  category: z.string().nullish(),
  product: z.string().nullish(),
  url_thumb: z.string().nullish(),
  enabled: z.boolean().nullish(),
  platforms: z.array(z.string()).nullish(),
});
export type Hub88Game = z.infer<typeof hub88GameSchema>;
