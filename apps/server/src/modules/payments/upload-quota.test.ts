import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createHarness, type Harness } from '../../../test/app-harness.ts';
import { TestClient } from '../../../test/api-client.ts';
import { databaseKinds } from '../../../test/databases.ts';
import { multipartFile } from '../../../test/multipart.ts';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), crypto.randomBytes(64)]);
let seq = 0;
const name = () => `uq${Date.now().toString(36)}${(seq++).toString(36)}`.slice(0, 16);

function upload(app: FastifyInstance, token: string, file: Buffer, ip: string) {
  const { payload, headers } = multipartFile(file, 'slip.png', 'image/png');
  return app.inject({ method: 'POST', url: '/wps/upload/proof', payload, headers: { ...headers, authorization: token, 'x-forwarded-for': ip } });
}

describe.each(databaseKinds)('proof upload quotas on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(async () => {
    await h?.close();
  });
  const rows = async () => Number((await h.database.db.selectFrom('uploads').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const files = () => (fs.existsSync(path.join(h.dataDir, 'uploads')) ? fs.readdirSync(path.join(h.dataDir, 'uploads')).length : 0);
  async function member(app: FastifyInstance) {
    const c = new TestClient(app, { 'x-forwarded-for': `192.0.2.${seq + 100}` });
    await c.register(name());
    return c.token!;
  }

  it('takes 20 an hour from one member, then answers 429 before reading the file and stores nothing', async () => {
    const app = await h.app({ TRUST_PROXY: 'true' });
    const token = await member(app);
    for (let i = 0; i < 20; i++) expect((await upload(app, token, PNG, `203.0.113.${i}`)).statusCode).toBe(200);
    const [before, beforeFiles] = [await rows(), files()];
    const refused = await upload(app, token, PNG, '203.0.113.99');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errorCode).toBe('TOO_MANY_REQUESTS');
    // Not even read: a file that is no image gets the same answer, not upload.invalid.
    expect((await upload(app, token, Buffer.from('GIF89a not an image'), '203.0.113.98')).json().errorCode).toBe('TOO_MANY_REQUESTS');
    expect([await rows(), files()]).toEqual([before, beforeFiles]);
  });

  it('takes 60 an hour from one address across members', async () => {
    const app = await h.app({ TRUST_PROXY: 'true' });
    const ip = '198.51.100.50';
    for (let m = 0; m < 3; m++) {
      const token = await member(app);
      for (let i = 0; i < 20; i++) expect((await upload(app, token, PNG, ip)).statusCode).toBe(200);
    }
    const before = await rows();
    const fourth = await member(app);
    expect((await upload(app, fourth, PNG, ip)).statusCode).toBe(429);
    expect(await rows()).toBe(before);
    expect((await upload(app, fourth, PNG, '198.51.100.51')).statusCode).toBe(200);
  });
});
