import crypto from 'node:crypto';
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { migrateToLatest, migrationNames } from '../../db/migrate.ts';
import { createHarness, type Harness } from '../../../test/app-harness.ts';
import { TestClient } from '../../../test/api-client.ts';
import { databaseKinds, openTestDatabase } from '../../../test/databases.ts';
import { RateLimits } from '../../platform/rate-limits.ts';
import { AuditRepository } from './audit.repository.ts';
import { OperatorsRepository } from './operators.repository.ts';
import { OperatorService } from './operator.service.ts';

let seq = 0;
const uniq = (prefix: string) => `${prefix}${Date.now().toString(36)}${(seq++).toString(36)}`.slice(0, 20);

interface AuditRow {
  id: string;
  operatorId: number | null;
  operator: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
  createdAt: string;
}

describe.each(databaseKinds)('the audit trail on %s', (kind) => {
  let h: Harness;
  let app: FastifyInstance;
  let admin: TestClient;
  const db = () => h.database.db;

  beforeAll(async () => {
    h = await createHarness(kind);
    app = await h.app({ OPERATOR_PASSWORD: 'operator-pass-1' });
    admin = new TestClient(app);
    admin.token = (await admin.ok('operatorLogin', { body: { username: 'admin', password: 'operator-pass-1' } })).token;
  });
  afterAll(async () => {
    await h?.close();
  });

  async function member() {
    const c = new TestClient(app);
    return (await c.register(uniq('au'))).id as number;
  }

  it('records each change with who, what, the target before and after, and filters by operator, action and time', async () => {
    const id = await member();
    // The trail's times come from the server's clock (rows from other tests were written at real time).
    const day = new Date('2026-06-10T09:00:00.000Z');
    h.clock.now = day;
    try {
      await adjustAndFilter(id, day);
    } finally {
      h.clock.now = new Date();
    }
  });

  async function adjustAndFilter(id: number, day: Date) {
    await admin.ok('opAdjust', { params: { id }, body: { amount: '40', reason: 'goodwill', requestId: crypto.randomUUID() } });
    h.clock.now = new Date(day.getTime() + 3_600_000);
    await admin.ok('opAdjust', { params: { id }, body: { amount: '-15.5', reason: 'correction', requestId: crypto.randomUUID() } });
    const role = await admin.ok('opCreateRole', { body: { name: uniq('aud'), permissions: ['members.view'] } });

    const adjustments = (await admin.ok('opAudit', { query: { action: 'member.adjust', pageSize: '100' } })).rows as AuditRow[];
    const forMember = adjustments.filter((r) => r.target === `member:${id}`);
    expect(forMember.map((r) => [r.before, r.after])).toEqual([
      [{ balance: '40.0000' }, { balance: '24.5000' }],
      [{ balance: '0.0000' }, { balance: '40.0000' }],
    ]);
    expect(forMember[0]).toMatchObject({ operator: 'admin', operatorId: expect.any(Number), createdAt: new Date(day.getTime() + 3_600_000).toISOString() });

    // A time range: only the first adjustment was made in the first hour.
    const firstHour = (await admin.ok('opAudit', { query: { action: 'member.adjust', from: day.toISOString(), to: new Date(day.getTime() + 3_600_000).toISOString() } })).rows as AuditRow[];
    expect(firstHour.filter((r) => r.target === `member:${id}`).map((r) => r.after)).toEqual([{ balance: '40.0000' }]);
    // A prefix: every role change; an operator: only theirs.
    const roleRows = (await admin.ok('opAudit', { query: { action: 'role.', pageSize: '100' } })).rows as AuditRow[];
    expect(roleRows.every((r) => r.action.startsWith('role.'))).toBe(true);
    expect(roleRows.find((r) => r.target === `role:${role.id}`)).toMatchObject({ action: 'role.create', before: null, after: { name: role.name, permissions: ['members.view'] } });
    const adminId = (await admin.ok('opMe')).id as number;
    const byAdmin = await admin.ok('opAudit', { query: { operatorId: String(adminId), pageSize: '100' } });
    expect((byAdmin.rows as AuditRow[]).every((r) => r.operatorId === adminId)).toBe(true);
    expect((await admin.ok('opAudit', { query: { operatorId: '999999' } })).total).toBe(0);
    expect((await admin.call('opAudit', { query: { from: 'yesterday' } })).json().errorCode).toBe('request_param_err');
  }

  it('refuses to change or remove a row, however asked', async () => {
    const refused = async (statement: ReturnType<typeof sql>) => {
      const error = await statement.execute(db()).then(
        () => null,
        (e: Error) => e.message,
      );
      expect(error).toMatch(/append-only/);
    };
    await refused(sql`update audit_log set details = '{"edited":true}' where id = (select min(id) from audit_log)`);
    await refused(sql`delete from audit_log where id = (select max(id) from audit_log)`);
    await refused(sql`truncate audit_log`);
    expect((await admin.ok('opAuditVerify')).ok).toBe(true);
  });

  it('keeps one linear chain when many writers append at once', async () => {
    const service = new OperatorService(new OperatorsRepository(db(), h.atRest), new AuditRepository(db()), new RateLimits(), () => new Date());
    const ids = await Promise.all([member(), member(), member()]);
    const before = (await db().selectFrom('audit_chain').select('last_id').executeTakeFirstOrThrow()).last_id;
    await Promise.all([
      ...Array.from({ length: 30 }, (_, i) => service.audit(null, 'test.append', `parallel:${i}`, { i, nested: { b: 2, a: [1, { d: 4, c: 3 }] } }, '127.0.0.1')),
      ...Array.from({ length: 15 }, (_, i) => admin.ok('opAdjust', { params: { id: ids[i % 3]! }, body: { amount: '1', reason: `parallel ${i}`, requestId: crypto.randomUUID() } })),
    ]);
    const rows = await db().selectFrom('audit_log').select(['id', 'prev_hash', 'hash']).where('id', '>', before).orderBy('id').execute();
    expect(rows).toHaveLength(45);
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.prev_hash, `row ${rows[i]!.id}`).toBe(rows[i - 1]!.hash);
    expect(new Set(rows.map((r) => r.prev_hash)).size).toBe(rows.length);
    const verdict = await admin.ok('opAuditVerify');
    expect(verdict).toMatchObject({ ok: true, brokenAt: null, reason: null, headHash: rows.at(-1)!.hash });
    expect(verdict.checked).toBeGreaterThanOrEqual(45);
  });

  // Last: this one breaks the chain on purpose.
  it('shows tampering: an edited row, rows removed from the end, a row removed from the middle', async () => {
    const id = await member();
    for (const amount of ['1', '2', '3', '4']) await admin.ok('opAdjust', { params: { id }, body: { amount, reason: 'tamper test', requestId: crypto.randomUUID() } });
    const rows = await db().selectFrom('audit_log').select(['id', 'details']).where('target', '=', `member:${id}`).orderBy('id').execute();
    const [first, second] = [rows[0]!, rows[1]!];
    const bypass = async (statement: ReturnType<typeof sql>) => {
      await sql`alter table audit_log disable trigger audit_log_append_only`.execute(db());
      try {
        await statement.execute(db());
      } finally {
        await sql`alter table audit_log enable trigger audit_log_append_only`.execute(db());
      }
    };

    await bypass(sql`update audit_log set details = jsonb_set(details, '{amount}', '"1000.0000"') where id = ${first.id}`);
    expect(await admin.ok('opAuditVerify')).toMatchObject({ ok: false, brokenAt: first.id.toString(), reason: 'hash' });
    // Put back exactly as it was, the chain holds again.
    await bypass(sql`update audit_log set details = ${JSON.stringify(first.details)}::jsonb where id = ${first.id}`);
    expect((await admin.ok('opAuditVerify')).ok).toBe(true);

    // Rows cut off the end: the head still names the last one.
    const last = (await db().selectFrom('audit_chain').select('last_id').executeTakeFirstOrThrow()).last_id;
    await bypass(sql`delete from audit_log where id = ${last}`);
    expect(await admin.ok('opAuditVerify')).toMatchObject({ ok: false, brokenAt: last.toString(), reason: 'head' });
    // A row taken from the middle: the one after it no longer links.
    await bypass(sql`delete from audit_log where id = ${second.id}`);
    expect(await admin.ok('opAuditVerify')).toMatchObject({ ok: false, brokenAt: rows[2]!.id.toString(), reason: 'link' });
  });
});

