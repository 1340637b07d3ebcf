/// <reference lib="dom" />
// The probes below run inside the page (page.evaluate serialises them); the DOM types are for them.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { prepareDatabase } from '../apps/server/src/db/seed/prepare.ts';
import { loadGeneratedCatalogue } from '../apps/server/src/modules/games/catalogue-generator.ts';
import { fmt, freshDataDir, median, repoRoot, startAndWait } from './lib.ts';

const port = 18_089;
const base = `http://127.0.0.1:${port}`;
const GAMES = 10_000;
const goals = { firstRenderMs: 1_000, searchMs: 50, domNodes: 1_500 };
const viewports = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;
/** Typed one key at a time, at a brisk typing pace (below the search debounce, so each key is a local filter). */
const keyword = 'dragon';
const keyGapMs = 120;

/** Records, from navigation start, when the first game card is in the DOM and when the next frame after it ran. */
const firstCardProbe = () => {
  const w = window as unknown as { __lobby: { card?: number; frame?: number } };
  w.__lobby = {};
  const observer = new MutationObserver(() => {
    if (w.__lobby.card !== undefined || !document.querySelector('[data-testid=game-card]')) return;
    w.__lobby.card = performance.now();
    observer.disconnect();
    requestAnimationFrame(() => (w.__lobby.frame = performance.now()));
  });
  observer.observe(document, { subtree: true, childList: true });
};

interface FirstRender {
  card: number;
  frame: number;
  /** When the start-up status call answered: the app's own boot, before any lobby code runs. */
  status: number;
}

async function firstRender(page: Page): Promise<FirstRender> {
  await page.goto(`${base}/rng`);
  await page.locator('[data-testid=game-card]').first().waitFor();
  await page.waitForFunction(() => (window as unknown as { __lobby: { frame?: number } }).__lobby.frame !== undefined);
  return page.evaluate(() => {
    const { card, frame } = (window as unknown as { __lobby: { card: number; frame: number } }).__lobby;
    const status = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((e) => e.name.includes('/wps/system/status'));
    return { card, frame, status: status?.responseEnd ?? NaN };
  });
}

const elementCount = (page: Page) => page.evaluate(() => document.getElementsByTagName('*').length);

/**
 * Jumps through the whole list in `steps` places: the most elements seen, and how long the cells of
 * each place took to fill (their page is fetched when the window reaches it).
 */
async function scrollThrough(page: Page, steps: number): Promise<{ most: number; fillMs: number[] }> {
  let most = 0;
  const fillMs: number[] = [];
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let i = 1; i <= steps; i++) {
    const t0 = Date.now();
    await page.evaluate((y) => window.scrollTo(0, y), Math.round((height * i) / (steps + 1)));
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=game-card]').length > 0 && document.querySelectorAll('[data-testid=game-card-pending]').length === 0);
    fillMs.push(Date.now() - t0);
    most = Math.max(most, await elementCount(page));
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  return { most, fillMs };
}

/**
 * Measures, inside the page, the time from a keystroke's keydown to the grid showing the list for
 * the new text (its data-query attribute), and to the next animation frame after that.
 */
