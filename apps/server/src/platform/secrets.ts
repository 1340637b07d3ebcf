import crypto from 'node:crypto';
import type { Db } from '../db/database.ts';

/**
 * A random secret shared by every process of a deployment (HMAC for human-check challenges and the
 * like), made by the first process and kept in the database beside the RSA key.
 */
export async function loadSharedSecret(db: Db, name: string): Promise<string> {
  const id = `secret-${name}`;
  await db
    .insertInto('server_keys')
    .values({ id, algorithm: 'HMAC-SHA-256', public_key: '', private_key: crypto.randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const row = await db.selectFrom('server_keys').select('private_key').where('id', '=', id).executeTakeFirstOrThrow();
  return row.private_key;
}
