import crypto from 'node:crypto';
import type { Db } from '../db/database.ts';
import { AtRest } from './secrets-at-rest.ts';

/**
 * A random secret shared by every process of a deployment (HMAC for human-check challenges and the
 * like), made by the first process and kept in the database beside the RSA key, sealed at rest.
 */
export async function loadSharedSecret(db: Db, atRest: AtRest, name: string): Promise<string> {
  const id = `secret-${name}`;
  await db
    .insertInto('server_keys')
    .values({ id, algorithm: 'HMAC-SHA-256', public_key: '', private_key: atRest.seal(crypto.randomBytes(32).toString('base64url')) })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const row = await db.selectFrom('server_keys').select('private_key').where('id', '=', id).executeTakeFirstOrThrow();
  return atRest.open(row.private_key);
}

/**
 * Seals the server keys' private halves and shared secrets still in the clear (rows from before sealing at
 * rest). Each row is replaced only if unchanged, so processes starting together seal it once. First it opens
 * one already sealed: a process given the wrong key stops here, before it seals anything with it.
 */
export async function sealServerKeys(db: Db, atRest: AtRest): Promise<number> {
  const rows = await db.selectFrom('server_keys').select(['id', 'private_key']).where('private_key', '<>', '').execute();
  const proof = rows.find((row) => AtRest.isSealed(row.private_key));
  if (proof) atRest.open(proof.private_key);
  let sealed = 0;
  for (const r of rows.filter((row) => !AtRest.isSealed(row.private_key))) {
    const u = await db.updateTable('server_keys').set({ private_key: atRest.seal(r.private_key) }).where('id', '=', r.id).where('private_key', '=', r.private_key).executeTakeFirst();
    sealed += Number(u.numUpdatedRows);
  }
  return sealed;
}
