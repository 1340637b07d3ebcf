import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { createHarness, type Harness } from '../../../test/app-harness.ts';
import { TestClient } from '../../../test/api-client.ts';
import { databaseKinds } from '../../../test/databases.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { RateLimits } from '../../platform/rate-limits.ts';
import { AuditRepository } from './audit.repository.ts';
import { OperatorsRepository } from './operators.repository.ts';
import { OperatorService } from './operator.service.ts';

const T0 = new Date('2026-03-01T10:00:00.000Z');
let seq = 0;
const uniq = (prefix: string) => `${prefix}${Date.now().toString(36)}${(seq++).toString(36)}`.slice(0, 16);

/** A logger that remembers everything written to it. */
function recordingLog() {
  const lines: unknown[] = [];
  const record = (...args: unknown[]) => void lines.push(args);
  const log = { warn: record, info: record, error: record, debug: record, trace: record, fatal: record, child: () => log } as unknown as FastifyBaseLogger;
  return { log, text: () => JSON.stringify(lines) };
}

describe.each(databaseKinds)('operator accounts on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(async () => {
    await h?.close();
  });

  async function addOperator(password: string, brandId: number | null = null) {
    const username = uniq('op');
    await h.database.db.insertInto('operators').values({ username, password_hash: await hashPassword(password), brand_id: brandId }).execute();
    return username;
  }
  const auditRows = (target: string, action: string) =>
    h.database.db.selectFrom('audit_log').selectAll().where('target', '=', target).where('action', '=', action).execute();
  const codeAt = (secret: string, at: Date) => generate({ secret, epoch: Math.floor(at.getTime() / 1000) });

  // Runs first, on a database no app has started on yet (starting an app creates `admin`).
  it('never logs a random first password in production: it goes to a 0600 file; development prints it once', async () => {
    const service = new OperatorService(new OperatorsRepository(h.database.db, h.atRest), new AuditRepository(h.database.db), new RateLimits(), () => new Date());
    const prod = recordingLog();
    const dataDir = path.join(h.dataDir, 'prod');
    await service.bootstrap({ password: undefined, production: true, dataDir }, prod.log);
    const file = path.join(dataDir, 'operator-admin-password.txt');
    const password = fs.readFileSync(file, 'utf8').trim();
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const row = await h.database.db.selectFrom('operators').select('password_hash').where('username', '=', 'admin').executeTakeFirstOrThrow();
    expect(await verifyPassword(row.password_hash, password)).toBe(true);
    expect(prod.text()).not.toContain(password);
    expect(prod.text()).toContain(file);

    await h.database.db.deleteFrom('operators').execute();
    const dev = recordingLog();
    await service.bootstrap({ password: undefined, production: false, dataDir: path.join(h.dataDir, 'dev') }, dev.log);
    const [[fields]] = JSON.parse(dev.text()) as [[{ password: string }]];
    expect(fields.password).toMatch(/^[\w-]{16}$/);
    await service.bootstrap({ password: undefined, production: false, dataDir: path.join(h.dataDir, 'dev') }, dev.log);
    expect(JSON.parse(dev.text())).toHaveLength(1); // once, at the start that created it
    expect(fs.existsSync(path.join(h.dataDir, 'dev'))).toBe(false);
  });

  it('locks an account after five failures, however many guesses run in parallel, and audits the lock', async () => {
    h.clock.now = T0;
    const app = await h.app();
    const username = await addOperator('right-pass-1');
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => app.inject({ method: 'POST', url: '/ops/session/login', payload: { username, password: `wrong-pass-${i}` } })),
    );
    const codes = guesses.map((r) => r.json().errorCode as string);
    expect(codes.filter((c) => c === 'operator.credentials.invalid')).toHaveLength(5);
    expect(codes.filter((c) => c === 'operator.locked')).toHaveLength(15);
    const locked = guesses.find((r) => r.json().errorCode === 'operator.locked')!;
    expect(locked.statusCode).toBe(429);
    expect(locked.json().value.retryAfterSeconds).toBeGreaterThan(0);
    // One audit row per password check: five checks ran, no more.
    expect(await auditRows(username, 'operator.login.failed')).toHaveLength(5);
    expect(await auditRows(username, 'operator.locked')).toHaveLength(1);

    // The right password is refused while locked, and works once the lock has run out.
    const right = { method: 'POST' as const, url: '/ops/session/login', payload: { username, password: 'right-pass-1' } };
    h.clock.now = new Date(T0.getTime() + 14 * 60_000);
    expect((await app.inject(right)).json().errorCode).toBe('operator.locked');
    h.clock.now = new Date(T0.getTime() + 15 * 60_000 + 1_000);
    expect((await app.inject(right)).statusCode).toBe(200);
    expect(await auditRows(username, 'operator.login.failed')).toHaveLength(5);
  });

  it('answers an unknown operator name exactly as a real one, lock included, so names cannot be probed', async () => {
    h.clock.now = T0;
    const app = await h.app();
    const real = await addOperator('right-pass-2');
    const tally = async (username: string) => {
      const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => app.inject({ method: 'POST', url: '/ops/session/login', payload: { username, password: `wrong-pass-${i}` } })));
      return answers.map((r) => `${r.statusCode} ${r.json().errorCode}`).sort();
    };
    const expected = [...Array(5).fill('401 operator.credentials.invalid'), ...Array(3).fill('429 operator.locked')].sort();
    expect(await tally(real)).toEqual(expected);
    expect(await tally(`ghost${Date.now().toString(36)}`)).toEqual(expected);
  });

  it('enrols a TOTP app with a QR code and then asks for a code at login, each code once', async () => {
    h.clock.now = T0;
    const app = await h.app();
    const username = await addOperator('totp-pass-1');
    const ops = new TestClient(app);
    ops.token = (await ops.ok('operatorLogin', { body: { username, password: 'totp-pass-1' } })).token;

    expect(await ops.ok('opMe')).toMatchObject({ username, brandId: null, role: 'owner', totpEnabled: false });
    const enrolment = await ops.ok('opTotpStart');
    expect(enrolment.uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(enrolment.uri).toContain(enrolment.secret);
    expect(enrolment.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    const stored = await h.database.db.selectFrom('operators').select(['totp_secret', 'totp_pending_secret']).where('username', '=', username).executeTakeFirstOrThrow();
    expect(stored.totp_secret).toBeNull();
    expect(stored.totp_pending_secret).not.toContain(enrolment.secret); // encrypted at rest

    expect((await ops.call('opTotpConfirm', { body: { otp: '000000' === (await codeAt(enrolment.secret, T0)) ? '111111' : '000000' } })).json().errorCode).toBe('operator.otp.invalid');
    expect(await ops.ok('opTotpConfirm', { body: { otp: await codeAt(enrolment.secret, T0) } })).toEqual({ enabled: true });
    expect((await ops.call('opTotpStart')).json().errorCode).toBe('operator.otp.enabled'); // the secret is never shown again
    expect(await ops.ok('opMe')).toMatchObject({ totpEnabled: true });

    const login = (otp?: string) => app.inject({ method: 'POST', url: '/ops/session/login', payload: { username, password: 'totp-pass-1', ...(otp ? { otp } : {}) } });
    expect((await login()).json().errorCode).toBe('operator.otp.required');
    const wrong = (await codeAt(enrolment.secret, T0)) === '123456' ? '654321' : '123456';
    expect((await login(wrong)).json().errorCode).toBe('operator.otp.invalid');
    // The code that confirmed the enrolment was used.
    expect((await login(await codeAt(enrolment.secret, T0))).json().errorCode).toBe('operator.otp.invalid');

    h.clock.now = new Date(T0.getTime() + 30_000);
    const next = await codeAt(enrolment.secret, h.clock.now);
    // Three logins race with one fresh code: one gets in.
    const raced = await Promise.all([0, 1, 2].map(() => login(next)));
    expect(raced.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(raced.filter((r) => r.json().errorCode === 'operator.otp.invalid')).toHaveLength(2);
    expect((await login(next)).json().errorCode).toBe('operator.otp.invalid'); // replay in its window

    h.clock.now = new Date(T0.getTime() + 60_000);
    expect((await ops.call('opTotpDisable', { body: { otp: next } })).json().errorCode).toBe('operator.otp.invalid');
    expect(await ops.ok('opTotpDisable', { body: { otp: await codeAt(enrolment.secret, h.clock.now) } })).toEqual({ enabled: false });
    expect((await login()).statusCode).toBe(200);
    const actions = (await h.database.db.selectFrom('audit_log').select('action').where('target', '=', username).execute()).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['operator.totp.start', 'operator.totp.enabled', 'operator.totp.disabled']));
  });

  it('counts wrong TOTP codes toward the lock-out', async () => {
    h.clock.now = T0;
    const app = await h.app();
    const username = await addOperator('otp-lock-pass');
    const ops = new TestClient(app);
    ops.token = (await ops.ok('operatorLogin', { body: { username, password: 'otp-lock-pass' } })).token;
    const { secret } = await ops.ok('opTotpStart');
    await ops.ok('opTotpConfirm', { body: { otp: await codeAt(secret, T0) } });
    h.clock.now = new Date(T0.getTime() + 90_000);
    const good = await codeAt(secret, h.clock.now);
    const wrong = good === '000000' ? '111111' : '000000';
    const login = (otp: string) => app.inject({ method: 'POST', url: '/ops/session/login', payload: { username, password: 'otp-lock-pass', otp } });
    for (let i = 0; i < 5; i++) expect((await login(wrong)).json().errorCode).toBe('operator.otp.invalid');
    expect((await login(good)).json().errorCode).toBe('operator.locked');
    expect(await auditRows(username, 'operator.locked')).toHaveLength(1);
  });

  it('records client text with control characters in the trail instead of failing on it', async () => {
    const service = new OperatorService(new OperatorsRepository(h.database.db, h.atRest), new AuditRepository(h.database.db), new RateLimits(), () => new Date());
    await service.audit(null, 'games.import', 'list\u0000.json', { fileName: 'a\u0000b\u001b' }, '127.0.0.1');
    const row = await h.database.db.selectFrom('audit_log').selectAll().where('target', '=', 'list\uFFFD.json').executeTakeFirstOrThrow();
    expect(row.details).toEqual({ fileName: 'a\uFFFDb\uFFFD' });
    // Line breaks and tabs are text, kept as written.
    await service.audit(null, 'member.note', 'member:77', { note: 'first line\r\nsecond\tline' }, '127.0.0.1');
    const note = await h.database.db.selectFrom('audit_log').selectAll().where('target', '=', 'member:77').executeTakeFirstOrThrow();
    expect(note.details).toEqual({ note: 'first line\r\nsecond\tline' });
    // And the chain still verifies over them: what was hashed is what jsonb gives back.
    expect((await new AuditRepository(h.database.db).verify()).ok).toBe(true);
  });

  it("shows a brand's operators only their brand's audit trail; deployment operators see every brand", async () => {
    h.clock.now = new Date();
    const app = await h.app();
    const deployment = await addOperator('deployment-pass');
    const brandA = await h.addBrand(uniq('A').toUpperCase().slice(0, 10));
    const brandB = await h.addBrand(uniq('B').toUpperCase().slice(0, 10));
    const brandId = async (code: string) => (await h.database.db.selectFrom('brands').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
    const opA = await addOperator('brand-a-pass', await brandId(brandA));
    const opB = await addOperator('brand-b-pass', await brandId(brandB));
    const loginAs = async (username: string, password: string) => {
      const c = new TestClient(app);
      c.token = (await c.ok('operatorLogin', { body: { username, password } })).token;
      return c;
    };
    const admin = await loginAs(deployment, 'deployment-pass');
    const a = await loginAs(opA, 'brand-a-pass');
    const b = await loginAs(opB, 'brand-b-pass');
    const memberOf = async (brand: string) => {
      const c = new TestClient(app, { merchant: brand });
      return (await c.register(uniq('m'))).id as number;
    };
    const [memberA, memberB] = [await memberOf(brandA), await memberOf(brandB)];
    // The deployment operator (no brand) acts on each brand's member: the rows take the member's brand.
    for (const id of [memberA, memberB]) await admin.ok('opAdjust', { params: { id }, body: { amount: '10', reason: 'goodwill', requestId: crypto.randomUUID() } });
    // A brand operator cannot touch the other brand's member.
    expect((await a.call('opAdjust', { params: { id: memberB }, body: { amount: '10', reason: 'goodwill', requestId: crypto.randomUUID() } })).statusCode).toBe(404);

    const trail = async (c: TestClient) => (await c.ok('opAudit', { query: { pageSize: '100' } })) as { rows: { target: string; operator: string }[]; total: number };
    const seenByA = await trail(a);
    expect(seenByA.rows.map((r) => r.target)).toEqual(expect.arrayContaining([`member:${memberA}`, opA]));
    expect(seenByA.rows.map((r) => r.target)).not.toContain(`member:${memberB}`);
    expect(seenByA.rows.map((r) => r.target)).not.toContain(opB);
    expect(seenByA.rows.map((r) => r.target)).not.toContain(deployment);
    const countA = await h.database.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<string>().as('n')).where('brand_id', '=', await brandId(brandA)).executeTakeFirstOrThrow();
    expect(seenByA.total).toBe(Number(countA.n));
    const seenByB = await trail(b);
    expect(seenByB.rows.map((r) => r.target)).toEqual(expect.arrayContaining([`member:${memberB}`, opB]));
    expect(seenByB.rows.map((r) => r.target)).not.toContain(`member:${memberA}`);
    const all = await trail(admin);
    expect(all.rows.map((r) => r.target)).toEqual(expect.arrayContaining([`member:${memberA}`, `member:${memberB}`, opA, opB, deployment]));
    expect(all.total).toBeGreaterThan(seenByA.total + seenByB.total);
  });
});

