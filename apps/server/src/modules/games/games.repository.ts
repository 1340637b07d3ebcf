import crypto from 'node:crypto';
import { sql, type Expression, type SqlBool } from 'kysely';
import { customerTypes } from '@lotus/contract/account';
import type { GameImportRow } from '@lotus/contract/games';
import type { Db } from '../../db/database.ts';

const TRIAL_TYPE = customerTypes.trial;

/** A game as the catalogue reads it for one brand (overrides applied). */
export interface GameRow {
  id: number;
  code: string;
  vendor_code: string;
  vendor_name: string;
  game_type: string;
  names: Record<string, string>;
  icon_url: string;
  classify: string[];
  is_vassalage: boolean;
  demo_allowed: boolean;
  hot: boolean;
}

export interface VendorRow {
  code: string;
  name: string;
  icon_url: string;
  categories: string[];
  is_hot: boolean;
  integration: string;
}

/** What a brand's players may see, read once per brand and cached: visible vendors, and whether any game has a brand override. */
/** A vendor as the seed, the catalogue generator and tests create it. */
export interface VendorSeed {
  code: string;
  name: string;
  categories: string[];
  integration: 'house' | 'seamless' | 'transfer' | 'none';
  sort: number;
  isHot?: boolean;
}

export interface BrandScope {
  vendors: VendorRow[];
  /** Every other vendor of the catalogue (usually a short list: these are filtered out rather than the visible ones in). */
  hidden: string[];
  gameOverrides: boolean;
}

/** Filters of a game list; `vendorsIn`/`vendorsNotIn` carry the ESPORTS split. */
export interface GameFilter {
  gameTypes?: string[];
  vendor?: string;
  vendorsIn?: string[];
  vendorsNotIn?: string[];
  classify?: string;
  /** A LIKE pattern (already escaped and wrapped in %) matched against the name in `language` or English. */
  namePattern?: string;
  language: string;
  hotOnly?: boolean;
}

/**
 * The start of the seamless secret a vendor row is made with: random, and nobody holds it, so the
 * vendor's wallet calls are refused until an operator enters the real one (the console shows it as not set).
 */
export const PLACEHOLDER_SECRET_PREFIX = 'unset:';

/** Rows per insert statement when loading a game list (11 parameters a row). */
const UPSERT_BATCH = 1000;

/** Escapes LIKE wildcards so a keyword matches literally, and wraps it for a substring match. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Catalogue SQL. A player sees a game when it and its vendor are enabled (the brand's override first)
 * and the vendor is integrated (`none` vendors are never shown): per-member reads join that in
 * (`#visible`); the lists (`page`, `count`) get the brand's vendors from a cached `scope` instead.
 */
/** Thrown inside a dry run's transaction to roll it back. */
class DryRunRollback extends Error {}

export class GamesRepository {
  constructor(private readonly db: Db) {}

  /**
   * A vendor's signing secret for its seamless wallet calls (as stored: sealed at rest), and whether it is on.
   * None while the secret is still the placeholder the row was made with: nobody holds it, but it sits in the
   * database, so a vendor's calls are refused until an operator enters its real secret.
   */
  vendorSecret(code: string) {
    return this.db
      .selectFrom('vendors')
      .select(['secret', 'enabled'])
      .where('code', '=', code)
      .where(sql<boolean>`not starts_with(secret, ${PLACEHOLDER_SECRET_PREFIX})`)
      .executeTakeFirst();
  }

