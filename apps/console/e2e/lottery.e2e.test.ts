import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import L from '../src/locales/en/translation.json';
import { HttpClient } from './support/api';
import { launchBrowser, repoRoot, shots, startServer, viewports, type RunningServer } from './support/server';

/**
 * The console's lottery against the real server. A data directory is prepared first
 * (apps/server/test/lottery-console-seed.ts): operators `admin` and `checker`, and a Thai Government
 * issue whose draw time has passed with a member's bet on the bottom prize 42. In the browser, admin
 * enters the official result and sees it wait for a second operator; checker, in a browser of their own,
 * sees admin's entry without its number, enters a different number (refused as a mismatch), then the
 * same one: the result is taken and the server settles the bet (a payout of 198.00 on the issue's page).
 * Then admin cancels a fast issue a member bet on, after a confirmation naming the order and amount,
 * and the member has their stake back. Screenshots of every lottery page at 1440x900 and 1024x768.
 */

const operatorPassword = 'Console-journey-2468';
const checkerPassword = 'Checker-journey-1357';
const result = '123456,012,789,345,346,42';
const fill = (text: string, vars: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k]));
const serverEnv = { OPERATOR_PASSWORD: operatorPassword, CHECKER_PASSWORD: checkerPassword, HUMAN_CHECK_COST: '1', HUMAN_CHECK_MAX_COUNTER: '50', DEMO_REGISTER_CAPTCHA: 'false' };

interface Seeded {
  issueId: string;
  numero: string;
  gameId: number;
  member: string;
}

async function seed(dataDir: string): Promise<Seeded> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/test/lottery-console-seed.ts'], { cwd: repoRoot, env: { ...process.env, ...serverEnv, DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`the lottery journey seed failed (${code}):\n${err}`);
  return JSON.parse(out.trim().split('\n').pop()!) as Seeded;
}

async function shot(page: Page, file: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(200);
  await page.screenshot({ path: path.join(shots, file) });
}

/** The page at desktop size, then at tablet size, then back. */
async function shots2(page: Page, name: string) {
  await shot(page, `${name}-1440.png`);
  await page.setViewportSize(viewports.tablet);
  await shot(page, `${name}-1024.png`);
  await page.setViewportSize(viewports.desktop);
}

function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().includes('401')) errors.push(m.text());
  });
  return errors;
}

