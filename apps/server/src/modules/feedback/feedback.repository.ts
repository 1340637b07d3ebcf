import type { Db } from '../../db/database.ts';
import type { FeedbackImage } from '../../db/schema.ts';

export type FeedbackStatus = 'open' | 'replied' | 'closed';

const opColumns = [
  'f.id',
  'f.brand_id',
  'f.member_id',
  'm.username',
  'f.category',
  'f.content',
  'f.contact',
  'f.language',
  'f.client_ip',
  'f.images',
  'f.status',
  'f.reply',
  'f.replied_at',
  'o.username as replied_by_name',
  'f.closed_at',
  'f.created_at',
] as const;

/** The feedback table: what members and visitors sent, and the operators' replies. */
export class FeedbackRepository {
  constructor(private readonly db: Db) {}

  insert(row: { brand_id: number; member_id: number | null; category: string; content: string; contact: string | null; language: string; client_ip: string; images: FeedbackImage[] }) {
    return this.db
      .insertInto('feedback')
      .values({ ...row, images: JSON.stringify(row.images) })
      .returning('id')
      .executeTakeFirstOrThrow();
  }

  /** A member's own, newest first, from before `before` (an id). */
  mine(memberId: number, before: number | undefined, limit: number) {
    let q = this.db
      .selectFrom('feedback')
      .select(['id', 'category', 'content', 'images', 'status', 'reply', 'replied_at', 'created_at'])
      .where('member_id', '=', memberId)
      .orderBy('id', 'desc')
      .limit(limit);
    if (before !== undefined) q = q.where('id', '<', before);
    return q.execute();
  }

  /** The images of one feedback when it is the member's own. */
  async imagesOf(id: number, memberId: number): Promise<FeedbackImage[] | null> {
    const row = await this.db.selectFrom('feedback').select('images').where('id', '=', id).where('member_id', '=', memberId).executeTakeFirst();
    return row?.images ?? null;
  }

  #opQuery() {
    return this.db
      .selectFrom('feedback as f')
      .leftJoin('members as m', 'm.id', 'f.member_id')
      .leftJoin('operators as o', 'o.id', 'f.replied_by');
  }

  /** A brand's (every brand's when null), newest first. */
  async page(brandId: number | null, filter: { status?: FeedbackStatus | undefined; category?: string | undefined }, limit: number, offset: number) {
    let base = this.db.selectFrom('feedback as f');
    if (brandId !== null) base = base.where('f.brand_id', '=', brandId);
    if (filter.status) base = base.where('f.status', '=', filter.status);
    if (filter.category) base = base.where('f.category', '=', filter.category);
    const total = Number((await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    let q = this.#opQuery().select(opColumns).orderBy('f.id', 'desc').limit(limit).offset(offset);
    if (brandId !== null) q = q.where('f.brand_id', '=', brandId);
    if (filter.status) q = q.where('f.status', '=', filter.status);
    if (filter.category) q = q.where('f.category', '=', filter.category);
    return { rows: await q.execute(), total };
  }

  /** One feedback, of the brand when one is given. */
  one(id: number, brandId: number | null) {
    let q = this.#opQuery().select(opColumns).where('f.id', '=', id);
    if (brandId !== null) q = q.where('f.brand_id', '=', brandId);
    return q.executeTakeFirst();
  }

  /** Sets the reply if the feedback is still open: one statement, so two operators at once make one reply. */
  async reply(id: number, reply: string, operatorId: number, at: Date): Promise<boolean> {
    const r = await this.db
      .updateTable('feedback')
      .set({ reply, replied_by: operatorId, replied_at: at, status: 'replied' })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }

  async close(id: number, at: Date): Promise<boolean> {
    const r = await this.db.updateTable('feedback').set({ status: 'closed', closed_at: at }).where('id', '=', id).where('status', '<>', 'closed').executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }
}
