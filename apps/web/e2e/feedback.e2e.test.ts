import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { viewports } from './support/launch-browser';
import { catalogs, fill, newLangContext, pageErrors, registerThroughDialog, shot, testServerEnv, browserAndServerForFile } from './support/journey';

/**
 * The feedback journey against the real server: a member sends feedback with a screenshot from the side
 * menu's help and support, an operator replies through the /ops API (as the console does), and the member
 * reads the reply in their feedback history. EN on a phone, UR on a desktop; the form at both sizes.
 */

const operatorPassword = 'journey-operator-77';
const live = browserAndServerForFile({ ...testServerEnv, OPERATOR_PASSWORD: operatorPassword });

/** A real 48x32 PNG of one colour (the preview must show something). */
function png(r: number, g: number, b: number): Buffer {
  const w = 48;
  const h = 32;
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: w }, () => [r, g, b]).flat())]);
  const raw = Buffer.concat(Array.from({ length: h }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', zlib.deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

/** The operator's side, as the console calls it: sign in, find the feedback in the inbox, reply. */
async function operatorReplies(baseUrl: string, content: string, reply: string): Promise<void> {
  const json = async (res: Response) => ((await res.json()) as { success: boolean; value: never }).value;
  const login = await json(await fetch(`${baseUrl}/ops/session/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: operatorPassword }) }));
  const auth = { authorization: (login as { token: string }).token };
  const inbox = (await json(await fetch(`${baseUrl}/ops/feedback?status=open&pageSize=100`, { headers: auth }))) as { rows: { id: number; content: string; images: string[] }[] };
  const row = inbox.rows.find((r) => r.content === content);
  expect(row?.images).toHaveLength(1);
  const image = await fetch(`${baseUrl}/ops/feedback/${row!.id}/images/${row!.images[0]}`, { headers: auth });
  expect(image.headers.get('content-type')).toBe('image/png');
  const res = await fetch(`${baseUrl}/ops/feedback/${row!.id}/reply`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ reply }) });
  expect(res.status).toBe(200);
}

async function openFeedback(page: Page, size: 'phone' | 'desktop', L: (typeof catalogs)['EN']['translation']) {
  const sideMenu = page.getByRole('complementary', { name: L.menu.label });
  if (size === 'phone') await page.getByRole('button', { name: L.common.menu, exact: true }).click();
  await sideMenu.getByRole('button', { name: L.feedback.title, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: L.feedback.title });
  await dialog.waitFor();
  return dialog;
}

describe.each([
  ['EN', 'phone'],
  ['UR', 'desktop'],
] as const)('feedback in %s on a %s', (lang, size) => {
  const { translation: L } = catalogs[lang];
  const other = size === 'phone' ? 'desktop' : 'phone';

  it('sends feedback with a screenshot, and reads the operator’s reply in My feedback', async () => {
    const context = await newLangContext(live.browser, lang, size);
    const page = await context.newPage();
    const errors = pageErrors(page);
    const username = `f${lang.toLowerCase()}${Date.now().toString(36).slice(-6)}`.slice(0, 16);
    const content = lang === 'EN' ? `Deposit slip not accepted ${username}` : `میری رقم جمع نہیں ہوئی ${username}`;
    const reply = lang === 'EN' ? 'Thank you, it is credited now.' : 'شکریہ، رقم اب جمع ہو گئی ہے۔';

    await registerThroughDialog(page, live.server.baseUrl, lang, username);
    let dialog = await openFeedback(page, size, L);
    await dialog.getByRole('combobox', { name: L.feedback.category }).selectOption('payment');
    await dialog.getByRole('textbox', { name: L.feedback.content }).fill(content);
    await dialog.getByText(fill(L.feedback.counter, { used: [...content].length, max: 140 })).waitFor();
    await dialog.getByLabel(L.wallet.proof.add).setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: png(40, 160, 90) });
    await dialog.getByRole('img', { name: 'slip.png' }).waitFor();
    for (const vp of [other, size] as const) {
      await page.setViewportSize(viewports[vp]);
      await shot(page, `feedback-form-${lang.toLowerCase()}-${vp}.png`);
    }
    const sent = page.waitForResponse((r) => r.url().endsWith('/wps/feedback') && r.request().method() === 'PUT');
    await dialog.getByRole('button', { name: L.feedback.submit, exact: true }).click();
    expect((await sent).status()).toBe(200);
    // Sent: the dialog goes to the history, where it waits for a reply.
    await dialog.getByRole('tab', { name: L.feedback.historyTab, selected: true }).waitFor();
    const item = dialog.getByRole('listitem').filter({ hasText: content });
    await item.getByText(L.feedback.statuses.open, { exact: true }).waitFor();
    await item.getByText(fill(L.feedback.imageCount_one, { count: 1 })).waitFor();
    await shot(page, `feedback-sent-${lang.toLowerCase()}-${size}.png`);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await operatorReplies(live.server.baseUrl, content, reply);

    dialog = await openFeedback(page, size, L);
    await dialog.getByRole('tab', { name: L.feedback.historyTab }).click();
    const answered = dialog.getByRole('listitem').filter({ hasText: content });
    await answered.getByText(reply).waitFor();
    await answered.getByText(L.feedback.replyFrom).waitFor();
    await answered.getByText(L.feedback.statuses.replied, { exact: true }).waitFor();
    await shot(page, `feedback-replied-${lang.toLowerCase()}-${size}.png`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
