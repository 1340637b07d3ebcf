import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { endpoints, type EndpointName } from '@lotus/contract/endpoints';
import { viewports } from './support/launch-browser';
import { browserAndServerForFile, catalogs, newLangContext, pageErrors, registerThroughDialog, shot, testServerEnv } from './support/journey';

/**
 * Notices and announcements entered by an operator (through the console's calls), as a person meets them:
 * the notices opened at the stored index (page 2, second item), the login dialog's banner, and a popup
 * shown at the first login and never again. EN on a phone, UR on a desktop; screenshots at both sizes.
 */

const operatorPassword = 'notices-e2e-operator-1';
const live = browserAndServerForFile({ ...testServerEnv, OPERATOR_PASSWORD: operatorPassword });

let opsToken: string | null = null;
async function ops(name: EndpointName, body: unknown): Promise<{ id: number }> {
  const def = endpoints[name];
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'Module-Id': def.moduleId };
  if (name !== 'operatorLogin') {
    opsToken ??= (await ops('operatorLogin', { username: 'admin', password: operatorPassword }) as unknown as { token: string }).token;
    headers.Authorization = opsToken;
  }
  const res = await fetch(`${live.server.baseUrl}${def.path}`, { method: def.method, headers, body: JSON.stringify(body) });
  const json = (await res.json()) as { success: boolean; value: { id: number } };
  expect(json.success, JSON.stringify(json)).toBe(true);
  return json.value;
}

/** What the operator enters for one language: 11 notices (with the demo's 3, two pages), a login banner, a first-login popup. */
async function enterContent(lang: 'EN' | 'UR') {
  for (let i = 0; i < 11; i++) await ops('opCreateNotice', { title: `${lang} notice ${i + 1}`, content: `<p>${lang} body ${i + 1}</p>`, language: lang, published: true, sort: 10 + i });
  await ops('opCreateAnnouncement', { type: 'B', groupName: 'w_login', title: `${lang} login banner`, content: 'Operator banner', language: lang, published: true });
  await ops('opCreateAnnouncement', { type: 'PU', execution: 'F', title: `${lang} first login popup`, content: '<p>Only once</p>', language: lang, published: true });
}

/** Once the page's calls are done, closes the popups on screen one after another (OK, or Close beside a link); answers their titles. */
async function closePopups(page: Page, L: (typeof catalogs)['EN']['translation']): Promise<string[]> {
  const seen: string[] = [];
  await page.waitForLoadState('networkidle');
  const popup = page.getByRole('alertdialog').first();
  while ((await popup.count()) > 0) {
    const label = (await popup.getAttribute('aria-label')) ?? '';
    seen.push(label);
    await popup.getByRole('button', { name: new RegExp(`^(${L.common.ok}|${L.common.close})$`) }).click();
    // The next popup of the queue follows the closing one.
    await expect.poll(async () => (await page.getByRole('alertdialog').count()) === 0 || (await popup.getAttribute('aria-label')) !== label).toBe(true);
  }
  return seen;
}

describe.each([
  ['EN', 'phone'],
  ['UR', 'desktop'],
] as const)('notices and announcements in %s on a %s', (lang, size) => {
  const L = catalogs[lang].translation;
  const other = size === 'phone' ? 'desktop' : 'phone';

  it('opens the notices at the stored index, shows the login banner, and the first-login popup once', async () => {
    await enterContent(lang);
    const context = await newLangContext(live.browser, lang, size);
    const page = await context.newPage();
    const errors = pageErrors(page);

    // The stored index 10 is page 2, second item: the demo's 3 notices come first (order 0-2), then the operator's 11 (order 10-20).
    await context.addInitScript(() => {
      if (!window.localStorage.getItem('lotus.noticeIndex')) window.localStorage.setItem('lotus.noticeIndex', '10');
    });
    await page.goto(`${live.server.baseUrl}/noticePage`);
    const titles = page.getByRole('navigation', { name: L.notices.listLabel });
    await titles.getByRole('button', { name: `${lang} notice 8`, exact: true }).waitFor();
    await expect.poll(() => titles.getByRole('button', { name: `${lang} notice 8`, exact: true }).getAttribute('aria-current')).toBe('true');
    await page.getByRole('article').getByText(`${lang} body 8`).waitFor();
    await expect.poll(() => page.getByText(L.notices.page.replace('{{page}}', '2').replace('{{pages}}', '2')).isVisible()).toBe(true);
    for (const vp of [size, other] as const) {
      await page.setViewportSize(viewports[vp]);
      await shot(page, `notices-page-${lang.toLowerCase()}-${vp}.png`);
    }
    await page.setViewportSize(viewports[size]);
    await titles.getByRole('button', { name: L.notices.previous }).click();
    await titles.getByRole('button', { name: `${lang} notice 1`, exact: true }).click();
    await page.getByRole('article').getByText(`${lang} body 1`, { exact: true }).waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('lotus.noticeIndex'))).toBe('3');

    // The login dialog carries the operator's w_login banner.
    await page.goto(`${live.server.baseUrl}/index`);
    await page.getByRole('banner').getByRole('button', { name: L.auth.login, exact: true }).click();
    const login = page.getByRole('dialog', { name: L.auth.loginTitle });
    await login.getByTestId('banner-w_login').getByText(`${lang} login banner`).waitFor();
    await shot(page, `notices-login-banner-${lang.toLowerCase()}-${size}.png`);
    await page.keyboard.press('Escape');
    await login.waitFor({ state: 'detached' });

    // The first login shows the first-login popup; a reload does not show it again.
    const username = `nt${lang.toLowerCase()}${Date.now().toString(36).slice(-7)}`.slice(0, 16);
    await registerThroughDialog(page, live.server.baseUrl, lang, username);
    await page.getByRole('alertdialog', { name: `${lang} first login popup` }).waitFor();
    await shot(page, `notices-first-login-${lang.toLowerCase()}-${size}.png`);
    const shown = await closePopups(page, L);
    expect(shown.filter((t) => t.includes(`${lang} first login popup`))).toHaveLength(1);
    await page.reload();
    await page.getByRole('banner').getByTestId('header-balance').waitFor();
    expect(await closePopups(page, L)).toEqual([]);
    // The server keeps "once": asked again for first-login items, it has none left for this member.
    const again = await page.evaluate(async ({ path, language }) => {
      const token = sessionStorage.getItem('lotus.token') ?? localStorage.getItem('lotus.token') ?? '';
      const merchant = localStorage.getItem('lotus.merchantCode');
      const res = await fetch(`${path}?types=PU&execution=F`, { headers: { Authorization: token, 'Module-Id': 'COMM3', Language: language, ...(merchant ? { Merchant: merchant } : {}) } });
      return ((await res.json()) as { value: { popup: unknown[] } }).value.popup;
    }, { path: endpoints.announcements.path, language: lang });
    expect(again).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
