import { sql } from 'kysely';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { LotteryBetsTable, LotteryOrdersTable } from '../../db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import type { ExposureRow } from './exposure.ts';

export type BetStatus = 'pending' | 'won' | 'lost' | 'tie' | 'cancelled' | 'void';
type OrderStatus = LotteryOrdersTable['status'];

/** Rows per chunk of a large read or write: PostgreSQL allows 65,535 parameters per statement. */
const CHUNK = 5_000;
/** Rows per exposure upsert: PGlite runs on the event loop's thread, so a long statement stalls every request. */
const EXPOSURE_CHUNK = 1000;

/** A live sub-order of an issue, with its order's stop-on-win (what settlement reads). */
export interface SettlingBet {
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

/** A sub-order's outcome as settlement writes it. */
export interface BetOutcome {
  id: bigint;
  status: 'won' | 'lost' | 'tie';
  win: bigint;
  rebate: bigint;
}

/** Filters of the member's order list. */
export interface OrderFilter {
  gameId?: number;
  status?: BetStatus;
  from?: Date;
  to?: Date;
}

/**
 * SQL of lottery orders: orders, their sub-orders (one per slip line and issue) and the exposure they
 * take on numbers. Services open a transaction with `transaction`, which hands them this repository on it.
 */
export class OrdersRepository {
  constructor(private readonly db: Db) {}

  /** Runs `work` in one transaction, with a repository bound to it. */
  transaction<T>(work: (repo: OrdersRepository) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((tx) => work(new OrdersRepository(tx)));
  }

  // ---- placing and cancelling ----

  byClientOrderId(memberId: number, clientOrderId: string) {
    return this.db.selectFrom('lottery_orders').select(['order_number', 'request_hash', 'status', 'amount']).where('member_id', '=', memberId).where('client_order_id', '=', clientOrderId).executeTakeFirst();
  }

  /** Inserts an order; undefined when its member already has one under the client order id (a twin request). */
  async insertOrder(order: Insertable<LotteryOrdersTable>): Promise<bigint | undefined> {
    const row = await this.db
      .insertInto('lottery_orders')
      .values(order)
      .onConflict((oc) => oc.columns(['member_id', 'client_order_id']).doNothing())
      .returning(['id'])
      .executeTakeFirst();
    return row?.id;
  }

  async insertBets(bets: Insertable<LotteryBetsTable>[]): Promise<{ id: bigint; amount: bigint }[]> {
    const out: { id: bigint; amount: bigint }[] = [];
    for (let i = 0; i < bets.length; i += 1000) out.push(...(await this.db.insertInto('lottery_bets').values(bets.slice(i, i + 1000)).returning(['id', 'amount']).execute()));
    return out;
  }

  async setOrderStatus(orderId: bigint, from: OrderStatus, to: OrderStatus): Promise<void> {
    await this.db.updateTable('lottery_orders').set({ status: to }).where('id', '=', orderId).where('status', '=', from).execute();
  }

  /** Voids an order's sub-orders (its debit was refused or never came); only pending ones when `pendingOnly`. */
  async voidOrderBets(orderId: bigint, now: Date, pendingOnly: boolean): Promise<void> {
    let q = this.db.updateTable('lottery_bets').set({ status: 'void', settled_at: now }).where('order_id', '=', orderId);
    if (pendingOnly) q = q.where('status', '=', 'pending');
    await q.execute();
  }

