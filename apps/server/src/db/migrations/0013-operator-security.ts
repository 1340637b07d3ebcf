import { sql, type Kysely } from 'kysely';

/**
 * Operator accounts against guessing and theft: a per-account failure counter and lock (one conditional
 * update takes an attempt, so parallel guesses cannot overrun it), a TOTP second factor (secret stored
 * encrypted, last accepted time step kept so a code works once), and a brand on audit rows so a brand's
 * operators read only their brand's trail.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`alter table operators
      add column failed_logins int not null default 0,
      add column failed_since timestamptz,
      add column locked_until timestamptz,
      add column totp_secret text,
      add column totp_pending_secret text,
      add column totp_last_step bigint`,
    // null: a deployment-wide event (deployment operators, unknown usernames).
    sql`alter table audit_log add column brand_id int references brands(id)`,
    sql`create index audit_log_brand on audit_log (brand_id, id)`,
  ];
  for (const statement of statements) await statement.execute(db);
}
