import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import L from '../src/locales/en/translation.json';
import { launchBrowser, repoRoot, shots, startServer, viewports, type RunningServer } from './support/server';

/**
 * A white-label flag flipped in the console changes the site: one server serves both (the built site and
 * the built console). The site's side menu offers Cashback; the operator switches the Cashback module off
 * on the brand's White-label modules tab, reviews the change and saves; the site's next page load has no
 * Cashback entry, and the audit trail has the change. Renamed on the Name and logo tab, the brand's new name is
 * in the site's header and tab title on its next page load. A second brand made with New brand and given a host of its
 * own is the brand a visitor to that host gets. Every brand tab is pictured at 1440x900 and 1024x768,
 * with an inline error and the review of a change.
 */

const operatorPassword = 'Console-brand-2468';
const live = {} as { browser: Browser; server: RunningServer };

async function shot(page: Page, file: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(200);
  await page.screenshot({ path: path.join(shots, file) });
}

/** Both sizes of the page as it is. */
async function shots2(page: Page, name: string) {
  await shot(page, `${name}-1440.png`);
  await page.setViewportSize(viewports.tablet);
  await shot(page, `${name}-1024.png`);
  await page.setViewportSize(viewports.desktop);
}

function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return errors;
}

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  [live.browser, live.server] = await Promise.all([
    launchBrowser(),
    startServer({ OPERATOR_PASSWORD: operatorPassword, WEB_DIST: path.join(repoRoot, 'apps/web/dist'), BRAND_CACHE_MS: '600000' }),
  ]);
});

afterAll(async () => {
  await live.browser?.close();
  await live.server?.stop();
});

