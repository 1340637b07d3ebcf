import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { failureSchema } from '@lotus/contract/envelope';
import { feedbackLimits } from '@lotus/contract/feedback';
import { createHarness, type Harness } from '../../../test/app-harness.ts';
import { TestClient } from '../../../test/api-client.ts';
import { databaseKinds } from '../../../test/databases.ts';
import { multipartForm } from '../../../test/multipart.ts';
import type { OperatorPrincipal } from '../../platform/auth.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { FeedbackRepository } from './feedback.repository.ts';
import { FeedbackService, type FeedbackReplyNotifier } from './feedback.service.ts';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), crypto.randomBytes(64)]);
const JPG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), crypto.randomBytes(64)]);
let seq = 0;
const name = () => `fb${Date.now().toString(36)}${(seq++).toString(36)}`.slice(0, 16);
const ip = () => `10.77.${Math.floor(seq / 250) % 250}.${seq++ % 250}`;
type Image = { name: string; content: Buffer | string; mime?: string; field?: string };

describe.each(databaseKinds)('feedback on %s', (kind) => {
  let h: Harness;
  let app: FastifyInstance;
  let brandA: number;
  let brandB: number;
  const db = () => h.database.db;
  const count = async () => Number((await db().selectFrom('feedback').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  const send = (fields: Record<string, string>, images: Image[] = [], headers: Record<string, string> = {}, to = app) => {
    const form = multipartForm(fields, images);
    return to.inject({ method: 'PUT', url: '/wps/feedback', payload: form.payload, headers: { 'x-forwarded-for': ip(), ...form.headers, ...headers } });
  };
  const good = { category: 'problem', content: 'My deposit is not credited yet' };
  async function member(merchant?: string) {
    const c = new TestClient(app, { 'x-forwarded-for': ip(), ...(merchant ? { merchant } : {}) });
    const v = await c.register(name());
    return { c, id: v.id as number };
  }
  async function operator(brandId: number | null, permissions: string[]) {
    const role = (await db().insertInto('operator_roles').values({ name: name(), permissions, brand_id: brandId }).returning('id').executeTakeFirstOrThrow()).id;
    const username = name();
    const id = (await db().insertInto('operators').values({ username, password_hash: await hashPassword('fb-Secret-77'), brand_id: brandId, role_id: role }).returning('id').executeTakeFirstOrThrow()).id;
    const c = new TestClient(app);
    c.token = (await c.ok('operatorLogin', { body: { username, password: 'fb-Secret-77' } })).token;
    return { c, id, username };
  }

  beforeAll(async () => {
    h = await createHarness(kind);
    app = await h.app({ TRUST_PROXY: '1' });
    brandA = (await db().selectFrom('brands').select('id').where('code', '=', 'LOTUS').executeTakeFirstOrThrow()).id;
    await h.addBrand('FBB');
    brandB = (await db().selectFrom('brands').select('id').where('code', '=', 'FBB').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    await h?.close();
  });

  it("keeps a visitor's feedback with its contact and images, the images on disk under their own ids", async () => {
    const res = await send({ ...good, contact: 'visitor@example.com' }, [
      { name: 'a.png', content: PNG, mime: 'image/png' },
      { name: 'b.jpg', content: JPG, mime: 'image/jpeg' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const row = await db().selectFrom('feedback').selectAll().where('id', '=', res.json().value.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ member_id: null, contact: 'visitor@example.com', category: 'problem', status: 'open', brand_id: brandA });
    expect(row.images.map((i) => [i.mime, i.size])).toEqual([
      ['image/png', PNG.length],
      ['image/jpeg', JPG.length],
    ]);
    expect(fs.readFileSync(path.join(h.dataDir, 'uploads', `${row.images[0]!.id}.png`)).equals(PNG)).toBe(true);
  });

  it('refuses bad forms with a clear code and stores nothing', async () => {
    const before = await count();
    const big = Buffer.concat([PNG, Buffer.alloc(feedbackLimits.maxImageBytes + 1 - PNG.length)]);
    const cases: { fields: Record<string, string>; images?: Image[]; code: string; status?: number }[] = [
      // A text file named .png and sent as image/png: its bytes say what it is.
      { fields: good, images: [{ name: 'photo.png', content: 'just some text, not an image', mime: 'image/png' }], code: 'feedback.image.invalid' },
      { fields: good, images: [{ name: 'x.gif', content: Buffer.from('GIF89a....'), mime: 'image/gif' }], code: 'feedback.image.invalid' },
      { fields: good, images: [1, 2, 3, 4].map((i) => ({ name: `${i}.png`, content: PNG, mime: 'image/png' })), code: 'feedback.images.too.many' },
      { fields: good, images: [{ name: 'big.png', content: big, mime: 'image/png' }], code: 'feedback.image.invalid' },
      { fields: good, images: [{ name: 'empty.png', content: Buffer.alloc(0), mime: 'image/png' }], code: 'feedback.image.invalid' },
      { fields: good, images: [{ name: 'a.png', content: PNG, mime: 'image/png', field: 'file' }], code: 'request_param_err' },
      { fields: { ...good, content: 'x'.repeat(70) + ' ' + 'y'.repeat(70) }, code: 'request_param_err' },
      { fields: { ...good, content: 'hello' }, code: 'request_param_err' },
      { fields: { ...good, category: 'nope' }, code: 'request_param_err' },
      { fields: { category: 'other' }, code: 'request_param_err' },
      { fields: { ...good, admin: 'true' }, code: 'request_param_err' },
      { fields: { ...good, contact: 'me\u0000' }, code: 'request_param_err' },
    ];
    for (const c of cases) {
      const res = await send(c.fields, c.images);
      expect(res.statusCode, `${c.code} ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ success: false, errorCode: c.code });
    }
    const json = await app.inject({ method: 'PUT', url: '/wps/feedback', payload: good, headers: { 'x-forwarded-for': ip() } });
    expect(json.statusCode).toBe(415);
    expect(json.json().errorCode).toBe('request.media.unsupported');
    expect(await count()).toBe(before);
    // The limits themselves pass: 140 characters (Urdu counts per letter), three images, exactly 5 MB.
    const urdu = 'میری رقم ابھی تک جمع نہیں ہوئی ' ;
    const full = (urdu.repeat(10)).slice(0, 140);
    expect([...full].length).toBe(140);
    const exact = Buffer.concat([PNG, Buffer.alloc(feedbackLimits.maxImageBytes - PNG.length)]);
    const ok = await send({ ...good, content: full }, [exact, PNG, JPG].map((content, i) => ({ name: `${i}.img`, content })));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await count()).toBe(before + 1);
  });

  it('holds the daily caps per address and per member under parallel requests', async () => {
    const capped = await h.app({ TRUST_PROXY: '1' });
    const before = await count();
    const fromOne = await Promise.all(Array.from({ length: 25 }, () => send(good, [], { 'x-forwarded-for': '203.0.113.50' }, capped)));
    const codes = fromOne.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(20);
    expect(codes.filter((c) => c === 429)).toHaveLength(5);
    expect(fromOne.find((r) => r.statusCode === 429)!.json()).toMatchObject({ errorCode: 'TOO_MANY_REQUESTS', value: { retryAfterSeconds: expect.any(Number) } });
    expect(await count()).toBe(before + 20);

    // A member is counted wherever they write from.
    const c = new TestClient(capped, { 'x-forwarded-for': ip() });
    await c.register(name());
    const asMember = await Promise.all(Array.from({ length: 14 }, () => send(good, [], { authorization: c.token! }, capped)));
    expect(asMember.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect(asMember.filter((r) => r.statusCode === 429)).toHaveLength(4);
    expect(await count()).toBe(before + 30);
  });

  it('lists a member their own feedback only, newest first, page by page', async () => {
    const a = await member();
    const b = await member();
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await send({ category: 'suggestion', content: `idea number ${i}` }, i === 0 ? [{ name: 'a.png', content: PNG }] : [], { authorization: a.c.token! })).json().value.id);
    await send(good, [], { authorization: b.c.token! });
    await send(good); // a visitor's
    const first = await a.c.ok('myFeedback', { query: { pageSize: '2' } });
    expect(first.rows.map((r: { id: number }) => r.id)).toEqual([ids[2], ids[1]]);
    expect(first.rows[0]).toMatchObject({ category: 'suggestion', content: 'idea number 2', status: 'open', reply: null, repliedAt: null, images: [] });
    const second = await a.c.ok('myFeedback', { query: { pageSize: '2', before: String(first.next) } });
    expect(second.rows.map((r: { id: number; images: string[] }) => [r.id, r.images.length])).toEqual([[ids[0], 1]]);
    expect(second.rows[0].images[0]).toMatch(/^[a-f0-9]{32}$/);
    expect(second.next).toBeNull();
    expect((await a.c.call('myFeedback', { token: null })).statusCode).toBe(401);
  });

  it('serves a member the images of their own feedback only, as images kept privately; others are refused with the envelope', async () => {
    const a = await member();
    const b = await member();
    const sent = (await send(good, [{ name: 'a.png', content: PNG }, { name: 'b.jpg', content: JPG }], { authorization: a.c.token! })).json().value.id as number;
    const [png, jpg] = (await a.c.ok('myFeedback')).rows[0].images as string[];
    const own = await a.c.call('myFeedbackImage', { params: { id: sent, fileId: png! } });
    expect(own.statusCode).toBe(200);
    expect(own.headers).toMatchObject({ 'content-type': 'image/png', 'cache-control': 'private, max-age=86400', 'x-content-type-options': 'nosniff', 'content-disposition': 'inline' });
    expect(own.rawPayload.equals(PNG)).toBe(true);
    const second = await a.c.call('myFeedbackImage', { params: { id: sent, fileId: jpg! } });
    expect([second.statusCode, second.headers['content-type']]).toEqual([200, 'image/jpeg']);
    expect(second.rawPayload.equals(JPG)).toBe(true);

    // A visitor's feedback and its image exist, but no member owns them.
    const visitor = (await send(good, [{ name: 'v.png', content: PNG }])).json().value.id as number;
    const visitorFile = (await db().selectFrom('feedback').select('images').where('id', '=', visitor).executeTakeFirstOrThrow()).images[0]!.id;
    const refusals = [
      // Another member, with the right ids: not found, as if it did not exist.
      [await b.c.call('myFeedbackImage', { params: { id: sent, fileId: png! } }), 404, 'not.found'],
      // The owner naming a file of another feedback, or a feedback that is not theirs.
      [await a.c.call('myFeedbackImage', { params: { id: sent, fileId: visitorFile } }), 404, 'not.found'],
      [await a.c.call('myFeedbackImage', { params: { id: visitor, fileId: visitorFile } }), 404, 'not.found'],
      [await a.c.call('myFeedbackImage', { params: { id: sent, fileId: '../../etc/passwd' } }), 400, 'request_param_err'],
      [await a.c.call('myFeedbackImage', { params: { id: 'x', fileId: png! } }), 400, 'request_param_err'],
      // Visitors are refused.
      [await a.c.call('myFeedbackImage', { params: { id: sent, fileId: png! }, token: null }), 401, 'login.not.session'],
    ] as const;
    for (const [res, status, code] of refusals) {
      expect(res.statusCode, res.body).toBe(status);
      expect(failureSchema.parse(res.json())).toMatchObject({ success: false, errorCode: code });
    }
  });

  it("shows an operator their brand's feedback only, with filters and images; a reply reaches the member's history", async () => {
    const m = await member();
    const sent = (await send({ category: 'payment', content: 'Withdrawal pending two days' }, [{ name: 'slip.png', content: PNG }], { authorization: m.c.token! })).json().value.id as number;
    const mB = await member('FBB');
    const sentB = (await send({ category: 'payment', content: 'Other brand feedback here' }, [], { authorization: mB.c.token!, merchant: 'FBB' })).json().value.id as number;
    const opA = await operator(brandA, ['support.view', 'support.reply']);
    const viewer = await operator(brandA, ['support.view']);
    const opB = await operator(brandB, ['support.view', 'support.reply']);

    const listA = await opA.c.ok('opFeedback', { query: { category: 'payment', status: 'open', pageSize: '100' } });
    expect(listA.rows.map((r: { id: number }) => r.id)).toContain(sent);
    expect(listA.rows.map((r: { id: number }) => r.id)).not.toContain(sentB);
    expect(listA.rows.every((r: { brandId: number; category: string }) => r.brandId === brandA && r.category === 'payment')).toBe(true);
    const row = listA.rows.find((r: { id: number }) => r.id === sent);
    expect(row).toMatchObject({ memberId: m.id, images: [expect.stringMatching(/^[a-f0-9]{32}$/)], status: 'open', reply: null });
    const ids = listA.rows.map((r: { id: number }) => r.id);
    expect([...ids].sort((x, y) => y - x)).toEqual(ids);
    const listB = await opB.c.ok('opFeedback', { query: { pageSize: '100' } });
    expect(listB.rows.map((r: { id: number }) => r.id)).toEqual(expect.arrayContaining([sentB]));
    expect(listB.rows.some((r: { brandId: number }) => r.brandId !== brandB)).toBe(false);
    expect((await opB.c.call('opFeedback', { query: { brandId: String(brandA) } })).json().errorCode).toBe('operator.forbidden');

    const image = await opA.c.call('opFeedbackImage', { params: { id: sent, fileId: row.images[0] } });
    expect(image.statusCode).toBe(200);
    expect(image.headers).toMatchObject({ 'content-type': 'image/png', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
    expect(image.rawPayload.equals(PNG)).toBe(true);
    const otherBrand = await opB.c.call('opFeedbackImage', { params: { id: sent, fileId: row.images[0] } });
    expect(otherBrand.statusCode).toBe(404);
    expect(failureSchema.parse(otherBrand.json()).errorCode).toBe('not.found');

    // Replying needs support.reply, and the operator's brand.
    expect((await viewer.c.call('opReplyFeedback', { params: { id: sent }, body: { reply: 'x' } })).statusCode).toBe(403);
    expect((await opB.c.call('opReplyFeedback', { params: { id: sent }, body: { reply: 'x' } })).json().errorCode).toBe('not.found');
    const replied = await opA.c.ok('opReplyFeedback', { params: { id: sent }, body: { reply: '  We have credited it, sorry for the wait.  ' } });
    expect(replied).toMatchObject({ status: 'replied', reply: 'We have credited it, sorry for the wait.', repliedBy: opA.username, repliedAt: expect.any(String) });
    expect((await opA.c.call('opReplyFeedback', { params: { id: sent }, body: { reply: 'again' } })).json().errorCode).toBe('feedback.replied');
    const audit = await db().selectFrom('audit_log').selectAll().where('action', '=', 'feedback.reply').where('target', '=', `feedback:${sent}`).execute();
    expect(audit).toHaveLength(1);
    const mine = await m.c.ok('myFeedback');
    expect(mine.rows[0]).toMatchObject({ id: sent, status: 'replied', reply: 'We have credited it, sorry for the wait.', repliedAt: replied.repliedAt });
    // The reply also arrives in the member's inbox, unread, in the feedback category.
    expect((await m.c.ok('inboxUnreadCount')).unreadCount).toBe(1);
    const inbox = await m.c.ok('inboxList', { query: { category: 'feedback' } });
    expect(inbox.total).toBe(1);
    expect(inbox.rows[0]).toMatchObject({ title: 'Reply to your feedback', read: false });
    expect((await m.c.ok('inboxDetail', { params: { id: inbox.rows[0].id } })).body).toBe(`Our team answered your feedback no. ${sent}:\n\nWe have credited it, sorry for the wait.`);

    const closed = await opA.c.ok('opCloseFeedback', { params: { id: sent } });
    expect(closed).toMatchObject({ status: 'closed', closedAt: expect.any(String) });
    expect((await opA.c.call('opCloseFeedback', { params: { id: sent } })).json().errorCode).toBe('feedback.closed');
    expect((await opA.c.ok('opFeedback', { query: { status: 'closed', pageSize: '100' } })).rows.map((r: { id: number }) => r.id)).toContain(sent);
    expect((await m.c.ok('myFeedback')).rows[0]).toMatchObject({ id: sent, status: 'closed' });
  });

  it('tells the notifier once per reply, with the brand, member, feedback and text; never for a visitor', async () => {
    const calls: Parameters<FeedbackReplyNotifier['replied']>[0][] = [];
    const audits: string[] = [];
    const service = new FeedbackService(
      new FeedbackRepository(db()),
      { store: async () => 'x', read: async () => null },
      { audit: async (_op, action) => void audits.push(action) },
      { replied: async (r) => void calls.push(r) },
      () => new Date(),
    );
    const op = await operator(brandA, ['support.view', 'support.reply']);
    const principal: OperatorPrincipal = { id: op.id, username: op.username, brandId: brandA, sessionId: 0n, roleId: 0, role: 'support', permissions: ['support.view', 'support.reply'] };
    const m = await member();
    const id = (await send(good, [], { authorization: m.c.token! })).json().value.id as number;
    // Two operators' clicks at once: one reply, one notification.
    const results = await Promise.allSettled([1, 2, 3].map((i) => service.reply(principal, id, `answer ${i}`, '127.0.0.1')));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const kept = (await db().selectFrom('feedback').select('reply').where('id', '=', id).executeTakeFirstOrThrow()).reply;
    expect(calls).toEqual([{ brandId: brandA, memberId: m.id, feedbackId: id, reply: kept }]);
    expect(audits).toEqual(['feedback.reply']);

    const visitor = (await send(good)).json().value.id as number;
    await service.reply(principal, visitor, 'thanks', '127.0.0.1');
    expect(calls).toHaveLength(1);
    // A failing inbox does not undo the reply.
    const failing = new FeedbackService(new FeedbackRepository(db()), { store: async () => 'x', read: async () => null }, { audit: async () => {} }, { replied: async () => Promise.reject(new Error('inbox down')) }, () => new Date());
    const other = (await send(good, [], { authorization: m.c.token! })).json().value.id as number;
    await expect(failing.reply(principal, other, 'still here', '127.0.0.1')).resolves.toMatchObject({ status: 'replied' });
  });
});