async function searchTimings(page: Page): Promise<{ update: number[]; frame: number[]; serverMs: number }> {
  const input = page.getByRole('searchbox').first();
  await input.click();
  await page.evaluate(() => {
    const w = window as unknown as { __search: { t0: number | null; update: number[]; frame: number[] } };
    w.__search = { t0: null, update: [], frame: [] };
    const field = document.querySelector<HTMLInputElement>('input[type=search]')!;
    field.addEventListener('keydown', (e) => (w.__search.t0 = e.timeStamp), { capture: true });
    new MutationObserver(() => {
      const grid = document.querySelector<HTMLElement>('[data-testid=game-grid]');
      const t0 = w.__search.t0;
      if (t0 === null || !grid || grid.dataset.query !== field.value.trim()) return;
      w.__search.t0 = null;
      w.__search.update.push(performance.now() - t0);
      requestAnimationFrame(() => w.__search.frame.push(performance.now() - t0));
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-query'] });
  });
  for (const ch of keyword) {
    await page.keyboard.press(ch);
    await page.waitForTimeout(keyGapMs);
  }
  const typedAt = await page.evaluate(() => performance.now());
  await page.waitForFunction((k) => document.querySelector<HTMLElement>('[data-testid=game-grid]')?.dataset.source === 'server' && document.querySelector<HTMLElement>('[data-testid=game-grid]')?.dataset.query === k, keyword);
  const serverMs = (await page.evaluate(() => performance.now())) - typedAt;
  const result = await page.evaluate(() => (window as unknown as { __search: { update: number[]; frame: number[] } }).__search);
  return { update: result.update, frame: result.frame, serverMs };
}

/**
 * The lobby in a real browser: the real server on a fresh PGlite directory with 10,000 generated
 * games, a free-play session, then in Chromium: navigation to the first screen of /rng with cards
 * (cold and warm cache), a search keystroke to the grid updating, and the DOM size (after the first
 * render, and the most while scrolling through the whole list) at desktop and phone sizes.
 */
export async function benchLobby(): Promise<Record<string, number>> {
  if (!fs.existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const built = spawnSync(npm, ['run', 'build', '-w', '@lotus/web'], { cwd: repoRoot, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('building apps/web failed');
  }
  const dataDir = freshDataDir();
  try {
    const database = await openDatabase({ dataDir });
    try {
      await prepareDatabase(database);
      await loadGeneratedCatalogue(database.db, GAMES, { vendors: 20, seed: 42 });
    } finally {
      await database.close();
    }
    const server = await startAndWait(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, port, '/wps/system/status');
    const browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    });
    try {
      const res = await fetch(`${base}/wps/session/login/freeplay`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ platform: 'W', os: 'web' }) });
      const login = (await res.json()) as { success: boolean; value?: { token: string; userName: string; nickname: string; id: number; customerType: number }; errorCode?: string };
      if (!login.success || !login.value) throw new Error(`free play login: ${login.errorCode}`);
      const v = login.value;
      const session = { account: v.userName, username: v.userName, nickname: v.nickname, customerId: String(v.id), accountType: v.customerType };
      // The server's own first queries (a cold PGlite) are not the lobby's first render: warm them, not the browser.
      const headers = { authorization: v.token, language: 'EN' };
      for (let i = 0; i < 3; i++) {
        await fetch(`${base}/wps/relay/GCSGAME_gameList?language=EN&gameType=RNG&pageNo=${i + 1}&pageSize=48`, { headers: { ...headers, 'module-id': 'GAMELO3' } });
        await fetch(`${base}/wps/relay/GCSGAME_newGameVendor?language=EN`, { headers: { ...headers, 'module-id': 'COMM3' } });
        await fetch(`${base}/wps/member/info`, { headers: { ...headers, 'module-id': 'COMM3' } });
      }

      const figures: Record<string, number> = {};
      const newContext = async (viewport: { width: number; height: number }) => {
        const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
        await context.addInitScript(
          ({ token, profile }) => {
            window.sessionStorage.setItem('lotus.token', token);
            window.sessionStorage.setItem('lotus.session', JSON.stringify(profile));
            window.localStorage.setItem('lotus.language', 'EN');
          },
          { token: v.token, profile: session },
        );
        await context.addInitScript(firstCardProbe);
        return context;
      };
      console.log(`(machine load average ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')} on ${os.cpus().length} CPUs: timings scale with it)`);
      for (const [size, viewport] of Object.entries(viewports)) {
        // Cold: a new browser context each time (empty cache), 3 times; warm: the same page reloaded 3 times.
        const coldRuns: FirstRender[] = [];
        for (let i = 0; i < 3; i++) {
          const fresh = await newContext(viewport);
          coldRuns.push(await firstRender(await fresh.newPage()));
          await fresh.close();
        }
        const cold = { card: median(coldRuns.map((r) => r.card)), frame: median(coldRuns.map((r) => r.frame)), status: median(coldRuns.map((r) => r.status)) };
        const context = await newContext(viewport);
        const page = await context.newPage();
        await firstRender(page);
        const warm: number[] = [];
        const warmFrames: number[] = [];
        const warmStatus: number[] = [];
        for (let i = 0; i < 3; i++) {
          const t = await firstRender(page);
          warm.push(t.card);
          warmFrames.push(t.frame);
          warmStatus.push(t.status);
        }
        await page.waitForLoadState('networkidle');
        const total = Number(await page.locator('[data-testid=game-grid]').first().getAttribute('data-count'));
        const nodesFirst = await elementCount(page);
        const scrolled = await scrollThrough(page, 8);
        const nodesScrolled = scrolled.most;
        const search = await searchTimings(page);
        const searchNodes = await elementCount(page);
        await context.close();

        const label = size === 'desktop' ? 'Desktop 1440x900' : 'Phone 390x844';
        console.log(`Games lobby /rng in Chromium, ${label} (${fmt(GAMES)} games in the catalogue, ${fmt(total)} in the slots list; free-play session)`);
        console.log(`  first screen with cards, cold (med 3): ${fmt(cold.card)} ms (next frame ${fmt(cold.frame)} ms; app start-up to the status answer ${fmt(cold.status)} ms)   goal < ${fmt(goals.firstRenderMs)} ms`);
        console.log(`  first screen with cards, warm (med 3): ${fmt(median(warm))} ms (next frame ${fmt(median(warmFrames))} ms; app start-up to the status answer ${fmt(median(warmStatus))} ms)   goal < ${fmt(goals.firstRenderMs)} ms`);
        console.log(`  search keystroke -> grid updated     : median ${fmt(median(search.update), 1)} ms, max ${fmt(Math.max(...search.update), 1)} ms (to next frame: median ${fmt(median(search.frame), 1)} ms)   goal < ${goals.searchMs} ms`);
        console.log(`  server results after the last key    : ${fmt(search.serverMs)} ms (debounced request)`);
        console.log(`  DOM elements, first screen           : ${fmt(nodesFirst)}   goal < ${fmt(goals.domNodes)}`);
        console.log(`  DOM elements, most while scrolling   : ${fmt(nodesScrolled)}   goal < ${fmt(goals.domNodes)}`);
        console.log(`  DOM elements, after the search       : ${fmt(searchNodes)}`);
        console.log(`  a jump deep into the list, filled in : median ${fmt(median(scrolled.fillMs))} ms, max ${fmt(Math.max(...scrolled.fillMs))} ms (8 jumps)`);
        const p = `lobby_${size}_`;
        Object.assign(figures, {
          [`${p}first_render_cold_ms`]: Math.round(cold.card),
          [`${p}first_render_warm_ms`]: Math.round(median(warm)),
          [`${p}startup_to_status_cold_ms`]: Math.round(cold.status),
          [`${p}search_update_median_ms`]: Number(median(search.update).toFixed(1)),
          [`${p}search_update_max_ms`]: Number(Math.max(...search.update).toFixed(1)),
          [`${p}search_frame_median_ms`]: Number(median(search.frame).toFixed(1)),
          [`${p}search_server_ms`]: Math.round(search.serverMs),
          [`${p}dom_nodes_first`]: nodesFirst,
          [`${p}dom_nodes_scroll_max`]: nodesScrolled,
          [`${p}scroll_fill_median_ms`]: Math.round(median(scrolled.fillMs)),
        });
      }
      return figures;
    } finally {
      await browser.close();
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

// `node --import tsx bench/lobby.bench.ts` runs it alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchLobby()));
}
