import { mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@lotus/contract/endpoints';
import { launchBrowser, viewports } from './support/launch-browser';
import { catalogs, newLangContext, pageErrors, placeLotteryBet, registerThroughDialog, shot, shots, testServerEnv } from './support/journey';
import { startServer, type RunningServer } from './support/start-server';

/**
 * The Vietnam and Thai lottery pages against the real server: a new member deposits through the
 * stand-in provider, opens /vnlottery, picks the 5-minute North game, sees its drawn result sheet,
 * picks lô numbers with a quick pick and bets, and finds the bet under My bets; then on /seaLottery
 * bets a 2-bottom number on the fast Thai game from the digit pad. EN on a desktop, UR on a phone,
 * with screenshots at both sizes.
 *
 * Fast games draw every 5 minutes, so a brand-new server has no result to show for up to 5 minutes.
 * To start with drawn issues, the server first runs once with its clock 12 minutes behind (it plans
 * the issues of those minutes), then starts again on the same data with the real clock: the issues
 * now past due are drawn at once from their committed seeds, as after any downtime.
 */

const BEHIND_MS = 12 * 60_000;
const clockBehind = `const D=${BEHIND_MS},R=Date;class S extends R{constructor(...a){if(a.length===0)super(R.now()-D);else super(...a)}static now(){return R.now()-D}}globalThis.Date=S;`;

const live = {} as { browser: Browser; server: RunningServer; dataDir: string };

async function gameMenu(baseUrl: string) {
  const res = await fetch(`${baseUrl}${endpoints.vnGameMenu.path}`);
  return (await res.json()) as { games: { code: string; gameId: number; currentNumero: unknown }[] }[];
}

async function drawn(baseUrl: string, gameId: number) {
  const res = await fetch(`${baseUrl}${endpoints.vnOpened.path}?gameId=${gameId}&count=5`);
  return ((await res.json()) as unknown[]).length;
}

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  live.dataDir = await mkdtemp(path.join(tmpdir(), 'lotus-e2e-vnsea-'));
  const browser = launchBrowser();
  // First run, 12 minutes in the past: seed the brand and plan the issues.
  const early = await startServer(120_000, { ...testServerEnv, DATA_DIR: live.dataDir, NODE_OPTIONS: `--import=data:text/javascript,${encodeURIComponent(clockBehind)}` });
  try {
    await vi.waitFor(
      async () => {
        const north = (await gameMenu(early.baseUrl)).flatMap((r) => r.games).find((g) => g.code === 'vn-fast-north');
        if (!north?.currentNumero) throw new Error('issues not planned yet');
      },
      { timeout: 30_000, interval: 500 },
    );
  } finally {
    await early.stop();
  }
  live.server = await startServer(120_000, { ...testServerEnv, DATA_DIR: live.dataDir, DEV_INBOX: 'true' });
  const north = (await gameMenu(live.server.baseUrl)).flatMap((r) => r.games).find((g) => g.code === 'vn-fast-north')!;
  await vi.waitFor(
    async () => {
      if ((await drawn(live.server.baseUrl, north.gameId)) === 0) throw new Error('no draw yet');
    },
    { timeout: 30_000, interval: 500 },
  );
  live.browser = await browser;
});

afterAll(async () => {
  await live.browser?.close();
  await live.server?.stop();
  if (live.dataDir) await rm(live.dataDir, { recursive: true, force: true });
});

/** A deposit through the stand-in provider by its API (wallet.e2e covers its pages). */
async function deposit(page: Page, amount: string) {
  const calls = { channels: endpoints.paymentChannels.path, deposit: endpoints.deposit.path, pay: endpoints.localPay.path, module: endpoints.deposit.moduleId };
  const status = await page.evaluate(
    async ({ amount, calls }) => {
      const token = sessionStorage.getItem('lotus.token') ?? localStorage.getItem('lotus.token') ?? '';
      const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: token, 'Module-Id': calls.module, Language: 'EN', Device: 'web' };
      const merchant = localStorage.getItem('lotus.merchantCode');
      if (merchant) headers.Merchant = merchant;
      const channels = (await (await fetch(calls.channels, { headers })).json()) as { value: { id: number; kind: string }[] };
      const online = channels.value.find((c) => c.kind === 'online')!;
      const order = (await (await fetch(calls.deposit, { method: 'POST', headers, body: JSON.stringify({ channelId: online.id, amount }) })).json()) as { value: { id: number } };
      const paid = (await (await fetch(calls.pay.replace(':id', String(order.value.id)), { method: 'POST', headers, body: JSON.stringify({ paid: true }) })).json()) as { value: { status: string } };
      return paid.value.status;
    },
    { amount, calls },
  );
  expect(status).toBe('approved');
}

/** The demo brand's names of the two fast games, per language (seeded by the server). */
const names = {
  EN: { north: '5-Minute North', thai: '5-Minute Thai' },
  UR: { north: 'پانچ منٹ شمال', thai: 'پانچ منٹ تھائی' },
} as const;

