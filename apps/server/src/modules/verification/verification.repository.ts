import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export class VerificationRepository {
  constructor(private readonly db: Db) {}

  latestCreatedAt(brandId: number, purpose: string, mobileKey: string) {
    return this.db
      .selectFrom('verification_codes')
      .select('created_at')
      .where('brand_id', '=', brandId)
      .where('purpose', '=', purpose)
      .where('mobile_key', '=', mobileKey)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  insert(row: { brand_id: number; purpose: string; mobile_key: string; code_hash: string; expires_at: Date; ip: string; created_at: Date }) {
    return this.db.insertInto('verification_codes').values(row).execute();
  }

  /**
   * Consumes the newest live code if it matches, in one statement: two requests racing with the same
   * code cannot both win. A wrong guess counts an attempt; five end the code.
   */
  async consume(brandId: number, purpose: string, mobileKey: string, codeHash: string, now: Date): Promise<boolean> {
    const latest = await this.db
      .selectFrom('verification_codes')
      .select(['id', 'code_hash'])
      .where('brand_id', '=', brandId)
      .where('purpose', '=', purpose)
      .where('mobile_key', '=', mobileKey)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', now)
      .where('attempts', '<', 5)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!latest) return false;
    if (latest.code_hash !== codeHash) {
      await this.db.updateTable('verification_codes').set({ attempts: sql`attempts + 1` }).where('id', '=', latest.id).execute();
      return false;
    }
    const won = await this.db
      .updateTable('verification_codes')
      .set({ consumed_at: now })
      .where('id', '=', latest.id)
      .where('consumed_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    return won !== undefined;
  }
}
