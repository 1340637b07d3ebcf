import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { installErrorHandling } from '../src/platform/http-errors.ts';
import { createHarness, type Harness } from './app-harness.ts';
import { memberPassword, TestClient } from './api-client.ts';
import { databaseKinds } from './databases.ts';
import { multipartForm } from './multipart.ts';

let seq = 0;
const name = () => `cc${Date.now().toString(36)}${(seq++).toString(36)}`.slice(0, 16);

/**
 * A NUL byte (which PostgreSQL cannot store) or another control character in any text field answers
 * 400 `request_param_err` naming the field, and changes nothing; never a 500.
 */
describe.each(databaseKinds)('control characters in input on %s', (kind) => {
  let h: Harness;
  let app: FastifyInstance;
  beforeAll(async () => {
    h = await createHarness(kind);
    app = await h.app();
  });
  afterAll(async () => {
    await h?.close();
  });
  const count = async (table: 'members' | 'feedback') => Number((await h.database.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  function expectFieldError(res: { statusCode: number; json(): { errorCode: string; message: string } }, field: string) {
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('request_param_err');
    expect(res.json().message).toContain(field);
  }

  it('refuses a NUL in a registration username and registers nobody', async () => {
    const c = new TestClient(app);
    const before = await count('members');
    const res = await c.call('register', { body: { username: `ab\u0000${name()}`.slice(0, 12), password: memberPassword, confirmPassword: memberPassword, ageConfirmed: true, humanCheck: await c.humanCheck() } });
    expectFieldError(res, 'body.username');
    expect(await count('members')).toBe(before);
  });

  it('refuses a NUL in a login password or username', async () => {
    const c = new TestClient(app);
    const username = name();
    await c.register(username);
    expectFieldError(await c.login(username, `${memberPassword}\u0000`), 'body.password');
    expectFieldError(await c.login(`${username}\u0000`, memberPassword), 'body.username');
    const ok = await c.login(username, memberPassword);
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('refuses a NUL or an escape in feedback and stores nothing; line breaks are fine', async () => {
    const before = await count('feedback');
    const send = (body: Record<string, string>) => {
      const form = multipartForm(body);
      return app.inject({ method: 'PUT', url: '/wps/feedback', payload: form.payload, headers: form.headers });
    };
    expectFieldError(await send({ category: 'other', content: 'one two three four \u0000five' }), 'body.content');
    expectFieldError(await send({ category: 'other', content: 'one two three four five \u001b[2J' }), 'body.content');
    expectFieldError(await send({ category: 'other', content: 'one two three four five', contact: 'me\u0000' }), 'body.contact');
    expect(await count('feedback')).toBe(before);
    expect((await send({ category: 'other', content: 'one two\nthree four\r\n\tfive' })).statusCode).toBe(200);
  });

  it('refuses a NUL in a query parameter (game search keyword) and a path parameter', async () => {
    const c = new TestClient(app);
    await c.register(name());
    expectFieldError(await c.call('gameList', { query: { keyword: 'bo\u0000ok' } }), 'query.keyword');
    const plain = await app.inject({ method: 'GET', url: '/lgw/games/1%002/play_menu' });
    expect(plain.statusCode).toBe(400);
    expect(plain.json()).toMatchObject({ errorCode: 'request_param_err' });
  });

  it('answers 400, not 500, when the database itself refuses a NUL that slipped past', async () => {
    const bare = Fastify({ logger: false });
    installErrorHandling(bare, null);
    bare.get('/wps/nul-text', async () => sql`select ${'a\u0000b'}::text as t`.execute(h.database.db));
    bare.get('/wps/nul-json', async () => sql`select ${'{"a":"\\u0000"}'}::jsonb as j`.execute(h.database.db));
    for (const url of ['/wps/nul-text', '/wps/nul-json']) {
      const res = await bare.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
    }
    await bare.close();
  });
});
