import type { BetCategory } from '../../db/schema.ts';
import { brandDay, type JournalOp } from './bet-journal.ts';
import type { Db } from '../../db/database.ts';
import { LedgerRepository } from './ledger.repository.ts';
import { LedgerWriter, type Movement, type PostResult } from './ledger-writer.ts';
import { TurnoverRequirements, type TurnoverTerms } from './turnover-requirements.ts';
import { TurnoverRequirementsRepository } from './turnover-requirements.repository.ts';

export type { PostResult };

/**
 * The one vocabulary of ledger kinds. Products stake (`bet`, `lottery.bet`), are paid (`win`,
 * `lottery.payout`) and refund stakes that never played (`rollback`, `lottery.cancel`, `lottery.void`);
 * money comes in and out (`deposit`, `withdrawal`: a hold, then its resolution), moves between a
 * member's wallets (`transfer`, `upline`), operators adjust (`adjustment`), the brand grants bonuses
 * (`bonus`); trial accounts get demo credit (`trial`).
 * The brand also rewards members from its bonus account (`rebate`: cashback, claimed or paid by the
 * daily close); a period close's reversal is its kind with `.clawback`.
 */
export const ledgerKinds = {
  stake: ['bet', 'lottery.bet'],
  payout: ['win', 'lottery.payout'],
  refund: ['rollback', 'lottery.cancel', 'lottery.void'],
  money: ['deposit', 'withdrawal', 'adjustment', 'bonus'],
  reward: ['rebate'],
} as const;
export type StakeKind = (typeof ledgerKinds.stake)[number];
export type PayoutKind = (typeof ledgerKinds.payout)[number];
export type RefundKind = (typeof ledgerKinds.refund)[number];
export type RewardKind = (typeof ledgerKinds.reward)[number];

/** What the commands need of a brand: its id, its currency, and its time zone (a settled bet counts on the brand's day). */
export interface WalletBrand {
  id: number;
  currency: string;
  timeZone: string;
}

/** One bet as the journal records it. */
export interface BetSpec {
  /** The bet's own key: the stake's key, or it and a sub-bet. */
  key: string;
  stake: bigint;
  category: BetCategory;
  vendor: string;
  game: string;
  /** A vendor's round the bet belongs to: a win naming the round settles it. */
  round?: string;
  ref?: Record<string, unknown>;
}

/** A movement of a member's own money: into the main wallet, out of it, or held. */
interface MemberMove {
  key: string;
  hash: string;
  brand: WalletBrand;
  memberId: number;
  amount: bigint;
  ref?: Record<string, unknown>;
}

/** A held withdrawal still pending: its hold key, amount and the member's holds account. */
export interface PendingHold {
  key: string;
  amount: bigint;
  currency: string;
  brandId: number;
  memberId: number;
  createdAt: Date;
}

/** A movement between a member's account and a product's counter account (house, lottery, a vendor). */
interface ProductMove {
  key: string;
  hash: string;
  brand: WalletBrand;
  memberId: number;
  /** The member's account the money leaves or reaches (main wallet, or a vendor's game wallet). */
  member: bigint;
  /** The product's account on the other side. */
  counter: bigint;
  amount: bigint;
  ref?: Record<string, unknown>;
  round?: Movement['round'];
}

/**
 * The wallet's commands for products: stake, payout, refund, and settling or ending bets that move no
 * money. Each builds the legs and the bet journal's operations itself, so no product does either, and
 * the bet journal is written with the money, exactly once (see bet-journal.ts).
 */
export class WalletCommands {
  constructor(
    private readonly writer: LedgerWriter,
    private readonly ledger: LedgerRepository,
    private readonly now: () => Date,
    private readonly requirements?: TurnoverRequirements,
  ) {}

  /** A member's account (`main`, or `game:<vendor>`), made on first use. */
  memberAccount(brand: WalletBrand, memberId: number, wallet = 'main'): Promise<bigint> {
    return this.ledger.ensureAccount(brand.id, memberId, wallet, brand.currency);
  }

  /** Many members' main accounts at once (a settlement pays thousands), made where missing. */
  memberAccounts(brand: WalletBrand, memberIds: number[]): Promise<Map<number, bigint>> {
    return this.ledger.mainAccounts(brand.id, brand.currency, memberIds);
  }

  /** A product's or the brand's own account (`house`, `lottery`, `cash_in`...), made on first use. */
  systemAccount(brand: WalletBrand, kind: string): Promise<bigint> {
    return this.ledger.ensureAccount(brand.id, null, kind, brand.currency);
  }

  /** Balances (and kinds, currencies) of member accounts. */
  balances(accounts: bigint[]) {
    return this.ledger.balances(accounts);
  }

