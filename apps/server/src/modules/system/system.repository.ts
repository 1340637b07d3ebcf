import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** A write of a brand's settings: the new config and, when given, the rows of its other tables that replace the old. */
export interface BrandSettingsWrite {
  config: unknown;
  /** Module switches to set (others keep theirs). */
  modules?: Record<string, boolean>;
  /** Every registration rule, in form order (replaces them all). */
  registerRules?: { field: string; enabled: boolean; required: boolean; acceptedPattern: string; patternId: string; minLength: number; maxLength: number }[];
  /** Every domain route (replaces them all). */
  domainRoutes?: { siteHost: string | null; url: string; speed: number }[];
}

/** The brand row the console edits, as read inside a write (locked on PostgreSQL until the write ends). */
export interface BrandSettingsRow {
  id: number;
  code: string;
  is_default: boolean;
  config: unknown;
  version: number;
  updated_at: Date;
}

/**
 * One module's part of making a brand: copies the settings the module keeps in its own tables from one brand to
 * another, inside the new brand's transaction (`tx`). `zones`: the source brand's time zone and the new one's,
 * for settings kept in the brand's clock. Each module's repository exports its own; app.ts lists them.
 */
export type BrandCopyStep = (tx: Db, fromBrandId: number, toBrandId: number, zones: { from: string; to: string }) => Promise<void>;

/** Reads of brand data and system content. Only repositories write SQL. */
export class SystemRepository {
  constructor(private readonly db: Db) {}

  findBrand(code: string | null) {
    const q = this.db.selectFrom('brands').select(['id', 'code', 'config']);
    return (code === null ? q.where('is_default', '=', true) : q.where('code', '=', code)).executeTakeFirst();
  }

  /** One brand by id (jobs and operator calls know a brand by its id, not its code). */
  brandById(id: number) {
    return this.db.selectFrom('brands').select(['id', 'code', 'config']).where('id', '=', id).executeTakeFirst();
  }

  /** Every brand, for jobs that work brand by brand. */
  allBrands() {
    return this.db.selectFrom('brands').select(['id', 'code', 'is_default', 'config']).orderBy('id').execute();
  }

  /** Brands for the console's picker: one brand, or every brand when `brandId` is null. */
  brandList(brandId: number | null) {
    return this.db
      .selectFrom('brands')
      .select(['id', 'code', 'is_default', 'config'])
      .$if(brandId !== null, (q) => q.where('id', '=', brandId!))
      .orderBy('id')
      .execute();
  }

  /**
   * Makes brand `code` with `config`, the module switches and registration rules of brand `fromId`, and each
   * module's copy of its own settings (`steps`), in one transaction: all of it or nothing. Null when the code
   * is taken (in any letter case: merchant codes differ by more than case).
   */
  createBrand(code: string, config: unknown, fromId: number, zones: { from: string; to: string }, steps: readonly BrandCopyStep[]): Promise<number | null> {
    return this.db.transaction().execute(async (tx) => {
      // Two makers of one code: the second waits here, then finds it taken.
      await sql`select pg_advisory_xact_lock(72004002)`.execute(tx);
      const taken = await tx.selectFrom('brands').select('id').where(sql<boolean>`upper(code) = upper(${code})`).executeTakeFirst();
      if (taken) return null;
      const { id } = await tx.insertInto('brands').values({ code, is_default: false, config: JSON.stringify(config) }).returning('id').executeTakeFirstOrThrow();
      await sql`insert into brand_modules (brand_id, mod_id, enabled) select ${id}, mod_id, enabled from brand_modules where brand_id = ${fromId}`.execute(tx);
      await sql`insert into register_field_rules (brand_id, field, enabled, required, accepted_pattern, pattern_id, min_length, max_length, sort)
        select ${id}, field, enabled, required, accepted_pattern, pattern_id, min_length, max_length, sort from register_field_rules where brand_id = ${fromId}`.execute(tx);
      for (const step of steps) await step(tx, fromId, id, zones);
      return id;
    });
  }

  brandSettingsRow(id: number): Promise<BrandSettingsRow | undefined> {
    return this.db.selectFrom('brands').select(['id', 'code', 'is_default', 'config', 'version', 'updated_at']).where('id', '=', id).executeTakeFirst();
  }