describe.each([
  ['EN', 'desktop'],
  ['UR', 'phone'],
] as const)('Vietnam and Thai lottery in %s on a %s', (lang, size) => {
  const L = catalogs[lang].translation;
  const other = size === 'phone' ? 'desktop' : 'phone';
  const tag = (vp: string) => `${lang.toLowerCase()}-${vp}`;

  it('bets lô numbers on the 5-minute North and a 2-bottom number on the fast Thai game', async () => {
    const context = await newLangContext(live.browser, lang, size);
    const page = await context.newPage();
    const errors = pageErrors(page);
    const username = `vs${lang.toLowerCase()}${Date.now().toString(36).slice(-7)}`.slice(0, 16);
    await registerThroughDialog(page, live.server.baseUrl, lang, username);
    await deposit(page, '500');
    const header = page.getByRole('banner');

    // Vietnam: the fast North game from the region tabs, its drawn sheet.
    await page.goto(`${live.server.baseUrl}/vnlottery`);
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: L.lottery.vnTitle }).waitFor();
    await main.getByRole('tab', { name: L.lottery.vn.region.fast }).click();
    await main.getByRole('button', { name: new RegExp(names[lang].north) }).first().click();
    await page.waitForURL((url) => url.searchParams.get('station') === 'vn-fast-north');
    const sheet = main.getByTestId('vn-prize-sheet');
    await sheet.waitFor();
    await expect.poll(() => sheet.getByRole('row').count()).toBe(8);
    expect(await sheet.getByRole('rowheader').first().innerText()).toContain('ĐB');
    await main.getByTestId('vn-head-tail').waitFor();

    // Lô 2 số is the default play: the doubles quick pick, stake 2 a number.
    await main.getByRole('group', { name: L.lottery.vn.grid }).waitFor();
    await main.getByRole('button', { name: L.lottery.vn.quick.double, exact: true }).click();
    await main.getByRole('group', { name: L.lottery.vn.stakePerNumber }).getByRole('button', { name: '2', exact: true }).click();
    await expect.poll(() => main.getByTestId('vn-bet-count').innerText()).toContain('10');
    await expect.poll(() => main.getByTestId('vn-bet-total').innerText()).toContain('20.00');
    await shot(page, `vnsea-vn-slip-${tag(size)}.png`, { top: true });
    // Betting closes 30 s before each draw; the button waits for the next draw to open if need be.
    await placeLotteryBet(page, lang, () => main.getByRole('button', { name: L.lottery.vn.placeBet }).click({ timeout: 60_000 }), main.getByText(L.lottery.vn.placed_one));
    const bets = main.getByRole('list', { name: L.lottery.regional.bets.title });
    const order = bets.getByRole('listitem').filter({ hasText: names[lang].north }).first();
    await order.waitFor();
    // The order's detail: the play and the numbers bet on.
    await order.getByRole('button').first().click();
    await order.getByText('00, 11, 22, 33, 44, 55, 66, 77, 88, 99').waitFor();
    // The stake left the wallet (a quick draw may pay some back, so no exact figure).
    await expect.poll(() => header.getByTestId('header-balance').innerText()).not.toContain('500.00');
    for (const vp of [size, other] as const) {
      await page.setViewportSize(viewports[vp]);
      await shot(page, `vnsea-vn-page-${tag(vp)}.png`, { fullPage: true, top: true });
    }
    await page.setViewportSize(viewports[size]);

    // Thai: the fast game's result card, 2 ตัวล่าง 42 for 10 on the digit pad.
    await page.goto(`${live.server.baseUrl}/seaLottery`);
    await main.getByRole('heading', { level: 1, name: L.lottery.seaTitle }).waitFor();
    await main.getByRole('button', { name: new RegExp(names[lang].thai) }).click();
    await main.getByTestId('thai-result').waitFor();
    await main.getByRole('radio', { name: /^2 ตัวล่าง/ }).click();
    const pad = main.getByRole('group', { name: L.lottery.sea.pad });
    await pad.getByRole('button', { name: '4', exact: true }).click();
    await pad.getByRole('button', { name: '2', exact: true }).click();
    const list = main.getByRole('list', { name: L.lottery.sea.listLabel });
    await list.getByRole('listitem').filter({ hasText: '42' }).waitFor();
    await expect.poll(() => main.getByTestId('thai-total').innerText()).toContain('10.00');
    await placeLotteryBet(page, lang, () => main.getByRole('button', { name: L.lottery.vn.placeBet }).click({ timeout: 60_000 }), main.getByText(L.lottery.sea.placed.split('(')[0]!.trim()));
    await main.getByRole('list', { name: L.lottery.regional.bets.title }).getByRole('listitem').filter({ hasText: names[lang].thai }).first().waitFor();
    for (const vp of [size, other] as const) {
      await page.setViewportSize(viewports[vp]);
      await shot(page, `vnsea-sea-page-${tag(vp)}.png`, { fullPage: true, top: true });
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
