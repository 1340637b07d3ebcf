import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VendorIntegrationsRepository } from '../src/modules/vendors/vendor-integrations.repository.ts';
import { createHarness, type Harness } from './app-harness.ts';
import { databaseKinds } from './databases.ts';

// Like the built site's: one inline script (the first-page preloads) besides the module entry.
const inlineScript = "(function(){document.documentElement.dataset.booted='1'})()";
const indexHtml = `<!doctype html><title>Lotus</title><link rel="icon" type="image/svg+xml" href="/favicon.svg" /><script>${inlineScript}</script><script type="module" src="/assets/app-1a2b3c.js"></script><div id="root"></div>`;
const bigJs = `export const rows = [${Array.from({ length: 400 }, (_, i) => `'row ${i}'`).join(', ')}];`;

/** The headers every answer carries, whatever it is. */
function expectCommonHeaders(headers: Record<string, unknown>, what: string) {
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['x-frame-options'], what).toBe('SAMEORIGIN');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-resource-policy'], what).toBe('same-origin');
  // Development serves plain HTTP: no HSTS outside production.
  expect(headers['strict-transport-security'], what).toBeUndefined();
}

/** An HTML page's policy: our own scripts only, framed by our own pages, frames from us (and vendors). */
function expectPagePolicy(headers: Record<string, unknown>, what: string): string {
  const csp = String(headers['content-security-policy']);
  expect(csp, what).toContain("script-src 'self'");
  expect(csp, what).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp, what).toContain("frame-ancestors 'self'");
  expect(csp, what).toMatch(/frame-src 'self'/);
  expect(csp, what).toContain("object-src 'none'");
  expect(headers['permissions-policy'], what).toContain('camera=()');
  expect(headers['cross-origin-opener-policy'], what).toBe('same-origin-allow-popups');
  expectCommonHeaders(headers, what);
  return csp;
}

/** API answers and files: nothing may load or frame them. */
function expectStrictPolicy(headers: Record<string, unknown>, what: string) {
  expect(headers['content-security-policy'], what).toBe("default-src 'none'; frame-ancestors 'none'");
  // Document-only headers stay off answers that never render as a page.
  expect(headers['permissions-policy'], what).toBeUndefined();
  expectCommonHeaders(headers, what);
}

