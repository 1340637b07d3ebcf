import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socketClose } from '@lotus/contract/socket-close';
import { createHarness, type Harness } from '../../../test/app-harness.ts';
import { memberPassword, TestClient } from '../../../test/api-client.ts';
import { databaseKinds } from '../../../test/databases.ts';
import { hashPassword } from '../../platform/passwords.ts';

let seq = 0;
const uniq = (prefix = 'ib') => `${prefix}${Date.now().toString(36)}${(seq++).toString(36)}`.slice(0, 16);

/** Waits until `check` holds (socket frames arrive asynchronously), failing after a second. */
async function until(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
}

describe.each(databaseKinds)('the inbox on %s', (kind) => {
  let h: Harness;
  let app: FastifyInstance;
  let ops: TestClient;
  let lotusId: number;
  let passwordHash: string;

  beforeAll(async () => {
    h = await createHarness(kind);
    app = await h.app({ OPERATOR_PASSWORD: 'operator-pass-1' });
    ops = new TestClient(app);
    ops.token = (await ops.ok('operatorLogin', { body: { username: 'admin', password: 'operator-pass-1' } })).token;
    lotusId = (await h.database.db.selectFrom('brands').select('id').where('code', '=', 'LOTUS').executeTakeFirstOrThrow()).id;
    passwordHash = await hashPassword(memberPassword);
  });
  afterAll(async () => {
    await h?.close();
  });

  /** A member made in the database and logged in (registration is throttled per address). */
  async function member(extra: Record<string, unknown> = {}, language = 'EN') {
    const username = uniq();
    const row = await h.database.db
      .insertInto('members')
      .values({ brand_id: lotusId, username, username_key: username.toLowerCase(), customer_type: 0, password_hash: passwordHash, referral_code: uniq('R').toUpperCase(), register_ip: '192.0.2.1', ...extra })
      .returning(['id', 'username'])
      .executeTakeFirstOrThrow();
    const c = new TestClient(app, { language });
    const res = await c.login(username, memberPassword);
    if (res.statusCode !== 200) throw new Error(`login answered ${res.statusCode}: ${res.body}`);
    c.token = res.json().value.token;
    return { c, id: row.id, username };
  }
  const count = async (c: TestClient) => (await c.ok('inboxUnreadCount')).unreadCount as number;
  const broadcast = (target: Record<string, unknown>, title = uniq('bc')) => ops.ok('opSendBroadcast', { body: { brandId: lotusId, title, body: `Body of ${title}`, category: 'promotion', target } });

  it('keeps personal messages per member: templates in the reader language, open marks read, delete, and nobody else sees them', async () => {
    const a = await member();
    const b = await member();
    expect(await count(a.c)).toBe(0);
    await app.inbox.sendPersonal({ brandId: lotusId, memberId: a.id, template: 'deposit.approved', params: ['1,000.00', 'PKR', '17'] });
    const id = await app.inbox.sendPersonal({ brandId: lotusId, memberId: a.id, category: 'system', title: 'Hello', body: 'Line one\nLine two' });
    expect(await count(a.c)).toBe(2);
    const list = await a.c.ok('inboxList');
    expect(list.total).toBe(2);
    expect(list.rows[1]).toMatchObject({ category: 'payment', title: 'Deposit approved', read: false, broadcast: false });
    expect(list.rows[1].preview).toContain('1,000.00 PKR (no. 17)');
    const ur = await a.c.ok('inboxList', { headers: { language: 'UR' } });
    expect(ur.rows[1].title).toBe('ڈپازٹ منظور ہو گیا');
    expect((await a.c.ok('inboxList', { query: { category: 'payment' } })).total).toBe(1);

    // Another member: not found, and nothing changes.
    expect((await b.c.call('inboxDetail', { params: { id } })).json().errorCode).toBe('not.found');
    expect((await b.c.call('inboxDelete', { params: { id } })).json().errorCode).toBe('not.found');
    expect((await b.c.ok('inboxList')).total).toBe(0);
    expect(await count(a.c)).toBe(2);

    const opened = await a.c.ok('inboxDetail', { params: { id } });
    expect(opened).toMatchObject({ id, title: 'Hello', body: 'Line one\nLine two', read: true, unreadCount: 1 });
    expect((await a.c.ok('inboxList', { query: { unread: 'true' } })).total).toBe(1);
    // Deleting an unread message lowers the count; a deleted one is gone.
    const unreadId = list.rows[1].id as number;
    expect(await a.c.ok('inboxDelete', { params: { id: unreadId } })).toEqual({ unreadCount: 0 });
    expect((await a.c.call('inboxDetail', { params: { id: unreadId } })).json().errorCode).toBe('not.found');
    expect((await a.c.ok('inboxList')).total).toBe(1);
  });

  it('keeps a broadcast as one row with per-member markers, reaching the brand, a VIP level, a label or an agent line', async () => {
    const agent = await member({ customer_type: 1 });
    const down = await member({ upline_id: agent.id });
    const downDown = await member({ upline_id: down.id, club_rank_level: 3 });
    const other = await member();
    const label = (await ops.ok('opAddMemberLabel', { params: { id: other.id }, body: { name: uniq('lbl') } })).labels[0];
    const before = await Promise.all([agent, down, downDown, other].map((m) => count(m.c)));

    const rowsBefore = await h.database.db.selectFrom('inbox_messages').select((e) => e.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const all = await broadcast({ kind: 'brand' });
    await broadcast({ kind: 'vip', level: 2 });
    await broadcast({ kind: 'label', labelId: label.id });
    const line = await broadcast({ kind: 'agent', agent: down.username });
    expect(line.target).toEqual({ kind: 'agent', id: down.id, name: down.username });
    const rowsAfter = await h.database.db.selectFrom('inbox_messages').select((e) => e.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(Number(rowsAfter.n) - Number(rowsBefore.n)).toBe(4);

    // brand: all four; vip 2+: downDown; label: other; agent line of `down`: down and downDown (not its upline).
    const after = await Promise.all([agent, down, downDown, other].map((m) => count(m.c)));
    expect(after.map((n, i) => n - before[i]!)).toEqual([1, 2, 3, 2]);

    // Markers: one member reading or deleting changes nobody else's count.
    await downDown.c.ok('inboxDetail', { params: { id: all.id } });
    expect(await count(downDown.c)).toBe(before[2]! + 2);
    expect(await count(down.c)).toBe(before[1]! + 2);
    expect(await down.c.ok('inboxDelete', { params: { id: line.id } })).toEqual({ unreadCount: before[1]! + 1 });
    expect((await down.c.ok('inboxList')).rows.some((r: { id: number }) => r.id === line.id)).toBe(false);
    expect((await downDown.c.ok('inboxList')).rows.some((r: { id: number }) => r.id === line.id)).toBe(true);
    // A member outside the target cannot open it.
    expect((await agent.c.call('inboxDetail', { params: { id: line.id } })).json().errorCode).toBe('not.found');

    const sent = await ops.ok('opBroadcasts', { query: { brandId: String(lotusId) } });
    expect(sent.rows.find((r: { id: number }) => r.id === all.id)).toMatchObject({ readCount: 1, target: { kind: 'brand' }, sentBy: 'admin' });
    const audit = await h.database.db.selectFrom('audit_log').selectAll().where('target', '=', `message:${line.id}`).where('action', '=', 'messages.broadcast').execute();
    expect(audit).toHaveLength(1);

    // Read all: every message read, later broadcasts unread again.
    expect(await downDown.c.ok('inboxReadAll')).toEqual({ unreadCount: 0 });
    expect(await count(downDown.c)).toBe(0);
    expect((await downDown.c.ok('inboxList', { query: { unread: 'true' } })).total).toBe(0);
    await broadcast({ kind: 'brand' });
    expect(await count(downDown.c)).toBe(1);
  });

  it("counts a broadcast's readers in the console once each, those who used read all among them", async () => {
    const a = await member();
    const b = await member({ club_rank_level: 3 });
    const c = await member();
    const agent = await member({ customer_type: 1 });
    const down = await member({ upline_id: agent.id });
    const label = (await ops.ok('opAddMemberLabel', { params: { id: b.id }, body: { name: uniq('rd') } })).labels[0];
    const all = await broadcast({ kind: 'brand' });
    const vip = await broadcast({ kind: 'vip', level: 3 });
    const labelled = await broadcast({ kind: 'label', labelId: label.id });
    const line = await broadcast({ kind: 'agent', agent: agent.username });
    // a opens one and then reads all (counted once); c deletes one unread and then reads all (not a reader of it).
    await a.c.ok('inboxDetail', { params: { id: all.id } });
    await c.c.ok('inboxDelete', { params: { id: all.id } });
    // Parallel read alls of one member count them once.
    await Promise.all([a, b, b, b, c, down, down].map((m) => m.c.ok('inboxReadAll')));
    const later = await broadcast({ kind: 'brand' });
    const readers = async () => {
      const rows = (await ops.ok('opBroadcasts', { query: { brandId: String(lotusId), pageSize: '10' } })).rows as { id: number; readCount: number }[];
      return [all, vip, labelled, line, later].map((x) => rows.find((r) => r.id === x.id)?.readCount);
    };
    // Read all reaches only what targeted the member: b (VIP 3, the label), down (the agent's line).
    expect(await readers()).toEqual([3, 1, 1, 1, 0]);
    // Reading all again counts only what is new since.
    await b.c.ok('inboxReadAll');
    expect(await readers()).toEqual([3, 1, 1, 1, 1]);
  });

  /** `/ws/member` for a member, ready; frames land in `frames`. */
  async function memberSocket(c: TestClient) {
    const ws = await app.injectWS('/ws/member');
    const frames: { type: string; unreadCount?: number }[] = [];
    ws.on('message', (data: Buffer) => frames.push(JSON.parse(data.toString())));
    ws.send(JSON.stringify({ type: 'auth', token: c.token, merchant: 'LOTUS' }));
    await until(() => frames.some((f) => f.type === 'ready'));
    return { ws, frames, lastUnread: () => frames.filter((f) => f.type === 'unread').at(-1)?.unreadCount };
  }

  it("puts the badge right as soon as a member's label changes, and pushes it", async () => {
    const m = await member();
    const other = await member();
    const label = (await ops.ok('opAddMemberLabel', { params: { id: other.id }, body: { name: uniq('lb') } })).labels[0];
    await broadcast({ kind: 'label', labelId: label.id });
    // Counted (and the broadcast folded) before the label reaches the member.
    const start = await count(m.c);
    const socket = await memberSocket(m.c);
    await ops.ok('opAddMemberLabel', { params: { id: m.id }, body: { name: label.name } });
    expect(await count(m.c)).toBe(start + 1);
    await until(() => socket.lastUnread() === start + 1);
    await ops.ok('opRemoveMemberLabel', { params: { id: m.id, labelId: label.id } });
    expect(await count(m.c)).toBe(start);
    await until(() => socket.lastUnread() === start);
    socket.ws.terminate();
  });

  it('recounts through the same hook when a VIP level changes or an agent line moves, the whole downline with it', async () => {
    const m = await member();
    const vip4 = await member({ club_rank_level: 4 });
    await broadcast({ kind: 'vip', level: 4 });
    const start = await count(m.c);
    await h.database.db.updateTable('members').set({ club_rank_level: 4 }).where('id', '=', m.id).execute();
    await app.inbox.audienceChanged({ memberId: m.id });
    // Now it counts what a member of VIP 4 from the start counts (every VIP broadcast up to level 4).
    expect(await count(m.c)).toBe(await count(vip4.c));
    expect(await count(m.c)).toBeGreaterThan(start);

    // `mid` (with `leaf` below it) moves under `top`, whose line has a broadcast.
    const top = await member({ customer_type: 1 });
    const mid = await member({ customer_type: 1 });
    const leaf = await member({ upline_id: mid.id });
    await broadcast({ kind: 'agent', agent: top.username });
    const [midStart, leafStart] = [await count(mid.c), await count(leaf.c)];
    const socket = await memberSocket(leaf.c);
    await h.database.db.updateTable('members').set({ upline_id: top.id }).where('id', '=', mid.id).execute();
    await app.inbox.audienceChanged({ memberId: mid.id, downline: true });
    expect([await count(mid.c), await count(leaf.c)]).toEqual([midStart + 1, leafStart + 1]);
    // The downline's sockets are told to ask for their count.
    await until(() => socket.frames.some((f) => f.type === 'broadcast'));
    socket.ws.terminate();
  });

  it('counts each message once under parallel opens and deletes', async () => {
    const m = await member();
    const personal = await app.inbox.sendPersonal({ brandId: lotusId, memberId: m.id, title: 'P', body: 'p' });
    const start = await count(m.c);
    const b1 = await broadcast({ kind: 'brand' });
    const b2 = await broadcast({ kind: 'brand' });
    const base = await count(m.c);
    expect(base).toBe(start + 2);
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => m.c.call('inboxDetail', { params: { id: personal } })),
      ...Array.from({ length: 4 }, () => m.c.call('inboxDetail', { params: { id: b1.id } })),
      ...Array.from({ length: 3 }, () => m.c.call('inboxDelete', { params: { id: b2.id } })),
      ...Array.from({ length: 3 }, () => m.c.call('inboxUnreadCount')),
    ]);
    expect(answers.every((r) => r.statusCode === 200 || r.json().errorCode === 'not.found')).toBe(true);
    expect(await count(m.c)).toBe(base - 3);
    // The page recounts: same figure.
    expect((await m.c.ok('inboxList')).unreadCount).toBe(base - 3);
  });

  it('sends messages when a deposit is decided and a password changes, after the change commits; the socket names them payment', async () => {
    await h.updateBrand('LOTUS', { demoPayments: true });
    const m = await member();
    const ws = await app.injectWS('/ws/member');
    const frames: { type: string; unreadCount?: number; category?: string }[] = [];
    ws.on('message', (data: Buffer) => frames.push(JSON.parse(data.toString())));
    ws.send(JSON.stringify({ type: 'auth', token: m.c.token, merchant: 'LOTUS' }));
    await until(() => frames.some((f) => f.type === 'ready'));
    const channels = await m.c.ok('paymentChannels');
    const d = await m.c.ok('deposit', { body: { channelId: channels[0].id, amount: '500', reference: 'INBOX1' } });
    await ops.ok('opDecideDeposit', { params: { id: d.id }, body: { approve: true } });
    // The approval's message reaches the member's socket as a payment message (the site then reloads the balance).
    await until(() => frames.some((f) => f.type === 'unread' && f.category === 'payment'));
    expect(frames.find((f) => f.category === 'payment')).toEqual({ type: 'unread', unreadCount: await count(m.c), category: 'payment' });
    ws.terminate();
    const d2 = await m.c.ok('deposit', { body: { channelId: channels[0].id, amount: '300', reference: 'INBOX2' } });
    await ops.ok('opDecideDeposit', { params: { id: d2.id }, body: { approve: false, reason: 'no transfer seen' } });
    let rows: { title: string; preview: string; category: string }[] = [];
    for (let i = 0; i < 50 && rows.length < 2; i++) {
      rows = (await m.c.ok('inboxList', { query: { category: 'payment' } })).rows;
      if (rows.length < 2) await new Promise((r) => setTimeout(r, 20));
    }
    expect(rows.map((r) => r.title)).toEqual(['Deposit rejected', 'Deposit approved']);
    expect(rows[0]!.preview).toContain('no transfer seen');
    expect(rows[1]!.preview).toContain('500.00');

    const changed = await m.c.call('changePassword', { body: { oldPassword: memberPassword, newPassword: 'fresh-pass-42', confirmNewPassword: 'fresh-pass-42' } });
    expect(changed.statusCode).toBe(200);
    m.c.token = changed.json().value.token;
    let titles: string[] = [];
    for (let i = 0; i < 50 && !titles.includes('Password changed'); i++) {
      titles = (await m.c.ok('inboxList', { query: { category: 'account' } })).rows.map((r: { title: string }) => r.title);
      if (!titles.includes('Password changed')) await new Promise((r) => setTimeout(r, 20));
    }
    expect(titles).toEqual(['Password changed']);
    // The moment is on the brand's clock (Asia/Karachi, UTC+5 all year), with the zone named.
    const message = (await m.c.ok('inboxList', { query: { category: 'account' } })).rows[0];
    const karachi = new Date(h.clock.now.getTime() + 5 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
    expect((await m.c.ok('inboxDetail', { params: { id: message.id } })).body).toContain(`changed on ${karachi} UTC+05:00 (Asia/Karachi).`);
  });

  it('answers bad input with 400 and a code, and refuses a target outside the brand', async () => {
    const m = await member();
    for (const query of [{ category: 'spam' }, { pageSize: '1000' }, { unread: 'maybe' }, { pageNo: '0' }] as Record<string, string>[]) {
      const r = await m.c.call('inboxList', { query });
      expect([r.statusCode, r.json().errorCode]).toEqual([400, 'request_param_err']);
    }
    const badId = await m.c.app.inject({ method: 'GET', url: '/wps/member/messages/abc', headers: { authorization: m.c.token!, merchant: 'LOTUS' } });
    expect([badId.statusCode, badId.json().errorCode]).toEqual([400, 'request_param_err']);
    expect((await m.c.call('inboxUnreadCount', { token: null })).statusCode).toBe(401);
    const send = (body: Record<string, unknown>) => ops.call('opSendBroadcast', { body: { brandId: lotusId, title: 'T', body: 'B', category: 'system', target: { kind: 'brand' }, ...body } });
    expect((await send({ title: '' })).json().errorCode).toBe('request_param_err');
    expect((await send({ category: 'nope' })).json().errorCode).toBe('request_param_err');
    expect((await send({ target: { kind: 'vip' } })).json().errorCode).toBe('request_param_err');
    expect((await send({ target: { kind: 'label', labelId: 999_999 } })).json().errorCode).toBe('message.target.invalid');
    expect((await send({ target: { kind: 'agent', agent: 'nobody-here' } })).json().errorCode).toBe('message.target.invalid');
    expect((await send({ brandId: undefined })).json().errorCode).toBe('request_param_err');
  });

  it('pushes count changes and broadcasts over /ws/member after an auth frame, and closes on bad auth', async () => {
    const m = await member();
    const bad = await app.injectWS('/ws/member');
    const closed = new Promise<number>((resolve) => bad.on('close', (code: number) => resolve(code)));
    bad.send(JSON.stringify({ type: 'auth', token: 'not-a-token', merchant: 'LOTUS' }));
    expect(await closed).toBe(socketClose.badAuth);

    const ws = await app.injectWS('/ws/member');
    const frames: { type: string; unreadCount?: number; category?: string }[] = [];
    ws.on('message', (data: Buffer) => frames.push(JSON.parse(data.toString())));
    ws.send(JSON.stringify({ type: 'auth', token: m.c.token, merchant: 'LOTUS' }));
    await until(() => frames.some((f) => f.type === 'ready'));
    const id = await app.inbox.sendPersonal({ brandId: lotusId, memberId: m.id, title: 'Ping', body: 'ping' });
    await until(() => frames.some((f) => f.type === 'unread' && f.unreadCount !== undefined));
    const last = frames.filter((f) => f.type === 'unread').at(-1)!;
    // A new message names its category, so the site knows what the news is about.
    expect(last).toEqual({ type: 'unread', unreadCount: await count(m.c), category: 'system' });
    await m.c.ok('inboxDetail', { params: { id } });
    await until(() => frames.filter((f) => f.type === 'unread').at(-1)!.unreadCount === last.unreadCount! - 1);
    // Reading changes the count only: no category.
    expect(frames.filter((f) => f.type === 'unread').at(-1)).toEqual({ type: 'unread', unreadCount: last.unreadCount! - 1 });
    await broadcast({ kind: 'brand' });
    await until(() => frames.some((f) => f.type === 'broadcast'));
    ws.terminate();
  });
});
