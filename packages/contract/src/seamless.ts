import { z } from 'zod';
import { amountSchema, amountTextSchema } from './money.ts';

/**
 * The seamless wallet a game vendor calls, server to server (wallet.md). Each call is signed:
 * `X-Signature: hex(HMAC-SHA256(vendor secret, raw body))`. Amounts are decimal strings.
 */
export const vendorParamsSchema = z.object({ vendor: z.string().regex(/^[A-Z0-9_]{2,20}$/) }).strict();

const id = z.string().trim().min(1).max(100);
const playerId = z.string().regex(/^\d{1,10}$/);

export const vendorAuthenticateBodySchema = z.object({ token: z.string().min(1).max(200) }).strict();
export const vendorBalanceBodySchema = z.object({ playerId }).strict();
export const vendorBetBodySchema = z.object({ playerId, transactionId: id, roundId: id, amount: amountSchema, currency: z.string().length(3), gameCode: id.optional() }).strict();
export const vendorWinBodySchema = vendorBetBodySchema;
export const vendorRollbackBodySchema = z.object({ playerId, transactionId: id, roundId: id, referenceTransactionId: id }).strict();

export const vendorPlayerValueSchema = z.object({ playerId: z.string(), username: z.string(), currency: z.string(), balance: amountTextSchema });
export const vendorBalanceValueSchema = z.object({ currency: z.string(), balance: amountTextSchema });
export const vendorTransactionValueSchema = z.object({ transactionId: z.string(), currency: z.string(), balance: amountTextSchema, duplicate: z.boolean() });
