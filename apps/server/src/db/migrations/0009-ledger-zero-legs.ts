import { sql, type Kysely } from 'kysely';
import { ledgerPostFunction } from './ledger-post.sql.ts';

/** Re-applies ledger_post: a zero leg records the balance it saw in the answer, with no entry. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(ledgerPostFunction).execute(db);
}
