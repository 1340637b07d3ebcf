import { sql } from 'kysely';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { LotteryGamesTable, LotteryIssuesTable } from '../../db/schema.ts';
import type { PlannedIssue } from './schedule.ts';

export type GameRow = Selectable<LotteryGamesTable> & { names: Record<string, string> };
export type IssueRow = Selectable<LotteryIssuesTable> & { positions: number[] | null };

const issueColumns = ['id', 'game_id', 'numero', 'sale_at', 'lock_at', 'draw_at', 'seed', 'seed_hash', 'status', 'result', 'positions', 'drawn_at', 'settled_at'] as const;

/** SQL of the lottery: games, issues and results. Orders and their sub-orders have their own repository. */
export class LotteryRepository {
  constructor(private readonly db: Db) {}

  async games(brandId: number): Promise<GameRow[]> {
    return (await this.db.selectFrom('lottery_games').selectAll().where('brand_id', '=', brandId).where('enabled', '=', true).orderBy('sort').orderBy('id').execute()) as GameRow[];
  }

  /** Whether the brand has an enabled lottery game (the navigation shows the lottery only then). */
  async hasGames(brandId: number): Promise<boolean> {
    return Boolean(await this.db.selectFrom('lottery_games').select('id').where('brand_id', '=', brandId).where('enabled', '=', true).limit(1).executeTakeFirst());
  }

  async allGames(): Promise<GameRow[]> {
    return (await this.db.selectFrom('lottery_games').selectAll().where('enabled', '=', true).orderBy('id').execute()) as GameRow[];
  }

  async game(brandId: number, id: number): Promise<GameRow | undefined> {
    return (await this.db.selectFrom('lottery_games').selectAll().where('brand_id', '=', brandId).where('id', '=', id).where('enabled', '=', true).executeTakeFirst()) as GameRow | undefined;
  }

  async gameById(id: number): Promise<GameRow | undefined> {
    return (await this.db.selectFrom('lottery_games').selectAll().where('id', '=', id).executeTakeFirst()) as GameRow | undefined;
  }

  async lastPlannedDraw(gameId: number): Promise<Date | null> {
    const row = await this.db.selectFrom('lottery_issues').select((eb) => eb.fn.max('draw_at').as('last')).where('game_id', '=', gameId).executeTakeFirst();
    return (row?.last as Date | null | undefined) ?? null;
  }

  async insertIssues(gameId: number, issues: (PlannedIssue & { seed: string | null; seedHash: string | null })[]): Promise<number> {
    let inserted = 0;
    for (let i = 0; i < issues.length; i += 500) {
      const chunk = issues.slice(i, i + 500);
      const r = await this.db
        .insertInto('lottery_issues')
        .values(chunk.map((p) => ({ game_id: gameId, numero: p.numero, sale_at: p.saleAt, lock_at: p.lockAt, draw_at: p.drawAt, seed: p.seed, seed_hash: p.seedHash })))
        .onConflict((oc) => oc.columns(['game_id', 'numero']).doNothing())
        .executeTakeFirst();
      inserted += Number(r.numInsertedOrUpdatedRows ?? 0n);
    }
    return inserted;
  }

  /** The issue on sale or waiting for its draw now: the earliest whose draw is still ahead. */
  async current(gameId: number, now: Date): Promise<IssueRow | undefined> {
    return (await this.db
      .selectFrom('lottery_issues')
      .select(issueColumns)
      .where('game_id', '=', gameId)
      .where('draw_at', '>', now)
      .where('sale_at', '<=', now)
      .where('status', '=', 'open')
      .orderBy('draw_at')
      .limit(1)
      .executeTakeFirst()) as IssueRow | undefined;
  }

  /** The current issue of each of several games, in one read (lobby menus list every game's issue). */
  async currentOf(gameIds: number[], now: Date): Promise<Map<number, IssueRow>> {
    if (gameIds.length === 0) return new Map();
    const rows = await sql<IssueRow>`
      select distinct on (game_id) ${sql.join(issueColumns.map((c) => sql.ref(c)))}
      from lottery_issues
      where game_id = any(${gameIds}::int[]) and status = 'open' and sale_at <= ${now} and draw_at > ${now}
      order by game_id, draw_at`.execute(this.db);
    return new Map(rows.rows.map((r) => [r.game_id, r]));
  }

  async byNumero(gameId: number, numero: string): Promise<IssueRow | undefined> {
    return (await this.db.selectFrom('lottery_issues').select(issueColumns).where('game_id', '=', gameId).where('numero', '=', numero).executeTakeFirst()) as IssueRow | undefined;
  }

