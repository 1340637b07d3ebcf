import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createHarness, type Harness } from '../../../test/app-harness.ts';
import { TestClient } from '../../../test/api-client.ts';
import { databaseKinds } from '../../../test/databases.ts';
import { hashPassword } from '../../platform/passwords.ts';

const T0 = new Date('2026-05-04T08:00:00.000Z');
const MINUTE = 60_000;
let seq = 0;
const uniq = () => `ses${Date.now().toString(36)}${(seq++).toString(36)}`.slice(0, 20);

describe.each(databaseKinds)('operator sessions on %s', (kind) => {
  let h: Harness;
  let app: FastifyInstance;
  const at = (minutes: number) => (h.clock.now = new Date(T0.getTime() + minutes * MINUTE));

  beforeAll(async () => {
    h = await createHarness(kind);
    app = await h.app();
  });
  afterAll(async () => {
    await h?.close();
  });

  async function operator() {
    const username = uniq();
    await h.database.db.insertInto('operators').values({ username, password_hash: await hashPassword('session-Pass-42'), brand_id: null }).execute();
    return username;
  }
  async function signIn(username: string, agent = 'Console test browser') {
    const c = new TestClient(app, { 'user-agent': agent });
    c.token = (await c.ok('operatorLogin', { body: { username, password: 'session-Pass-42' } })).token;
    return c;
  }
  const code = async (c: TestClient) => (await c.call('opMe')).json().errorCode as string | undefined;

  it('ends a session after 30 minutes without a call, and after 8 hours however busy', async () => {
    at(0);
    const username = await operator();
    const busy = await signIn(username);
    // Calls every 25 minutes keep a session alive...
    for (let m = 25; m <= 475; m += 25) {
      at(m);
      expect(await code(busy), `minute ${m}`).toBeUndefined();
    }
    // ...up to its absolute end.
    at(8 * 60 + 1);
    expect(await code(busy)).toBe('login.not.session');

    at(0);
    const other = await operator();
    const quiet = await signIn(other);
    at(29);
    expect(await code(quiet)).toBeUndefined();
    at(29 + 31);
    expect(await code(quiet)).toBe('login.not.session');
    expect(((await (await signIn(other)).ok('opSessions')).rows as unknown[]).length).toBe(1);
  });

  it("lists one's live sessions with the current one marked, ends another or this one, and signs out", async () => {
    at(0);
    const username = await operator();
    const laptop = await signIn(username, 'Laptop browser');
    const tablet = await signIn(username, 'Tablet browser');
    at(5);
    const listed = (await laptop.ok('opSessions')).rows as { id: string; current: boolean; userAgent: string; ip: string; createdAt: string; lastSeenAt: string; expiresAt: string }[];
    expect(listed).toHaveLength(2);
    const mine = listed.find((r) => r.current)!;
    const other = listed.find((r) => !r.current)!;
    expect(mine).toMatchObject({ userAgent: 'Laptop browser', ip: expect.any(String), createdAt: T0.toISOString(), lastSeenAt: new Date(T0.getTime() + 5 * MINUTE).toISOString() });
    // Idle limit first: 30 minutes after the last call, well before the 8 hours.
    expect(mine.expiresAt).toBe(new Date(T0.getTime() + 35 * MINUTE).toISOString());
    expect(other).toMatchObject({ userAgent: 'Tablet browser', lastSeenAt: T0.toISOString() });

    // Another operator cannot end it; its owner can.
    const stranger = await signIn(await operator());
    expect((await stranger.call('opRevokeSession', { params: { id: other.id } })).json().errorCode).toBe('not.found');
    expect(await code(tablet)).toBeUndefined();
    expect(await laptop.ok('opRevokeSession', { params: { id: other.id } })).toEqual({ revoked: true });
    expect(await code(tablet)).toBe('login.not.session');
    expect((await laptop.call('opRevokeSession', { params: { id: other.id } })).json().errorCode).toBe('not.found');
    expect(((await laptop.ok('opSessions')).rows as unknown[]).length).toBe(1);

    expect(await laptop.ok('opSignOut')).toEqual({});
    expect(await code(laptop)).toBe('login.not.session');
    const trail = await h.database.db.selectFrom('audit_log').select(['action', 'target']).where('action', 'in', ['operator.session.revoke', 'operator.logout']).where('target', 'in', [`session:${other.id}`, username]).execute();
    expect(trail.map((r) => r.action).sort()).toEqual(['operator.logout', 'operator.session.revoke']);
  });

  it('records each login as its own session, with the time of the last login on the operator', async () => {
    at(0);
    const username = await operator();
    await signIn(username);
    at(3);
    await signIn(username);
    const rows = await h.database.db
      .selectFrom('operator_sessions as s')
      .innerJoin('operators as o', 'o.id', 's.operator_id')
      .select(['s.created_at', 'o.last_login_at', 's.user_agent'])
      .where('o.username', '=', username)
      .orderBy('s.id')
      .execute();
    expect(rows.map((r) => r.created_at.toISOString())).toEqual([T0.toISOString(), new Date(T0.getTime() + 3 * MINUTE).toISOString()]);
    expect(rows[1]!.last_login_at?.toISOString()).toBe(new Date(T0.getTime() + 3 * MINUTE).toISOString());
  });
});
