import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import { AtRest } from '../../platform/secrets-at-rest.ts';
import { containsPattern, PLACEHOLDER_SECRET_PREFIX } from './games.repository.ts';

/** A game with the catalogue's settings and one brand's own (null: the catalogue's applies). */
export interface AdminGameRow {
  id: number;
  code: string;
  vendor_code: string;
  vendor_name: string;
  game_type: string;
  names: Record<string, string>;
  icon_url: string;
  classify: string[];
  enabled: boolean;
  is_hot: boolean;
  sort: number;
  updated_at: Date;
  brand_enabled: boolean | null;
  brand_hot: boolean | null;
  brand_sort: number | null;
  vendor_shown: boolean;
}

export interface AdminGameFilter {
  vendor?: string | undefined;
  gameType?: string | undefined;
  classify?: string | undefined;
  enabled?: boolean | undefined;
  hot?: boolean | undefined;
  q?: string | undefined;
}

/** A vendor with the catalogue's settings and one brand's own. */
export interface AdminVendorRow {
  code: string;
  name: string;
  icon_url: string;
  categories: string[];
  integration: 'house' | 'seamless' | 'transfer' | 'none';
  enabled: boolean;
  sort: number;
  brand_enabled: boolean | null;
  brand_sort: number | null;
  games: number;
  /** The HMAC secret is still the one made with the row, which nobody holds. */
  secret_placeholder: boolean;
  secret_changed_at: Date | null;
}

export interface AdminVendorFilter {
  q?: string | undefined;
  enabled?: boolean | undefined;
  integration?: string | undefined;
}

export interface HallTabRow {
  key: string;
  name: string | null;
  sort: number;
  brand_enabled: boolean | null;
  brand_sort: number | null;
}

/** The brand's change to some games' settings: a field left out stays, null hands it back to the catalogue. */
export interface GameSettingsChange {
  enabled?: boolean | null | undefined;
  hot?: boolean | null | undefined;
  sort?: number | null | undefined;
}

const gameOrders: Record<string, RawBuilder<unknown>> = {
  order: sql`coalesce(bg.sort, g.sort)`,
  name: sql`g.names->>'EN'`,
  vendor: sql`g.vendor_code`,
  type: sql`g.game_type`,
  code: sql`g.code`,
  updated: sql`g.updated_at`,
};
const vendorOrders: Record<string, RawBuilder<unknown>> = {
  order: sql`coalesce(bv.sort, v.sort)`,
  name: sql`v.name`,
  code: sql`v.code`,
  games: sql`games`,
};

/** `order` or `-order` as SQL: the key's expression and the direction, then the id the same way (a stable order). */
function orderBy(sort: string, orders: Record<string, RawBuilder<unknown>>, tieBreak: RawBuilder<unknown>) {
  const desc = sort.startsWith('-');
  const expression = orders[desc ? sort.slice(1) : sort] ?? orders.order!;
  const direction = desc ? sql`desc` : sql`asc`;
  return sql`${expression} ${direction}, ${tieBreak} ${direction}`;
}

/**
 * The console's reads and writes of the catalogue for one brand: games and vendors with the brand's
 * overrides (`brand_games`, `brand_vendors`), the lobby's tabs (`brand_hall_tabs`), and vendors' own
 * protocol secrets. Writes run in one transaction each and answer the rows before and after, for the trail.
 */
export class CatalogueAdminRepository {
  constructor(
    private readonly db: Db,
    private readonly atRest: AtRest,
  ) {}

