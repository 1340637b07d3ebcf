import { sql } from 'kysely';
import { payout, prizeTable, rebate } from '@lotus/games/lottery/pricing';
import type { Play, PrizeLevel } from '@lotus/games/lottery/types';
import type { Db } from '../../db/database.ts';
import type { BetCategory, LotteryGamesTable } from '../../db/schema.ts';
import { requestHash } from '../wallet/wallet.service.ts';
import type { PayoutKind, PostResult, RefundKind, WalletBrand, WalletCommands } from '../wallet/wallet-commands.ts';
import { addExposure, countsExposure, releaseOf } from './exposure.ts';
import type { ResolvedGame } from './game-catalogue.ts';
import type { IssueRow, LotteryRepository } from './lottery.repository.ts';

/** Wallet keys: one debit per order, one payout and one void refund per order and issue, one refund per cancelled sub-order. */
export const orderKey = (orderId: bigint) => `lott:order:${orderId}`;
export const payKey = (orderId: bigint, issueId: bigint) => `lott:pay:${orderId}:${issueId}`;
export const voidKey = (orderId: bigint, issueId: bigint) => `lott:void:${orderId}:${issueId}`;
export const cancelKey = (betId: bigint) => `lott:cancel:${betId}`;
/** A sub-order's key in the bet journal: each sub-order (one line in one issue) is one bet. */
export const journalKey = (betId: bigint) => `lott:bet:${betId}`;
/** E-lottery games count as their own category (ELOTT), the others as lottery (LOTT). */
export const betCategory = (game: Pick<LotteryGamesTable, 'prize_mode'>): BetCategory => (game.prize_mode === 'Elott' ? 'ELOTT' : 'LOTT');

interface BetRow {
  id: bigint;
  order_id: bigint;
  member_id: number;
  play_id: number;
  approach: number;
  balls: string;
  series: number;
  stake: bigint;
  amount: bigint;
  status: string;
  winning_stop: boolean;
}

interface Accounts {
  brand: WalletBrand;
  house: bigint;
  main: Map<number, bigint>;
}

