import { beforeAll, describe, it } from 'vitest';
import { callApi, operatorToken, registerMember } from './support/api';
import {
  browserAndServerForFile,
  catalogs,
  closePopups,
  journeyPassword,
  journeyUsername,
  languagesAndSizes,
  logInThroughDialog,
  newLangContext,
  pageErrors,
  shot,
  testServerEnv,
  type Lang,
} from './support/journey';

/**
 * Notices and announcements entered by an operator (through the console's calls), as a person meets them:
 * the notices opened at the stored index (page 2, second item), the login dialog's banner, and a popup
 * shown at the member's first login and never again. In EN and UR at phone and desktop sizes, side by side on
 * one server (concurrent tests, each with its own context; assertions use the test's own `expect`): the content
 * is entered once for the file, each combination logs in a member of its own for the first time.
 */

const operatorPassword = 'notices-e2e-operator-1';
const live = browserAndServerForFile({ ...testServerEnv, OPERATOR_PASSWORD: operatorPassword });

/** What the operator enters for each language: 11 notices (with the demo's 3, two pages), a login banner, a first-login popup. */
beforeAll(async () => {
  const token = await operatorToken(live.server.baseUrl, operatorPassword);
  const ops = (name: 'opCreateNotice' | 'opCreateAnnouncement', body: unknown) => callApi(live.server.baseUrl, name, { token, body });
  for (const lang of ['EN', 'UR'] as const) {
    for (let i = 0; i < 11; i++) await ops('opCreateNotice', { title: `${lang} notice ${i + 1}`, content: `<p>${lang} body ${i + 1}</p>`, language: lang, published: true, sort: 10 + i });
    await ops('opCreateAnnouncement', { type: 'B', groupName: 'w_login', title: `${lang} login banner`, content: 'Operator banner', language: lang, published: true });
    await ops('opCreateAnnouncement', { type: 'PU', execution: 'F', title: `${lang} first login popup`, content: '<p>Only once</p>', language: lang, published: true });
  }
});

/** The first-login popups the server still has for a member. */
async function firstLoginPopups(token: string, lang: Lang): Promise<unknown[]> {
  const value = await callApi<{ popup: unknown[] }>(live.server.baseUrl, 'announcements', { token, query: { types: 'PU', execution: 'F' }, headers: { Language: lang } });
  return value.popup;
}

describe.concurrent.each(languagesAndSizes)('notices and announcements in %s on a %s', (lang, size) => {
  const L = catalogs[lang].translation;
  const name = `${lang.toLowerCase()}-${size}`;

  it('opens the notices at the stored index, shows the login banner, and the first-login popup once', async ({ expect }) => {
    const username = journeyUsername('nt', lang, size);
    const member = await registerMember(live.server.baseUrl, username, journeyPassword);
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
    await shot(page, `notices-page-${name}.png`);
    await titles.getByRole('button', { name: L.notices.previous }).click();
    await titles.getByRole('button', { name: `${lang} notice 1`, exact: true }).click();
    await page.getByRole('article').getByText(`${lang} body 1`, { exact: true }).waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('lotus.noticeIndex'))).toBe('3');

    // The login dialog carries the operator's w_login banner.
    await page.goto(`${live.server.baseUrl}/index`);
    await page.getByRole('banner').getByRole('button', { name: L.auth.login, exact: true }).click();
    const login = page.getByRole('dialog', { name: L.auth.loginTitle });
    await login.getByTestId('banner-w_login').getByText(`${lang} login banner`).waitFor();
    await shot(page, `notices-login-banner-${name}.png`);

    // The member's first login shows the first-login popup; a reload does not show it again.
    await logInThroughDialog(page, lang, username);
    await page.getByRole('alertdialog', { name: `${lang} first login popup` }).waitFor();
    await shot(page, `notices-first-login-${name}.png`);
    const shown = await closePopups(page, lang, expect);
    expect(shown.filter((t) => t.includes(`${lang} first login popup`))).toHaveLength(1);
    await page.reload();
    await page.getByRole('banner').getByTestId('header-balance').waitFor();
    expect(await closePopups(page, lang, expect)).toEqual([]);
    // The server keeps "once": asked again for first-login items, it has none left for this member.
    expect(await firstLoginPopups(member.token, lang)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
