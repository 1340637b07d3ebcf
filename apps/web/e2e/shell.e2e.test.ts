import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, viewports } from './support/launch-browser';
import { repoRoot, startServer, type RunningServer } from './support/start-server';

const shots = path.join(repoRoot, 'test-results/screenshots');

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Collects what would be a bug for a visitor: uncaught errors and console errors. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  return errors;
}

/** Screenshots start at the top; phones keep the viewport (fixed bars would float mid-page in a full-page shot). */
async function shot(page: Page, file: string, fullPage: boolean) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(shots, file), fullPage });
}

describe.each(Object.entries(viewports))('the shell on a %s', (name, viewport) => {
  it('lands on /index with header, footer and side menu, and switches to Urdu (RTL)', async () => {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1, locale: 'en-US' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    try {
      await page.goto(`${server.baseUrl}/`);
      await page.waitForURL('**/index');
      await page.getByRole('heading', { level: 1, name: /Play bold/ }).waitFor();
      expect(await page.getByRole('banner').isVisible()).toBe(true);
      // The footer loads after the first screen (a lazy chunk): it comes, and shows.
      await page.getByRole('contentinfo').waitFor({ state: 'visible' });
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
      await shot(page, `shell-${name}-en.png`, name === 'desktop');

      const sideMenu = page.getByRole('complementary', { name: 'Side menu' });
      if (name === 'phone') {
        // Phones get the off-canvas drawer from the header's menu button, and the bottom navigation.
        expect(await sideMenu.isVisible()).toBe(false);
        expect(await page.getByRole('navigation', { name: 'Quick navigation' }).isVisible()).toBe(true);
        await page.getByRole('button', { name: 'Menu' }).click();
        await sideMenu.waitFor();
        await sideMenu.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'اردو' }).click();
      } else {
        await sideMenu.waitFor();
        expect(await page.getByRole('navigation', { name: 'Main navigation' }).isVisible()).toBe(true);
        await page.getByRole('button', { name: 'Language: English' }).click();
        await page.getByRole('menuitemradio', { name: 'اردو' }).click();
      }

      await page.waitForFunction(() => document.documentElement.dir === 'rtl');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('ur');
      await page.getByRole('heading', { level: 1, name: /دل کھول کر کھیلیں/ }).waitFor();
      if (name === 'phone') await page.getByRole('button', { name: 'مینو بند کریں' }).click();
      // The choice survives a reload.
      await page.reload();
      await page.waitForFunction(() => document.documentElement.dir === 'rtl');
      await page.getByRole('heading', { level: 1, name: /دل کھول کر کھیلیں/ }).waitFor();
      await shot(page, `shell-${name}-ur.png`, name === 'desktop');

      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