  /**
   * Adds to the exposure of each number; refuses (the caller's transaction rolls back) when one would
   * pass `max`. One statement per chunk of numbers: a number over the limit is neither inserted nor
   * updated, so fewer rows come back than went in. The conditional upsert is atomic, so racing orders
   * cannot both slip under the limit. Between chunks the event loop gets a turn.
   */
  async addExposure(rows: ExposureRow[], max: bigint | null): Promise<void> {
    if (rows.length === 0) return;
    if (max !== null && rows.some((e) => e.potential > max)) throw new AppError('lottery.exposure.exceeded');
    for (let i = 0; i < rows.length; i += EXPOSURE_CHUNK) {
      if (i > 0) await new Promise((resolve) => setImmediate(resolve));
      const chunk = rows.slice(i, i + EXPOSURE_CHUNK);
      const r = await sql<{ potential: string }>`
        insert into lottery_exposure (issue_id, play_id, number, potential)
        select * from unnest(${chunk.map((e) => e.issueId.toString())}::bigint[], ${chunk.map((e) => e.playId)}::int[], ${chunk.map((e) => e.number)}::text[], ${chunk.map((e) => e.potential.toString())}::bigint[])
        on conflict (issue_id, play_id, number) do update set potential = lottery_exposure.potential + excluded.potential
        where ${max === null} or lottery_exposure.potential + excluded.potential <= ${(max ?? 0n).toString()}::bigint
        returning potential`.execute(this.db);
      if (r.rows.length !== chunk.length) throw new AppError('lottery.exposure.exceeded');
    }
  }

  /** A member's sub-orders of a brand by id, with their order's and issue's state (what cancelling checks). */
  cancellable(brandId: number, memberId: number, ids: bigint[]) {
    return this.db
      .selectFrom('lottery_bets as b')
      .innerJoin('lottery_orders as o', 'o.id', 'b.order_id')
      .innerJoin('lottery_issues as i', 'i.id', 'b.issue_id')
      .select(['b.id', 'b.amount', 'b.status', 'b.order_id', 'b.issue_id', 'b.play_id', 'b.balls', 'b.approach', 'b.stake', 'b.series', 'o.game_id', 'o.status as order_status', 'i.lock_at', 'i.status as issue_status', 'i.numero'])
      .where('b.id', 'in', ids)
      .where('b.member_id', '=', memberId)
      .where('o.brand_id', '=', brandId)
      .execute();
  }

  /** Marks pending sub-orders cancelled; answers how many this call marked (a racing cancel or settlement marks the rest). */
  async cancelBets(ids: bigint[], now: Date): Promise<number> {
    if (ids.length === 0) return 0;
    const r = await this.db.updateTable('lottery_bets').set({ status: 'cancelled', settled_at: now }).where('id', 'in', ids).where('status', '=', 'pending').executeTakeFirst();
    return Number(r.numUpdatedRows);
  }

  /** Orders still waiting for their debit's outcome, created before `cutoff`. */
  placingBefore(cutoff: Date, limit: number) {
    return this.db.selectFrom('lottery_orders').select(['id', 'brand_id']).where('status', '=', 'placing').where('created_at', '<', cutoff).orderBy('id').limit(limit).execute();
  }

  // ---- reading orders ----

  /** The games of a member's latest orders in a brand, newest first (repeats included). */
  async recentGameIds(brandId: number, memberId: number, limit: number): Promise<number[]> {
    const rows = await this.db.selectFrom('lottery_orders').select('game_id').where('member_id', '=', memberId).where('brand_id', '=', brandId).orderBy('id', 'desc').limit(limit).execute();
    return rows.map((r) => r.game_id);
  }

