import zlib from 'node:zlib';
import type { Page } from 'playwright-core';
import { beforeAll, describe, it, type ExpectStatic } from 'vitest';
import { endpoints } from '@lotus/contract/endpoints';
import { callApi, operatorToken, registerMember } from './support/api';
import { browserAndServerForFile, catalogs, fill, journeyPassword, journeyUsername, languagesAndSizes, memberContext, pageErrors, shot, testServerEnv, type Size } from './support/journey';

/**
 * The feedback journey against the real server: a signed-in member sends feedback with a screenshot from the side
 * menu's help and support, an operator replies through the /ops API (as the console does), and the member reads
 * the reply in their feedback history. In EN and UR at phone and desktop sizes side by side on one server
 * (concurrent tests, each with its own member and context; assertions use the test's own `expect`).
 */

const operatorPassword = 'journey-operator-77';
const live = browserAndServerForFile({ ...testServerEnv, OPERATOR_PASSWORD: operatorPassword });
let opsToken = '';
beforeAll(async () => {
  opsToken = await operatorToken(live.server.baseUrl, operatorPassword);
});

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

/** The operator's side, as the console calls it: find the feedback in the inbox, look at its image, reply. */
async function operatorReplies(content: string, reply: string, expect: ExpectStatic): Promise<void> {
  const inbox = await callApi<{ rows: { id: number; content: string; images: string[] }[] }>(live.server.baseUrl, 'opFeedback', { token: opsToken, query: { status: 'open', pageSize: '100' } });
  const row = inbox.rows.find((r) => r.content === content);
  expect(row?.images).toHaveLength(1);
  const imagePath = endpoints.opFeedbackImage.path.replace(':id', String(row!.id)).replace(':fileId', row!.images[0]!);
  const image = await fetch(`${live.server.baseUrl}${imagePath}`, { headers: { Authorization: opsToken } });
  expect(image.headers.get('content-type')).toBe('image/png');
  await callApi(live.server.baseUrl, 'opReplyFeedback', { token: opsToken, params: { id: row!.id }, body: { reply } });
}

async function openFeedback(page: Page, size: Size, L: (typeof catalogs)['EN']['translation']) {
  const sideMenu = page.getByRole('complementary', { name: L.menu.label });
  if (size === 'phone') await page.getByRole('button', { name: L.common.menu, exact: true }).click();
  await sideMenu.getByRole('button', { name: L.feedback.title, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: L.feedback.title });
  await dialog.waitFor();
  return dialog;
}

describe.concurrent.each(languagesAndSizes)('feedback in %s on a %s', (lang, size) => {
  const { translation: L } = catalogs[lang];
  const name = `${lang.toLowerCase()}-${size}`;

  it('sends feedback with a screenshot, and reads the operator’s reply in My feedback', async ({ expect }) => {
    const username = journeyUsername('f', lang, size);
    const member = await registerMember(live.server.baseUrl, username, journeyPassword);
    const context = await memberContext(live.browser, lang, size, member.token);
    const page = await context.newPage();
    const errors = pageErrors(page);
    const content = lang === 'EN' ? `Deposit slip not accepted ${username}` : `میری رقم جمع نہیں ہوئی ${username}`;
    const reply = lang === 'EN' ? 'Thank you, it is credited now.' : 'شکریہ، رقم اب جمع ہو گئی ہے۔';

    await page.goto(`${live.server.baseUrl}/index`);
    await page.getByRole('banner').getByTestId('header-balance').waitFor();
    let dialog = await openFeedback(page, size, L);
    await dialog.getByRole('combobox', { name: L.feedback.category }).selectOption('payment');
    await dialog.getByRole('textbox', { name: L.feedback.content }).fill(content);
    await dialog.getByText(fill(L.feedback.counter, { used: [...content].length, max: 140 })).waitFor();
    await dialog.getByLabel(L.wallet.proof.add).setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: png(40, 160, 90) });
    await dialog.getByRole('img', { name: 'slip.png' }).waitFor();
    await shot(page, `feedback-form-${name}.png`);
    const sent = page.waitForResponse((r) => r.url().endsWith('/wps/feedback') && r.request().method() === 'PUT');
    await dialog.getByRole('button', { name: L.feedback.submit, exact: true }).click();
    expect((await sent).status()).toBe(200);
    // Sent: the dialog goes to the history, where it waits for a reply.
    await dialog.getByRole('tab', { name: L.feedback.historyTab, selected: true }).waitFor();
    const item = dialog.getByRole('listitem').filter({ hasText: content });
    await item.getByText(L.feedback.statuses.open, { exact: true }).waitFor();
    await item.getByText(fill(L.feedback.imageCount_one, { count: 1 })).waitFor();
    await shot(page, `feedback-sent-${name}.png`);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await operatorReplies(content, reply, expect);

    dialog = await openFeedback(page, size, L);
    await dialog.getByRole('tab', { name: L.feedback.historyTab }).click();
    const answered = dialog.getByRole('listitem').filter({ hasText: content });
    await answered.getByText(reply).waitFor();
    await answered.getByText(L.feedback.replyFrom).waitFor();
    await answered.getByText(L.feedback.statuses.replied, { exact: true }).waitFor();
    await shot(page, `feedback-replied-${name}.png`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
