import { z } from 'zod';
import { str } from './text.ts';
import { amountSchema, amountTextSchema } from './money.ts';

/**
 * The seamless wallet a game vendor calls, server to server (wallet.md). Each call is signed:
 * `X-Signature: hex(HMAC-SHA256(vendor secret, raw body))`. Amounts are decimal strings.
 */
export const vendorParamsSchema = z.object({ vendor: str().regex(/^[A-Z0-9_]{2,20}$/) }).strict();

const id = str().trim().min(1).max(100);
const playerId = str().regex(/^\d{1,10}$/);

export const vendorAuthenticateBodySchema = z.object({ token: str().min(1).max(200) }).strict();
export const vendorBalanceBodySchema = z.object({ playerId }).strict();
export const vendorWinBodySchema = z.object({ playerId, transactionId: id, roundId: id, amount: amountSchema, currency: str().length(3), gameCode: id.optional() }).strict();
/** `roundClosed`: the round ends with this bet, no win will follow (it lost), so the bet settles at once. */
export const vendorBetBodySchema = vendorWinBodySchema.extend({ roundClosed: z.boolean().optional() }).strict();
export const vendorRollbackBodySchema = z.object({ playerId, transactionId: id, roundId: id, referenceTransactionId: id }).strict();

export const vendorPlayerValueSchema = z.object({ playerId: str(), username: str(), currency: str(), balance: amountTextSchema });
export const vendorBalanceValueSchema = z.object({ currency: str(), balance: amountTextSchema });
export const vendorTransactionValueSchema = z.object({ transactionId: str(), currency: str(), balance: amountTextSchema, duplicate: z.boolean() });
