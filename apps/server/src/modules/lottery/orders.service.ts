import crypto from 'node:crypto';
import type { z } from 'zod';
import { isTrialType } from '@lotus/contract/account';
import { formatAmount } from '@lotus/contract/money';
import type { bettingBodySchema, cancelBodySchema, orderSearchBodySchema, vnBettingBodySchema } from '@lotus/contract/lottery';
import { LotteryError } from '@lotus/games/lottery/errors';
import { parseSlips, type SlipLine } from '@lotus/games/lottery/slip';
import { checkLineBets, checkOrderBets } from '@lotus/games/lottery/limits';
import { SINGLE_BET_PRICE, stakeOf } from '@lotus/games/lottery/stake-prices';
import type { Principal } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import type { BrandContext } from '../../platform/request-context.ts';
import { refusal, requestHash, type WalletService } from '../wallet/wallet.service.ts';
import { walletBrand, type WalletBrand, type WalletCommands } from '../wallet/wallet-commands.ts';
import type { GameCatalogue, ResolvedGame } from './game-catalogue.ts';
import { countsExposure, MAX_EXPOSURE_ROWS, releaseOf, topPrize, trackedNumbers } from './exposure.ts';
import { localDateOf, zonedInstant } from './schedule.ts';
import type { IssueRow, LotteryRepository } from './lottery.repository.ts';
import type { BetStatus, OrderFilter, OrdersRepository } from './orders.repository.ts';
import { betCategory, cancelKey, journalKey, orderKey } from './settlement.ts';

/** Engine refusals become API errors with the same code. */
export function engine<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof LotteryError) throw new AppError(error.code, error.value ? { value: error.value } : {});
    throw error;
  }
}

/** Prize mode ids on the wire (series and play menus are per prize mode). */
export const prizeModeIds: Record<string, number> = { Lott: 1, ZY: 2, Elott: 3, SEA: 4 };

interface PlannedBet {
  issue: IssueRow;
  line: number;
  slip: SlipLine;
  count: number;
  multiple: number;
  stake: bigint;
  amount: bigint;
  /** The numbers the line stakes on (one array shared by the line's issues) and the potential on each. */
  exposure: { playId: number; numbers: string[]; potential: bigint };
}

/** An order's status from its sub-orders: pending while any waits, else the best outcome among them. */
function orderStatus(statuses: BetStatus[]): 'pending' | 'won' | 'lost' | 'tie' | 'cancelled' | 'void' | 'partial' {
  const set = new Set(statuses);
  if (set.has('pending')) return set.size > 1 && [...set].some((s) => s === 'won' || s === 'lost' || s === 'tie') ? 'partial' : 'pending';
  for (const s of ['won', 'tie', 'lost', 'void', 'cancelled'] as const) if (set.has(s)) return s;
  return 'pending';
}

/**
 * Betting: slips are read by the engine, priced, checked against the issue's lock time (the server's
 * clock decides), the limits and exposure, written as an order with one sub-order per slip line and
 * issue, and debited once under `lott:order:<id>`. Cancelling before lock refunds per sub-order.
 */
export class OrdersService {
  constructor(
    private readonly repo: LotteryRepository,
    private readonly orders: OrdersRepository,
    private readonly catalogue: GameCatalogue,
    private readonly commands: WalletCommands,
    private readonly wallet: WalletService,
    /** A brand's currency and time zone by id (jobs have no request's brand). */
    private readonly walletBrandOf: (brandId: number) => Promise<WalletBrand>,
    private readonly now: () => Date,
  ) {}

  /**
   * An open issue by number, kept a few seconds: its sale, lock and draw times never change, and every
   * bet checks them against the clock, so a cached row cannot let a late bet through.
   */
  async #openIssue(gameId: number, numero: string): Promise<IssueRow | undefined> {
    const key = `${gameId}:${numero}`;
    const hit = this.#issueCache.get(key);
    if (hit && hit.until > Date.now()) return hit.issue;
    const issue = await this.repo.byNumero(gameId, numero);
    if (issue?.status === 'open') {
      if (this.#issueCache.size > 10_000) this.#issueCache.clear();
      this.#issueCache.set(key, { issue, until: Date.now() + 5_000 });
    }
    return issue;
  }

