import { sql, type Kysely } from 'kysely';

/**
 * Wrong guesses at a member's secrets (payment password, login password asked again inside a session):
 * one row per member and secret. A check first takes a slot with one conditional upsert (failures plus
 * checks in flight below the limit), so parallel guesses cannot overrun the limit and every process of
 * a deployment shares the count.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table secret_attempts (
    member_id int not null references members(id) on delete cascade,
    secret text not null,
    attempts int not null,
    in_flight int not null default 0,
    reset_at timestamptz not null,
    primary key (member_id, secret)
  )`.execute(db);
}
