import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@lotus/contract/endpoints';
import { viewports } from './support/launch-browser';
import { browserAndServerForFile, catalogs, fill, newLangContext, pageErrors, registerThroughDialog, shot, testServerEnv } from './support/journey';

/**
 * The cashback journey against the real server: a new member deposits through the stand-in provider
 * and plays dice (their bets settle into the bet journal), opens the member centre's cashback page,
 * sees today's accrual at the demo brand's slots rate (0.80 %), claims it, and finds the claim in the
 * history and the cashback in the personal P&L. EN on a phone, UR on a desktop; screenshots of the
 * page in both languages at both sizes.
 */

const live = browserAndServerForFile({ ...testServerEnv, DEV_INBOX: 'true' });

/** Calls the API as the page does (its token, device and merchant), for the set-up a person would do elsewhere. */
async function api(page: Page, path: string, moduleId: string, body?: unknown): Promise<{ success: boolean; value: unknown }> {
  return page.evaluate(
    async ({ path, moduleId, body }) => {
      const headers: Record<string, string> = {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        Authorization: sessionStorage.getItem('lotus.token') ?? localStorage.getItem('lotus.token') ?? '',
        'Module-Id': moduleId,
        Language: 'EN',
        Device: 'web',
        'Device-Id': localStorage.getItem('lotus.deviceId') ?? 'cashback-e2e',
      };
      const merchant = localStorage.getItem('lotus.merchantCode');
      if (merchant) headers.Merchant = merchant;
      const res = await fetch(path, body === undefined ? { headers } : { method: 'POST', headers, body: JSON.stringify(body) });
      return (await res.json()) as { success: boolean; value: unknown };
    },
    { path, moduleId, body },
  );
}

/** 100 deposited, then three 10.00 dice rounds (settled at once: 30.00 of slots turnover, 0.24 cashback). */
async function playSomeDice(page: Page) {
  const channels = (await api(page, endpoints.paymentChannels.path, endpoints.paymentChannels.moduleId)).value as { id: number; kind: string }[];
  const online = channels.find((c) => c.kind === 'online')!;
  const order = (await api(page, endpoints.deposit.path, endpoints.deposit.moduleId, { channelId: online.id, amount: '100' })).value as { id: number };
  expect((await api(page, endpoints.localPay.path.replace(':id', String(order.id)), endpoints.localPay.moduleId, { paid: true })).success).toBe(true);
  for (let i = 0; i < 3; i++) {
    const round = await api(page, endpoints.housePlay.path.replace(':code', 'dice'), endpoints.housePlay.moduleId, { roundId: crypto.randomUUID(), bet: '10', dice: { target: 5000, direction: 'under' } });
    expect(round.success).toBe(true);
  }
}

describe.each([
  ['EN', 'phone'],
  ['UR', 'desktop'],
] as const)('cashback in %s on a %s', (lang, size) => {
  const { translation: L } = catalogs[lang];
  const C = L.rewards.cashback;
  const other = size === 'phone' ? 'desktop' : 'phone';

  it("claims today's cashback and finds it in the history and the P&L", async () => {
    const context = await newLangContext(live.browser, lang, size);
    const page = await context.newPage();
    const errors = pageErrors(page);
    const username = `cb${lang.toLowerCase()}${Date.now().toString(36).slice(-6)}`.slice(0, 16);
    await registerThroughDialog(page, live.server.baseUrl, lang, username);
    await playSomeDice(page);

    const header = page.getByRole('banner');
    const centre = page.getByRole('dialog', { name: L.memberCentre.title });
    const menu = (name: string) => centre.getByRole('navigation').getByRole('button', { name, exact: true });
    await page.evaluate(() => window.scrollTo(0, 0));
    await header.getByRole('button', { name: fill(L.session.openAccount, { account: username }) }).click();
    await menu(L.memberCentre.cashback).click();
    const accrued = centre.getByTestId('cashback-accrued');
    await accrued.filter({ hasText: '0.24' }).waitFor();
    const slots = centre.getByTestId('cashback-category').filter({ hasText: L.categories.RNG });
    await slots.filter({ hasText: '30.00' }).waitFor();
    for (const vp of [size, other] as const) {
      await page.setViewportSize(viewports[vp]);
      await shot(page, `cashback-today-${lang.toLowerCase()}-${vp}.png`);
    }
    await page.setViewportSize(viewports[size]);

    await centre.getByRole('button', { name: C.claim, exact: true }).click();
    await centre.getByText(C.claimed).waitFor();
    await centre.getByRole('button', { name: C.nothingToClaim, exact: true }).waitFor();
    const history = centre.getByRole('list', { name: C.historyTitle });
    await history.getByText(C.sourceClaim, { exact: true }).waitFor();
    await history.getByText(C.sourceClaim, { exact: true }).click();
    await history.getByText(/RNG 0\.80% x 30\.0000 = 0\.2400; total 0\.2400/).waitFor();
    for (const vp of [size, other] as const) {
      await page.setViewportSize(viewports[vp]);
      // The member centre scrolls inside itself: bring the opened claim into view.
      await history.getByText(/total 0\.2400/).scrollIntoViewIfNeeded();
      await shot(page, `cashback-claimed-${lang.toLowerCase()}-${vp}.png`);
    }
    await page.setViewportSize(viewports[size]);

    await menu(L.memberCentre.personalLoss).click();
    const table = centre.getByRole('table', { name: L.bets.profit.tableTitle });
    await table.getByRole('columnheader', { name: L.bets.totals.rebate }).waitFor();
    await table.getByRole('row').filter({ hasText: L.categories.RNG }).filter({ hasText: '0.24' }).waitFor();
    await shot(page, `cashback-profit-${lang.toLowerCase()}-${size}.png`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
