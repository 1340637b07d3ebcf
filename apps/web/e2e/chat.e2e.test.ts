import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { registerMember } from './support/api';
import { consoleText, openConsoleSection, signInToConsole } from './support/console';
import { viewports } from './support/launch-browser';
import { browserAndServerForFile, catalogs, journeyPassword, journeyUsername, languagesAndSizes, memberContext, pageErrors, shot, shots, testServerEnv, type Lang, type Size } from './support/journey';

/**
 * Live chat against the real server: a signed-in member opens customer service (the demo brand uses the built-in
 * chat room), writes while no agent is on the desk and is told so; an operator goes to the console's chat desk
 * in another browser, takes the conversation and answers; the member sees the answer, the read mark on their
 * message and the agent typing, and the operator sees the member typing; the operator closes it, finds the
 * transcript and leaves the desk. In EN and UR on a phone (full-screen dialog) and a desktop (docked dialog), one
 * after another: each member has the desk to themselves, and the operator signs in once for the file.
 */
const operatorPassword = 'chat-journey-Pass-1';
const live = browserAndServerForFile({ ...testServerEnv, OPERATOR_PASSWORD: operatorPassword });
const C = (key: string, vars?: Record<string, string>) => consoleText(`support.chat.${key}`, vars);

/** The operator's browser: signed in to the console once, on the first combination that needs it. */
let desk: { context: BrowserContext; page: Page; errors: string[] } | null = null;
async function operatorDesk(): Promise<{ page: Page; errors: string[] }> {
  if (!desk) {
    const context = await live.browser.newContext({ viewport: viewports.desktop, deviceScaleFactor: 1 });
    const page = await context.newPage();
    desk = { context, page, errors: pageErrors(page) };
    await signInToConsole(page, live.server.baseUrl, operatorPassword);
  }
  return desk;
}
afterAll(async () => {
  await desk?.context.close();
});

/** Screenshots also land where the session's reviewer looks, when asked (CHAT_SHOTS=dir). */
async function picture(page: Page, file: string) {
  await shot(page, file);
  const extra = process.env.CHAT_SHOTS;
  if (extra) {
    mkdirSync(extra, { recursive: true });
    copyFileSync(path.join(shots, file), path.join(extra, file));
  }
}

async function openCustomerService(page: Page, lang: Lang, size: Size) {
  const L = catalogs[lang].translation;
  const sideMenu = page.getByRole('complementary', { name: L.menu.label });
  // Phones open the drawer from the header; it gives way to the chat room rather than staying open behind it.
  if (size === 'phone' && !(await sideMenu.isVisible())) await page.getByRole('banner').getByRole('button', { name: L.common.menu, exact: true }).click();
  await sideMenu.getByRole('button', { name: L.customerService.title, exact: true }).click();
  if (size === 'phone') await sideMenu.waitFor({ state: 'hidden' });
}

