import type { z } from 'zod';
import { formatAmount } from '@lotus/contract/money';
import type { opLotteryGameSchema, opLotteryGamesQuerySchema, opLotteryIssueDetailSchema, opLotteryIssueSchema, opLotteryIssuesQuerySchema } from '@lotus/contract/lottery';
import { FairStream } from '@lotus/games/fair-rng';
import type { OperatorPrincipal } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import type { WalletBrand } from '../wallet/wallet-commands.ts';
import { resolveGame, type GameCatalogue } from './game-catalogue.ts';
import type { GameRow, IssueFilter, LotteryRepository, OpIssueRow } from './lottery.repository.ts';
import type { IssueFigures, OrdersRepository } from './orders.repository.ts';
import type { OrdersService } from './orders.service.ts';
import type { Settlement } from './settlement.ts';
import { zonedInstant } from './schedule.ts';

type OpGame = z.infer<typeof opLotteryGameSchema>;
type OpIssue = z.infer<typeof opLotteryIssueSchema>;
type OpIssueDetail = z.infer<typeof opLotteryIssueDetailSchema>;

/** Writes the audit trail (the back office's OperatorService). */
export interface Auditor {
  audit(operator: OperatorPrincipal | null, action: string, target: string, details: Record<string, unknown>, ip: string, brandId?: number | null): Promise<void>;
}

/** Matches counted at most (a count over every issue of every brand would read them all). */
const COUNT_CAP = 10_000;
const noFigures: IssueFigures = { orders: 0, bets: 0, stake: 0n, payout: 0n, refunded: 0n };
const exampleSeed = '00'.repeat(32);

/** A brand day `YYYY-MM-DD` and the one after it. */
function day(text: string, plus = 0) {
  const d = new Date(Date.UTC(Number(text.slice(0, 4)), Number(text.slice(5, 7)) - 1, Number(text.slice(8, 10)) + plus));
  return { y: d.getUTCFullYear(), m: d.getUTCMonth() + 1, d: d.getUTCDate() };
}

/**
 * The operators' lottery (console): games on and off, the issue list and an issue's detail, and
 * cancelling an issue. Everything is scoped to the operator's brand (a deployment-wide operator sees
 * every brand); another brand's game or issue is not found. Writes are audited with before and after.
 */
export class LotteryOpsService {
  readonly #examples = new Map<string, string | null>();

  constructor(
    private readonly repo: LotteryRepository,
    private readonly orders: OrdersRepository,
    private readonly orderService: OrdersService,
    private readonly settlement: Settlement,
    private readonly catalogue: GameCatalogue,
    private readonly auditor: Auditor,
    /** A brand's currency and time zone by id. */
    private readonly brandOf: (brandId: number) => Promise<WalletBrand>,
    private readonly now: () => Date,
  ) {}

