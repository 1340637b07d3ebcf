import { sql, type Kysely } from 'kysely';
import { ledgerPostFunction } from './ledger-post.sql.ts';

/** Re-applies ledger_post: rounds are read and written only when a batch has any, and the writes are one statement. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(ledgerPostFunction).execute(db);
}