  /**
   * Writes a brand's settings if its version is still `expectedVersion`, in one transaction: the brand row
   * is locked first (so a concurrent write waits, then finds the version moved), `build` makes the write
   * from the locked row (or throws to change nothing), and the version goes up by one. `build` must not
   * query: on PGlite (one session) a query outside the transaction would wait for it forever. Returns the row as
   * it was and the new version, or null when the version had moved (nothing written).
   */
  async writeBrandSettings(
    id: number,
    expectedVersion: number,
    build: (current: BrandSettingsRow) => BrandSettingsWrite,
  ): Promise<{ before: BrandSettingsRow; version: number } | null> {
    return this.db.transaction().execute(async (tx) => {
      const current = await tx.selectFrom('brands').select(['id', 'code', 'is_default', 'config', 'version', 'updated_at']).where('id', '=', id).forUpdate().executeTakeFirst();
      if (!current || current.version !== expectedVersion) return null;
      const write = build(current);
      const updated = await tx
        .updateTable('brands')
        .set({ config: JSON.stringify(write.config), version: sql`version + 1`, updated_at: sql`now()` })
        .where('id', '=', id)
        .where('version', '=', expectedVersion)
        .returning('version')
        .executeTakeFirst();
      if (!updated) return null;
      const modules = Object.entries(write.modules ?? {});
      if (modules.length > 0) {
        await tx
          .insertInto('brand_modules')
          .values(modules.map(([mod_id, enabled]) => ({ brand_id: id, mod_id, enabled })))
          .onConflict((oc) => oc.columns(['brand_id', 'mod_id']).doUpdateSet({ enabled: (eb) => eb.ref('excluded.enabled') }))
          .execute();
      }
      if (write.registerRules) {
        await tx.deleteFrom('register_field_rules').where('brand_id', '=', id).execute();
        if (write.registerRules.length > 0) {
          await tx
            .insertInto('register_field_rules')
            .values(
              write.registerRules.map((r, sort) => ({
                brand_id: id,
                field: r.field,
                enabled: r.enabled,
                required: r.required,
                accepted_pattern: r.acceptedPattern,
                pattern_id: r.patternId,
                min_length: r.minLength,
                max_length: r.maxLength,
                sort,
              })),
            )
            .execute();
        }
      }
      if (write.domainRoutes) {
        await tx.deleteFrom('domain_routes').where('brand_id', '=', id).execute();
        if (write.domainRoutes.length > 0) {
          await tx
            .insertInto('domain_routes')
            .values(write.domainRoutes.map((r, sort) => ({ brand_id: id, site_host: r.siteHost, url: r.url, speed: r.speed, sort })))
            .execute();
        }
      }
      return { before: current, version: updated.version };
    });
  }

  /** The codes of `codes` that name no country the platform knows. */
  async unknownCountries(codes: readonly string[]): Promise<string[]> {
    if (codes.length === 0) return [];
    const rows = await this.db.selectFrom('countries').select('country_code').where('country_code', 'in', [...codes]).execute();
    const known = new Set(rows.map((r) => r.country_code.trim()));
    return codes.filter((c) => !known.has(c));
  }

  modules(brandId: number) {
    return this.db.selectFrom('brand_modules').select(['mod_id', 'enabled']).where('brand_id', '=', brandId).execute();
  }

  registerRules(brandId: number) {
    return this.db.selectFrom('register_field_rules').selectAll().where('brand_id', '=', brandId).orderBy('sort').execute();
  }

  domainRoutes(brandId: number) {
    return this.db.selectFrom('domain_routes').select(['site_host', 'url', 'speed']).where('brand_id', '=', brandId).orderBy('sort').execute();
  }

  helpArticles(brandId: number, language: string, device: string) {
    return this.db
      .selectFrom('help_articles')
      .select(['id', 'parent_id', 'slug', 'title', 'content'])
      .where('brand_id', '=', brandId)
      .where('language', '=', language)
      .where('device', 'in', ['all', device])
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }

  countries() {
    return this.db.selectFrom('countries').select(['country_code', 'dialing_code', 'name']).where('enabled', '=', true).orderBy('name').execute();
  }
}
