import { sql, type Kysely, type Selectable } from 'kysely';
import type { AnnouncementsTable, Database, HelpArticlesTable, NoticesTable } from '../../db/schema.ts';

export type NoticeRow = Selectable<NoticesTable>;
export type AnnouncementRow = Selectable<AnnouncementsTable> & { delivered: number };
export type HelpArticleRow = Selectable<HelpArticlesTable>;

type NoticeWrite = Omit<NoticeRow, 'id' | 'brand_id' | 'created_at' | 'updated_at'>;
type AnnouncementWrite = Omit<Selectable<AnnouncementsTable>, 'id' | 'brand_id' | 'created_at' | 'updated_at'>;
type HelpWrite = Omit<HelpArticleRow, 'id' | 'brand_id'>;

/** What the site shows: published, inside its window, in the visitor's language or every language. */
export interface Audience {
  brandId: number;
  language: string;
  now: Date;
}

/**
 * The content tables: notices, announcements and their first-login deliveries (migration 0031), and the
 * console's writes to help_articles (the system module reads them for the help centre).
 */
export class ContentRepository {
  constructor(private readonly db: Kysely<Database>) {}

  #visible<T extends 'notices' | 'announcements'>(table: T, a: Audience) {
    return this.db
      .selectFrom(table as 'notices')
      .where('brand_id', '=', a.brandId)
      .where('published', '=', true)
      .where('language', 'in', ['all', a.language])
      .where((eb) => eb.or([eb('publish_from', 'is', null), eb('publish_from', '<=', a.now)]))
      .where((eb) => eb.or([eb('publish_until', 'is', null), eb('publish_until', '>', a.now)]));
  }

  async noticePage(a: Audience, offset: number, limit: number): Promise<{ rows: NoticeRow[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.#visible('notices', a).selectAll().orderBy('sort').orderBy('id', 'desc').offset(offset).limit(limit).execute(),
      this.#visible('notices', a).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  visibleAnnouncements(a: Audience & { types: readonly string[]; execution: string; device: string }) {
    return this.db
      .selectFrom('announcements')
      .selectAll()
      .where('brand_id', '=', a.brandId)
      .where('published', '=', true)
      .where('language', 'in', ['all', a.language])
      .where((eb) => eb.or([eb('publish_from', 'is', null), eb('publish_from', '<=', a.now)]))
      .where((eb) => eb.or([eb('publish_until', 'is', null), eb('publish_until', '>', a.now)]))
      .where('type', 'in', [...a.types])
      .where('execution', '=', a.execution)
      .where('device', 'in', ['all', a.device])
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }

  /** Claims first-login items for a member: answers the ids this call delivered (an id delivered before, or by a parallel call, is left out). */
  async claimDeliveries(memberId: number, ids: readonly number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .insertInto('announcement_deliveries')
      .values(ids.map((id) => ({ announcement_id: id, member_id: memberId })))
      .onConflict((oc) => oc.columns(['announcement_id', 'member_id']).doNothing())
      .returning('announcement_id')
      .execute();
    return new Set(rows.map((r) => r.announcement_id));
  }

  // The console.

  notices(brandId: number) {
    return this.db.selectFrom('notices').selectAll().where('brand_id', '=', brandId).orderBy('sort').orderBy('id', 'desc').execute();
  }

  notice(brandId: number | null, id: number) {
    return this.db.selectFrom('notices').selectAll().$if(brandId !== null, (q) => q.where('brand_id', '=', brandId!)).where('id', '=', id).executeTakeFirst();
  }

  insertNotice(brandId: number, row: NoticeWrite) {
    return this.db.insertInto('notices').values({ ...row, brand_id: brandId }).returningAll().executeTakeFirstOrThrow();
  }

  updateNotice(brandId: number | null, id: number, row: NoticeWrite) {
    return this.db.updateTable('notices').set({ ...row, updated_at: sql<Date>`now()` }).$if(brandId !== null, (q) => q.where('brand_id', '=', brandId!)).where('id', '=', id).returningAll().executeTakeFirst();
  }

  async deleteNotice(brandId: number | null, id: number) {
    const r = await this.db.deleteFrom('notices').$if(brandId !== null, (q) => q.where('brand_id', '=', brandId!)).where('id', '=', id).returningAll().executeTakeFirst();
    return r;
  }

  #announcements() {
    return this.db
      .selectFrom('announcements as a')
      .selectAll('a')
      .select((eb) => eb.selectFrom('announcement_deliveries as d').whereRef('d.announcement_id', '=', 'a.id').select((e) => e.fn.countAll<string>().as('n')).as('delivered'));
  }

  async announcements(brandId: number): Promise<AnnouncementRow[]> {
    const rows = await this.#announcements().where('a.brand_id', '=', brandId).orderBy('a.type').orderBy('a.sort').orderBy('a.id').execute();
    return rows.map((r) => ({ ...r, delivered: Number(r.delivered ?? 0) }));
  }

  async announcement(brandId: number | null, id: number): Promise<AnnouncementRow | undefined> {
    const r = await this.#announcements().$if(brandId !== null, (q) => q.where('a.brand_id', '=', brandId!)).where('a.id', '=', id).executeTakeFirst();
    return r && { ...r, delivered: Number(r.delivered ?? 0) };
  }

  async insertAnnouncement(brandId: number, row: AnnouncementWrite): Promise<AnnouncementRow> {
    const r = await this.db.insertInto('announcements').values({ ...row, brand_id: brandId }).returningAll().executeTakeFirstOrThrow();
    return { ...r, delivered: 0 };
  }

  async updateAnnouncement(brandId: number | null, id: number, row: AnnouncementWrite): Promise<AnnouncementRow | undefined> {
    const r = await this.db.updateTable('announcements').set({ ...row, updated_at: sql<Date>`now()` }).$if(brandId !== null, (q) => q.where('brand_id', '=', brandId!)).where('id', '=', id).returning('id').executeTakeFirst();
    return r && this.announcement(brandId, id);
  }

  deleteAnnouncement(brandId: number | null, id: number) {
    return this.db.deleteFrom('announcements').$if(brandId !== null, (q) => q.where('brand_id', '=', brandId!)).where('id', '=', id).returningAll().executeTakeFirst();
  }

  helpArticles(brandId: number, language?: string) {
    let q = this.db.selectFrom('help_articles').selectAll().where('brand_id', '=', brandId);
    if (language) q = q.where('language', '=', language);
    return q.orderBy('language').orderBy('sort').orderBy('id').execute();
  }

  helpArticle(brandId: number | null, id: number) {
    return this.db.selectFrom('help_articles').selectAll().$if(brandId !== null, (q) => q.where('brand_id', '=', brandId!)).where('id', '=', id).executeTakeFirst();
  }

  insertHelpArticle(brandId: number, row: HelpWrite) {
    return this.db.insertInto('help_articles').values({ ...row, brand_id: brandId }).returningAll().executeTakeFirstOrThrow();
  }

  updateHelpArticle(brandId: number | null, id: number, row: HelpWrite) {
    return this.db.updateTable('help_articles').set(row).$if(brandId !== null, (q) => q.where('brand_id', '=', brandId!)).where('id', '=', id).returningAll().executeTakeFirst();
  }

  deleteHelpArticle(brandId: number | null, id: number) {
    return this.db.deleteFrom('help_articles').$if(brandId !== null, (q) => q.where('brand_id', '=', brandId!)).where('id', '=', id).returningAll().executeTakeFirst();
  }
}

/**
 * A new brand starts with the help centre of the brand it is made from (BrandCopyStep): every article, its
 * place in the tree kept (the footer's links name articles by slug). Notices and announcements are not copied:
 * they speak for one brand.
 */
export async function copyBrandHelp(tx: Kysely<Database>, fromBrandId: number, toBrandId: number): Promise<void> {
  const rows = await tx.selectFrom('help_articles').selectAll().where('brand_id', '=', fromBrandId).orderBy('id').execute();
  const copied = new Map<number, number>();
  // Parents first: an article is copied once its parent has its new id (a tree, so every pass copies some).
  let left = rows;
  while (left.length > 0) {
    const ready = left.filter((r) => r.parent_id === null || copied.has(r.parent_id));
    if (ready.length === 0) break; // a parent of another brand (not possible through the console): left out
    for (const { id, brand_id: _brand, parent_id, ...article } of ready) {
      const row = await tx.insertInto('help_articles').values({ ...article, brand_id: toBrandId, parent_id: parent_id === null ? null : copied.get(parent_id)! }).returning('id').executeTakeFirstOrThrow();
      copied.set(id, row.id);
    }
    left = left.filter((r) => !copied.has(r.id));
  }
}
