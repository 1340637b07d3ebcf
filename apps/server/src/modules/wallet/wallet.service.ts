import crypto from 'node:crypto';
import type { z } from 'zod';
import { formatAmount } from '@lotus/contract/money';
import type { BalanceValue, transactionsQuerySchema, walletTransferBodySchema } from '@lotus/contract/wallet';
import type { memberLedgerQuerySchema } from '@lotus/contract/member-desk';
import { brandDayStart } from './bet-journal.ts';
import type { Principal } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import type { BrandContext } from '../../platform/request-context.ts';
import type { LedgerRepository } from './ledger.repository.ts';
import type { LedgerWriter, Movement, PostResult } from './ledger-writer.ts';

/** A stable hash of what a request asks for, so a reused key with another payload is told apart. */
export function requestHash(parts: unknown[]): string {
  return crypto.createHash('sha256').update(JSON.stringify(parts, (_k, v) => (typeof v === 'bigint' ? v.toString() : v))).digest('hex').slice(0, 32);
}

/** Maps a ledger refusal to the error the member sees. */
export function refusal(result: PostResult): AppError {
  if (result.code === 'wallet.insufficient.funds') return new AppError('wallet.insufficient.funds');
  if (result.code === 'duplicate.transaction') return new AppError('duplicate.transaction');
  return new AppError('wallet.refused');
}

