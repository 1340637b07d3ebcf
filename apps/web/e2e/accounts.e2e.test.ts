import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, viewports } from './support/launch-browser';
import { catalogs, fill, journeyPassword, newLangContext, reportCspViolations, shot, shots, testServerEnv, type Lang, type Size } from './support/journey';
import { startServer, type RunningServer } from './support/start-server';

/**
 * Account journeys against the real server, in English and Urdu, on a phone and a desktop: register
 * through the dialog and land logged in (EN by username, UR by mobile with the code read from the
 * development inbox); log out through the confirmation; three wrong passwords bring the captcha
 * image; a free-play trial account pressing Deposit gets the "register a real account" warning.
 * Each run has its own server (fresh data, fresh rate limits): the captcha rule counts failures per
 * address, and every browser here comes from 127.0.0.1.
 */

/** The development inbox on, for the mobile registration's code. */
const serverEnv = { ...testServerEnv, DEV_INBOX: 'true' };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A catalog text as a pattern, its numbers free: "Resend in {{seconds}}s" matches "Resend in 117s". */
const withNumbers = (text: string) => new RegExp(`^${escape(text).replace(/\\\{\\\{\w+\\\}\\\}/g, '\\d+')}$`);

let browser: Browser;

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Uncaught errors and console errors, except the 4xx answers these journeys provoke on purpose. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !/Failed to load resource: the server responded with a status of 4\d\d/.test(m.text())) errors.push(`console: ${m.text()}`);
  });
  reportCspViolations(page, errors);
  return errors;
}

const combos = (['EN', 'UR'] as const).flatMap((lang) => (Object.keys(viewports) as Size[]).map((size) => [lang, size] as const));

