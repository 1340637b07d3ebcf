import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type EndpointName } from '@lotus/contract/endpoints';
import { memberLabelLimit } from '@lotus/contract/member-desk';
import { createHarness, type Harness } from '../../../test/app-harness.ts';
import { memberPassword, TestClient } from '../../../test/api-client.ts';
import { databaseKinds } from '../../../test/databases.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { walletCommandsOn } from '../wallet/wallet-commands.ts';

let seq = 0;
const uniq = (prefix = 'md') => `${prefix}${Date.now().toString(36)}${(seq++).toString(36)}`.slice(0, 16);
const codes = (responses: { json(): { errorCode?: string } }[]) => responses.map((r) => r.json().errorCode ?? 'ok');

describe.each(databaseKinds)('the console members desk on %s', (kind) => {
  let h: Harness;
  let app: FastifyInstance;
  /** A deployment-wide operator, and one of the LOTUS brand only. */
  let ops: TestClient;
  let brandOps: TestClient;
  let lotusId: number;
  let otherCode: string;
  let otherId: number;
  let passwordHash: string;

  beforeAll(async () => {
    h = await createHarness(kind);
    app = await h.app({ OPERATOR_PASSWORD: 'operator-pass-1' });
    ops = new TestClient(app);
    ops.token = (await ops.ok('operatorLogin', { body: { username: 'admin', password: 'operator-pass-1' } })).token;
    const { db } = h.database;
    lotusId = (await db.selectFrom('brands').select('id').where('code', '=', 'LOTUS').executeTakeFirstOrThrow()).id;
    otherCode = await h.addBrand(`MD${(Date.now() % 1_000_000).toString(36)}`.toUpperCase());
    otherId = (await db.selectFrom('brands').select('id').where('code', '=', otherCode).executeTakeFirstOrThrow()).id;
    await db.insertInto('operators').values({ username: 'lotus-desk', password_hash: await hashPassword('operator-pass-2'), brand_id: lotusId }).execute();
    brandOps = new TestClient(app);
    brandOps.token = (await brandOps.ok('operatorLogin', { body: { username: 'lotus-desk', password: 'operator-pass-2' } })).token;
    passwordHash = await hashPassword(memberPassword);
  });
  afterAll(async () => {
    await h?.close();
  });

  /** A member made in the database (registration is throttled per address); logs in with `memberPassword`. */
  async function newMember(brandId = lotusId, extra: Record<string, unknown> = {}) {
    const username = uniq();
    const row = await h.database.db
      .insertInto('members')
      .values({ brand_id: brandId, username, username_key: username.toLowerCase(), customer_type: 0, password_hash: passwordHash, referral_code: uniq('R').toUpperCase(), register_ip: '192.0.2.1', ...extra })
      .returning(['id', 'username'])
      .executeTakeFirstOrThrow();
    return { id: row.id, username: row.username };
  }
  /**
   * A site client of the member's brand, logged in on the operators' app: without Redis each app keeps
   * sessions a few seconds, so a revoke is seen at once only by the app that made it.
   */
  async function loggedIn(username: string, code = 'LOTUS') {
    const c = new TestClient(app, { merchant: code });
    const res = await c.login(username, memberPassword);
    if (res.statusCode !== 200) throw new Error(`login answered ${res.statusCode}: ${res.body}`);
    c.token = res.json().value.token;
    return { c, value: res.json().value };
  }
  const audit = (target: string, action: string) =>
    h.database.db.selectFrom('audit_log').selectAll().where('target', '=', target).where('action', '=', action).orderBy('id').execute();
  const adjust = (id: number, amount: string, turnover?: unknown) =>
    ops.ok('opAdjust', { params: { id }, body: { amount, reason: 'desk test funds', requestId: crypto.randomUUID(), ...(turnover ? { turnover } : {}) } });

  it('searches by username prefix in any case, mobile, id and address, with filters, sorting, paging and balances', async () => {
    const stem = uniq('sx').slice(0, 10);
    const a = await newMember(lotusId, { username: `${stem}Alpha`, username_key: `${stem}alpha`, mobile: '3001234567', mobile_key: '923001234567', country_dialing_code: '92' });
    const b = await newMember(lotusId, { username: `${stem}beta`, username_key: `${stem}beta`, register_ip: '198.51.100.7' });
    const c = await newMember(lotusId, { username: `${stem}Gamma`, username_key: `${stem}gamma`, customer_type: 1 });
    const d = await newMember(otherId, { username: `${stem}delta`, username_key: `${stem}delta` });
    await h.database.db.insertInto('member_ips').values({ member_id: c.id, ip: '198.51.100.7' }).execute();
    await adjust(a.id, '125.5');

    const byPrefix = await ops.ok('opMemberSearch', { query: { username: stem.toUpperCase(), sort: 'username', order: 'asc' } });
    expect(byPrefix.rows.map((r: { id: number }) => r.id)).toEqual([a.id, b.id, d.id, c.id]);
    expect(byPrefix).toMatchObject({ total: 4, capped: false, pageNo: 1, pageSize: 20 });
    expect(byPrefix.rows[0]).toMatchObject({ id: a.id, username: `${stem}Alpha`, brand: 'LOTUS', type: 0, status: 'active', balance: '125.5000', currency: 'PKR', lastLoginAt: null });
    expect(byPrefix.rows.find((r: { id: number }) => r.id === d.id).brand).toBe(otherCode);
    // A brand's operator sees their brand only; a deployment-wide operator may narrow to one brand.
    expect((await brandOps.ok('opMemberSearch', { query: { username: stem } })).rows.map((r: { id: number }) => r.id).sort()).toEqual([a.id, b.id, c.id].sort());
    expect((await ops.ok('opMemberSearch', { query: { username: stem, brand: otherCode } })).rows.map((r: { id: number }) => r.id)).toEqual([d.id]);
    expect(await brandOps.ok('opMemberSearch', { query: { username: stem, brand: otherCode } })).toMatchObject({ rows: [], total: 0 });

    // Newest first by default; descending username; paging with the total.
    expect((await ops.ok('opMemberSearch', { query: { username: stem } })).rows.map((r: { id: number }) => r.id)).toEqual([d.id, c.id, b.id, a.id]);
    expect((await ops.ok('opMemberSearch', { query: { username: stem, sort: 'username', order: 'desc' } })).rows.map((r: { id: number }) => r.id)).toEqual([c.id, d.id, b.id, a.id]);
    const page2 = await ops.ok('opMemberSearch', { query: { username: stem, pageSize: '3', pageNo: '2' } });
    expect(page2).toMatchObject({ total: 4, pageNo: 2, pageSize: 3 });
    expect(page2.rows.map((r: { id: number }) => r.id)).toEqual([a.id]);

    // Mobile with or without the dialing code (and the national zero); id; an address used to register or log in.
    for (const mobile of ['+92 300 1234567', '03001234567', '3001234567']) expect((await ops.ok('opMemberSearch', { query: { mobile } })).rows.map((r: { id: number }) => r.id)).toEqual([a.id]);
    expect((await ops.ok('opMemberSearch', { query: { memberId: String(b.id) } })).rows.map((r: { id: number }) => r.id)).toEqual([b.id]);
    expect((await ops.ok('opMemberSearch', { query: { ip: '198.51.100.7', sort: 'registeredAt', order: 'asc' } })).rows.map((r: { id: number }) => r.id)).toEqual([b.id, c.id]);
    expect((await ops.ok('opMemberSearch', { query: { username: stem, type: '1' } })).rows.map((r: { id: number }) => r.id)).toEqual([c.id]);
    expect((await brandOps.ok('opMemberSearch', { query: { memberId: String(d.id) } })).rows).toEqual([]);

    // Status and last login: a login shows, a lock filters.
    await loggedIn(b.username);
    const byLogin = await ops.ok('opMemberSearch', { query: { username: stem, sort: 'lastLoginAt' } });
    expect(byLogin.rows[0]).toMatchObject({ id: b.id, lastLoginAt: expect.any(String) });
    await ops.ok('opLockMember', { params: { id: c.id }, body: { reason: 'search test' } });
    expect((await ops.ok('opMemberSearch', { query: { username: stem, status: 'locked' } })).rows.map((r: { id: number }) => r.id)).toEqual([c.id]);

    // Bad input: a clear 400, and nothing searched past the window.
    for (const query of [{ pageNo: '201', pageSize: '50' }, { ip: 'not-an-ip' }, { type: '3' }, { mobile: '12' }, { sort: 'balance' }, { username: '' }, { unknown: 'x' }, { memberId: '99999999999' }] as Record<string, string>[]) {
      const res = await ops.call('opMemberSearch', { query });
      expect([res.statusCode, res.json().errorCode], JSON.stringify(query)).toEqual([400, 'request_param_err']);
    }
    // A username with LIKE's wildcards matches them literally.
    expect((await ops.ok('opMemberSearch', { query: { username: `${stem}%` } })).rows).toEqual([]);
    expect((await ops.ok('opMemberSearch', { query: { username: `${stem.slice(0, 3)}_` } })).rows).toEqual([]);
  });

  it("narrows the search to a working brand by id: a deployment-wide operator's pick, a brand operator's own; another brand is refused", async () => {
    const stem = uniq('wb').slice(0, 10);
    const mine = await newMember(lotusId, { username: `${stem}one`, username_key: `${stem}one` });
    const theirs = await newMember(otherId, { username: `${stem}two`, username_key: `${stem}two` });
    const ids = (v: { rows: { id: number }[] }) => v.rows.map((r) => r.id);

    const other = await ops.ok('opMemberSearch', { query: { username: stem, brandId: String(otherId) } });
    expect(ids(other)).toEqual([theirs.id]);
    expect(other.rows[0]).toMatchObject({ brand: otherCode, brandId: otherId });
    expect(ids(await ops.ok('opMemberSearch', { query: { username: stem, brandId: String(lotusId) } }))).toEqual([mine.id]);
    expect(ids(await ops.ok('opMemberSearch', { query: { username: stem } })).sort()).toEqual([mine.id, theirs.id].sort());
    // The code and the id must agree; a brand that does not exist has no members.
    expect(await ops.ok('opMemberSearch', { query: { username: stem, brandId: String(otherId), brand: 'LOTUS' } })).toMatchObject({ rows: [], total: 0 });
    expect(await ops.ok('opMemberSearch', { query: { username: stem, brandId: '999999' } })).toMatchObject({ rows: [], total: 0 });

    // A brand's operator: naming its own brand changes nothing, naming another is refused outright.
    expect(ids(await brandOps.ok('opMemberSearch', { query: { username: stem, brandId: String(lotusId) } }))).toEqual([mine.id]);
    const refused = await brandOps.call('opMemberSearch', { query: { username: stem, brandId: String(otherId) } });
    expect([refused.statusCode, refused.json().errorCode]).toEqual([403, 'operator.forbidden']);
    for (const brandId of ['0', 'x', '-1']) {
      const bad = await ops.call('opMemberSearch', { query: { username: stem, brandId } });
      expect([bad.statusCode, bad.json().errorCode], brandId).toEqual([400, 'request_param_err']);
    }
  });

  it('shows a profile with the fields the site keeps, wallets and labels; another brand’s member is not found', async () => {
    const upline = await newMember(lotusId, { customer_type: 1 });
    const m = await newMember(lotusId, { upline_id: upline.id, email: 'who@example.com', mobile: '3007654321', mobile_key: '923007654321', country_dialing_code: '92', club_label_name: 'Gold', club_rank_level: 5 });
    await adjust(m.id, '40');
    await ops.ok('opAddMemberLabel', { params: { id: m.id }, body: { name: 'High roller' } });
    const p = await ops.ok('opMemberProfile', { params: { id: m.id } });
    expect(p).toMatchObject({
      id: m.id,
      username: m.username,
      brand: { id: lotusId, code: 'LOTUS' },
      type: 0,
      isAgent: false,
      isTrial: false,
      status: 'active',
      email: 'who@example.com',
      mobile: '3007654321',
      countryDialingCode: '92',
      club: { labelName: 'Gold', rankLevel: 5 },
      siteLabels: [],
      labels: [{ id: expect.any(Number), name: 'High roller' }],
      upline: { id: upline.id, username: upline.username },
      referrer: null,
      registerIp: '192.0.2.1',
      passwordMustChange: false,
      paymentPasswordSet: false,
      currency: 'PKR',
      sumBalance: '40.0000',
    });
    expect(p.wallets).toContainEqual({ wallet: 'main', balance: '40.0000' });
    expect(await brandOps.ok('opMemberProfile', { params: { id: m.id } })).toMatchObject({ id: m.id });

    const stranger = await newMember(otherId);
    expect(await ops.ok('opMemberProfile', { params: { id: stranger.id } })).toMatchObject({ brand: { id: otherId, code: otherCode } });
    const refused = await brandOps.call('opMemberProfile', { params: { id: stranger.id } });
    expect([refused.statusCode, refused.json().errorCode]).toEqual([404, 'not.found']);
    expect((await ops.call('opMemberProfile', { params: { id: 2_000_000_000 } })).statusCode).toBe(404);
    expect((await ops.call('opMemberProfile', { params: { id: 'abc' } })).json().errorCode).toBe('request_param_err');
  });

  it('refuses every member call of a brand operator for another brand’s member, and changes nothing', async () => {
    const stranger = await newMember(otherId);
    const { c } = await loggedIn(stranger.username, otherCode);
    const before = await h.database.db.selectFrom('members').selectAll().where('id', '=', stranger.id).executeTakeFirstOrThrow();
    const sessionId = (await ops.ok('opMemberSessions', { params: { id: stranger.id } })).rows[0].id;
    const calls: [EndpointName, Parameters<TestClient['call']>[1]][] = [
      ['opMemberProfile', {}],
      ['opMemberLedger', {}],
      ['opMemberBets', { query: { from: '2026-01-01', to: '2026-01-31' } }],
      ['opMemberDeposits', {}],
      ['opMemberWithdrawals', {}],
      ['opMemberSessions', {}],
      ['opRevokeMemberSession', { params: { id: stranger.id, sessionId } }],
      ['opMemberLogins', {}],
      ['opAddMemberLabel', { body: { name: 'Nope' } }],
      ['opRemoveMemberLabel', { params: { id: stranger.id, labelId: 1 } }],
      ['opMemberNotes', {}],
      ['opAddMemberNote', { body: { body: 'not mine' } }],
      ['opLockMember', { body: { reason: 'not mine' } }],
      ['opUnlockMember', { body: { reason: 'not mine' } }],
      ['opResetMemberPassword', { body: { reason: 'not mine' } }],
      ['opMemberTurnover', {}],
      ['opAdjust', { body: { amount: '5', reason: 'not mine', requestId: crypto.randomUUID() } }],
    ];
    for (const [name, options] of calls) {
      expect((endpoints[name] as { path: string }).path.startsWith('/ops/members/:id')).toBe(true);
      const res = await brandOps.call(name, { params: { id: stranger.id }, ...options });
      expect([res.statusCode, res.json().errorCode], name).toEqual([404, 'not.found']);
    }
    expect(await h.database.db.selectFrom('members').selectAll().where('id', '=', stranger.id).executeTakeFirstOrThrow()).toEqual(before);
    expect((await c.call('memberInfo')).statusCode).toBe(200);
    expect((await ops.ok('opMemberNotes', { params: { id: stranger.id } })).rows).toEqual([]);
    expect((await ops.ok('opMemberProfile', { params: { id: stranger.id } })).labels).toEqual([]);
    expect(await h.database.db.selectFrom('audit_log').select('id').where('target', '=', `member:${stranger.id}`).execute()).toEqual([]);
  });

  it('lists the ledger newest first in keyset pages, by kind, wallet and brand day; adjustments carry their reason and turnover', async () => {
    const m = await newMember();
    await adjust(m.id, '100');
    await adjust(m.id, '50', { multiple: 2 });
    await adjust(m.id, '-30');
    const all = await ops.ok('opMemberLedger', { params: { id: m.id } });
    expect(all.rows.map((r: { amount: string }) => r.amount)).toEqual(['-30.0000', '50.0000', '100.0000']);
    expect(all.rows[0]).toMatchObject({ kind: 'adjustment', wallet: 'main', balanceAfter: '120.0000', details: { reason: 'desk test funds' } });
    expect(all.rows[0].key).toMatch(/^ops:/);
    expect(all.nextBefore).toBeNull();
    expect((await ops.ok('opMemberTurnover', { params: { id: m.id } })).rows).toEqual([expect.objectContaining({ source: 'adjustment', required: '100.0000' })]);

    // Keyset pages: no gaps, no repeats.
    const first = await ops.ok('opMemberLedger', { params: { id: m.id }, query: { pageSize: '2' } });
    expect(first.rows).toHaveLength(2);
    const second = await ops.ok('opMemberLedger', { params: { id: m.id }, query: { pageSize: '2', before: first.nextBefore } });
    expect([...first.rows, ...second.rows].map((r: { id: string }) => r.id)).toEqual(all.rows.map((r: { id: string }) => r.id));
    expect(second.nextBefore).toBeNull();

    // A bet and a win in another wallet kind filter, and the brand's days.
    const commands = walletCommandsOn(h.database.db, () => h.clock.now);
    const brand = { id: lotusId, currency: 'PKR', timeZone: 'Asia/Karachi' };
    const main = await commands.memberAccount(brand, m.id);
    const house = await commands.systemAccount(brand, 'house');
    const key = `md-bet:${kind}:${m.id}`;
    await commands.stake({ key, hash: key, kind: 'bet', brand, memberId: m.id, member: main, counter: house, amount: 20_000n, bets: [{ key, stake: 20_000n, category: 'LIVE', vendor: 'EVO', game: 'g1', round: `EVO:${key}`, ref: {} }], trial: false });
    expect((await ops.ok('opMemberLedger', { params: { id: m.id }, query: { kind: 'bet,win' } })).rows.map((r: { kind: string; amount: string }) => [r.kind, r.amount])).toEqual([['bet', '-2.0000']]);
    expect((await ops.ok('opMemberLedger', { params: { id: m.id }, query: { wallet: 'holds' } })).rows).toEqual([]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi' }).format(new Date());
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect((await ops.ok('opMemberLedger', { params: { id: m.id }, query: { from: today, to: today } })).rows).toHaveLength(4);
    expect((await ops.ok('opMemberLedger', { params: { id: m.id }, query: { from: tomorrow } })).rows).toEqual([]);

    // Days far from now read only their own entries (the ids bound the scan), whatever lies around them.
    const at = (days: number, hours: number) => new Date(Date.parse(`${tomorrow}T00:00:00+05:00`) + days * 86_400_000 + hours * 3_600_000);
    const later: { days: number; hours: number; n: number }[] = [];
    for (let days = 10; days < 20; days++) for (const hours of [1, 12, 23]) later.push({ days, hours, n: later.length });
    for (const e of later) {
      const key = `md-later:${kind}:${m.id}:${e.n}`;
      await sql`insert into ledger_transfers (key, kind, request_hash, status, currency, amount, reference, result, created_at)
        values (${key}, 'bonus', 'x', 'posted', 'PKR', 10000, '{}', '{}', ${at(e.days, e.hours)})`.execute(h.database.db);
      await sql`insert into ledger_entries (transfer_key, account_id, amount, balance_after, account_version, created_at)
        values (${key}, ${main}, 10000, 0, 0, ${at(e.days, e.hours)})`.execute(h.database.db);
    }
    const dayOf = (days: number) => new Date(Date.parse(`${tomorrow}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    const window = await ops.ok('opMemberLedger', { params: { id: m.id }, query: { from: dayOf(13), to: dayOf(15), pageSize: '4' } });
    const rest = await ops.ok('opMemberLedger', { params: { id: m.id }, query: { from: dayOf(13), to: dayOf(15), pageSize: '100', before: window.nextBefore } });
    expect([...window.rows, ...rest.rows].map((r: { key: string }) => r.key)).toEqual(later.filter((e) => e.days >= 13 && e.days <= 15).map((e) => `md-later:${kind}:${m.id}:${e.n}`).reverse());
    expect((await ops.ok('opMemberLedger', { params: { id: m.id }, query: { to: dayOf(10) } })).rows.map((r: { key: string }) => r.key).slice(0, 3)).toEqual([2, 1, 0].map((n) => `md-later:${kind}:${m.id}:${n}`));
    expect((await ops.ok('opMemberLedger', { params: { id: m.id }, query: { from: dayOf(19), pageSize: '100' } })).rows).toHaveLength(3);
    expect((await ops.ok('opMemberLedger', { params: { id: m.id }, query: { from: dayOf(20) } })).rows).toEqual([]);

    for (const query of [{ kind: 'BET' }, { kind: 'bet;drop' }, { from: tomorrow, to: today }, { before: '0' }, { before: 'x' }, { before: '99999999999999999999' }, { wallet: 'other' }, { pageSize: '101' }] as Record<string, string>[]) {
      const res = await ops.call('opMemberLedger', { params: { id: m.id }, query });
      expect([res.statusCode, res.json().errorCode], JSON.stringify(query)).toEqual([400, 'request_param_err']);
    }
  });

  it('pages the member’s bets with totals and filters from the bet journal', async () => {
    const m = await newMember();
    await adjust(m.id, '100');
    const commands = walletCommandsOn(h.database.db, () => h.clock.now);
    const brand = { id: lotusId, currency: 'PKR', timeZone: 'Asia/Karachi' };
    const main = await commands.memberAccount(brand, m.id);
    const house = await commands.systemAccount(brand, 'house');
    const saved = h.clock.now;
    h.clock.now = new Date('2026-03-10T10:00:00Z');
    for (const [n, category, stake] of [[1, 'LIVE', 10_000n], [2, 'LOTT', 20_000n], [3, 'LIVE', 30_000n]] as const) {
      const key = `md-bets:${kind}:${m.id}:${n}`;
      await commands.stake({ key, hash: key, kind: 'bet', brand, memberId: m.id, member: main, counter: house, amount: stake, bets: [{ key, stake, category, vendor: category === 'LIVE' ? 'EVO' : 'LOTTERY', game: 'g', round: category === 'LIVE' ? `EVO:${key}` : undefined, ref: {} }], trial: false });
    }
    h.clock.now = saved;
    const all = await ops.ok('opMemberBets', { params: { id: m.id }, query: { from: '2026-03-10', to: '2026-03-10' } });
    expect(all).toMatchObject({ total: 3, totals: { bets: 3, stake: '6.0000' } });
    const live = await ops.ok('opMemberBets', { params: { id: m.id }, query: { from: '2026-03-01', to: '2026-03-31', category: 'LIVE', status: 'open', pageSize: '1', pageNo: '2' } });
    expect(live).toMatchObject({ total: 2, pageNo: 2, totals: { stake: '4.0000' } });
    expect(live.rows).toEqual([expect.objectContaining({ category: 'LIVE', stake: '1.0000', status: 'open' })]);
    expect((await ops.ok('opMemberBets', { params: { id: m.id }, query: { from: '2026-03-11', to: '2026-03-12' } })).total).toBe(0);
    for (const query of [{ from: '2026-01-01', to: '2026-06-01' }, { from: '2026-03-10' }, { from: '2026-03-10', to: '2026-03-10', category: 'CARDS' }] as Record<string, string>[]) {
      expect((await ops.call('opMemberBets', { params: { id: m.id }, query })).json().errorCode).toBe('request_param_err');
    }
  });

  it('lists the member’s deposits and withdrawals with a status filter', async () => {
    const m = await newMember();
    const { c } = await loggedIn(m.username);
    const channels = await c.ok('paymentChannels');
    const manual = channels.find((ch: { kind: string }) => ch.kind === 'manual_bank');
    const d1 = await c.ok('deposit', { body: { channelId: manual.id, amount: '300', reference: 'T1' } });
    const d2 = await c.ok('deposit', { body: { channelId: manual.id, amount: '200', reference: 'T2' } });
    await ops.ok('opDecideDeposit', { params: { id: d1.id }, body: { approve: true } });
    const deposits = await ops.ok('opMemberDeposits', { params: { id: m.id } });
    expect(deposits.total).toBe(2);
    expect(deposits.rows.map((r: { id: number; status: string }) => [r.id, r.status])).toEqual([[d2.id, 'pending'], [d1.id, 'approved']]);
    expect((await ops.ok('opMemberDeposits', { params: { id: m.id }, query: { status: 'approved', pageSize: '1' } })).rows.map((r: { id: number }) => r.id)).toEqual([d1.id]);

    await ops.ok('opWaiveTurnover', { params: { id: (await ops.ok('opMemberTurnover', { params: { id: m.id } })).rows[0].id }, body: { reason: 'desk test' } });
    await c.ok('setPaymentPassword', { body: { password: '135790', confirmPassword: '135790', loginPassword: memberPassword } });
    const card = await c.ok('bindBankCard', { body: { bankName: 'HBL', accountName: 'Desk Test', accountNumber: '12345678901', paymentPassword: '135790' } });
    const w = await c.ok('withdraw', { body: { cardId: card.id, amount: '100', paymentPassword: '135790' } });
    const withdrawals = await ops.ok('opMemberWithdrawals', { params: { id: m.id } });
    expect(withdrawals).toMatchObject({ total: 1, rows: [{ id: w.id, status: 'pending', amount: '100.0000', card: '*******8901' }] });
    expect((await ops.ok('opMemberWithdrawals', { params: { id: m.id }, query: { status: 'paid' } })).rows).toEqual([]);
    expect((await ops.call('opMemberWithdrawals', { params: { id: m.id }, query: { status: 'lost' } })).json().errorCode).toBe('request_param_err');
    expect((await ops.call('opMemberDeposits', { params: { id: m.id }, query: { pageNo: '0' } })).json().errorCode).toBe('request_param_err');
  });

  it('lists live sessions and ends one; records every login with its result, paged and filtered', async () => {
    const m = await newMember();
    const one = await loggedIn(m.username);
    const two = await loggedIn(m.username);
    const site = new TestClient(await h.app());
    expect((await site.login(m.username, 'wrong-password-1')).json().errorCode).toBe('login.credentials.invalid');

    const sessions = await ops.ok('opMemberSessions', { params: { id: m.id } });
    expect(sessions.rows).toHaveLength(2);
    expect(sessions.rows[0]).toMatchObject({ loginType: 'username', ip: '127.0.0.1', remember: false });
    expect(JSON.stringify(sessions)).not.toMatch(/[0-9a-f]{64}/); // never a token hash
    const newest = sessions.rows[0].id;
    expect(await ops.ok('opRevokeMemberSession', { params: { id: m.id, sessionId: newest } })).toEqual({ revoked: true });
    expect((await two.c.call('memberInfo')).statusCode).toBe(401);
    expect((await one.c.call('memberInfo')).statusCode).toBe(200);
    expect((await ops.ok('opMemberSessions', { params: { id: m.id } })).rows.map((r: { id: string }) => r.id)).toEqual([sessions.rows[1].id]);
    expect((await ops.call('opRevokeMemberSession', { params: { id: m.id, sessionId: newest } })).json().errorCode).toBe('not.found');
    const other = await newMember();
    expect((await ops.call('opRevokeMemberSession', { params: { id: other.id, sessionId: sessions.rows[1].id } })).json().errorCode).toBe('not.found');
    expect((await ops.call('opRevokeMemberSession', { params: { id: m.id, sessionId: 'abc' } })).json().errorCode).toBe('request_param_err');
    expect((await one.c.call('memberInfo')).statusCode).toBe(200);
    expect((await audit(`member:${m.id}`, 'member.session.revoke')).map((r) => r.details)).toEqual([{ session: newest, before: 'live', after: 'revoked' }]);

    const logins = await ops.ok('opMemberLogins', { params: { id: m.id } });
    expect(logins.rows.map((r: { result: string }) => r.result)).toEqual(['bad_password', 'success', 'success']);
    expect(logins.rows[0]).toMatchObject({ loginType: 'username', ip: '127.0.0.1', time: expect.any(String) });
    expect((await ops.ok('opMemberLogins', { params: { id: m.id }, query: { result: 'failure' } })).rows).toHaveLength(1);
    const page1 = await ops.ok('opMemberLogins', { params: { id: m.id }, query: { pageSize: '2' } });
    const page2 = await ops.ok('opMemberLogins', { params: { id: m.id }, query: { pageSize: '2', before: page1.nextBefore } });
    expect([...page1.rows, ...page2.rows].map((r: { id: string }) => r.id)).toEqual(logins.rows.map((r: { id: string }) => r.id));
    expect(page2.nextBefore).toBeNull();
    expect((await ops.call('opMemberLogins', { params: { id: m.id }, query: { result: 'maybe' } })).json().errorCode).toBe('request_param_err');

    // Kept 180 days: the job deletes older lines only.
    await h.database.db
      .insertInto('member_logins')
      .values({ member_id: m.id, brand_id: lotusId, login_type: 'username', result: 'success', ip: '192.0.2.9', created_at: new Date(h.clock.now.getTime() - 181 * 86_400_000) })
      .execute();
    expect((await ops.ok('opMemberLogins', { params: { id: m.id } })).rows).toHaveLength(4);
    expect(await app.jobs.runOnce('member.login-history')).toMatchObject({ ran: true, result: { deleted: 1 } });
    expect((await ops.ok('opMemberLogins', { params: { id: m.id } })).rows.map((r: { result: string }) => r.result)).toEqual(['bad_password', 'success', 'success']);
  });

  it('puts brand labels on members and takes them off, audited, within the limits, also under parallel requests', async () => {
    const m = await newMember();
    const added = await ops.ok('opAddMemberLabel', { params: { id: m.id }, body: { name: 'VIP watch' } });
    expect(added).toMatchObject({ changed: true, labels: [{ name: 'VIP watch' }] });
    // The same label in another case is the same label: nothing changes.
    expect(await ops.ok('opAddMemberLabel', { params: { id: m.id }, body: { name: 'vip WATCH' } })).toMatchObject({ changed: false, labels: [{ name: 'VIP watch' }] });
    await brandOps.ok('opAddMemberLabel', { params: { id: m.id }, body: { name: 'Bonus hunter' } });
    const labelled = (await ops.ok('opMemberProfile', { params: { id: m.id } })).labels;
    expect(labelled.map((l: { name: string }) => l.name)).toEqual(['Bonus hunter', 'VIP watch']);
    const vip = labelled.find((l: { name: string }) => l.name === 'VIP watch');
    expect((await brandOps.ok('opLabels')).rows).toEqual(expect.arrayContaining([{ id: vip.id, brand: 'LOTUS', name: 'VIP watch' }]));
    expect((await ops.ok('opLabels', { query: { brand: otherCode } })).rows.find((l: { name: string }) => l.name === 'VIP watch')).toBeUndefined();
    expect((await ops.ok('opMemberSearch', { query: { labelId: String(vip.id) } })).rows.map((r: { id: number }) => r.id)).toContain(m.id);
    // Labels are the brand's own: the member's site never sees them.
    const { c } = await loggedIn(m.username);
    expect((await c.ok('memberInfo')).memberLabel).toEqual([]);

    const removed = await ops.ok('opRemoveMemberLabel', { params: { id: m.id, labelId: vip.id } });
    expect(removed).toMatchObject({ changed: true, labels: [{ name: 'Bonus hunter' }] });
    expect((await ops.ok('opRemoveMemberLabel', { params: { id: m.id, labelId: vip.id } })).changed).toBe(false);
    expect((await audit(`member:${m.id}`, 'member.label.add')).map((r) => r.details)).toEqual([
      { label: 'VIP watch', labelId: vip.id, before: [], after: ['VIP watch'] },
      { label: 'Bonus hunter', labelId: expect.any(Number), before: ['VIP watch'], after: ['Bonus hunter', 'VIP watch'] },
    ]);
    expect((await audit(`member:${m.id}`, 'member.label.remove')).map((r) => r.details)).toEqual([{ label: 'VIP watch', labelId: vip.id, before: ['Bonus hunter', 'VIP watch'], after: ['Bonus hunter'] }]);

    for (const body of [{ name: '' }, { name: 'x'.repeat(33) }, { name: 'tab\there' }, { label: 'x' }, {}]) {
      const res = await ops.call('opAddMemberLabel', { params: { id: m.id }, body });
      expect([res.statusCode, res.json().errorCode], JSON.stringify(body)).toEqual([400, 'request_param_err']);
    }
    expect((await ops.call('opRemoveMemberLabel', { params: { id: m.id, labelId: 'x' } })).json().errorCode).toBe('request_param_err');
    expect((await ops.ok('opMemberProfile', { params: { id: m.id } })).labels.map((l: { name: string }) => l.name)).toEqual(['Bonus hunter']);

    // Parallel adds of more labels than a member may carry: exactly the limit lands, the rest are refused.
    const busy = await newMember();
    const answers = await Promise.all(Array.from({ length: memberLabelLimit + 5 }, (_, i) => ops.call('opAddMemberLabel', { params: { id: busy.id }, body: { name: `tag ${i}` } })));
    const tally = codes(answers).reduce<Record<string, number>>((t, code) => ({ ...t, [code]: (t[code] ?? 0) + 1 }), {});
    expect(tally).toEqual({ ok: memberLabelLimit, 'member.labels.limit': 5 });
    expect(answers.find((r) => r.statusCode !== 200)!.statusCode).toBe(409);
    expect((await ops.ok('opMemberProfile', { params: { id: busy.id } })).labels).toHaveLength(memberLabelLimit);
    expect(await audit(`member:${busy.id}`, 'member.label.add')).toHaveLength(memberLabelLimit);
  });

  it('keeps notes append-only, newest first, with their author; parallel notes all land once', async () => {
    const m = await newMember();
    const first = await ops.ok('opAddMemberNote', { params: { id: m.id }, body: { body: 'Called about a late deposit.\nAsked for the slip.' } });
    expect(first).toMatchObject({ operator: 'admin', body: 'Called about a late deposit.\nAsked for the slip.', createdAt: expect.any(String) });
    await brandOps.ok('opAddMemberNote', { params: { id: m.id }, body: { body: 'Slip received.' } });
    await Promise.all(Array.from({ length: 8 }, (_, i) => ops.ok('opAddMemberNote', { params: { id: m.id }, body: { body: `parallel ${i}` } })));
    const all = await ops.ok('opMemberNotes', { params: { id: m.id }, query: { pageSize: '100' } });
    expect(all.rows).toHaveLength(10);
    expect(all.rows.at(-1)).toEqual(first);
    expect(all.rows.at(-2)).toMatchObject({ operator: 'lotus-desk', body: 'Slip received.' });
    expect(new Set(all.rows.map((r: { body: string }) => r.body)).size).toBe(10);
    const ids = all.rows.map((r: { id: string }) => BigInt(r.id));
    expect(ids).toEqual([...ids].sort((a, b) => (a > b ? -1 : 1)));
    const page1 = await ops.ok('opMemberNotes', { params: { id: m.id }, query: { pageSize: '6' } });
    const page2 = await ops.ok('opMemberNotes', { params: { id: m.id }, query: { pageSize: '6', before: page1.nextBefore } });
    expect([...page1.rows, ...page2.rows]).toEqual(all.rows);
    expect(page2.nextBefore).toBeNull();
    const slip = all.rows.at(-2);
    expect((await audit(`member:${m.id}`, 'member.note.add')).map((r) => r.details)).toContainEqual({ note: slip.id, before: null, after: 'Slip received.' });
    expect(await audit(`member:${m.id}`, 'member.note.add')).toHaveLength(10);

    // Nothing edits or removes a note, not even SQL.
    await expect(sql`update member_notes set body = 'edited' where member_id = ${m.id}`.execute(h.database.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from member_notes where member_id = ${m.id}`.execute(h.database.db)).rejects.toThrow(/append-only/);
    for (const body of [{ body: '' }, { body: '   ' }, { body: 'x'.repeat(2001) }, { body: 'nul\u0000' }, { text: 'x' }]) {
      const res = await ops.call('opAddMemberNote', { params: { id: m.id }, body });
      expect([res.statusCode, res.json().errorCode], JSON.stringify(body).slice(0, 40)).toEqual([400, 'request_param_err']);
    }
    expect((await ops.ok('opMemberNotes', { params: { id: m.id }, query: { pageSize: '100' } })).rows).toHaveLength(10);
  });

  it('locks a member out (sessions end, logins refused and recorded) and unlocks them, audited once per change', async () => {
    const m = await newMember();
    const { c } = await loggedIn(m.username);
    const bad = await ops.call('opLockMember', { params: { id: m.id }, body: { reason: 'x' } });
    expect([bad.statusCode, bad.json().errorCode]).toEqual([400, 'request_param_err']);
    expect((await c.call('memberInfo')).statusCode).toBe(200);

    const locked = await ops.ok('opLockMember', { params: { id: m.id }, body: { reason: 'chargeback fraud' } });
    expect(locked).toMatchObject({ status: 'locked', changed: true, statusChangedAt: expect.any(String) });
    expect((await c.call('memberInfo')).statusCode).toBe(401);
    const site = new TestClient(await h.app());
    const refused = await site.login(m.username, memberPassword);
    expect([refused.statusCode, refused.json().errorCode]).toEqual([403, 'account.locked']);
    expect((await ops.ok('opMemberLogins', { params: { id: m.id } })).rows[0]).toMatchObject({ result: 'locked' });
    expect(await ops.ok('opMemberProfile', { params: { id: m.id } })).toMatchObject({ status: 'locked', statusReason: 'chargeback fraud' });
    expect((await ops.ok('opLockMember', { params: { id: m.id }, body: { reason: 'again' } })).changed).toBe(false);
    expect((await ops.ok('opMemberSessions', { params: { id: m.id } })).rows).toEqual([]);

    expect(await ops.ok('opUnlockMember', { params: { id: m.id }, body: { reason: 'cleared by risk' } })).toMatchObject({ status: 'active', changed: true });
    expect((await ops.ok('opUnlockMember', { params: { id: m.id }, body: { reason: 'again' } })).changed).toBe(false);
    await loggedIn(m.username);
    expect((await audit(`member:${m.id}`, 'member.lock')).map((r) => r.details)).toEqual([{ before: 'active', after: 'locked', reason: 'chargeback fraud', version: 1 }]);
    expect((await audit(`member:${m.id}`, 'member.unlock')).map((r) => r.details)).toEqual([{ before: 'locked', after: 'active', reason: 'cleared by risk', version: 2 }]);
  });

  it('keeps lock and unlock consistent under parallel requests: every change audited once, in an unbroken chain', async () => {
    const m = await newMember();
    const { c } = await loggedIn(m.username);
    const requests = Array.from({ length: 12 }, (_, i) => (i % 3 === 0 ? 'opUnlockMember' : 'opLockMember') as EndpointName);
    const answers = await Promise.all(requests.map((name, i) => ops.call(name, { params: { id: m.id }, body: { reason: `parallel ${i}` } })));
    expect(answers.every((r) => r.statusCode === 200 || r.json().errorCode === 'request.state.invalid')).toBe(true);
    const member = await h.database.db.selectFrom('members').select(['status', 'status_version']).where('id', '=', m.id).executeTakeFirstOrThrow();
    const changes = (await h.database.db.selectFrom('audit_log').select('details').where('target', '=', `member:${m.id}`).where('action', 'in', ['member.lock', 'member.unlock']).execute())
      .map((r) => r.details as { before: string; after: string; version: number })
      .sort((a, b) => a.version - b.version);
    expect(changes.length).toBe(member.status_version);
    expect(changes.map((ch) => ch.version)).toEqual(Array.from({ length: changes.length }, (_, i) => i + 1));
    let status = 'active';
    for (const ch of changes) {
      expect(ch.before).toBe(status);
      status = ch.after;
    }
    expect(member.status).toBe(status);
    expect(answers.filter((r) => r.statusCode === 200 && r.json().value.changed).length).toBe(changes.length);
    // The session from before ended with the first lock, whatever came after.
    expect((await c.call('memberInfo')).statusCode).toBe(401);
    if (member.status === 'locked') expect((await ops.ok('opMemberSessions', { params: { id: m.id } })).rows).toEqual([]);
  });

  it('resets a password to a temporary one the member must replace at the next login; sessions end', async () => {
    const m = await newMember();
    const { c } = await loggedIn(m.username);
    const res = await ops.call('opResetMemberPassword', { params: { id: m.id }, body: { reason: 'member lost access' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { temporaryPassword, mustChange } = res.json().value;
    expect(mustChange).toBe(true);
    expect(temporaryPassword).toMatch(/^[A-Za-z0-9]{12}$/);
    expect((await c.call('memberInfo')).statusCode).toBe(401);
    const site = new TestClient(await h.app());
    expect((await site.login(m.username, memberPassword)).json().errorCode).toBe('login.credentials.invalid');
    const login = await site.login(m.username, temporaryPassword);
    expect(login.json().value).toMatchObject({ forceChangePassword: true });
    expect((await ops.ok('opMemberProfile', { params: { id: m.id } })).passwordMustChange).toBe(true);
    site.token = login.json().value.token;
    const changed = await site.ok('changePassword', { body: { oldPassword: temporaryPassword, newPassword: 'my-own-Secret-42', confirmNewPassword: 'my-own-Secret-42' } });
    expect(changed.forceChangePassword).toBe(false);
    expect((await ops.ok('opMemberProfile', { params: { id: m.id } })).passwordMustChange).toBe(false);
    const again = await new TestClient(await h.app()).login(m.username, 'my-own-Secret-42');
    expect(again.json().value.forceChangePassword).toBe(false);

    const trail = await audit(`member:${m.id}`, 'member.password.reset');
    expect(trail.map((r) => r.details)).toEqual([{ reason: 'member lost access', before: { mustChange: false }, after: { mustChange: true }, sessionsEnded: true }]);
    expect(JSON.stringify(await h.database.db.selectFrom('audit_log').select(['target', 'details']).execute())).not.toContain(temporaryPassword);

    const trial = await newMember(lotusId, { customer_type: 4 });
    const refused = await ops.call('opResetMemberPassword', { params: { id: trial.id }, body: { reason: 'no password' } });
    expect([refused.statusCode, refused.json().errorCode]).toEqual([409, 'member.trial.account']);
    const before = await h.database.db.selectFrom('members').select('password_hash').where('id', '=', m.id).executeTakeFirstOrThrow();
    expect((await ops.call('opResetMemberPassword', { params: { id: m.id }, body: {} })).json().errorCode).toBe('request_param_err');
    expect(await h.database.db.selectFrom('members').select('password_hash').where('id', '=', m.id).executeTakeFirstOrThrow()).toEqual(before);
  });
});
