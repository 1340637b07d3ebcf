import { sql } from 'kysely';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { LotteryGamesTable, LotteryIssuesTable } from '../../db/schema.ts';
import type { PlannedIssue } from './schedule.ts';

export type GameRow = Selectable<LotteryGamesTable> & { names: Record<string, string> };
export type IssueRow = Selectable<LotteryIssuesTable> & { positions: number[] | null };

const issueColumns = ['id', 'game_id', 'numero', 'sale_at', 'lock_at', 'draw_at', 'seed', 'seed_hash', 'status', 'result', 'positions', 'drawn_at', 'settled_at', 'void_at', 'void_by', 'void_by_name', 'void_reason'] as const;

/** Which issues the operators' list shows: games of some brands (null: all), each brand's day range as instants. */
export interface IssueFilter {
  brandIds: number[] | null;
  gameId?: number;
  source?: 'rng' | 'official';
  /** open: draw ahead; past: draw time passed (any status); due: draw time passed, no result yet. */
  status?: 'open' | 'past' | 'due' | 'drawn' | 'settled' | 'void';
  /** Per brand, the draw-time range [from, to) of the chosen brand days. */
  ranges?: { brandId: number; from: Date | null; to: Date | null }[];
}

/** An issue with its game, as the operators' list shows it. */
export type OpIssueRow = IssueRow & { code: string; names: Record<string, string>; brand_id: number; draw_source: 'rng' | 'official'; entries: number };

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

  /** An operator's result for an official issue (entered again, it replaces their earlier one; the time stays the first entry's). */
  async putResultEntry(issueId: bigint, operatorId: number, operatorName: string, result: string, now: Date): Promise<void> {
    await this.db
      .insertInto('lottery_result_entries')
      .values({ issue_id: issueId, operator_id: operatorId, operator_name: operatorName, result, created_at: now })
      .onConflict((oc) => oc.columns(['issue_id', 'operator_id']).doUpdateSet({ result, operator_name: operatorName }))
      .execute();
  }

  /** Every operator's entry for an issue, oldest first. */
  resultEntries(issueId: bigint) {
    return this.db.selectFrom('lottery_result_entries').select(['operator_id', 'operator_name', 'result', 'created_at']).where('issue_id', '=', issueId).orderBy('created_at').execute();
  }

  /** The results other operators entered for an issue. */
  otherResultEntries(issueId: bigint, operatorId: number) {
    return this.db.selectFrom('lottery_result_entries').select(['operator_id', 'result']).where('issue_id', '=', issueId).where('operator_id', '!=', operatorId).execute();
  }

  // ---- voiding: an operator's cancel or a missed in-house draw ----

  /**
   * Claims an open issue for voiding: from here on it cannot be drawn. Answers false when it is no longer
   * open (drawn, or voided by someone else first). `settled_at` stays null until every refund is made.
   */
  async claimVoid(id: bigint, now: Date, by: { id: number; name: string } | null, reason: string | null): Promise<boolean> {
    const r = await this.db
      .updateTable('lottery_issues')
      .set({ status: 'void', void_at: now, void_by: by?.id ?? null, void_by_name: by?.name ?? null, void_reason: reason, settled_at: null })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** Marks a voided issue done: every sub-order that was open is refunded. */
  async finishVoid(id: bigint, now: Date): Promise<void> {
    await this.db.updateTable('lottery_issues').set({ settled_at: now }).where('id', '=', id).where('status', '=', 'void').where('settled_at', 'is', null).execute();
  }

  /** Voided issues whose refunds are not all made yet (interrupted, or bets still arriving), oldest first. */
  async unfinishedVoids(limit = 50): Promise<IssueRow[]> {
    return (await this.db.selectFrom('lottery_issues').select(issueColumns).where('status', '=', 'void').where('settled_at', 'is', null).orderBy('id').limit(limit).execute()) as IssueRow[];
  }

  // ---- the operators' console ----

  /** A page of games of some brands (null: every brand), in the lobby's order, and how many match. */
  async opsGames(brandIds: number[] | null, filter: { enabled?: boolean; source?: 'rng' | 'official' }, offset: number, limit: number) {
    let q = this.db.selectFrom('lottery_games');
    if (brandIds) q = q.where('brand_id', 'in', brandIds.length > 0 ? brandIds : [-1]);
    if (filter.enabled !== undefined) q = q.where('enabled', '=', filter.enabled);
    if (filter.source) q = q.where('draw_source', '=', filter.source);
    const [rows, count] = await Promise.all([
      q.selectAll().orderBy('brand_id').orderBy('sort').orderBy('id').offset(offset).limit(limit).execute(),
      q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows as GameRow[], total: Number(count.n) };
  }

  /** The brands that have lottery games. */
  async brandIdsWithGames(): Promise<number[]> {
    return (await this.db.selectFrom('lottery_games').select('brand_id').distinct().orderBy('brand_id').execute()).map((r) => r.brand_id);
  }

  /** Switches a game on or off; false when it already was (nothing written). */
  async setEnabled(id: number, enabled: boolean): Promise<boolean> {
    const r = await this.db.updateTable('lottery_games').set({ enabled }).where('id', '=', id).where('enabled', '!=', enabled).executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** Each game's next issue still to be drawn (on sale or not yet). */
  async nextDraws(gameIds: number[], now: Date): Promise<Map<number, Date>> {
    if (gameIds.length === 0) return new Map();
    const rows = await sql<{ game_id: number; draw_at: Date }>`
      select distinct on (game_id) game_id, draw_at from lottery_issues
      where game_id = any(${gameIds}::int[]) and status = 'open' and draw_at > ${now}
      order by game_id, draw_at`.execute(this.db);
    return new Map(rows.rows.map((r) => [r.game_id, r.draw_at]));
  }

  /** How many issues of each game are past their draw time with no result yet. */
  async awaitingResults(gameIds: number[], now: Date): Promise<Map<number, number>> {
    if (gameIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('lottery_issues')
      .select(['game_id', (eb) => eb.fn.countAll<string>().as('n')])
      .where('game_id', 'in', gameIds)
      .where('status', '=', 'open')
      .where('draw_at', '<=', now)
      .groupBy('game_id')
      .execute();
    return new Map(rows.map((r) => [r.game_id, Number(r.n)]));
  }

  #issueQuery(filter: IssueFilter, now: Date) {
    let q = this.db.selectFrom('lottery_issues as i').innerJoin('lottery_games as g', 'g.id', 'i.game_id');
    if (filter.brandIds) q = q.where('g.brand_id', 'in', filter.brandIds.length > 0 ? filter.brandIds : [-1]);
    if (filter.gameId) q = q.where('i.game_id', '=', filter.gameId);
    if (filter.source) q = q.where('g.draw_source', '=', filter.source);
    if (filter.status === 'open') q = q.where('i.status', '=', 'open').where('i.draw_at', '>', now);
    else if (filter.status === 'due') q = q.where('i.status', '=', 'open').where('i.draw_at', '<=', now);
    else if (filter.status === 'past') q = q.where('i.draw_at', '<=', now);
    else if (filter.status) q = q.where('i.status', '=', filter.status);
    const ranges = filter.ranges;
    if (ranges) {
      // Each brand's days are its own instants: one condition per brand (a handful), still on (game, draw time).
      q = q.where((eb) =>
        eb.or(
          ranges.length === 0
            ? [eb.val(false)]
            : ranges.map((r) => eb.and([eb('g.brand_id', '=', r.brandId), ...(r.from ? [eb('i.draw_at', '>=', r.from)] : []), ...(r.to ? [eb('i.draw_at', '<', r.to)] : [])])),
        ),
      );
    }
    return q;
  }

  /** A page of issues with their game, ordered by draw time (then id, so pages never overlap). */
  async opsIssues(filter: IssueFilter, now: Date, desc: boolean, offset: number, limit: number): Promise<OpIssueRow[]> {
    const dir = desc ? 'desc' : 'asc';
    const rows = await this.#issueQuery(filter, now)
      .select(issueColumns.map((c) => `i.${c}` as const))
      .select(['g.code', 'g.names', 'g.brand_id', 'g.draw_source'])
      .select((eb) => eb.selectFrom('lottery_result_entries as e').select((e) => e.fn.countAll<string>().as('n')).whereRef('e.issue_id', '=', 'i.id').as('entries'))
      .orderBy('i.draw_at', dir)
      .orderBy('i.id', dir)
      .offset(offset)
      .limit(limit)
      .execute();
    return rows.map((r) => ({ ...r, entries: Number(r.entries ?? 0) })) as unknown as OpIssueRow[];
  }

  /** How many issues match, counted up to `cap` (a count of every issue of every brand would read them all). */
  async opsIssueCount(filter: IssueFilter, now: Date, cap: number): Promise<number> {
    const inner = this.#issueQuery(filter, now).select('i.id').limit(cap);
    const row = await this.db.selectFrom(inner.as('m')).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** One issue with its game (any brand: callers check the operator's scope). */
  async opsIssue(id: bigint): Promise<OpIssueRow | undefined> {
    const rows = await this.opsIssuesById([id]);
    return rows[0];
  }

  async opsIssuesById(ids: bigint[]): Promise<OpIssueRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('lottery_issues as i')
      .innerJoin('lottery_games as g', 'g.id', 'i.game_id')
      .select(issueColumns.map((c) => `i.${c}` as const))
      .select(['g.code', 'g.names', 'g.brand_id', 'g.draw_source'])
      .select((eb) => eb.selectFrom('lottery_result_entries as e').select((e) => e.fn.countAll<string>().as('n')).whereRef('e.issue_id', '=', 'i.id').as('entries'))
      .where('i.id', 'in', ids)
      .execute();
    return rows.map((r) => ({ ...r, entries: Number(r.entries ?? 0) })) as unknown as OpIssueRow[];
  }
}

/**
 * A new brand starts with the lottery games of the brand it is made from (BrandCopyStep): the same codes,
 * families, cadences and schedules. A game on the source brand's clock moves to the new brand's; one on a
 * station's own zone (Mark Six in Hong Kong, the Vietnam stations) keeps it. Its issues are planned by the
 * lottery's own job, as for any game.
 */
export async function copyBrandLotteryGames(tx: Db, fromBrandId: number, toBrandId: number, zones: { from: string; to: string }): Promise<void> {
  await sql`insert into lottery_games (brand_id, code, family, group_code, names, prize_mode, draw_source, cadence_seconds, schedule, time_zone, lock_seconds, station, region, rules, settings, enabled, sort)
    select ${toBrandId}, code, family, group_code, names, prize_mode, draw_source, cadence_seconds, schedule,
      case when time_zone = ${zones.from} then ${zones.to} else time_zone end, lock_seconds, station, region, rules, settings, enabled, sort
    from lottery_games where brand_id = ${fromBrandId} order by id`.execute(tx);
}
