import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { callApi, registerMember } from './support/api';
import { consoleText as C, openConsoleSection, signInToConsole } from './support/console';
import { viewports } from './support/launch-browser';
import { browserAndServerForFile, catalogs, closePopups, journeyPassword, journeyUsername, newLangContext, pageErrors, registerThroughDialog, shot, testServerEnv } from './support/journey';

/**
 * The messaging placements from content an operator entered in the console, end to end: the operator signs in to
 * the console and, through its Content pages, publishes a notice, banners for the home carousel, the login dialog
 * and the register dialog (B: w_home, w_login, w_register), a promotion card (PR), a visitors' popup (PU, before
 * login), a marquee line (PL, after login) and a first-login popup (PU, F). A visitor gets the visitors' popup once,
 * sees the carousel's banner, the promotion card and the banners in the login and register dialogs, registers
 * (their first login) and gets the first-login popup once, sees the marquee on the home page and opens the notices
 * from it, and reads the notice on the notice page. The operator labels that member in their member page and sends a
 * broadcast to the label from Messages; it reaches the member's inbox badge live and the member reads it, while a
 * member without the label gets nothing. EN on a desktop; screenshots of the console pages and of each placement.
 */

const operatorPassword = 'content-journey-Pass-5';
const live = browserAndServerForFile({ ...testServerEnv, OPERATOR_PASSWORD: operatorPassword });
const L = catalogs.EN.translation;
const stamp = Date.now().toString(36).slice(-5);
const entered = {
  notice: { title: `Tournament weekend ${stamp}`, html: '<p>Prizes for the <b>top 10</b> players.</p>', text: 'Prizes for the top 10 players.' },
  banner: { title: `Login bonus ${stamp}`, html: '<p>Log in for a daily reward.</p>' },
  homeBanner: { title: `Cricket cup ${stamp}`, html: '<p>Bet on every match of the cup.</p>' },
  registerBanner: { title: `Join today ${stamp}`, html: '<p>New members get a first deposit bonus.</p>' },
  promotion: { title: `Weekend reload ${stamp}`, html: '<p>A <b>20 %</b> reload every weekend.</p>', text: 'A 20 % reload every weekend.' },
  visitorPopup: { title: `Hello visitor ${stamp}`, html: '<p>Register to play for real.</p>' },
  marquee: { title: `Marquee ${stamp}`, text: `Maintenance on Sunday ${stamp}` },
  popup: { title: `Welcome gift ${stamp}`, html: '<p>Your welcome gift is waiting.</p>' },
  label: `VIP-${stamp}`,
  broadcast: { title: `VIP night ${stamp}`, body: 'Double points tonight for our VIP members.' },
};

/** An announcement as the operator enters it: the choices that differ from the form's (a banner shown before login), and its text. */
interface AnnouncementEntry {
  title: string;
  type?: 'PL' | 'PU' | 'PR';
  group?: 'w_home' | 'w_login' | 'w_register';
  execution?: 'A' | 'F';
  text: { field: 'html' | 'marqueeText'; value: string };
}

/** The console's announcement dialog, filled in as an operator does and saved (with a picture before saving); the page then says so. */
async function createAnnouncement(ops: Page, entry: AnnouncementEntry, file: string) {
  await ops.getByRole('button', { name: C('content.announcements.create'), exact: true }).click();
  const dialog = ops.getByRole('dialog', { name: C('content.announcements.createTitle') });
  if (entry.type) await dialog.getByLabel(C('content.fields.type'), { exact: true }).selectOption({ label: C(`content.types.${entry.type}`) });
  if (entry.group) await dialog.getByLabel(C('content.fields.group')).selectOption({ label: C(`content.groups.${entry.group}`) });
  if (entry.execution) await dialog.getByLabel(C('content.fields.execution')).selectOption({ label: C(`content.executions.${entry.execution}`) });
  await dialog.getByLabel(C('content.fields.title'), { exact: true }).fill(entry.title);
  await dialog.getByLabel(C(`content.fields.${entry.text.field}`)).fill(entry.text.value);
  await dialog.getByLabel(C('content.fields.published')).check();
  // The placement's preview, as the site will place it.
  const where = entry.group ? C(`content.groups.${entry.group}`) : C(`content.types.${entry.type ?? 'B'}`);
  await dialog.getByTitle(C('content.preview.placement', { where })).waitFor();
  await shot(ops, file);
  await dialog.getByRole('button', { name: C('content.save'), exact: true }).click();
  await ops.getByText(C('content.created', { title: entry.title })).waitFor();
}

