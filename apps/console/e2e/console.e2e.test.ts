import crypto from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { generate } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import L from '../src/locales/en/translation.json';
import { HttpClient, tinyPng } from './support/api';
import { launchBrowser, shots, startServer, viewports, type RunningServer } from './support/server';

/**
 * The operator console against the real server: the first operator (`admin`) enrols an authenticator
 * through the API, a member asks for a withdrawal and makes a bank deposit with a proof image; then, in
 * the browser, the operator signs in with password and code, approves the deposit, looks at the member's
 * turnover from the withdrawal row, rejects the withdrawal with a reason, and finds both decisions in the
 * audit trail. Screenshots of sign-in, the deposit queue and the audit trail at 1440x900 and 1024x768.
 */

const operatorPassword = 'Console-journey-2468';
const memberPassword = 'Lotus-journey-123';
const fill = (text: string, vars: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k]));

interface Seeded {
  totpSecret: string;
  /** The time step of the code the enrolment used: a sign-in needs a later one. */
  usedStep: number;
  member: string;
  memberId: number;
  depositId: number;
  withdrawalId: number;
}

const live = {} as { browser: Browser; server: RunningServer; seeded: Seeded };

async function seed(baseUrl: string): Promise<Seeded> {
  const ops = new HttpClient(baseUrl);
  ops.token = (await ops.ok<{ token: string }>('operatorLogin', { body: { username: 'admin', password: operatorPassword } })).token;
  const { secret } = await ops.ok<{ secret: string }>('opTotpStart');
  const now = Math.floor(Date.now() / 1000);
  await ops.ok('opTotpConfirm', { body: { otp: await generate({ secret, epoch: now }) } });

  const member = new HttpClient(baseUrl);
  const username = `cj${Date.now().toString(36)}`.slice(0, 16);
  const registered = await member.ok<{ token: string; id: number }>('register', {
    body: { username, password: memberPassword, confirmPassword: memberPassword, ageConfirmed: true, humanCheck: await member.humanCheck() },
  });
  member.token = registered.token;
  // Money to withdraw, with no turnover asked: an operator's credit.
  await ops.ok('opAdjust', { params: { id: registered.id }, body: { amount: '500', reason: 'journey funding', requestId: crypto.randomUUID() } });
  await member.ok('setPaymentPassword', { body: { password: '135790', confirmPassword: '135790', loginPassword: memberPassword } });
  const card = await member.ok<{ id: number }>('bindBankCard', { body: { bankName: 'HBL', accountName: 'Journey Member', accountNumber: '12345678901', paymentPassword: '135790' } });
  const withdrawal = await member.ok<{ id: number }>('withdraw', { body: { cardId: card.id, amount: '150', paymentPassword: '135790' } });
  const channels = await member.ok<{ id: number; kind: string }[]>('paymentChannels');
  const manual = channels.find((c) => c.kind === 'manual_bank')!;
  const proof = await member.uploadProof(tinyPng);
  const deposit = await member.ok<{ id: number }>('deposit', { body: { channelId: manual.id, amount: '250', reference: 'FT-7781', proofs: [proof] } });
  return { totpSecret: secret, usedStep: Math.floor(now / 30), member: username, memberId: registered.id, depositId: deposit.id, withdrawalId: withdrawal.id };
}

/** A code for a time step after the last one used (the server takes each step once), within the server's one-step tolerance; the step is then used. */
async function nextCode(secret: string, usedStep: number): Promise<string> {
  // Each code works once: the next unused step, which the server takes up to one step ahead of its clock; further ahead, wait for it.
  const now = Math.floor(Date.now() / 1000 / 30);
  const step = Math.max(now, usedStep + 1);
  if (step > now + 1) await new Promise((resolve) => setTimeout(resolve, (step - 1) * 30_000 - Date.now() + 200));
  live.seeded.usedStep = step;
  return generate({ secret, epoch: step * 30 + 1 });
}

async function shot(page: Page, file: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(200);
  await page.screenshot({ path: path.join(shots, file) });
}