/** The server serves the built site: files as they are, and index.html for the browser router's paths. */
describe.each(databaseKinds)('serving the web site (%s)', (kind) => {
  let h: Harness;
  let dist: string;
  beforeAll(async () => {
    h = await createHarness(kind);
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lotus-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), indexHtml);
    fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
    // What the build's compression plugin writes beside a text file over 1 KB.
    fs.writeFileSync(path.join(dist, 'assets', 'big-4d5e6f.js'), bigJs);
    fs.writeFileSync(path.join(dist, 'assets', 'big-4d5e6f.js.br'), zlib.brotliCompressSync(bigJs));
    fs.writeFileSync(path.join(dist, 'assets', 'big-4d5e6f.js.gz'), zlib.gzipSync(bigJs));
    fs.writeFileSync(path.join(dist, 'index.html.br'), zlib.brotliCompressSync(indexHtml));
  });
  afterAll(async () => {
    await h?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('redirects / to /index and answers app paths with index.html, never cached', async () => {
    const app = await h.app({ WEB_DIST: dist });
    const root = await app.inject({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/index');
    for (const url of ['/index', '/register.html', '/lottery?gameCode=SSC1', '/no/such/page']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('serves hashed assets as immutable and a missing asset as 404', async () => {
    const app = await h.app({ WEB_DIST: dist });
    const asset = await app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await app.inject({ method: 'GET', url: '/assets/gone-000.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('answers a missing file outside /assets (a game icon that is not there) with 404, not the page', async () => {
    const app = await h.app({ WEB_DIST: dist });
    for (const url of ['/game-icons/generated/16.svg', '/game-icons/generated/16.svg?retry=1', '/vendor-icons/none.png', '/robots.txt']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).not.toContain('text/html');
    }
    // Page paths keep the page, a dotted .html one too.
    for (const url of ['/register.html', '/house/dice', '/payment/local/12']) expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
  });

  it('allows the page\'s own inline script by its hash, and no other inline code', async () => {
    const app = await h.app({ WEB_DIST: dist });
    const csp = expectPagePolicy((await app.inject({ method: 'GET', url: '/lottery' })).headers, 'page');
    const hash = createHash('sha256').update(inlineScript).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(csp.match(/'sha256-/g)).toHaveLength(1);
  });

  it('keeps API paths out of the fallback', async () => {
    const app = await h.app({ WEB_DIST: dist });
    // The back office's and vendors' paths too: an unknown one is an API 404, never the site's page.
    for (const url of ['/wps/unknown', '/ops/unknown', '/seamless/HUB/unknown']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().errorCode, url).toBe('api.not.found');
    }
  });

  it('sends a page policy on pages and the SPA fallback, and the strict one on assets, API answers and errors', async () => {
    const app = await h.app({ WEB_DIST: dist });
    for (const url of ['/index', '/house/dice?lang=EN', '/no/such/page']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expectPagePolicy(res.headers, url);
    }
    const asset = await app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expectStrictPolicy(asset.headers, 'asset');
    const api = await app.inject({ method: 'GET', url: '/wps/system/status' });
    expect(api.statusCode).toBe(200);
    expectStrictPolicy(api.headers, 'API answer');
    const missing = await app.inject({ method: 'GET', url: '/wps/unknown' });
    expectStrictPolicy(missing.headers, 'API 404');
    const missingAsset = await app.inject({ method: 'GET', url: '/assets/gone-000.js' });
    expectStrictPolicy(missingAsset.headers, 'asset 404');
  });

  it('lets game frames come from the origins of switched-on vendor integrations, https: for one that lists none', async () => {
    const { db } = h.database;
    const repo = new VendorIntegrationsRepository(db, h.atRest);
    await db
      .insertInto('vendors')
      .values([
        { code: 'CSPLISTED', name: 'Listed', secret: 'x', enabled: true, integration: 'seamless' },
        { code: 'CSPOFF', name: 'Off', secret: 'x', enabled: true, integration: 'seamless' },
      ])
      .execute();
    // A bad entry (it would end the directive) is dropped, the good one kept.
    await repo.save('CSPLISTED', 'hub88', { apiUrl: 'https://api.example.test', operatorId: 1, frameOrigins: ['https://*.games.example.test', "https://x.test; script-src 'unsafe-inline'"] });
    await repo.save('CSPOFF', 'hub88', { apiUrl: 'https://api.example.test', operatorId: 1, frameOrigins: ['https://off.example.test'] }, false);
    const app = await h.app({ WEB_DIST: dist });
    const listed = expectPagePolicy((await app.inject({ method: 'GET', url: '/game' })).headers, '/game');
    expect(listed).toContain("frame-src 'self' https://*.games.example.test;");
    expect(listed).not.toContain('off.example.test');
    expect(listed).not.toMatch(/script-src[^;]*unsafe-inline/);

    // Without a list the vendor's games still load: any https origin.
    await repo.save('CSPLISTED', 'hub88', { apiUrl: 'https://api.example.test', operatorId: 1 });
    const open = expectPagePolicy((await app.inject({ method: 'GET', url: '/game' })).headers, '/game');
    expect(open).toContain("frame-src 'self' https:;");
    await sql`delete from vendor_integrations where vendor_code in ('CSPLISTED', 'CSPOFF')`.execute(db);
    await db.deleteFrom('vendors').where('code', 'in', ['CSPLISTED', 'CSPOFF']).execute();
  });

  it('sends HSTS in production only', async () => {
    const app = await h.app({ WEB_DIST: dist, NODE_ENV: 'production' });
    const res = await app.inject({ method: 'GET', url: '/index' });
    expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
  });

  it('serves the pre-compressed twin of an asset and of the page to browsers that take it', async () => {
    const app = await h.app({ WEB_DIST: dist });
    const br = await app.inject({ method: 'GET', url: '/assets/big-4d5e6f.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toContain('immutable');
    expectStrictPolicy(br.headers, 'br asset');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(bigJs);
    const gz = await app.inject({ method: 'GET', url: '/assets/big-4d5e6f.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(bigJs);
    const plain = await app.inject({ method: 'GET', url: '/assets/big-4d5e6f.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigJs);
    const head = await app.inject({ method: 'HEAD', url: '/assets/big-4d5e6f.js', headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body).toBe('');

    // The SPA fallback too, with a validator: a revalidation answers 304 and carries no policy to overwrite the cached page's.
    const page = await app.inject({ method: 'GET', url: '/lottery', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toBe(indexHtml);
    expectPagePolicy(page.headers, 'compressed page');
    const again = await app.inject({ method: 'GET', url: '/lottery', headers: { 'accept-encoding': 'br', 'if-none-match': String(page.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-security-policy']).toBeUndefined();
    const assetAgain = await app.inject({ method: 'GET', url: '/assets/big-4d5e6f.js', headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) } });
    expect(assetAgain.statusCode).toBe(304);
    expect(assetAgain.headers['content-security-policy']).toBeUndefined();
  });

  it("titles the page for the brand whose site was opened, with its icon, each brand's page with a validator of its own", async () => {
    const code = await h.addBrand(`PAGE${Date.now().toString(36).toUpperCase()}`.slice(0, 16), { name: 'Star & <Moon>', iconUrl: 'https://cdn.example.com/star.png', publicUrls: ['https://star.example.com'] });
    const app = await h.app({ WEB_DIST: dist });
    const own = await app.inject({ method: 'GET', url: '/lottery', headers: { host: 'star.example.com', 'accept-encoding': 'gzip' } });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-encoding']).toBe('gzip');
    const html = zlib.gunzipSync(own.rawPayload).toString();
    expect(html).toContain('<title>Star &amp; &lt;Moon&gt;</title>');
    expect(html).toContain('<link rel="icon" href="https://cdn.example.com/star.png" />');
    expect(html).not.toContain('favicon.svg');
    // Nothing else of the page changes: its inline script keeps the hash the policy allows.
    expect(html.replace(/<title>.*<\/title><link[^>]*>/, '')).toBe(indexHtml.replace(/<title>.*<\/title><link[^>]*>/, ''));
    expectPagePolicy(own.headers, 'brand page');
    // index.html asked for by name is the brand's page too.
    expect((await app.inject({ method: 'GET', url: '/index.html', headers: { host: 'star.example.com' } })).body).toContain('<title>Star &amp; &lt;Moon&gt;</title>');
    // Another host: the default brand's page, as built; each page revalidates against its own validator.
    const other = await app.inject({ method: 'GET', url: '/lottery', headers: { host: 'elsewhere.example.com' } });
    expect(other.body).toBe(indexHtml);
    expect(other.headers.etag).not.toBe(own.headers.etag);
    expect((await app.inject({ method: 'GET', url: '/index', headers: { host: 'star.example.com', 'if-none-match': String(own.headers.etag) } })).statusCode).toBe(304);
    expect((await app.inject({ method: 'GET', url: '/index', headers: { host: 'elsewhere.example.com', 'if-none-match': String(own.headers.etag) } })).statusCode).toBe(200);
    // Renamed, the brand's next page says so (once the brand cache lets go of the old name).
    await h.updateBrand(code, { name: 'Star Two' });
    const fresh = await h.app({ WEB_DIST: dist });
    const renamed = await fresh.inject({ method: 'GET', url: '/index', headers: { host: 'star.example.com', 'if-none-match': String(own.headers.etag) } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.body).toContain('<title>Star Two</title>');
  });

  it('compresses API answers over 1 KB and leaves small ones as they are', async () => {
    const app = await h.app({ WEB_DIST: dist });
    const countries = await app.inject({ method: 'GET', url: '/wps/system/country', headers: { 'accept-encoding': 'br' } });
    expect(countries.statusCode).toBe(200);
    expect(countries.headers['content-encoding']).toBe('br');
    expect(countries.headers['vary']).toMatch(/accept-encoding/i);
    const text = zlib.brotliDecompressSync(countries.rawPayload).toString();
    expect(text.length).toBeGreaterThan(1024);
    expect(countries.rawPayload.length).toBeLessThan(text.length / 2);
    expect(JSON.parse(text).value.length).toBeGreaterThan(100);
    const gz = await app.inject({ method: 'GET', url: '/wps/system/country', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ method: 'GET', url: '/wps/system/country' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().value.length).toBeGreaterThan(100);
    // A small answer is below the threshold: no compression work on it.
    const small = await app.inject({ method: 'GET', url: '/wps/system/domainRoute', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.rawPayload.length).toBeLessThan(1024);
  });

  it('never decompresses request bodies (vendors sign the bytes they send)', async () => {
    const app = await h.app({ WEB_DIST: dist });
    const res = await app.inject({
      method: 'POST',
      url: '/wps/member/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: zlib.gzipSync(JSON.stringify({ username: 'nobody' })),
    });
    // Not unzipped and parsed: the bytes are not JSON.
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('request.body.malformed');
  });
});