it('every placement of messages and announcements shows what the operator entered in the console', async () => {
  const base = live.server.baseUrl;

  // The operator, in the console at a desktop.
  const opsContext = await live.browser.newContext({ viewport: viewports.desktop, deviceScaleFactor: 1 });
  const ops = await opsContext.newPage();
  const opsErrors = pageErrors(ops);
  await signInToConsole(ops, base, operatorPassword);

  await openConsoleSection(ops, 'contentNotices');
  await ops.getByRole('button', { name: C('content.notices.create'), exact: true }).click();
  const noticeDialog = ops.getByRole('dialog', { name: C('content.notices.createTitle') });
  await noticeDialog.getByLabel(C('content.fields.title'), { exact: true }).fill(entered.notice.title);
  await noticeDialog.getByLabel(C('content.fields.html')).fill(entered.notice.html);
  await noticeDialog.getByLabel(C('content.fields.published')).check();
  await noticeDialog.getByRole('button', { name: C('content.save'), exact: true }).click();
  await ops.getByText(C('content.created', { title: entered.notice.title })).waitFor();

  await openConsoleSection(ops, 'contentAnnouncements');
  await createAnnouncement(ops, { title: entered.banner.title, group: 'w_login', text: { field: 'html', value: entered.banner.html } }, 'console-content-banner-form.png');
  await createAnnouncement(ops, { title: entered.marquee.title, type: 'PL', execution: 'A', text: { field: 'marqueeText', value: entered.marquee.text } }, 'console-content-marquee-form.png');
  await createAnnouncement(ops, { title: entered.popup.title, type: 'PU', execution: 'F', text: { field: 'html', value: entered.popup.html } }, 'console-content-popup-form.png');
  await createAnnouncement(ops, { title: entered.homeBanner.title, group: 'w_home', text: { field: 'html', value: entered.homeBanner.html } }, 'console-content-home-banner-form.png');
  await createAnnouncement(ops, { title: entered.registerBanner.title, group: 'w_register', text: { field: 'html', value: entered.registerBanner.html } }, 'console-content-register-banner-form.png');
  await createAnnouncement(ops, { title: entered.promotion.title, type: 'PR', text: { field: 'html', value: entered.promotion.html } }, 'console-content-promotion-form.png');
  await createAnnouncement(ops, { title: entered.visitorPopup.title, type: 'PU', text: { field: 'html', value: entered.visitorPopup.html } }, 'console-content-visitor-popup-form.png');
  const announcements = ops.getByRole('table', { name: C('content.announcements.title') });
  for (const title of [entered.banner.title, entered.marquee.title, entered.popup.title, entered.homeBanner.title, entered.registerBanner.title, entered.promotion.title, entered.visitorPopup.title]) await expect(announcements.getByRole('row').filter({ hasText: title }).textContent()).resolves.toContain(C('content.state.live'));
  await shot(ops, 'console-content-announcements.png');

  // A visitor: the visitors' popup greets them once a session, and the home carousel holds the operator's banner.
  const memberContext = await newLangContext(live.browser, 'EN', 'desktop');
  const page = await memberContext.newPage();
  const errors = pageErrors(page);
  await page.goto(`${base}/index`);
  await page.getByRole('alertdialog', { name: entered.visitorPopup.title }).getByText('Register to play for real.').waitFor();
  expect(await closePopups(page, 'EN', expect)).toContain(entered.visitorPopup.title);
  const slides = page.getByTestId('home-banner');
  await slides.filter({ hasText: entered.homeBanner.title }).waitFor({ state: 'attached' });
  // Bring it on screen as a visitor would, with the carousel's dot for its slide.
  const titles = await slides.allTextContents();
  const slide = titles.findIndex((text) => text.includes(entered.homeBanner.title));
  if (titles.length > 1) await page.getByRole('region', { name: L.announcements.carousel }).getByRole('button', { name: L.announcements.slide.replace('{{index}}', String(slide + 1)).replace('{{count}}', String(titles.length)) }).click();
  await slides.filter({ hasText: entered.homeBanner.title }).getByText('Bet on every match of the cup.').waitFor();
  await shot(page, 'console-content-site-home-banner.png');

  // The promotions page shows the operator's promotion as a card.
  await page.goto(`${base}/promotions`);
  const card = page.getByRole('article', { name: entered.promotion.title });
  await card.getByText(entered.promotion.text).waitFor();
  await shot(page, 'console-content-site-promotion.png');
  // Back home in the same session: the visitors' popup does not come again.
  await page.goto(`${base}/index`);
  await page.getByTestId('home-banner').first().waitFor({ state: 'attached' });
  expect(await closePopups(page, 'EN', expect)).toEqual([]);

  // The register dialog carries its banner, and the login dialog its own.
  const dialogBanner = async (button: string, dialog: string, group: 'w_register' | 'w_login', title: string, file: string) => {
    await page.getByRole('banner').getByRole('button', { name: button, exact: true }).click();
    const opened = page.getByRole('dialog', { name: dialog });
    await opened.getByTestId(`banner-${group}`).getByText(title).waitFor();
    await shot(page, file);
    await page.keyboard.press('Escape');
    await opened.waitFor({ state: 'detached' });
  };
  await dialogBanner(L.auth.register, L.auth.registerTitle, 'w_register', entered.registerBanner.title, 'console-content-site-register-banner.png');
  await dialogBanner(L.auth.login, L.auth.loginTitle, 'w_login', entered.banner.title, 'console-content-site-login-banner.png');

  // Registering is the first login: the operator's first-login popup shows, once.
  const username = journeyUsername('cc', 'EN', 'desktop');
  await registerThroughDialog(page, base, 'EN', username);
  // Popups come in the operator's order: this one (order 0) before the demo brand's welcome popup.
  await page.getByRole('alertdialog', { name: entered.popup.title }).getByText('Your welcome gift is waiting.').waitFor();
  await shot(page, 'console-content-site-popup.png');
  expect((await closePopups(page, 'EN', expect)).filter((title) => title === entered.popup.title)).toHaveLength(1);
  await page.reload();
  await page.getByRole('banner').getByTestId('header-balance').waitFor();
  expect(await closePopups(page, 'EN', expect)).toEqual([]);

  // The marquee runs the operator's line after login, and opens the notices.
  const marquee = page.getByRole('button', { name: L.announcements.marquee });
  await marquee.getByTestId('marquee-text').filter({ hasText: entered.marquee.text }).waitFor();
  // The picture as a visitor who asks for less motion sees it: the line still, readable.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await shot(page, 'console-content-site-marquee.png');
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await marquee.click();
  await page.getByRole('dialog').getByRole('navigation', { name: L.notices.listLabel }).getByRole('button', { name: entered.notice.title, exact: true }).waitFor();
  await page.keyboard.press('Escape');

  // The notice page lists the operator's notice and shows it, its HTML cleaned but kept.
  await page.goto(`${base}/noticePage`);
  await page.getByRole('navigation', { name: L.notices.listLabel }).getByRole('button', { name: entered.notice.title, exact: true }).click();
  const article = page.getByRole('article');
  await article.getByText(entered.notice.text).waitFor();
  await expect(article.locator('b').textContent()).resolves.toBe('top 10');
  await shot(page, 'console-content-site-notice.png');

  // The operator labels the member from their member page…
  const other = await registerMember(base, journeyUsername('cx', 'EN', 'desktop'), journeyPassword);
  await openConsoleSection(ops, 'members');
  const usernameFilter = ops.getByLabel(C('members.filters.username'));
  await usernameFilter.fill(username);
  await usernameFilter.press('Enter');
  await ops.getByRole('link', { name: username, exact: true }).click();
  await ops.getByRole('tab', { name: C('members.tabs.labels') }).click();
  await ops.getByLabel(C('members.labels.add')).fill(entered.label);
  await ops.getByRole('button', { name: C('members.labels.addButton'), exact: true }).click();
  await ops.getByRole('list', { name: C('members.labels.title') }).getByText(entered.label).waitFor();

  // …and sends a broadcast to that label from Messages, for the brand picked in the header.
  await openConsoleSection(ops, 'messages');
  await ops.getByLabel(C('shell.workingBrand'), { exact: true }).selectOption({ index: 1 });
  await ops.getByLabel(C('messages.titleField'), { exact: true }).fill(entered.broadcast.title);
  await ops.getByLabel(C('messages.body'), { exact: true }).fill(entered.broadcast.body);
  await ops.getByLabel(C('messages.target')).selectOption({ label: C('messages.targets.label') });
  await ops.getByLabel(C('messages.label'), { exact: true }).selectOption({ label: entered.label });
  await ops.getByRole('button', { name: C('messages.send'), exact: true }).click();
  const sent = ops.getByRole('table', { name: C('messages.sentTitle') }).getByRole('row').filter({ hasText: entered.broadcast.title });
  await expect(sent.textContent()).resolves.toContain(C('messages.targetLabel', { name: entered.label }));
  await shot(ops, 'console-content-broadcast.png');

  // The member's badge rises without a reload; they read the message and it falls.
  const inbox = page.getByRole('banner').getByTestId('header-inbox');
  await inbox.getByTestId('unread-badge').filter({ hasText: '1' }).waitFor();
  await inbox.click();
  const centre = page.getByRole('dialog', { name: L.memberCentre.title });
  await centre.getByTestId('inbox-row').filter({ hasText: entered.broadcast.title }).click();
  await centre.getByTestId('inbox-body').filter({ hasText: entered.broadcast.body }).waitFor();
  await inbox.getByTestId('unread-badge').waitFor({ state: 'detached' });
  await shot(page, 'console-content-site-inbox.png');
  // A member without the label has nothing new.
  expect(await callApi<{ unreadCount: number }>(base, 'inboxUnreadCount', { token: other.token })).toEqual({ unreadCount: 0 });

  expect(errors).toEqual([]);
  expect(opsErrors).toEqual([]);
  await memberContext.close();
  await opsContext.close();
});
