import { payout, prizeTable, rebate } from '@lotus/games/lottery/pricing';
import type { Play, PrizeLevel } from '@lotus/games/lottery/types';
import type { BetCategory, LotteryGamesTable } from '../../db/schema.ts';
import { requestHash } from '../wallet/wallet.service.ts';
import type { PayoutKind, PostResult, RefundKind, WalletBrand, WalletCommands } from '../wallet/wallet-commands.ts';
import { countsExposure, releaseOf } from './exposure.ts';
import type { ResolvedGame } from './game-catalogue.ts';
import type { IssueRow, LotteryRepository } from './lottery.repository.ts';
import type { BetOutcome, OrdersRepository, VoidedBet } from './orders.repository.ts';

/** Wallet keys: one debit per order, one payout and one void refund per order and issue, one refund per cancelled sub-order. */
export const orderKey = (orderId: bigint) => `lott:order:${orderId}`;
export const payKey = (orderId: bigint, issueId: bigint) => `lott:pay:${orderId}:${issueId}`;
export const voidKey = (orderId: bigint, issueId: bigint) => `lott:void:${orderId}:${issueId}`;
export const cancelKey = (betId: bigint) => `lott:cancel:${betId}`;
/** A sub-order's key in the bet journal: each sub-order (one line in one issue) is one bet. */
export const journalKey = (betId: bigint) => `lott:bet:${betId}`;
/** E-lottery games count as their own category (ELOTT), the others as lottery (LOTT). */
export const betCategory = (game: Pick<LotteryGamesTable, 'prize_mode'>): BetCategory => (game.prize_mode === 'Elott' ? 'ELOTT' : 'LOTT');

/** Members' account kinds by id (modules/member's repository, wired in app.ts): trial accounts take no exposure. */
export interface MemberKinds {
  customerTypes(memberIds: number[]): Promise<Map<number, number>>;
}

interface Accounts {
  brand: WalletBrand;
  house: bigint;
  main: Map<number, bigint>;
}

/** Longest stretch of settling work between two turns of the event loop. */
const SLICE_MS = 10;

/**
 * Settles an issue: every sub-order's win is computed from the engine, payouts (win + rebate) are posted
 * per order under `lott:pay:<order>:<issue>`, then the sub-orders are marked. The whole computation
 * is a pure function of the bets and the result, so a run that dies half-way is simply run again: the
 * same movements come out with the same keys and the ledger answers each repeat with its stored
 * outcome. Nothing is paid twice, whatever the order of crashes.
 */
export class Settlement {
  constructor(
    private readonly repo: LotteryRepository,
    private readonly orders: OrdersRepository,
    private readonly commands: WalletCommands,
    /** A brand's currency and time zone by id, from its config: money never guesses either. */
    private readonly walletBrandOf: (brandId: number) => Promise<WalletBrand>,
    private readonly members: MemberKinds,
    private readonly now: () => Date,
  ) {}