  async issue(id: bigint): Promise<IssueRow | undefined> {
    return (await this.db.selectFrom('lottery_issues').select(issueColumns).where('id', '=', id).executeTakeFirst()) as IssueRow | undefined;
  }

  /** Issues still open for betting, soonest first (chase planning). */
  async upcoming(gameId: number, now: Date, count: number): Promise<IssueRow[]> {
    return (await this.db.selectFrom('lottery_issues').select(issueColumns).where('game_id', '=', gameId).where('lock_at', '>', now).where('status', '=', 'open').orderBy('draw_at').limit(count).execute()) as IssueRow[];
  }

  /** Results, newest first. */
  async draws(gameId: number, offset: number, limit: number): Promise<IssueRow[]> {
    return (await this.db
      .selectFrom('lottery_issues')
      .select(issueColumns)
      .where('game_id', '=', gameId)
      .where((eb) => eb.or([eb('result', 'is not', null), eb('status', '=', 'void')]))
      .orderBy('draw_at', 'desc')
      .offset(offset)
      .limit(limit)
      .execute()) as IssueRow[];
  }

  /** The latest results over several games, newest first. */
  async results(gameIds: number[], limit: number): Promise<IssueRow[]> {
    if (gameIds.length === 0) return [];
    return (await this.db.selectFrom('lottery_issues').select(issueColumns).where('game_id', 'in', gameIds).where('result', 'is not', null).orderBy('draw_at', 'desc').limit(limit).execute()) as IssueRow[];
  }

  async latestDraw(gameId: number): Promise<IssueRow | undefined> {
    return (await this.draws(gameId, 0, 1))[0];
  }

  /** The newest result of each of a brand's games. */
  async latestDraws(brandId: number): Promise<(IssueRow & { code: string })[]> {
    const rows = await sql<IssueRow & { code: string }>`
      select distinct on (i.game_id) i.*, g.code
      from lottery_issues i join lottery_games g on g.id = i.game_id
      where g.brand_id = ${brandId} and g.enabled and i.result is not null
      order by i.game_id, i.draw_at desc`.execute(this.db);
    return rows.rows;
  }

  /** Issues whose draw time has come and that have no result yet, oldest first. */
  async due(now: Date, limit = 200, after?: { draw_at: Date; id: bigint }): Promise<IssueRow[]> {
    let q = this.db.selectFrom('lottery_issues').select(issueColumns).where('status', '=', 'open').where('draw_at', '<=', now);
    // Keyset paging: many games share a draw time, so the key is (draw time, id).
    if (after) q = q.where(sql<boolean>`(draw_at, id) > (${after.draw_at}, ${after.id.toString()}::bigint)`);
    return (await q.orderBy('draw_at').orderBy('id').limit(limit).execute()) as IssueRow[];
  }

  /** Drawn issues not yet settled, in draw order. */
  async unsettled(limit = 50): Promise<IssueRow[]> {
    return (await this.db.selectFrom('lottery_issues').select(issueColumns).where('status', '=', 'drawn').orderBy('draw_at').limit(limit).execute()) as IssueRow[];
  }

  /** Records a result once: answers false when another process (or an earlier run) already did. */
  async recordResult(id: bigint, result: string, positions: number[], now: Date): Promise<boolean> {
    const r = await this.db
      .updateTable('lottery_issues')
      .set({ status: 'drawn', result, positions: JSON.stringify(positions), drawn_at: now })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async setStatus(id: bigint, from: IssueRow['status'], to: IssueRow['status'], now: Date): Promise<boolean> {
    const r = await this.db
      .updateTable('lottery_issues')
      .set({ status: to, ...(to === 'settled' || to === 'void' ? { settled_at: now } : {}) })
      .where('id', '=', id)
      .where('status', '=', from)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** An operator's result for an official issue (entered again, it replaces their earlier one). */
  async putResultEntry(issueId: bigint, operatorId: number, result: string): Promise<void> {
    await this.db
      .insertInto('lottery_result_entries')
      .values({ issue_id: issueId, operator_id: operatorId, result })
      .onConflict((oc) => oc.columns(['issue_id', 'operator_id']).doUpdateSet({ result }))
      .execute();
  }

  /** The results other operators entered for an issue. */
  otherResultEntries(issueId: bigint, operatorId: number) {
    return this.db.selectFrom('lottery_result_entries').select(['operator_id', 'result']).where('issue_id', '=', issueId).where('operator_id', '!=', operatorId).execute();
  }
}
