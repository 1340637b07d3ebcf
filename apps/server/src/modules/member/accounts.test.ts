import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginValueSchema, memberInfoSchema } from '@lotus/contract/account';
import { createHarness, type Harness } from '../../../test/app-harness.ts';
import { memberPassword, TestClient } from '../../../test/api-client.ts';
import { databaseKinds } from '../../../test/databases.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { hashToken } from '../../platform/tokens.ts';

let seq = 0;
const uniqueName = (prefix = 'player') => `${prefix}${Date.now().toString(36)}${(seq++).toString(36)}`.slice(0, 16);

describe.each(databaseKinds)('accounts and sessions on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(async () => {
    await h?.close();
  });

  const count = async (table: 'members' | 'sessions') => Number((await h.database.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const lastMessage = async (channel: 'sms' | 'mail') => (await h.database.db.selectFrom('dev_outbox').selectAll().where('channel', '=', channel).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow()).body;
  const codeIn = (text: string) => /(\d{6})/.exec(text)![1]!;

  it('registers in username mode, logs the new member in, and serves member info with the token', async () => {
    const c = new TestClient(await h.app());
    const name = uniqueName();
    const value = loginValueSchema.parse(await c.register(name, memberPassword, { email: 'Player@Example.com', payeeName: 'Ali Khan' }));
    expect(value).toMatchObject({ userName: name, customerType: 0, firstTimeLogin: true, forceChangePassword: false });
    expect(value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const info = memberInfoSchema.parse(await c.ok('memberInfo'));
    expect(info).toMatchObject({ account: name, nickname: 'Ali Khan', isTrial: false, isAgent: false, email: 'P***@Example.com', language: 'EN' });
    // The token is stored only as a hash.
    const stored = await h.database.db.selectFrom('sessions').select('token_hash').where('token_hash', '=', hashToken(value.token)).executeTakeFirst();
    expect(stored).toBeDefined();
    expect(await h.database.db.selectFrom('sessions').select('token_hash').where('token_hash', '=', value.token).executeTakeFirst()).toBeUndefined();
    // First login call clears the flag.
    await c.ok('firstLogin');
    expect((await c.ok('memberInfo')).firstTimeLogin).toBe(false);
  });

  it('lets exactly one of two simultaneous registrations of one username succeed', async () => {
    const app = await h.app();
    const name = uniqueName('twin');
    const [a, b] = [new TestClient(app), new TestClient(app)];
    const bodies = await Promise.all([a, b].map(async (c) => ({ username: name.toUpperCase(), password: memberPassword, confirmPassword: memberPassword, ageConfirmed: true, humanCheck: await c.humanCheck() })));
    const results = await Promise.all([a.call('register', { body: bodies[0] }), b.call('register', { body: { ...bodies[1], username: name } })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().errorCode).toBe('username.taken');
    const rows = await h.database.db.selectFrom('members').select('id').where('username_key', '=', name.toLowerCase()).execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses bad registrations with the failing rule and creates nothing', async () => {
    const c = new TestClient(await h.app());
    const before = await count('members');
    const base = { password: memberPassword, confirmPassword: memberPassword, ageConfirmed: true };
    const cases: [Record<string, unknown>, string, Record<string, unknown>?][] = [
      [{ ...base, username: '1abcdefg' }, 'field.rule.failed', { field: 'username', key: 'pattern.ALPHANUMERIC_LEADING_LETTER', min: 6, max: 16 }],
      [{ ...base, username: 'abc' }, 'field.rule.failed', { field: 'username' }],
      [{ ...base, username: uniqueName(), confirmPassword: 'other999' }, 'password.inconsistent'],
      [{ ...base, username: uniqueName(), password: 'a123456', confirmPassword: 'a123456' }, 'password.weak'],
      [{ ...base, username: uniqueName(), email: 'not-an-email' }, 'field.rule.failed', { field: 'email' }],
      [{ ...base, username: uniqueName(), affiliateCode: 'NOSUCH1', email: 'bad' }, 'affiliate.code.invalid'],
      [{ ...base, username: uniqueName(), referralCode: 'ZZZZZZZZ' }, 'referral.code.invalid'],
    ];
    for (const [body, code, value] of cases) {
      const res = await c.call('register', { body: { ...body, humanCheck: await c.humanCheck() } });
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.json().errorCode, JSON.stringify(body)).toBe(code);
      if (value) expect(res.json().value).toMatchObject(value);
    }
    const noAge = await c.call('register', { body: { ...base, username: uniqueName(), ageConfirmed: false, humanCheck: await c.humanCheck() } });
    expect(noAge.json().errorCode).toBe('request_param_err');
    expect(await count('members')).toBe(before);
  });

  it('requires encryption and a fresh human check', async () => {
    const c = new TestClient(await h.app());
    const body = { username: uniqueName(), password: memberPassword, confirmPassword: memberPassword, ageConfirmed: true, humanCheck: await c.humanCheck() };
    const plain = await c.call('register', { body, plain: true });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().errorCode).toBe('request_body_required');
    const garbled = await c.call('register', { body: { value: 'AAAA' }, plain: true, headers: { encryption: 'AAAA' } });
    expect(garbled.json().errorCode).toBe('request.encryption.invalid');

    const noCheck = await c.call('register', { body: { ...body, humanCheck: undefined } });
    expect(noCheck.json().errorCode).toBe('human.check.failed');
    const forged = await c.call('register', { body: { ...body, humanCheck: Buffer.from('{"challenge":{},"solution":{}}').toString('base64') } });
    expect(forged.json().errorCode).toBe('human.check.failed');
    expect((await c.call('register', { body })).statusCode).toBe(200);
    // The same solved check cannot be used twice.
    const replay = await c.call('register', { body: { ...body, username: uniqueName() } });
    expect(replay.json().errorCode).toBe('human.check.failed');
  });

  it('requires the captcha on registration when the brand shows it', async () => {
    const code = `C${seq++}AP${Date.now() % 1000}`;
    await h.addBrand(code);
    const brandId = (await h.database.db.selectFrom('brands').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
    await h.database.db.updateTable('register_field_rules').set({ enabled: true }).where('brand_id', '=', brandId).where('field', '=', 'captcha').execute();
    const c = new TestClient(await h.app(), { merchant: code, 'device-id': 'captcha-device-1' });
    const body = { username: uniqueName(), password: memberPassword, confirmPassword: memberPassword, ageConfirmed: true };
    expect((await c.call('register', { body: { ...body, humanCheck: await c.humanCheck() } })).json().errorCode).toBe('captcha.required');
    await c.ok('captcha');
    await h.database.db.updateTable('captchas').set({ answer_hash: hashToken('ab3d') }).where('requester', '=', 'd:captcha-device-1').execute();
    expect((await c.call('register', { body: { ...body, captcha: 'AB3D', humanCheck: await c.humanCheck() } })).statusCode).toBe(200);
  });

  it('registers in mobile mode with an SMS code, which works once', async () => {
    const c = new TestClient(await h.app());
    const mobile = `300${Math.floor(Math.random() * 1e7).toString().padStart(7, '0')}`;
    expect(await c.ok('smsRegister', { body: { countryDialingCode: '92', mobileNo: mobile, humanCheck: await c.humanCheck() } })).toEqual({ expiredMinutes: 2 });
    const again = await c.call('smsRegister', { body: { countryDialingCode: '92', mobileNo: mobile, humanCheck: await c.humanCheck() } });
    expect(again.statusCode).toBe(429);
    expect(again.json().value.retryAfterSeconds).toBeGreaterThan(100);

    const code = codeIn(await lastMessage('sms'));
    const body = { mobileNum: mobile, countryDialingCode: '92', verificationCode: code, password: memberPassword, confirmPassword: memberPassword, ageConfirmed: true };
    const wrong = await c.call('registerMobile', { body: { ...body, verificationCode: code === '000000' ? '111111' : '000000', humanCheck: await c.humanCheck() } });
    expect(wrong.json().errorCode).toBe('sms.code.invalid');
    const value = await c.ok('registerMobile', { body: { ...body, humanCheck: await c.humanCheck() } });
    expect(value.userName).toBe(`m92${mobile}`);
    c.token = value.token;
    expect((await c.ok('memberInfo')).mobile).toBe(`+92 ******${mobile.slice(-4)}`);
    const replay = await c.call('registerMobile', { body: { ...body, humanCheck: await c.humanCheck() } });
    expect(replay.json().errorCode).toBe('sms.code.invalid');
    // The generated username (shown to the member after sign-up) logs in with the password.
    const login = await new TestClient(c.app).login(value.userName, memberPassword);
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().value.userName).toBe(`m92${mobile}`);
  });

  it('links a member to the agent whose affiliate code they used', async () => {
    const agent = await h.database.db
      .insertInto('members')
      .values({ brand_id: 1, username: uniqueName('agent'), username_key: uniqueName('agentk'), customer_type: 1, password_hash: await hashPassword('agentpass1'), referral_code: uniqueName('R').toUpperCase(), register_ip: '127.0.0.1' })
      .returning(['id', 'username'])
      .executeTakeFirstOrThrow();
    const code = `AF${seq++}X${Date.now() % 10000}`;
    await h.database.db.insertInto('affiliate_codes').values({ brand_id: 1, code, agent_id: agent.id, domain: null }).execute();
    const c = new TestClient(await h.app());
    expect(await c.ok('affiliate', { query: { code } })).toEqual({ success: true });
    expect(await c.ok('affiliate', { query: { code: 'NOPE' } })).toEqual({ success: false });
    await c.register(uniqueName(), memberPassword, { affiliateCode: code });
    expect((await c.ok('memberInfo')).toUpline).toBe(agent.username);
  });

  it('asks for a captcha after three failed logins, and tells nothing about whether the account exists', async () => {
    const app = await h.app();
    const owner = new TestClient(app, { 'device-id': 'device-owner-1' });
    const name = uniqueName();
    await owner.register(name);
    // An unknown account and a wrong password answer alike (asked from another process: its own counters).
    const prober = new TestClient(await h.app());
    const unknown = await prober.login(uniqueName('ghost'), 'whatever1');
    const c = new TestClient(app, { 'device-id': 'device-guesser-1' });
    const wrong1 = await c.login(name, 'wrongpass1');
    expect(unknown.json().errorCode).toBe('login.credentials.invalid');
    expect(wrong1.json().errorCode).toBe('login.credentials.invalid');
    expect(unknown.json().message).toBe(wrong1.json().message);
    expect(unknown.statusCode).toBe(wrong1.statusCode);
    const wrong2 = await c.login(name, 'wrongpass2');
    expect(wrong2.json().value).toBeUndefined();
    const wrong3 = await c.login(name, 'wrongpass3');
    expect(wrong3.json()).toMatchObject({ errorCode: 'login.credentials.invalid', value: { captcha: true } });

    const noCaptcha = await c.login(name, memberPassword);
    expect(noCaptcha.json()).toMatchObject({ errorCode: 'captcha.required', value: { captcha: true } });
    const image = await c.ok('captcha');
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect((await c.call('captcha')).statusCode).toBe(429); // once a second
    const badCaptcha = await c.login(name, memberPassword, { captcha: 'zzzz' });
    expect(badCaptcha.json().errorCode).toBe('captcha.invalid');
    // The captcha was used up by the wrong answer; plant a known one to finish the journey.
    await h.database.db.insertInto('captchas').values({ brand_id: 1, requester: 'd:device-guesser-1', answer_hash: hashToken('k7pq'), expires_at: new Date(Date.now() + 60_000) }).onConflict((oc) => oc.columns(['brand_id', 'requester']).doUpdateSet({ answer_hash: hashToken('k7pq') })).execute();
    const good = await c.login(name, memberPassword, { captcha: 'K7PQ' });
    expect(good.statusCode).toBe(200);
    expect(loginValueSchema.parse(good.json().value).forceChangePassword).toBe(false);
  });

  it('ends the session on logout; the token then answers login.not.session', async () => {
    const c = new TestClient(await h.app());
    await c.register(uniqueName());
    await c.ok('logout');
    const after = await c.call('memberInfo');
    expect(after.statusCode).toBe(401);
    expect(after.json().errorCode).toBe('login.not.session');
    for (const token of [null, 'x', 'A'.repeat(43), 'A'.repeat(5000)]) {
      const res = await c.call('memberInfo', { token });
      expect(res.statusCode).toBe(401);
      expect(res.json().errorCode).toBe('login.not.session');
    }
  });

  it('expires idle sessions, slides active ones, and keeps remember-me sessions for a day', async () => {
    const c = new TestClient(await h.app());
    const name = uniqueName();
    await c.register(name);
    const start = h.clock.now.getTime();
    try {
      h.clock.now = new Date(start + 20 * 60_000);
      await c.ok('memberInfo'); // slides the expiry to 20 + 30 minutes
      h.clock.now = new Date(start + 45 * 60_000);
      await c.ok('memberInfo');
      h.clock.now = new Date(start + 80 * 60_000);
      expect((await c.call('memberInfo')).statusCode).toBe(401);

      const r = new TestClient(c.app);
      r.token = (await r.login(name, memberPassword, { remember: true })).json().value.token;
      h.clock.now = new Date(start + 80 * 60_000 + 20 * 3_600_000);
      await r.ok('memberInfo');
    } finally {
      h.clock.now = new Date();
    }
  });

  it('does not accept a token of one brand at another', async () => {
    await h.addBrand(`B${seq++}X`.slice(0, 10)).catch(() => undefined);
    const brands = await h.database.db.selectFrom('brands').select('code').where('is_default', '=', false).execute();
    const c = new TestClient(await h.app());
    await c.register(uniqueName());
    const res = await c.call('memberInfo', { headers: { merchant: brands[0]!.code } });
    expect(res.statusCode).toBe(401);
  });

  it('forces a change of the default weak password after a password login, never after an SMS login', async () => {
    const app = await h.app();
    const name = uniqueName('weak');
    const mobile = `301${Math.floor(Math.random() * 1e7).toString().padStart(7, '0')}`;
    await h.database.db
      .insertInto('members')
      .values({ brand_id: 1, username: name, username_key: name, customer_type: 0, password_hash: await hashPassword('a123456'), referral_code: uniqueName('W').toUpperCase(), register_ip: '127.0.0.1', country_dialing_code: '92', mobile, mobile_key: `92${mobile}` })
      .execute();
    const c = new TestClient(app);
    const byPassword = await c.login(name, 'a123456');
    expect(byPassword.json().value).toMatchObject({ weakPassword: true, forceChangePassword: true });

    await c.ok('smsNoLogin', { body: { mobileNum: mobile, countryDialingCode: '92', humanCheck: await c.humanCheck() } });
    const code = codeIn(await lastMessage('sms'));
    const bySms = await c.call('login', { body: { type: 'sms', mobileNum: mobile, countryDialingCode: '92', verificationCode: code } });
    expect(bySms.statusCode).toBe(200);
    expect(bySms.json().value.forceChangePassword).toBe(false);
    const replay = await c.call('login', { body: { type: 'sms', mobileNum: mobile, countryDialingCode: '92', verificationCode: code } });
    expect(replay.json().errorCode).toBe('sms.code.invalid');
  });

  it('changes the password: checks the old one and the confirmation, and ends every other session', async () => {
    const app = await h.app();
    const name = uniqueName();
    const c = new TestClient(app);
    await c.register(name);
    const other = new TestClient(app);
    other.token = (await other.login(name, memberPassword)).json().value.token;

    expect((await c.call('changePassword', { body: { oldPassword: 'nope1234', newPassword: 'fresh123', confirmNewPassword: 'fresh123' } })).json().errorCode).toBe('password.old.invalid');
    expect((await c.call('changePassword', { body: { oldPassword: memberPassword, newPassword: 'fresh123', confirmNewPassword: 'fresh124' } })).json().errorCode).toBe('password.inconsistent');
    expect((await c.call('changePassword', { body: { oldPassword: memberPassword, newPassword: 'a123456', confirmNewPassword: 'a123456' } })).json().errorCode).toBe('password.weak');
    const oldToken = c.token;
    const value = await c.ok('changePassword', { body: { oldPassword: memberPassword, newPassword: 'fresh123', confirmNewPassword: 'fresh123' } });
    expect(value.token).not.toBe(oldToken);
    expect((await c.call('memberInfo', { token: oldToken })).statusCode).toBe(401);
    expect((await other.call('memberInfo')).statusCode).toBe(401);
    c.token = value.token;
    await c.ok('memberInfo');
    expect((await c.login(name, memberPassword)).json().errorCode).toBe('login.credentials.invalid');
    expect((await c.login(name, 'fresh123')).statusCode).toBe(200);
  });

  it('resets a forgotten password by email link, once', async () => {
    const app = await h.app();
    const name = uniqueName();
    const c = new TestClient(app);
    await c.register(name, memberPassword, { email: 'reset.me@example.com' });
    const mismatch = await c.call('forgotPasswordEmail', { body: { username: name, email: 'other@example.com' } });
    expect(mismatch.json().errorCode).toBe('USER_NOT_EXIST');
    expect(await c.ok('forgotPasswordEmail', { body: { username: name, email: 'Reset.Me@example.com' } })).toEqual({ sent: true });
    const mail = await lastMessage('mail');
    const token = decodeURIComponent(/resetToken=([^\s]+)/.exec(mail)![1]!);
    const emlFiles = fs.readdirSync(path.join(h.dataDir, 'mail'));
    expect(emlFiles.some((f) => fs.readFileSync(path.join(h.dataDir, 'mail', f), 'utf8').includes('reset.me@example.com'))).toBe(true);

    const reset = await c.ok('resetPasswordByToken', { body: { token, newPassword: 'brandnew1', confirmNewPassword: 'brandnew1' } });
    expect(reset.userName).toBe(name);
    expect((await c.call('resetPasswordByToken', { body: { token, newPassword: 'brandnew2', confirmNewPassword: 'brandnew2' } })).json().errorCode).toBe('reset.token.invalid');
    expect((await c.login(name, 'brandnew1')).statusCode).toBe(200);
  });

  it('resets by phone with an SMS code and logs the member in', async () => {
    const app = await h.app();
    const c = new TestClient(app);
    const mobile = `302${Math.floor(Math.random() * 1e7).toString().padStart(7, '0')}`;
    const name = uniqueName();
    await c.register(name, memberPassword, { mobileNum: mobile, countryDialingCode: '92' });
    const guest = new TestClient(app);
    await guest.ok('smsNoLogin', { body: { mobileNum: `0${mobile}`, countryDialingCode: '92', humanCheck: await guest.humanCheck() } });
    const code = codeIn(await lastMessage('sms'));
    const value = await guest.ok('resetPasswordByPhone', { body: { mobileNum: mobile, countryDialingCode: '92', verificationCode: code, newPassword: 'phone123', confirmNewPassword: 'phone123' } });
    expect(value.userName).toBe(name);
    expect((await c.call('memberInfo')).statusCode).toBe(401); // the old session ended
    expect((await guest.login(name, 'phone123')).statusCode).toBe(200);
  });

  it('gives free play a trial account with demo credit, blocked from real-account actions', async () => {
    const c = new TestClient(await h.app());
    const value = await c.ok('freePlay', { body: { os: 'linux', platform: 'W' } });
    expect(value.customerType).toBe(4);
    c.token = value.token;
    const info = await c.ok('memberInfo');
    expect(info).toMatchObject({ isTrial: true, type: 4 });
    const row = await h.database.db.selectFrom('members').select('trial_credit').where('id', '=', info.id).executeTakeFirstOrThrow();
    expect(row.trial_credit).toBe(20_000_000n);
    for (const [name, body] of [
      ['changePassword', { oldPassword: 'x', newPassword: 'fresh123', confirmNewPassword: 'fresh123' }],
      ['setIcon', { icon: 'tiger' }],
    ] as const) {
      const res = await c.call(name, { body });
      expect(res.statusCode).toBe(403);
      expect(res.json().errorCode).toBe('in_need_true_account');
    }
    // A trial account cannot log in with a password.
    expect((await c.login(info.account, 'anything1')).json().errorCode).toBe('login.credentials.invalid');
  });

  it('asks a login from an unregistered address for extra verification when LOGINIPVERF3 is on', async () => {
    const code = `V${seq++}IP${Date.now() % 1000}`;
    await h.addBrand(code, {}, []);
    await h.database.db
      .updateTable('brand_modules')
      .set({ enabled: true })
      .where('mod_id', '=', 'LOGINIPVERF3')
      .where('brand_id', '=', (await h.database.db.selectFrom('brands').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id)
      .execute();
    const app = await h.app({ TRUST_PROXY: 'true' });
    const home = new TestClient(app, { merchant: code, 'x-forwarded-for': '203.0.113.5' });
    const name = uniqueName();
    const mobile = `303${Math.floor(Math.random() * 1e7).toString().padStart(7, '0')}`;
    await home.register(name, memberPassword, { mobileNum: mobile, countryDialingCode: '92' });
    expect((await home.login(name, memberPassword)).statusCode).toBe(200);

    const away = new TestClient(app, { merchant: code, 'x-forwarded-for': '198.51.100.7' });
    const challenge = await away.login(name, memberPassword);
    expect(challenge.statusCode).toBe(403);
    const { ticket, methods } = challenge.json().value;
    expect(challenge.json().errorCode).toBe('login_verify_required');
    expect(methods).toEqual(['mobile']);
    expect((await away.call('loginVerification', { body: { ticket, method: 'mobile', value: '3000000000' } })).json().errorCode).toBe('login.verify.failed');
    const ok = await away.ok('loginVerification', { body: { ticket, method: 'mobile', value: `0${mobile}` } });
    expect(ok.userName).toBe(name);
    expect((await away.call('loginVerification', { body: { ticket, method: 'mobile', value: mobile } })).json().errorCode).toBe('login.verify.failed');
    expect((await away.login(name, memberPassword)).statusCode).toBe(200); // the address is known now
  });

  it('refuses protected calls without a session and lets members set language and icon', async () => {
    const c = new TestClient(await h.app());
    for (const name of ['memberInfo', 'avatar', 'icon', 'logout'] as const) {
      const res = await c.call(name, { token: null });
      expect(res.statusCode, name).toBe(401);
      expect(res.json().errorCode).toBe('login.not.session');
    }
    await c.register(uniqueName());
    expect(await c.ok('updateLanguage', { body: { language: 'UR' } })).toEqual({ language: 'UR' });
    expect((await c.ok('memberInfo')).language).toBe('UR');
    expect((await c.call('updateLanguage', { body: { language: 'JA' } })).json().errorCode).toBe('language.not.supported');
    expect(await c.ok('setIcon', { body: { icon: 'tiger' } })).toEqual({ avatar: 'tiger', avatarType: 'STATIC' });
    expect(await c.ok('avatar')).toEqual({ avatar: 'tiger', avatarType: 'STATIC' });
    expect((await c.ok('icon')).icons).toContain('dragon');
  });
});
