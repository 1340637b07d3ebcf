import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@lotus/contract/endpoints';
import { FairStream, commitServerSeed } from '@lotus/games/fair-rng';
import { playDragon } from '@lotus/games/house/dragon-ways';
import { jsonView } from '@lotus/games/house/money';
import { en } from './support/catalogs';
import { type Lang, catalogs, fill, newLangContext, pageErrors, registerThroughDialog, shot as takeShot, shots, testServerEnv, browserAndServerForFile } from './support/journey';

/**
 * The house studio against the real server: a new member deposits through the stand-in provider,
 * plays dice and Classic 3x3 on their own screens, sees the balance and the history move, rotates the
 * seed pair and verifies the rounds on /fair (recomputed in the browser and cross-checked with the
 * server). Then every game screen and the verification page are photographed at phone and desktop
 * sizes in EN and UR, each after a round so the result is in the picture.
 */
const H = en.translation.house;

const live = browserAndServerForFile({ ...testServerEnv, DEV_INBOX: 'true' });

/** Screenshots here start at the top of the page. */
const shot = (page: Page, file: string, fullPage = false) => takeShot(page, file, { fullPage, top: true });

/** Registers a member through the site's own dialog (as a person would). */
async function register(page: Page, prefix: string, lang: Lang = 'EN'): Promise<string> {
  const username = `${prefix}${Date.now().toString(36).slice(-7)}`.slice(0, 16);
  await registerThroughDialog(page, live.server.baseUrl, lang, username);
  return username;
}

/**
 * A deposit through the stand-in provider, by its API: the online channel's order, then the
 * provider's "paid" (the same calls the deposit page and the provider page make; wallet.e2e covers
 * those pages themselves).
 */
async function deposit(page: Page, amount: string) {
  const calls = { channels: endpoints.paymentChannels.path, deposit: endpoints.deposit.path, pay: endpoints.localPay.path, module: endpoints.deposit.moduleId };
  const status = await page.evaluate(
    async ({ amount, calls }) => {
      const token = sessionStorage.getItem('lotus.token') ?? localStorage.getItem('lotus.token') ?? '';
      const headers: Record<string, string> = {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        Authorization: token,
        'Module-Id': calls.module,
        Language: 'EN',
        Device: 'web',
        'Device-Id': localStorage.getItem('lotus.deviceId') ?? 'house-e2e',
      };
      const merchant = localStorage.getItem('lotus.merchantCode');
      if (merchant) headers.Merchant = merchant;
      const channels = (await (await fetch(calls.channels, { headers })).json()) as { value: { id: number; kind: string }[] };
      const online = channels.value.find((c) => c.kind === 'online');
      if (!online) throw new Error('no online channel');
      const order = (await (await fetch(calls.deposit, { method: 'POST', headers, body: JSON.stringify({ channelId: online.id, amount }) })).json()) as { value: { id: number } };
      const paid = (await (await fetch(calls.pay.replace(':id', String(order.value.id)), { method: 'POST', headers, body: JSON.stringify({ paid: true }) })).json()) as { value: { status: string } };
      return paid.value.status;
    },
    { amount, calls },
  );
  expect(status).toBe('approved');
}

const balanceText = (page: Page) => page.getByTestId('house-balance').innerText();

async function waitForBalanceChange(page: Page, before: string) {
  await expect.poll(() => balanceText(page), { timeout: 15_000 }).not.toBe(before);
}

/** A Dragon Ways round with free spins, replayed by the engine from a made-up seed pair. */
function freeSpinRound() {
  const serverSeed = '3c'.repeat(32);
  let nonce = 0;
  let round = playDragon(new FairStream(serverSeed, 'e2e', nonce), 10_000n);
  while (round.freeSpins.length === 0) round = playDragon(new FairStream(serverSeed, 'e2e', ++nonce), 10_000n);
  const amount = (u: bigint) => `${u / 10_000n}.${(u % 10_000n).toString().padStart(4, '0')}`;
  return {
    roundId: crypto.randomUUID(),
    game: 'dragon-ways',
    status: 'settled',
    bet: amount(round.bet),
    win: amount(round.win),
    nonce,
    serverSeedHash: commitServerSeed(serverSeed),
    clientSeed: 'e2e',
    result: jsonView(round),
    createdAt: new Date().toISOString(),
  };
}

