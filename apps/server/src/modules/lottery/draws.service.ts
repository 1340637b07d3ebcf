import crypto from 'node:crypto';
import { commitServerSeed, FairStream } from '@lotus/games/fair-rng';
import { LotteryError } from '@lotus/games/lottery/errors';
import type { DrawRow } from '@lotus/contract/lottery';
import { AppError } from '../../platform/errors.ts';
import { resolveGame, type ResolvedGame } from './game-catalogue.ts';
import type { LotteryHub } from './lottery-hub.ts';
import type { IssueRow, LotteryRepository } from './lottery.repository.ts';
import type { OrdersService } from './orders.service.ts';
import type { ResultsFeed } from './results-feed.ts';
import { issuesBetween } from './schedule.ts';
import type { Settlement } from './settlement.ts';

const HOUR = 3_600_000;
/** An in-house draw later than this was missed (the scheduler was down): drawn late or voided by the game's rule. */
const MISSED_AFTER_MS = 2 * 60_000;
const DUE_BATCH = 200;

/** The client-seed part of an in-house draw: the game and issue, so one seed can never decide two issues. */
export const drawSalt = (gameCode: string, numero: string) => `${gameCode}:${numero}`;

/** A drawn issue as the gateway shows it (the seed only once the result is out). */
export function drawRow(game: { id: number; code: string }, issue: IssueRow): DrawRow {
  return {
    gameId: game.id,
    gameCode: game.code,
    numero: issue.numero,
    winningNumber: issue.result ?? '',
    positions: issue.positions ?? [],
    drawTime: issue.draw_at.toISOString(),
    seed: issue.result !== null ? issue.seed : null,
    seedHash: issue.seed_hash,
    status: issue.status === 'open' ? 'drawn' : issue.status,
  };
}

/**
 * The lottery's clock-driven steps, run by the `lottery.draw` job: plan issues ahead, draw in-house
 * issues when due (from the seed committed at planning), take official results from the feed, settle
 * drawn issues. Each step claims its row with a conditional update, so two processes running the job
 * at once (or a rerun after a crash) draw each issue once and settle it once.
 */
export class DrawService {
  readonly #asked = new Map<bigint, number>();
  readonly #lastPlanned = new Map<number, Date>();

  constructor(
    private readonly repo: LotteryRepository,
    private readonly orders: OrdersService,
    private readonly settlement: Settlement,
    private readonly hub: LotteryHub,
    private readonly feed: ResultsFeed | null,
    private readonly now: () => Date,
    private readonly feedEveryMs = 15_000,
  ) {}

  /** Plans each game's issues up to its horizon (fast games about two hours and a full chase; official ones 60 days). */
  async plan(): Promise<number> {
    const now = this.now();
    let planned = 0;
    for (const row of await this.repo.allGames()) {
      const game = resolveGame(row);
      const horizon = game.schedule.kind === 'interval' ? Math.min(26 * HOUR, Math.max(2 * HOUR, (game.settings.maxChaseIssues + 5) * game.schedule.seconds * 1000)) : 60 * 24 * HOUR;
      // The last planned draw is remembered between ticks (one read per game per process, not per second);
      // another process planning further only means a few inserts here find their rows already there.
      const last = this.#lastPlanned.get(row.id) ?? (await this.repo.lastPlannedDraw(row.id));
      // Never plan into the past: periods missed while no issue existed had no bets and get no draw.
      const from = last && last > now ? new Date(last.getTime() + 1) : now;
      const to = new Date(now.getTime() + horizon);
      if (from >= to) continue;
      const issues = issuesBetween(game.schedule, row.time_zone, row.lock_seconds, from, to).map((p) => {
        const seed = row.draw_source === 'rng' ? crypto.randomBytes(32).toString('hex') : null;
        return { ...p, seed, seedHash: seed ? commitServerSeed(seed) : null };
      });
      planned += await this.repo.insertIssues(row.id, issues);
      const newest = issues.at(-1)?.drawAt ?? last;
      if (newest) this.#lastPlanned.set(row.id, newest);
    }
    return planned;
  }

