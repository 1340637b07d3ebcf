import crypto from 'node:crypto';
import type { Db } from '../db/database.ts';
import type { AtRest } from './secrets-at-rest.ts';

export interface ServerKey {
  keyId: string;
  /** SPKI DER, base64: what WebCrypto's importKey('spki') takes. */
  publicKey: string;
  privateKey: crypto.KeyObject;
}

const KEY_ROW = 'rsa-oaep-1';

/**
 * The RSA-OAEP key pair for encrypted calls (api-protocol.md). Kept in the database so every process
 * of a deployment uses the same key; the first process to start creates it, the rest read it. The private
 * half is sealed at rest.
 */
export async function loadServerKey(db: Db, atRest: AtRest): Promise<ServerKey> {
  let row = await db.selectFrom('server_keys').selectAll().where('id', '=', KEY_ROW).executeTakeFirst();
  if (!row) {
    const pair = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
    await db
      .insertInto('server_keys')
      .values({
        id: KEY_ROW,
        algorithm: 'RSA-OAEP-256',
        public_key: pair.publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
        private_key: atRest.seal(pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()),
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    row = await db.selectFrom('server_keys').selectAll().where('id', '=', KEY_ROW).executeTakeFirstOrThrow();
  }
  const keyId = crypto.createHash('sha256').update(row.public_key).digest('hex').slice(0, 16);
  return { keyId, publicKey: row.public_key, privateKey: crypto.createPrivateKey(atRest.open(row.private_key)) };
}
