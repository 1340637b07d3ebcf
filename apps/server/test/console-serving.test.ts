import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './app-harness.ts';

const indexHtml = '<!doctype html><title>Lotus console</title><script type="module" src="/console/assets/index-1a2b3c.js"></script><div id="root"></div>';
const bigJs = `export const rows = [${Array.from({ length: 400 }, (_, i) => `'row ${i}'`).join(', ')}];`;

/**
 * The operator console under /console: its files, its page for every console path, and nothing when it
 * is not built. Serving reads no data, so one database kind is enough.
 */
describe('serving the operator console', () => {
  let h: Harness;
  let dist: string;
  beforeAll(async () => {
    h = await createHarness('pglite');
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lotus-console-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), indexHtml);
    fs.writeFileSync(path.join(dist, 'assets', 'index-1a2b3c.js'), bigJs);
    fs.writeFileSync(path.join(dist, 'assets', 'index-1a2b3c.js.br'), zlib.brotliCompressSync(bigJs));
  });
  afterAll(async () => {
    await h?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers every console path with its page, never cached, under the page security policy', async () => {
    const app = await h.app({ CONSOLE_DIST: dist });
    for (const url of ['/console', '/console/', '/console/sign-in', '/console/payments/deposits?status=pending', '/console/index.html']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain('<title>Lotus console</title>');
      expect(String(res.headers['content-security-policy']), url).toContain("script-src 'self'");
      expect(String(res.headers['content-security-policy']), url).toContain("img-src 'self' data:");
    }
  });

  it('serves hashed assets for a year, compressed when the browser takes it, and a missing file as a 404', async () => {
    const app = await h.app({ CONSOLE_DIST: dist });
    const js = await app.inject({ method: 'GET', url: '/console/assets/index-1a2b3c.js', headers: { 'accept-encoding': 'br' } });
    expect(js.statusCode).toBe(200);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(js.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(js.rawPayload).toString()).toBe(bigJs);
    for (const url of ['/console/assets/gone-000000.js', '/console/favicon.ico']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ success: false, errorCode: 'api.not.found' });
    }
  });

  it('has no console routes when the console is not built, and leaves the API alone', async () => {
    const app = await h.app({ CONSOLE_DIST: path.join(dist, 'missing') });
    expect((await app.inject({ method: 'GET', url: '/console/sign-in' })).statusCode).toBe(404);
    const withConsole = await h.app({ CONSOLE_DIST: dist });
    const me = await withConsole.inject({ method: 'GET', url: '/ops/me' });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toMatchObject({ success: false, errorCode: 'login.not.session' });
  });
});
