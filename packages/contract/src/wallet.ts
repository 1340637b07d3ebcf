import { z } from 'zod';
import { str } from './text.ts';
import { amountSchema, amountTextSchema } from './money.ts';

/** Wallet ids: `main`, or `game:<VENDOR>` for the vendor wallets of transfer-wallet brands. */
export const walletIdSchema = str().regex(/^(main|game:[A-Z0-9_]{2,20})$/, 'main or game:<VENDOR>');

export const balanceValueSchema = z.object({
  sumBalance: amountTextSchema,
  currency: str(),
  currencySymbol: str(),
  balance: z.array(z.object({ accountTypeId: str(), availBalance: amountTextSchema })),
});
export type BalanceValue = z.infer<typeof balanceValueSchema>;

export const walletTransferBodySchema = z
  .object({
    from: walletIdSchema,
    to: walletIdSchema,
    amount: amountSchema,
    /** A UUID the client makes per transfer: sending it again never moves money twice. */
    clientTransferId: z.uuid(),
  })
  .strict()
  .refine((b) => b.from !== b.to, { message: 'from and to must differ', path: ['to'] });

export const walletTransferValueSchema = z.object({ status: z.literal('posted'), balance: balanceValueSchema, duplicate: z.boolean() });

/** The account record's kinds of entry; a filter on `bet`, `win` or `rollback` also finds the lottery's own kinds (`lottery.bet`, `lottery.payout`, `lottery.cancel`, `lottery.void`). */
export const transactionTypes = ['deposit', 'withdrawal', 'transfer', 'bet', 'win', 'rollback', 'adjustment', 'bonus', 'rebate', 'trial', 'upline'] as const;

export const transactionsQuerySchema = z
  .object({
    type: z.enum(transactionTypes).optional(),
    /** Inclusive dates (yyyy-MM-dd) in the brand's time zone. */
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();

export const transactionRowSchema = z.object({
  id: str(),
  time: str(),
  type: str(),
  wallet: str(),
  amount: amountTextSchema,
  balanceAfter: amountTextSchema,
  reference: str(),
});
export const transactionsValueSchema = z.object({ rows: z.array(transactionRowSchema), pageNo: z.number(), pageSize: z.number(), total: z.number() });

export const transferUplineBodySchema = z
  .object({ amount: amountSchema, paymentPassword: str().max(32), clientTransferId: z.uuid() })
  .strict();

/** Agent contract prompts (spec section 3): which contracts await the agent's answer. */
export const consolidatedFundsSchema = z.object({
  dailysalreqtype: z.boolean(),
  divtypereq: z.boolean(),
  contracthoursalreq: z.boolean(),
  realtimesalreqtype: z.boolean(),
});
