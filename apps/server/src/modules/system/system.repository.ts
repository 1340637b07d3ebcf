import type { Db } from '../../db/database.ts';

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
    return this.db.selectFrom('brands').select(['id', 'code', 'config']).orderBy('id').execute();
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

  insertFeedback(row: { brand_id: number; category: string; content: string; contact: string | null; language: string; client_ip: string }) {
    return this.db.insertInto('feedback').values(row).returning('id').executeTakeFirstOrThrow();
  }

  countries() {
    return this.db.selectFrom('countries').select(['country_code', 'dialing_code', 'name']).where('enabled', '=', true).orderBy('name').execute();
  }
}