  #issueCache = new Map<string, { issue: IssueRow; until: number }>();

  /** Forgets a cached open issue (an operator voided it): this process refuses bets on it at once. */
  forgetIssue(gameId: number, numero: string): void {
    this.#issueCache.delete(`${gameId}:${numero}`);
  }

  /** The issues an order covers: the current one, or a chase plan of upcoming issues in draw order. */
  async #issues(game: ResolvedGame, currentNumero: string, chase: { numero: string; multiple: number }[] | null | undefined, now: Date) {
    const current = await this.#openIssue(game.row.id, currentNumero);
    if (!current) throw new AppError('lottery.issue.not.found');
    if (current.status !== 'open' || now < current.sale_at || now >= current.lock_at) throw new AppError('lottery.issue.closed');
    if (!chase || chase.length === 0) return [{ issue: current, multiple: 1 }];
    if (chase.length > game.settings.maxChaseIssues || chase[0]!.numero !== currentNumero) throw new AppError('lottery.chase.invalid');
    const steps: { issue: IssueRow; multiple: number }[] = [];
    for (const step of chase) {
      const issue = step.numero === currentNumero ? current : await this.#openIssue(game.row.id, step.numero);
      if (!issue || issue.status !== 'open' || now >= issue.lock_at) throw new AppError('lottery.chase.invalid');
      const last = steps.at(-1);
      if (last && issue.draw_at <= last.issue.draw_at) throw new AppError('lottery.chase.invalid');
      steps.push({ issue, multiple: step.multiple });
    }
    return steps;
  }

  /**
   * Reads and prices every slip line for every issue; throws on the first bad one, before anything is written.
   * `tally` counts the bets of one call over several plans (Vietnam contents), all under one maximum.
   */
  #plan(game: ResolvedGame, slips: SlipLine[], steps: { issue: IssueRow; multiple: number }[], tally = { bets: 0 }): PlannedBet[] {
    const { settings, rules } = game;
    const planned: PlannedBet[] = [];
    const read = slips.map((slip, line) => {
      const play = game.plays.get(slip.playId);
      if (!play) throw new AppError('lottery.slip.play.unknown');
      const mode = settings.limits.modes.get(slip.mode);
      if (!mode || mode.unit !== slip.unit) throw new AppError('lottery.slip.mode.invalid');
      if (slip.series < settings.series.min || slip.series > settings.series.maxBet) throw new AppError('lottery.slip.series.invalid');
      if (slip.multiple < 1 || slip.multiple > mode.betMultipleMax) throw new AppError('lottery.slip.multiple.invalid');
      if (!play.approaches.includes(slip.approach)) throw new AppError('lottery.slip.approach.invalid');
      const selection = engine(() => play.parse(slip.balls, slip.approach, rules));
      // Counted from the shape and bounded before anything grows with the count (exposure, rows).
      const count = engine(() => checkLineBets(play, play.count(selection, rules), rules));
      tally.bets += count * steps.length;
      engine(() => checkOrderBets(tally.bets));
      return { slip, line, play, mode, selection, count };
    });
    for (const { slip, line, play, mode, selection, count } of read) {
      const numbers = trackedNumbers(play.exposure(selection, rules));
      for (const step of steps) {
        const multiple = slip.multiple * step.multiple;
        if (multiple > mode.betMultipleMax) throw new AppError('lottery.slip.multiple.invalid');
        const stake = stakeOf(slip.unit, multiple);
        if (stake === null) throw new AppError('lottery.slip.mode.invalid');
        const amount = BigInt(count) * stake;
        if (amount > mode.betAmountMax) throw new AppError('lottery.bet.amount.max');
        // What the house would owe on one number if it comes up: the best prize of one bet.
        const top = numbers.length > 0 ? topPrize(game, play.id, stake, slip.series) : 0n;
        planned.push({ issue: step.issue, line, slip, count, multiple, stake, amount, exposure: { playId: play.id, numbers, potential: top } });
      }
    }
    return planned;
  }

  async bet(brand: BrandContext, principal: Principal, body: z.output<typeof bettingBodySchema>) {
    const game = await this.catalogue.get(brand.id, body.gameId);
    if (prizeModeIds[game.row.prize_mode] !== body.prizeModeId) throw new AppError('lottery.prize.mode.invalid');
    const slips = engine(() => parseSlips(body.bettingSlipString));
    const hash = requestHash([body.gameId, body.currentNumero, body.bettingSlipString, body.chase ?? null, body.winningStop]);
    if (body.clientOrderId) {
      const existing = await this.#replay(principal.memberId, body.clientOrderId, hash);
      if (existing) return { orderNumber: existing.order_number, numero: body.currentNumero, totalBettingAmount: formatAmount(existing.amount) };
    }
    const now = this.now();
    const steps = await this.#issues(game, body.currentNumero, body.chase, now);
    const planned = this.#plan(game, slips, steps);
    const total = planned.reduce((s, p) => s + p.amount, 0n);
    if (total !== body.betCartAmountSum) throw new AppError('lottery.amount.mismatch');
    checkExposureRows([planned]);
    return this.#place(brand, principal, game, planned, total, { hash, clientOrderId: body.clientOrderId ?? null, winningStop: body.winningStop, device: body.device, chaseCount: steps.length });
  }

  /**
   * The order a client order id already placed (a retry, or the same request sent twice at once): its
   * answer, once its debit is decided. Another request under the id is refused.
   */
  async #replay(memberId: number, clientOrderId: string, hash: string) {
    for (let waited = 0; ; waited++) {
      const existing = await this.orders.byClientOrderId(memberId, clientOrderId);
      if (!existing) return undefined;
      if (existing.request_hash !== hash) throw new AppError('duplicate.transaction');
      if (existing.status === 'void') throw new AppError('wallet.refused');
      // Its debit is on its way (a few ms): wait for it, up to ~2 s (then recovery decides; the number stands).
      if (existing.status !== 'placing' || waited >= 100) return existing;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  async #place(
    brand: BrandContext,
    principal: Principal,
    game: ResolvedGame,
    planned: PlannedBet[],
    total: bigint,
    meta: { hash: string; clientOrderId: string | null; winningStop: boolean; device: string; chaseCount: number },
  ) {
    // A trial account's demo credit lands on its first wallet read.
    if (principal.customerType === 4) await this.wallet.balance(brand, principal);
    const money = walletBrand(brand);
    const [main, house] = await Promise.all([this.commands.memberAccount(money, principal.memberId), this.commands.systemAccount(money, 'lottery')]);
    const orderNumber = `L${Date.now()}${crypto.randomInt(0, 1_000_000).toString().padStart(6, '0')}`;
    const exposure = countsExposure(principal.customerType) ? mergeExposure(planned) : [];
    const order = await this.orders.transaction(async (tx) => {
      // The same client order id placed at this very moment by a twin request: that one's order is the answer.
      const orderId = await tx.insertOrder({
        order_number: orderNumber,
        brand_id: brand.id,
        member_id: principal.memberId,
        game_id: game.row.id,
        first_issue_id: planned[0]!.issue.id,
        client_order_id: meta.clientOrderId,
        request_hash: meta.hash,
        chase_count: meta.chaseCount,
        winning_stop: meta.winningStop,
        amount: total,
        device: meta.device,
        status: 'placing',
      });
      if (orderId === undefined) return null;
      const bets = await tx.insertBets(
        planned.map((p) => ({
          order_id: orderId,
          issue_id: p.issue.id,
          member_id: principal.memberId,
          line: p.line,
          play_id: p.slip.playId,
          approach: p.slip.approach,
          balls: p.slip.balls,
          mode: p.slip.mode,
          unit: p.slip.unit,
          series: p.slip.series,
          multiple: p.multiple,
          bet_count: p.count,
          stake: p.stake,
          amount: p.amount,
        })),
      );
      await tx.addExposure(exposure, game.settings.limits.exposureMax);
      return { id: orderId, bets };
    });
    if (!order) {
      const existing = await this.#replay(principal.memberId, meta.clientOrderId!, meta.hash);
      if (!existing) throw new Error(`lottery order ${meta.clientOrderId} conflicted but cannot be read`);
      return { orderNumber: existing.order_number, numero: planned[0]!.issue.numero, totalBettingAmount: formatAmount(existing.amount) };
    }
    // Each sub-order (one issue of one line) is a bet of its own in the journal.
    const r = await this.commands.stake({
      key: orderKey(order.id),
      hash: requestHash(['lottery.bet', order.id, total]),
      kind: 'lottery.bet',
      brand: money,
      memberId: principal.memberId,
      member: main,
      counter: house,
      amount: total,
      ref: { lottery: game.row.code, order: orderNumber },
      trial: isTrialType(principal.customerType),
      bets: order.bets.map((b) => ({ key: journalKey(b.id), stake: b.amount, category: betCategory(game.row), vendor: 'LOTTERY', game: game.row.code, ref: { order: orderNumber, subOrder: b.id.toString() } })),
    });
    if (r.status !== 'posted') {
      await this.orders.transaction(async (tx) => {
        await tx.setOrderStatus(order.id, 'placing', 'void');
        await tx.voidOrderBets(order.id, this.now(), false);
        await tx.addExposure(exposure.map((e) => ({ ...e, potential: -e.potential })), null);
      });
      throw refusal(r);
    }
    await this.orders.setOrderStatus(order.id, 'placing', 'placed');
    return { orderNumber, numero: planned[0]!.issue.numero, totalBettingAmount: formatAmount(total) };
  }

  /**
   * Vietnam betting: each content is one play on one station for one or more issues (a chase when several).
   * A content a client order id already placed answers its stored order before any clock check, so a
   * retry that arrives after betting closed still gets the order that landed (as `bet` does).
   */
  async vnBet(brand: BrandContext, principal: Principal, body: z.output<typeof vnBettingBodySchema>) {
    // Every content is read and priced before any is placed, so a bad one places nothing.
    const now = this.now();
    type Plan = { game: ResolvedGame; planned: PlannedBet[]; chaseCount: number; amount: bigint; hash: string; clientOrderId: string | null };
    const contents: ({ stored: { order_number: string; amount: bigint } } | { stored: null; plan: Plan })[] = [];
    const tally = { bets: 0 };
    for (const [i, content] of body.contents.entries()) {
      const hash = requestHash([content]);
      const clientOrderId = body.clientOrderId ? `${body.clientOrderId}:${i}` : null;
      const stored = clientOrderId ? await this.#replay(principal.memberId, clientOrderId, hash) : undefined;
      if (stored) {
        contents.push({ stored });
        continue;
      }
      const game = await this.catalogue.get(brand.id, content.gameId);
      if (game.row.prize_mode !== body.prizeMode) throw new AppError('lottery.prize.mode.invalid');
      if (content.singleBetPrice !== SINGLE_BET_PRICE) throw new AppError('lottery.slip.mode.invalid');
      const play = game.plays.get(content.playId);
      if (!play) throw new AppError('lottery.slip.play.unknown');
      // Number grids are compound rows; plays without a grid take typed entries.
      const approach = play.approaches.includes(1) ? 1 : 2;
      const slip = `${content.bettingContent}~${approach}~${content.playId}~1/1~${game.settings.series.maxBet}~1`;
      const steps = await this.#issues(game, content.numero[0]!.numero, content.numero, now);
      const planned = this.#plan(game, engine(() => parseSlips(slip)), steps, tally);
      contents.push({ stored: null, plan: { game, planned, chaseCount: steps.length, amount: planned.reduce((sum, p) => sum + p.amount, 0n), hash, clientOrderId } });
    }
    checkExposureRows(contents.flatMap((c) => (c.stored ? [] : [c.plan.planned])));
    const orderNumbers: string[] = [];
    let total = 0n;
    for (const c of contents) {
      if (c.stored) {
        orderNumbers.push(c.stored.order_number);
        total += c.stored.amount;
        continue;
      }
      const p = c.plan;
      orderNumbers.push((await this.#place(brand, principal, p.game, p.planned, p.amount, { hash: p.hash, clientOrderId: p.clientOrderId, winningStop: false, device: 'WEB', chaseCount: p.chaseCount })).orderNumber);
      total += p.amount;
    }
    return { orderNumbers, totalBettingAmount: formatAmount(total) };
  }

  /** Cancels sub-orders before their issue locks: all asked for or none. Each refund is keyed by the sub-order. */
  async cancel(brand: BrandContext, principal: Principal, body: z.output<typeof cancelBodySchema>) {
    const ids = [...new Set(body.subOrderIds)].map((s) => BigInt(s));
    const rows = await this.orders.cancellable(brand.id, principal.memberId, ids);
    if (rows.length !== ids.length) throw new AppError('lottery.order.not.found');
    const now = this.now();
    if (rows.some((r) => r.status !== 'pending' || r.order_status !== 'placed' || r.issue_status !== 'open' || now >= r.lock_at)) throw new AppError('lottery.cancel.closed');
    const money = walletBrand(brand);
    const [main, house] = await Promise.all([this.commands.memberAccount(money, principal.memberId), this.commands.systemAccount(money, 'lottery')]);
    let refunded = 0n;
    let cancelled = 0;
    for (const r of rows) {
      // Marked first, refunded second: settlement re-posts the refund of any cancelled sub-order.
      if ((await this.orders.cancelBets([r.id], now)) !== 1) continue;
      // The numbers it staked on are free again for others (demo stakes never took any).
      if (countsExposure(principal.customerType)) await this.orders.addExposure(releaseOf(await this.catalogue.get(brand.id, r.game_id), r), null);
      const posted = await this.commands.refund({
        key: cancelKey(r.id),
        hash: requestHash(['lottery.cancel', cancelKey(r.id), r.amount]),
        kind: 'lottery.cancel',
        brand: money,
        memberId: principal.memberId,
        member: main,
        counter: house,
        amount: r.amount,
        ref: { issue: r.numero, order: r.order_id.toString() },
        ends: [{ key: journalKey(r.id), as: 'cancel' }],
      });
      if (posted.status !== 'posted') throw refusal(posted);
      refunded += r.amount;
      cancelled++;
    }
    return { cancelled, refunded: formatAmount(refunded) };
  }

  /** Orders awaiting their debit's outcome after a crash: placed if the debit is in the ledger, void otherwise. */
  async recoverPlacing(olderThanMs = 30_000): Promise<number> {
    const cutoff = new Date(this.now().getTime() - olderThanMs);
    const rows = await this.orders.placingBefore(cutoff, 500);
    for (const row of rows) {
      const transfer = await this.commands.outcome(orderKey(row.id));
      let posted = transfer === 'posted';
      if (!transfer) {
        const r = await this.commands.tombstone(await this.walletBrandOf(row.brand_id), orderKey(row.id), 'lottery.bet', { order: row.id.toString(), recovered: true });
        posted = r.duplicate && r.status === 'posted';
      }
      await this.orders.setOrderStatus(row.id, 'placing', posted ? 'placed' : 'void');
      if (!posted) await this.orders.voidOrderBets(row.id, this.now(), true);
    }
    return rows.length;
  }

  // ---- reading orders ----

  async #orders(brand: BrandContext, memberId: number, filter: OrderFilter, page: number, size: number, language: string) {
    const { rows, total } = await this.orders.orders(brand.id, memberId, filter, (page - 1) * size, size);
    const bets = await this.orders.betOutcomes(rows.map((r) => r.id));
    const byOrder = new Map<bigint, { statuses: BetStatus[]; win: bigint; rebate: bigint }>();
    for (const b of bets) {
      const o = byOrder.get(b.order_id) ?? { statuses: [], win: 0n, rebate: 0n };
      o.statuses.push(b.status as BetStatus);
      o.win += b.win;
      o.rebate += b.rebate;
      byOrder.set(b.order_id, o);
    }
    const list = rows.map((r) => {
      const b = byOrder.get(r.id) ?? { statuses: [], win: 0n, rebate: 0n };
      return {
        orderNumber: r.order_number,
        gameId: r.game_id,
        gameCode: r.code,
        gameName: (r.names as Record<string, string>)[language] ?? (r.names as Record<string, string>).EN ?? r.code,
        numero: r.numero,
        chaseCount: r.chase_count,
        winningStop: r.winning_stop,
        amount: formatAmount(r.amount),
        win: formatAmount(b.win),
        rebate: formatAmount(b.rebate),
        status: orderStatus(b.statuses),
        createdAt: r.created_at.toISOString(),
      };
    });
    return { list, total };
  }

  today(brand: BrandContext, principal: Principal, language: string) {
    // "Today" begins at midnight in the brand's time zone.
    const from = zonedInstant(localDateOf(this.now(), brand.config.timeZone), 0, brand.config.timeZone);
    return this.#orders(brand, principal.memberId, { from }, 1, 100, language);
  }

  search(brand: BrandContext, principal: Principal, body: z.output<typeof orderSearchBodySchema>, language: string) {
    return this.#orders(brand, principal.memberId, { gameId: body.gameId, status: body.status, from: body.from ? new Date(body.from) : undefined, to: body.to ? new Date(body.to) : undefined }, body.page, body.size, language);
  }

  async detail(brand: BrandContext, principal: Principal, orderNumber: string, language: string) {
    const order = await this.orders.byNumber(brand.id, principal.memberId, orderNumber);
    if (!order) throw new AppError('lottery.order.not.found');
    const found = await this.#orders(brand, principal.memberId, { from: order.created_at, to: new Date(order.created_at.getTime() + 1) }, 1, 100, language);
    const head = found.list.find((o) => o.orderNumber === orderNumber);
    if (!head) throw new AppError('lottery.order.not.found');
    const game = await this.catalogue.get(brand.id, head.gameId);
    const names = game.family.names;
    const lang = language === 'UR' ? 'UR' : 'EN';
    const now = this.now();
    const bets = await this.orders.subOrders(order.id);
    const playsById = new Map(game.family.plays.map((p) => [p.id, p]));
    return {
      ...head,
      subOrders: bets.map((b) => {
        const play = playsById.get(b.play_id);
        return {
          subOrderId: b.id.toString(),
          numero: b.numero,
          playId: b.play_id,
          playName: play ? (names[play.code]?.[lang] ?? play.code) : String(b.play_id),
          bettingContent: b.balls,
          approach: b.approach,
          mode: b.mode,
          unit: b.unit,
          series: b.series,
          multiple: b.multiple,
          betCount: b.bet_count,
          amount: formatAmount(b.amount),
          win: formatAmount(b.win),
          rebate: formatAmount(b.rebate),
          status: b.status,
          winningNumber: b.result,
          cancellable: b.status === 'pending' && b.issue_status === 'open' && now < b.lock_at,
        };
      }),
    };
  }
}

/**
 * Refuses a call whose exposure would take more rows (numbers x issues) than one order may write,
 * counted from the plan before anything is written. Demo orders write none but are held to the
 * same rule, so free play refuses what real play refuses.
 */
function checkExposureRows(plans: PlannedBet[][]) {
  const rows = plans.reduce((sum, planned) => planned.reduce((s, p) => s + p.exposure.numbers.length, sum), 0);
  if (rows > MAX_EXPOSURE_ROWS) throw new AppError('lottery.exposure.rows.too.many', { value: { max: MAX_EXPOSURE_ROWS } });
}

/** Exposure per (issue, play, number), summed over the order's sub-orders. */
function mergeExposure(planned: PlannedBet[]) {
  const merged = new Map<string, { issueId: bigint; playId: number; number: string; potential: bigint }>();
  for (const p of planned) {
    const { playId, numbers, potential } = p.exposure;
    for (const number of numbers) {
      const key = `${p.issue.id}:${playId}:${number}`;
      const m = merged.get(key) ?? { issueId: p.issue.id, playId, number, potential: 0n };
      m.potential += potential;
      merged.set(key, m);
    }
  }
  return [...merged.values()];
}
