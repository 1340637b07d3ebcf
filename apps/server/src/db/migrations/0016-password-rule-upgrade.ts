import { sql, type Kysely } from 'kysely';

/**
 * Brands seeded before the NIST password policy kept the old demo rule (6-20 letters and digits), which
 * would still refuse the spaces and symbols the policy now welcomes. Only that untouched default moves
 * to the new one (any printable character, 8-128); a rule an operator chose stays as it is.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update register_field_rules set pattern_id = 'PRINTABLE', accepted_pattern = ${'^[^\\p{Cc}]+$'}, min_length = 8, max_length = 128
    where field = 'password' and pattern_id = 'ALPHANUMERIC' and min_length = 6 and max_length = 20`.execute(db);
  await sql`update register_field_rules set min_length = 8, max_length = 128
    where field = 'confirmPassword' and pattern_id = 'ANY' and min_length = 6 and max_length = 20`.execute(db);
}