  #gameWhere(brandId: number, f: AdminGameFilter) {
    const conditions: RawBuilder<unknown>[] = [sql`true`];
    if (f.vendor) conditions.push(sql`g.vendor_code = ${f.vendor}`);
    if (f.gameType) conditions.push(sql`g.game_type = ${f.gameType}`);
    if (f.classify) conditions.push(sql`g.classify @> array[${f.classify}]::text[]`);
    if (f.enabled !== undefined) conditions.push(sql`coalesce(bg.enabled, g.enabled) = ${f.enabled}`);
    if (f.hot !== undefined) conditions.push(sql`coalesce(bg.is_hot, g.is_hot) = ${f.hot}`);
    if (f.q) {
      const pattern = containsPattern(f.q);
      conditions.push(sql`(g.names_search ilike ${pattern} or g.code ilike ${pattern})`);
    }
    return { from: sql`games g left join brand_games bg on bg.brand_id = ${brandId} and bg.game_id = g.id`, where: sql.join(conditions, sql` and `) };
  }

  #gameSelect(brandId: number) {
    return sql`select g.id, g.code, g.vendor_code, v.name as vendor_name, g.game_type, g.names, g.icon_url, g.classify, g.enabled, g.is_hot, g.sort, g.updated_at,
        bg.enabled as brand_enabled, bg.is_hot as brand_hot, bg.sort as brand_sort,
        (coalesce(bv.enabled, v.enabled) and v.integration <> 'none') as vendor_shown
      from games g
      join vendors v on v.code = g.vendor_code
      left join brand_vendors bv on bv.brand_id = ${brandId} and bv.vendor_code = g.vendor_code
      left join brand_games bg on bg.brand_id = ${brandId} and bg.game_id = g.id`;
  }

  /** A page of the catalogue with the brand's settings, and how many games the filter matches. */
  async gamesPage(brandId: number, f: AdminGameFilter, sort: string, limit: number, offset: number): Promise<{ rows: AdminGameRow[]; total: number }> {
    const { from, where } = this.#gameWhere(brandId, f);
    const counted = await sql<{ n: number }>`select count(*)::int as n from ${from} where ${where}`.execute(this.db);
    const total = counted.rows[0]?.n ?? 0;
    if (offset >= total) return { rows: [], total };
    const rows = await sql<AdminGameRow>`${this.#gameSelect(brandId)} where ${where} order by ${orderBy(sort, gameOrders, sql`g.id`)} limit ${limit} offset ${offset}`.execute(this.db);
    return { rows: rows.rows, total };
  }

  async #gamesByIds(db: Db, brandId: number, ids: readonly number[]): Promise<AdminGameRow[]> {
    const rows = await sql<AdminGameRow>`${this.#gameSelect(brandId)} where g.id = any(${[...ids]}::int[]) order by g.id`.execute(db);
    return rows.rows;
  }

  /**
   * Applies one change to each game for the brand, all or none: `missing` names ids the catalogue does
   * not have (then nothing is written). A brand row left with no setting of its own is removed, so a
   * brand without overrides keeps its lists' cheaper plan (GamesRepository.scope).
   */
  async setGames(brandId: number, ids: readonly number[], change: GameSettingsChange): Promise<{ missing: number[] } | { before: AdminGameRow[]; after: AdminGameRow[] }> {
    return this.db.transaction().execute(async (tx) => {
      const before = await this.#gamesByIds(tx, brandId, ids);
      if (before.length !== ids.length) {
        const found = new Set(before.map((r) => r.id));
        return { missing: ids.filter((id) => !found.has(id)) };
      }
      const set = (value: boolean | number | null | undefined) => (value === undefined ? null : value);
      // Rows in id order: two changes naming the same games in other orders lock them in the same order (no deadlock).
      const ordered = [...ids].sort((a, b) => a - b);
      await tx
        .insertInto('brand_games')
        .values(ordered.map((id) => ({ brand_id: brandId, game_id: id, enabled: set(change.enabled) as boolean | null, is_hot: set(change.hot) as boolean | null, sort: set(change.sort) as number | null })))
        .onConflict((oc) =>
          oc.columns(['brand_id', 'game_id']).doUpdateSet((eb) => ({
            ...(change.enabled !== undefined ? { enabled: eb.ref('excluded.enabled') } : {}),
            ...(change.hot !== undefined ? { is_hot: eb.ref('excluded.is_hot') } : {}),
            ...(change.sort !== undefined ? { sort: eb.ref('excluded.sort') } : {}),
          })),
        )
        .execute();
      await tx.deleteFrom('brand_games').where('brand_id', '=', brandId).where('game_id', 'in', [...ids]).where('enabled', 'is', null).where('is_hot', 'is', null).where('sort', 'is', null).execute();
      return { before, after: await this.#gamesByIds(tx, brandId, ids) };
    });
  }

  // The lobby's tabs.

  /** Every game category with the brand's settings, in the catalogue's order. */
  async categoryTabs(brandId: number): Promise<HallTabRow[]> {
    const r = await sql<HallTabRow>`
      select c.code as key, c.en_name as name, c.sort, t.enabled as brand_enabled, t.sort as brand_sort
      from game_categories c
      left join brand_hall_tabs t on t.brand_id = ${brandId} and t.kind = 'category' and t.key = c.code
      order by c.sort, c.code`.execute(this.db);
    return r.rows;
  }

  /** Every classify tag (named ones and those only games carry) with the brand's settings. */
  async classifyTabs(brandId: number): Promise<HallTabRow[]> {
    const r = await sql<HallTabRow>`
      with tags as (
        select key, names->>'EN' as name, sort from game_classifies
        union
        select distinct t.tag, null, 0 from games g cross join lateral unnest(g.classify) as t(tag)
        where not exists (select 1 from game_classifies c where c.key = t.tag)
      )
      select tags.key, tags.name, tags.sort, t.enabled as brand_enabled, t.sort as brand_sort
      from tags
      left join brand_hall_tabs t on t.brand_id = ${brandId} and t.kind = 'classify' and t.key = tags.key
      order by tags.sort, tags.key`.execute(this.db);
    return r.rows;
  }

  /** Visible games of the brand per vendor and game type (the lobby's counts). */
  async visibleGameCounts(brandId: number): Promise<{ vendor_code: string; game_type: string; n: number }[]> {
    const r = await sql<{ vendor_code: string; game_type: string; n: number }>`
      select g.vendor_code, g.game_type, count(*)::int as n
      from games g
      join vendors v on v.code = g.vendor_code
      left join brand_vendors bv on bv.brand_id = ${brandId} and bv.vendor_code = g.vendor_code
      left join brand_games bg on bg.brand_id = ${brandId} and bg.game_id = g.id
      where coalesce(bg.enabled, g.enabled) and coalesce(bv.enabled, v.enabled) and v.integration <> 'none'
      group by 1, 2`.execute(this.db);
    return r.rows;
  }

  /** Writes the brand's settings of these tabs in one transaction; a tab left with none of its own is removed. */
  async setHallTabs(brandId: number, tabs: readonly { kind: 'category' | 'classify'; key: string; enabled: boolean | null; sort: number | null }[]): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      // In key order, so two saves at once lock the same rows in the same order.
      const kept = tabs.filter((t) => t.enabled !== null || t.sort !== null).sort((a, b) => `${a.kind}:${a.key}`.localeCompare(`${b.kind}:${b.key}`));
      const cleared = tabs.filter((t) => t.enabled === null && t.sort === null);
      if (kept.length) {
        await tx
          .insertInto('brand_hall_tabs')
          .values(kept.map((t) => ({ brand_id: brandId, kind: t.kind, key: t.key, enabled: t.enabled, sort: t.sort })))
          .onConflict((oc) => oc.columns(['brand_id', 'kind', 'key']).doUpdateSet((eb) => ({ enabled: eb.ref('excluded.enabled'), sort: eb.ref('excluded.sort') })))
          .execute();
      }
      for (const t of cleared) await tx.deleteFrom('brand_hall_tabs').where('brand_id', '=', brandId).where('kind', '=', t.kind).where('key', '=', t.key).execute();
    });
  }

  // Vendors.

  #vendorSelect(brandId: number) {
    return sql`select v.code, v.name, v.icon_url, v.categories, v.integration, v.enabled, v.sort, bv.enabled as brand_enabled, bv.sort as brand_sort,
        (select count(*)::int from games g where g.vendor_code = v.code) as games,
        starts_with(v.secret, ${PLACEHOLDER_SECRET_PREFIX}) as secret_placeholder, v.secret_changed_at
      from vendors v
      left join brand_vendors bv on bv.brand_id = ${brandId} and bv.vendor_code = v.code`;
  }

  async vendorsPage(brandId: number, f: AdminVendorFilter, sort: string, limit: number, offset: number): Promise<{ rows: AdminVendorRow[]; total: number }> {
    const conditions: RawBuilder<unknown>[] = [sql`true`];
    if (f.q) {
      const pattern = containsPattern(f.q);
      conditions.push(sql`(v.code ilike ${pattern} or v.name ilike ${pattern})`);
    }
    if (f.enabled !== undefined) conditions.push(sql`coalesce(bv.enabled, v.enabled) = ${f.enabled}`);
    if (f.integration) conditions.push(sql`v.integration = ${f.integration}`);
    const where = sql.join(conditions, sql` and `);
    const counted = await sql<{ n: number }>`select count(*)::int as n from vendors v left join brand_vendors bv on bv.brand_id = ${brandId} and bv.vendor_code = v.code where ${where}`.execute(this.db);
    const total = counted.rows[0]?.n ?? 0;
    if (offset >= total) return { rows: [], total };
    const rows = await sql<AdminVendorRow>`select * from (${this.#vendorSelect(brandId)} where ${where}) v order by ${orderBy(sort, { ...vendorOrders, order: sql`coalesce(v.brand_sort, v.sort)` }, sql`v.code`)} limit ${limit} offset ${offset}`.execute(this.db);
    return { rows: rows.rows, total };
  }

  async vendor(brandId: number, code: string, db: Db = this.db): Promise<AdminVendorRow | undefined> {
    const r = await sql<AdminVendorRow>`${this.#vendorSelect(brandId)} where v.code = ${code}`.execute(db);
    return r.rows[0];
  }

  /** Sets the brand's own on/off and order of a vendor; answers the vendor before and after (undefined: no such vendor). */
  async setVendor(brandId: number, code: string, change: { enabled?: boolean | null | undefined; sort?: number | null | undefined }): Promise<{ before: AdminVendorRow; after: AdminVendorRow } | undefined> {
    return this.db.transaction().execute(async (tx) => {
      const before = await this.vendor(brandId, code, tx);
      if (!before) return undefined;
      // Only the named columns change, in one statement, so two operators changing different ones both land.
      await tx
        .insertInto('brand_vendors')
        .values({ brand_id: brandId, vendor_code: code, enabled: change.enabled ?? null, sort: change.sort ?? null })
        .onConflict((oc) =>
          oc.columns(['brand_id', 'vendor_code']).doUpdateSet((eb) => ({
            ...(change.enabled !== undefined ? { enabled: eb.ref('excluded.enabled') } : {}),
            ...(change.sort !== undefined ? { sort: eb.ref('excluded.sort') } : {}),
          })),
        )
        .execute();
      await tx.deleteFrom('brand_vendors').where('brand_id', '=', brandId).where('vendor_code', '=', code).where('enabled', 'is', null).where('sort', 'is', null).execute();
      return { before, after: (await this.vendor(brandId, code, tx))! };
    });
  }

  /** Replaces a vendor's own protocol secret (the HMAC key of its wallet calls); false when there is no such vendor. */
  async setVendorSecret(code: string, secret: string, at: Date): Promise<boolean> {
    const r = await this.db.updateTable('vendors').set({ secret: this.atRest.seal(secret), secret_changed_at: at, updated_at: at }).where('code', '=', code).executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }

  /**
   * Seals vendors' secrets stored in the clear (from before sealing at rest); a row is replaced only if
   * unchanged. Placeholders stay as they are: nobody holds them and the seamless wallet refuses them.
   */
  async sealVendorSecrets(): Promise<number> {
    const rows = await this.db.selectFrom('vendors').select(['code', 'secret']).where(sql<boolean>`not starts_with(secret, ${PLACEHOLDER_SECRET_PREFIX})`).execute();
    let sealed = 0;
    for (const r of rows.filter((row) => !AtRest.isSealed(row.secret))) {
      const u = await this.db.updateTable('vendors').set({ secret: this.atRest.seal(r.secret) }).where('code', '=', r.code).where('secret', '=', r.secret).executeTakeFirst();
      sealed += Number(u.numUpdatedRows);
    }
    return sealed;
  }
}

/** A new brand starts with the catalogue choices of the brand it is made from: games, vendors and lobby tabs (BrandCopyStep). */
export async function copyBrandCatalogue(tx: Db, fromBrandId: number, toBrandId: number): Promise<void> {
  await sql`insert into brand_games (brand_id, game_id, enabled, sort, is_hot) select ${toBrandId}, game_id, enabled, sort, is_hot from brand_games where brand_id = ${fromBrandId}`.execute(tx);
  await sql`insert into brand_vendors (brand_id, vendor_code, enabled, sort) select ${toBrandId}, vendor_code, enabled, sort from brand_vendors where brand_id = ${fromBrandId}`.execute(tx);
  await sql`insert into brand_hall_tabs (brand_id, kind, key, enabled, sort) select ${toBrandId}, kind, key, enabled, sort from brand_hall_tabs where brand_id = ${fromBrandId}`.execute(tx);
}
