import { describe, expect, it } from 'vitest';
import { browserAndServerForFile, catalogs, newLangContext, pageErrors, testServerEnv } from './support/journey';

/**
 * The site under its Content-Security-Policy (no inline script but the page's own, allowed by its
 * hash; frames from ourselves and the
 * vendors): the home page and the login dialog, a free-play account launching a house game that
 * /game embeds and playing one round inside the frame, and the lottery page, whose results come
 * over the websocket. Nothing may be blocked: `pageErrors` collects every policy violation, of the
 * page and of the game's frame. Short on purpose; the other journeys fail on violations too.
 */
const live = browserAndServerForFile(testServerEnv);
const L = catalogs.EN.translation;

describe('content security policy', () => {
  it('lets the home page, a dialog, a house game in /game and the lottery socket work with nothing blocked', async () => {
    const context = await newLangContext(live.browser, 'EN', 'desktop');
    const page = await context.newPage();
    const errors = pageErrors(page);

    // The page arrives compressed, with its policy.
    const home = await page.goto(`${live.server.baseUrl}/index`);
    const headers = await home!.allHeaders();
    // Our files, and the one inline script of index.html (the first page's preloads) by its hash.
    expect(headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*';/);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['content-encoding']).toMatch(/^(br|gzip)$/);
    const header = page.getByRole('banner');

    // A dialog: login, and its free play.
    await header.getByRole('button', { name: L.auth.login, exact: true }).click();
    const login = page.getByRole('dialog', { name: L.auth.loginTitle });
    await login.locator('form').waitFor();
    const freePlay = page.waitForResponse((r) => r.url().includes('/wps/session/login/freeplay'));
    await login.getByRole('button', { name: L.auth.freePlay, exact: true }).click();
    expect((await freePlay).status()).toBe(200);
    await login.waitFor({ state: 'detached' });

    // A house game launched from the slots hall: /game embeds its screen (same origin) and a round plays in it.
    await page.goto(`${live.server.baseUrl}/rng`);
    const main = page.getByRole('main');
    await main.getByRole('searchbox', { name: L.games.searchLabel }).fill('jade');
    const card = main.getByTestId('game-card').filter({ hasText: 'Jade Lines' });
    await card.getByRole('button', { name: /Jade Lines/ }).first().click();
    await page.waitForURL((url) => url.pathname === '/game');
    const game = page.frameLocator('iframe');
    const screen = game.locator('.hs-screen');
    await screen.getByRole('button', { name: L.house.slots.spin, exact: true }).click();
    await screen.getByTestId('slot-win').or(screen.getByTestId('slot-no-win')).waitFor({ timeout: 20_000 });
    await expect.poll(() => screen.getByTestId('house-round').count()).toBe(1);

    // The lottery page opens its result socket (connect-src 'self' covers ws: to this host) and is told it is subscribed.
    const socket = page.waitForEvent('websocket', (ws) => new URL(ws.url()).pathname === '/ws');
    await page.goto(`${live.server.baseUrl}/lottery?gameCode=k3-fast`);
    await (await socket).waitForEvent('framereceived', { predicate: (f) => String(f.payload).includes('"ready"'), timeout: 20_000 });
    await main.getByRole('heading').first().waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });
});