  async #accounts(brandId: number, memberIds: number[]): Promise<Accounts> {
    const brand = await this.walletBrandOf(brandId);
    const [house, main] = await Promise.all([this.commands.systemAccount(brand, 'lottery'), this.commands.memberAccounts(brand, memberIds)]);
    return { brand, house, main };
  }

  /** A credit to a member from the lottery's account: a payout that settles bets, or a refund that ends them. */
  #credit(accounts: Accounts, key: string, memberId: number, amount: bigint, ref: Record<string, unknown>) {
    return { key, hash: requestHash([key, amount]), brand: accounts.brand, memberId, member: accounts.main.get(memberId)!, counter: accounts.house, amount, ref };
  }

  #pay(accounts: Accounts, key: string, memberId: number, amount: bigint, ref: Record<string, unknown>, settles: { key: string; win: bigint }[]) {
    const kind: PayoutKind = 'lottery.payout';
    return this.commands.payout({ ...this.#credit(accounts, key, memberId, amount, ref), hash: requestHash([kind, key, amount]), kind, settles });
  }

  #refund(accounts: Accounts, kind: RefundKind, key: string, memberId: number, amount: bigint, ref: Record<string, unknown>, ends: { key: string; as: 'void' | 'cancel' }[]) {
    return this.commands.refund({ ...this.#credit(accounts, key, memberId, amount, ref), hash: requestHash([kind, key, amount]), kind, ends });
  }

  async #all(posts: Promise<PostResult>[]): Promise<void> {
    const results = await Promise.all(posts);
    const failed = results.find((r) => r.status !== 'posted');
    if (failed) throw new Error(`lottery payout ${failed.key} answered ${failed.status} ${failed.code ?? ''}`);
  }

  /** Pays the refunds of sub-orders already marked cancelled (a crash may have come between mark and refund). */
  async #refundCancelled(game: ResolvedGame, issue: IssueRow): Promise<void> {
    const refunds = await this.orders.cancelledBets(issue.id);
    if (refunds.length === 0) return;
    const accounts = await this.#accounts(game.row.brand_id, [...new Set(refunds.map((r) => r.member_id))]);
    await this.#all(refunds.map((r) => this.#refund(accounts, 'lottery.cancel', cancelKey(r.id), r.member_id, r.amount, { lottery: game.row.code, issue: issue.numero, order: r.order_id.toString() }, [{ key: journalKey(r.id), as: 'cancel' }])));
  }

  /** Settles a drawn issue; answers how many sub-orders and what was paid. Safe to run again. */
  async settle(game: ResolvedGame, issue: IssueRow): Promise<{ bets: number; paid: bigint }> {
    if (issue.status !== 'drawn' || issue.result === null) return { bets: 0, paid: 0n };
    await this.#refundCancelled(game, issue);
    const bets = await this.orders.liveBets(issue.id);
    const draw = game.family.parseDraw(issue.result);
    const rules = game.rules;
    const plays = new Map<number, Play<unknown, unknown, unknown>>(game.family.plays.map((p) => [p.id, p]));
    const levels = new Map<number, readonly PrizeLevel[]>();
    const prizes = new Map<string, bigint[]>();
    const maxSeries = game.settings.series.max;
    const cap = game.settings.limits.winAmountMaxPerIssue;

    const outcomes = new Array<BetOutcome>(bets.length);
    const wonByMember = new Map<number, bigint>();
    let slice = performance.now();
    for (let i = 0; i < bets.length; i++) {
      // Reading and settling a large line takes up to a few ms: hand the event loop back every
      // ~10 ms so a busy issue never stalls the requests this process serves meanwhile.
      if (performance.now() - slice > SLICE_MS) {
        await new Promise((resolve) => setImmediate(resolve));
        slice = performance.now();
      }
      const bet = bets[i]!;
      const play = plays.get(bet.play_id)!;
      let lv = levels.get(bet.play_id);
      if (!lv) levels.set(bet.play_id, (lv = play.levels(rules)));
      const prizeKey = `${bet.play_id}:${bet.stake}:${bet.series}`;
      let table = prizes.get(prizeKey);
      if (!table) prizes.set(prizeKey, (table = prizeTable(lv, bet.stake, bet.series)));
      const outcome = play.settle(play.parse(bet.balls, bet.approach as 1 | 2, rules), draw, rules);
      // The engine's payout, with the prizes computed once per play, stake and series.
      let win = payout(lv, outcome, bet.stake, bet.series, table);
      const hit = outcome.hits.some((h) => h > 0);
      // The most one member may win in one issue: later sub-orders get what is left.
      const so = wonByMember.get(bet.member_id) ?? 0n;
      if (so + win > cap) win = cap > so ? cap - so : 0n;
      wonByMember.set(bet.member_id, so + win);
      outcomes[i] = { id: bet.id, win, rebate: rebate(bet.amount, bet.series, maxSeries), status: hit && win > 0n ? 'won' : outcome.pushes > 0 ? 'tie' : 'lost' };
    }

    // One payout per order: its sub-orders' wins and rebates in this issue; it settles those sub-orders
    // in the bet journal. An order with nothing to pay settles them with no money.
    const perOrder = new Map<bigint, { member: number; amount: bigint; won: boolean; stop: boolean; settles: { key: string; win: bigint }[] }>();
    bets.forEach((bet, i) => {
      const o = perOrder.get(bet.order_id) ?? { member: bet.member_id, amount: 0n, won: false, stop: bet.winning_stop, settles: [] };
      const { win, rebate, status } = outcomes[i]!;
      o.amount += win + rebate;
      o.won ||= status === 'won';
      o.settles.push({ key: journalKey(bet.id), win });
      perOrder.set(bet.order_id, o);
    });
    const accounts = await this.#accounts(game.row.brand_id, [...new Set(bets.map((b) => b.member_id))]);
    let paid = 0n;
    const posts: Promise<PostResult>[] = [];
    const lost: string[] = [];
    for (const [orderId, o] of perOrder) {
      if (o.amount <= 0n) {
        lost.push(...o.settles.map((b) => b.key));
        continue;
      }
      paid += o.amount;
      posts.push(this.#pay(accounts, payKey(orderId, issue.id), o.member, o.amount, { lottery: game.row.code, issue: issue.numero, order: orderId.toString() }, o.settles));
    }
    await Promise.all([this.#all(posts), this.commands.settleLost(accounts.brand, lost)]);

    const now = this.now();
    await this.orders.recordOutcomes(outcomes, now);

    // Chase orders with stop-on-win: the steps after a winning issue are cancelled and refunded.
    const stopped = [...perOrder].filter(([, o]) => o.won && o.stop).map(([id]) => id);
    if (stopped.length > 0) await this.#stopChases(game, issue, stopped, accounts);
    await this.repo.setStatus(issue.id, 'drawn', 'settled', now);
    return { bets: bets.length, paid };
  }

  async #stopChases(game: ResolvedGame, issue: IssueRow, orderIds: bigint[], accounts: Accounts): Promise<void> {
    const later = await this.orders.laterSteps(orderIds, issue.draw_at);
    if (later.length === 0) return;
    // Marked first, refunded second: a crash between is finished by #refundCancelled of that issue.
    await this.orders.cancelBets(later.map((b) => b.id), this.now());
    // The numbers those steps staked on are free again (trial accounts' steps never took any).
    const types = await this.members.customerTypes([...new Set(later.map((b) => b.member_id))]);
    await this.orders.addExposure(later.filter((b) => types.has(b.member_id) && countsExposure(types.get(b.member_id)!)).flatMap((b) => releaseOf(game, b)), null);
    for (const b of later) if (!accounts.main.has(b.member_id)) accounts.main.set(b.member_id, await this.commands.memberAccount(accounts.brand, b.member_id));
    await this.#all(later.map((b) => this.#refund(accounts, 'lottery.cancel', cancelKey(b.id), b.member_id, b.amount, { lottery: game.row.code, issue: b.numero, order: b.order_id.toString(), chaseStop: true }, [{ key: journalKey(b.id), as: 'cancel' }])));
  }

  /** Voids an issue that will not be drawn (a missed in-house draw): claimed, then refunded. Answers the sub-orders refunded. */
  async voidIssue(game: ResolvedGame, issue: IssueRow): Promise<number> {
    if (issue.status !== 'open') return 0;
    const now = this.now();
    if (!(await this.repo.claimVoid(issue.id, now, null, null))) return 0;
    return (await this.finishVoid(game, { ...issue, status: 'void', void_at: now })).bets;
  }

  /**
   * Refunds a voided issue's open sub-orders (its claim is made: nothing draws it any more). They are
   * marked void first and refunded second, one refund per order under `lott:void:<order>:<issue>`, so a
   * member's cancel racing it refunds a sub-order once, by whichever marks it. The issue is done once no
   * sub-order is open and no bet can still arrive; before that, every refund of the issue is posted again
   * (a crash between a mark and its refund left one unpaid; a repeat answers its stored outcome), and the
   * scheduler calls this again for issues not done (bets still arriving, an order's debit still on its way).
   */
  async finishVoid(game: ResolvedGame, issue: IssueRow): Promise<{ orders: number; bets: number; amount: bigint; finished: boolean }> {
    const marked = await this.orders.voidOpenBets(issue.id, this.now());
    const refunded = await this.#refundVoided(game, issue, marked);
    const now = this.now();
    let finished = false;
    if (now.getTime() >= quietAfter(issue, now) && !(await this.orders.hasPending(issue.id))) {
      await this.#refundCancelled(game, issue);
      await this.#refundVoided(game, issue, (await this.orders.voidedBets(issue.id)).filter((b) => !refunded.has(b.order_id)));
      await this.repo.finishVoid(issue.id, now);
      finished = true;
    }
    return { orders: refunded.size, bets: marked.length, amount: marked.reduce((sum, b) => sum + b.amount, 0n), finished };
  }

  /** One refund per order of its voided sub-orders in the issue; answers the orders refunded. */
  async #refundVoided(game: ResolvedGame, issue: IssueRow, bets: VoidedBet[]): Promise<Set<bigint>> {
    if (bets.length === 0) return new Set();
    const accounts = await this.#accounts(game.row.brand_id, [...new Set(bets.map((b) => b.member_id))]);
    const perOrder = new Map<bigint, { member: number; amount: bigint; ends: { key: string; as: 'void' }[] }>();
    for (const b of bets) {
      const o = perOrder.get(b.order_id) ?? { member: b.member_id, amount: 0n, ends: [] };
      o.amount += b.amount;
      o.ends.push({ key: journalKey(b.id), as: 'void' });
      perOrder.set(b.order_id, o);
    }
    await this.#all([...perOrder].map(([orderId, o]) => this.#refund(accounts, 'lottery.void', voidKey(orderId, issue.id), o.member, o.amount, { lottery: game.row.code, issue: issue.numero, order: orderId.toString() }, o.ends)));
    return new Set(perOrder.keys());
  }
}

/** How long a member's bet may take from the issue check to its rows (a slow debit included). */
const BET_IN_FLIGHT_MS = 60_000;
/** How long a process keeps an open issue cached for betting (OrdersService). */
const ISSUE_CACHE_MS = 5_000;

/**
 * From when no new bet can land on a voided issue: bets stop at its lock time, or once every process's
 * cached copy of it has lapsed after the void, whichever is first, plus the time a bet takes to land.
 */
export function quietAfter(issue: Pick<IssueRow, 'lock_at' | 'void_at'>, now: Date): number {
  const voidAt = (issue.void_at ?? now).getTime();
  return Math.min(issue.lock_at.getTime(), voidAt + ISSUE_CACHE_MS) + BET_IN_FLIGHT_MS;
}
