import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, viewports } from './support/launch-browser';
import { catalogs, fill, newLangContext, pageErrors, shot, shots, testServerEnv } from './support/journey';
import { repoRoot, startServer, type RunningServer } from './support/start-server';

/**
 * The betting record and personal P&L journey against the real server: a member who played a house
 * game, a lottery bet and a vendor's live game (apps/server/test/betting-journey-seed.ts makes them
 * through the real calls before the server starts) logs in, opens the betting record, narrows it by
 * category and status, opens each kind of bet's detail (the lottery order, the house round with its
 * fairness proof, the vendor round), then reads the P&L with its totals, chart and table. EN on a
 * phone, UR on a desktop; screenshots of both pages in both languages at both sizes.
 */

interface Seeded {
  username: string;
  password: string;
  orderNumber: string;
  houseRound: string;
  vendorRounds: { won: string; open: string };
  vendorGame: string;
  betsTotals: { bets: number; stake: string; win: string };
  profitTotals: { bets: number; stake: string; win: string };
}

/** Runs the seed script on a fresh data directory and returns what it made. */
async function seed(dataDir: string, env: Record<string, string>): Promise<Seeded> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/test/betting-journey-seed.ts'], { cwd: repoRoot, env: { ...process.env, ...env, DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`the journey seed failed (${code}):\n${err}`);
  return JSON.parse(out.trim().split('\n').pop()!) as Seeded;
}

