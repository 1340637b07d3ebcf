/**
 * Screenshots of the account screens in EN and UR at phone and desktop sizes, for a person to look at
 * (not a test): login with the captcha, register (both tabs), forgot password (both ways), the forced
 * password change, the logged-in header, the logout confirmation, the trial warning, the member
 * centre and the development inbox. Needs the built site:
 * `npm run build -w apps/web && node --import tsx apps/web/e2e/accounts-tour.ts`.
 * Pictures land in test-results/screenshots/tour/accounts-*.png.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { registerMember } from './support/api';
import { en, ur } from './support/catalogs';
import { launchBrowser, viewports } from './support/launch-browser';
import { repoRoot, startServer, type RunningServer } from './support/start-server';

const out = path.join(repoRoot, 'test-results/screenshots/tour');
const catalogs = { EN: en, UR: ur } as const;
type Lang = keyof typeof catalogs;
type Size = keyof typeof viewports;

/** Each browser context speaks from its own address (the server trusts the proxy header here), so rate limits do not mix. */
let nextAddress = 10;

/** Long enough and not a common password (the server refuses those). */
const tourPassword = 'Lotus-tour-123';

/** A page as a visitor from its own address; `local` is this machine itself (the dev inbox answers only that). */
async function newPage(browser: Browser, lang: Lang, size: Size, local = false): Promise<Page> {
  const context = await browser.newContext({
    viewport: viewports[size],
    deviceScaleFactor: 1,
    extraHTTPHeaders: local ? {} : { 'X-Forwarded-For': `10.1.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}` },
  });
  await context.addInitScript((code) => window.localStorage.setItem('lotus.language', code), lang);
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error(`[${lang} ${size}] pageerror`, e.message));
  return page;
}

async function save(page: Page, name: string, lang: Lang, size: Size) {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(350);
  const file = `accounts-${name}-${lang.toLowerCase()}-${size}.png`;
  await page.screenshot({ path: path.join(out, file) });
  console.log('saved', file);
}

