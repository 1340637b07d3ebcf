import { describe, it } from 'vitest';
import { callApi, registerMember } from './support/api';
import { browserAndServerForFile, catalogs, journeyPassword, journeyUsername, languagesAndSizes, memberContext, pageErrors, shot, testServerEnv } from './support/journey';

/**
 * The inbox journey against the real server: a signed-in member's deposit is approved (the stand-in provider), the
 * server writes a "deposit approved" message and pushes the new count over /ws/member, the header's badge shows
 * it; the member opens platform information, reads the message in their language, and the badge falls. In EN
 * and UR at phone and desktop sizes side by side on one server (concurrent tests, each with its own member and
 * context; assertions use the test's own `expect`); screenshots of each.
 */

const live = browserAndServerForFile({ ...testServerEnv });

/** A deposit of 100 paid through the stand-in provider: the event the inbox tells the member about. */
async function depositApproved(token: string) {
  const channels = await callApi<{ id: number; kind: string }[]>(live.server.baseUrl, 'paymentChannels', { token });
  const online = channels.find((c) => c.kind === 'online')!;
  const order = await callApi<{ id: number }>(live.server.baseUrl, 'deposit', { token, body: { channelId: online.id, amount: '100' } });
  const paid = await callApi<{ status: string }>(live.server.baseUrl, 'localPay', { token, params: { id: order.id }, body: { paid: true } });
  if (paid.status !== 'approved') throw new Error(`the stand-in provider left the deposit ${paid.status}`);
}

const depositTitle = { EN: 'Deposit approved', UR: 'ڈپازٹ منظور ہو گیا' } as const;

describe.concurrent.each(languagesAndSizes)('the inbox in %s on a %s', (lang, size) => {
  const { translation: L } = catalogs[lang];
  const name = `${lang.toLowerCase()}-${size}`;

  it('reads a new message and sees the badge fall', async ({ expect }) => {
    const member = await registerMember(live.server.baseUrl, journeyUsername('ib', lang, size), journeyPassword);
    const context = await memberContext(live.browser, lang, size, member.token);
    const page = await context.newPage();
    const errors = pageErrors(page);
    await page.goto(`${live.server.baseUrl}/index`);
    const inbox = page.getByRole('banner').getByTestId('header-inbox');
    await inbox.waitFor();
    await expect(inbox.getByTestId('unread-badge').count()).resolves.toBe(0);

    // The deposit's message reaches the badge over the member socket, without a reload.
    await depositApproved(member.token);
    await inbox.getByTestId('unread-badge').filter({ hasText: '1' }).waitFor();
    await shot(page, `inbox-badge-${name}.png`, { top: true });

    await inbox.click();
    const centre = page.getByRole('dialog', { name: L.memberCentre.title });
    const row = centre.getByTestId('inbox-row').filter({ hasText: depositTitle[lang] });
    await row.waitFor();
    expect(await row.getAttribute('data-unread')).toBe('true');
    await shot(page, `inbox-list-${name}.png`);

    await row.click();
    await centre.getByRole('heading', { name: depositTitle[lang] }).waitFor();
    await expect(centre.getByTestId('inbox-body').textContent()).resolves.toContain('100.00');
    await inbox.getByTestId('unread-badge').waitFor({ state: 'detached' });
    await shot(page, `inbox-message-${name}.png`);

    await centre.getByRole('button', { name: L.inbox.back }).click();
    expect(await centre.getByTestId('inbox-row').filter({ hasText: depositTitle[lang] }).getAttribute('data-unread')).toBe('false');
    expect(errors).toEqual([]);
    await context.close();
  });
});