  /** A page of a member's placed orders (newest first) with their game and first issue, and how many match. */
  async orders(brandId: number, memberId: number, filter: OrderFilter, offset: number, limit: number) {
    let q = this.db
      .selectFrom('lottery_orders as o')
      .innerJoin('lottery_games as g', 'g.id', 'o.game_id')
      .innerJoin('lottery_issues as i', 'i.id', 'o.first_issue_id')
      .where('o.member_id', '=', memberId)
      .where('o.brand_id', '=', brandId)
      // An order whose debit was refused (void) or is not yet known (placing) never took money: not listed.
      .where('o.status', '=', 'placed');
    if (filter.gameId) q = q.where('o.game_id', '=', filter.gameId);
    if (filter.from) q = q.where('o.created_at', '>=', filter.from);
    if (filter.to) q = q.where('o.created_at', '<', filter.to);
    if (filter.status) q = q.where(({ exists, selectFrom }) => exists(selectFrom('lottery_bets as b').select('b.id').whereRef('b.order_id', '=', 'o.id').where('b.status', '=', filter.status!)));
    const [rows, count] = await Promise.all([
      q
        .select(['o.id', 'o.order_number', 'o.game_id', 'o.chase_count', 'o.winning_stop', 'o.amount', 'o.created_at', 'o.status', 'g.code', 'g.names', 'i.numero'])
        .orderBy('o.id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute(),
      q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  /** The status, win and rebate of every sub-order of some orders. */
  betOutcomes(orderIds: bigint[]) {
    if (orderIds.length === 0) return Promise.resolve([]);
    return this.db.selectFrom('lottery_bets').select(['order_id', 'status', 'win', 'rebate']).where('order_id', 'in', orderIds).execute();
  }

  byNumber(brandId: number, memberId: number, orderNumber: string) {
    return this.db.selectFrom('lottery_orders').select(['id', 'created_at']).where('order_number', '=', orderNumber).where('member_id', '=', memberId).where('brand_id', '=', brandId).executeTakeFirst();
  }

  /** An order's sub-orders with their issue, in draw and line order. */
  subOrders(orderId: bigint) {
    return this.db
      .selectFrom('lottery_bets as b')
      .innerJoin('lottery_issues as i', 'i.id', 'b.issue_id')
      .select(['b.id', 'b.play_id', 'b.balls', 'b.approach', 'b.mode', 'b.unit', 'b.series', 'b.multiple', 'b.bet_count', 'b.amount', 'b.win', 'b.rebate', 'b.status', 'i.numero', 'i.result', 'i.lock_at', 'i.status as issue_status'])
      .where('b.order_id', '=', orderId)
      .orderBy('i.draw_at')
      .orderBy('b.line')
      .execute();
  }

  // ---- settlement ----

  /** Every live sub-order of an issue (cancelled and void ones aside), of orders whose debit is posted. */
  async liveBets(issueId: bigint): Promise<SettlingBet[]> {
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

  /** An issue's cancelled sub-orders of placed orders (each owed its refund, which may or may not have posted). */
  async cancelledBets(issueId: bigint) {
    const rows = await this.db.selectFrom('lottery_bets').select(['id', 'member_id', 'amount', 'order_id']).where('issue_id', '=', issueId).where('status', '=', 'cancelled').execute();
    if (rows.length === 0) return [];
    const placed = new Set((await this.db.selectFrom('lottery_orders').select('id').where('id', 'in', [...new Set(rows.map((r) => r.order_id))]).where('status', '=', 'placed').execute()).map((r) => r.id));
    return rows.filter((r) => placed.has(r.order_id));
  }

  /** Writes settled sub-orders' outcomes, many per statement. */
  async recordOutcomes(outcomes: BetOutcome[], now: Date): Promise<void> {
    for (let i = 0; i < outcomes.length; i += CHUNK) {
      const slice = outcomes.slice(i, i + CHUNK);
      await sql`
        update lottery_bets b set status = u.status, win = u.win, rebate = u.rebate, settled_at = ${now}
        from unnest(${slice.map((b) => b.id.toString())}::bigint[], ${slice.map((b) => b.status)}::text[], ${slice.map((b) => b.win.toString())}::bigint[], ${slice.map((b) => b.rebate.toString())}::bigint[]) as u(id, status, win, rebate)
        where b.id = u.id`.execute(this.db);
    }
  }

  /** The pending sub-orders of some orders in issues drawn after `after` (a chase's later steps). */
  laterSteps(orderIds: bigint[], after: Date) {
    return this.db
      .selectFrom('lottery_bets as b')
      .innerJoin('lottery_issues as i', 'i.id', 'b.issue_id')
      .select(['b.id', 'b.member_id', 'b.amount', 'b.order_id', 'b.issue_id', 'b.play_id', 'b.balls', 'b.approach', 'b.stake', 'b.series', 'i.numero'])
      .where('b.order_id', 'in', orderIds)
      .where('b.status', '=', 'pending')
      .where('i.draw_at', '>', after)
      .execute();
  }

  // ---- voiding an issue ----

  /**
   * Voids the open sub-orders of placed orders in an issue and answers the ones this statement marked.
   * One statement marks all of an order's open sub-orders in the issue, so an order's refund is the sum
   * of what one call marked; a racing call (or a member's cancel) finds them no longer pending.
   */
  async voidOpenBets(issueId: bigint, now: Date): Promise<VoidedBet[]> {
    const r = await sql<VoidedBet>`
      update lottery_bets b set status = 'void', settled_at = ${now}
      from lottery_orders o
      where o.id = b.order_id and o.status = 'placed' and b.issue_id = ${issueId.toString()}::bigint and b.status = 'pending'
      returning b.id, b.order_id, b.member_id, b.amount`.execute(this.db);
    return r.rows;
  }

  /** Every voided sub-order of placed orders in an issue (what the issue's void refunds, per order). */
  voidedBets(issueId: bigint): Promise<VoidedBet[]> {
    return this.db
      .selectFrom('lottery_bets as b')
      .innerJoin('lottery_orders as o', 'o.id', 'b.order_id')
      .select(['b.id', 'b.order_id', 'b.member_id', 'b.amount'])
      .where('b.issue_id', '=', issueId)
      .where('b.status', '=', 'void')
      .where('o.status', '=', 'placed')
      .execute();
  }

  /** Whether any sub-order of the issue is still open (an order whose debit is still on its way included). */
  async hasPending(issueId: bigint): Promise<boolean> {
    return Boolean(await this.db.selectFrom('lottery_bets').select('id').where('issue_id', '=', issueId).where('status', '=', 'pending').limit(1).executeTakeFirst());
  }

  // ---- the operators' console ----

  /** Orders, sub-orders and money per issue (placed orders only: a refused debit took nothing). */
  async issueFigures(issueIds: bigint[]): Promise<Map<bigint, IssueFigures>> {
    if (issueIds.length === 0) return new Map();
    const r = await sql<IssueFigures & { issue_id: bigint }>`
      select b.issue_id, count(distinct b.order_id)::int as orders, count(*)::int as bets,
        coalesce(sum(b.amount) filter (where b.status in ('pending', 'won', 'lost', 'tie')), 0)::bigint as stake,
        coalesce(sum(b.win + b.rebate), 0)::bigint as payout,
        coalesce(sum(b.amount) filter (where b.status in ('void', 'cancelled')), 0)::bigint as refunded
      from lottery_bets b join lottery_orders o on o.id = b.order_id
      where b.issue_id = any(${issueIds.map(String)}::bigint[]) and o.status = 'placed'
      group by b.issue_id`.execute(this.db);
    return new Map(r.rows.map((row) => [BigInt(row.issue_id), row]));
  }

  /** The open sub-orders of placed orders in an issue: what voiding it now would refund. */
  async openFigures(issueId: bigint): Promise<{ orders: number; bets: number; amount: bigint }> {
    const r = await sql<{ orders: number; bets: number; amount: bigint }>`
      select count(distinct b.order_id)::int as orders, count(*)::int as bets, coalesce(sum(b.amount), 0)::bigint as amount
      from lottery_bets b join lottery_orders o on o.id = b.order_id
      where b.issue_id = ${issueId.toString()}::bigint and b.status = 'pending' and o.status = 'placed'`.execute(this.db);
    return r.rows[0] ?? { orders: 0, bets: 0, amount: 0n };
  }
}

/** A sub-order voided with its issue. */
export interface VoidedBet {
  id: bigint;
  order_id: bigint;
  member_id: number;
  amount: bigint;
}

export interface IssueFigures {
  orders: number;
  bets: number;
  stake: bigint;
  payout: bigint;
  refunded: bigint;
}
