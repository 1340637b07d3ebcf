import { sql, type Kysely } from 'kysely';

/**
 * Wrong guesses at a member's secrets (payment password, login password asked again inside a session):
 * one row per member and secret, taken with one conditional upsert before the secret is checked, so
 * parallel guesses cannot overrun the limit and every process of a deployment shares the count.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table secret_attempts (
    member_id int not null references members(id) on delete cascade,
    secret text not null,
    attempts int not null,
    reset_at timestamptz not null,
    primary key (member_id, secret)
  )`.execute(db);
}
