import { z } from 'zod';
import { agentTypes, customerTypes } from './account.ts';
import { rowIdParam } from './ids.ts';
import { amountTextSchema } from './money.ts';
import { multilineText, str, text } from './text.ts';

/**
 * The operator console's Members section (issue 14): search, profile, ledger, sessions and login
 * history, labels, notes, lock, unlock and password reset. Every call is scoped to the operator's
 * brand: a member of another brand is `not.found`. Times are ISO instants (the console shows them in
 * the brand's time zone); day filters are yyyy-MM-dd in the member's brand's time zone.
 */

export const memberStatuses = ['active', 'locked'] as const;
export const memberSearchSorts = ['registeredAt', 'username', 'lastLoginAt'] as const;
/** A search pages through at most this many matches (the count stops there too): narrow the filters for more. */
export const memberSearchWindow = 10_000;
/** A member carries at most this many labels; a brand defines at most `brandLabelLimit`. */
export const memberLabelLimit = 20;
export const brandLabelLimit = 500;
export const loginResults = ['success', 'bad_password', 'locked', 'verification_required', 'verification_failed'] as const;

const allCustomerTypes: readonly number[] = [customerTypes.member, customerTypes.trial, ...agentTypes];
const pageSize = (fallback: number) => z.coerce.number().int().min(1).max(100).default(fallback);
const pageNo = z.coerce.number().int().min(1).max(memberSearchWindow).default(1);
/** A bigint row id (ledger entries, notes, sessions, logins) as text: a keyset cursor or a path segment. */
const bigIdText = () => str().regex(/^[1-9]\d{0,18}$/, 'a positive whole number').refine((v) => !/^\d+$/.test(v) || BigInt(v) <= 9_223_372_036_854_775_807n, 'too large');
const dayRange = <T extends { from?: string | undefined; to?: string | undefined }>(q: T) => !q.from || !q.to || q.from <= q.to;
const dayRangeMessage = { message: 'from must not be after to', path: ['to'] };

/** The member a call is about. */
export const memberParamsSchema = z.object({ id: rowIdParam() }).strict();

export const memberSearchQuerySchema = z
  .object({
    /** Start of the username, any case. */
    username: text(64).min(1).optional(),
    /** Digits of the number, with or without the country's dialing code (spaces, dashes and + ignored). */
    mobile: str()
      .trim()
      .regex(/^\+?[\d\s-]{4,30}$/, 'digits')
      .transform((v) => v.replace(/\D/g, ''))
      .refine((v) => v.length >= 4 && v.length <= 20, '4 to 20 digits')
      .optional(),
    memberId: rowIdParam().optional(),
    /** An address the member registered or logged in from. */
    ip: str().trim().pipe(z.union([z.ipv4(), z.ipv6()])).optional(),
    status: z.enum(memberStatuses).optional(),
    /** Account type: 0 member, 4 trial, 1, 2, 41, 42 agents. */
    type: z.coerce
      .number()
      .int()
      .refine((t) => allCustomerTypes.includes(t), 'an account type')
      .optional(),
    labelId: rowIdParam().optional(),
    /** A brand's code (deployment-wide operators; a brand operator sees their own brand only). */
    brand: str().trim().regex(/^[A-Za-z0-9_-]{1,32}$/).optional(),
    /** A brand by id (the console's working brand): a brand operator naming another brand is refused (operator.forbidden). */
    brandId: rowIdParam().optional(),
    sort: z.enum(memberSearchSorts).default('registeredAt'),
    order: z.enum(['asc', 'desc']).default('desc'),
    pageNo,
    pageSize: pageSize(20),
  })
  .strict()
  .refine((q) => q.pageNo * q.pageSize <= memberSearchWindow, { message: `a search shows the first ${memberSearchWindow} matches; narrow the filters`, path: ['pageNo'] });

export const memberSearchRowSchema = z.object({
  id: z.number(),
  username: str(),
  brand: str(),
  brandId: z.number(),
  type: z.number(),
  status: z.enum(memberStatuses),
  /** The wallets' sum the member sees (main and game wallets, not money held for withdrawals). */
  balance: amountTextSchema,
  currency: str(),
  registeredAt: str(),
  lastLoginAt: str().nullable(),
});
export const memberSearchValueSchema = z.object({
  rows: z.array(memberSearchRowSchema),
  /** Matches, counted up to `memberSearchWindow`; `capped` when there are more. */
  total: z.number(),
  capped: z.boolean(),
  pageNo: z.number(),
  pageSize: z.number(),
});

export const memberLabelSchema = z.object({ id: z.number(), name: str() });

