import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revealLink } from '@lotus/contract/customer-service';
import type { BrandSettings } from '@lotus/contract/brand-admin';
import { brandSettingsValueSchema } from '@lotus/contract/brand-admin';
import { createHarness, type Harness } from '../../../test/app-harness.ts';
import { TestClient } from '../../../test/api-client.ts';
import { databaseKinds } from '../../../test/databases.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config/config.ts';
import { connectRedis } from '../../platform/redis.ts';
import { hashPassword } from '../../platform/passwords.ts';

let seq = 0;
const uniq = (prefix: string) => `${prefix}${Date.now().toString(36)}${(seq++).toString(36)}`.slice(0, 16).toUpperCase();

describe.each(databaseKinds)('the console brand settings on %s', (kind) => {
  let h: Harness;
  let app: FastifyInstance;
  let ops: TestClient;
  beforeAll(async () => {
    h = await createHarness(kind);
    // A brand cache of an hour: what the site sees after a write is the write clearing it, not the cache lapsing.
    app = await h.app({ OPERATOR_PASSWORD: 'operator-pass-1', BRAND_CACHE_MS: '3600000', TRUST_PROXY: 'true' });
    ops = new TestClient(app);
    ops.token = (await ops.ok('operatorLogin', { body: { username: 'admin', password: 'operator-pass-1' } })).token;
  });
  afterAll(async () => {
    await h?.close();
  });

  async function brand(): Promise<{ id: number; code: string }> {
    const code = await h.addBrand(uniq('B'));
    const row = await h.database.db.selectFrom('brands').select('id').where('code', '=', code).executeTakeFirstOrThrow();
    return { id: row.id, code };
  }
  const settings = async (id: number, client = ops): Promise<BrandSettings> => brandSettingsValueSchema.parse(await client.ok('opBrandSettings', { params: { id } }));
  const site = (code: string, headers: Record<string, string> = {}) => new TestClient(app, { merchant: code, ...headers });
  const status = async (code: string, headers: Record<string, string> = {}) => (await site(code, headers).ok('systemStatus')) as { status: number; maintenance: unknown; info: { whitelabel: { modId: string; enabled: boolean; childrenNodes: { modId: string; enabled: boolean }[] }[] } };
  const flag = (tree: Awaited<ReturnType<typeof status>>['info']['whitelabel'], id: string): boolean | undefined => {
    for (const n of tree) {
      if (n.modId === id) return n.enabled;
      const child = n.childrenNodes.find((c) => c.modId === id);
      if (child) return child.enabled;
    }
    return undefined;
  };
  const configOf = async (id: number) => (await h.database.db.selectFrom('brands').select(['config', 'version']).where('id', '=', id).executeTakeFirstOrThrow());
  const audits = (code: string, action: string) =>
    h.database.db.selectFrom('audit_log').select(['details', 'brand_id', 'operator_id']).where('target', '=', `brand:${code}`).where('action', '=', action).orderBy('id').execute();
  async function scopedOperator(brandId: number) {
    const username = uniq('op').toLowerCase();
    await h.database.db.insertInto('operators').values({ username, password_hash: await hashPassword('scoped-pass-1'), brand_id: brandId }).execute();
    const client = new TestClient(app);
    client.token = (await client.ok('operatorLogin', { body: { username, password: 'scoped-pass-1' } })).token;
    return client;
  }

  it('lists every brand to a deployment-wide operator and only its own to a brand operator', async () => {
    const a = await brand();
    const b = await brand();
    const all = (await ops.ok('opBrands')).rows as { id: number; code: string; isDefault: boolean }[];
    expect(all.map((r) => r.code)).toEqual(expect.arrayContaining(['LOTUS', a.code, b.code]));
    expect(all.find((r) => r.code === 'LOTUS')).toMatchObject({ isDefault: true, name: 'Lotus' });
    const scoped = await scopedOperator(b.id);
    expect((await scoped.ok('opBrands')).rows).toEqual([{ id: b.id, code: b.code, name: 'Lotus', isDefault: false }]);
  });

  it('reads a brand with its version, every module with its own switch and its effective state, and every registration field', async () => {
    const { id, code } = await brand();
    await h.database.db.updateTable('brand_modules').set({ enabled: false }).where('brand_id', '=', id).where('mod_id', '=', 'REWCEN3').execute();
    const s = await settings(id);
    expect(s).toMatchObject({ id, code, version: 1, currencyLocked: false, regional: { currency: 'PKR', timeZone: 'Asia/Karachi', languages: ['EN', 'UR'], defaultLanguage: 'EN' } });
    const mod = (m: string) => s.modules.find((x) => x.modId === m)!;
    expect(mod('COMM3')).toEqual({ modId: 'COMM3', parent: null, enabled: true, effective: true, alwaysOn: true });
    expect(mod('REWCEN3')).toMatchObject({ enabled: false, effective: false });
    // Its own switch is on, but its parent is off.
    expect(mod('MANPLAYREB3')).toEqual({ modId: 'MANPLAYREB3', parent: 'REWCEN3', enabled: true, effective: false, alwaysOn: false });
    expect(mod('LOGINIPVERF3')).toMatchObject({ enabled: false, effective: false });
    expect(s.registration.map((r) => r.field).sort()).toHaveLength(18);
    expect(s.registration.find((r) => r.field === 'username')).toMatchObject({ enabled: true, required: true, minLength: 6, maxLength: 16 });
    expect(s.rebate.rates.SPORTS).toBe(100);
  });

  it('switches a white-label module, and the site shows it on its next call despite the brand cache; audited with before and after', async () => {
    const { id, code } = await brand();
    expect(flag((await status(code)).info.whitelabel, 'MANPLAYREB3')).toBe(true);
    const after = brandSettingsValueSchema.parse(await ops.ok('opBrandModules', { params: { id }, body: { version: 1, settings: { MANPLAYREB3: false } } }));
    expect(after.version).toBe(2);
    expect(after.modules.find((m) => m.modId === 'MANPLAYREB3')).toMatchObject({ enabled: false, effective: false });
    expect(flag((await status(code)).info.whitelabel, 'MANPLAYREB3')).toBe(false);
    // A parent switched off takes its children with it; the call of a module that is off is refused.
    await ops.ok('opBrandModules', { params: { id }, body: { version: 2, settings: { MANPLAYREB3: true, REG3: false } } });
    const tree = (await status(code)).info.whitelabel;
    expect([flag(tree, 'MANPLAYREB3'), flag(tree, 'REG3'), flag(tree, 'USERNAMEREG3')]).toEqual([true, false, false]);
    expect((await site(code).call('registerSettings')).json().errorCode).toBe('function.not.available');

    const rows = await audits(code, 'brand.modules.update');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.brand_id).toBe(id);
    expect(rows[0]!.details).toEqual({ version: { from: 1, to: 2 }, before: { MANPLAYREB3: true }, after: { MANPLAYREB3: false } });
    expect(rows[1]!.details).toMatchObject({ before: { MANPLAYREB3: false, REG3: true }, after: { MANPLAYREB3: true, REG3: false } });
  });

  it('refuses bad input with a clear code and changes nothing', async () => {
    const { id } = await brand();
    const before = await configOf(id);
    const refusals: [Parameters<TestClient['call']>[0], unknown][] = [
      ['opBrandModules', { COMM3: false }],
      ['opBrandModules', { NOSUCH3: true }],
      ['opBrandRegistration', [{ field: 'username', enabled: true, required: true, patternId: 'ALPHANUMERIC', acceptedPattern: '([a-z', minLength: 6, maxLength: 16 }]],
      ['opBrandRegistration', [{ field: 'email', enabled: true, required: true, patternId: 'EMAIL', acceptedPattern: '*', minLength: 10, maxLength: 5 }]],
      ['opBrandRegistration', [{ field: 'email', enabled: true, required: true, patternId: 'NOSUCH', acceptedPattern: '*', minLength: 0, maxLength: 64 }]],
      ['opBrandWithdrawal', { minAmount: '900', maxAmount: '100', perDay: 5, turnoverMultiple: 1, autoReceiptMinutes: 60, allowOpenTurnover: false }],
      ['opBrandWithdrawal', { minAmount: '100', maxAmount: '500', perDay: 5, turnoverMultiple: 1.005, autoReceiptMinutes: 60, allowOpenTurnover: false }],
      ['opBrandRegional', { currency: 'PKR', currencySymbol: 'Rs', timeZone: 'Mars/Olympus', languages: ['EN'], defaultLanguage: 'EN' }],
      ['opBrandRegional', { currency: 'PKR', currencySymbol: 'Rs', timeZone: 'UTC', languages: ['EN'], defaultLanguage: 'UR' }],
      ['opBrandRegional', { currency: 'QQQ', currencySymbol: 'Q', timeZone: 'UTC', languages: ['EN'], defaultLanguage: 'EN' }],
      ['opBrandDomains', { publicUrls: ['https://play.example.com/login'], mainDomain: '', routes: [] }],
      ['opBrandDomains', { publicUrls: [], mainDomain: 'not a host', routes: [] }],
      ['opBrandDomains', { publicUrls: [], mainDomain: '', routes: [{ siteHost: null, url: 'ftp://files.example.com', speed: 1 }] }],
      ['opBrandMaintenance', { windows: [{ from: '2026-05-01T12:00:00Z', to: '2026-05-01T10:00:00Z', message: {}, allowIps: [] }] }],
      ['opBrandMaintenance', { windows: [{ from: '2026-05-01T10:00:00Z', to: '2026-05-01T12:00:00Z', message: {}, allowIps: ['10.0.0.0/33'] }] }],
      ['opBrandAccess', { regionRestriction: { mode: 'block', countries: ['pk'] }, ipRestriction: { allow: [], deny: [] } }],
      ['opBrandAccess', { regionRestriction: null, ipRestriction: { allow: [], deny: ['300.1.2.3'] } }],
      ['opBrandRebate', { mode: 'manual', rates: { SPORTS: 5000 } }],
      ['opBrandRebate', { mode: 'weekly', rates: {} }],
    ];
    for (const [call, body] of refusals) {
      const res = await ops.call(call, { params: { id }, body: { version: 1, settings: body } });
      expect([call, res.statusCode, res.json().errorCode]).toEqual([call, 400, 'request_param_err']);
    }
    // Checks only the database can make have codes of their own.
    const unknownCountry = await ops.call('opBrandAccess', { params: { id }, body: { version: 1, settings: { regionRestriction: { mode: 'block', countries: ['PK', 'XX'] }, ipRestriction: { allow: [], deny: [] } } } });
    expect(unknownCountry.statusCode).toBe(400);
    expect(unknownCountry.json()).toMatchObject({ errorCode: 'brand.config.invalid', value: { issues: [{ path: ['regionRestriction', 'countries', '1'], message: 'countryInvalid' }] } });
    // An unknown brand, and a version that is not a number.
    expect((await ops.call('opBrandSettings', { params: { id: 999_999 } })).json().errorCode).toBe('not.found');
    expect((await ops.call('opBrandRebate', { params: { id }, body: { version: 'one', settings: { mode: 'manual', rates: {} } } })).statusCode).toBe(400);
    expect(await configOf(id)).toEqual(before);
  });

  it('refuses a stale write with brand.version.stale and keeps the change that came first; parallel writes of one version: one wins', async () => {
    const { id, code } = await brand();
    const first = await ops.call('opBrandRebate', { params: { id }, body: { version: 1, settings: { mode: 'automatic', rates: { SPORTS: 120 } } } });
    expect(first.statusCode).toBe(200);
    const second = await ops.call('opBrandWithdrawal', { params: { id }, body: { version: 1, settings: { minAmount: '50', maxAmount: '1000', perDay: 3, turnoverMultiple: 2, autoReceiptMinutes: 30, allowOpenTurnover: true } } });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ errorCode: 'brand.version.stale', value: { version: 2 } });
    const s = await settings(id);
    expect(s.rebate).toEqual({ mode: 'automatic', rates: { SPORTS: 120 } });
    expect(s.withdrawal.perDay).toBe(5);

    const answers = await Promise.all(
      [1, 2, 3, 4].map((n) => ops.call('opBrandRebate', { params: { id }, body: { version: 2, settings: { mode: 'manual', rates: { LOTT: n } } } })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const winner = answers.find((r) => r.statusCode === 200)!.json().value as BrandSettings;
    expect((await settings(id)).rebate).toEqual(winner.rebate);
    expect((await configOf(id)).version).toBe(3);
    expect(await audits(code, 'brand.rebate.update')).toHaveLength(2);
  });

  it("keeps a brand operator to its own brand, and a write to one brand leaves another untouched", async () => {
    const a = await brand();
    const b = await brand();
    const scoped = await scopedOperator(b.id);
    const beforeA = await configOf(a.id);
    expect((await scoped.call('opBrandSettings', { params: { id: a.id } })).json().errorCode).toBe('not.found');
    const refused = await scoped.call('opBrandModules', { params: { id: a.id }, body: { version: 1, settings: { FREEPLAY3: false } } });
    expect(refused.statusCode).toBe(404);
    expect(await configOf(a.id)).toEqual(beforeA);

    await scoped.ok('opBrandModules', { params: { id: b.id }, body: { version: 1, settings: { FREEPLAY3: false } } });
    await scoped.ok('opBrandRegional', { params: { id: b.id }, body: { version: 2, settings: { currency: 'PKR', currencySymbol: 'Rs', timeZone: 'Asia/Dubai', languages: ['EN'], defaultLanguage: 'EN' } } });
    expect(flag((await status(b.code)).info.whitelabel, 'FREEPLAY3')).toBe(false);
    expect(flag((await status(a.code)).info.whitelabel, 'FREEPLAY3')).toBe(true);
    expect(await configOf(a.id)).toEqual(beforeA);
    expect((await settings(a.id)).regional.timeZone).toBe('Asia/Karachi');
    expect((await site(b.code).ok('systemStatus')).info.brand).toMatchObject({ currencySymbol: 'Rs', timeZone: 'Asia/Dubai', languages: ['EN'] });
  });

  it('writes registration rules the site form and the server use at once', async () => {
    const { id, code } = await brand();
    const s = await settings(id);
    const rules = s.registration.map((r) => (r.field === 'email' ? { ...r, enabled: true, required: true, patternId: 'EMAIL', acceptedPattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', minLength: 5, maxLength: 80 } : r));
    const after = brandSettingsValueSchema.parse(await ops.ok('opBrandRegistration', { params: { id }, body: { version: 1, settings: rules } }));
    expect(after.registration.map((r) => r.field)).toEqual(rules.map((r) => r.field));
    const served = (await site(code).ok('registerSettings')) as { field: string }[];
    expect(served.find((r) => r.field === 'email')).toMatchObject({ enabled: true, required: true, patternId: 'EMAIL', minLength: 5, maxLength: 80 });
    const [row] = await audits(code, 'brand.registration.update');
    expect(row!.details).toMatchObject({ before: { email: { required: false } }, after: { email: { required: true, minLength: 5 } } });
    expect(Object.keys((row!.details as { after: object }).after)).toEqual(['email']);
  });

  it('locks the currency once money has moved, and says so; the symbol, zone and languages still change', async () => {
    const { id, code } = await brand();
    const regional = (currency: string, timeZone = 'Asia/Karachi') => ({ currency, currencySymbol: currency === 'PKR' ? 'P' : '$', timeZone, languages: ['EN', 'UR'], defaultLanguage: 'EN' });
    // No money yet: the currency may change (and back).
    await ops.ok('opBrandRegional', { params: { id }, body: { version: 1, settings: regional('USD') } });
    await ops.ok('opBrandRegional', { params: { id }, body: { version: 2, settings: regional('PKR') } });

    const member = site(code);
    const registered = await member.register(uniq('m').toLowerCase());
    await ops.ok('opAdjust', { params: { id: registered.id }, body: { amount: '25', reason: 'opening credit', requestId: crypto.randomUUID() } });
    const s = await settings(id);
    expect(s.currencyLocked).toBe(true);
    const locked = await ops.call('opBrandRegional', { params: { id }, body: { version: 3, settings: regional('USD') } });
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toMatchObject({ errorCode: 'brand.currency.locked', value: { currency: 'PKR' } });
    expect((await settings(id)).regional.currency).toBe('PKR');
    const ok = brandSettingsValueSchema.parse(await ops.ok('opBrandRegional', { params: { id }, body: { version: 3, settings: { ...regional('PKR', 'UTC'), currencySymbol: 'Rs' } } }));
    expect(ok.regional).toMatchObject({ currency: 'PKR', currencySymbol: 'Rs', timeZone: 'UTC' });
  });

  it('writes withdrawal rules that the wallet applies, and cashback rates that rewards read', async () => {
    const { id, code } = await brand();
    await ops.ok('opBrandWithdrawal', { params: { id }, body: { version: 1, settings: { minAmount: '250', maxAmount: '1000.5', perDay: 2, turnoverMultiple: 1.5, autoReceiptMinutes: 90, allowOpenTurnover: true } } });
    const member = site(code);
    await member.register(uniq('w').toLowerCase());
    expect(await member.ok('withdrawalRules')).toMatchObject({ minAmount: '250.0000', maxAmount: '1000.5000' });
    await ops.ok('opBrandRebate', { params: { id }, body: { version: 2, settings: { mode: 'automatic', rates: { LOTT: 75, SPORTS: 0 } } } });
    const brandContext = await app.rewards.brands.byId(id);
    expect(brandContext.config.rebate).toEqual({ mode: 'automatic', rates: { LOTT: 75, SPORTS: 0 } });
    expect(brandContext.config.withdrawal).toMatchObject({ perDay: 2, turnoverMultiple: 1.5, allowOpenTurnover: true });
  });

  it('writes domains: public addresses as origins, the main domain, and the route list the site gets', async () => {
    const { id, code } = await brand();
    const after = brandSettingsValueSchema.parse(
      await ops.ok('opBrandDomains', {
        params: { id },
        body: { version: 1, settings: { publicUrls: ['https://play.example.com/', 'https://m.example.com:8443'], mainDomain: 'example.com', routes: [{ siteHost: null, url: 'https://line1.example.com', speed: 30 }, { siteHost: 'm.example.com', url: 'https://line2.example.com', speed: 10 }] } },
      }),
    );
    expect(after.domains.publicUrls).toEqual(['https://play.example.com', 'https://m.example.com:8443']);
    expect((await site(code).ok('domainRoute')).routers).toEqual([{ url: 'https://line1.example.com', speed: 30 }]);
    expect((await site(code).ok('systemStatus')).info.mainDomain).toBe('example.com');
  });

  it('schedules maintenance windows with a message, which the site shows while one is on; allowed addresses still get in', async () => {
    const { id, code } = await brand();
    const from = new Date(Date.now() - 60_000).toISOString();
    const to = new Date(Date.now() + 3_600_000).toISOString();
    const later = { from: new Date(Date.now() + 86_400_000).toISOString(), to: new Date(Date.now() + 90_000_000).toISOString(), message: {}, allowIps: [] };
    await ops.ok('opBrandMaintenance', { params: { id }, body: { version: 1, settings: { windows: [later, { from, to, message: { EN: 'New games arrive at 3 pm.' }, allowIps: ['10.20.0.0/16'] }] } } });
    const now = await status(code);
    expect(now.status).toBe(1);
    expect(now.maintenance).toEqual({ from, to, message: 'New games arrive at 3 pm.' });
    expect((await status(code, { 'x-forwarded-for': '10.20.3.4' })).status).toBe(0);
    await ops.ok('opBrandMaintenance', { params: { id }, body: { version: 2, settings: { windows: [later] } } });
    expect((await status(code)).status).toBe(0);
  });

  it('restricts by address and country: a denied address sees the restriction page, an allowed one gets in', async () => {
    const { id, code } = await brand();
    await ops.ok('opBrandAccess', { params: { id }, body: { version: 1, settings: { regionRestriction: { mode: 'allow', countries: ['PK'] }, ipRestriction: { allow: ['8.8.8.0/24'], deny: ['39.32.0.1'] } } } });
    expect((await status(code, { 'x-forwarded-for': '39.32.0.1' })).status).toBe(2); // in PK, but denied
    expect((await status(code, { 'x-forwarded-for': '39.32.0.2' })).status).toBe(0); // in PK
    expect((await status(code, { 'x-forwarded-for': '8.8.8.8' })).status).toBe(0); // US, but allowed
    expect((await status(code, { 'x-forwarded-for': '1.1.1.1' })).status).toBe(2); // elsewhere
    expect((await settings(id)).access).toEqual({ regionRestriction: { mode: 'allow', countries: ['PK'] }, ipRestriction: { allow: ['8.8.8.0/24'], deny: ['39.32.0.1'] } });
  });

  it('names the brand and gives it a logo and an icon, which the site shows at once; refuses addresses a page could not or must not load', async () => {
    const { id, code } = await brand();
    const brandInfo = async () => ((await site(code).ok('systemStatus')) as { info: { brand: { name: string; logoUrl: string | null; iconUrl: string | null } } }).info.brand;
    expect(await brandInfo()).toMatchObject({ logoUrl: null, iconUrl: null });
    const identity = { name: 'Golden Lotus', logoUrl: 'https://cdn.example.com/golden/logo.svg', iconUrl: '/brand/golden-icon.png' };
    await ops.ok('opBrandIdentity', { params: { id }, body: { version: 1, settings: identity } });
    expect(await brandInfo()).toMatchObject(identity);
    expect((await settings(id)).identity).toEqual(identity);
    expect((await ops.ok('opBrands')).rows.find((r: { id: number }) => r.id === id).name).toBe('Golden Lotus');
    const [audit] = await audits(code, 'brand.identity.update');
    expect(audit!.details).toMatchObject({ before: { logoUrl: null, iconUrl: null }, after: identity });
    const bad = [
      { ...identity, logoUrl: 'javascript:alert(1)' },
      { ...identity, logoUrl: 'http://cdn.example.com/logo.png' }, // blocked by the site's content policy on https
      { ...identity, iconUrl: 'data:image/svg+xml,<svg/>' },
      { ...identity, iconUrl: '//evil.example.com/icon.png' },
      { ...identity, name: '' },
      { ...identity, name: 'x'.repeat(41) },
      { ...identity, name: 'Bad\u0000Name' },
      { ...identity, colour: '#fff' },
    ];
    for (const settings of bad) {
      const r = await ops.call('opBrandIdentity', { params: { id }, body: { version: 2, settings } });
      expect([r.statusCode, r.json().errorCode], JSON.stringify(settings)).toEqual([400, 'request_param_err']);
    }
    expect((await configOf(id)).version).toBe(2);
    await ops.ok('opBrandIdentity', { params: { id }, body: { version: 2, settings: { name: 'Golden Lotus', logoUrl: null, iconUrl: null } } });
    expect(await brandInfo()).toMatchObject({ name: 'Golden Lotus', logoUrl: null, iconUrl: null });
  });

  it("serves a visitor's first call the brand whose site they opened, by its public address or main domain; refuses an address another brand uses", async () => {
    const { id, code } = await brand();
    const host = `${code.toLowerCase()}.example.com`;
    await ops.ok('opBrandDomains', { params: { id }, body: { version: 1, settings: { publicUrls: [`https://play.${host}`], mainDomain: host, routes: [] } } });
    const visitor = (headers: Record<string, string>, query?: Record<string, string>) => new TestClient(app, headers).ok('systemStatus', query ? { query } : {});
    const brandOf = async (headers: Record<string, string>, query?: Record<string, string>) => ((await visitor(headers, query)) as { info: { brand: { merchantCode: string } } }).info.brand.merchantCode;
    const defaultCode = (await h.database.db.selectFrom('brands').select('code').where('is_default', '=', true).executeTakeFirstOrThrow()).code;
    expect(await brandOf({ host: `play.${host}` })).toBe(code);
    expect(await brandOf({ host: `PLAY.${host.toUpperCase()}` })).toBe(code);
    expect(await brandOf({ host: `www.${host}` })).toBe(code);
    expect(await brandOf({ host: host })).toBe(code);
    // The page's own host, sent by the site when its API is on another domain.
    expect(await brandOf({ host: 'api.deployment.example' }, { host: `play.${host}` })).toBe(code);
    expect(await brandOf({ host: 'elsewhere.example' })).toBe(defaultCode);
    expect(await brandOf({ host: `play.${host}:8443` })).toBe(defaultCode);
    // A brand named by the Merchant header is that brand, whatever the host.
    expect(await brandOf({ host: `play.${host}`, merchant: defaultCode })).toBe(defaultCode);

    // Another brand may not take these addresses; the brand itself may keep them.
    const other = await brand();
    for (const settings of [
      { publicUrls: [`https://play.${host}`], mainDomain: '', routes: [] },
      { publicUrls: [], mainDomain: `www.${host}`, routes: [] },
    ]) {
      const r = await ops.call('opBrandDomains', { params: { id: other.id }, body: { version: 1, settings } });
      expect([r.statusCode, r.json().errorCode], JSON.stringify(settings)).toEqual([400, 'brand.config.invalid']);
      expect(r.json().value.issues[0].message).toBe('hostTaken');
    }
    expect((await configOf(other.id)).version).toBe(1);
    await ops.ok('opBrandDomains', { params: { id }, body: { version: 2, settings: { publicUrls: [`https://play.${host}`, `https://m.${host}`], mainDomain: host, routes: [] } } });
    expect(await brandOf({ host: `m.${host}` })).toBe(code);
  });

  it("makes a brand from another's settings: its own code, name, money and clock, the rest copied; the site serves it at once", async () => {
    const db = h.database.db;
    const source = await db.selectFrom('brands').select(['id', 'code']).where('is_default', '=', true).executeTakeFirstOrThrow();
    const code = uniq('N');
    const input = { code, name: 'Desert Star', copyFrom: source.id, currency: 'AED', currencySymbol: 'د.إ', timeZone: 'Asia/Dubai' };
    const made = brandSettingsValueSchema.parse(await ops.ok('opCreateBrand', { body: input }));
    const before = await settings(source.id);
    expect(made).toMatchObject({ code, name: 'Desert Star', isDefault: false, version: 1, currencyLocked: false, identity: { name: 'Desert Star', logoUrl: null, iconUrl: null } });
    expect(made.regional).toEqual({ ...before.regional, currency: 'AED', currencySymbol: 'د.إ', timeZone: 'Asia/Dubai' });
    expect(made.modules).toEqual(before.modules);
    expect(made.registration).toEqual(before.registration);
    expect(made.withdrawal).toEqual(before.withdrawal);
    expect(made.rebate).toEqual(before.rebate);
    expect(made.domains).toEqual({ publicUrls: [], mainDomain: '', routes: [] });
    // Lottery games: the same games; those on the source brand's clock move to the new one's, a station's zone stays.
    const games = async (brandId: number) => db.selectFrom('lottery_games').select(['code', 'time_zone', 'enabled']).where('brand_id', '=', brandId).orderBy('code').execute();
    const [sourceGames, madeGames] = [await games(source.id), await games(made.id)];
    expect(madeGames.map((g) => g.code)).toEqual(sourceGames.map((g) => g.code));
    expect(madeGames.find((g) => g.code === 'lf-3d')?.time_zone).toBe('Asia/Dubai');
    expect(madeGames.find((g) => g.code === 'lhc-hk')?.time_zone).toBe('Asia/Hong_Kong');
    // The help centre, tree and all (the footer names articles by slug).
    const help = async (brandId: number) => db.selectFrom('help_articles as a').leftJoin('help_articles as p', 'p.id', 'a.parent_id').select(['a.slug', 'a.language', 'a.title', 'p.slug as parent', 'p.brand_id as parentBrand']).where('a.brand_id', '=', brandId).orderBy('a.language').orderBy('a.slug').orderBy('a.title').execute();
    const [sourceHelp, madeHelp] = [await help(source.id), await help(made.id)];
    expect(madeHelp.length).toBeGreaterThan(0);
    expect(madeHelp.map(({ parentBrand: _, ...a }) => a)).toEqual(sourceHelp.map(({ parentBrand: _, ...a }) => a));
    expect(madeHelp.every((a) => a.parentBrand === null || a.parentBrand === made.id)).toBe(true);
    // No payment channel: its accounts belong to another brand.
    expect(await db.selectFrom('payment_channels').select('id').where('brand_id', '=', made.id).execute()).toEqual([]);
    // The site: named by Merchant at once, despite the hour-long brand cache.
    const info = ((await site(code).ok('systemStatus')) as { info: { brand: { merchantCode: string; name: string; currency: string; timeZone: string } } }).info.brand;
    expect(info).toMatchObject({ merchantCode: code, name: 'Desert Star', currency: 'AED', timeZone: 'Asia/Dubai' });
    const [audit] = await audits(code, 'brand.create');
    expect(audit).toMatchObject({ brand_id: made.id, details: { copiedFrom: source.code, name: 'Desert Star' } });
    expect((await ops.ok('opBrands')).rows.map((r: { code: string }) => r.code)).toContain(code);
  });

  it('refuses a merchant code in use (in any case), a bad one, or a brand to copy that does not exist; two makers of one code get one brand', async () => {
    const { id, code } = await brand();
    const body = (over: object) => ({ code: uniq('N'), name: 'Another', copyFrom: id, currency: 'PKR', currencySymbol: 'Rs', timeZone: 'Asia/Karachi', ...over });
    const count = async () => Number((await h.database.db.selectFrom('brands').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const n = await count();
    for (const taken of [code, code.toLowerCase()]) {
      const r = await ops.call('opCreateBrand', { body: body({ code: taken }) });
      if (taken === code) expect([r.statusCode, r.json().errorCode]).toEqual([409, 'brand.code.taken']);
      else expect([r.statusCode, r.json().errorCode]).toEqual([400, 'request_param_err']); // lower case is not a code we make
    }
    expect([(await ops.call('opCreateBrand', { body: body({ code: code.slice(0, 8) + '-x' }) })).statusCode]).toEqual([400]);
    for (const bad of [{ code: 'A' }, { code: 'HAS SPACE' }, { code: 'X'.repeat(17) }, { currency: 'XXQ' }, { timeZone: 'Mars/Olympus' }, { name: '' }, { copyFrom: 0 }, { isDefault: true }]) {
      const r = await ops.call('opCreateBrand', { body: body(bad) });
      expect([r.statusCode, r.json().errorCode], JSON.stringify(bad)).toEqual([400, 'request_param_err']);
    }
    expect((await ops.call('opCreateBrand', { body: body({ copyFrom: 999_999 }) })).json().errorCode).toBe('not.found');
    const twin = body({});
    const answers = await Promise.all([ops.call('opCreateBrand', { body: twin }), ops.call('opCreateBrand', { body: twin })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await count()).toBe(n + 1);
    // A brand's own operator, holding brand.manage, makes no brand.
    const scoped = await scopedOperator(id);
    const r = await scoped.call('opCreateBrand', { body: body({}) });
    expect([r.statusCode, r.json().errorCode]).toEqual([403, 'operator.forbidden']);
    expect(await count()).toBe(n + 1);
  });

  it('points customer service at the built-in chat room or at an outside link (sent obfuscated), with a VIP desk; refuses a link mode without a link', async () => {
    const { id, code } = await brand();
    const paths = async () => (await site(code).ok('customerService')).version.pathList as { type: number; path: string }[];
    await ops.ok('opBrandCustomerService', { params: { id }, body: { version: 1, settings: { mode: 'link', link: 'https://chat.example.com/room', vipLink: 'https://vip.example.com/' } } });
    const linked = await paths();
    expect(linked.map((e) => e.type)).toEqual([3, 2]);
    expect(await revealLink(linked[0]!.path)).toBe('https://chat.example.com/room');
    expect((await settings(id)).customerService).toEqual({ mode: 'link', link: 'https://chat.example.com/room', vipLink: 'https://vip.example.com/' });
    await ops.ok('opBrandCustomerService', { params: { id }, body: { version: 2, settings: { mode: 'builtin', link: null, vipLink: null } } });
    expect(await paths()).toEqual([{ type: 4, path: 'chat', label: 'live chat' }]);
    for (const bad of [{ mode: 'link', link: null, vipLink: null }, { mode: 'link', link: 'javascript:alert(1)', vipLink: null }, { mode: 'chat', link: null, vipLink: null }]) {
      const r = await ops.call('opBrandCustomerService', { params: { id }, body: { version: 3, settings: bad } });
      expect([r.statusCode, r.json().errorCode], JSON.stringify(bad)).toEqual([400, 'request_param_err']);
    }
    expect((await configOf(id)).version).toBe(3);
  });
});

/** With Redis, a write in one process reaches a second process's site at once, whatever its brand cache. */
describe.runIf(process.env.TEST_REDIS_URL)('brand settings across processes over Redis', () => {
  it('clears the other process cache when a brand is written', async () => {
    const h = await createHarness('pglite');
    const [redisA, redisB] = await Promise.all([connectRedis(process.env.TEST_REDIS_URL!), connectRedis(process.env.TEST_REDIS_URL!)]);
    const config = loadConfig({ LOG_LEVEL: 'silent', BRAND_CACHE_MS: '3600000', WEB_DIST: '/nonexistent', OPERATOR_PASSWORD: 'operator-pass-1', DATA_DIR: h.dataDir });
    const a = await buildApp({ config, database: h.database, redis: redisA, logger: false });
    const b = await buildApp({ config, database: h.database, redis: redisB, logger: false });
    try {
      const freePlay = async () => ((await b.inject({ method: 'GET', url: '/wps/system/whitelabel' })).json().value.flags as Record<string, boolean>).FREEPLAY3;
      expect(await freePlay()).toBe(true);
      const ops = new TestClient(a);
      ops.token = (await ops.ok('operatorLogin', { body: { username: 'admin', password: 'operator-pass-1' } })).token;
      const id = (await ops.ok('opBrands')).rows[0].id as number;
      const { version } = await ops.ok('opBrandSettings', { params: { id } });
      await ops.ok('opBrandModules', { params: { id }, body: { version, settings: { FREEPLAY3: false } } });
      await expect.poll(freePlay, { timeout: 5000 }).toBe(false);
    } finally {
      await Promise.all([a.close(), b.close()]);
      await Promise.all([redisA.close(), redisB.close()]);
      await h.close();
    }
  });
});