describe.each(combos)('accounts in %s on a %s', (lang: Lang, size) => {
  const { translation: L, errors: E } = catalogs[lang];
  const tag = `${lang.toLowerCase()}-${size}`;
  let server: RunningServer;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  const suffix = `${Date.now().toString(36).slice(-4)}${Math.floor(Math.random() * 1000)}`;
  const username = `e2e${lang.toLowerCase()}${size === 'phone' ? 'p' : 'd'}${suffix}`.slice(0, 16);
  const password = journeyPassword;
  /** The account name the registration produced (mobile mode names it m + the full number). */
  let registered = username;

  beforeAll(async () => {
    server = await startServer(120_000, serverEnv);
    context = await newLangContext(browser, lang, size);
    page = await context.newPage();
    errors = watchErrors(page);
  });

  afterAll(async () => {
    await context?.close();
    await server?.stop();
  });

  const header = () => page.getByRole('banner');
  const dialog = (name: string) => page.getByRole('dialog', { name });
  const accountButton = (account: string) => header().getByRole('button', { name: fill(L.session.openAccount, { account }) });

  async function submitAndWait(form: Locator, button: string, call: string) {
    const answered = page.waitForResponse((r) => r.url().includes(call));
    await form.getByRole('button', { name: button, exact: true }).click();
    await answered;
  }

  it('registers a new account through the dialog and lands logged in', async () => {
    await page.goto(`${server.baseUrl}/index`);
    await page.waitForFunction((dir) => document.documentElement.dir === dir, lang === 'UR' ? 'rtl' : 'ltr');
    await header().getByRole('button', { name: L.auth.register, exact: true }).click();
    const register = dialog(L.auth.registerTitle);
    await register.locator('form').waitFor();
    // The demo brand has both modes; mobile comes first.
    expect(await register.getByRole('tab', { name: L.auth.tabs.mobile }).getAttribute('aria-selected')).toBe('true');
    await shot(page, `accounts-register-mobile-${tag}.png`);

    let account = username;
    if (lang === 'EN') {
      await register.getByRole('tab', { name: L.auth.tabs.username }).click();
      await register.locator('input[name=username]').waitFor();
      await shot(page, `accounts-register-username-${tag}.png`);
      await register.locator('input[name=username]').fill(username);
    } else {
      // Mobile mode: the code comes from the development inbox, like a phone would get it.
      const mobile = `3${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
      account = `m92${mobile}`;
      await register.locator('input[name=mobileNum]').fill(mobile);
      const sent = page.waitForResponse((r) => r.url().includes('/wps/verification/sms/register'));
      await register.getByRole('button', { name: L.auth.sms.getCode }).click();
      expect((await sent).status()).toBe(200);
      expect(await register.getByRole('button', { name: withNumbers(L.auth.sms.resendIn) }).isDisabled()).toBe(true);
      const inbox = await context.newPage();
      await inbox.goto(`${server.baseUrl}/dev/inbox`);
      const code = (await inbox.getByTestId('dev-code').first().textContent())?.trim() ?? '';
      expect(code).toMatch(/^\d{6}$/);
      expect(await inbox.getByRole('note').textContent()).toContain(L.devInbox.note.slice(0, 12));
      await shot(inbox, `accounts-dev-inbox-${tag}.png`);
      await inbox.close();
      await register.locator('input[name=verificationCode]').fill(code);
    }
    await register.locator('input[name=password]').fill(password);
    await register.locator('input[name=confirmPassword]').fill(password);
    await register.getByRole('checkbox', { name: L.auth.ageConsent }).check();
    await submitAndWait(register, L.auth.createAccount, lang === 'EN' ? '/wps/member/register' : '/wps/member/register/mobile');
    if (lang !== 'EN') {
      // A phone sign-up is told the username the server made, until the member presses OK.
      const made = page.getByRole('alertdialog', { name: L.auth.registered.title });
      expect((await made.getByTestId('new-username').textContent())?.trim()).toBe(account);
      await shot(page, `accounts-registered-username-${tag}.png`);
      await made.getByRole('button', { name: L.common.ok }).click();
      await made.waitFor({ state: 'detached' });
    }

    await accountButton(account).waitFor();
    await register.waitFor({ state: 'detached' });
    expect(await header().getByRole('button', { name: L.auth.register, exact: true }).count()).toBe(0);
    await header().getByTestId('header-balance').waitFor();
    await page.waitForTimeout(200);
    await shot(page, `accounts-logged-in-${tag}.png`);
    // The account button opens the member centre at "my account".
    await accountButton(account).click();
    const centre = dialog(L.memberCentre.title);
    await centre.getByText(account, { exact: true }).first().waitFor();
    await shot(page, `accounts-member-centre-${tag}.png`);
    await centre.getByRole('button', { name: L.common.close }).click();
    await centre.waitFor({ state: 'detached' });
    registered = account;
  });

  it('logs out through the confirmation and goes to /', async () => {
    await header().getByRole('button', { name: L.session.logout }).click();
    const confirm = page.getByRole('alertdialog', { name: L.session.logoutTitle });
    await confirm.waitFor();
    await shot(page, `accounts-logout-confirm-${tag}.png`);
    const loggedOut = page.waitForResponse((r) => r.url().includes('/wps/session/logout'));
    await confirm.getByRole('button', { name: L.session.logout }).click();
    expect((await loggedOut).status()).toBe(200);
    // To "/", which sends on to /index.
    await page.waitForURL((url) => url.pathname === '/index');
    await header().getByRole('button', { name: L.auth.login, exact: true }).waitFor();
    const stored = await page.evaluate(() => ({
      token: window.localStorage.getItem('lotus.token') ?? window.sessionStorage.getItem('lotus.token'),
      merchant: window.localStorage.getItem('lotus.merchantCode'),
    }));
    expect(stored).toEqual({ token: null, merchant: 'LOTUS' });
  });

  it('shows the captcha image after three wrong passwords', async () => {
    await header().getByRole('button', { name: L.auth.login, exact: true }).click();
    const login = dialog(L.auth.loginTitle);
    await login.locator('form').waitFor();
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(await login.getByRole('img', { name: L.auth.captchaImage }).count()).toBe(0);
      await login.locator('input[name=username]').fill(registered);
      await login.locator('input[name=password]').fill(`wrong-${attempt}`);
      await submitAndWait(login, L.auth.login, '/wps/session/login');
      await login.getByRole('alert').filter({ hasText: E['login.credentials.invalid'] }).waitFor();
    }
    const image = login.getByRole('img', { name: L.auth.captchaImage });
    await image.waitFor();
    expect(await image.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    await shot(page, `accounts-login-captcha-${tag}.png`);
    await login.getByRole('button', { name: L.common.close }).click();
    await login.waitFor({ state: 'detached' });
  });

  it('gives a free-play trial account the warning when it presses Deposit', async () => {
    await header().getByRole('button', { name: L.auth.login, exact: true }).click();
    const login = dialog(L.auth.loginTitle);
    await submitAndWait(login, L.auth.freePlay, '/wps/session/login/freeplay');
    await header().getByRole('button', { name: new RegExp(`^${escape(fill(L.session.openAccount, { account: 'trial' }))}`) }).waitFor();
    if (size === 'phone') await page.getByRole('navigation', { name: L.bottomNav.label }).getByRole('button', { name: L.bottomNav.deposit }).click();
    else await page.getByRole('complementary', { name: L.menu.label }).getByRole('button', { name: L.menu.deposit }).click();
    const warning = page.getByRole('alertdialog', { name: L.session.trialTitle });
    await warning.waitFor();
    expect(await warning.textContent()).toContain(E.in_need_true_account);
    expect(await dialog(L.memberCentre.title).count()).toBe(0);
    await shot(page, `accounts-trial-warning-${tag}.png`);
    await warning.getByRole('button', { name: L.session.increaseSubmit }).click();
    await dialog(L.auth.registerTitle).waitFor();
    expect(errors).toEqual([]);
  });
});
