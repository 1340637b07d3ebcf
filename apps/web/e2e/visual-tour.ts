/**
 * Screenshots of the main screens in EN and UR at phone and desktop sizes, for a person to look at
 * (not a test). Needs the built site: `npm run build -w apps/web && node --import tsx apps/web/e2e/visual-tour.ts`.
 * Pictures land in test-results/screenshots/tour/.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser, viewports } from './support/launch-browser';
import { repoRoot, startServer } from './support/start-server';

const out = path.join(repoRoot, 'test-results/screenshots/tour');

interface Stop {
  name: string;
  path: string;
  /** Rewrites the status answer (maintenance, IP restriction) before the page sees it. */
  status?: (value: Record<string, unknown>) => void;
  ready?: (page: Page) => Promise<unknown>;
  /** Only at this size. */
  only?: keyof typeof viewports;
}

const stops: Stop[] = [
  { name: 'index', path: '/index' },
  {
    name: 'menu',
    path: '/index',
    only: 'phone',
    ready: async (p) => {
      await p.getByRole('heading', { level: 1 }).first().waitFor();
      await p.locator('header button[aria-expanded]').first().click();
      await p.getByRole('complementary').waitFor();
    },
  },
  { name: 'help', path: '/help' },
  { name: 'down', path: '/down' },
  { name: 'not-found', path: '/no-such-page' },
  { name: 'register', path: '/register', ready: (p) => p.getByRole('dialog').locator('form').waitFor() },
  { name: 'login', path: '/fav', ready: (p) => p.getByRole('dialog').locator('form').waitFor() },
  { name: 'lottery', path: '/lottery?gameCode=CQSSC&playType=PLAY5' },
  { name: 'point-mall', path: '/pointMall' },
  {
    name: 'maintenance',
    path: '/index',
    status: (v) => {
      v.status = 1;
      v.maintenance = { from: '2026-03-01T20:00:00Z', to: '2026-03-01T23:30:00Z' };
    },
  },
  {
    name: 'ip-restriction',
    path: '/index',
    status: (v) => {
      v.status = 2;
      v.regionRestriction = true;
      v.location = { ip: '198.51.100.23', country: 'US' };
    },
  },
];

async function main() {
  mkdirSync(out, { recursive: true });
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    for (const lang of ['EN', 'UR'] as const) {
      for (const [size, viewport] of Object.entries(viewports)) {
        for (const stop of stops) {
          if (stop.only && stop.only !== size) continue;
          const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
          await context.addInitScript((code) => window.localStorage.setItem('lotus.language', code), lang);
          const page = await context.newPage();
          page.on('pageerror', (e) => console.error(`[${stop.name} ${lang} ${size}] pageerror`, e.message));
          page.on('console', (m) => {
            if (m.type() === 'error') console.error(`[${stop.name} ${lang} ${size}] console`, m.text());
          });
          if (stop.status) {
            const rewrite = stop.status;
            await page.route('**/wps/system/status*', async (route) => {
              const response = await route.fetch();
              const json = (await response.json()) as { value: Record<string, unknown> };
              rewrite(json.value);
              await route.fulfill({ response, json });
            });
          }
          await page.goto(`${server.baseUrl}${stop.path}`);
          await page.waitForLoadState('networkidle');
          await (stop.ready?.(page) ?? page.locator('h1').first().waitFor());
          await page.evaluate(() => document.fonts.ready);
          await page.waitForTimeout(350);
          const file = `${stop.name}-${lang.toLowerCase()}-${size}.png`;
          await page.screenshot({ path: path.join(out, file) });
          if (stop.name === 'index') await page.screenshot({ path: path.join(out, `index-${lang.toLowerCase()}-${size}-full.png`), fullPage: true });
          console.log('saved', file);
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
