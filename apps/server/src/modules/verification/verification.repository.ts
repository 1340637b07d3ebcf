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
   * Takes one guess at the newest live code, in one statement: the guess counts an attempt and, when the
   * hash matches, uses the code up. The row lock serialises parallel guesses and the conditions are
   * re-checked on the locked row, so at most five guesses are ever compared and a code is used once.
   */
  async consume(brandId: number, purpose: string, mobileKey: string, codeHash: string, now: Date): Promise<boolean> {
    const newest = this.db
      .selectFrom('verification_codes')
      .select('id')
      .where('brand_id', '=', brandId)
      .where('purpose', '=', purpose)
      .where('mobile_key', '=', mobileKey)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', now)
      .where('attempts', '<', 5)
      .orderBy('created_at', 'desc')
      .limit(1);
    const row = await this.db
      .updateTable('verification_codes')
      .set({
        attempts: sql`attempts + 1`,
        consumed_at: sql`case when code_hash = ${codeHash} then ${now}::timestamptz else null end`,
      })
      .where('id', '=', newest)
      .where('consumed_at', 'is', null)
      .where('attempts', '<', 5)
      .returning(sql<boolean>`consumed_at is not null`.as('won'))
      .executeTakeFirst();
    return row?.won === true;
  }
}