  #visible(brandId: number) {
    return this.db
      .selectFrom('games as g')
      .innerJoin('vendors as v', 'v.code', 'g.vendor_code')
      .leftJoin('brand_vendors as bv', (j) => j.onRef('bv.vendor_code', '=', 'g.vendor_code').on('bv.brand_id', '=', brandId))
      .leftJoin('brand_games as bg', (j) => j.onRef('bg.game_id', '=', 'g.id').on('bg.brand_id', '=', brandId))
      .where(sql<SqlBool>`coalesce(bg.enabled, g.enabled)`)
      .where(sql<SqlBool>`coalesce(bv.enabled, v.enabled)`)
      .where('v.integration', '<>', 'none');
  }

  #entries(brandId: number) {
    return this.#visible(brandId).select([
      'g.id',
      'g.code',
      'g.vendor_code',
      'v.name as vendor_name',
      'g.game_type',
      'g.names',
      'g.icon_url',
      'g.classify',
      'g.is_vassalage',
      'g.demo_allowed',
      sql<boolean>`coalesce(bg.is_hot, g.is_hot)`.as('hot'),
    ]);
  }

  /** The brand's visible vendors (and the hidden ones), and whether it overrides any game (without overrides lists skip that join). */
  async scope(brandId: number): Promise<BrandScope> {
    const [vendors, all, override] = await Promise.all([
      this.visibleVendors(brandId),
      this.db.selectFrom('vendors').select('code').execute(),
      this.db.selectFrom('brand_games').select('game_id').where('brand_id', '=', brandId).limit(1).executeTakeFirst(),
    ]);
    const visible = new Set(vendors.map((v) => v.code));
    return { vendors, hidden: all.map((v) => v.code).filter((c) => !visible.has(c)), gameOverrides: override !== undefined };
  }

  /**
   * The SQL of a filtered list for one brand: vendor visibility comes from the scope, so a page reads
   * only `games` (and the brand's overrides when it has any) and can walk the (game_type, sort, id)
   * index and stop early. Null when no vendor can match.
   */
  #listSql(brandId: number, scope: BrandScope, f: GameFilter) {
    const narrowed = f.vendor !== undefined || f.vendorsIn !== undefined;
    let codes = scope.vendors.map((v) => v.code);
    if (f.vendor) codes = codes.filter((c) => c === f.vendor);
    if (f.vendorsIn) codes = codes.filter((c) => f.vendorsIn!.includes(c));
    if (f.vendorsNotIn) codes = codes.filter((c) => !f.vendorsNotIn!.includes(c));
    if (codes.length === 0) return null;
    const o = scope.gameOverrides;
    const hot = o ? sql`coalesce(bg.is_hot, g.is_hot)` : sql`g.is_hot`;
    const conditions = [o ? sql`coalesce(bg.enabled, g.enabled)` : sql`g.enabled`];
    // Name the vendors that may match, or the (usually fewer) ones that may not.
    const excluded = [...scope.hidden, ...(f.vendorsNotIn ?? [])];
    if (narrowed || codes.length <= excluded.length) conditions.push(sql`g.vendor_code = any(${codes}::text[])`);
    else if (excluded.length) conditions.push(sql`g.vendor_code <> all(${excluded}::text[])`);
    if (f.gameTypes) conditions.push(f.gameTypes.length === 1 ? sql`g.game_type = ${f.gameTypes[0]}` : sql`g.game_type = any(${f.gameTypes}::text[])`);
    if (f.classify) conditions.push(sql`g.classify @> array[${f.classify}]::text[]`);
    if (f.hotOnly) conditions.push(hot);
    if (f.namePattern) {
      // The first test can use the trigram index (any language); the second keeps the asked language or English.
      conditions.push(sql`g.names_search ilike ${f.namePattern}`);
      conditions.push(sql`(g.names->>${f.language} ilike ${f.namePattern} or g.names->>'EN' ilike ${f.namePattern})`);
    }
    return {
      from: o ? sql`games g left join brand_games bg on bg.brand_id = ${brandId} and bg.game_id = g.id` : sql`games g`,
      where: sql.join(conditions, sql` and `),
      hot,
      order: o ? sql`coalesce(bg.sort, g.sort)` : sql`g.sort`,
    };
  }

  /** One page of games in the brand's order. */
  async page(brandId: number, scope: BrandScope, f: GameFilter, limit: number, offset: number): Promise<GameRow[]> {
    const q = this.#listSql(brandId, scope, f);
    if (!q) return [];
    const r = await sql<Omit<GameRow, 'vendor_name'>>`
      select g.id, g.code, g.vendor_code, g.game_type, g.names, g.icon_url, g.classify, g.is_vassalage, g.demo_allowed, ${q.hot} as hot
      from ${q.from} where ${q.where}
      order by ${q.order}, g.id
      limit ${limit} offset ${offset}`.execute(this.db);
    const names = new Map(scope.vendors.map((v) => [v.code, v.name]));
    return r.rows.map((row) => ({ ...row, vendor_name: names.get(row.vendor_code) ?? row.vendor_code }));
  }

  /** How many games match a filter. */
  async count(brandId: number, scope: BrandScope, f: GameFilter): Promise<number> {
    const q = this.#listSql(brandId, scope, f);
    if (!q) return 0;
    const r = await sql<{ n: number }>`select count(*)::int as n from ${q.from} where ${q.where}`.execute(this.db);
    return r.rows[0]?.n ?? 0;
  }

  /** Visible games by id (for favourites and launch checks). */
  async byIds(brandId: number, ids: number[]): Promise<GameRow[]> {
    if (ids.length === 0) return [];
    return (await this.#entries(brandId).where('g.id', 'in', ids).execute()) as unknown as GameRow[];
  }

  /** Whether a game of this id exists at all (visible or not). */
  /** A vendor game's category (its game type), for the bet journal; undefined for a game the catalogue lacks. */
  async gameType(vendor: string, code: string): Promise<string | undefined> {
    return (await this.db.selectFrom('games').select('game_type').where('vendor_code', '=', vendor).where('code', '=', code).executeTakeFirst())?.game_type;
  }

  async exists(id: number): Promise<boolean> {
    return Boolean(await this.db.selectFrom('games').select('id').where('id', '=', id).executeTakeFirst());
  }

  /** Lottery entries by popularity in the brand: players in the last week, then hot, then the brand's order. */
  async popular(brandId: number, gameTypes: string[], since: Date, limit: number): Promise<GameRow[]> {
    const rows = await this.#entries(brandId)
      .where('g.game_type', 'in', gameTypes)
      .select((eb) =>
        eb
          .selectFrom('recent_games as r')
          // Real players only: trial (free play) accounts never appear in what others are shown.
          .innerJoin('members as m', 'm.id', 'r.member_id')
          .select(eb.fn.countAll<string>().as('n'))
          .where('r.brand_id', '=', brandId)
          .where('m.customer_type', '<>', TRIAL_TYPE)
          .whereRef('r.game_id', '=', 'g.id')
          .where('r.last_played_at', '>', since)
          .as('players'),
      )
      .orderBy('players', 'desc')
      .orderBy(sql`coalesce(bg.is_hot, g.is_hot)`, 'desc')
      .orderBy(sql`coalesce(bg.sort, g.sort)`)
      .orderBy('g.id')
      .limit(limit)
      .execute();
    return rows as unknown as GameRow[];
  }

  /** Vendors a player may see in the brand, in the brand's order. */
  async visibleVendors(brandId: number): Promise<VendorRow[]> {
    return this.db
      .selectFrom('vendors as v')
      .leftJoin('brand_vendors as bv', (j) => j.onRef('bv.vendor_code', '=', 'v.code').on('bv.brand_id', '=', brandId))
      .select(['v.code', 'v.name', 'v.icon_url', 'v.categories', 'v.is_hot', 'v.integration'])
      .where(sql<SqlBool>`coalesce(bv.enabled, v.enabled)`)
      .where('v.integration', '<>', 'none')
      .orderBy(sql`coalesce(bv.sort, v.sort)`)
      .orderBy('v.code')
      .execute();
  }

  /** Per vendor and game type: how many visible games carry each classify tag (tag null: games without tags). */
  async classifyCounts(brandId: number): Promise<{ vendor_code: string; game_type: string; tag: string | null; n: number }[]> {
    const r = await sql<{ vendor_code: string; game_type: string; tag: string | null; n: number }>`
      select g.vendor_code, g.game_type, t.tag, count(*)::int as n
      from games g
      join vendors v on v.code = g.vendor_code
      left join brand_vendors bv on bv.brand_id = ${brandId} and bv.vendor_code = g.vendor_code
      left join brand_games bg on bg.brand_id = ${brandId} and bg.game_id = g.id
      left join lateral unnest(g.classify) as t(tag) on true
      where coalesce(bg.enabled, g.enabled) and coalesce(bv.enabled, v.enabled) and v.integration <> 'none'
      group by 1, 2, 3`.execute(this.db);
    return r.rows;
  }

  /** The brand's own order and on/off of the lobby's tabs (categories and classify tags); tabs without a row keep the catalogue's. */
  hallTabs(brandId: number) {
    return this.db.selectFrom('brand_hall_tabs').select(['kind', 'key', 'enabled', 'sort']).where('brand_id', '=', brandId).execute();
  }

  classifies() {
    return this.db.selectFrom('game_classifies').select(['key', 'names', 'sort']).orderBy('sort').orderBy('key').execute();
  }

  categories() {
    return this.db.selectFrom('game_categories').selectAll().orderBy('sort').execute();
  }

  // Favourites and recent games.

  async favouriteRows(brandId: number, memberId: number, limit: number): Promise<GameRow[]> {
    const rows = await this.#entries(brandId)
      .innerJoin('favourite_games as f', (j) => j.onRef('f.game_id', '=', 'g.id').on('f.member_id', '=', memberId))
      .orderBy('f.created_at', 'desc')
      .orderBy('g.id', 'desc')
      .limit(limit)
      .execute();
    return rows as unknown as GameRow[];
  }

  async favouriteCount(memberId: number): Promise<number> {
    const r = await this.db.selectFrom('favourite_games').select((eb) => eb.fn.countAll<string>().as('n')).where('member_id', '=', memberId).executeTakeFirstOrThrow();
    return Number(r.n);
  }

  async isFavourite(memberId: number, gameId: number): Promise<boolean> {
    return Boolean(await this.db.selectFrom('favourite_games').select('game_id').where('member_id', '=', memberId).where('game_id', '=', gameId).executeTakeFirst());
  }

  async addFavourite(memberId: number, gameId: number, at: Date): Promise<void> {
    await this.db.insertInto('favourite_games').values({ member_id: memberId, game_id: gameId, created_at: at }).onConflict((oc) => oc.doNothing()).execute();
  }

  async removeFavourite(memberId: number, gameId: number): Promise<void> {
    await this.db.deleteFrom('favourite_games').where('member_id', '=', memberId).where('game_id', '=', gameId).execute();
  }

  async recentRows(brandId: number, memberId: number, limit: number): Promise<(GameRow & { last_played_at: Date })[]> {
    const rows = await this.#entries(brandId)
      .innerJoin('recent_games as r', (j) => j.onRef('r.game_id', '=', 'g.id').on('r.member_id', '=', memberId))
      .select('r.last_played_at')
      .orderBy('r.last_played_at', 'desc')
      .orderBy('g.id', 'desc')
      .limit(limit)
      .execute();
    return rows as unknown as (GameRow & { last_played_at: Date })[];
  }

  /** Records a play and keeps only the member's latest `keep` games. */
  async recordPlay(brandId: number, memberId: number, gameId: number, at: Date, keep: number): Promise<void> {
    await this.db
      .insertInto('recent_games')
      .values({ member_id: memberId, brand_id: brandId, game_id: gameId, last_played_at: at })
      .onConflict((oc) => oc.columns(['member_id', 'game_id']).doUpdateSet({ last_played_at: at }))
      .execute();
    await sql`
      delete from recent_games
      where member_id = ${memberId}
        and game_id not in (
          select game_id from recent_games where member_id = ${memberId}
          order by last_played_at desc, game_id desc limit ${keep})`.execute(this.db);
  }

  // PVP rooms and the winner board.

  async rooms(brandId: number, filter: { gameId?: number; vendor?: string }) {
    let q = this.#visible(brandId)
      .innerJoin('pvp_rooms as p', 'p.game_id', 'g.id')
      .select(['p.id', 'p.code', 'p.names as room_names', 'p.min_bet', 'p.max_bet', 'p.seats', 'p.players', 'p.status', 'g.id as game_id', 'g.names', 'g.vendor_code'])
      .where('p.enabled', '=', true)
      .where((eb) => eb.or([eb('p.brand_id', 'is', null), eb('p.brand_id', '=', brandId)]));
    if (filter.gameId !== undefined) q = q.where('g.id', '=', filter.gameId);
    if (filter.vendor) q = q.where('g.vendor_code', '=', filter.vendor);
    return q.orderBy('p.sort').orderBy('p.id').limit(200).execute();
  }

  async winners(brandId: number, gameType: string | null, limit: number) {
    let q = this.db
      .selectFrom('winner_board as w')
      .leftJoin('games as g', 'g.id', 'w.game_id')
      // Only real wins: a row must belong to a member (older installs seeded invented rows without one),
      // and demo money wins nothing worth showing, so trial accounts' rows (if any) stay off the board.
      .innerJoin('members as m', 'm.id', 'w.member_id')
      .select(['w.player_name', 'w.game_type', 'w.vendor_code', 'w.game_name', 'g.names', 'w.amount', 'w.currency', 'w.won_at'])
      .where('w.brand_id', '=', brandId)
      .where('m.customer_type', '<>', TRIAL_TYPE);
    if (gameType) q = q.where('w.game_type', '=', gameType);
    return q.orderBy('w.won_at', 'desc').orderBy('w.id', 'desc').limit(limit).execute();
  }

  /** A big win on the brand's winner board (names are masked when the board is read); the game's id and name come from the catalogue. */
  async addWinner(win: { brandId: number; memberId: number; playerName: string; vendor: string; gameCode: string; gameType: string; amount: bigint; currency: string; at: Date }): Promise<void> {
    const game = await this.db.selectFrom('games').select(['id', 'names']).where('vendor_code', '=', win.vendor).where('code', '=', win.gameCode).executeTakeFirst();
    await this.db
      .insertInto('winner_board')
      .values({
        brand_id: win.brandId,
        member_id: win.memberId,
        player_name: win.playerName,
        game_id: game?.id ?? null,
        game_type: win.gameType,
        vendor_code: win.vendor,
        game_name: (game?.names as Record<string, string> | undefined)?.EN ?? win.gameCode,
        amount: win.amount,
        currency: win.currency,
        won_at: win.at,
      })
      .execute();
  }

  /** A vendor's launch settings: its integration kind and whether it is switched on. */
  vendorLaunch(code: string) {
    return this.db.selectFrom('vendors').select(['integration', 'enabled']).where('code', '=', code).executeTakeFirst();
  }

  // Loading game lists (importer, seed, generator).

  /**
   * Upserts games in one transaction (all or nothing). With `dryRun` the transaction is rolled back after
   * the writes, so the counts are exact and nothing changes.
   */
  async importGames(rows: readonly GameImportRow[], dryRun: boolean): Promise<{ inserted: number; updated: number }> {
    let counts = { inserted: 0, updated: 0 };
    try {
      await this.db.transaction().execute(async (tx) => {
        counts = await GamesRepository.upsertGames(tx, rows);
        if (dryRun) throw new DryRunRollback();
      });
    } catch (error) {
      if (!(error instanceof DryRunRollback)) throw error;
    }
    return counts;
  }

  /** Vacuums and analyzes `games`: fresh planner statistics, and a visibility map that lets counts read the index alone. */
  async analyzeGames(): Promise<void> {
    await sql`vacuum (analyze) games`.execute(this.db);
  }

  async vendorCodes(codes: string[]): Promise<Set<string>> {
    if (codes.length === 0) return new Set();
    const rows = await this.db.selectFrom('vendors').select('code').where('code', 'in', codes).execute();
    return new Set(rows.map((r) => r.code));
  }

  /** Adds vendors that are not there yet (by code), on the given connection. */
  static async insertVendors(db: Db, vendors: readonly VendorSeed[]): Promise<void> {
    if (vendors.length === 0) return;
    await db
      .insertInto('vendors')
      .values(
        vendors.map((v) => ({
          code: v.code,
          name: v.name,
          // Nobody holds this secret: a vendor calls the seamless wallet only after an operator sets its real one.
          secret: `${PLACEHOLDER_SECRET_PREFIX}${crypto.randomBytes(32).toString('hex')}`,
          enabled: true,
          icon_url: `/vendor-icons/${v.code.toLowerCase()}.svg`,
          categories: v.categories,
          integration: v.integration,
          is_hot: v.isHot ?? false,
          sort: v.sort,
        })),
      )
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
  }

  /**
   * Upserts games by (vendor, code) in batches, on the given connection (a transaction for all-or-nothing).
   * Unchanged rows are left alone. Returns how many were inserted and updated.
   */
  static async upsertGames(db: Db, rows: readonly GameImportRow[]): Promise<{ inserted: number; updated: number }> {
    let inserted = 0;
    let updated = 0;
    for (let i = 0; i < rows.length; i += UPSERT_BATCH) {
      const batch = rows.slice(i, i + UPSERT_BATCH).map((r) => ({
        vendor_code: r.vendor,
        code: r.code,
        game_type: r.gameType,
        names: JSON.stringify(r.names),
        icon_url: r.iconUrl,
        classify: r.classify,
        is_hot: r.isHot,
        sort: r.sort,
        is_vassalage: r.vassalage,
        demo_allowed: r.demo,
        enabled: r.enabled,
      }));
      const changed = (col: string): Expression<SqlBool> => sql<SqlBool>`games.${sql.ref(col)} is distinct from excluded.${sql.ref(col)}`;
      const cols = ['game_type', 'names', 'icon_url', 'classify', 'is_hot', 'sort', 'is_vassalage', 'demo_allowed', 'enabled'] as const;
      const result = await db
        .insertInto('games')
        .values(batch)
        .onConflict((oc) =>
          oc
            .columns(['vendor_code', 'code'])
            .doUpdateSet((eb) => ({
              game_type: eb.ref('excluded.game_type'),
              names: eb.ref('excluded.names'),
              icon_url: eb.ref('excluded.icon_url'),
              classify: eb.ref('excluded.classify'),
              is_hot: eb.ref('excluded.is_hot'),
              sort: eb.ref('excluded.sort'),
              is_vassalage: eb.ref('excluded.is_vassalage'),
              demo_allowed: eb.ref('excluded.demo_allowed'),
              enabled: eb.ref('excluded.enabled'),
              updated_at: sql`now()`,
            }))
            .where((eb) => eb.or(cols.map((c) => changed(c)))),
        )
        .returning(sql<boolean>`(xmax = 0)`.as('inserted'))
        .execute();
      for (const r of result) {
        if (r.inserted) inserted++;
        else updated++;
      }
    }
    return { inserted, updated };
  }
}
