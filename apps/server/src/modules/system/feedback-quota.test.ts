import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../test/app-harness.ts';
import { TestClient } from '../../../test/api-client.ts';
import { databaseKinds } from '../../../test/databases.ts';

let seq = 0;
const name = () => `fq${Date.now().toString(36)}${(seq++).toString(36)}`.slice(0, 16);
const body = { category: 'suggestion', content: 'please add more cricket markets' };

describe.each(databaseKinds)('feedback quotas on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(async () => {
    await h?.close();
  });
  const stored = async () => Number((await h.database.db.selectFrom('feedback').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('takes five a hour from one address, then answers 429 and stores nothing', async () => {
    const app = await h.app({ TRUST_PROXY: 'true' });
    const send = () => app.inject({ method: 'PUT', url: '/wps/feedback', headers: { 'x-forwarded-for': '203.0.113.7' }, payload: body });
    for (let i = 0; i < 5; i++) expect((await send()).statusCode).toBe(200);
    const before = await stored();
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, errorCode: 'TOO_MANY_REQUESTS', value: { retryAfterSeconds: expect.any(Number) } });
    expect(await stored()).toBe(before);
    // Another address still may.
    expect((await app.inject({ method: 'PUT', url: '/wps/feedback', headers: { 'x-forwarded-for': '203.0.113.8' }, payload: body })).statusCode).toBe(200);
  });

  it('counts a logged-in sender as a member too, whatever address it writes from', async () => {
    const app = await h.app({ TRUST_PROXY: 'true' });
    const c = new TestClient(app);
    await c.register(name());
    const send = (i: number) => c.call('feedback', { body, headers: { 'x-forwarded-for': `198.51.100.${i}` } });
    for (let i = 1; i <= 5; i++) expect((await send(i)).statusCode).toBe(200);
    const before = await stored();
    expect((await send(6)).statusCode).toBe(429);
    expect(await stored()).toBe(before);
    // The same fresh address without the member's token is a different sender.
    expect((await c.call('feedback', { body, token: null, headers: { 'x-forwarded-for': '198.51.100.7' } })).statusCode).toBe(200);
  });
});
