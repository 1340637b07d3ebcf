import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { failureSchema } from '@lotus/contract/envelope';
import { createHarness, type Harness } from '../../../test/app-harness.ts';
import { memberPassword, TestClient } from '../../../test/api-client.ts';
import { databaseKinds } from '../../../test/databases.ts';
import { multipartFile } from '../../../test/multipart.ts';
import { hashPassword } from '../../platform/passwords.ts';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), crypto.randomBytes(64)]);
const JPG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), crypto.randomBytes(64)]);
let seq = 0;
const name = () => `pd${Date.now().toString(36)}${(seq++).toString(36)}`.slice(0, 16);

/** The console's Payments section: proof images, two-step approval, channels and their limits, bank cards. */
describe.each(databaseKinds)('the payments desk on %s', (kind) => {
  let h: Harness;
  let app: FastifyInstance;
  let brandA: number;
  let brandB: number;
  /** Brand A: two finance operators (approve_large), a cashier (decide only); brand B: a finance operator. */
  const ops: Record<'finance1' | 'finance2' | 'cashier' | 'other', TestClient> = {} as never;
  let admin: TestClient;

  const db = () => h.database.db;
  async function operator(brandId: number, permissions: string[]) {
    const role = (await db().insertInto('operator_roles').values({ name: name(), permissions, brand_id: brandId }).returning('id').executeTakeFirstOrThrow()).id;
    const username = name();
    await db().insertInto('operators').values({ username, password_hash: await hashPassword('desk-Secret-77'), brand_id: brandId, role_id: role }).execute();
    const c = new TestClient(app);
    c.token = (await c.ok('operatorLogin', { body: { username, password: 'desk-Secret-77' } })).token;
    return c;
  }
  async function member() {
    const c = new TestClient(app, { 'x-forwarded-for': `10.31.${Math.floor(seq / 250) % 250}.${seq++ % 250}` });
    const v = await c.register(name());
    return { c, id: v.id as number };
  }
  async function upload(c: TestClient, file = PNG, mime = 'image/png') {
    const m = multipartFile(file, mime === 'image/png' ? 'slip.png' : 'slip.jpg', mime);
    return (await app.inject({ method: 'POST', url: '/wps/upload/proof', payload: m.payload, headers: { ...m.headers, authorization: c.token! } })).json().value.fileId as string;
  }
  async function deposit(amount: string, proofs: string[] = [], who?: { c: TestClient }) {
    const m = who ?? (await member());
    const channels = await m.c.ok('paymentChannels');
    const d = await m.c.ok('deposit', { body: { channelId: channels[0].id, amount, reference: 'DESK-1', proofs } });
    return { ...m, id: d.id as number };
  }
  const balance = async (c: TestClient) => (await c.ok('balance')).sumBalance as string;
  const decide = (c: TestClient, what: 'deposits' | 'withdrawals', id: number, approve: boolean, reason?: string) =>
    app.inject({ method: 'POST', url: `/ops/${what}/${id}/decision`, payload: { approve, ...(reason ? { reason } : {}) }, headers: { authorization: c.token! } });
  const auditHead = async () => (await db().selectFrom('audit_chain').select('last_id').executeTakeFirstOrThrow()).last_id;

  beforeAll(async () => {
    h = await createHarness(kind);
    app = await h.app({ OPERATOR_PASSWORD: 'operator-pass-1', TRUST_PROXY: '1' });
    await h.updateBrand('LOTUS', { withdrawal: { minAmount: '100', maxAmount: '500000', perDay: 50, turnoverMultiple: 0, autoReceiptMinutes: 60, allowOpenTurnover: true } });
    brandA = (await db().selectFrom('brands').select('id').where('code', '=', 'LOTUS').executeTakeFirstOrThrow()).id;
    const codeB = await h.addBrand('DESKB');
    brandB = (await db().selectFrom('brands').select('id').where('code', '=', codeB).executeTakeFirstOrThrow()).id;
    const finance = ['payments.view', 'payments.decide', 'payments.approve_large', 'payments.configure', 'members.adjust'];
    ops.finance1 = await operator(brandA, finance);
    ops.finance2 = await operator(brandA, finance);
    ops.cashier = await operator(brandA, ['payments.view', 'payments.decide']);
    ops.other = await operator(brandB, finance);
    admin = new TestClient(app);
    admin.token = (await admin.ok('operatorLogin', { body: { username: 'admin', password: 'operator-pass-1' } })).token;
  });
  afterAll(async () => {
    await h?.close();
  });

  it("narrows the queues to a deployment-wide operator's working brand; a brand's operator naming another brand is refused", async () => {
    const d = await deposit('120');
    const ids = (v: { rows: { id: number; brandId: number }[] }) => v.rows.map((r) => r.id);
    const queue = (c: TestClient, query: Record<string, string> = {}) => c.ok('opDeposits', { query: { status: 'pending', pageSize: '100', ...query } });
    const all = await queue(admin);
    expect(all.rows.find((r: { id: number }) => r.id === d.id)).toMatchObject({ brandId: brandA });
    expect(ids(await queue(admin, { brandId: String(brandA) }))).toContain(d.id);
    const other = await queue(admin, { brandId: String(brandB) });
    expect(ids(other)).not.toContain(d.id);
    expect(other.rows.every((r: { brandId: number }) => r.brandId === brandB)).toBe(true);
    expect(ids(await queue(ops.cashier, { brandId: String(brandA) }))).toContain(d.id);
    for (const what of ['opDeposits', 'opWithdrawals'] as const) {
      const refused = await ops.other.call(what, { query: { brandId: String(brandA) } });
      expect([refused.statusCode, refused.json().errorCode], what).toEqual([403, 'operator.forbidden']);
      const bad = await admin.call(what, { query: { brandId: 'x' } });
      expect([bad.statusCode, bad.json().errorCode], what).toEqual([400, 'request_param_err']);
    }
    expect((await admin.ok('opWithdrawals', { query: { brandId: String(brandB) } })).rows.every((r: { brandId: number }) => r.brandId === brandB)).toBe(true);
  });

  it("serves a proof image to its brand's operators only, as the image with no-store and nosniff", async () => {
    const m = await member();
    const png = await upload(m.c);
    const jpg = await upload(m.c, JPG, 'image/jpeg');
    await deposit('150', [png, jpg], m);
    const r = await ops.cashier.call('opProofImage', { params: { fileId: png } });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('image/png');
    expect(r.headers['cache-control']).toBe('no-store');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.rawPayload.equals(PNG)).toBe(true);
    const j = await ops.cashier.call('opProofImage', { params: { fileId: jpg } });
    expect([j.statusCode, j.headers['content-type']]).toEqual([200, 'image/jpeg']);
    // Another brand's operator, a file no deposit names, a file that is no id at all, and no operator: each
    // refused with the envelope, like every other call.
    const loose = await upload(m.c);
    const refusals = [
      [await ops.other.call('opProofImage', { params: { fileId: png } }), 404, 'not.found'],
      [await ops.cashier.call('opProofImage', { params: { fileId: loose } }), 404, 'not.found'],
      [await ops.cashier.call('opProofImage', { params: { fileId: '../../etc/passwd' } }), 400, 'request_param_err'],
      [await ops.cashier.call('opProofImage', { params: { fileId: png }, token: null }), 401, 'login.not.session'],
    ] as const;
    for (const [res, status, code] of refusals) {
      expect(res.statusCode, res.body).toBe(status);
      expect(failureSchema.parse(res.json())).toMatchObject({ success: false, errorCode: code });
    }
    // The deposit queue names the proofs the image call serves.
    const rows = (await ops.cashier.ok('opDeposits', { query: { status: 'pending', pageSize: '100' } })).rows as { proofs: string[] }[];
    expect(rows.some((row) => row.proofs.includes(png) && row.proofs.includes(jpg))).toBe(true);
  });

  it('keeps the threshold per brand, refuses bad input changing nothing, and audits the change', async () => {
    expect(await ops.finance1.ok('opPaymentSettings')).toEqual({ approvalThreshold: null });
    for (const body of [{ approvalThreshold: '-5' }, { approvalThreshold: 'abc' }, { approvalThreshold: '1', extra: 1 }, {}]) {
      const r = await ops.finance1.call('opUpdatePaymentSettings', { body });
      expect([r.statusCode, r.json().errorCode], JSON.stringify(body)).toEqual([400, 'request_param_err']);
    }
    expect(await ops.finance1.ok('opPaymentSettings')).toEqual({ approvalThreshold: null });
    expect((await ops.cashier.call('opUpdatePaymentSettings', { body: { approvalThreshold: '1000' } })).json().errorCode).toBe('operator.forbidden');
    // Another brand's operator cannot name brand A; a deployment-wide operator must name a brand.
    expect((await ops.other.call('opUpdatePaymentSettings', { query: { brandId: String(brandA) }, body: { approvalThreshold: '1' } })).json().errorCode).toBe('not.found');
    expect((await admin.call('opPaymentSettings')).json().errorCode).toBe('request_param_err');
    const head = await auditHead();
    expect(await ops.finance1.ok('opUpdatePaymentSettings', { body: { approvalThreshold: '1000' } })).toEqual({ approvalThreshold: '1000.0000' });
    expect(BigInt(await auditHead())).toBeGreaterThan(BigInt(head));
    expect(await admin.ok('opPaymentSettings', { query: { brandId: String(brandB) } })).toEqual({ approvalThreshold: null });
    expect(await admin.ok('opPaymentSettings', { query: { brandId: String(brandA) } })).toEqual({ approvalThreshold: '1000.0000' });
  });

  it('takes two approvals by different operators at or above the threshold; money moves once, at the second', async () => {
    await ops.finance1.ok('opUpdatePaymentSettings', { body: { approvalThreshold: '1000' } });
    const small = await deposit('999');
    expect((await decide(ops.cashier, 'deposits', small.id, true)).json().value.status).toBe('approved');
    expect(await balance(small.c)).toBe('999.0000');

    const big = await deposit('1000');
    const queued = (await ops.cashier.ok('opDeposits', { query: { status: 'pending', pageSize: '100' } })).rows.find((r: { id: number }) => r.id === big.id);
    expect(queued.approval).toEqual({ twoStep: true, firstApproval: null });
    // First approval (payments.decide is enough): still pending, no money.
    const first = await decide(ops.cashier, 'deposits', big.id, true);
    expect([first.statusCode, first.json().value.status]).toEqual([200, 'pending']);
    expect(await balance(big.c)).toBe('0.0000');
    const row = (await ops.cashier.ok('opDeposits', { query: { status: 'pending', pageSize: '100' } })).rows.find((r: { id: number }) => r.id === big.id);
    expect(row.approval).toMatchObject({ twoStep: true, firstApproval: { operator: expect.any(String), at: expect.any(String) } });
    // The same operator cannot approve twice; an operator without payments.approve_large cannot be second.
    expect((await decide(ops.cashier, 'deposits', big.id, true)).json().errorCode).toBe('payment.approval.same.operator');
    const cashier2 = await operator(brandA, ['payments.view', 'payments.decide']);
    expect((await decide(cashier2, 'deposits', big.id, true)).json().errorCode).toBe('operator.forbidden');
    expect((await ops.other.call('opDecideDeposit', { params: { id: big.id }, body: { approve: true } })).json().errorCode).toBe('not.found');
    expect(await balance(big.c)).toBe('0.0000');
    // Two second approvals at once: one wins, the money moves once.
    const seconds = await Promise.all([decide(ops.finance1, 'deposits', big.id, true), decide(ops.finance2, 'deposits', big.id, true), decide(ops.finance1, 'deposits', big.id, true)]);
    expect(seconds.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await balance(big.c)).toBe('1000.0000');
    expect((await big.c.ok('deposits')).rows[0]).toMatchObject({ id: big.id, status: 'approved' });
  });

  it('lets parallel first approvals record one, and a rejection at the second step end it with no money', async () => {
    await ops.finance1.ok('opUpdatePaymentSettings', { body: { approvalThreshold: '1000' } });
    const d = await deposit('5000');
    // Two cashiers (no payments.approve_large) at once: one first approval is recorded; the other lost the race
    // (409) or came after it and may not be second (403). No money either way.
    const cashier2 = await operator(brandA, ['payments.view', 'payments.decide']);
    const firsts = await Promise.all([decide(ops.cashier, 'deposits', d.id, true), decide(cashier2, 'deposits', d.id, true)]);
    const codes = firsts.map((r) => r.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([403, 409]).toContain(codes[1]);
    expect(await db().selectFrom('deposits').select(['status', 'first_approved_by']).where('id', '=', d.id).executeTakeFirstOrThrow()).toMatchObject({ status: 'pending', first_approved_by: expect.any(Number) });
    expect(await balance(d.c)).toBe('0.0000');
    const r = await decide(ops.finance2, 'deposits', d.id, false, 'slip does not match');
    expect(r.json().value).toMatchObject({ status: 'rejected', reason: 'slip does not match' });
    expect((await decide(ops.finance2, 'deposits', d.id, true)).json().errorCode).toBe('request.state.invalid');
    expect(await balance(d.c)).toBe('0.0000');
  });

  it('pays a large withdrawal only at the second approval, once', async () => {
    await ops.finance1.ok('opUpdatePaymentSettings', { body: { approvalThreshold: '1000' } });
    const { c, id } = await member();
    await ops.finance1.ok('opAdjust', { params: { id }, body: { amount: '3000', reason: 'desk funds', requestId: crypto.randomUUID() } });
    await c.ok('setPaymentPassword', { body: { password: '246810', confirmPassword: '246810', loginPassword: memberPassword } });
    const card = await c.ok('bindBankCard', { body: { bankName: 'HBL', accountName: 'Desk Test', accountNumber: '99887766554', paymentPassword: '246810' } });
    const w = await c.ok('withdraw', { body: { cardId: card.id, amount: '2000', paymentPassword: '246810' } });
    expect((await decide(ops.finance1, 'withdrawals', w.id, true)).json().value.status).toBe('pending');
    expect(await balance(c)).toBe('1000.0000');
    const queued = (await ops.finance1.ok('opWithdrawals', { query: { status: 'pending', pageSize: '100' } })).rows.find((r: { id: number }) => r.id === w.id);
    expect(queued.approval.firstApproval).not.toBeNull();
    expect((await decide(ops.finance1, 'withdrawals', w.id, true)).json().errorCode).toBe('payment.approval.same.operator');
    const seconds = await Promise.all([decide(ops.finance2, 'withdrawals', w.id, true), decide(ops.finance2, 'withdrawals', w.id, true)]);
    expect(seconds.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await c.ok('withdrawals')).rows[0]).toMatchObject({ id: w.id, status: 'paid' });
    expect(await balance(c)).toBe('1000.0000');
  });

  it('lists, creates and edits channels with validated limits; the daily limit holds for members', async () => {
    const before = (await ops.finance1.ok('opChannels')).rows as { id: number; brandId: number }[];
    expect(before.every((r) => r.brandId === brandA)).toBe(true);
    const base = { code: 'DESK_BANK', name: 'Desk bank', kind: 'manual_bank', minAmount: '100', maxAmount: '500', dailyLimit: '800', enabled: true, sort: 0, accounts: [{ bankName: 'Desk Bank', accountName: 'Lotus Ltd', accountNumber: '0011 2233 44' }] };
    const bad: Record<string, unknown>[] = [
      { ...base, minAmount: '600' },
      { ...base, dailyLimit: '400' },
      { ...base, code: 'lower' },
      { ...base, name: '' },
      { ...base, minAmount: '-1' },
      { ...base, accounts: [{ bankName: 'X' }] },
      { ...base, sort: -1 },
    ];
    for (const body of bad) expect((await ops.finance1.call('opCreateChannel', { body })).json().errorCode, JSON.stringify(body)).toBe('request_param_err');
    expect((await ops.finance1.ok('opChannels')).rows).toHaveLength(before.length);
    expect((await ops.cashier.call('opCreateChannel', { body: base })).json().errorCode).toBe('operator.forbidden');
    expect((await ops.other.call('opCreateChannel', { body: { ...base, brandId: brandA } })).json().errorCode).toBe('not.found');
    const ch = await ops.finance1.ok('opCreateChannel', { body: base });
    expect(ch).toMatchObject({ brandId: brandA, code: 'DESK_BANK', minAmount: '100.0000', maxAmount: '500.0000', dailyLimit: '800.0000', usedToday: '0.0000', enabled: true });
    expect((await ops.finance1.call('opCreateChannel', { body: base })).json().errorCode).toBe('payment.channel.code.taken');

    // Members see it first (order 0 ties: by id) with its account; the daily limit counts every member's deposits today.
    const m = await member();
    const offered = (await m.c.ok('paymentChannels')) as { id: number; accounts: unknown[] }[];
    expect(offered.find((o) => o.id === ch.id)?.accounts).toEqual(base.accounts);
    await m.c.ok('deposit', { body: { channelId: ch.id, amount: '500', reference: 'D1' } });
    expect((await m.c.call('deposit', { body: { channelId: ch.id, amount: '301', reference: 'D2' } })).json().errorCode).toBe('payment.daily.limit');
    await m.c.ok('deposit', { body: { channelId: ch.id, amount: '300', reference: 'D3' } });
    expect((await ops.finance1.ok('opChannels')).rows.find((r: { id: number }) => r.id === ch.id).usedToday).toBe('800.0000');
    // Deposits sent at once are counted one after another: 300 each against 800 a day, two get through.
    const rush = await ops.finance1.ok('opCreateChannel', { body: { ...base, code: 'DESK_RUSH' } });
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => m.c.call('deposit', { body: { channelId: rush.id, amount: '300', reference: `R${i}` } })));
    expect(answers.map((a) => a.json().errorCode ?? 'ok').sort()).toEqual(['ok', 'ok', 'payment.daily.limit', 'payment.daily.limit', 'payment.daily.limit', 'payment.daily.limit']);
    expect((await ops.finance1.ok('opChannels')).rows.find((r: { id: number }) => r.id === rush.id).usedToday).toBe('600.0000');

    // Edits: checked against the channel's other limits; another brand's operator cannot touch it; a disabled channel is offered to nobody.
    const snapshot = await db().selectFrom('payment_channels').selectAll().where('id', '=', ch.id).executeTakeFirstOrThrow();
    expect((await ops.finance1.call('opUpdateChannel', { params: { id: ch.id }, body: { minAmount: '600' } })).json().errorCode).toBe('request_param_err');
    expect((await ops.finance1.call('opUpdateChannel', { params: { id: ch.id }, body: { code: 'NEW' } })).json().errorCode).toBe('request_param_err');
    expect((await ops.other.call('opUpdateChannel', { params: { id: ch.id }, body: { enabled: false } })).json().errorCode).toBe('not.found');
    expect(await db().selectFrom('payment_channels').selectAll().where('id', '=', ch.id).executeTakeFirstOrThrow()).toEqual(snapshot);
    const edited = await ops.finance1.ok('opUpdateChannel', { params: { id: ch.id }, body: { enabled: false, name: 'Desk bank 2', dailyLimit: null } });
    expect(edited).toMatchObject({ enabled: false, name: 'Desk bank 2', dailyLimit: null, minAmount: '100.0000' });
    expect(((await m.c.ok('paymentChannels')) as { id: number }[]).some((o) => o.id === ch.id)).toBe(false);
    const audit = (await admin.ok('opAudit', { query: { pageSize: '100' } })).rows as { action: string; target: string }[];
    expect(audit.filter((r) => r.target === `channel:${ch.id}`).map((r) => r.action).sort()).toEqual(['payment.channel.create', 'payment.channel.update']);
  });

  it("lists members' bank cards with search, and disables one: no withdrawal goes to it", async () => {
    const { c, id } = await member();
    await ops.finance1.ok('opAdjust', { params: { id }, body: { amount: '500', reason: 'desk funds', requestId: crypto.randomUUID() } });
    await c.ok('setPaymentPassword', { body: { password: '135790', confirmPassword: '135790', loginPassword: memberPassword } });
    const number = `77${Date.now()}`.slice(0, 14);
    const card = await c.ok('bindBankCard', { body: { bankName: 'Meezan', accountName: 'Zara Desk', accountNumber: number, paymentPassword: '135790' } });
    const found = await ops.cashier.ok('opBankCards', { query: { q: number.slice(2, 10) } });
    expect(found.rows).toEqual([expect.objectContaining({ id: card.id, memberId: id, accountNumber: number, accountName: 'Zara Desk', disabledAt: null })]);
    expect((await ops.cashier.ok('opBankCards', { query: { q: 'zara desk' } })).rows.map((r: { id: number }) => r.id)).toContain(card.id);
    expect((await ops.other.ok('opBankCards', { query: { q: number } })).rows).toEqual([]);
    expect((await ops.cashier.call('opBankCards', { query: { status: 'gone' } })).json().errorCode).toBe('request_param_err');

    expect((await ops.finance1.call('opDisableBankCard', { params: { id: card.id }, body: { reason: 'x' } })).json().errorCode).toBe('request_param_err');
    expect((await ops.other.call('opDisableBankCard', { params: { id: card.id }, body: { reason: 'not theirs' } })).json().errorCode).toBe('not.found');
    expect((await ops.cashier.call('opDisableBankCard', { params: { id: card.id }, body: { reason: 'not theirs' } })).json().errorCode).toBe('operator.forbidden');
    expect((await c.ok('bankCards')).map((k: { id: number }) => k.id)).toEqual([card.id]);
    const both = await Promise.all([0, 1].map(() => ops.finance1.call('opDisableBankCard', { params: { id: card.id }, body: { reason: 'name does not match' } })));
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await ops.cashier.ok('opBankCards', { query: { q: number, status: 'disabled' } })).rows[0]).toMatchObject({ id: card.id, disabledReason: 'name does not match' });
    expect(await c.ok('bankCards')).toEqual([]);
    expect((await c.call('withdraw', { body: { cardId: card.id, amount: '200', paymentPassword: '135790' } })).json().errorCode).toBe('bank.card.unknown');
    // Binding the same number again does not bring it back.
    expect((await c.call('bindBankCard', { body: { bankName: 'Meezan', accountName: 'Zara Desk', accountNumber: number, paymentPassword: '135790' } })).json().errorCode).toBe('bank.card.disabled');
    expect(await c.ok('bankCards')).toEqual([]);
    expect(await balance(c)).toBe('500.0000');
  });
});
