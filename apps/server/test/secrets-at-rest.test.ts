import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogueAdminRepository } from '../src/modules/games/catalogue-admin.repository.ts';
import { PLACEHOLDER_SECRET_PREFIX } from '../src/modules/games/games.repository.ts';
import { VendorIntegrationsRepository } from '../src/modules/vendors/vendor-integrations.repository.ts';
import { AtRest, atRestKey } from '../src/platform/secrets-at-rest.ts';
import { createHarness, type Harness } from './app-harness.ts';
import { databaseKinds } from './databases.ts';
import { VendorClient } from './vendor-client.ts';

describe('the at-rest key and box', () => {
  it('seals so that only the same key opens, reads values from before sealing as they are, and says which key is wrong', () => {
    const box = new AtRest('k'.repeat(32));
    const sealed = box.seal('-----BEGIN PRIVATE KEY-----');
    expect(sealed).not.toContain('PRIVATE');
    expect(AtRest.isSealed(sealed)).toBe(true);
    expect(box.seal('same')).not.toBe(box.seal('same'));
    expect(box.open(sealed)).toBe('-----BEGIN PRIVATE KEY-----');
    expect(box.open('in the clear')).toBe('in the clear');
    expect(() => new AtRest('j'.repeat(32)).open(sealed)).toThrow(/sealed with another key.*SECRETS_KEY/);
  });

  it('takes SECRETS_KEY, else makes DATA_DIR/secrets.key once (0600) and reads it after', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotus-key-'));
    try {
      expect(atRestKey({ SECRETS_KEY: 'e'.repeat(40), DATA_DIR: dir })).toEqual({ key: 'e'.repeat(40), file: null });
      expect(fs.existsSync(path.join(dir, 'secrets.key'))).toBe(false);
      const first = atRestKey({ DATA_DIR: dir });
      expect(first.file).toBe(path.join(dir, 'secrets.key'));
      expect(first.key.length).toBeGreaterThanOrEqual(32);
      expect(fs.statSync(first.file!).mode & 0o777).toBe(0o600);
      expect(atRestKey({ DATA_DIR: dir }).key).toBe(first.key);
      fs.writeFileSync(first.file!, 'short\n');
      expect(() => atRestKey({ DATA_DIR: dir })).toThrow(/no usable key/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.each(databaseKinds)('secrets in the database on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('keeps no secret in the clear: server keys, shared secrets, vendor secrets and our vendor private keys are sealed, and still work', async () => {
    const { db } = h.database;
    // Rows an older version wrote in the clear: a vendor's secret and our Hub88 private key.
    await db.insertInto('vendors').values({ code: 'ATREST', name: 'At rest', secret: 'plain-vendor-secret-0123456789', enabled: true, integration: 'seamless' }).execute();
    const pem = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    await db.insertInto('vendors').values({ code: 'ATRESTH', name: 'At rest Hub88', secret: 'x'.repeat(40), enabled: true, integration: 'transfer' }).execute();
    await sql`insert into vendor_integrations (vendor_code, kind, settings) values ('ATRESTH', 'hub88', ${JSON.stringify({ apiUrl: 'https://hub88.example', operatorId: 1, privateKey: pem })}::jsonb)`.execute(db);

    const app = await h.app();
    const dump = JSON.stringify(
      await Promise.all([
        db.selectFrom('server_keys').selectAll().execute(),
        db.selectFrom('vendors').select(['code', 'secret']).execute(),
        sql`select vendor_code, settings from vendor_integrations`.execute(db).then((r) => r.rows),
      ]),
    );
    for (const clear of ['PRIVATE KEY', 'plain-vendor-secret-0123456789', pem.split('\n')[1]!]) expect(dump).not.toContain(clear);
    const keys = await db.selectFrom('server_keys').select(['id', 'private_key']).execute();
    expect(keys.length).toBeGreaterThanOrEqual(3);
    expect(keys.every((k) => AtRest.isSealed(k.private_key))).toBe(true);

    // The vendor's calls are still checked with its secret; our Hub88 key opens for the adapter.
    const vendor = new VendorClient(app, 'ATREST', 'plain-vendor-secret-0123456789');
    expect((await vendor.call('balance', { playerId: '1' })).json().errorCode).not.toBe('vendor.signature.invalid');
    expect((await new VendorClient(app, 'ATREST', 'wrong').call('balance', { playerId: '1' })).json().errorCode).toBe('vendor.signature.invalid');
    expect((await new VendorIntegrationsRepository(db, h.atRest).find('ATRESTH'))!.settings.privateKey).toBe(pem);
    // A secret an operator enters is stored sealed.
    await new CatalogueAdminRepository(db, h.atRest).setVendorSecret('ATREST', 'entered-secret-abcdefghijklmnopqrstuvwxyz', new Date());
    const stored = (await db.selectFrom('vendors').select('secret').where('code', '=', 'ATREST').executeTakeFirstOrThrow()).secret;
    expect(AtRest.isSealed(stored)).toBe(true);
    expect((await new VendorClient(app, 'ATREST', 'entered-secret-abcdefghijklmnopqrstuvwxyz').call('balance', { playerId: '1' })).json().errorCode).not.toBe('vendor.signature.invalid');

    // Another start seals nothing twice and reads what the first sealed.
    const second = await h.app();
    expect((await new VendorClient(second, 'ATREST', 'entered-secret-abcdefghijklmnopqrstuvwxyz').call('balance', { playerId: '1' })).json().errorCode).not.toBe('vendor.signature.invalid');
    expect((await db.selectFrom('server_keys').select(['id', 'private_key']).execute()).sort((a, b) => a.id.localeCompare(b.id))).toEqual(keys.sort((a, b) => a.id.localeCompare(b.id)));
    // A process given another key cannot read them, says why, and seals nothing with its key on the way.
    await db.insertInto('vendors').values({ code: 'ATRESTL', name: 'Late', secret: 'late-plain-secret-0123456789', enabled: true, integration: 'seamless' }).execute();
    await expect(h.app({ SECRETS_KEY: 'z'.repeat(40) })).rejects.toThrow(/sealed with another key/);
    expect((await db.selectFrom('vendors').select('secret').where('code', '=', 'ATRESTL').executeTakeFirstOrThrow()).secret).toBe('late-plain-secret-0123456789');
  });

  it('will not start in production on PostgreSQL without SECRETS_KEY (a key file would die with the server)', async () => {
    if (h.database.kind === 'postgres') {
      await expect(h.app({ NODE_ENV: 'production', SECRETS_KEY: '' })).rejects.toThrow(/SECRETS_KEY is required in production on PostgreSQL/);
    } else {
      // On the embedded database the data lives in DATA_DIR, so its key file may too: the process starts with it.
      const app = await h.app({ NODE_ENV: 'production', SECRETS_KEY: '' });
      expect((await app.inject({ method: 'GET', url: '/wps/session/key/rsa' })).statusCode).toBe(200);
    }
  });

  it('refuses a vendor whose secret is still the placeholder it was made with, even signed with it', async () => {
    const { db } = h.database;
    const placeholder = `${PLACEHOLDER_SECRET_PREFIX}${'ab'.repeat(32)}`;
    await db.insertInto('vendors').values({ code: 'UNSETV', name: 'Unset', secret: placeholder, enabled: true, integration: 'seamless' }).execute();
    const app = await h.app();
    expect((await new VendorClient(app, 'UNSETV', placeholder).call('balance', { playerId: '1' })).json().errorCode).toBe('vendor.signature.invalid');
    // It stays a placeholder (not sealed): the console still shows the secret as never entered.
    expect((await db.selectFrom('vendors').select('secret').where('code', '=', 'UNSETV').executeTakeFirstOrThrow()).secret).toBe(placeholder);
  });
});
