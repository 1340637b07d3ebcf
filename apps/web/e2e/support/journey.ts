import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, type ExpectStatic } from 'vitest';
import { en, ur } from './catalogs';
import { launchBrowser, viewports } from './launch-browser';
import { repoRoot, startServer, type RunningServer } from './start-server';

/** Shared steps of the browser journeys: the catalogs, screenshots, a context in a language, registration. */
export const shots = path.join(repoRoot, 'test-results/screenshots');

/** A cheap proof of work for tests, and the demo brand's registration captcha off (an e2e cannot read it). */
export const testServerEnv = { HUMAN_CHECK_COST: '1', HUMAN_CHECK_MAX_COUNTER: '50', DEMO_REGISTER_CAPTCHA: 'false' } as const;

export const catalogs = { EN: en, UR: ur } as const;
export type Lang = keyof typeof catalogs;
export type Size = keyof typeof viewports;

/** The four ways the issues ask a journey to be walked: each language at each size. */
export const languagesAndSizes = [
  ['EN', 'phone'],
  ['EN', 'desktop'],
  ['UR', 'phone'],
  ['UR', 'desktop'],
] as const satisfies readonly (readonly [Lang, Size])[];

/** A username of at most 16 characters, unique in this run, starting with `prefix` and naming the language and size. */
export function journeyUsername(prefix: string, lang: Lang, size: Size): string {
  return `${prefix}${lang.toLowerCase()}${size[0]}${Date.now().toString(36).slice(-7)}`.slice(0, 16);
}

/** Fills a catalog text's `{{name}}` placeholders. */
export const fill = (text: string, vars: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k]));

/**
 * A browser and a server (with `env` added to its settings) for the whole file, and the screenshot
 * folder made: read `browser` and `server` inside tests, once `beforeAll` has run.
 */
export function browserAndServerForFile(env: Record<string, string>): { readonly browser: Browser; readonly server: RunningServer } {
  const live = {} as { browser: Browser; server: RunningServer };
  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    [live.browser, live.server] = await Promise.all([launchBrowser(), startServer(120_000, env)]);
  });
  afterAll(async () => {
    await live.browser?.close();
    await live.server?.stop();
  });
  return live;
}

/** A screenshot once the fonts are in and the page has settled; `top` scrolls up first. */
export async function shot(page: Page, file: string, { fullPage = false, top = false }: { fullPage?: boolean; top?: boolean } = {}) {
  if (top) await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(250);
  await page.screenshot({ path: path.join(shots, file), fullPage });
}

/** A context at a viewport size whose site starts in `lang` (unless the page already chose one). */
export async function newLangContext(browser: Browser, lang: Lang, size: Size): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: viewports[size], deviceScaleFactor: 1 });
  await context.addInitScript((code) => {
    if (!window.localStorage.getItem('lotus.language')) window.localStorage.setItem('lotus.language', code);
  }, lang);
  return context;
}

/**
 * A context (as newLangContext) in which `token`'s member is already signed in: the site finds a remembered session
 * in its storage, as after a login with "remember me" on this browser. For journeys that start from a member; the
 * login itself is walked in the accounts journeys (and in the notices journey, where the first login matters).
 */
export async function memberContext(browser: Browser, lang: Lang, size: Size, token: string): Promise<BrowserContext> {
  const context = await newLangContext(browser, lang, size);
  await context.addInitScript(
    ({ token, expires }) => {
      if (window.localStorage.getItem('lotus.token') || window.sessionStorage.getItem('lotus.token')) return;
      window.localStorage.setItem('lotus.token', token);
      window.localStorage.setItem('lotus.tokenExpires', String(expires));
    },
    { token, expires: Date.now() + 60 * 60 * 1000 },
  );
  return context;
}

/** What the init script below prints for a Content-Security-Policy violation. */
const cspMarker = 'lotus-csp-violation';

/**
 * Adds every Content-Security-Policy violation of the page and its frames (e.g. a game screen in
 * /game) to `errors`: journeys that end with `expect(errors).toEqual([])` fail when the site's
 * policy blocks something it uses.
 */