async function signIn(context: BrowserContext, username: string, password: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${live.server.baseUrl}/console/lottery/results`);
  await page.getByLabel(L.signIn.username).fill(username);
  await page.getByLabel(L.signIn.password).fill(password);
  await page.getByRole('button', { name: L.signIn.submit, exact: true }).click();
  await page.getByRole('heading', { name: L.lottery.results.title }).waitFor();
  return page;
}

const live = {} as { browser: Browser; server: RunningServer; seeded: Seeded; dataDir: string };

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  live.dataDir = await mkdtemp(path.join(tmpdir(), 'lotus-console-lottery-'));
  live.seeded = await seed(live.dataDir);
  [live.browser, live.server] = await Promise.all([launchBrowser(), startServer({ ...serverEnv, DATA_DIR: live.dataDir })]);
});

afterAll(async () => {
  await live.browser?.close();
  await live.server?.stop();
  if (live.dataDir) await rm(live.dataDir, { recursive: true, force: true });
});

describe("the console's lottery", () => {
  it('enters an official result with two operators, and the bet on it settles', async () => {
    const { seeded } = live;
    const adminContext = await live.browser.newContext({ viewport: viewports.desktop, deviceScaleFactor: 1 });
    const admin = await signIn(adminContext, 'admin', operatorPassword);
    const errors = pageErrors(admin);

    const queue = admin.getByRole('table', { name: L.lottery.results.title });
    const row = queue.getByRole('row').filter({ hasText: seeded.numero });
    await row.getByText(L.lottery.results.entriesNone).waitFor();
    await shots2(admin, 'console-lottery-results');

    await row.getByRole('button', { name: fill(L.lottery.results.enterFor, { numero: seeded.numero }) }).click();
    let dialog = admin.getByRole('dialog', { name: fill(L.lottery.results.dialogTitle, { game: 'Thai Government', numero: seeded.numero }) });
    await dialog.getByText(L.lottery.results.firstNeeded).waitFor();
    await dialog.getByLabel(L.lottery.results.label).fill(result);
    await dialog.getByRole('button', { name: L.lottery.results.submit }).click();
    await dialog.getByText(L.lottery.results.waiting).waitFor();
    await shot(admin, 'console-lottery-result-first-1440.png');
    await dialog.getByRole('button', { name: L.common.close }).click();
    await row.getByText(L.lottery.results.entriesOne).waitFor();

    // The second operator, in a browser of their own (tablet size): admin's entry, its number not shown.
    const checkerContext = await live.browser.newContext({ viewport: viewports.tablet, deviceScaleFactor: 1 });
    const checker = await signIn(checkerContext, 'checker', checkerPassword);
    errors.push(...pageErrors(checker));
    const theirRow = checker.getByRole('table', { name: L.lottery.results.title }).getByRole('row').filter({ hasText: seeded.numero });
    await theirRow.getByRole('button', { name: fill(L.lottery.results.enterFor, { numero: seeded.numero }) }).click();
    dialog = checker.getByRole('dialog');
    await dialog.getByText(fill(L.lottery.results.secondNeeded, { operator: 'admin' })).waitFor();
    expect(await dialog.getByText(result).count()).toBe(0);
    await dialog.getByLabel(L.lottery.results.label).fill('123456,012,789,345,346,43');
    await dialog.getByRole('button', { name: L.lottery.results.submit }).click();
    await dialog.getByText(L.lottery.results.mismatch).waitFor();
    await shot(checker, 'console-lottery-result-mismatch-1024.png');
    await dialog.getByLabel(L.lottery.results.label).fill(result);
    await dialog.getByRole('button', { name: L.lottery.results.submit }).click();
    await dialog.getByText(fill(L.lottery.results.drawn, { result })).waitFor();
    await shot(checker, 'console-lottery-result-taken-1024.png');
    await dialog.getByRole('button', { name: L.common.close }).click();
    await theirRow.waitFor({ state: 'detached' });

    // The issue's page: drawn, then settled by the server's scheduler; 2 on bottom 42 pays 198.
    await admin.goto(`${live.server.baseUrl}/console/lottery/issues/${seeded.issueId}`);
    await admin.getByRole('heading', { name: fill(L.lottery.issue.title, { game: 'Thai Government', numero: seeded.numero }) }).waitFor();
    await expect
      .poll(
        async () => {
          await admin.reload();
          await admin.getByText(result, { exact: true }).first().waitFor();
          return admin.getByText('198.00').count();
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(1);
    await admin.getByText(L.lottery.phases.settled, { exact: true }).first().waitFor();
    await shots2(admin, 'console-lottery-issue');

    expect(errors).toEqual([]);
    await adminContext.close();
    await checkerContext.close();
  });

  it('cancels an open issue after a confirmation, and the member gets their stake back', async () => {
    const base = live.server.baseUrl;
    // A member bets 2 on the 5-minute Fast 3's current issue, at least a minute before its draw.
    const ops = new HttpClient(base);
    ops.token = (await ops.ok<{ token: string }>('operatorLogin', { body: { username: 'admin', password: operatorPassword } })).token;
    const member = new HttpClient(base);
    const password = 'Lotus-journey-123';
    const registered = await member.ok<{ token: string; id: number }>('register', {
      body: { username: `lj${Date.now().toString(36)}`.slice(0, 16), password, confirmPassword: password, ageConfirmed: true, humanCheck: await member.humanCheck() },
    });
    member.token = registered.token;
    await ops.ok('opAdjust', { params: { id: registered.id }, body: { amount: '100', reason: 'journey funding', requestId: crypto.randomUUID() } });
    const games = (await member.call('lotteryGames')).json as unknown as { games: { code: string; gameId: number; displayName: string }[] }[];
    const k3 = games.flatMap((g) => g.games).find((g) => g.code === 'k3-5min')!;
    let near: { numero: string; remainTime: number; isSale: boolean };
    for (;;) {
      near = ((await member.call('lotteryNear', { query: { gameId: String(k3.gameId) } })).json as unknown as { currentNumero: typeof near }).currentNumero;
      if (near.isSale && near.remainTime > 75_000) break;
      await new Promise((r) => setTimeout(r, Math.min(near.remainTime + 1_000, 30_000)));
    }
    const bet = await member.call('lotteryBet', { body: { gameId: k3.gameId, currentNumero: near.numero, bettingSlipString: 'big~1~2~1/1~1980~1', prizeModeId: 1, betCartAmountSum: '2' } });
    expect(bet.status).toBe(200);
    expect(((await member.call('balance')).json.value as { sumBalance: string }).sumBalance).toBe('98.0000');

    const context = await live.browser.newContext({ viewport: viewports.desktop, deviceScaleFactor: 1 });
    const page = await signIn(context, 'admin', operatorPassword);
    const errors = pageErrors(page);
    const nav = page.getByRole('navigation', { name: L.shell.navLabel });
    await nav.getByRole('link', { name: L.shell.sections.lotteryIssues }).click();
    await page.getByLabel(L.lottery.game, { exact: true }).selectOption({ label: k3.displayName });
    await page.getByLabel(L.lottery.status, { exact: true }).selectOption({ label: L.lottery.statusFilters.open });
    const issues = page.getByRole('table', { name: L.lottery.issues.title });
    const row = issues.getByRole('row').filter({ hasText: near.numero });
    await row.getByText('2.00').first().waitFor();
    await shots2(page, 'console-lottery-issues');

    await row.getByRole('button', { name: fill(L.lottery.cancel.for, { numero: near.numero }) }).click();
    const dialog = page.getByRole('alertdialog', { name: fill(L.lottery.cancel.title, { game: k3.displayName, numero: near.numero }) });
    await dialog.getByText(fill(L.lottery.cancel.body_one, { count: 1, bets: fill(L.lottery.betCount_one, { count: 1 }), amount: '2.00' })).waitFor();
    await dialog.getByLabel(L.lottery.cancel.reason).fill('Draw machine fault');
    await shot(page, 'console-lottery-cancel-1440.png');
    await dialog.getByRole('button', { name: L.lottery.cancel.confirm }).click();
    await page.getByText(fill(L.lottery.cancel.done_one, { numero: near.numero, count: 1, amount: '2.00' })).waitFor();
    // No longer ahead: it leaves the list, and shows among the void and cancelled ones.
    await row.waitFor({ state: 'detached' });
    await page.getByLabel(L.lottery.status, { exact: true }).selectOption({ label: L.lottery.statusFilters.void });
    await issues.getByRole('row').filter({ hasText: near.numero }).getByText(L.lottery.phases.cancelled).waitFor();
    expect(((await member.call('balance')).json.value as { sumBalance: string }).sumBalance).toBe('100.0000');

    // The games: schedules, next draws, on and off.
    await nav.getByRole('link', { name: L.shell.sections.lotteryGames }).click();
    await page.getByRole('table', { name: L.lottery.games.title }).getByRole('row').filter({ hasText: 'Thai Government' }).waitFor();
    await shots2(page, 'console-lottery-games');

    // The trail has the cancel with its reason.
    await nav.getByRole('link', { name: L.shell.sections.audit }).click();
    const cancelled = page.getByRole('table', { name: L.audit.title }).getByRole('row').filter({ hasText: `lottery-issue:k3-5min:${near.numero}` });
    await cancelled.getByText('Draw machine fault', { exact: false }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
