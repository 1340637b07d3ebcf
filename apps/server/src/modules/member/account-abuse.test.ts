import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@lotus/contract/endpoints';
import { createHarness, type Harness } from '../../../test/app-harness.ts';
import { memberPassword, TestClient } from '../../../test/api-client.ts';
import { databaseKinds } from '../../../test/databases.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config/config.ts';
import { VerificationRepository } from '../verification/verification.repository.ts';

/** Issue 11, member accounts: each case is an abuse that worked before and is refused now. */
let seq = 0;
const uniqueName = (prefix = 'abuse') => `${prefix}${Date.now().toString(36)}${(seq++).toString(36)}`.slice(0, 16);
const uniqueMobile = (lead: string) => `${lead}${Math.floor(Math.random() * 1e7).toString().padStart(7, '0')}`;
const codes = (responses: { json(): { errorCode?: string } }[]) => responses.map((r) => r.json().errorCode ?? 'ok');
const tally = (list: string[]) => list.reduce<Record<string, number>>((acc, c) => ({ ...acc, [c]: (acc[c] ?? 0) + 1 }), {});

describe.each(databaseKinds)('account abuse on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(async () => {
    await h?.close();
  });

  const lastMessage = async (channel: 'sms' | 'mail') => (await h.database.db.selectFrom('dev_outbox').selectAll().where('channel', '=', channel).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow()).body;
  const codeIn = (text: string) => /(\d{6})/.exec(text)![1]!;
  const brandCode = () => `AB${(seq++).toString(36)}${(Date.now() % 100_000).toString(36)}`.toUpperCase().slice(0, 10);

  it('builds the reset link from the brand’s configured address, never from a forged Host header', async () => {
    const code = await h.addBrand(brandCode(), { publicUrls: ['https://play.lotus.example', 'https://m.lotus.example:8443'] });
    const app = await h.app();
    const c = new TestClient(app, { merchant: code });
    const name = uniqueName();
    await c.register(name, memberPassword, { email: 'victim@example.com' });
    const linkFor = async (host: string) => {
      await c.ok('forgotPasswordEmail', { body: { username: name, email: 'victim@example.com' }, headers: { host } });
      return /(\S+)\/index\?resetToken=/.exec(await lastMessage('mail'))![1];
    };
    expect(await linkFor('evil.example')).toBe('https://play.lotus.example');
    expect(await linkFor('m.lotus.example:8443')).toBe('https://m.lotus.example:8443');

    // The demo brand is seeded with this machine's address.
    const demo = new TestClient(app);
    const other = uniqueName();
    await demo.register(other, memberPassword, { email: 'demo@example.com' });
    await demo.ok('forgotPasswordEmail', { body: { username: other, email: 'demo@example.com' }, headers: { host: 'attacker.example:8080' } });
    expect(await lastMessage('mail')).toContain('http://localhost:8080/index?resetToken=');
  });

  it('serves the development inbox to this machine only, and never in production', async () => {
    const app = await h.app();
    const inbox = (remoteAddress: string, headers: Record<string, string> = {}, target = app) => target.inject({ method: 'GET', url: endpoints.devInbox.path, remoteAddress, headers });
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) expect((await inbox(address)).statusCode, address).toBe(200);
    const remote = await inbox('203.0.113.9');
    expect(remote.statusCode).toBe(403);
    expect(remote.json().errorCode).toBe('dev.inbox.local.only');
    // A forwarded header never makes a remote visitor local, and a relayed request is not local to us.
    expect((await inbox('203.0.113.9', { 'x-forwarded-for': '127.0.0.1' })).json().errorCode).toBe('dev.inbox.local.only');
    expect((await inbox('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).json().errorCode).toBe('dev.inbox.local.only');
    expect((await inbox('127.0.0.1', { 'x-real-ip': '203.0.113.9' })).json().errorCode).toBe('dev.inbox.local.only');
    // DNS rebinding: an attacker's page whose name resolves to 127.0.0.1 still sends its own Host.
    expect((await inbox('127.0.0.1', { host: 'evil.example' })).json().errorCode).toBe('dev.inbox.local.only');
    for (const host of ['localhost:8080', '127.0.0.1:8080', '[::1]:8080']) expect((await inbox('127.0.0.1', { host })).statusCode, host).toBe(200);
    const proxied = await h.app({ TRUST_PROXY: 'true' });
    expect((await inbox('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }, proxied)).json().errorCode).toBe('dev.inbox.local.only');
    expect((await inbox('127.0.0.1', { 'x-forwarded-for': '127.0.0.1' }, proxied)).statusCode).toBe(200);

    expect(loadConfig({ NODE_ENV: 'production', DEV_INBOX: 'true' }).DEV_INBOX).toBe(false);
    const production = await h.app({ NODE_ENV: 'production', DEV_INBOX: 'true' });
    expect((await inbox('127.0.0.1', {}, production)).json().errorCode).toBe('dev.inbox.disabled');
  });

  it('lets parallel guesses evaluate at most five per SMS code', async () => {
    const app = await h.app();
    const c = new TestClient(app);
    const mobile = uniqueMobile('304');
    await c.register(uniqueName(), memberPassword, { mobileNum: mobile, countryDialingCode: '92' });
    await c.ok('smsNoLogin', { body: { mobileNum: mobile, countryDialingCode: '92', humanCheck: await c.humanCheck() } });
    const code = codeIn(await lastMessage('sms'));
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => c.call('login', { body: { type: 'sms', mobileNum: mobile, countryDialingCode: '92', verificationCode: wrong(i) } })),
    );
    expect(new Set(codes(guesses))).toEqual(new Set(['sms.code.invalid']));
    const row = await h.database.db.selectFrom('verification_codes').select('attempts').where('mobile_key', '=', `92${mobile}`).where('purpose', '=', 'noLogin').executeTakeFirstOrThrow();
    expect(row.attempts).toBe(5);
    const right = await c.call('login', { body: { type: 'sms', mobileNum: mobile, countryDialingCode: '92', verificationCode: code } });
    expect(right.json().errorCode).toBe('sms.code.invalid');

    // Straight at the store, all twenty guesses in flight before any is counted: still five evaluated.
    const repo = new VerificationRepository(h.database.db);
    const key = `92${uniqueMobile('307')}`;
    const now = h.clock.now;
    await repo.insert({ brand_id: 1, purpose: 'noLogin', mobile_key: key, code_hash: 'right-hash', expires_at: new Date(now.getTime() + 120_000), ip: '127.0.0.1', created_at: now });
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => repo.consume(1, 'noLogin', key, `wrong-${i}`, now)));
    expect(results.every((won) => !won)).toBe(true);
    const stored = await h.database.db.selectFrom('verification_codes').select('attempts').where('mobile_key', '=', key).executeTakeFirstOrThrow();
    expect(stored.attempts).toBe(5);
    expect(await repo.consume(1, 'noLogin', key, 'right-hash', now)).toBe(false);
  });

  it('locks the payment password after five wrong tries, however many arrive at once', async () => {
    const c = new TestClient(await h.app());
    await c.register(uniqueName());
    await c.ok('setPaymentPassword', { body: { password: '147258', confirmPassword: '147258', loginPassword: memberPassword } });
    const card = (paymentPassword: string) => c.call('bindBankCard', { body: { bankName: 'Demo Bank', accountName: 'Ali Khan', accountNumber: '12345678901', paymentPassword } });
    const tries = await Promise.all(Array.from({ length: 20 }, (_, i) => card(String(200_000 + i))));
    expect(tally(codes(tries))).toEqual({ 'payment.password.invalid': 5, 'payment.password.locked': 15 });
    const locked = tries.find((r) => r.json().errorCode === 'payment.password.locked')!;
    expect(locked.statusCode).toBe(429);
    expect(locked.json().value.retryAfterSeconds).toBeGreaterThan(14 * 60);
    // Locked means locked: the right password is refused too, until 15 minutes after the last failure.
    expect((await card('147258')).json().errorCode).toBe('payment.password.locked');
    const start = h.clock.now.getTime();
    try {
      h.clock.now = new Date(start + 16 * 60_000);
      expect((await card('147258')).statusCode).toBe(200);
    } finally {
      h.clock.now = new Date();
    }
  });

  it('never reads parallel right payment passwords as a lock-out (a double click is not an attack)', async () => {
    const c = new TestClient(await h.app());
    await c.register(uniqueName());
    await c.ok('setPaymentPassword', { body: { password: '147258', confirmPassword: '147258', loginPassword: memberPassword } });
    const card = (paymentPassword: string) => c.call('bindBankCard', { body: { bankName: 'Demo Bank', accountName: 'Ali Khan', accountNumber: '12345678901', paymentPassword } });
    // Two wrong guesses first: the right ones then share the three slots left and each one forgets the failures.
    expect(codes(await Promise.all([card('000001'), card('000002')]))).toEqual(['payment.password.invalid', 'payment.password.invalid']);
    const right = await Promise.all(Array.from({ length: 10 }, () => card('147258')));
    expect(right.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    // The failures were forgotten: five fresh wrong tries before a lock.
    const wrong = await Promise.all(Array.from({ length: 6 }, (_, i) => card(String(300_000 + i))));
    expect(tally(codes(wrong))).toEqual({ 'payment.password.invalid': 5, 'payment.password.locked': 1 });
  });

  it('counts wrong login passwords across change-password and set-payment-password, atomically', async () => {
    const c = new TestClient(await h.app());
    const name = uniqueName();
    await c.register(name);
    const tries = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0
          ? c.call('changePassword', { body: { oldPassword: `not-it-${i}x`, newPassword: 'fresh-pass-42', confirmNewPassword: 'fresh-pass-42' } })
          : c.call('setPaymentPassword', { body: { password: '369258', confirmPassword: '369258', loginPassword: `not-it-${i}x` } }),
      ),
    );
    expect(tally(codes(tries))).toEqual({ 'password.old.invalid': 5, 'password.attempts.locked': 15 });
    expect((await c.call('setPaymentPassword', { body: { password: '369258', confirmPassword: '369258', loginPassword: memberPassword } })).json().errorCode).toBe('password.attempts.locked');
    expect((await c.call('changePassword', { body: { oldPassword: memberPassword, newPassword: 'fresh-pass-42', confirmNewPassword: 'fresh-pass-42' } })).json().errorCode).toBe('password.attempts.locked');
    // Logging in is not locked by it (that would hand strangers a lock-out).
    expect((await new TestClient(c.app).login(name, memberPassword)).statusCode).toBe(200);
  });

  it('follows NIST 800-63B for new passwords: length, any characters, no common ones, not the username', async () => {
    const c = new TestClient(await h.app());
    const name = uniqueName('nist');
    const register = async (password: string) => (await c.call('register', { body: { username: name, password, confirmPassword: password, ageConfirmed: true, humanCheck: await c.humanCheck() } })).json().errorCode;
    expect(await register('123456')).toBe('password.length');
    expect(await register('password1')).toBe('password.common');
    expect(await register('PASSWORD1')).toBe('password.common');
    expect(await register('aaaaaaaa')).toBe('password.common');
    expect(await register('abcdefgh')).toBe('password.common');
    expect(await register(`${name}!x`)).toBe('password.username');
    expect(await register('tab\tinside1')).toBe('request_param_err'); // the contract refuses control characters before the policy sees them
    expect(await register('x'.repeat(60) + 'y'.repeat(69))).toBe('request_param_err'); // 129: over the wire limit
    const passphrase = 'correct horse; battery #9';
    expect(passphrase.length).toBeGreaterThanOrEqual(24);
    expect(await register(passphrase)).toBeUndefined();
    expect((await c.login(name, passphrase)).statusCode).toBe(200);
    expect(await c.ok('register', { body: { username: uniqueName('uni'), password: 'پاس ورڈ میرا ہے ٹھیک', confirmPassword: 'پاس ورڈ میرا ہے ٹھیک', ageConfirmed: true, humanCheck: await c.humanCheck() } })).toBeTruthy();

    // Change and reset follow the same rule; a refused reset password does not spend the link.
    c.token = (await c.login(name, passphrase)).json().value.token;
    expect((await c.call('changePassword', { body: { oldPassword: passphrase, newPassword: 'qwerty123', confirmNewPassword: 'qwerty123' } })).json().errorCode).toBe('password.common');
    const mailer = new TestClient(c.app);
    const mailed = uniqueName('mail');
    await mailer.register(mailed, memberPassword, { email: 'nist@example.com' });
    await mailer.ok('forgotPasswordEmail', { body: { username: mailed, email: 'nist@example.com' } });
    const token = decodeURIComponent(/resetToken=(\S+)/.exec(await lastMessage('mail'))![1]!);
    expect((await mailer.call('resetPasswordByToken', { body: { token, newPassword: 'iloveyou1', confirmNewPassword: 'iloveyou1' } })).json().errorCode).toBe('password.common');
    expect((await mailer.call('resetPasswordByToken', { body: { token, newPassword: `${mailed}2024`, confirmNewPassword: `${mailed}2024` } })).json().errorCode).toBe('password.username');
    expect((await mailer.call('resetPasswordByToken', { body: { token, newPassword: 'a long and fine phrase', confirmNewPassword: 'a long and fine phrase' } })).statusCode).toBe(200);
  });

  it('never lets failures from one address lock the owner out from another', async () => {
    const code = await h.addBrand(brandCode(), {}, ['CAPTCHA3']);
    const app = await h.app({ TRUST_PROXY: 'true' });
    const owner = new TestClient(app, { merchant: code, 'x-forwarded-for': '198.51.100.20' });
    const name = uniqueName();
    await owner.register(name);
    const attacker = new TestClient(app, { merchant: code, 'x-forwarded-for': '203.0.113.66' });
    const answers: string[] = [];
    for (let i = 0; i < 20; i++) answers.push((await attacker.login(name, `guess-${i}-pass`)).json().errorCode);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill('login.credentials.invalid'));
    expect(new Set(answers.slice(15))).toEqual(new Set(['TOO_MANY_REQUESTS'])); // the attacker is stopped
    expect((await owner.login(name, memberPassword)).statusCode).toBe(200); // the owner is not
  });

  it('still asks for the captcha on an account guessed at from many addresses', async () => {
    const app = await h.app({ TRUST_PROXY: 'true' });
    const owner = new TestClient(app, { 'x-forwarded-for': '198.51.100.21' });
    const name = uniqueName();
    await owner.register(name);
    for (let i = 0; i < 3; i++) {
      const guesser = new TestClient(app, { 'x-forwarded-for': `203.0.113.${70 + i}` });
      expect((await guesser.login(name, `guess-${i}-pass`)).json().errorCode).toBe('login.credentials.invalid');
    }
    expect((await new TestClient(app, { 'x-forwarded-for': '203.0.113.80' }).login(name, 'guess-9-pass')).json().errorCode).toBe('captcha.required');
  });

  it('asks for the human check before sending a registration SMS', async () => {
    const c = new TestClient(await h.app());
    const mobile = uniqueMobile('305');
    const bare = await c.call('smsRegister', { body: { countryDialingCode: '92', mobileNo: mobile } });
    expect(bare.json().errorCode).toBe('human.check.failed');
    expect(await h.database.db.selectFrom('verification_codes').select('id').where('mobile_key', '=', `92${mobile}`).executeTakeFirst()).toBeUndefined();
    expect(await c.ok('smsRegister', { body: { countryDialingCode: '92', mobileNo: mobile, humanCheck: await c.humanCheck() } })).toEqual({ expiredMinutes: 2 });
  });

  it('keeps codes and reset links out of the log, and token answers out of caches', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const config = loadConfig({ LOG_LEVEL: 'trace', BRAND_CACHE_MS: '0', WEB_DIST: '/nonexistent', HUMAN_CHECK_COST: '1', HUMAN_CHECK_MAX_COUNTER: '20', DATA_DIR: h.dataDir });
    const app = await buildApp({ config, database: h.database, now: () => h.clock.now, logger: { level: 'trace', stream } });
    try {
      expect(lines.join('')).toContain('loopback');
      const c = new TestClient(app);
      const mobile = uniqueMobile('306');
      const name = uniqueName();
      const registered = await c.call('register', { body: { username: name, password: memberPassword, confirmPassword: memberPassword, ageConfirmed: true, mobileNum: mobile, countryDialingCode: '92', email: 'logs@example.com', humanCheck: await c.humanCheck() } });
      expect(registered.headers['cache-control']).toBe('no-store');
      await c.ok('smsNoLogin', { body: { mobileNum: mobile, countryDialingCode: '92', humanCheck: await c.humanCheck() } });
      const code = codeIn(await lastMessage('sms'));
      const smsLogin = await c.call('login', { body: { type: 'sms', mobileNum: mobile, countryDialingCode: '92', verificationCode: code } });
      expect(smsLogin.statusCode).toBe(200);
      expect(smsLogin.headers['cache-control']).toBe('no-store');
      const login = await c.login(name, memberPassword);
      expect(login.headers['cache-control']).toBe('no-store');
      expect((await c.call('freePlay', { body: {} })).headers['cache-control']).toBe('no-store');
      await c.ok('forgotPasswordEmail', { body: { username: name, email: 'logs@example.com' } });
      const token = decodeURIComponent(/resetToken=(\S+)/.exec(await lastMessage('mail'))![1]!);
      const reset = await c.call('resetPasswordByToken', { body: { token, newPassword: 'after reset 77', confirmNewPassword: 'after reset 77' } });
      expect(reset.headers['cache-control']).toBe('no-store');

      const log = lines.join('');
      expect(log).toContain('sms sent');
      expect(log).not.toContain(code);
      expect(log).not.toContain(mobile);
      expect(log).not.toContain(token);
      expect(log).not.toContain(encodeURIComponent(token));
      expect(log).not.toContain(login.json().value.token);
    } finally {
      await app.close();
    }
  });
});