async function tour(browser: Browser, server: RunningServer, lang: Lang, size: Size) {
  const { translation: L } = catalogs[lang];
  const base = server.baseUrl;
  const openHeaderButton = async (page: Page, name: string) => page.getByRole('banner').getByRole('button', { name, exact: true }).click();

  // Login with the captcha after three wrong passwords.
  let page = await newPage(browser, lang, size);
  await page.goto(`${base}/index`);
  await openHeaderButton(page, L.auth.login);
  let dialog = page.getByRole('dialog', { name: L.auth.loginTitle });
  for (let i = 0; i < 3; i++) {
    await dialog.locator('input[name=username]').fill(`visitor${lang.toLowerCase()}${size}`);
    await dialog.locator('input[name=password]').fill(`wrong-${i}`);
    const answered = page.waitForResponse((r) => r.url().includes('/wps/session/login'));
    await dialog.getByRole('button', { name: L.auth.login, exact: true }).click();
    await answered;
  }
  await dialog.getByRole('img', { name: L.auth.captchaImage }).waitFor();
  await save(page, 'login-captcha', lang, size);

  // Forgot password, both ways.
  await dialog.getByRole('button', { name: L.auth.forgotPassword }).click();
  dialog = page.getByRole('dialog', { name: L.auth.forgot.title });
  await dialog.locator('form').waitFor();
  await save(page, 'forgot-email', lang, size);
  await dialog.getByRole('tab', { name: L.auth.fields.mobileNum }).click();
  await dialog.locator('input[name=mobileNum]').fill(`300${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`);
  await dialog.getByRole('button', { name: L.auth.sms.getCode }).click();
  await dialog.getByRole('button', { name: new RegExp(L.auth.sms.resendIn.replace('{{seconds}}', '\\d+')) }).waitFor();
  await save(page, 'forgot-mobile', lang, size);
  await page.context().close();

  // Register, both tabs.
  page = await newPage(browser, lang, size);
  await page.goto(`${base}/register`);
  dialog = page.getByRole('dialog', { name: L.auth.registerTitle });
  await dialog.locator('input[name=mobileNum]').waitFor();
  await save(page, 'register-mobile', lang, size);
  await dialog.getByRole('tab', { name: L.auth.tabs.username }).click();
  await dialog.locator('input[name=username]').waitFor();
  // Show the checks at work: a too short name and a missing password.
  await dialog.locator('input[name=username]').fill('ab');
  await dialog.getByRole('button', { name: L.auth.createAccount, exact: true }).click();
  await save(page, 'register-username', lang, size);
  await page.context().close();

  // Forced change: a real member whose login answer is marked for a forced change.
  const username = `tour${lang.toLowerCase()}${size[0]}${Date.now().toString(36).slice(-5)}`;
  await registerMember(server.baseUrl, username, tourPassword, { 'X-Forwarded-For': '10.99.0.1' });
  page = await newPage(browser, lang, size);
  await page.route('**/wps/session/login', async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as { success: boolean; value?: Record<string, unknown> };
    if (json.success && json.value) json.value.forceChangePassword = true;
    await route.fulfill({ response, json });
  });
  await page.goto(`${base}/index`);
  await openHeaderButton(page, L.auth.login);
  dialog = page.getByRole('dialog', { name: L.auth.loginTitle });
  await dialog.locator('input[name=username]').fill(username);
  await dialog.locator('input[name=password]').fill(tourPassword);
  await dialog.getByRole('button', { name: L.auth.login, exact: true }).click();
  dialog = page.getByRole('dialog', { name: L.auth.forcedChangeTitle });
  await dialog.locator('form').waitFor();
  await save(page, 'forced-change', lang, size);
  await dialog.locator('input[name=newPassword]').fill('Fresh1234');
  await dialog.locator('input[name=confirmNewPassword]').fill('Fresh1234');
  await dialog.getByRole('button', { name: L.auth.changePasswordSubmit, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });

  // Logged in: the header, the member centre, the logout confirmation.
  await page.getByTestId('header-balance').getByText(/\d\.\d\d/).waitFor();
  await save(page, 'logged-in', lang, size);
  await page.getByRole('banner').getByRole('button', { name: L.session.openAccount.replace('{{account}}', username) }).click();
  await page.getByRole('dialog', { name: L.memberCentre.title }).getByText(username, { exact: true }).first().waitFor();
  await save(page, 'member-centre', lang, size);
  await page.getByRole('dialog', { name: L.memberCentre.title }).getByRole('button', { name: L.account.change, exact: true }).click();
  await page.getByRole('dialog', { name: L.auth.changePasswordTitle }).locator('form').waitFor();
  await save(page, 'change-password', lang, size);
  await page.getByRole('dialog', { name: L.auth.changePasswordTitle }).getByRole('button', { name: L.common.close }).click();
  await page.getByRole('dialog', { name: L.memberCentre.title }).getByRole('button', { name: L.common.close }).click();
  await page.getByRole('banner').getByRole('button', { name: L.session.logout }).click();
  await page.getByRole('alertdialog', { name: L.session.logoutTitle }).waitFor();
  await save(page, 'logout-confirm', lang, size);
  await page.context().close();

  // A free-play trial account pressing Deposit.
  page = await newPage(browser, lang, size);
  await page.goto(`${base}/index`);
  await openHeaderButton(page, L.auth.login);
  await page.getByRole('dialog', { name: L.auth.loginTitle }).getByRole('button', { name: L.auth.freePlay }).click();
  await page.getByRole('dialog', { name: L.auth.loginTitle }).waitFor({ state: 'detached' });
  if (size === 'phone') await page.getByRole('navigation', { name: L.bottomNav.label }).getByRole('button', { name: L.bottomNav.deposit }).click();
  else await page.getByRole('complementary', { name: L.menu.label }).getByRole('button', { name: L.menu.deposit }).click();
  await page.getByRole('alertdialog', { name: L.session.trialTitle }).waitFor();
  await save(page, 'trial-warning', lang, size);

  // The development inbox with the codes sent above.
  await page.context().close();
  page = await newPage(browser, lang, size, true);
  await page.goto(`${base}/dev/inbox`);
  await page.getByTestId('dev-code').first().waitFor();
  await save(page, 'dev-inbox', lang, size);
  await page.context().close();
}

async function main() {
  mkdirSync(out, { recursive: true });
  const server = await startServer(120_000, {
    HUMAN_CHECK_COST: '1',
    HUMAN_CHECK_MAX_COUNTER: '50',
    DEMO_REGISTER_CAPTCHA: 'false',
    DEV_INBOX: 'true',
    TRUST_PROXY: 'true',
  });
  const browser = await launchBrowser();
  try {
    for (const lang of ['EN', 'UR'] as const) for (const size of ['phone', 'desktop'] as const) await tour(browser, server, lang, size);
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
