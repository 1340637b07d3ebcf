import { describe, expect, it } from 'vitest';
import { viewports } from './support/launch-browser';
import { catalogs, fill, journeyPassword, newLangContext, pageErrors, registerThroughDialog, shot, testServerEnv, browserAndServerForFile } from './support/journey';

/**
 * The wallet journey against the real server: register, deposit 150 through the demo brand's
 * "Instant pay (demo)" channel, pay on the stand-in provider page, see 150.00 in the header and the
 * deposit in the account record. EN on a phone, UR on a desktop; screenshots of every wallet page
 * in both languages at both sizes.
 */

const live = browserAndServerForFile({ ...testServerEnv, DEV_INBOX: 'true' });

describe.each([
  ['EN', 'phone'],
  ['UR', 'desktop'],
] as const)('wallet in %s on a %s', (lang, size) => {
  const { translation: L } = catalogs[lang];
  const other = size === 'phone' ? 'desktop' : 'phone';

  it('deposits 150 through the stand-in provider and sees it in the header and the account record', async () => {
    const context = await newLangContext(live.browser, lang, size);
    const page = await context.newPage();
    const errors = pageErrors(page);
    const username = `w${lang.toLowerCase()}${Date.now().toString(36).slice(-6)}`.slice(0, 16);

    await registerThroughDialog(page, live.server.baseUrl, lang, username);
    const header = page.getByRole('banner');

    // Deposit from the side menu / bottom bar goes through the login check to the deposit page.
    await page.evaluate(() => window.scrollTo(0, 0));
    const centre = page.getByRole('dialog', { name: L.memberCentre.title });
    const menu = (name: string) => centre.getByRole('navigation').getByRole('button', { name, exact: true });
    await header.getByRole('button', { name: fill(L.session.openAccount, { account: username }) }).click();
    await menu(L.memberCentre.deposit).click();
    await centre.getByRole('radio', { name: new RegExp(L.wallet.deposit.manual) }).first().waitFor();

    // Screenshots of every wallet page at both sizes.
    for (const vp of [size, other] as const) {
      await page.setViewportSize(viewports[vp]);
      const tag = `${lang.toLowerCase()}-${vp}`;
      await menu(L.memberCentre.myWallet).click();
      await centre.getByText(L.wallet.totalBalance).waitFor();
      await shot(page, `wallet-my-wallet-${tag}.png`);
      await menu(L.memberCentre.withdrawal).click();
      await centre.getByRole('heading', { name: L.wallet.withdraw.noCard }).waitFor();
      await shot(page, `wallet-withdraw-${tag}.png`);
      await centre.getByRole('tab', { name: L.wallet.withdraw.cards }).click();
      await centre.getByRole('button', { name: L.wallet.password.setTitle }).click();
      await shot(page, `wallet-withdraw-cards-${tag}.png`);
      await menu(L.memberCentre.transferUpline).click();
      await centre.getByRole('heading', { name: L.wallet.upline.none }).waitFor();
      await shot(page, `wallet-upline-${tag}.png`);
      await menu(L.memberCentre.accountRecord).click();
      await centre.getByRole('heading', { name: L.wallet.record.empty }).waitFor();
      await shot(page, `wallet-record-${tag}.png`);
      await menu(L.memberCentre.deposit).click();
      await centre.getByRole('radio').first().click();
      await centre.getByText(L.wallet.deposit.payTo).waitFor();
      await shot(page, `wallet-deposit-bank-${tag}.png`);
    }
    await page.setViewportSize(viewports[size]);

    await centre.getByRole('radio', { name: /Instant pay \(demo\)/ }).click();
    await centre.getByRole('textbox', { name: new RegExp(`^${L.wallet.amount}`) }).fill('150');
    await shot(page, `wallet-deposit-online-${lang.toLowerCase()}-${size}.png`);
    await centre.getByRole('button', { name: L.wallet.deposit.payNow }).click();

    await page.waitForURL((url) => url.pathname.startsWith('/payment/local/'));
    expect(new URL(page.url()).searchParams.get('amount')).toBe('150.0000');
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: L.wallet.localPay.title }).waitFor();
    await shot(page, `wallet-local-pay-${lang.toLowerCase()}-${size}.png`);
    const paid = page.waitForResponse((r) => r.url().includes('/wps/payment/local/'));
    await main.getByRole('button', { name: L.wallet.localPay.pay, exact: true }).click();
    expect((await paid).status()).toBe(200);
    await main.getByText(L.wallet.localPay.paid).waitFor();
    await header.getByTestId('header-balance').filter({ hasText: '150.00' }).waitFor();
    await shot(page, `wallet-local-paid-${lang.toLowerCase()}-${size}.png`);

    await main.getByRole('button', { name: L.wallet.localPay.history }).click();
    await centre.getByRole('tab', { name: L.wallet.deposit.history }).click();
    await centre.getByText(L.wallet.status.approved).first().waitFor();
    await shot(page, `wallet-deposit-history-${lang.toLowerCase()}-${size}.png`);
    await menu(L.memberCentre.accountRecord).click();
    await centre.getByRole('listitem').getByText(L.wallet.types.deposit, { exact: true }).first().waitFor();
    // Wait for the row's amount itself: the type label can show before the row's figures do.
    await centre.getByRole('listitem').getByText(/150\.00/).first().waitFor();
    await shot(page, `wallet-record-filled-${lang.toLowerCase()}-${size}.png`);

    // Withdrawal: set the payment password, bind a card; the form then shows the limits and the deposit's open turnover requirement.
    await menu(L.memberCentre.withdrawal).click();
    await centre.getByRole('tab', { name: L.wallet.withdraw.cards }).click();
    await centre.getByText(L.wallet.password.notSet).waitFor();
    await centre.getByRole('button', { name: L.wallet.password.setTitle }).click();
    await centre.getByLabel(L.wallet.password.new).fill('135790');
    await centre.getByLabel(L.wallet.password.confirm).fill('135790');
    await centre.getByLabel(L.wallet.password.login).fill(journeyPassword);
    await centre.getByRole('button', { name: L.wallet.save }).click();
    await centre.getByText(L.wallet.password.isSet, { exact: true }).waitFor();
    await centre.getByRole('button', { name: L.wallet.withdraw.bindCard }).click();
    await centre.getByLabel(L.wallet.bank.bankName).fill('HBL');
    await centre.getByLabel(L.wallet.bank.accountName).fill('Test Player');
    await centre.getByLabel(L.wallet.bank.accountNumber).fill('12345678901');
    await centre.getByLabel(L.wallet.password.payment, { exact: true }).fill('135790');
    await centre.locator('form').getByRole('button', { name: L.wallet.withdraw.bindCard }).click();
    await centre.getByText('*******8901', { exact: false }).waitFor();
    await centre.getByRole('tab', { name: L.wallet.withdraw.tab, exact: true }).click();
    // The deposit's requirement (1x) is open: the form lists it and explains why the submit waits.
    await centre.getByRole('region', { name: L.wallet.turnover.title }).getByRole('progressbar', { name: fill(L.wallet.turnover.progressOf, { source: L.wallet.turnover.source.deposit }) }).waitFor();
    expect(await centre.locator('form').getByRole('button', { name: L.wallet.withdraw.submit, exact: true }).isDisabled()).toBe(true);
    await centre.getByText(fill(L.wallet.withdraw.perDay_other, { used: 0, count: 5 })).waitFor();
    await shot(page, `wallet-withdraw-form-${lang.toLowerCase()}-${size}.png`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