describe.each(languagesAndSizes)('live chat in %s on a %s', (lang, size) => {
  const L = catalogs[lang].translation;
  const T = L.chat;
  const name = `${lang.toLowerCase()}-${size}`;

  it('a member and an operator talk in real time, with typing, read marks, the offline notice and a transcript', async () => {
    const username = journeyUsername('ch', lang, size);
    const { token } = await registerMember(live.server.baseUrl, username, journeyPassword);
    const memberBrowser = await memberContext(live.browser, lang, size, token);
    const member = await memberBrowser.newPage();
    const memberErrors = pageErrors(member);
    await member.goto(`${live.server.baseUrl}/index`);
    await member.getByRole('banner').getByTestId('header-balance').waitFor();
    expect(await member.evaluate(() => document.documentElement.dir)).toBe(lang === 'UR' ? 'rtl' : 'ltr');

    await openCustomerService(member, lang, size);
    const room = member.getByRole('dialog', { name: T.title });
    await room.waitFor();
    // Phone: the whole screen; desktop: docked at the end corner.
    const box = (await room.boundingBox())!;
    if (size === 'phone') expect([Math.round(box.width), Math.round(box.height)]).toEqual([viewports.phone.width, viewports.phone.height]);
    else {
      expect(box.width).toBeLessThan(420);
      // End corner: the right in EN, the left in UR.
      expect(lang === 'UR' ? box.x < 100 : box.x + box.width > viewports.desktop.width - 100).toBe(true);
    }
    // No agent on the desk: the member is told messages will be answered here.
    await room.getByTestId('chat-offline').filter({ hasText: T.offlineNotice }).waitFor();
    const input = room.getByRole('textbox', { name: T.placeholder });
    await input.fill('I need help with my deposit');
    await input.press('Enter');
    await room.getByTestId('chat-own').filter({ hasText: 'I need help with my deposit' }).waitFor();
    await picture(member, `chat-offline-${name}.png`);

    // The operator, signed in to the console in another browser, goes to the chat desk.
    const { page: desk, errors: deskErrors } = await operatorDesk();
    await openConsoleSection(desk, 'chat');
    await desk.getByTestId('desk-presence').filter({ hasText: C('onDesk') }).waitFor();
    const queue = desk.getByRole('list', { name: C('tabs.waiting') });
    await queue.getByRole('button', { name: new RegExp(username) }).click();
    const conversation = desk.getByRole('region', { name: C('conversationWith', { name: username }) });
    await conversation.getByText('I need help with my deposit').waitFor();
    await conversation.getByRole('button', { name: C('take'), exact: true }).click();
    await conversation.getByText(C('assignedTo', { name: 'admin' })).waitFor();

    // The operator read the message: the member's bubble says so; an agent is now on the desk.
    await room.getByTestId('chat-mark').filter({ hasText: T.read }).waitFor();
    await room.getByTestId('chat-presence').filter({ hasText: T.online }).waitFor();

    // Typing both ways, then the answer.
    const reply = conversation.getByRole('textbox', { name: C('reply') });
    await reply.pressSequentially('Sure', { delay: 20 });
    await room.getByTestId('chat-typing').waitFor();
    await input.pressSequentially('It was', { delay: 20 });
    await conversation.getByTestId('customer-typing').waitFor();
    await reply.fill('Sure, which deposit do you mean?');
    await conversation.getByRole('button', { name: C('send'), exact: true }).click();
    await room.getByTestId('chat-agent').filter({ hasText: 'Sure, which deposit do you mean?' }).waitFor();
    await input.fill('The one from today, 500');
    await input.press('Enter');
    await conversation.getByText('The one from today, 500').waitFor();
    // The member had the answer on screen: the operator's bubble says seen.
    await conversation.getByTestId('desk-mark').filter({ hasText: C('seen') }).waitFor();
    await picture(member, `chat-live-${name}.png`);
    await picture(desk, `chat-desk-${name}.png`);

    // History on reopen.
    await room.getByRole('button', { name: L.common.close, exact: true }).click();
    await room.waitFor({ state: 'detached' });
    await openCustomerService(member, lang, size);
    await room.getByText('The one from today, 500').waitFor();
    await room.getByText('Sure, which deposit do you mean?').waitFor();

    // The operator closes it; the member is told, and the transcript is found by the member's name.
    await conversation.getByRole('button', { name: C('close'), exact: true }).click();
    await room.getByText(T.closed).waitFor();
    await desk.getByRole('tab', { name: C('tabs.closed') }).click();
    await desk.getByLabel(C('searchMember')).fill(username);
    await desk.getByRole('button', { name: C('search'), exact: true }).click();
    await desk.getByRole('list', { name: C('tabs.closed') }).getByRole('button', { name: new RegExp(username) }).click();
    await conversation.getByText('The one from today, 500').waitFor();
    await picture(desk, `chat-transcript-${name}.png`);

    // The operator leaves the desk (its socket closes): the next member finds no agent there.
    await openConsoleSection(desk, 'dashboard');
    await desk.getByTestId('desk-presence').waitFor({ state: 'detached' });

    expect(memberErrors).toEqual([]);
    expect(deskErrors).toEqual([]);
    await memberBrowser.close();
  });
});