  /** What became of a movement's key (undefined: never seen), for recovery after a crash. */
  outcome(key: string) {
    return this.ledger.transferStatus(key);
  }

  /** A stored movement's kind, status, amount and reference (undefined: never seen), for rules that look at an earlier movement. */
  movement(key: string) {
    return this.ledger.transfer(key);
  }

  /** Takes a key that never posted, so a late request under it is refused (a round given up by recovery). */
  tombstone(brand: WalletBrand, key: string, kind: StakeKind, ref: Record<string, unknown>): Promise<PostResult> {
    return this.writer.post({ key, hash: 'tombstone', kind, currency: brand.currency, amount: 0n, legs: [], status: 'tombstone', ref });
  }

  /**
   * Debits the member for one or more bets (their stakes sum to `amount`), which open in the journal.
   * `lost`: the bets were decided when placed and won nothing (a house round that lost), so they are
   * written settled at once; there will be no payout to settle them.
   */
  stake(move: ProductMove & { kind: StakeKind; bets: BetSpec[]; lost?: boolean; /** A trial account: demo money, no journal. */ trial: boolean }): Promise<PostResult> {
    const at = this.now();
    if (move.trial) return this.writer.post(this.#movement(move, move.kind, -move.amount, []));
    const day = brandDay(at, move.brand.timeZone);
    const settled = move.lost ? { win: 0n } : undefined;
    const journal: JournalOp[] = move.bets.map((b) => ({ op: 'open', key: b.key, brandId: move.brand.id, memberId: move.memberId, category: b.category, vendor: b.vendor, game: b.game, currency: move.brand.currency, stake: b.stake, at, day, ...(b.round ? { round: b.round } : {}), ...(settled ? { settled } : {}), ...(b.ref ? { ref: b.ref } : {}) }));
    return this.writer.post(this.#movement(move, move.kind, -move.amount, journal));
  }

  /**
   * Credits the member's winnings; the bets named settle with their part of the win, or, for a vendor's
   * win that names only its round, the round's open bets settle and the win goes to its first bet.
   */
  payout(move: ProductMove & { kind: PayoutKind } & ({ settles: { key: string; win: bigint }[] } | { settlesRound: string })): Promise<PostResult> {
    const at = this.now();
    const day = brandDay(at, move.brand.timeZone);
    const journal: JournalOp[] = 'settlesRound' in move ? [{ op: 'settle_round', round: move.settlesRound, win: move.amount, at, day }] : move.settles.map((s) => ({ op: 'settle', key: s.key, win: s.win, at, day }));
    return this.writer.post(this.#movement(move, move.kind, move.amount, journal));
  }

  /** Gives back stakes that never played; the bets named end void (the house or vendor) or cancelled (the member). */
  refund(move: ProductMove & { kind: RefundKind; ends: { key: string; as: 'void' | 'cancel' }[] }): Promise<PostResult> {
    const at = this.now();
    return this.writer.post(this.#movement(move, move.kind, move.amount, move.ends.map((e) => ({ op: e.as, key: e.key, at }))));
  }

  /** Settles bets that won nothing (no money moves). Safe to repeat: only open bets settle. */
  settleLost(brand: WalletBrand, keys: string[]): Promise<void> {
    const at = this.now();
    const day = brandDay(at, brand.timeZone);
    return this.writer.journal(keys.map((key) => ({ op: 'settle', key, win: 0n, at, day })));
  }

  /** Ends open bets with no money moving (their stake was never taken, or is refunded elsewhere). */
  endBets(ends: { key: string; as: 'void' | 'cancel' }[]): Promise<void> {
    const at = this.now();
    return this.writer.journal(ends.map((e) => ({ op: e.as, key: e.key, at })));
  }

  /** Money from a payment channel (the brand's cash-in account to the member's main wallet), with the brand's turnover terms. */
  async deposit(move: MemberMove & { turnover?: TurnoverTerms }): Promise<PostResult> {
    return this.#credit(move, 'cash_in', 'deposit', 'deposit', move.turnover);
  }

  /**
   * An operator's adjustment: `amount` > 0 credits the member (optionally with turnover terms), < 0 debits.
   * The brand's adjustment account is the other side.
   */
  async adjust(move: MemberMove & { turnover?: TurnoverTerms }): Promise<PostResult> {
    if (move.amount > 0n) return this.#credit(move, 'adjustment', 'adjustment', 'adjustment', move.turnover);
    // One after the other here and below: the commands may run on a transaction, which is one connection.
    const adjustment = await this.systemAccount(move.brand, 'adjustment');
    const main = await this.memberAccount(move.brand, move.memberId);
    return this.writer.post(this.#money(move, 'adjustment', -move.amount, main, adjustment));
  }

  /** A bonus from the brand's bonus account, usually with turnover terms (a promotion, a rebate, a gift). */
  async grant(move: MemberMove & { turnover?: TurnoverTerms; source?: 'bonus' | 'rebate'; kind?: 'bonus' | RewardKind }): Promise<PostResult> {
    return this.#credit(move, 'bonus', move.kind ?? 'bonus', move.source ?? 'bonus', move.turnover);
  }

  /** Holds money for a withdrawal (main to holds): a pending movement that `resolveHold` settles once. */
  async hold(move: MemberMove): Promise<PostResult> {
    const main = await this.memberAccount(move.brand, move.memberId);
    const holds = await this.memberAccount(move.brand, move.memberId, 'holds');
    return this.writer.post({ ...this.#money(move, 'withdrawal', move.amount, main, holds), status: 'pending' });
  }

  /**
   * Resolves a hold once, whichever decision comes first: `paid` sends it to the brand's cash-out account,
   * `released` gives it back to the main wallet. The key is the hold's with `:resolve`.
   */
  async resolveHold(move: Omit<MemberMove, 'key'> & { holdKey: string; outcome: 'paid' | 'released' }): Promise<PostResult> {
    const holds = await this.memberAccount(move.brand, move.memberId, 'holds');
    const to = move.outcome === 'paid' ? await this.systemAccount(move.brand, 'cash_out') : await this.memberAccount(move.brand, move.memberId);
    return this.writer.post(this.#money({ ...move, key: `${move.holdKey}:resolve`, ref: { ...move.ref, outcome: move.outcome } }, 'withdrawal', move.amount, holds, to));
  }

  /** Holds under a key prefix, older than an instant and not yet resolved, oldest first, a page after `after` (for recovery jobs). */
  pendingHolds(prefix: string, olderThan: Date, limit: number, after?: PendingHold): Promise<PendingHold[]> {
    return this.ledger.pendingHolds(prefix, olderThan, limit, after);
  }

  /** The member's turnover requirements with their progress (deposits, bonuses and adjustments may carry one). */
  turnover(): TurnoverRequirements {
    if (!this.requirements) throw new Error('WalletCommands: built without turnover requirements');
    return this.requirements;
  }

  async #credit(move: MemberMove, from: string, kind: string, source: 'deposit' | 'adjustment' | 'bonus' | 'rebate', terms: TurnoverTerms | undefined): Promise<PostResult> {
    const counter = await this.systemAccount(move.brand, from);
    const main = await this.memberAccount(move.brand, move.memberId);
    // Written before the money and binding only once it posted: a crash in between leaves no credit without its requirement.
    if (terms) await this.turnover().prepare(move.brand, move.memberId, source, move, move.amount, terms, move.ref ?? {});
    return this.writer.post(this.#money(move, kind, move.amount, counter, main));
  }

  /** `amount` moves from one account to another (both legs in the brand's currency). */
  #money(move: MemberMove, kind: string, amount: bigint, from: bigint, to: bigint): Movement {
    return {
      key: move.key,
      hash: move.hash,
      kind,
      currency: move.brand.currency,
      amount,
      legs: [
        { account: from, amount: -amount },
        { account: to, amount },
      ],
      ref: { ...move.ref, member: move.memberId },
    };
  }

  /** `signed` is what the member's account gains (negative for a stake). */
  #movement(move: ProductMove, kind: string, signed: bigint, journal: JournalOp[]): Movement {
    return {
      key: move.key,
      hash: move.hash,
      kind,
      currency: move.brand.currency,
      amount: move.amount,
      legs: [
        { account: move.member, amount: signed },
        { account: move.counter, amount: -signed },
      ],
      ref: { ...move.ref, member: move.memberId, account: move.member.toString() },
      ...(move.round ? { round: move.round } : {}),
      ...(journal.length ? { journal } : {}),
    };
  }
}

/** The brand as the commands need it, from a brand context. */
export function walletBrand(brand: { id: number; config: { currency: string; timeZone: string } }): WalletBrand {
  return { id: brand.id, currency: brand.config.currency, timeZone: brand.config.timeZone };
}

/**
 * Wallet commands on a database handle of their own, with their own writer: for code that runs outside
 * the app's single writer (the first-start seed inside its transaction, tests setting up members).
 */
export function walletCommandsOn(db: Db, now: () => Date = () => new Date()): WalletCommands {
  return new WalletCommands(new LedgerWriter(db), new LedgerRepository(db), now, new TurnoverRequirements(new TurnoverRequirementsRepository(db), now));
}
