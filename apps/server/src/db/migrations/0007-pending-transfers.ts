import { sql, type Kysely } from 'kysely';

/** Pending transfers (holds) are few among millions: the orphan-hold job finds them through this. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index ledger_transfers_pending on ledger_transfers (created_at) where status = 'pending'`.execute(db);
}