export const memberProfileSchema = z.object({
  id: z.number(),
  username: str(),
  brand: z.object({ id: z.number(), code: str() }),
  /** Account type (spec section 4): 0 member, 4 trial, 1, 2, 41, 42 agents. */
  type: z.number(),
  isAgent: z.boolean(),
  isTrial: z.boolean(),
  status: z.enum(memberStatuses),
  statusChangedAt: str().nullable(),
  statusReason: str().nullable(),
  nickname: str(),
  language: str(),
  countryDialingCode: str().nullable(),
  mobile: str().nullable(),
  email: str().nullable(),
  payeeName: str().nullable(),
  qqNum: str().nullable(),
  line: str().nullable(),
  whatsapp: str().nullable(),
  facebook: str().nullable(),
  wechat: str().nullable(),
  idNumber: str().nullable(),
  /** VIP club (member info's clubLabel). */
  club: z.object({ labelName: str(), rankLevel: z.number() }),
  /** The labels the member's own site shows (member info's memberLabel). */
  siteLabels: z.array(str()),
  /** The brand's internal labels on the member (never shown to the member). */
  labels: z.array(memberLabelSchema),
  upline: z.object({ id: z.number(), username: str() }).nullable(),
  referrer: z.object({ id: z.number(), username: str() }).nullable(),
  referralCode: str(),
  affiliateCodeUsed: str().nullable(),
  registerMethod: str(),
  registerDomain: str().nullable(),
  registerUrl: str().nullable(),
  registerIp: str(),
  registeredAt: str(),
  firstLoginAt: str().nullable(),
  lastLoginAt: str().nullable(),
  lastLoginIp: str().nullable(),
  passwordChangedAt: str(),
  /** An operator reset the password: the next password login must choose a new one. */
  passwordMustChange: z.boolean(),
  paymentPasswordSet: z.boolean(),
  currency: str(),
  /** Each wallet: `main`, `game:<vendor>` (transfer-wallet brands), `holds` (withdrawals waiting). */
  wallets: z.array(z.object({ wallet: str(), balance: amountTextSchema })),
  sumBalance: amountTextSchema,
});

export const memberLedgerQuerySchema = z
  .object({
    /** Ledger kinds, comma-separated: bet, win, rollback, lottery.bet, lottery.payout, deposit, withdrawal, adjustment, bonus, rebate, transfer, upline, trial... */
    kind: str()
      .regex(/^[a-z][a-z._]{0,39}(,[a-z][a-z._]{0,39}){0,9}$/, 'ledger kinds, comma-separated')
      .transform((v) => [...new Set(v.split(','))])
      .optional(),
    wallet: str().regex(/^(main|holds|game:[A-Za-z0-9_]{1,32})$/, 'main, holds or game:<vendor>').optional(),
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    /** Keyset: entries older than this entry id (the previous page's `nextBefore`). */
    before: bigIdText().optional(),
    pageSize: pageSize(50),
  })
  .strict()
  .refine(dayRange, dayRangeMessage);
export const memberLedgerValueSchema = z.object({
  rows: z.array(
    z.object({
      id: str(),
      time: str(),
      kind: str(),
      wallet: str(),
      amount: amountTextSchema,
      balanceAfter: amountTextSchema,
      /** The movement's idempotency key (deposit:<id>, ops:<operator>:<request>, ...). */
      key: str(),
      /** What the movement recorded with it (operator and reason of an adjustment, a bet's round). */
      details: z.record(str(), z.unknown()),
    }),
  ),
  /** Pass as `before` for the next page; null on the last page. */
  nextBefore: str().nullable(),
});

export const memberDepositsQuerySchema = z
  .object({ status: z.enum(['pending', 'approved', 'rejected']).optional(), pageNo: z.coerce.number().int().min(1).max(10_000).default(1), pageSize: pageSize(20) })
  .strict();
export const memberWithdrawalsQuerySchema = z
  .object({ status: z.enum(['pending', 'rejected', 'paid', 'received', 'not_received']).optional(), pageNo: z.coerce.number().int().min(1).max(10_000).default(1), pageSize: pageSize(20) })
  .strict();

export const memberSessionParamsSchema = z.object({ id: rowIdParam(), sessionId: bigIdText() }).strict();
export const memberSessionsValueSchema = z.object({
  rows: z.array(
    z.object({ id: str(), loginType: str(), remember: z.boolean(), ip: str(), userAgent: str(), createdAt: str(), lastSeenAt: str(), expiresAt: str() }),
  ),
});

export const memberLoginsQuerySchema = z
  .object({
    /** One result, or `failure` for every refused login. */
    result: z.enum([...loginResults, 'failure']).optional(),
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    before: bigIdText().optional(),
    pageSize: pageSize(50),
  })
  .strict()
  .refine(dayRange, dayRangeMessage);
export const memberLoginsValueSchema = z.object({
  rows: z.array(z.object({ id: str(), time: str(), loginType: str(), result: z.enum(loginResults), ip: str(), userAgent: str() })),
  nextBefore: str().nullable(),
});

export const labelsQuerySchema = z.object({ brand: str().trim().regex(/^[A-Za-z0-9_-]{1,32}$/).optional() }).strict();
export const labelsValueSchema = z.object({ rows: z.array(memberLabelSchema.extend({ brand: str() })) });
/** A label by name: made in the member's brand when it has none of that name (any case). */
export const addLabelBodySchema = z.object({ name: text(32).min(1) }).strict();
export const memberLabelParamsSchema = z.object({ id: rowIdParam(), labelId: rowIdParam() }).strict();
export const memberLabelsValueSchema = z.object({ labels: z.array(memberLabelSchema), changed: z.boolean() });

export const memberNoteSchema = z.object({ id: str(), operator: str(), body: str(), createdAt: str() });
export const memberNotesQuerySchema = z.object({ before: bigIdText().optional(), pageSize: pageSize(20) }).strict();
export const memberNotesValueSchema = z.object({ rows: z.array(memberNoteSchema), nextBefore: str().nullable() });
export const addNoteBodySchema = z.object({ body: multilineText(2000).min(1) }).strict();

/** Why an operator locks, unlocks or resets: recorded on the account and in the audit trail. */
export const memberActionBodySchema = z.object({ reason: text(140).min(3) }).strict();
export const memberStatusValueSchema = z.object({
  status: z.enum(memberStatuses),
  /** False when the account already had that status (nothing was written). */
  changed: z.boolean(),
  statusChangedAt: str().nullable(),
});
/** The temporary password, shown this once; the member must choose a new one at their next password login. */
export const passwordResetValueSchema = z.object({ temporaryPassword: str(), mustChange: z.literal(true) });