const CHUNK = 5_000;
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
    private readonly db: Db,
    private readonly repo: LotteryRepository,
    private readonly commands: WalletCommands,
    private readonly now: () => Date,
  ) {}

  async #accounts(brandId: number, memberIds: number[]): Promise<Accounts> {
    const row = await this.db
      .selectFrom('brands')
      .select([sql<string | null>`config->>'currency'`.as('currency'), sql<string | null>`config->>'timeZone'`.as('time_zone')])
      .where('id', '=', brandId)
      .executeTakeFirstOrThrow();
    // Money never guesses its currency: a brand without one is a configuration error, not PKR.
    if (!row.currency) throw new Error(`brand ${brandId} has no currency`);
    const brand: WalletBrand = { id: brandId, currency: row.currency, timeZone: row.time_zone ?? 'UTC' };
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

  /** Every live bet of an issue (cancelled and void ones aside), of orders whose debit is posted. */
  async #bets(issueId: bigint): Promise<BetRow[]> {
    // Two plain reads joined here: one big join was many times slower on PGlite.
    const bets = await this.db
      .selectFrom('lottery_bets')
      .select(['id', 'order_id', 'member_id', 'play_id', 'approach', 'balls', 'series', 'stake', 'amount', 'status'])
      .where('issue_id', '=', issueId)
      .where('status', 'in', ['pending', 'won', 'lost', 'tie'])
      .orderBy('id')
      .execute();
    const orders = new Map<bigint, boolean>();
    const ids = [...new Set(bets.map((b) => b.order_id))];
    for (let i = 0; i < ids.length; i += CHUNK) {
      const rows = await this.db.selectFrom('lottery_orders').select(['id', 'winning_stop']).where('id', 'in', ids.slice(i, i + CHUNK)).where('status', '=', 'placed').execute();
      for (const r of rows) orders.set(r.id, r.winning_stop);
    }
    return bets.filter((b) => orders.has(b.order_id)).map((b) => ({ ...b, winning_stop: orders.get(b.order_id)! }));
  }

  /** Pays the refunds of sub-orders already marked cancelled (a crash may have come between mark and refund). */
  async #refundCancelled(game: ResolvedGame, issue: IssueRow): Promise<void> {
    const rows = await this.db.selectFrom('lottery_bets').select(['id', 'member_id', 'amount', 'order_id']).where('issue_id', '=', issue.id).where('status', '=', 'cancelled').execute();
    if (rows.length === 0) return;
    const placed = new Set((await this.db.selectFrom('lottery_orders').select('id').where('id', 'in', [...new Set(rows.map((r) => r.order_id))]).where('status', '=', 'placed').execute()).map((r) => r.id));
    const refunds = rows.filter((r) => placed.has(r.order_id));
    const accounts = await this.#accounts(game.row.brand_id, [...new Set(refunds.map((r) => r.member_id))]);
    await this.#all(refunds.map((r) => this.#refund(accounts, 'lottery.cancel', cancelKey(r.id), r.member_id, r.amount, { lottery: game.row.code, issue: issue.numero, order: r.order_id.toString() }, [{ key: journalKey(r.id), as: 'cancel' }])));
  }

  /** Settles a drawn issue; answers how many sub-orders and what was paid. Safe to run again. */
  async settle(game: ResolvedGame, issue: IssueRow): Promise<{ bets: number; paid: bigint }> {
    if (issue.status !== 'drawn' || issue.result === null) return { bets: 0, paid: 0n };
    await this.#refundCancelled(game, issue);
    const bets = await this.#bets(issue.id);
    const draw = game.family.parseDraw(issue.result);
    const rules = game.rules;
    const plays = new Map<number, Play<unknown, unknown, unknown>>(game.family.plays.map((p) => [p.id, p]));
    const levels = new Map<number, readonly PrizeLevel[]>();
    const prizes = new Map<string, bigint[]>();
    const maxSeries = game.settings.series.max;
    const cap = game.settings.limits.winAmountMaxPerIssue;

    const wins = new Array<bigint>(bets.length);
    const rebates = new Array<bigint>(bets.length);
    const statuses = new Array<string>(bets.length);
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
      wins[i] = win;
      rebates[i] = rebate(bet.amount, bet.series, maxSeries);
      statuses[i] = hit && win > 0n ? 'won' : outcome.pushes > 0 ? 'tie' : 'lost';
    }

    // One payout per order: its sub-orders' wins and rebates in this issue; it settles those sub-orders
    // in the bet journal. An order with nothing to pay settles them with no money.
    const perOrder = new Map<bigint, { member: number; amount: bigint; won: boolean; stop: boolean; settles: { key: string; win: bigint }[] }>();
    bets.forEach((bet, i) => {
      const o = perOrder.get(bet.order_id) ?? { member: bet.member_id, amount: 0n, won: false, stop: bet.winning_stop, settles: [] };
      o.amount += wins[i]! + rebates[i]!;
      o.won ||= statuses[i] === 'won';
      o.settles.push({ key: journalKey(bet.id), win: wins[i]! });
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
    for (let i = 0; i < bets.length; i += CHUNK) {
      const slice = bets.slice(i, i + CHUNK);
      await sql`
        update lottery_bets b set status = u.status, win = u.win, rebate = u.rebate, settled_at = ${now}
        from unnest(${slice.map((b) => b.id.toString())}::bigint[], ${statuses.slice(i, i + CHUNK)}::text[], ${wins.slice(i, i + CHUNK).map(String)}::bigint[], ${rebates.slice(i, i + CHUNK).map(String)}::bigint[]) as u(id, status, win, rebate)
        where b.id = u.id`.execute(this.db);
    }

    // Chase orders with stop-on-win: the steps after a winning issue are cancelled and refunded.
    const stopped = [...perOrder].filter(([, o]) => o.won && o.stop).map(([id]) => id);
    if (stopped.length > 0) await this.#stopChases(game, issue, stopped, accounts);
    await this.repo.setStatus(issue.id, 'drawn', 'settled', now);
    return { bets: bets.length, paid };
  }

  async #stopChases(game: ResolvedGame, issue: IssueRow, orderIds: bigint[], accounts: Accounts): Promise<void> {
    const later = await this.db
      .selectFrom('lottery_bets as b')
      .innerJoin('lottery_issues as i', 'i.id', 'b.issue_id')
      .innerJoin('members as m', 'm.id', 'b.member_id')
      .select(['b.id', 'b.member_id', 'b.amount', 'b.order_id', 'b.issue_id', 'b.play_id', 'b.balls', 'b.approach', 'b.stake', 'b.series', 'i.numero', 'm.customer_type'])
      .where('b.order_id', 'in', orderIds)
      .where('b.status', '=', 'pending')
      .where('i.draw_at', '>', issue.draw_at)
      .execute();
    if (later.length === 0) return;
    // Marked first, refunded second: a crash between is finished by #refundCancelled of that issue.
    await this.db
      .updateTable('lottery_bets')
      .set({ status: 'cancelled', settled_at: this.now() })
      .where('id', 'in', later.map((b) => b.id))
      .where('status', '=', 'pending')
      .execute();
    // The numbers those steps staked on are free again (trial accounts' steps never took any).
    await addExposure(this.db, later.filter((b) => countsExposure(b.customer_type)).flatMap((b) => releaseOf(game, b)), null);
    for (const b of later) if (!accounts.main.has(b.member_id)) accounts.main.set(b.member_id, await this.commands.memberAccount(accounts.brand, b.member_id));
    await this.#all(later.map((b) => this.#refund(accounts, 'lottery.cancel', cancelKey(b.id), b.member_id, b.amount, { lottery: game.row.code, issue: b.numero, order: b.order_id.toString(), chaseStop: true }, [{ key: journalKey(b.id), as: 'cancel' }])));
  }

  /** Voids an issue that will not be drawn: every live sub-order is refunded (per order), then marked void. */
  async voidIssue(game: ResolvedGame, issue: IssueRow): Promise<number> {
    if (issue.status !== 'open') return 0;
    await this.#refundCancelled(game, issue);
    const bets = await this.#bets(issue.id);
    const accounts = await this.#accounts(game.row.brand_id, [...new Set(bets.map((b) => b.member_id))]);
    const perOrder = new Map<bigint, { member: number; amount: bigint; ends: { key: string; as: 'void' }[] }>();
    for (const b of bets) {
      const o = perOrder.get(b.order_id) ?? { member: b.member_id, amount: 0n, ends: [] };
      o.amount += b.amount;
      o.ends.push({ key: journalKey(b.id), as: 'void' });
      perOrder.set(b.order_id, o);
    }
    await this.#all([...perOrder].map(([orderId, o]) => this.#refund(accounts, 'lottery.void', voidKey(orderId, issue.id), o.member, o.amount, { lottery: game.row.code, issue: issue.numero, order: orderId.toString() }, o.ends)));
    const now = this.now();
    await this.db.updateTable('lottery_bets').set({ status: 'void', settled_at: now }).where('issue_id', '=', issue.id).where('status', '=', 'pending').execute();
    await this.repo.setStatus(issue.id, 'open', 'void', now);
    return bets.length;
  }
}