/** A non-negative amount as the site shows it ("15.6462" -> "15.64": whole cents, the rest cut off, as lib/format does). */
function shown(amount: string): string {
  const cents = BigInt(amount.replace('.', '')) / 100n;
  return `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
}

const live = {} as { browser: Browser; server: RunningServer; seeded: Seeded; dataDir: string };
beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  live.dataDir = await mkdtemp(path.join(tmpdir(), 'lotus-e2e-bets-'));
  live.seeded = await seed(live.dataDir, testServerEnv);
  [live.browser, live.server] = await Promise.all([launchBrowser(), startServer(120_000, { ...testServerEnv, DATA_DIR: live.dataDir })]);
});
afterAll(async () => {
  await live.browser?.close();
  await live.server?.stop();
  if (live.dataDir) await rm(live.dataDir, { recursive: true, force: true });
});

describe.each([
  ['EN', 'phone'],
  ['UR', 'desktop'],
] as const)('betting record and P&L in %s on a %s', (lang, size) => {
  const { translation: L } = catalogs[lang];
  const other = size === 'phone' ? 'desktop' : 'phone';
  const tag = (vp: string) => `${lang.toLowerCase()}-${vp}`;

  it('filters the bets of every product, opens each detail, and reads the profit and loss', async () => {
    const { seeded } = live;
    const context = await newLangContext(live.browser, lang, size);
    const page = await context.newPage();
    const errors = pageErrors(page);

    // Log in.
    await page.goto(`${live.server.baseUrl}/index`);
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: L.auth.login, exact: true }).click();
    const login = page.getByRole('dialog', { name: L.auth.loginTitle });
    await login.locator('input[name=username]').fill(seeded.username);
    await login.locator('input[name=password]').fill(seeded.password);
    await login.getByRole('button', { name: L.auth.login, exact: true }).click();
    await login.waitFor({ state: 'detached' });

    // The betting record from the member centre: the last 7 days, every product's bet, with totals.
    await header.getByRole('button', { name: fill(L.session.openAccount, { account: seeded.username }) }).click();
    const centre = page.getByRole('dialog', { name: L.memberCentre.title });
    const menu = (name: string) => centre.getByRole('navigation').getByRole('button', { name, exact: true });
    await menu(L.memberCentre.bettingRecord).click();
    const totals = centre.getByRole('region', { name: L.bets.totals.title });
    const list = centre.getByRole('list', { name: L.bets.record.listLabel });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(seeded.betsTotals.bets);
    await expect.poll(() => figure(totals, L.bets.totals.stake).textContent()).toContain(shown(seeded.betsTotals.stake));
    await expect.poll(() => figure(totals, L.bets.totals.win).textContent()).toContain(shown(seeded.betsTotals.win));
    for (const vp of [size, other] as const) {
      await page.setViewportSize(viewports[vp]);
      await shot(page, `bets-record-${tag(vp)}.png`);
    }
    await page.setViewportSize(viewports[size]);

    // Narrow it: the live casino's bets, then only the open one.
    const select = (label: string) => centre.getByRole('combobox', { name: label });
    await select(L.bets.filters.category).selectOption({ label: L.categories.LIVE });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(2);
    await select(L.bets.filters.status).selectOption({ label: L.bets.status.open });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
    await expect.poll(() => figure(totals, L.bets.totals.bets).textContent()).toBe('1');
    await shot(page, `bets-record-filtered-${tag(size)}.png`);

    // The vendor round that was won: provider, game and round id.
    await select(L.bets.filters.status).selectOption({ label: L.bets.status.settled });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
    await list.getByRole('button').click();
    const detail = page.getByRole('dialog', { name: L.bets.detail.title });
    await detail.getByText(seeded.vendorRounds.won, { exact: true }).waitFor();
    await detail.getByText(seeded.vendorGame, { exact: true }).first().waitFor();
    await shot(page, `bets-detail-vendor-${tag(size)}.png`);
    await closeDialog(detail, L.common.close);

    // The house round with its fairness proof: seed hash, client seed and nonce, and the way to verify it.
    await select(L.bets.filters.status).selectOption({ label: L.bets.filters.allStatuses });
    await select(L.bets.filters.category).selectOption({ label: L.categories.RNG });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
    await list.getByRole('button').click();
    const proof = detail.getByRole('region', { name: L.bets.detail.fairness });
    await proof.getByText(L.house.fair.serverSeedHash).waitFor();
    await proof.getByText(L.house.fair.clientSeed).waitFor();
    await proof.getByRole('link', { name: L.bets.detail.verify }).waitFor();
    expect(await proof.getByText(/^[0-9a-f]{64}$/).count()).toBe(1);
    await shot(page, `bets-detail-house-${tag(size)}.png`);
    await closeDialog(detail, L.common.close);

    // The lottery bet opens the lottery's own order detail.
    await select(L.bets.filters.category).selectOption({ label: L.categories.LOTT });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
    await list.getByRole('button').click();
    const order = page.getByRole('dialog', { name: L.lottery.cn.orders.detailTitle });
    await order.getByText(seeded.orderNumber, { exact: true }).waitFor();
    await order.getByTestId('sub-orders').getByRole('listitem').first().waitFor();
    await shot(page, `bets-detail-lottery-${tag(size)}.png`);
    await closeDialog(order, L.common.close);

    // Personal P&L: settled bets only (the open vendor round is not in it yet), per day and category, with the chart.
    await menu(L.memberCentre.personalLoss).click();
    const profitTotals = centre.getByRole('region', { name: L.bets.totals.title });
    await expect.poll(() => figure(profitTotals, L.bets.totals.bets).textContent()).toBe(String(seeded.profitTotals.bets));
    await expect.poll(() => figure(profitTotals, L.bets.totals.stake).textContent()).toContain(shown(seeded.profitTotals.stake));
    const table = centre.getByRole('table', { name: L.bets.profit.tableTitle });
    // One row per category played today: house (slots), lottery, live casino.
    await expect.poll(() => table.locator('tbody tr').count()).toBe(3);
    await centre.getByTestId('profit-chart').waitFor();
    for (const vp of [size, other] as const) {
      await page.setViewportSize(viewports[vp]);
      await shot(page, `bets-profit-${tag(vp)}.png`);
    }
    await page.setViewportSize(viewports[size]);
    await select(L.bets.filters.category).selectOption({ label: L.categories.LIVE });
    await expect.poll(() => table.locator('tbody tr').count()).toBe(1);
    await expect.poll(() => figure(profitTotals, L.bets.totals.win).textContent()).toContain('7.50');

    expect(errors).toEqual([]);
    await context.close();
  });
});

/** The figure a totals strip shows under a label. */
const figure = (totals: Locator, label: string) => totals.locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd`);

async function closeDialog(dialog: Locator, closeLabel: string) {
  await dialog.getByRole('button', { name: closeLabel }).first().click();
  await dialog.waitFor({ state: 'detached' });
}
