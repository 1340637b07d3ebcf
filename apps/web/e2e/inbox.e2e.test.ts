import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@lotus/contract/endpoints';
import { viewports } from './support/launch-browser';
import { browserAndServerForFile, catalogs, newLangContext, pageErrors, registerThroughDialog, shot, testServerEnv } from './support/journey';

/**
 * The inbox journey against the real server: a new member's deposit is approved (the stand-in provider), the
 * server writes a "deposit approved" message and pushes the new count over /ws/member, the header's badge
 * shows it; the member opens platform information, reads the message in their language, and the badge falls.
 * EN on a phone, UR on a desktop; screenshots of the list and the message at both sizes.
 */

const live = browserAndServerForFile({ ...testServerEnv });

/** A deposit of 100 paid through the stand-in provider, as the page calls the API. */
async function depositApproved(page: Page) {
  const ok = await page.evaluate(
    async ({ channels, deposit, localPay }) => {
      const headers: Record<string, string> = {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        Authorization: sessionStorage.getItem('lotus.token') ?? localStorage.getItem('lotus.token') ?? '',
        Language: 'EN',
        Device: 'web',
      };
      const merchant = localStorage.getItem('lotus.merchantCode');
      if (merchant) headers.Merchant = merchant;
      const list = (await (await fetch(channels, { headers })).json()) as { value: { id: number; kind: string }[] };
      const online = list.value.find((c) => c.kind === 'online')!;
      const order = (await (await fetch(deposit, { method: 'POST', headers, body: JSON.stringify({ channelId: online.id, amount: '100' }) })).json()) as { value: { id: number } };
      const paid = (await (await fetch(localPay.replace(':id', String(order.value.id)), { method: 'POST', headers, body: JSON.stringify({ paid: true }) })).json()) as { success: boolean };
      return paid.success;
    },
    { channels: endpoints.paymentChannels.path, deposit: endpoints.deposit.path, localPay: endpoints.localPay.path },
  );
  expect(ok).toBe(true);
}

const depositTitle = { EN: 'Deposit approved', UR: 'ڈپازٹ منظور ہو گیا' } as const;

describe.each([
  ['EN', 'phone'],
  ['UR', 'desktop'],
] as const)('the inbox in %s on a %s', (lang, size) => {
  const { translation: L } = catalogs[lang];
  const other = size === 'phone' ? 'desktop' : 'phone';

  it('reads a new message and sees the badge fall', async () => {
    const context = await newLangContext(live.browser, lang, size);
    const page = await context.newPage();
    const errors = pageErrors(page);
    const username = `ib${lang.toLowerCase()}${Date.now().toString(36).slice(-6)}`.slice(0, 16);
    await registerThroughDialog(page, live.server.baseUrl, lang, username);
    const header = page.getByRole('banner');
    const inbox = header.getByTestId('header-inbox');
    await inbox.waitFor();
    await expect(inbox.getByTestId('unread-badge').count()).resolves.toBe(0);

    // The deposit's message reaches the badge over the member socket, without a reload.
    await depositApproved(page);
    await inbox.getByTestId('unread-badge').filter({ hasText: '1' }).waitFor();
    await shot(page, `inbox-badge-${lang.toLowerCase()}-${size}.png`, { top: true });

    await page.evaluate(() => window.scrollTo(0, 0));
    await inbox.click();
    const centre = page.getByRole('dialog', { name: L.memberCentre.title });
    const row = centre.getByTestId('inbox-row').filter({ hasText: depositTitle[lang] });
    await row.waitFor();
    expect(await row.getAttribute('data-unread')).toBe('true');
    for (const vp of [size, other] as const) {
      await page.setViewportSize(viewports[vp]);
      await shot(page, `inbox-list-${lang.toLowerCase()}-${vp}.png`);
    }
    await page.setViewportSize(viewports[size]);

    await row.click();
    await centre.getByRole('heading', { name: depositTitle[lang] }).waitFor();
    await expect(centre.getByTestId('inbox-body').textContent()).resolves.toContain('100.00');
    await inbox.getByTestId('unread-badge').waitFor({ state: 'detached' });
    for (const vp of [size, other] as const) {
      await page.setViewportSize(viewports[vp]);
      await shot(page, `inbox-message-${lang.toLowerCase()}-${vp}.png`);
    }
    await page.setViewportSize(viewports[size]);

    await centre.getByRole('button', { name: L.inbox.back }).click();
    expect(await centre.getByTestId('inbox-row').filter({ hasText: depositTitle[lang] }).getAttribute('data-unread')).toBe('false');
    expect(errors).toEqual([]);
    await context.close();
  });
});
