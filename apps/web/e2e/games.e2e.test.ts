import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { viewports } from './support/launch-browser';
import { catalogs, fill, newLangContext, pageErrors, registerThroughDialog, shot, testServerEnv, browserAndServerForFile, type Lang, type Size } from './support/journey';

/**
 * The games journey against the real server: a visitor browses /rng and is asked to log in to play;
 * a new member opens /rng, searches a house game by its name in the interface language, favourites it, finds it
 * on /fav, launches it and sees /game embed the house game's own page. EN on a phone, UR on a
 * desktop; screenshots of every games screen in both languages at both sizes.
 */

/** Jade Lines, one of the six house games of the demo catalogue, by its name in each language. */
const jade = { code: 'jade-lines', EN: { name: 'Jade Lines', search: 'jade' }, UR: { name: 'جیڈ لائنز', search: 'جیڈ' } } as const;

const live = browserAndServerForFile(testServerEnv);

async function newPage(lang: Lang, size: Size): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await newLangContext(live.browser, lang, size);
  const page = await context.newPage();
  return { context, page, errors: pageErrors(page) };
}

describe.each([
  ['EN', 'phone'],
  ['UR', 'desktop'],
] as const)('games in %s on a %s', (lang, size) => {
  const { translation: L } = catalogs[lang];
  const other = size === 'phone' ? 'desktop' : 'phone';
  const tag = (vp: string) => `${lang.toLowerCase()}-${vp}`;
  const game = jade[lang];

  it('shows visitors the slots hall; pressing a game asks them to log in', async () => {
    const { context, page, errors } = await newPage(lang, size);
    await page.goto(`${live.server.baseUrl}/rng`);
    const main = page.getByRole('main');
    // Visitors browse every lobby: the hall's tabs and the windowed grid, as a member sees them.
    await expect.poll(() => main.getByRole('tablist', { name: L.games.hallTabs }).getByRole('tab', { name: L.games.allGames }).getAttribute('aria-selected')).toBe('true');
    const card = main.getByTestId('game-grid').getByTestId('game-card').filter({ hasText: game.name });
    await card.waitFor();
    // Favourites are for members: no hearts for a visitor.
    expect(await main.getByRole('button', { name: fill(L.games.addFavourite, { name: game.name }) }).count()).toBe(0);
    // A click on a game runs the login check instead of a launch.
    await card.getByRole('button', { name: new RegExp(game.name) }).first().click();
    await page.getByRole('dialog', { name: L.auth.loginTitle }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/rng');
    await page.getByRole('dialog').getByRole('button', { name: L.common.close }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    for (const vp of [size, other] as const) {
      await page.setViewportSize(viewports[vp]);
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, `games-visitor-${tag(vp)}.png`);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('searches, favourites and launches a house game as a new member', async () => {
    const { context, page, errors } = await newPage(lang, size);
    const username = `g${lang.toLowerCase()}${Date.now().toString(36).slice(-6)}`.slice(0, 16);

    // Register (as the wallet journey does).
    await registerThroughDialog(page, live.server.baseUrl, lang, username);

    // The slots hall: tabs, the first one active, and the windowed grid.
    await page.goto(`${live.server.baseUrl}/rng`);
    const main = page.getByRole('main');
    const tabs = main.getByRole('tablist', { name: L.games.hallTabs });
    await expect.poll(() => tabs.getByRole('tab', { name: L.games.allGames }).getAttribute('aria-selected')).toBe('true');
    const grid = main.getByTestId('game-grid');
    await grid.getByTestId('game-card').first().waitFor();
    for (const vp of [size, other] as const) {
      await page.setViewportSize(viewports[vp]);
      await shot(page, `games-rng-${tag(vp)}.png`);
    }
    await page.setViewportSize(viewports[size]);

    // Search by name in the interface language.
    await main.getByRole('searchbox', { name: L.games.searchLabel }).fill(game.search);
    const card = grid.getByTestId('game-card').filter({ hasText: game.name });
    await card.waitFor();
    // Every slot of the demo catalogue is already loaded, so the filter runs in the browser, without a request.
    await expect.poll(() => grid.getAttribute('data-query')).toBe(game.search);
    expect(await grid.getByTestId('game-card').count()).toBe(1);
    for (const vp of [size, other] as const) {
      await page.setViewportSize(viewports[vp]);
      await shot(page, `games-search-${tag(vp)}.png`);
    }
    await page.setViewportSize(viewports[size]);

    // Favourite it: the heart turns on at once, and the server keeps it.
    const added = page.waitForResponse((r) => r.url().includes('MCSFE_addFavoriteGameV2'));
    await card.getByRole('button', { name: fill(L.games.addFavourite, { name: game.name }) }).click();
    await card.getByRole('button', { name: fill(L.games.removeFavourite, { name: game.name }) }).waitFor();
    expect((await added).status()).toBe(200);

    // It is on the favourites page.
    await page.goto(`${live.server.baseUrl}/fav`);
    await main.getByRole('heading', { level: 1, name: L.nav.fav }).waitFor();
    const favCard = main.getByTestId('game-card').filter({ hasText: game.name });
    await favCard.waitFor();
    expect(await favCard.getByRole('button', { name: fill(L.games.removeFavourite, { name: game.name }) }).getAttribute('aria-pressed')).toBe('true');
    for (const vp of [size, other] as const) {
      await page.setViewportSize(viewports[vp]);
      await shot(page, `games-fav-${tag(vp)}.png`);
    }
    await page.setViewportSize(viewports[size]);

    // Launch it: /game embeds the URL the server answered (the house game's own page).
    const launched = page.waitForResponse((r) => r.url().includes('/wps/game/launchGame'));
    await favCard.getByRole('button', { name: new RegExp(game.name) }).first().click();
    const launch = await launched;
    expect(launch.status()).toBe(200);
    const value = ((await launch.json()) as { value: { game_url: string; mode: string } }).value;
    expect(value.mode).toBe('real');
    await page.waitForURL((url) => url.pathname === '/game');
    const frame = page.locator('iframe');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toBe(value.game_url);
    expect(value.game_url).toMatch(new RegExp(`^/house/${jade.code}\\b`));
    await page.getByRole('heading', { level: 1, name: game.name }).waitFor();
    await expect.poll(() => page.getByRole('status', { name: L.game.loading }).count(), { timeout: 30_000 }).toBe(0);
    for (const vp of [size, other] as const) {
      await page.setViewportSize(viewports[vp]);
      await shot(page, `games-game-${tag(vp)}.png`);
    }
    await page.setViewportSize(viewports[size]);

    // Back returns to the lobby it came from.
    await page.getByRole('button', { name: L.game.back, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/fav');
    // The launch made it the member's most recent game.
    const recent = main.getByRole('region', { name: L.games.recentTitle });
    await recent.getByTestId('game-card').filter({ hasText: game.name }).waitFor();
    for (const vp of [size, other] as const) {
      await page.setViewportSize(viewports[vp]);
      await shot(page, `games-recent-${tag(vp)}.png`);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
