import { sql, type Kysely } from 'kysely';

/**
 * Operators cancel lottery issues (issue 14). Voiding an issue now claims it first (`open` to `void`,
 * `void_at` set, `settled_at` still null) and refunds after; `settled_at` is set once every open
 * sub-order has been refunded, so an interrupted void is found again by the partial index below and
 * finished by the scheduler. Who cancelled and why are kept on the issue (null `void_by`: the system,
 * a missed in-house draw). Result entries keep the operator's name as it was when they typed the result.
 * The console lists the issues of every game by draw time; an index on it serves the first pages.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`alter table lottery_issues add column void_at timestamptz, add column void_by int, add column void_by_name text, add column void_reason text`,
    sql`create index lottery_issues_void_unfinished on lottery_issues (id) where status = 'void' and settled_at is null`,
    sql`alter table lottery_result_entries add column operator_name text`,
    // The operators' issue list orders every game's issues by draw time (newest first, then by id),
    // also within one status (the few void, drawn or due issues among millions settled).
    sql`create index lottery_issues_draw on lottery_issues (draw_at, id)`,
    sql`create index lottery_issues_status_draw on lottery_issues (status, draw_at, id)`,
  ];
  for (const s of statements) await s.execute(db);
}