describe.each(databaseKinds)('upgrading to operator access (0023) on %s', (kind) => {
  it('makes existing operators owners, keeps their sessions, and chains the audit rows written so far', async () => {
    const database = await openTestDatabase(kind);
    try {
      const { db } = database;
      const migrations = Object.fromEntries(await Promise.all(migrationNames.map(async (n) => [n, await import(`../../db/migrations/${n}.ts`)])));
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo('0022-bet-record-days')).error).toBeUndefined();
      await sql`insert into brands (id, code, is_default, config) values (3, 'UPG', true, '{}')`.execute(db);
      await sql`insert into operators (username, password_hash, brand_id) values ('old-admin', 'x', null), ('old-brand', 'y', 3)`.execute(db);
      await sql`insert into operator_sessions (token_hash, operator_id, expires_at) select 'h-' || id, id, now() + interval '1 hour' from operators`.execute(db);
      // Times with microseconds, keys in any order, nesting, text that needs escaping.
      await sql`insert into audit_log (operator_id, action, target, details, ip, created_at, brand_id) values
        ((select id from operators where username = 'old-admin'), 'deposit.approve', 'deposit:1', '{"z": 1, "a": {"y": [1, 2.5, "x"], "b": null}}', '10.0.0.1', '2026-01-02T03:04:05.123456Z', 3),
        (null, 'operator.login.failed', 'who "quoted" ü', '{}', '10.0.0.2', '2026-01-02T03:04:06.999999Z', null),
        ((select id from operators where username = 'old-brand'), 'member.adjust', 'member:9', '{"amount": "-1.5000", "reason": "line\\nbreak"}', '10.0.0.3', now(), 3)`.execute(db);

      expect(await migrateToLatest(db)).toContain('0023-operator-access');
      const operators = await sql<{ username: string; role: string }>`select o.username, r.name as role from operators o join operator_roles r on r.id = o.role_id order by o.username`.execute(db);
      expect(operators.rows).toEqual([
        { username: 'old-admin', role: 'owner' },
        { username: 'old-brand', role: 'owner' },
      ]);
      const sessions = await sql<{ id: string; last_seen_at: Date }>`select id::text, last_seen_at from operator_sessions order by id`.execute(db);
      expect(sessions.rows).toHaveLength(2);
      expect(sessions.rows.every((s) => s.id !== null && s.last_seen_at instanceof Date)).toBe(true);
      const trail = new AuditRepository(db as never);
      expect(await trail.verify()).toMatchObject({ ok: true, checked: 3 });
      const chain = await sql<{ id: string; prev_hash: string; hash: string }>`select id::text, prev_hash, hash from audit_log order by id`.execute(db);
      expect(chain.rows[0]!.prev_hash).toBe('0'.repeat(64));
      expect(chain.rows[1]!.prev_hash).toBe(chain.rows[0]!.hash);
      const head = await sql<{ last_hash: string }>`select last_hash from audit_chain`.execute(db);
      expect(head.rows[0]!.last_hash).toBe(chain.rows[2]!.hash);
      // New rows continue the chain; old ones stay as they were.
      await trail.append({ operatorId: null, action: 'test.after.upgrade', target: 't', details: {}, before: null, after: { ok: true }, ip: '::1', brandId: null, createdAt: new Date() });
      expect(await trail.verify()).toMatchObject({ ok: true, checked: 4 });
      await expect(sql`delete from audit_log`.execute(db)).rejects.toThrow(/append-only/);
    } finally {
      await database.close();
    }
  });
});
