import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { homeInitialBudgetBytes, measureHomeInitialJs } from '../apps/web/build/initial-js.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { prepareDatabase } from '../apps/server/src/db/seed/prepare.ts';
import { loadGeneratedCatalogue } from '../apps/server/src/modules/games/catalogue-generator.ts';
import { benchLobby } from './lobby.bench.ts';
import { fmt, freshDataDir, median, repoRoot, startAndWait } from './lib.ts';

const port = 18_091;
const base = `http://127.0.0.1:${port}`;
/** The pages the issue names: home, the slots lobby and the lottery, as a visitor's phone sees them. */
const pages = ['/index', '/rng', '/lottery'] as const;
const goals = { performance: 90, accessibility: 100 };
/** Lighthouse runs per page (the median is kept); LIGHTHOUSE_RUNS=3 for steadier figures. */
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
/** What Lighthouse clears before each run by default (its constants.js). */
const clearStorageTypes = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage'] as const;

function lighthouseVersion(): string {
  return (JSON.parse(fs.readFileSync(path.join(repoRoot, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string }).version;
}

interface Audit {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The accessibility audits the page fails, with what they found first (so a score under 100 says why). */
  failing: string[];
}

/** One Lighthouse run with its defaults: mobile form factor, simulated slow 4G and a 4x slower CPU. */
async function audit(url: string, chromePort: number): Promise<Audit> {
  // Every run is a first visit: Lighthouse clears the HTTP cache but by default keeps local storage,
  // which after the first page holds the site's "Inter is cached" mark (lib/web-font.ts): a state no
  // real visitor is in (a mark without the cached font), so local storage is cleared too.
  const result = await lighthouse(url, { port: chromePort, logLevel: 'error', output: 'json', onlyCategories: ['performance', 'accessibility'] }, { extends: 'lighthouse:default', settings: { clearStorageTypes: [...clearStorageTypes, 'local_storage'] } });
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    failing: (lhr.categories.accessibility?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 1)
      .map((a) => {
        const items = (a!.details as { items?: { node?: { snippet?: string } }[] } | undefined)?.items ?? [];
        return `${a!.id}${items[0]?.node?.snippet ? ` (${items.length}: ${items[0].node.snippet.slice(0, 120)})` : ''}`;
      }),
  };
}

/** Lighthouse now and then loses its trace on a busy machine (NO_NAVSTART and kin): such a run is retried, twice at most. */
async function auditWithRetry(url: string, chromePort: number): Promise<Audit> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, chromePort);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.log(`  (${url}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}; running it again)`);
    }
  }
}

async function medianAudit(url: string, chromePort: number): Promise<Audit> {
  const all: Audit[] = [];
  for (let i = 0; i < runs; i++) all.push(await auditWithRetry(url, chromePort));
  const pick = (k: Exclude<keyof Audit, 'failing'>) => median(all.map((a) => a[k]));
  return { performance: pick('performance'), accessibility: pick('accessibility'), fcpMs: pick('fcpMs'), lcpMs: pick('lcpMs'), tbtMs: pick('tbtMs'), cls: pick('cls'), failing: [...new Set(all.flatMap((a) => a.failing))] };
}

/**
 * The baseline: a bare page (a heading and a paragraph, no script) served from this machine in the
 * same run. Lighthouse's simulated phone gives it the best first paint this machine and network model
 * allow; our pages' ratio to it is what the site itself costs.
 */
async function bareServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const html = '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Bare</title></head><body><h1>Lotus</h1><p>A bare page: the baseline of the web benchmark.</p></body></html>';
  const server = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: barePort } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${barePort}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * `npm run bench -- web`: builds the site, prints the home page's initial JavaScript, Lighthouse mobile
 * scores for /index, /rng and /lottery against a bare page, and the lobby timings.
 */
export async function benchWeb(): Promise<Record<string, number>> {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const built = spawnSync(npm, ['run', 'build'], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
  if (built.status !== 0) throw new Error('building apps/web failed');

  const initial = measureHomeInitialJs(path.join(repoRoot, 'apps/web/dist'));
  const figures: Record<string, number> = { web_home_initial_js_gzip_kb: Number((initial.gzipBytes / 1024).toFixed(1)) };
  console.log('Web site, built for production');
  console.log(`  home page initial JavaScript: ${fmt(initial.gzipBytes / 1024, 1)} KB gzipped in ${initial.files.length} files   budget ${fmt(homeInitialBudgetBytes / 1024)} KB`);

  const dataDir = freshDataDir();
  try {
    const database = await openDatabase({ dataDir });
    try {
      await prepareDatabase(database);
      // A full lobby: the catalogue the lobby benchmark uses.
      await loadGeneratedCatalogue(database.db, 10_000, { vendors: 20, seed: 42 });
    } finally {
      await database.close();
    }
    const server = await startAndWait(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, port, '/wps/system/status');
    const bare = await bareServer();
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    try {
      // The server's own first queries (a cold database) are not the page's load: warm them once.
      for (const page of pages) await fetch(`${base}${page}`);
      console.log(`  Lighthouse ${lighthouseVersion()}, mobile defaults (simulated slow 4G, 4x CPU), a visitor, median of ${runs} run(s); machine load ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} CPUs`);
      const baseline = await medianAudit(bare.url, chrome.port);
      console.log(`  ${'bare page (baseline)'.padEnd(22)} performance ${String(baseline.performance).padStart(3)}   FCP ${fmt(baseline.fcpMs)} ms   LCP ${fmt(baseline.lcpMs)} ms`);
      figures.web_baseline_fcp_ms = Math.round(baseline.fcpMs);
      for (const page of pages) {
        const a = await medianAudit(`${base}${page}`, chrome.port);
        const name = page.slice(1);
        console.log(
          `  ${page.padEnd(22)} performance ${String(a.performance).padStart(3)} (goal >= ${goals.performance})   accessibility ${String(a.accessibility).padStart(3)} (goal ${goals.accessibility})   ` +
            `FCP ${fmt(a.fcpMs)} ms (x${(a.fcpMs / baseline.fcpMs).toFixed(2)} the bare page)   LCP ${fmt(a.lcpMs)} ms (x${(a.lcpMs / baseline.lcpMs).toFixed(2)})   TBT ${fmt(a.tbtMs)} ms   CLS ${a.cls.toFixed(3)}`,
        );
        for (const f of a.failing) console.log(`    fails ${f}`);
        Object.assign(figures, {
          [`web_${name}_performance`]: a.performance,
          [`web_${name}_accessibility`]: a.accessibility,
          [`web_${name}_fcp_ms`]: Math.round(a.fcpMs),
          [`web_${name}_lcp_ms`]: Math.round(a.lcpMs),
          [`web_${name}_tbt_ms`]: Math.round(a.tbtMs),
          [`web_${name}_cls`]: Number(a.cls.toFixed(3)),
          [`web_${name}_fcp_vs_bare`]: Number((a.fcpMs / baseline.fcpMs).toFixed(2)),
        });
      }
    } finally {
      await chrome.kill();
      await bare.close();
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.log('');
  Object.assign(figures, await benchLobby());
  return figures;
}

// `node --import tsx bench/web.bench.ts` runs it alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchWeb()));
}