describe('house games', () => {
  it('plays dice and Classic 3x3, sees balance and history move, and verifies both rounds on /fair', async () => {
    const context = await newLangContext(live.browser, 'EN', 'desktop');
    const page = await context.newPage();
    const errors = pageErrors(page);
    await register(page, 'hs');
    await deposit(page, '200');

    // Dice, opened directly (as /game embeds it).
    await page.goto(`${live.server.baseUrl}/house/dice`);
    const main = page.locator('.hs-screen');
    await page.getByTestId('house-balance').filter({ hasText: '200.00' }).waitFor();
    await main.getByRole('heading', { name: H.games.dice, level: 2 }).waitFor();
    await main.getByLabel(H.bet.label).fill('2');
    const before = await balanceText(page);
    await main.getByRole('button', { name: H.dice.roll, exact: true }).click();
    await main.getByTestId('dice-outcome').waitFor();
    const roll = (await main.getByTestId('dice-roll').innerText()).trim();
    expect(roll).toMatch(/^\d{1,2}\.\d{2}$/);
    await waitForBalanceChange(page, before);
    await expect.poll(() => main.getByTestId('house-round').count()).toBe(1);
    await expect.poll(async () => (await main.getByTestId('house-round').first().innerText()).includes(roll)).toBe(true);

    // Classic 3x3: one spin, the reels land, the history shows it.
    await page.goto(`${live.server.baseUrl}/house/classic-3x3`);
    await main.getByRole('heading', { name: H.games['classic-3x3'], level: 2 }).waitFor();
    const beforeSpin = await balanceText(page);
    await main.getByRole('button', { name: H.slots.spin, exact: true }).click();
    // Mid-spin: the reels run their strips until the server's stops arrive.
    await page.waitForTimeout(250);
    await page.screenshot({ path: path.join(shots, 'house-classic-3x3-spinning-en-desktop.png') });
    await main.getByTestId('slot-win').or(main.getByTestId('slot-no-win')).waitFor({ timeout: 20_000 });
    await expect.poll(() => main.getByTestId('house-round').count()).toBe(1);
    const slotWin = (await main.getByTestId('slot-win').count()) > 0;
    if (!slotWin) await waitForBalanceChange(page, beforeSpin);
    // The window the reels show, top row to bottom, reel by reel.
    const shown = await main.getByTestId('slot-reels').locator('[data-symbol]').evaluateAll((cells) => cells.map((c) => c.getAttribute('data-symbol')));
    expect(shown).toHaveLength(9);

    // Fairness: rotate the seed pair, then verify the spin with the revealed seed.
    await main.getByRole('tab', { name: H.tabs.fair }).click();
    const hashBefore = await main.getByText(/^[0-9a-f]{64}$/).first().innerText();
    await main.getByRole('button', { name: H.fair.rotate }).click();
    const revealed = main.getByTestId('house-previous-seed');
    await revealed.waitFor();
    await expect.poll(() => revealed.innerText()).toContain(hashBefore);
    const [fair] = await Promise.all([context.waitForEvent('page'), revealed.getByRole('link', { name: H.fair.verifyPrevious }).click()]);
    await fair.waitForLoadState();
    expect(new URL(fair.url()).pathname).toBe('/fair');
    await fair.getByTestId('verify-result').waitFor();
    await fair.getByTestId('verify-hash-match').waitFor();
    const recomputed = await fair.getByTestId('verify-result').getByRole('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('aria-label')));
    const names = shown.map((s) => en.translation.house.symbols[s!.toLowerCase() as keyof typeof en.translation.house.symbols]);
    // The verify grid reads row by row; the reels read reel by reel.
    const byRows = [0, 1, 2].flatMap((row) => [0, 1, 2].map((reel) => names[reel * 3 + row]));
    expect(recomputed.slice(0, 9)).toEqual(byRows);
    await fair.getByRole('button', { name: H.verify.crossCheck }).click();
    await fair.getByTestId('verify-server-agrees').waitFor();
    await shot(fair, 'house-fair-verify-classic-en-desktop.png', true);
    await fair.close();

    // The dice round too, from its history row (the seed is now known to this browser).
    await page.goto(`${live.server.baseUrl}/house/dice`);
    const row = main.getByTestId('house-round').first();
    await row.waitFor();
    const [fairDice] = await Promise.all([context.waitForEvent('page'), row.getByRole('link', { name: fill(H.history.verifyRound, { nonce: 0 }) }).click()]);
    await fairDice.getByTestId('verify-result').waitFor();
    await fairDice.getByTestId('verify-hash-match').waitFor();
    expect((await fairDice.getByTestId('verify-headline').innerText()).trim()).toBe(roll);
    await fairDice.getByRole('button', { name: H.verify.crossCheck }).click();
    await fairDice.getByTestId('verify-server-agrees').waitFor();
    await fairDice.close();

    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    ['EN', 'phone'],
    ['EN', 'desktop'],
    ['UR', 'phone'],
    ['UR', 'desktop'],
  ] as const)('shows every game screen in %s on a %s', async (lang, size) => {
    const L = catalogs[lang].translation.house;
    const context = await newLangContext(live.browser, lang, size);
    const page = await context.newPage();
    const errors = pageErrors(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await register(page, `h${lang.toLowerCase()}${size[0]}`, lang);
    await deposit(page, '500');
    const tag = `${lang.toLowerCase()}-${size}`;
    const main = page.locator('.hs-screen');

    for (const code of ['classic-3x3', 'jade-lines', 'dragon-ways'] as const) {
      await page.goto(`${live.server.baseUrl}/house/${code}`);
      await main.getByRole('heading', { name: L.games[code], level: 2 }).waitFor();
      await page.getByTestId('house-balance').waitFor();
      // The reels and Spin share the first screen (on a phone Spin sticks to the bottom edge), so
      // pressing it scrolls nothing and the reels stay in view while they spin and land.
      const inView = () =>
        page.evaluate(() => {
          const box = (el: Element | null) => el!.getBoundingClientRect();
          const reels = box(document.querySelector('[data-testid="slot-reels"]'));
          const spin = box(document.querySelector('[data-testid="play-action"] button'));
          return { scrollY: window.scrollY, reels: reels.top >= 0 && reels.bottom <= window.innerHeight, spin: spin.top >= 0 && spin.bottom <= window.innerHeight };
        });
      expect(await inView()).toEqual({ scrollY: 0, reels: true, spin: true });
      await main.getByRole('button', { name: L.slots.spin, exact: true }).click();
      await main.getByTestId('slot-win').or(main.getByTestId('slot-no-win')).waitFor({ timeout: 20_000 });
      await main.getByRole('button', { name: L.slots.spin, exact: true }).waitFor();
      expect(await inView()).toEqual({ scrollY: 0, reels: true, spin: true });
      await shot(page, `house-${code}-${tag}.png`);
      await main.getByRole('tab', { name: L.tabs.rules }).click();
      await main.getByRole('heading', { name: L.rules.paytable }).waitFor();
      await shot(page, `house-${code}-rules-${tag}.png`, true);
    }

    // The free-spin feature, in motion: the server's answer is swapped for a triggering round the
    // engine computed here (triggers are 1 in 143 spins, too rare to wait for).
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.route('**/house/games/dragon-ways/play', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, value: freeSpinRound() }) }));
    await page.goto(`${live.server.baseUrl}/house/dragon-ways`);
    await main.getByRole('button', { name: L.slots.spin, exact: true }).click();
    await main.getByText(L.slots.allWinsTimes.replace('{{multiplier}}', '2')).waitFor({ timeout: 10_000 });
    await shot(page, `house-dragon-ways-feature-intro-${tag}.png`);
    await main.getByTestId('free-spin-sequence').waitFor({ timeout: 10_000 });
    await page.waitForTimeout(1200);
    await shot(page, `house-dragon-ways-feature-${tag}.png`);
    await main.getByRole('button', { name: L.slots.skip }).click();
    await main.getByRole('button', { name: L.slots.spin, exact: true }).waitFor();
    await shot(page, `house-dragon-ways-feature-done-${tag}.png`);
    await page.unroute('**/house/games/dragon-ways/play');
    await page.emulateMedia({ reducedMotion: 'reduce' });

    await page.goto(`${live.server.baseUrl}/house/crash`);
    await main.getByRole('button', { name: L.crash.play, exact: true }).click();
    await main.getByTestId('crash-result').waitFor();
    await shot(page, `house-crash-${tag}.png`);

    await page.goto(`${live.server.baseUrl}/house/dice`);
    // The die and Roll share the first screen too, so the outcome shows where the player looks.
    await main.getByRole('button', { name: L.dice.roll, exact: true }).waitFor();
    const diceInView = () =>
      page.evaluate(() => {
        const box = (el: Element | null) => el!.getBoundingClientRect();
        const die = box(document.querySelector('[data-testid="dice-roll"]'));
        const roll = box(document.querySelector('[data-testid="play-action"] button'));
        return { scrollY: window.scrollY, die: die.top >= 0 && die.bottom <= window.innerHeight, roll: roll.top >= 0 && roll.bottom <= window.innerHeight };
      });
    expect(await diceInView()).toEqual({ scrollY: 0, die: true, roll: true });
    await main.getByRole('button', { name: L.dice.roll, exact: true }).click();
    await main.getByTestId('dice-outcome').waitFor();
    expect(await diceInView()).toEqual({ scrollY: 0, die: true, roll: true });
    await shot(page, `house-dice-${tag}.png`);

    await page.goto(`${live.server.baseUrl}/house/mines`);
    await main.getByRole('button', { name: L.mines.start, exact: true }).click();
    await main.getByRole('button', { name: L.mines.cashOut }).waitFor();
    await main.getByRole('gridcell', { name: fill(L.mines.tileState.hidden, { n: 13 }), exact: true }).click();
    await main.locator('[data-state=gem], [data-state=boom]').first().waitFor();
    await shot(page, `house-mines-${tag}.png`);
    // A reload finds the open round again (when the first tile was a gem).
    if ((await main.locator('[data-state=gem]').count()) > 0) {
      await page.reload();
      await main.getByText(L.mines.resumed).waitFor();
      await main.locator('[data-state=gem]').first().waitFor();
      await main.getByRole('button', { name: L.mines.cashOut }).click();
    }
    await main.getByTestId('mines-result').waitFor();
    await shot(page, `house-mines-over-${tag}.png`);

    await main.getByRole('tab', { name: L.tabs.fair }).click();
    await main.getByRole('button', { name: L.fair.rotate }).waitFor();
    await shot(page, `house-fair-panel-${tag}.png`, true);
    await main.getByRole('tab', { name: L.tabs.history }).click();
    await main.getByTestId('house-round').first().waitFor();
    await shot(page, `house-history-${tag}.png`, true);

    await page.goto(`${live.server.baseUrl}/house/no-such-game`);
    await page.getByRole('heading', { name: L.notFound.title }).waitFor();

    await page.goto(`${live.server.baseUrl}/fair?game=dice&clientSeed=abc&nonce=0&diceTarget=5000&diceDirection=under&serverSeed=${'ab'.repeat(32)}`);
    await page.getByTestId('verify-result').waitFor();
    await shot(page, `house-fair-page-${tag}.png`, true);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks a visitor to log in', async () => {
    const context = await newLangContext(live.browser, 'EN', 'phone');
    const page = await context.newPage();
    await page.goto(`${live.server.baseUrl}/house/dragon-ways`);
    await page.locator('.hs-screen').getByText(H.login.text).waitFor();
    await shot(page, 'house-visitor-en-phone.png');
    await context.close();
  });
});
