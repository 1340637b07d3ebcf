import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './app-harness.ts';

/** The server serves the built site: files as they are, and index.html for the browser router's paths. */
describe('serving the web site', () => {
  let h: Harness;
  let dist: string;
  beforeAll(async () => {
    h = await createHarness('pglite');
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lotus-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Lotus</title><div id="root"></div>');
    fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
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

  it('keeps API paths out of the fallback', async () => {
    const app = await h.app({ WEB_DIST: dist });
    const res = await app.inject({ method: 'GET', url: '/wps/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.json().errorCode).toBe('api.not.found');
  });
});
