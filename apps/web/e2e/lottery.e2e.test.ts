import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@lotus/contract/endpoints';
import { viewports } from './support/launch-browser';
import { type Lang, type Size, browserAndServerForFile, catalogs, fill, newLangContext, pageErrors, placeLotteryBet, registerThroughDialog, shots, testServerEnv } from './support/journey';

/**
 * The Chinese-style lottery against the real server and its draw scheduler: a new member funds the
 * account, opens /lottery, picks with quick picks, adds to the cart and bets; the balance drops and
 * the order is in My orders; a second order is cancelled (the stake comes back); the next draw is
 * pushed over the websocket and the first order settles. Then a chase on the 3-minute SSC in Urdu,
 * cancelled from the order detail, the trend chart and a result verified in the browser.
 * Screenshots in EN and UR at phone and desktop sizes.
 */
const live = browserAndServerForFile({ ...testServerEnv, DEV_INBOX: 'true' });

async function register(page: Page, lang: Lang, prefix: string): Promise<string> {
  const username = `${prefix}${Date.now().toString(36).slice(-7)}`.slice(0, 16);
  await registerThroughDialog(page, live.server.baseUrl, lang, username);
  return username;
}

/** The identity headers the site sends, for the few calls made directly (funding, the issue clock). */
async function call<T>(page: Page, url: string, init: { method?: string; body?: unknown; moduleId?: string } = {}): Promise<T> {
  return page.evaluate(
    async ({ url, init }) => {
      const token = sessionStorage.getItem('lotus.token') ?? localStorage.getItem('lotus.token') ?? '';
      const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: token, 'Module-Id': init.moduleId ?? 'COMM3', Language: 'EN', Device: 'web', 'Device-Id': localStorage.getItem('lotus.deviceId') ?? 'lottery-e2e' };
      const merchant = localStorage.getItem('lotus.merchantCode');
      if (merchant) headers.Merchant = merchant;
      const res = await fetch(url, { method: init.method ?? 'GET', headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
      return (await res.json()) as T;
    },
    { url, init },
  );
}

/** Funds the member through the stand-in provider (the calls the deposit page makes; wallet.e2e covers the pages). */
async function deposit(page: Page, amount: string) {
  const channels = await call<{ value: { id: number; kind: string }[] }>(page, endpoints.paymentChannels.path);
  const online = channels.value.find((c) => c.kind === 'online')!;
  const order = await call<{ value: { id: number } }>(page, endpoints.deposit.path, { method: 'POST', body: { channelId: online.id, amount } });
  const paid = await call<{ value: { status: string } }>(page, endpoints.localPay.path.replace(':id', String(order.value.id)), { method: 'POST', body: { paid: true } });
  expect(paid.value.status).toBe('approved');
}

/** Waits until the game's current issue has at least `seconds` left to bet (bets and cancels need an open issue). */
async function waitForOpenIssue(page: Page, code: string, seconds: number) {
  const groups = await call<{ games: { gameId: number; code: string }[] }[]>(page, endpoints.lotteryGames.path);
  const gameId = groups.flatMap((g) => g.games).find((g) => g.code === code)!.gameId;
  await expect
    .poll(async () => (await call<{ currentNumero: { lockTime: number; isSale: boolean } | null }>(page, `${endpoints.lotteryNear.path}?gameId=${gameId}`)).currentNumero?.lockTime ?? 0, {
      timeout: 60_000,
      interval: 1_000,
    })
    .toBeGreaterThanOrEqual(seconds);
}

const shot = (page: Page, name: string, lang: Lang, size: Size, fullPage = false) =>
  page.evaluate(() => document.fonts.ready).then(() => page.waitForTimeout(200)).then(() => page.screenshot({ path: path.join(shots, `lottery-${name}-${lang.toLowerCase()}-${size}.png`), fullPage }));

/** A template with `{{row}}` as a pattern matching any row name. */
const templateRegex = (template: string) => new RegExp(`^${template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\\\{\w+\\\}\\\}/g, '.+')}$`);

function lotteryPage(page: Page, lang: Lang) {
  const L = catalogs[lang].translation;
  const C = L.lottery.cn;
  const desk = page.locator('section[aria-labelledby="lottery-play-title"]');
  const cart = page.locator('section[aria-labelledby="lottery-cart-title"]');
  return {
    C,
    desk,
    cart,
    header: page.getByRole('banner'),
    quick: (row: number, pick: keyof typeof C.picker.quick) =>
      desk.getByRole('group', { name: templateRegex(C.picker.quickLabel) }).nth(row).getByRole('button', { name: C.picker.quick[pick], exact: true }).click(),
    addToCart: () => desk.getByRole('button', { name: C.slip.add }).click(),
    async place() {
      const placed = cart.getByRole('status');
      await placeLotteryBet(page, lang, () => cart.getByRole('button', { name: C.cart.place, exact: true }).click({ timeout: 60_000 }), placed);
      return (await placed.innerText()).match(/L\d+/)![0];
    },
    tab: (name: keyof typeof C.tabs) => page.getByRole('tab', { name: C.tabs[name] }),
    order: (orderNumber: string) => page.getByTestId('orders-list').getByRole('button', { name: fill(C.orders.open, { order: orderNumber }) }),
    async cancelAll(orderNumber: string, bets: number) {
      await this.order(orderNumber).click();
      const detail = page.getByRole('dialog', { name: C.orders.detailTitle });
      await detail.getByTestId('sub-orders').waitFor();
      await detail.getByRole('button', { name: fill(bets === 1 ? C.orders.cancelAll_one : C.orders.cancelAll_other, { count: bets }) }).click();
      await page.getByRole('alertdialog', { name: C.orders.cancelTitle }).getByRole('button', { name: C.orders.cancelYes }).click();
      await detail.getByRole('status').waitFor();
      return detail;
    },
  };
}

const balance = (header: Locator, text: string) => header.getByTestId('header-balance').filter({ hasText: text }).waitFor({ timeout: 15_000 });

describe('lottery', () => {
  it('EN: bets Fast 3 with a quick pick, sees the balance and the order, cancels one, and sees the draw pushed', async () => {
    const lang: Lang = 'EN';
    const context = await newLangContext(live.browser, lang, 'phone');
    const page = await context.newPage();
    const errors = pageErrors(page);
    await register(page, lang, 'lt');
    await deposit(page, '500');
    const ui = lotteryPage(page, lang);
    const { C } = ui;

    // What the server pushes over the page's websocket.
    const pushed: string[] = [];
    page.on('websocket', (socket) => socket.on('framereceived', (frame) => pushed.push(String(frame.payload))));
    await page.goto(`${live.server.baseUrl}/lottery?gameCode=k3-fast`);
    await page.getByTestId('current-numero').waitFor();
    await balance(ui.header, '500.00');
    await waitForOpenIssue(page, 'k3-fast', 15);
    await shot(page, 'k3', lang, 'phone');

    // Sum, big (11-18): 8 bets of 2.
    await ui.quick(0, 'big');
    await expect.poll(() => page.getByTestId('selection-summary').innerText()).toMatch(/^8 bets\s*·\s*P 16\.00$/);
    await ui.addToCart();
    await ui.cart.getByTestId('cart-total').filter({ hasText: '16.00' }).waitFor();
    await ui.cart.scrollIntoViewIfNeeded();
    await shot(page, 'cart', lang, 'phone');
    const betNumero = (await page.getByTestId('current-numero').innerText()).trim();
    const first = await ui.place();
    await balance(ui.header, '484.00');
    await ui.order(first).waitFor();
    await ui.order(first).scrollIntoViewIfNeeded();
    await shot(page, 'orders', lang, 'phone');

    // A second bet (small), cancelled before the issue locks: the stake comes back.
    await ui.quick(0, 'small');
    await ui.addToCart();
    const second = await ui.place();
    await balance(ui.header, '468.00');
    await ui.tab('orders').click();
    const detail = await ui.cancelAll(second, 1);
    await shot(page, 'cancelled', lang, 'phone');
    await detail.getByRole('button', { name: L(lang).common.close }).click();
    await balance(ui.header, '484.00');

    // The draw of the issue bet on arrives over the websocket: last result, results list, then the order settles.
    await page.locator(`[data-testid="previous-result"][data-numero="${betNumero}"]`).waitFor({ timeout: 75_000 });
    await expect.poll(() => pushed.some((f) => f.includes('"lottery.drawn"') && f.includes('"k3-fast"') && f.includes(`"${betNumero}"`)), { timeout: 5_000 }).toBe(true);
    const settled = ui.order(first);
    await expect.poll(async () => (await settled.innerText()).includes(C.orders.status.pending), { timeout: 20_000 }).toBe(false);
    await ui.tab('results').click();
    await page.getByTestId('results-list').locator(`[data-numero="${betNumero}"]`).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'drawn', lang, 'phone');

    await page.setViewportSize(viewports.desktop);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'drawn', lang, 'desktop');
    await ui.tab('orders').click();
    await shot(page, 'orders', lang, 'desktop', true);
    expect(errors).toEqual([]);
    await context.close();
  }, 170_000);

  it('UR: chases 3-minute SSC with a doubling plan, cancels it from the order, reads the trend and verifies a result', async () => {
    const lang: Lang = 'UR';
    const context = await newLangContext(live.browser, lang, 'desktop');
    const page = await context.newPage();
    const errors = pageErrors(page);
    await register(page, lang, 'lu');
    await deposit(page, '500');
    const ui = lotteryPage(page, lang);
    const { C } = ui;

    await page.goto(`${live.server.baseUrl}/lottery?gameCode=ssc-3min`);
    await page.getByTestId('current-numero').waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await waitForOpenIssue(page, 'ssc-3min', 20);

    // Five-star straight: big on every position at unit 0.002 is 5^5 = 3125 bets, 6.25.
    for (let row = 0; row < 5; row++) await ui.quick(row, 'big');
    await ui.desk.getByRole('button', { name: C.slip.modeOption.replace('{{price}}', '0.002'), exact: true }).click();
    await expect.poll(() => page.getByTestId('selection-summary').innerText()).toContain('6.25');
    await ui.addToCart();
    await shot(page, 'ssc', lang, 'desktop');

    await ui.cart.getByRole('button', { name: C.chase.toggle, exact: true }).click();
    const planner = page.getByRole('dialog', { name: C.chase.title });
    const issues = planner.getByLabel(C.chase.issues, { exact: true });
    await issues.fill('3');
    await planner.getByRole('button', { name: C.chase.double }).click();
    await planner.getByTestId('chase-total').filter({ hasText: '43.75' }).waitFor();
    await shot(page, 'chase', lang, 'desktop');
    await planner.getByRole('button', { name: C.chase.apply }).click();
    await ui.cart.getByTestId('cart-total').filter({ hasText: '43.75' }).waitFor();
    const chased = await ui.place();
    await balance(ui.header, '456.25');

    // The chase is three bets, one per issue; all are cancelled before their issues lock.
    const detail = await ui.cancelAll(chased, 3);
    await detail.getByText(C.orders.status.cancelled, { exact: true }).first().waitFor();
    await shot(page, 'chase-cancelled', lang, 'desktop');
    await detail.getByRole('button', { name: L(lang).common.close }).click();
    await balance(ui.header, '500.00');

    // Another game from the list (its results go back further): trend chart and a result recomputed in the browser.
    await page.getByRole('navigation', { name: C.gameList }).getByRole('button', { name: new RegExp(groupsName(lang)) }).last().click();
    await page.waitForURL((url) => url.search === '?gameCode=ssc-1min');
    await page.getByTestId('current-numero').waitFor();
    await ui.tab('trend').click();
    await page.getByRole('img', { name: templateRegex(C.trend.chartLabel) }).waitFor();
    await ui.tab('trend').scrollIntoViewIfNeeded();
    await shot(page, 'trend', lang, 'desktop');
    await ui.tab('results').click();
    await page.getByTestId('results-list').getByRole('button', { name: templateRegex(C.results.verifyIssue) }).first().click();
    const verify = page.getByRole('dialog', { name: templateRegex(C.verify.title) });
    await verify.getByText(C.verify.match).waitFor();
    await verify.getByText(C.verify.hashOk).waitFor();
    await shot(page, 'verify', lang, 'desktop');
    await verify.getByRole('button', { name: L(lang).common.close }).click();

    await page.setViewportSize(viewports.phone);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'ssc', lang, 'phone');
    await ui.tab('trend').click();
    await ui.tab('trend').scrollIntoViewIfNeeded();
    await shot(page, 'trend', lang, 'phone');
    expect(errors).toEqual([]);
    await context.close();
  }, 150_000);
});

/** The 1-minute SSC's name as the server sends it in each language (demo-lottery.ts). */
function groupsName(lang: Lang) {
  return lang === 'EN' ? '1-Minute SSC' : 'ایک منٹ ایس ایس سی';
}

function L(lang: Lang) {
  return catalogs[lang].translation;
}