describe('the brand section of the console', () => {
  it('switches the Cashback module off and the site drops its Cashback entry at once; every tab pictured', async () => {
    const base = live.server.baseUrl;
    // The site, as a visitor sees it: Cashback is in the side menu.
    const siteContext = await live.browser.newContext({ viewport: viewports.desktop, deviceScaleFactor: 1, locale: 'en-US' });
    const site = await siteContext.newPage();
    await site.goto(`${base}/index`);
    const sideMenu = site.getByRole('complementary', { name: 'Side menu' });
    await sideMenu.getByRole('button', { name: 'Deposit' }).waitFor();
    expect(await sideMenu.getByRole('button', { name: 'Cashback' }).count()).toBeGreaterThan(0);

    // The operator signs in and opens the brand section (one brand: straight to its name and logo).
    const context = await live.browser.newContext({ viewport: viewports.desktop, deviceScaleFactor: 1 });
    const page = await context.newPage();
    const errors = pageErrors(page);
    await page.goto(`${base}/console/brand`);
    await page.getByLabel(L.signIn.username).fill('admin');
    await page.getByLabel(L.signIn.password).fill(operatorPassword);
    await page.getByRole('button', { name: L.signIn.submit, exact: true }).click();
    await page.getByRole('heading', { name: `${L.brand.title}: Lotus` }).waitFor();
    await page.waitForURL('**/console/brand/*/identity');
    const nav = page.getByRole('navigation', { name: L.shell.navLabel });
    await nav.getByRole('link', { name: L.shell.sections.brand }).waitFor();
    const tabs = page.getByRole('navigation', { name: L.brand.tabsLabel });
    await tabs.getByRole('link', { name: L.brand.tabs.modules }).click();
    await page.waitForURL('**/console/brand/*/modules');
    const table = page.getByRole('table', { name: L.brand.modules.tableLabel });
    const cashback = table.getByRole('switch', { name: L.brand.modules.names.MANPLAYREB3 });
    expect(await cashback.isChecked()).toBe(true);
    await shots2(page, 'console-brand-modules');

    // Off, reviewed, saved.
    await cashback.uncheck();
    await page.getByText(L.brand.form.changedCount_one.replace('{{count}}', '1')).waitFor();
    await page.getByRole('button', { name: L.brand.form.save }).click();
    const review = page.getByRole('dialog', { name: L.brand.form.reviewTitle.replace('{{brand}}', 'Lotus (LOTUS)') });
    const row = review.getByRole('row').filter({ hasText: `${L.brand.modules.names.MANPLAYREB3} (MANPLAYREB3)` });
    await row.getByText(L.brand.form.off).waitFor();
    await shots2(page, 'console-brand-review');
    await review.getByRole('button', { name: L.brand.form.confirm }).click();
    await page.getByText(L.brand.form.saved).waitFor();
    expect(await table.getByRole('switch', { name: L.brand.modules.names.MANPLAYREB3 }).isChecked()).toBe(false);

    // The site's next page load has no Cashback (its brand cache is ten minutes long: the save cleared it).
    await site.reload();
    await sideMenu.getByRole('button', { name: 'Deposit' }).waitFor();
    expect(await sideMenu.getByRole('button', { name: 'Cashback' }).count()).toBe(0);

    // The brand is renamed: the site's header names it on its next page load.
    await tabs.getByRole('link', { name: L.brand.tabs.identity }).click();
    await page.getByLabel(L.brand.identity.name).fill('Golden Lotus');
    await shots2(page, 'console-brand-identity');
    await page.getByRole('button', { name: L.brand.form.save }).click();
    await page.getByRole('dialog').getByRole('button', { name: L.brand.form.confirm }).click();
    await page.getByRole('heading', { name: `${L.brand.title}: Golden Lotus` }).waitFor();
    await site.reload();
    await site.getByRole('banner').getByRole('link', { name: 'Golden Lotus home page' }).waitFor();
    expect(await site.title()).toBe('Golden Lotus');
    await siteContext.close();

    // Every other tab, and an inline error: a smallest withdrawal above the largest.
    const pictured: [keyof typeof L.brand.tabs, string][] = [
      ['registration', L.brand.registration.tableLabel],
      ['withdrawal', L.brand.withdrawal.limits],
      ['regional', L.brand.regional.money],
      ['domains', L.brand.domains.publicUrls],
      ['maintenance', L.brand.tabs.maintenance],
      ['access', L.brand.access.region],
      ['rebate', L.brand.rebate.rates],
    ];
    for (const [tab, landmark] of pictured) {
      await tabs.getByRole('link', { name: L.brand.tabs[tab] }).click();
      await page.waitForURL(`**/${tab}`);
      await page.getByText(landmark, { exact: true }).first().waitFor();
      if (tab === 'withdrawal') {
        await page.getByLabel(L.brand.withdrawal.minAmount).fill('900000');
        await page.getByText(L.brand.validation.rangeInverted).waitFor();
        expect(await page.getByRole('button', { name: L.brand.form.save }).isDisabled()).toBe(true);
      }
      if (tab === 'regional') {
        await page.getByRole('combobox', { name: L.brand.regional.timeZone }).fill('Asia/Dubai');
        await page.getByText(L.brand.regional.timeZoneChange).waitFor();
      }
      if (tab === 'maintenance') await page.getByRole('button', { name: L.brand.maintenance.add }).click();
      await shots2(page, `console-brand-${tab}`);
    }

    // A second brand, made from this one, on a host of its own: a visitor there gets it, a visitor here keeps this one.
    await page.getByRole('button', { name: L.brand.create.open }).click();
    const make = page.getByRole('dialog', { name: L.brand.create.title });
    await make.getByLabel(L.brand.create.code).fill('DESERT');
    await make.getByLabel(L.brand.identity.name).fill('Desert Star');
    await shots2(page, 'console-brand-new');
    await make.getByRole('button', { name: L.brand.create.submit }).click();
    await page.getByRole('heading', { name: `${L.brand.title}: Desert Star` }).waitFor();
    // Chromium sends every *.localhost name to this machine.
    const desert = `http://desert.localhost:${new URL(base).port}`;
    await tabs.getByRole('link', { name: L.brand.tabs.domains }).click();
    await page.getByRole('textbox', { name: L.brand.domains.publicUrls, exact: true }).fill(desert);
    await page.getByRole('button', { name: L.brand.form.save }).click();
    await page.getByRole('dialog').getByRole('button', { name: L.brand.form.confirm }).click();
    await page.getByText(L.brand.form.saved).waitFor();
    const visitors = await live.browser.newContext({ viewport: viewports.desktop, deviceScaleFactor: 1 });
    const there = await visitors.newPage();
    await there.goto(`${desert}/index`);
    await there.getByRole('banner').getByRole('link', { name: 'Desert Star home page' }).waitFor();
    // The page itself is titled for the brand, before any script runs (a tab, a bookmark, a search result).
    expect(await there.evaluate(async () => (await fetch('/lottery')).text())).toContain('<title>Desert Star</title>');
    const here = await visitors.newPage();
    await here.goto(`${base}/index`);
    await here.getByRole('banner').getByRole('link', { name: 'Golden Lotus home page' }).waitFor();
    await visitors.close();

    // The change is in the audit trail, with before and after.
    await nav.getByRole('link', { name: L.shell.sections.audit }).click();
    const audit = page.getByRole('table', { name: L.audit.title });
    const entry = audit.getByRole('row').filter({ hasText: 'brand.modules.update' });
    await entry.getByText('MANPLAYREB3', { exact: false }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
