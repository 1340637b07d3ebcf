import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statusValueSchema, countrySchema, helpArticleSchema } from '@lotus/contract/system';
import { revealLink } from '@lotus/contract/customer-service';
import { failureSchema } from '@lotus/contract/envelope';
import { createHarness, type Harness } from '../../../test/app-harness.ts';
import { databaseKinds } from '../../../test/databases.ts';

const PK_IP = '39.32.0.1'; // in Pakistan according to the embedded GeoIP database
const US_IP = '8.8.8.8';

describe.each(databaseKinds)('system calls on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('answers the status call for the default brand when no Merchant header is sent', async () => {
    const app = await h.app();
    const res = await app.inject({ method: 'GET', url: '/wps/system/status' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    const value = statusValueSchema.parse(body.value);
    expect(value.status).toBe(0);
    expect(value.info.brand.merchantCode).toBe('LOTUS');
    expect(value.info.brand.languages).toEqual(['EN', 'UR']);
    expect(value.location).toEqual({ ip: '127.0.0.1', country: '' });
    expect(value.info.whitelabel.find((n) => n.modId === 'REG3')?.enabled).toBe(true);
    expect(value.info.register.find((r) => r.field === 'username')).toMatchObject({ enabled: true, required: true, minLength: 6, maxLength: 16 });
    expect(value.info.domainRoute).toEqual([{ url: 'http://localhost:80', speed: 0 }]);
  });

  it('serves the brand named by the Merchant header, and refuses an unknown merchant', async () => {
    await h.addBrand('SECOND', { name: 'Second Brand', languages: ['EN'] });
    const app = await h.app();
    const second = await app.inject({ method: 'GET', url: '/wps/system/status', headers: { merchant: 'SECOND' } });
    expect(second.json().value.info.brand).toMatchObject({ merchantCode: 'SECOND', name: 'Second Brand', languages: ['EN'] });

    for (const merchant of ['NOPE', "x' or 1=1 --", 'A'.repeat(200)]) {
      const res = await app.inject({ method: 'GET', url: '/wps/system/status', headers: { merchant } });
      expect(res.statusCode).toBe(400);
      expect(failureSchema.parse(res.json()).errorCode).toBe('merchant.not.exist');
    }
  });

  it('gates a call whose white-label module is off with function.not.available', async () => {
    await h.addBrand('NOREG', {}, ['REG3']);
    const app = await h.app();
    const off = await app.inject({ method: 'GET', url: '/wps/system/setting/register', headers: { merchant: 'NOREG' } });
    expect(off.statusCode).toBe(403);
    expect(off.json()).toMatchObject({ success: false, errorCode: 'function.not.available' });

    const flags = (await app.inject({ method: 'GET', url: '/wps/system/whitelabel', headers: { merchant: 'NOREG' } })).json().value.flags;
    expect(flags).toMatchObject({ REG3: false, MOBILENUMREG3: false, REGMOBVERF3: false, FREEPLAY3: true, COMM3: true });

    const on = await app.inject({ method: 'GET', url: '/wps/system/setting/register' });
    expect(on.statusCode).toBe(200);
    expect(on.json().value.map((r: { field: string }) => r.field)).toContain('username');
  });

  it('checks the Module-Id header against the call', async () => {
    const app = await h.app();
    const ok = await app.inject({ method: 'GET', url: '/wps/system/setting/register', headers: { 'module-id': 'REG3' } });
    expect(ok.statusCode).toBe(200);
    const unknown = await app.inject({ method: 'GET', url: '/wps/system/setting/register', headers: { 'module-id': 'BOGUS9' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errorCode).toBe('module.id.unknown');
    const mismatch = await app.inject({ method: 'GET', url: '/wps/system/setting/register', headers: { 'module-id': 'COMM3' } });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errorCode).toBe('module.id.mismatch');
  });

  it('reports maintenance in the status and refuses ordinary calls with the window, except for allowed IPs', async () => {
    const from = new Date(h.clock.now.getTime() - 60_000).toISOString();
    const to = new Date(h.clock.now.getTime() + 3_600_000).toISOString();
    await h.addBrand('MAINT', { maintenanceWindows: [{ from, to, message: { UR: 'اپ گریڈ جاری ہے' }, allowIps: ['10.9.9.0/24'] }] });
    const app = await h.app({ TRUST_PROXY: 'true' });
    const status = (await app.inject({ method: 'GET', url: '/wps/system/status', headers: { merchant: 'MAINT' } })).json().value;
    expect(status.status).toBe(1);
    expect(status.maintenance).toEqual({ from, to });
    // The operator's message shows in the language that has one.
    const inUrdu = (await app.inject({ method: 'GET', url: '/wps/system/status', headers: { merchant: 'MAINT', language: 'UR' } })).json().value;
    expect(inUrdu.maintenance).toEqual({ from, to, message: 'اپ گریڈ جاری ہے' });

    const refused = await app.inject({ method: 'GET', url: '/wps/system/setting/register', headers: { merchant: 'MAINT' } });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ errorCode: 'function.not.available', value: { maintenance: { from, to } } });

    // The calls the maintenance page needs still answer.
    expect((await app.inject({ method: 'GET', url: '/wps/system/customerService', headers: { merchant: 'MAINT' } })).statusCode).toBe(200);

    const operator = await app.inject({ method: 'GET', url: '/wps/system/setting/register', headers: { merchant: 'MAINT', 'x-forwarded-for': '10.9.9.9' } });
    expect(operator.statusCode).toBe(200);

    h.clock.now = new Date(Date.parse(to) + 1000);
    try {
      expect((await app.inject({ method: 'GET', url: '/wps/system/status', headers: { merchant: 'MAINT' } })).json().value.status).toBe(0);
    } finally {
      h.clock.now = new Date();
    }
  });

  it('restricts regions by the country of the client IP, from GeoIP or a trusted proxy header', async () => {
    await h.addBrand('NOPK', { regionRestriction: { mode: 'block', countries: ['PK'] } });
    const app = await h.app({ TRUST_PROXY: 'true', GEOIP_COUNTRY_HEADER: 'cf-ipcountry' });
    const pk = (await app.inject({ method: 'GET', url: '/wps/system/status', headers: { merchant: 'NOPK', 'x-forwarded-for': PK_IP } })).json().value;
    expect(pk.status).toBe(2);
    expect(pk.regionRestriction).toBe(true);
    expect(pk.location).toEqual({ ip: PK_IP, country: 'PK' });

    const us = (await app.inject({ method: 'GET', url: '/wps/system/status', headers: { merchant: 'NOPK', 'x-forwarded-for': US_IP } })).json().value;
    expect(us).toMatchObject({ status: 0, location: { ip: US_IP, country: 'US' } });

    const viaHeader = (await app.inject({ method: 'GET', url: '/wps/system/status', headers: { merchant: 'NOPK', 'x-forwarded-for': US_IP, 'cf-ipcountry': 'pk' } })).json().value;
    expect(viaHeader.location.country).toBe('PK');

    const refused = await app.inject({ method: 'PUT', url: '/wps/feedback', headers: { merchant: 'NOPK', 'x-forwarded-for': PK_IP }, payload: { category: 'other', content: 'one two three four five' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorCode).toBe('region.restricted');
  });

  it('does not believe forwarded addresses or country headers without TRUST_PROXY', async () => {
    const app = await h.app({ GEOIP_COUNTRY_HEADER: 'cf-ipcountry' });
    const v = (await app.inject({ method: 'GET', url: '/wps/system/status', headers: { 'x-forwarded-for': PK_IP, 'cf-ipcountry': 'PK' } })).json().value;
    expect(v.location).toEqual({ ip: '127.0.0.1', country: '' });
  });

  it('serves help centre articles in the request language, with children and slugs', async () => {
    const app = await h.app();
    const en = (await app.inject({ method: 'GET', url: '/wps/system/helpCenter' })).json().value;
    const ur = (await app.inject({ method: 'GET', url: '/wps/system/helpCenter', headers: { language: 'UR' } })).json().value;
    for (const a of [...en, ...ur]) helpArticleSchema.parse(a);
    expect(en.find((a: { slug: string }) => a.slug === 'terms').title).toBe('General Terms and Conditions');
    expect(ur.find((a: { slug: string }) => a.slug === 'terms').title).toBe('عمومی شرائط و ضوابط');
    const started = en.find((a: { slug: string }) => a.slug === 'getting-started');
    expect(started.children.map((c: { slug: string }) => c.slug)).toEqual(['register', 'deposit', 'withdraw']);
    // An unsupported language falls back to the brand default rather than failing.
    const xx = await app.inject({ method: 'GET', url: '/wps/system/helpCenter', headers: { language: 'XX' } });
    expect(xx.json().value[0].title).toBe(en[0].title);
  });

  it('lists countries with dialing codes', async () => {
    const app = await h.app();
    const list = (await app.inject({ method: 'GET', url: '/wps/system/country' })).json().value;
    expect(list.length).toBeGreaterThan(200);
    for (const c of list.slice(0, 5)) countrySchema.parse(c);
    expect(list.find((c: { countryCode: string }) => c.countryCode === 'PK')).toMatchObject({ countryDialingCode: '92', name: 'Pakistan' });
  });

  it('sends customer-service links, type 3 obfuscated so that its last 8 characters open it', async () => {
    const app = await h.app();
    // The demo brand uses the built-in chat room; a brand with an outside chat lists its links.
    expect((await app.inject({ method: 'GET', url: '/wps/system/customerService' })).json().value.version.pathList).toEqual([{ type: 4, path: 'chat', label: 'live chat' }]);
    const code = await h.addBrand('CSLINK', { customerService: [{ type: 1, path: '/help?article=contact', label: 'live chat' }, { type: 3, path: '/help?article=contact', label: 'customer service' }] });
    const list = (await app.inject({ method: 'GET', url: '/wps/system/customerService', headers: { merchant: code } })).json().value.version.pathList;
    const type3 = list.find((e: { type: number }) => e.type === 3);
    expect(type3.path).not.toContain('/help');
    expect(await revealLink(type3.path)).toBe('/help?article=contact');
    expect(list.find((e: { type: number }) => e.type === 1).path).toBe('/help?article=contact');
  });

  it('publishes one RSA-OAEP public key that WebCrypto can import, the same for every app of the deployment', async () => {
    const a = (await (await h.app()).inject({ method: 'GET', url: '/wps/session/key/rsa' })).json().value;
    const b = (await (await h.app()).inject({ method: 'GET', url: '/wps/session/key/rsa' })).json().value;
    expect(a).toEqual(b);
    expect(a.algorithm).toBe('RSA-OAEP-256');
    const key = await crypto.subtle.importKey('spki', Buffer.from(a.publicKey, 'base64'), { name: 'RSA-OAEP', hash: 'SHA-256' }, true, ['encrypt']);
    expect((key.algorithm as unknown as { modulusLength: number }).modulusLength).toBeGreaterThanOrEqual(2048);
  });

  it('answers unknown calls with 404, a wrong method with 405, and bad query parameters with 400', async () => {
    const app = await h.app();
    const missing = await app.inject({ method: 'GET', url: '/wps/nothing/here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, errorCode: 'api.not.found' });
    const wrongMethod = await app.inject({ method: 'DELETE', url: '/wps/system/status' });
    expect(wrongMethod.statusCode).toBe(405);
    expect(wrongMethod.json().errorCode).toBe('method.not.allowed');
    const badQuery = await app.inject({ method: 'GET', url: '/wps/system/helpCenter?device=tv' });
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json().errorCode).toBe('request_param_err');
    const extra = await app.inject({ method: 'GET', url: '/wps/system/status?admin=1' });
    expect(extra.statusCode).toBe(400);
    const twice = await app.inject({ method: 'GET', url: '/wps/system/status?host=a&host=b' });
    expect(twice.json().errorCode).toBe('request_param_err');
    const badUrl = await app.inject({ method: 'GET', url: '/wps/%E0%A4%A' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
  });

  it('turns an internal failure into system.error without details', async () => {
    const app = await h.app();
    await h.database.db.schema.alterTable('countries').renameTo('countries_moved').execute();
    try {
      const res = await app.inject({ method: 'GET', url: '/wps/system/country' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ success: false, errorCode: 'system.error', message: 'Unknown error.' });
    } finally {
      await h.database.db.schema.alterTable('countries_moved').renameTo('countries').execute();
    }
  });
});