/** Page errors and Content-Security-Policy violations, for an `expect(errors).toEqual([])` at the end. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().includes('401')) errors.push(m.text());
  });
  return errors;
}

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  [live.browser, live.server] = await Promise.all([
    launchBrowser(),
    startServer({ OPERATOR_PASSWORD: operatorPassword, HUMAN_CHECK_COST: '1', HUMAN_CHECK_MAX_COUNTER: '50', DEMO_REGISTER_CAPTCHA: 'false' }),
  ]);
  live.seeded = await seed(live.server.baseUrl);
});

afterAll(async () => {
  await live.browser?.close();
  await live.server?.stop();
});

describe('the operator console', () => {
  it('signs in with password and code, approves a deposit with proof, rejects a withdrawal, and shows both in the audit trail', async () => {
    const { seeded } = live;
    const context = await live.browser.newContext({ viewport: viewports.desktop, deviceScaleFactor: 1 });
    const page = await context.newPage();
    const errors = pageErrors(page);

    // Any console address without a session goes to sign-in.
    await page.goto(`${live.server.baseUrl}/console/payments/deposits`);
    await page.getByRole('heading', { name: L.signIn.title }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/console/sign-in');
    await shot(page, 'console-sign-in-1440.png');
    await page.setViewportSize(viewports.tablet);
    await shot(page, 'console-sign-in-1024.png');
    await page.setViewportSize(viewports.desktop);

    await page.getByLabel(L.signIn.username).fill('admin');
    await page.getByLabel(L.signIn.password).fill(operatorPassword);
    await page.getByRole('button', { name: L.signIn.submit, exact: true }).click();
    // The server asks for the code: the second step.
    await page.getByRole('heading', { name: L.signIn.codeTitle }).waitFor();
    const code = page.getByLabel(L.signIn.code);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('otp');
    await code.fill(await nextCode(seeded.totpSecret, seeded.usedStep));
    await page.getByRole('button', { name: L.signIn.verify, exact: true }).click();

    // Back where the operator was going: the deposit queue, pending first.
    const deposits = page.getByRole('table', { name: L.payments.depositsTitle });
    const depositRow = deposits.getByRole('row').filter({ hasText: seeded.member });
    await depositRow.waitFor();
    expect(new URL(page.url()).pathname).toBe('/console/payments/deposits');
    await expect.poll(() => page.getByTestId('operator-name').textContent()).toBe('admin');
    const nav = page.getByRole('navigation', { name: L.shell.navLabel });
    expect(await nav.getByRole('link').allTextContents()).toEqual([
      L.shell.sections.dashboard,
      L.shell.sections.members,
      L.shell.sections.deposits,
      L.shell.sections.withdrawals,
      L.shell.sections.bankCards,
      L.shell.sections.channels,
      L.shell.sections.lotteryIssues,
      L.shell.sections.lotteryResults,
      L.shell.sections.lotteryGames,
      L.shell.sections.gamesCatalogue,
      L.shell.sections.gamesHallTabs,
      L.shell.sections.gamesVendors,
      L.shell.sections.gamesImport,
      L.shell.sections.reportDaily,
      L.shell.sections.reportGgr,
      L.shell.sections.reportBalances,
      L.shell.sections.feedback,
      L.shell.sections.chat,
      L.shell.sections.messages,
      L.shell.sections.contentNotices,
      L.shell.sections.contentAnnouncements,
      L.shell.sections.contentHelp,
      L.shell.sections.operators,
      L.shell.sections.roles,
      L.shell.sections.brand,
      L.shell.sections.audit,
      L.shell.sections.account,
    ]);
    await depositRow.getByText('250.00').waitFor();
    // The proof the member uploaded, fetched with the operator's token and shown as a thumbnail.
    const thumb = depositRow.getByRole('button', { name: fill(L.payments.openProof, { n: 1 }) }).locator('img');
    await thumb.waitFor();
    await expect.poll(() => thumb.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await shot(page, 'console-deposits-1440.png');
    await page.setViewportSize(viewports.tablet);
    await shot(page, 'console-deposits-1024.png');
    await page.setViewportSize(viewports.desktop);

    // Approve, confirmed in a dialog.
    await depositRow.getByRole('button', { name: `${L.payments.approve} #${seeded.depositId}` }).click();
    const confirm = page.getByRole('alertdialog', { name: fill(L.payments.approveDepositTitle, { id: seeded.depositId }) });
    await confirm.getByText(fill(L.payments.approveDepositBody, { member: seeded.member, amount: '250.00' })).waitFor();
    await confirm.getByRole('button', { name: L.payments.approve, exact: true }).click();
    await page.getByText(fill(L.payments.decided_approved, { id: seeded.depositId })).waitFor();
    await depositRow.waitFor({ state: 'detached' });
    await page.getByLabel(L.payments.status).selectOption('approved');
    await deposits.getByRole('row').filter({ hasText: seeded.member }).getByText(L.payments.statuses.approved).waitFor();

    // The withdrawal queue: the member's turnover (the approved deposit asks for 1x), then a rejection with a reason.
    await nav.getByRole('link', { name: L.shell.sections.withdrawals }).click();
    const withdrawals = page.getByRole('table', { name: L.payments.withdrawalsTitle });
    const withdrawalRow = withdrawals.getByRole('row').filter({ hasText: seeded.member });
    await withdrawalRow.getByText('150.00').waitFor();
    await withdrawalRow.getByRole('button', { name: `${L.payments.turnover}: ${seeded.member}` }).click();
    const turnover = page.getByRole('dialog', { name: fill(L.turnover.title, { member: seeded.member }) });
    await turnover.getByText(fill(L.turnover.openSummary, { count: 1, done: '0.00', needed: '250.00' }), { exact: false }).waitFor();
    await turnover.getByRole('row').filter({ hasText: L.turnover.sources.deposit }).waitFor();
    await shot(page, 'console-turnover-1440.png');
    await page.keyboard.press('Escape');
    await turnover.waitFor({ state: 'detached' });

    await withdrawalRow.getByRole('button', { name: `${L.payments.reject} #${seeded.withdrawalId}` }).click();
    const reject = page.getByRole('alertdialog', { name: fill(L.payments.rejectWithdrawalTitle, { id: seeded.withdrawalId }) });
    await reject.getByRole('button', { name: L.payments.reject, exact: true }).click();
    await reject.getByText(L.payments.reasonRequired).waitFor();
    await reject.getByLabel(L.payments.reasonLabel).fill('Card name does not match the account');
    await reject.getByRole('button', { name: L.payments.reject, exact: true }).click();
    await page.getByText(fill(L.payments.withdrawalDecided_rejected, { id: seeded.withdrawalId })).waitFor();
    await withdrawalRow.waitFor({ state: 'detached' });

    // The audit trail has both decisions, by this operator.
    await nav.getByRole('link', { name: L.shell.sections.audit }).click();
    const audit = page.getByRole('table', { name: L.audit.title });
    await audit.getByRole('row').filter({ hasText: `deposit:${seeded.depositId}` }).getByText('deposit.approve').waitFor();
    const rejected = audit.getByRole('row').filter({ hasText: `withdrawal:${seeded.withdrawalId}` });
    await rejected.getByText('withdrawal.reject').waitFor();
    await rejected.getByText('reason: Card name does not match the account', { exact: false }).waitFor();
    await shot(page, 'console-audit-1440.png');
    await page.setViewportSize(viewports.tablet);
    await shot(page, 'console-audit-1024.png');

    // A member problem: find the member, open them, credit them with a reason and a 2x turnover
    // requirement, and see the movement at the top of their ledger.
    await page.setViewportSize(viewports.desktop);
    await nav.getByRole('link', { name: L.shell.sections.members }).click();
    await page.getByLabel(L.members.filters.username).fill(seeded.member.slice(0, 8));
    await page.getByLabel(L.members.filters.username).press('Enter');
    const found = page.getByRole('table', { name: L.members.searchTitle }).getByRole('link', { name: seeded.member });
    await found.waitFor();
    await shot(page, 'console-members-1440.png');
    await found.click();
    await page.getByRole('heading', { name: seeded.member }).waitFor();
    await page.getByRole('button', { name: L.members.adjust.open }).click();
    const adjust = page.getByRole('alertdialog', { name: fill(L.members.adjust.title, { member: seeded.member }) });
    await adjust.getByLabel(L.members.adjust.amount, { exact: true }).fill('100');
    await adjust.getByLabel(L.members.adjust.reason).fill('Journey goodwill credit');
    await adjust.getByLabel(L.members.adjust.turnoverKinds.multiple).check();
    await adjust.getByLabel(L.members.adjust.multiple, { exact: true }).fill('2');
    await shot(page, 'console-member-adjust-1440.png');
    await adjust.getByRole('button', { name: L.members.adjust.submit, exact: true }).click();
    await page.getByText(fill(L.members.adjust.done.split('{{balance}}')[0]!, { member: seeded.member }), { exact: false }).waitFor();
    await page.getByRole('tab', { name: L.members.tabs.ledger }).click();
    const ledger = page.getByRole('table', { name: L.members.ledger.title });
    const newest = ledger.getByRole('row').nth(1);
    await newest.getByText('adjustment').waitFor();
    await newest.getByText('100.00', { exact: true }).waitFor();
    await newest.getByText('Journey goodwill credit', { exact: false }).waitFor();
    await shot(page, 'console-member-ledger-1440.png');
    await page.getByRole('tab', { name: L.members.tabs.profile }).click();
    await shot(page, 'console-member-1440.png');
    await page.setViewportSize(viewports.tablet);
    await shot(page, 'console-member-1024.png');
    await page.setViewportSize(viewports.desktop);
    await nav.getByRole('link', { name: L.shell.sections.operators }).click();
    await page.getByRole('table', { name: L.operators.title }).getByText('admin').waitFor();
    await shot(page, 'console-operators-1440.png');
    await nav.getByRole('link', { name: L.shell.sections.roles }).click();
    await page.getByRole('table', { name: L.operators.roles.matrix }).waitFor();
    await shot(page, 'console-roles-1440.png');
    await page.setViewportSize(viewports.tablet);
    await shot(page, 'console-roles-1024.png');

    // Signing out ends the session: the console is behind sign-in again.
    await page.getByRole('button', { name: L.shell.signOut }).click();
    await page.getByText(L.signIn.signedOut).waitFor();
    await page.goto(`${live.server.baseUrl}/console/audit`);
    await page.getByRole('heading', { name: L.signIn.title }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("switches a game off in the console and the site's lobby no longer lists it; pictures the games pages", async () => {
    const { seeded } = live;
    const G = L.games;
    const site = new HttpClient(live.server.baseUrl);
    const lobby = async () => (await site.ok<{ games: { gameCode: string }[] }>('gameList', { query: { gameType: 'RNG', pageSize: '100' } })).games.map((g) => g.gameCode);
    expect(await lobby()).toContain('dice');

    const context = await live.browser.newContext({ viewport: viewports.desktop, deviceScaleFactor: 1 });
    const page = await context.newPage();
    const errors = pageErrors(page);
    await page.goto(`${live.server.baseUrl}/console/games/catalogue`);
    await page.getByLabel(L.signIn.username).fill('admin');
    await page.getByLabel(L.signIn.password).fill(operatorPassword);
    await page.getByRole('button', { name: L.signIn.submit, exact: true }).click();
    await page.getByLabel(L.signIn.code).fill(await nextCode(seeded.totpSecret, seeded.usedStep));
    await page.getByRole('button', { name: L.signIn.verify, exact: true }).click();

    const table = page.getByRole('table', { name: G.catalogue.title });
    await table.getByRole('row').filter({ hasText: 'Jade Lines' }).waitFor();
    await shot(page, 'console-games-catalogue-1440.png');
    await page.setViewportSize(viewports.tablet);
    await shot(page, 'console-games-catalogue-1024.png');
    await page.setViewportSize(viewports.desktop);

    // Find it, switch it off: at once, and only in this brand.
    await page.getByLabel(G.catalogue.search, { exact: true }).fill('dice');
    const dice = table.getByRole('row').filter({ hasText: 'Dice' });
    await table.getByRole('row').filter({ hasText: 'Jade Lines' }).waitFor({ state: 'detached' });
    const toggle = dice.getByRole('switch', { name: fill(G.catalogue.toggleEnabled, { name: 'Dice' }) });
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    await expect.poll(lobby).not.toContain('dice');
    expect(await lobby()).toContain('crash');

    // Selected rows together: the bulk bar and its confirmation.
    await page.getByLabel(G.catalogue.search, { exact: true }).fill('');
    await table.getByRole('row').filter({ hasText: 'Jade Lines' }).waitFor();
    await page.getByRole('checkbox', { name: fill(G.catalogue.select, { name: 'Jade Lines' }) }).check();
    await page.getByRole('checkbox', { name: fill(G.catalogue.select, { name: 'Crash' }) }).check();
    await page.getByRole('region', { name: G.catalogue.bulkLabel }).getByRole('button', { name: G.catalogue.actions.hot }).click();
    await page.getByRole('alertdialog').waitFor();
    await shot(page, 'console-games-bulk-1440.png');
    await page.keyboard.press('Escape');

    await page.getByRole('navigation', { name: L.shell.navLabel }).getByRole('link', { name: L.shell.sections.gamesHallTabs }).click();
    await page.getByRole('table', { name: G.hall.categories }).getByRole('row').filter({ hasText: 'RNG' }).waitFor();
    await page.getByRole('switch', { name: fill(G.hall.toggle, { name: 'Originals' }) }).click();
    await page.getByText(G.hall.unsaved).waitFor();
    await shot(page, 'console-games-hall-1440.png');
    await page.setViewportSize(viewports.tablet);
    await shot(page, 'console-games-hall-1024.png');
    await page.setViewportSize(viewports.desktop);
    await page.getByRole('button', { name: G.hall.discard }).click();

    await page.getByRole('navigation', { name: L.shell.navLabel }).getByRole('link', { name: L.shell.sections.gamesVendors }).click();
    const vendors = page.getByRole('table', { name: G.vendors.title });
    await vendors.getByRole('row').filter({ hasText: 'Aurora Live' }).waitFor();
    await shot(page, 'console-games-vendors-1440.png');
    await page.setViewportSize(viewports.tablet);
    await shot(page, 'console-games-vendors-1024.png');
    await page.setViewportSize(viewports.desktop);
    await vendors.getByRole('button', { name: fill(G.vendors.manageConnection, { name: 'Aurora Live' }) }).click();
    const connection = page.getByRole('dialog', { name: fill(G.connection.title, { name: 'Aurora Live' }) });
    await connection.getByRole('button', { name: G.connection.setUpHub88 }).click();
    await connection.getByLabel(G.connection.apiUrl).waitFor();
    await shot(page, 'console-games-connection-1440.png');
    await page.keyboard.press('Escape');

    await page.getByRole('navigation', { name: L.shell.navLabel }).getByRole('link', { name: L.shell.sections.gamesImport }).click();
    const upload = page.getByRole('region', { name: G.import.fileTitle });
    await upload.getByLabel(G.import.file).setInputFiles({ name: 'games.jsonl', mimeType: 'application/json', buffer: Buffer.from('{"vendor":"HOUSE","code":"new-slot","gameType":"RNG","names":{"EN":"New Slot"}}\n{"vendor":"NOPE","code":"x","gameType":"CARDS","names":{}}\n') });
    await upload.getByRole('button', { name: G.import.check }).click();
    await upload.getByRole('table', { name: G.import.errorsLabel }).waitFor();
    await shot(page, 'console-games-import-1440.png');
    await page.setViewportSize(viewports.tablet);
    await shot(page, 'console-games-import-1024.png');
    // The refused file is the one 400 the browser reports.
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)']);
    await context.close();
  });

  it('loads each section as its own chunk when first opened, and says so with a reload when a chunk is gone after a redeploy', async () => {
    const { seeded } = live;
    const context = await live.browser.newContext({ viewport: viewports.desktop, deviceScaleFactor: 1 });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(`${live.server.baseUrl}/console/sign-in`);
    await page.getByLabel(L.signIn.username).fill('admin');
    // Sign-in needs none of the sections.
    expect(scripts.filter((s) => /\/assets\/(members|payments|lottery|games|brand|reports|operators|audit|account|dashboard|support|messages|content)-/.test(s))).toEqual([]);
    await page.getByLabel(L.signIn.password).fill(operatorPassword);
    await page.getByRole('button', { name: L.signIn.submit, exact: true }).click();
    await page.getByLabel(L.signIn.code).fill(await nextCode(seeded.totpSecret, seeded.usedStep));
    await page.getByRole('button', { name: L.signIn.verify, exact: true }).click();
    // Home is the dashboard: its chunk, not the audit trail's.
    await page.getByRole('heading', { name: L.dashboard.title }).waitFor();
    expect(scripts.some((s) => /\/assets\/dashboard-/.test(s))).toBe(true);
    expect(scripts.some((s) => /\/assets\/audit-/.test(s))).toBe(false);

    // The server no longer has the audit trail's chunk (a redeploy replaced the hashed files).
    const gone = '**/console/assets/audit-*.js';
    await page.route(gone, (route) => route.fulfill({ status: 404, contentType: 'application/json', body: '{"success":false,"errorCode":"api.not.found"}' }));
    const nav = page.getByRole('navigation', { name: L.shell.navLabel });
    await nav.getByRole('link', { name: L.shell.sections.audit }).click();
    const failed = page.getByRole('alert').filter({ hasText: L.app.chunkError.title });
    await failed.getByText(L.app.chunkError.text).waitFor();
    // The shell stays: the navigation still works.
    expect(await nav.getByRole('link', { name: L.shell.sections.audit }).isVisible()).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'console-chunk-error-1440.png');

    // Reloading fetches the page anew and the section opens.
    await page.unroute(gone);
    await failed.getByRole('button', { name: L.app.reload }).click();
    await page.getByRole('table', { name: L.audit.title }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/console/audit');
    await context.close();
  });
});
