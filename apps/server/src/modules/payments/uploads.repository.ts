import type { Db } from '../../db/database.ts';

/** The uploads table: one row per proof image kept on disk (the file is named by its id). */
export class UploadsRepository {
  constructor(private readonly db: Db) {}

  async insert(row: { id: string; memberId: number; purpose: string; mime: 'image/png' | 'image/jpeg'; size: number }): Promise<void> {
    await this.db.insertInto('uploads').values({ id: row.id, member_id: row.memberId, purpose: row.purpose, mime: row.mime, size: row.size }).execute();
  }

  /** Which of these ids are the member's uploads. */
  async ownedIds(memberId: number, ids: string[]): Promise<string[]> {
    const rows = await this.db.selectFrom('uploads').select('id').where('member_id', '=', memberId).where('id', 'in', ids).execute();
    return rows.map((r) => r.id);
  }
}