  /** Draws (or voids) every due in-house issue and asks the feed for due official ones. */
  async drawDue(): Promise<number> {
    const now = this.now();
    const games = new Map<number, ResolvedGame>();
    let drawn = 0;
    // In batches until none is due (after downtime there may be many); official issues waiting for
    // their result stay due, so each batch starts after the last one seen.
    for (let after: IssueRow | undefined; ; ) {
      const batch = await this.repo.due(now, DUE_BATCH, after);
      for (const issue of batch) if (await this.#drawOne(issue, now, games)) drawn++;
      if (batch.length < DUE_BATCH) return drawn;
      after = batch.at(-1)!;
    }
  }

  async #drawOne(issue: IssueRow, now: Date, games: Map<number, ResolvedGame>): Promise<boolean> {
    let game = games.get(issue.game_id);
    if (!game) {
      const row = await this.repo.gameById(issue.game_id);
      if (!row) return false;
      games.set(issue.game_id, (game = resolveGame(row)));
    }
    if (game.row.draw_source === 'rng') {
      if (game.settings.missed === 'void' && now.getTime() - issue.draw_at.getTime() > MISSED_AFTER_MS) {
        await this.orders.recoverPlacing(0);
        await this.settlement.voidIssue(game, issue);
        return false;
      }
      const draw = game.family.draw(new FairStream(issue.seed!, drawSalt(game.row.code, issue.numero), 0));
      return this.#record(game, issue, game.family.formatDraw(draw), game.family.positions(draw));
    }
    if (!this.feed) return false;
    // The provider is asked about a waiting issue at most every `feedEveryMs`.
    const last = this.#asked.get(issue.id) ?? -Infinity;
    if (Date.now() - last < this.feedEveryMs) return false;
    this.#asked.set(issue.id, Date.now());
    if (this.#asked.size > 10_000) this.#asked.clear();
    const text = await this.feed.result(game.row, issue).catch(() => null);
    const parsed = text === null ? null : this.#parse(game, text);
    return parsed ? this.#record(game, issue, parsed.text, parsed.positions) : false;
  }

  #parse(game: ResolvedGame, text: string): { text: string; positions: number[] } | null {
    try {
      const draw = game.family.parseDraw(text);
      return { text: game.family.formatDraw(draw), positions: game.family.positions(draw) };
    } catch (error) {
      if (error instanceof LotteryError) return null;
      throw error;
    }
  }

  async #record(game: ResolvedGame, issue: IssueRow, text: string, positions: number[]): Promise<boolean> {
    const now = this.now();
    if (!(await this.repo.recordResult(issue.id, text, positions, now))) return false;
    const drawn: IssueRow = { ...issue, status: 'drawn', result: text, positions, drawn_at: now };
    await this.hub.publish(game.row.brand_id, { type: 'lottery.drawn', gameId: game.row.id, draw: drawRow(game.row, drawn) });
    return true;
  }

  /** Settles drawn issues in draw order (earlier issues first, so a chase stops before its later steps settle). */
  async settleDrawn(): Promise<{ issues: number; bets: number }> {
    let issues = 0;
    let bets = 0;
    const done = new Set<bigint>();
    for (;;) {
      // Orders still waiting for their debit's outcome are resolved before their issue is settled.
      await this.orders.recoverPlacing(0);
      const batch = (await this.repo.unsettled()).filter((i) => !done.has(i.id));
      if (batch.length === 0) return { issues, bets };
      for (const issue of batch) {
        done.add(issue.id);
        const row = await this.repo.gameById(issue.game_id);
        if (!row) continue;
        const r = await this.settlement.settle(resolveGame(row), issue);
        issues++;
        bets += r.bets;
      }
    }
  }

  /**
   * Finishes voided issues whose refunds are not all made: an operator's cancel while bets could still
   * arrive, an order's debit still on its way, or a void interrupted by a crash. Answers how many are done.
   */
  async finishVoided(): Promise<number> {
    let finished = 0;
    for (const issue of await this.repo.unfinishedVoids()) {
      const row = await this.repo.gameById(issue.game_id);
      if (!row) continue;
      if ((await this.settlement.finishVoid(resolveGame(row), issue)).finished) finished++;
    }
    return finished;
  }

  /** One scheduler tick: plan, draw, settle, finish voided issues. */
  async tick(): Promise<{ planned: number; drawn: number; settled: number; voided?: number } | undefined> {
    const planned = await this.plan();
    const drawn = await this.drawDue();
    const { issues } = await this.settleDrawn();
    const voided = await this.finishVoided();
    return planned || drawn || issues || voided ? { planned, drawn, settled: issues, ...(voided ? { voided } : {}) } : undefined;
  }

  /**
   * An operator's result for an official draw. It is taken when a second, different operator enters
   * the same result (as the engine reads it); different results are reported as a mismatch. Also returns
   * the game's brand (for the audit trail).
   */
  async enterResult(operator: { id: number; username: string }, brandIds: number[] | null, gameId: number, numero: string, text: string) {
    const row = await this.repo.gameById(gameId);
    if (!row || (brandIds && !brandIds.includes(row.brand_id))) throw new AppError('lottery.game.not.found');
    const game = resolveGame(row);
    const issue = await this.repo.byNumero(gameId, numero);
    if (!issue) throw new AppError('lottery.issue.not.found');
    if (row.draw_source !== 'official' || issue.status !== 'open' || issue.draw_at > this.now()) throw new AppError('lottery.result.not.due');
    const parsed = this.#parse(game, text);
    if (!parsed) throw new AppError('lottery.draw.invalid');
    await this.repo.putResultEntry(issue.id, operator.id, operator.username, parsed.text, this.now());
    const others = await this.repo.otherResultEntries(issue.id, operator.id);
    const brandId = row.brand_id;
    if (others.length === 0) return { brandId, state: 'waiting.second' as const, winningNumber: null };
    if (!others.some((o) => o.result === parsed.text)) return { brandId, state: 'mismatch' as const, winningNumber: null };
    // Taken once: an issue cancelled (or drawn by a racing entry) meanwhile is not drawn again.
    if (!(await this.#record(game, issue, parsed.text, parsed.positions))) {
      const now = await this.repo.issue(issue.id);
      if (now?.status !== 'drawn' || now.result !== parsed.text) throw new AppError('lottery.result.not.due');
    }
    return { brandId, state: 'drawn' as const, winningNumber: parsed.text };
  }
}