export function reportCspViolations(page: Page, errors: string[]): void {
  page.on('console', (m) => {
    const text = m.text();
    if (text.startsWith(cspMarker) || (m.type() === 'error' && text.includes('Content Security Policy'))) errors.push(text);
  });
  void page.addInitScript((marker) => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`${marker}: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'} in ${e.documentURI} (${e.sourceFile}:${e.lineNumber}:${e.columnNumber})`);
    });
  }, cspMarker);
}

/** Uncaught page errors and policy violations, collected for an `expect(errors).toEqual([])` at the end. */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  reportCspViolations(page, errors);
  return errors;
}

/** The password journeys give their members: long enough and not on the server's common-password list. */
export const journeyPassword = 'Lotus-journey-123';

/** Registers `username` (password journeyPassword) through the site's own dialog, as a person would, and waits until logged in. */
export async function registerThroughDialog(page: Page, baseUrl: string, lang: Lang, username: string): Promise<void> {
  const L = catalogs[lang].translation;
  await page.goto(`${baseUrl}/index`);
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: L.auth.register, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: L.auth.registerTitle });
  await dialog.getByRole('tab', { name: L.auth.tabs.username }).click();
  await dialog.locator('input[name=username]').fill(username);
  await dialog.locator('input[name=password]').fill(journeyPassword);
  await dialog.locator('input[name=confirmPassword]').fill(journeyPassword);
  await dialog.getByRole('checkbox', { name: L.auth.ageConsent }).check();
  await dialog.getByRole('button', { name: L.auth.createAccount, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await header.getByTestId('header-balance').waitFor();
}

/** Logs `username` in (password journeyPassword) through the header's login dialog, opening it unless it is open, and waits until logged in. */
export async function logInThroughDialog(page: Page, lang: Lang, username: string): Promise<void> {
  const L = catalogs[lang].translation;
  const header = page.getByRole('banner');
  const dialog = page.getByRole('dialog', { name: L.auth.loginTitle });
  if (!(await dialog.isVisible())) await header.getByRole('button', { name: L.auth.login, exact: true }).click();
  await dialog.locator('input[name=username]').fill(username);
  await dialog.locator('input[name=password]').fill(journeyPassword);
  await dialog.getByRole('button', { name: L.auth.login, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await header.getByTestId('header-balance').waitFor();
}

/**
 * Once the page's calls are done, closes the popups on screen one after another (OK, or Close beside a link);
 * answers their titles. `expect`: the test's own (concurrent tests must not poll with the global one).
 */
export async function closePopups(page: Page, lang: Lang, expect: ExpectStatic): Promise<string[]> {
  const L = catalogs[lang].translation;
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

/**
 * Places a lottery bet by `click`, retrying when it lands just as betting closes: fast games lock
 * seconds before every draw, so a click in that window is refused (`lottery.issue.closed`, shown to
 * the player) and the next issue takes the retry. Answers once `placed` shows.
 */
export async function placeLotteryBet(page: Page, lang: Lang, click: () => Promise<void>, placed: Locator): Promise<void> {
  const closed = page.getByText(catalogs[lang].errors['lottery.issue.closed']).first();
  for (let attempt = 1; ; attempt++) {
    await click();
    // Every lottery confirms an order first (issue, bets, total): confirm it.
    const C = catalogs[lang].translation.lottery.cn.cart;
    await page.getByRole('alertdialog', { name: C.confirmTitle }).getByRole('button', { name: C.confirm, exact: true }).click();
    // A refusal from the previous attempt goes away once the new one is sent.
    if (attempt > 1) await closed.waitFor({ state: 'hidden', timeout: 5_000 }).catch(() => undefined);
    const outcome = await Promise.race([
      placed.waitFor({ timeout: 30_000 }).then(() => 'placed' as const),
      closed.waitFor({ timeout: 30_000 }).then(() => 'closed' as const),
    ]).catch(() => 'silent' as const);
    if (outcome === 'placed') return;
    if (outcome === 'silent' || attempt === 3) throw new Error(`the bet was not placed (${outcome} after ${attempt} attempts)`);
    // Pages that report the refusal in a popup wait for it to be closed.
    const popup = page.getByRole('alertdialog').filter({ hasText: catalogs[lang].errors['lottery.issue.closed'] });
    if (await popup.isVisible()) await popup.getByRole('button', { name: catalogs[lang].translation.common.ok, exact: true }).click();
  }
}