/** The ledger kinds an account record filter finds: the lottery's own kinds count as bets, wins and refunds. */
const recordKinds: Record<string, string[]> = {
  bet: ['bet', 'lottery.bet'],
  win: ['win', 'lottery.payout'],
  rollback: ['rollback', 'lottery.cancel', 'lottery.void'],
};

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** What the wallet needs to know of a member (modules/member's repository in app.ts; declared here so wallet imports nothing of member). */
export interface MemberFacts {
  /** A trial account's demo credit (zero for others). */
  trialCredit(memberId: number): Promise<bigint>;
  /** The member's upline agent, if any. */
  upline(memberId: number): Promise<{ id: number; username: string } | null>;
}

/**
 * The member's wallets: the main wallet and, for transfer-wallet brands, one game wallet per vendor;
 * balances, transfers between them, and the account record. Every movement goes through the writer.
 */
export class WalletService {
  constructor(
    private readonly ledger: LedgerRepository,
    private readonly writer: LedgerWriter,
    private readonly members: MemberFacts,
  ) {}

  walletIds(brand: BrandContext): string[] {
    return ['main', ...(brand.config.singleWallet ? [] : brand.config.gameWallets.map((v) => `game:${v}`))];
  }

  async account(brand: BrandContext, memberId: number, wallet: string): Promise<bigint> {
    return this.ledger.ensureAccount(brand.id, memberId, wallet, brand.config.currency);
  }

  /** A trial account's demo credit is posted once, on first use of its wallet. */
  async #creditTrial(brand: BrandContext, principal: Principal, main: bigint): Promise<void> {
    if (principal.customerType !== 4) return;
    const credit = await this.members.trialCredit(principal.memberId);
    if (credit <= 0n) return;
    const source = await this.ledger.ensureAccount(brand.id, null, 'trial', brand.config.currency);
    await this.writer.post({
      key: `job:trial-credit:${principal.memberId}`,
      hash: requestHash(['trial', principal.memberId, credit]),
      kind: 'trial',
      currency: brand.config.currency,
      amount: credit,
      legs: [
        { account: source, amount: -credit },
        { account: main, amount: credit },
      ],
    });
  }

  async balance(brand: BrandContext, principal: Principal): Promise<BalanceValue> {
    const ids = this.walletIds(brand);
    const accounts = await Promise.all(ids.map((w) => this.account(brand, principal.memberId, w)));
    await this.#creditTrial(brand, principal, accounts[0]!);
    const rows = await this.ledger.balances(accounts);
    const byId = new Map(rows.map((r) => [r.id, r.balance ?? 0n]));
    const balances = accounts.map((a) => byId.get(a) ?? 0n);
    return {
      sumBalance: formatAmount(balances.reduce((s, b) => s + b, 0n)),
      currency: brand.config.currency,
      currencySymbol: brand.config.currencySymbol,
      balance: ids.map((id, i) => ({ accountTypeId: id, availBalance: formatAmount(balances[i]!) })),
    };
  }

  /** Moves money between the member's own wallets; the client's transfer id makes it idempotent. */
  async transfer(brand: BrandContext, principal: Principal, body: z.output<typeof walletTransferBodySchema>) {
    const ids = this.walletIds(brand);
    if (!ids.includes(body.from) || !ids.includes(body.to)) throw new AppError('wallet.unknown');
    const [from, to] = await Promise.all([this.account(brand, principal.memberId, body.from), this.account(brand, principal.memberId, body.to)]);
    const movement: Movement = {
      key: `ui:${principal.memberId}:${body.clientTransferId}`,
      hash: requestHash([body.from, body.to, body.amount]),
      kind: 'transfer',
      currency: brand.config.currency,
      amount: body.amount,
      legs: [
        { account: from, amount: -body.amount },
        { account: to, amount: body.amount },
      ],
      ref: { from: body.from, to: body.to },
    };
    const result = await this.writer.post(movement);
    if (result.status !== 'posted') throw refusal(result);
    return { status: 'posted' as const, balance: await this.balance(brand, principal), duplicate: result.duplicate };
  }

  /**
   * Transfer-wallet brands: on game launch the whole main balance moves into the vendor's game wallet,
   * and on exit the whole game balance moves back. `key` names the launch (e.g. `launch:<session>:in`),
   * so a repeated launch or exit moves nothing more. Answers the amount moved.
   */
  async sweep(brand: BrandContext, memberId: number, vendor: string, direction: 'in' | 'out', key: string): Promise<bigint> {
    const game = `game:${vendor}`;
    if (brand.config.singleWallet || !brand.config.gameWallets.includes(vendor)) return 0n;
    const [main, wallet] = await Promise.all([this.account(brand, memberId, 'main'), this.account(brand, memberId, game)]);
    const [from, to] = direction === 'in' ? [main, wallet] : [wallet, main];
    for (let attempt = 0; attempt < 3; attempt++) {
      const [row] = await this.ledger.balances([from]);
      const amount = row?.balance ?? 0n;
      const result = await this.writer.post({
        key,
        hash: requestHash(['sweep', memberId, vendor, direction]),
        kind: 'transfer',
        currency: brand.config.currency,
        amount,
        legs: amount > 0n ? [{ account: from, amount: -amount }, { account: to, amount }] : [],
        ref: { sweep: direction, vendor },
      });
      if (result.status === 'posted') {
        if (!result.duplicate) return amount;
        return (await this.ledger.transferAmount(key)) ?? 0n;
      }
      // The balance moved between reading and posting: the refusal is stored under this key, so read
      // again under a fresh attempt key.
      key = `${key}:${attempt + 1}`;
    }
    throw new AppError('wallet.refused');
  }

  /**
   * Transfer to upline: from the member's main wallet to their agent's, checked with the payment
   * password, idempotent per client transfer id.
   */
  async transferToUpline(brand: BrandContext, principal: Principal, amount: bigint, clientTransferId: string, checkPaymentPassword: (memberId: number) => Promise<void>) {
    const upline = await this.members.upline(principal.memberId);
    if (!upline) throw new AppError('upline.none');
    const m = { upline_id: upline.id, username: upline.username };
    await checkPaymentPassword(principal.memberId);
    const [from, to] = await Promise.all([this.account(brand, principal.memberId, 'main'), this.account(brand, m.upline_id, 'main')]);
    const result = await this.writer.post({
      key: `ui:${principal.memberId}:${clientTransferId}`,
      hash: requestHash(['upline', m.upline_id, amount]),
      kind: 'upline',
      currency: brand.config.currency,
      amount,
      legs: [
        { account: from, amount: -amount },
        { account: to, amount },
      ],
      ref: { upline: m.upline_id },
    });
    if (result.status !== 'posted') throw refusal(result);
    return { upline: m.username, balance: await this.balance(brand, principal), duplicate: result.duplicate };
  }

  /**
   * Balances of many members of one brand for an operator's list: per member the sum of the wallets they see
   * (main and game wallets; money held for withdrawals aside). Read only: no account is made.
   */
  async balancesOf(brand: BrandContext, memberIds: number[]): Promise<Map<number, bigint>> {
    const sums = new Map<number, bigint>(memberIds.map((id) => [id, 0n]));
    for (const a of await this.ledger.membersAccounts(brand.id, brand.config.currency, memberIds)) {
      if (a.kind === 'holds' || a.member_id === null) continue;
      sums.set(a.member_id, (sums.get(a.member_id) ?? 0n) + (a.balance ?? 0n));
    }
    return sums;
  }

  /** A member's wallets for an operator: the brand's wallets and any other account the member has (holds), with balances; none is made. */
  async memberWallets(brand: BrandContext, memberId: number) {
    const accounts = await this.ledger.membersAccounts(brand.id, brand.config.currency, [memberId]);
    const byKind = new Map(accounts.map((a) => [a.kind, a.balance ?? 0n]));
    const kinds = [...new Set([...this.walletIds(brand), ...accounts.map((a) => a.kind).sort()])];
    const wallets = kinds.map((wallet) => ({ wallet, balance: byKind.get(wallet) ?? 0n }));
    return { wallets, sum: wallets.filter((w) => w.wallet !== 'holds').reduce((s, w) => s + w.balance, 0n) };
  }

  /**
   * A member's ledger for an operator: every entry of their accounts (holds included), newest first, by kind,
   * wallet and brand days, in pages keyed on the entry id.
   */
  async memberLedger(brand: BrandContext, memberId: number, q: z.output<typeof memberLedgerQuerySchema>) {
    const accounts = (await this.ledger.memberAccountKinds(brand.id, memberId)).filter((a) => q.wallet === undefined || a.kind === q.wallet);
    const kinds = new Map(accounts.map((a) => [a.id, a.kind]));
    const tz = brand.config.timeZone;
    const rows = await this.ledger.entriesBefore(
      {
        accounts: accounts.map((a) => a.id),
        kinds: q.kind,
        from: q.from ? brandDayStart(q.from, tz) : undefined,
        to: q.to ? brandDayStart(nextDay(q.to), tz) : undefined,
        before: q.before === undefined ? undefined : BigInt(q.before),
      },
      q.pageSize + 1,
    );
    const page = rows.slice(0, q.pageSize);
    return {
      rows: page.map((r) => ({
        id: r.id.toString(),
        time: r.created_at.toISOString(),
        kind: r.kind,
        wallet: kinds.get(r.account_id) ?? '',
        amount: formatAmount(r.amount),
        balanceAfter: formatAmount(r.balance_after ?? 0n),
        key: r.key,
        details: r.reference ?? {},
      })),
      nextBefore: rows.length > q.pageSize ? page[page.length - 1]!.id.toString() : null,
    };
  }

  /** The member's account record: every entry of their wallets, newest first, filtered and paged. */
  async transactions(brand: BrandContext, principal: Principal, q: z.output<typeof transactionsQuerySchema>) {
    const accounts = await this.ledger.memberAccountKinds(brand.id, principal.memberId);
    if (accounts.length === 0) return { rows: [], pageNo: q.pageNo, pageSize: q.pageSize, total: 0 };
    const kinds = new Map(accounts.map((a) => [a.id, a.kind]));
    const { rows, total } = await this.ledger.entriesPage(
      { accounts: accounts.map((a) => a.id), kinds: q.type ? (recordKinds[q.type] ?? [q.type]) : undefined, fromDay: q.from, toDay: q.to, timeZone: brand.config.timeZone },
      q.pageSize,
      (q.pageNo - 1) * q.pageSize,
    );
    return {
      rows: rows.map((r) => ({
        id: r.id.toString(),
        time: r.created_at.toISOString(),
        type: r.kind,
        wallet: kinds.get(r.account_id) ?? 'main',
        amount: formatAmount(r.amount),
        balanceAfter: formatAmount(r.balance_after ?? 0n),
        // The public part of the key: never another party's identifiers.
        reference: r.key.split(':').slice(-1)[0]!.slice(0, 40),
      })),
      pageNo: q.pageNo,
      pageSize: q.pageSize,
      total,
    };
  }
}