  /** The brands a list covers: the operator's own, or every brand (null) unless one is asked for. */
  #scope(op: OperatorPrincipal, brandId: number | undefined): number[] | null {
    if (op.brandId !== null) return brandId === undefined || brandId === op.brandId ? [op.brandId] : [];
    return brandId === undefined ? null : [brandId];
  }

  #inScope(op: OperatorPrincipal, brandId: number): boolean {
    return op.brandId === null || op.brandId === brandId;
  }

  /** What a result of the game looks like: a draw of its family from a fixed seed, as the engine writes it. */
  #example(row: GameRow): string | null {
    if (row.draw_source !== 'official') return null;
    let text = this.#examples.get(row.family);
    if (text === undefined) {
      try {
        const game = resolveGame(row);
        text = game.family.formatDraw(game.family.draw(new FairStream(exampleSeed, 'example', 0)));
      } catch {
        text = null;
      }
      this.#examples.set(row.family, text);
    }
    return text;
  }

  #gameView(row: GameRow, next: Date | undefined, awaiting: number): OpGame {
    return {
      id: row.id,
      brandId: row.brand_id,
      code: row.code,
      name: row.names.EN ?? row.code,
      family: row.family,
      group: row.group_code,
      drawSource: row.draw_source,
      cadenceSeconds: row.cadence_seconds,
      schedule: (row.schedule as OpGame['schedule']) ?? null,
      timeZone: row.time_zone,
      lockSeconds: row.lock_seconds,
      enabled: row.enabled,
      nextDrawAt: next?.toISOString() ?? null,
      awaitingResults: awaiting,
      resultExample: this.#example(row),
    };
  }

  async #gameViews(rows: GameRow[]): Promise<OpGame[]> {
    const now = this.now();
    const ids = rows.map((r) => r.id);
    const [next, awaiting] = await Promise.all([this.repo.nextDraws(ids, now), this.repo.awaitingResults(ids, now)]);
    return rows.map((r) => this.#gameView(r, next.get(r.id), awaiting.get(r.id) ?? 0));
  }

  async games(op: OperatorPrincipal, query: z.output<typeof opLotteryGamesQuerySchema>) {
    const filter = { enabled: query.enabled === undefined ? undefined : query.enabled === 'true', source: query.source };
    const { rows, total } = await this.repo.opsGames(this.#scope(op, query.brandId), filter, (query.pageNo - 1) * query.pageSize, query.pageSize);
    return { rows: await this.#gameViews(rows), total };
  }

  /** Switches a game on or off for its brand: new bets and new issues stop; issues already sold are still drawn and settled. */
  async switchGame(op: OperatorPrincipal, id: number, enabled: boolean, ip: string) {
    const row = await this.repo.gameById(id);
    if (!row || !this.#inScope(op, row.brand_id)) throw new AppError('lottery.game.not.found');
    const changed = await this.repo.setEnabled(id, enabled);
    if (changed) {
      this.catalogue.forget(id, row.brand_id);
      await this.auditor.audit(op, enabled ? 'lottery.game.enable' : 'lottery.game.disable', `lottery-game:${row.code}`, { game: row.id, code: row.code, before: { enabled: row.enabled }, after: { enabled } }, ip, row.brand_id);
    }
    const [game] = await this.#gameViews([{ ...row, enabled }]);
    return { game: game!, changed };
  }

  #phase(row: OpIssueRow, now: Date): OpIssue['phase'] {
    if (row.status === 'void') return row.void_by === null ? 'void' : 'cancelled';
    if (row.status !== 'open') return row.status;
    if (now < row.sale_at) return 'scheduled';
    if (now < row.lock_at) return 'selling';
    return now < row.draw_at ? 'locked' : 'due';
  }

  #issueView(row: OpIssueRow, figures: IssueFigures, now: Date): OpIssue {
    return {
      id: row.id.toString(),
      gameId: row.game_id,
      gameCode: row.code,
      gameName: row.names.EN ?? row.code,
      brandId: row.brand_id,
      drawSource: row.draw_source,
      numero: row.numero,
      saleAt: row.sale_at.toISOString(),
      lockAt: row.lock_at.toISOString(),
      drawAt: row.draw_at.toISOString(),
      status: row.status,
      phase: this.#phase(row, now),
      result: row.result,
      drawnAt: row.drawn_at?.toISOString() ?? null,
      settledAt: row.settled_at?.toISOString() ?? null,
      entries: row.entries,
      orders: figures.orders,
      bets: figures.bets,
      stake: formatAmount(figures.stake),
      payout: formatAmount(figures.payout),
      refunded: formatAmount(figures.refunded),
    };
  }

  async issues(op: OperatorPrincipal, query: z.output<typeof opLotteryIssuesQuerySchema>) {
    const now = this.now();
    let brandIds = this.#scope(op, query.brandId);
    if (query.gameId) {
      // One game: its brand's days and zone (nothing when the game is not the operator's).
      const row = await this.repo.gameById(query.gameId);
      brandIds = row && (brandIds === null || brandIds.includes(row.brand_id)) ? [row.brand_id] : [];
    }
    const brands = brandIds ?? (await this.repo.brandIdsWithGames());
    const zones = new Map(await Promise.all(brands.map(async (b) => [b, (await this.brandOf(b)).timeZone] as const)));
    const filter: IssueFilter = { brandIds, gameId: query.gameId, source: query.source, status: query.status };
    if (query.from || query.to) {
      // Days are the brand's: each brand's midnights, in its own zone.
      filter.ranges = brands.map((b) => ({
        brandId: b,
        from: query.from ? zonedInstant(day(query.from), 0, zones.get(b)!) : null,
        to: query.to ? zonedInstant(day(query.to, 1), 0, zones.get(b)!) : null,
      }));
    }
    const [counted, rows] = await Promise.all([
      this.repo.opsIssueCount(filter, now, COUNT_CAP + 1),
      this.repo.opsIssues(filter, now, query.sort === '-drawAt', (query.pageNo - 1) * query.pageSize, query.pageSize),
    ]);
    const figures = await this.orders.issueFigures(rows.map((r) => r.id));
    const zoneSet = new Set(zones.values());
    return {
      rows: rows.map((r) => this.#issueView(r, figures.get(r.id) ?? noFigures, now)),
      total: Math.min(counted, COUNT_CAP),
      capped: counted > COUNT_CAP,
      timeZone: zoneSet.size === 1 ? [...zoneSet][0]! : null,
    };
  }

  async #scopedIssue(op: OperatorPrincipal, id: string): Promise<OpIssueRow> {
    const row = await this.repo.opsIssue(BigInt(id));
    if (!row || !this.#inScope(op, row.brand_id)) throw new AppError('lottery.issue.not.found');
    return row;
  }

  async #detail(op: OperatorPrincipal, row: OpIssueRow): Promise<OpIssueDetail> {
    const now = this.now();
    const [figures, open, entries, brand, game] = await Promise.all([
      this.orders.issueFigures([row.id]),
      this.orders.openFigures(row.id),
      this.repo.resultEntries(row.id),
      this.brandOf(row.brand_id),
      this.repo.gameById(row.game_id),
    ]);
    return {
      ...this.#issueView(row, figures.get(row.id) ?? noFigures, now),
      seedHash: row.seed_hash,
      seed: row.result !== null ? row.seed : null,
      voided: row.status === 'void' ? { at: (row.void_at ?? row.settled_at ?? row.draw_at).toISOString(), by: row.void_by_name, reason: row.void_reason, finished: row.settled_at !== null } : null,
      resultEntries: entries.map((e) => ({
        operator: e.operator_name ?? `#${e.operator_id}`,
        mine: e.operator_id === op.id,
        // The second operator types the result from the official source without seeing the first one's;
        // once the issue is drawn (or void) there is nothing left to check independently.
        result: e.operator_id === op.id || row.status !== 'open' ? e.result : null,
        enteredAt: e.created_at.toISOString(),
      })),
      open: { orders: open.orders, bets: open.bets, amount: formatAmount(open.amount) },
      resultExample: game ? this.#example(game) : null,
      timeZone: brand.timeZone,
    };
  }

  async issue(op: OperatorPrincipal, id: string) {
    return this.#detail(op, await this.#scopedIssue(op, id));
  }

  /**
   * Cancels an issue with no result yet: claimed first (so neither a draw nor another cancel can take
   * it), then every open sub-order is refunded through the wallet, once, per order. A cancel that finds
   * the issue already void (a parallel or repeated one) refunds nothing and says so; a drawn or settled
   * issue is refused with its status.
   */
  async cancelIssue(op: OperatorPrincipal, id: string, reason: string, ip: string) {
    const row = await this.#scopedIssue(op, id);
    const none = { orders: 0, bets: 0, amount: formatAmount(0n) };
    const already = async () => ({ issue: await this.#detail(op, (await this.repo.opsIssue(row.id))!), refunded: none, duplicate: true });
    if (row.status === 'void') return already();
    if (row.status !== 'open') throw new AppError('request.state.invalid', { value: { status: row.status } });
    const now = this.now();
    if (!(await this.repo.claimVoid(row.id, now, { id: op.id, name: op.username }, reason))) {
      const current = await this.repo.issue(row.id);
      if (current?.status === 'void') return already();
      throw new AppError('request.state.invalid', { value: { status: current?.status ?? row.status } });
    }
    // This process stops taking bets on it at once; others within their few seconds of cache.
    this.orderService.forgetIssue(row.game_id, row.numero);
    const game = resolveGame((await this.repo.gameById(row.game_id))!);
    const details = { game: row.code, numero: row.numero, reason, before: { status: 'open' }, after: { status: 'void' } };
    const target = `lottery-issue:${row.code}:${row.numero}`;
    let refunded: { orders: number; bets: number; amount: bigint };
    try {
      refunded = await this.settlement.finishVoid(game, { ...row, status: 'void', void_at: now });
    } catch (error) {
      // The claim stands and the scheduler finishes the refunds; the trail says so.
      await this.auditor.audit(op, 'lottery.issue.cancel', target, { ...details, refunded: null, refundsPending: true }, ip, row.brand_id);
      throw error;
    }
    const money = { orders: refunded.orders, bets: refunded.bets, amount: formatAmount(refunded.amount) };
    await this.auditor.audit(op, 'lottery.issue.cancel', target, { ...details, refunded: money }, ip, row.brand_id);
    return { issue: await this.#detail(op, (await this.repo.opsIssue(row.id))!), refunded: money, duplicate: false };
  }
}
