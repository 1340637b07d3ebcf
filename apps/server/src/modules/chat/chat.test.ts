import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ChatEvent } from '@lotus/contract/chat';
import { socketClose } from '@lotus/contract/socket-close';
import { createHarness, type Harness } from '../../../test/app-harness.ts';
import { TestClient } from '../../../test/api-client.ts';
import { databaseKinds } from '../../../test/databases.ts';
import { multipartFile } from '../../../test/multipart.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config/config.ts';
import { connectRedis, type RedisLink } from '../../platform/redis.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { RedisAgentSockets } from './agent-sockets.ts';
import { presenceMs } from './chat.service.ts';

let seq = 0;
const uniq = (p = 'ch') => `${p}${Date.now().toString(36)}${(seq++).toString(36)}`.slice(0, 16);
/** An address of its own per call site, so per-address limits of one test do not reach another (or a rerun on Redis). */
const freshIp = () => `10.${crypto.randomInt(1, 250)}.${crypto.randomInt(0, 250)}.${crypto.randomInt(1, 250)}`;
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), crypto.randomBytes(64)]);

type Socket = Awaited<ReturnType<FastifyInstance['injectWS']>>;
/** Opens `/ws/chat`, sends the auth frame and waits for `ready`; events land in `events`. */
async function chatSocket(app: FastifyInstance, auth: Record<string, string>) {
  const socket: Socket = await app.injectWS('/ws/chat');
  const events: ChatEvent[] = [];
  const ready = new Promise<ChatEvent>((resolve) => {
    socket.on('message', (data: Buffer) => {
      const event = JSON.parse(data.toString()) as ChatEvent;
      events.push(event);
      if (event.type === 'ready' || event.type === 'error') resolve(event);
    });
  });
  socket.send(JSON.stringify({ type: 'auth', ...auth }));
  const first = await ready;
  return { socket, events, first, frame: (f: object) => socket.send(JSON.stringify(f)) };
}

function image(app: FastifyInstance, headers: Record<string, string>, file: Buffer, url = '/wps/chat/images') {
  const m = multipartFile(file, 'pic.png', 'image/png');
  return app.inject({ method: 'POST', url, payload: m.payload, headers: { ...m.headers, ...headers } });
}

describe.each(databaseKinds)('live chat on %s', (kind) => {
  let h: Harness;
  let app: FastifyInstance;
  let admin: TestClient;
  let brandOther: string;
  let opB: TestClient;

  beforeAll(async () => {
    h = await createHarness(kind);
    app = await h.app({ OPERATOR_PASSWORD: 'operator-pass-1', TRUST_PROXY: 'true' });
    admin = new TestClient(app);
    admin.token = (await admin.ok('operatorLogin', { body: { username: 'admin', password: 'operator-pass-1' } })).token;
    brandOther = await h.addBrand(`CH${(Date.now() % 1_000_000).toString(36)}`.toUpperCase());
    const otherId = (await h.database.db.selectFrom('brands').select('id').where('code', '=', brandOther).executeTakeFirstOrThrow()).id;
    const support = (await h.database.db.selectFrom('operator_roles').select('id').where('name', '=', 'support').executeTakeFirstOrThrow()).id;
    await h.database.db.insertInto('operators').values({ username: 'chat-b', password_hash: await hashPassword('operator-pass-2'), brand_id: otherId, role_id: support }).execute();
    opB = new TestClient(app);
    opB.token = (await opB.ok('operatorLogin', { body: { username: 'chat-b', password: 'operator-pass-2' } })).token;
  });
  afterAll(async () => {
    await h?.close();
  });

  async function member() {
    const c = new TestClient(app, { 'x-forwarded-for': freshIp() });
    await c.register(uniq());
    return c;
  }

  it('gives a visitor a chat token that finds their history again, and nobody else', async () => {
    const ip = freshIp();
    const visitor = new TestClient(app, { 'x-forwarded-for': ip });
    expect((await visitor.ok('chatView')).conversation).toBeNull();
    const started = await visitor.ok('chatStart');
    expect(started.chatToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(started.conversation).toMatchObject({ status: 'waiting', messages: [] });
    const withToken = { 'chat-token': started.chatToken };
    const sent = await visitor.ok('chatSend', { headers: withToken, body: { text: '  Hello, is anyone there?  ' } });
    expect(sent.message).toMatchObject({ sender: 'customer', text: 'Hello, is anyone there?', imageId: null });
    // Nobody is on the desk: the dialog says so, and the conversation waits in the queue.
    expect(sent.agentsOnline).toBe(false);
    const again = await new TestClient(app, { 'x-forwarded-for': freshIp() }).ok('chatView', { headers: withToken });
    expect(again.conversation.messages.map((m: { text: string }) => m.text)).toEqual(['Hello, is anyone there?']);
    // Another visitor, or a token never handed out, sees nothing and cannot write into it.
    const stranger = new TestClient(app, { 'x-forwarded-for': freshIp() });
    const forged = { 'chat-token': crypto.randomBytes(32).toString('base64url') };
    expect((await stranger.ok('chatView', { headers: forged })).conversation).toBeNull();
    const refused = await stranger.call('chatSend', { headers: forged, body: { text: 'hi' } });
    expect([refused.statusCode, refused.json().errorCode]).toEqual([404, 'chat.conversation.none']);
    const own = await stranger.ok('chatStart', { headers: forged });
    expect(own.chatToken).not.toBe(forged['chat-token']);
    expect(own.conversation.id).not.toBe(started.conversation.id);
    // The operator's queue holds it.
    const queue = await admin.ok('opChats', { query: { status: 'waiting' } });
    expect(queue.rows.some((r: { id: number; customerName: string }) => r.id === started.conversation.id && r.customerName === 'Visitor')).toBe(true);
  });

  it('shows a member only their own conversation and images; checks images by their bytes', async () => {
    const a = await member();
    const b = await member();
    const sentA = await a.ok('chatSend', { body: { text: 'from a' } });
    await b.ok('chatSend', { body: { text: 'from b' } });
    const viewA = (await a.ok('chatView')).conversation;
    expect(viewA.messages.map((m: { text: string }) => m.text)).toEqual(['from a']);
    expect(viewA.id).toBe(sentA.message.conversationId);
    // Parallel starts make one conversation.
    const starts = await Promise.all([1, 2, 3, 4].map(() => a.ok('chatStart')));
    expect(new Set(starts.map((s) => s.conversation.id))).toEqual(new Set([viewA.id]));

    const pic = await image(app, { authorization: a.token!, 'x-forwarded-for': freshIp() }, PNG);
    expect(pic.statusCode).toBe(200);
    const imageId = pic.json().value.message.imageId as string;
    const mine = await app.inject({ method: 'GET', url: `/wps/chat/images/${imageId}`, headers: { authorization: a.token! } });
    expect([mine.statusCode, mine.headers['content-type'], mine.rawPayload.equals(PNG)]).toEqual([200, 'image/png', true]);
    const theirs = await app.inject({ method: 'GET', url: `/wps/chat/images/${imageId}`, headers: { authorization: b.token! } });
    expect([theirs.statusCode, theirs.json().errorCode]).toEqual([404, 'not.found']);
    // A GIF named .png, and a file over 5 MB, are refused and leave no message.
    const gif = await image(app, { authorization: a.token!, 'x-forwarded-for': freshIp() }, Buffer.from('GIF89a....not a png'));
    expect([gif.statusCode, gif.json().errorCode]).toEqual([400, 'upload.invalid']);
    const big = await image(app, { authorization: a.token!, 'x-forwarded-for': freshIp() }, Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]));
    expect([big.statusCode, big.json().errorCode]).toEqual([400, 'upload.invalid']);
    expect((await a.ok('chatView')).conversation.messages).toHaveLength(2);
  });

  it('answers bad input with 400 and a code, changing nothing', async () => {
    const a = await member();
    await a.ok('chatSend', { body: { text: 'first' } });
    for (const body of [{ text: '' }, { text: '   ' }, { text: 'x'.repeat(2001) }, { text: 'a\u0000b' }, { text: 5 }, {}, { text: 'ok', extra: 1 }]) {
      const r = await a.call('chatSend', { body });
      expect([r.statusCode, r.json().errorCode], JSON.stringify(body)).toEqual([400, 'request_param_err']);
    }
    for (const body of [{ upTo: 'x' }, { upTo: -1 }, { upTo: 1.5 }]) expect((await a.call('chatRead', { body })).json().errorCode).toBe('request_param_err');
    expect((await a.call('opChat', { params: { id: 'abc' }, token: admin.token })).json().errorCode).toBe('request_param_err');
    expect((await app.inject({ method: 'GET', url: '/wps/chat/images/..%2F..%2Fetc', headers: { authorization: a.token! } })).statusCode).toBe(400);
    expect((await admin.call('opAddCannedReply', { body: { title: '', text: 'x' } })).json().errorCode).toBe('request_param_err');
    expect((await a.ok('chatView')).conversation.messages).toHaveLength(1);
    // A visitor with no token has no conversation to write into.
    const none = await new TestClient(app, { 'x-forwarded-for': freshIp() }).call('chatSend', { body: { text: 'hi' } });
    expect([none.statusCode, none.json().errorCode]).toEqual([404, 'chat.conversation.none']);
  });

  it('holds its limits under parallel requests: 20 messages a minute per conversation, 10 conversations a day per address', async () => {
    const a = await member();
    const sends = await Promise.all(Array.from({ length: 30 }, (_, i) => a.call('chatSend', { body: { text: `m${i}` }, headers: { 'x-forwarded-for': freshIp() } })));
    expect(sends.filter((r) => r.statusCode === 200)).toHaveLength(20);
    expect(sends.filter((r) => r.statusCode === 429).every((r) => r.json().errorCode === 'TOO_MANY_REQUESTS')).toBe(true);
    expect((await a.ok('chatView')).conversation.messages).toHaveLength(20);

    const ip = freshIp();
    const starts = await Promise.all(Array.from({ length: 14 }, () => new TestClient(app, { 'x-forwarded-for': ip }).call('chatStart')));
    expect(starts.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect(starts.filter((r) => r.statusCode === 429)).toHaveLength(4);
  });

  it("keeps brands apart on the desk: brand B's operator neither lists nor reads brand A's conversation", async () => {
    const a = await member();
    const sent = await a.ok('chatSend', { body: { text: 'brand A only' } });
    const id = sent.message.conversationId;
    expect((await opB.ok('opChats')).rows.some((r: { id: number }) => r.id === id)).toBe(false);
    for (const name of ['opChat', 'opChatAssign', 'opChatSend', 'opChatClose'] as const) {
      const r = await opB.call(name, { params: { id }, body: name === 'opChatSend' ? { text: 'x' } : name === 'opChat' ? undefined : {} });
      expect([r.statusCode, r.json().errorCode], name).toEqual([404, 'not.found']);
    }
    expect((await opB.call('opCannedReplies', { query: { brandId: '1' } })).json().errorCode).toBe('operator.forbidden');
    // Brand B's member sees brand B's conversation only; A's member token is not a session of brand B.
    const viaB = await a.call('chatView', { headers: { merchant: brandOther } });
    expect(viaB.statusCode).toBe(401);
  });

  it('runs a conversation between a member and an agent over the socket: typing, messages, read marks, assignment, close and transcript', async () => {
    const a = await member();
    const customer = await chatSocket(app, { merchant: 'LOTUS', token: a.token! });
    expect(customer.first).toEqual({ type: 'ready', role: 'customer' });
    const first = await a.ok('chatSend', { body: { text: 'I need help with a deposit' } });
    const id = first.message.conversationId;
    const agent = await chatSocket(app, { operatorToken: admin.token! });
    expect(agent.first).toEqual({ type: 'ready', role: 'agent' });
    // With an agent on the desk, the member is told someone is there.
    expect((await a.ok('chatView')).conversation.agentsOnline).toBe(true);

    agent.frame({ type: 'typing', conversationId: id, typing: true });
    await expect.poll(() => customer.events.some((e) => e.type === 'typing' && e.from === 'agent' && e.typing)).toBe(true);
    customer.frame({ type: 'typing', typing: true });
    await expect.poll(() => agent.events.some((e) => e.type === 'typing' && e.from === 'customer' && e.conversationId === id)).toBe(true);

    const taken = await admin.ok('opChatAssign', { params: { id }, body: {} });
    expect(taken).toMatchObject({ status: 'open', assignedTo: { username: 'admin' } });
    const reply = await admin.ok('opChatSend', { params: { id }, body: { text: 'Sure, which one?' } });
    await expect.poll(() => customer.events.some((e) => e.type === 'message' && e.message.id === reply.message.id && e.message.sender === 'agent')).toBe(true);
    await admin.ok('opChatRead', { params: { id }, body: { upTo: first.message.id } });
    await expect.poll(() => customer.events.some((e) => e.type === 'read' && e.by === 'agent' && e.upTo === first.message.id)).toBe(true);
    const read = await a.ok('chatRead', { body: { upTo: reply.message.id + 1000 } });
    // A mark never passes the last message.
    expect(read.upTo).toBe(reply.message.id);
    await expect.poll(() => agent.events.some((e) => e.type === 'read' && e.by === 'customer' && e.upTo === reply.message.id)).toBe(true);
    const next = await a.ok('chatSend', { body: { text: 'The one from today' } });
    await expect.poll(() => agent.events.some((e) => e.type === 'message' && e.message.id === next.message.id)).toBe(true);

    // Canned replies per brand.
    const canned = await admin.ok('opAddCannedReply', { query: { brandId: String(taken.brandId) }, body: { title: 'Greeting', text: 'Hello! How can I help?' } });
    expect((await admin.ok('opCannedReplies', { query: { brandId: String(taken.brandId) } })).rows.map((r: { id: number }) => r.id)).toContain(canned.id);

    expect(await admin.ok('opChatClose', { params: { id }, body: {} })).toMatchObject({ status: 'closed' });
    await expect.poll(() => customer.events.some((e) => e.type === 'conversation' && e.status === 'closed')).toBe(true);
    expect((await admin.call('opChatSend', { params: { id }, body: { text: 'late' } })).json().errorCode).toBe('chat.conversation.closed');
    // The transcript: closed conversations by member name and day.
    const name = (await a.ok('memberInfo')).account as string;
    const today = new Date().toISOString().slice(0, 10);
    const transcripts = await admin.ok('opChats', { query: { status: 'closed', q: name.slice(2, 10), from: today, to: today } });
    expect(transcripts.rows.map((r: { id: number }) => r.id)).toEqual([id]);
    const detail = await admin.ok('opChat', { params: { id } });
    expect(detail.messages.map((m: { text: string }) => m.text)).toEqual(['I need help with a deposit', 'Sure, which one?', 'The one from today']);
    // The member's next message starts a new conversation; history stays readable.
    const after = await a.ok('chatSend', { body: { text: 'One more thing' } });
    expect(after.message.conversationId).not.toBe(id);

    customer.socket.terminate();
    agent.socket.terminate();
    // An agent whose sockets all closed leaves the desk.
    await expect.poll(async () => (await a.ok('chatView')).conversation.agentsOnline).toBe(false);
  });

  it('refuses a socket without a valid first frame', async () => {
    const bad = await chatSocket(app, { merchant: 'LOTUS', token: 'not-a-session-token-at-all' });
    expect(bad.first).toEqual({ type: 'error', code: 'login.not.session' });
    // The refusal closes with 4401, which tells a client not to come back.
    const refused: Socket = await app.injectWS('/ws/chat');
    const refusedClosed = new Promise<number>((resolve) => refused.on('close', (code: number) => resolve(code)));
    refused.send(JSON.stringify({ type: 'auth', merchant: 'LOTUS', token: 'not-a-session-token-at-all' }));
    expect(await refusedClosed).toBe(socketClose.badAuth);
    const noMerchant = await chatSocket(app, { merchant: 'NOPE', chatToken: crypto.randomBytes(32).toString('base64url') });
    expect(noMerchant.first).toEqual({ type: 'error', code: 'merchant.not.exist' });
  });

  it("closes an open socket once its member's session ends or its agent's role no longer opens the desk", async () => {
    const c = await member();
    const role = (await h.database.db.insertInto('operator_roles').values({ name: uniq('r'), permissions: ['support.view', 'support.reply'], brand_id: null }).returning('id').executeTakeFirstOrThrow()).id;
    const username = uniq('ag');
    await h.database.db.insertInto('operators').values({ username, password_hash: await hashPassword('operator-pass-3'), brand_id: null, role_id: role }).execute();
    const agent = new TestClient(app);
    agent.token = (await agent.ok('operatorLogin', { body: { username, password: 'operator-pass-3' } })).token;
    // Only the interval timers are faked: the periodic checks run when the test says, everything else as it would.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const customer = await chatSocket(app, { merchant: 'LOTUS', token: c.token! });
      const desk = await chatSocket(app, { operatorToken: agent.token! });
      expect([customer.first.type, desk.first.type]).toEqual(['ready', 'ready']);
      const closed = (s: Socket) => new Promise<number>((resolve) => s.on('close', (code: number) => resolve(code)));
      const [customerClosed, deskClosed] = [closed(customer.socket), closed(desk.socket)];
      // Still signed in and still allowed: a check keeps both open.
      await vi.advanceTimersByTimeAsync(60_000);
      expect([customer.socket.readyState, desk.socket.readyState]).toEqual([customer.socket.OPEN, desk.socket.OPEN]);
      await c.ok('logout');
      await h.database.db.updateTable('operator_roles').set({ permissions: ['dashboard.view'] }).where('id', '=', role).execute();
      await vi.advanceTimersByTimeAsync(60_000);
      expect(await customerClosed).toBe(socketClose.badAuth);
      expect(await deskClosed).toBe(socketClose.badAuth);
    } finally {
      vi.useRealTimers();
    }
  });
});

/**
 * Two processes sharing Redis: a message sent on one reaches a socket held by the other. The second instance is
 * built from modules loaded afresh, so, as in two processes, no module state is shared between them.
 */
describe.runIf(process.env.TEST_REDIS_URL)('live chat across two app instances over Redis', () => {
  let h: Harness;
  const links: RedisLink[] = [];
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    h = await createHarness('pglite');
    for (let i = 0; i < 2; i++) {
      const redis = await connectRedis(process.env.TEST_REDIS_URL!);
      links.push(redis);
      const config = loadConfig({ LOG_LEVEL: 'silent', BRAND_CACHE_MS: '0', WEB_DIST: '/nonexistent', HUMAN_CHECK_COST: '1', HUMAN_CHECK_MAX_COUNTER: '20', DATA_DIR: h.dataDir, OPERATOR_PASSWORD: 'operator-pass-1', TRUST_PROXY: 'true' });
      if (i === 1) vi.resetModules();
      const build = i === 0 ? buildApp : (await import('../../app.ts')).buildApp;
      const app = await build({ config, database: h.database, redis, logger: false });
      // inject() readies an app itself, injectWS() does not: a socket opened first would find no route.
      await app.ready();
      apps.push(app);
    }
  }, 60_000);
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
    await Promise.all(links.map((l) => l.close()));
    await h?.close();
  });

  it('relays messages and typing between sockets on different instances', async () => {
    const [one, two] = apps as [FastifyInstance, FastifyInstance];
    const m = new TestClient(one, { 'x-forwarded-for': freshIp() });
    await m.register(uniq('rd'));
    const op = new TestClient(two);
    op.token = (await op.ok('operatorLogin', { body: { username: 'admin', password: 'operator-pass-1' } })).token;
    const customer = await chatSocket(one, { merchant: 'LOTUS', token: m.token! });
    const agent = await chatSocket(two, { operatorToken: op.token! });
    const sent = await m.ok('chatSend', { body: { text: 'hello from instance one' } });
    const id = sent.message.conversationId;
    await expect.poll(() => agent.events.some((e) => e.type === 'message' && e.message.id === sent.message.id)).toBe(true);
    const reply = await op.ok('opChatSend', { params: { id }, body: { text: 'hello from instance two' } });
    await expect.poll(() => customer.events.some((e) => e.type === 'message' && e.message.id === reply.message.id)).toBe(true);
    agent.frame({ type: 'typing', conversationId: id, typing: true });
    await expect.poll(() => customer.events.some((e) => e.type === 'typing' && e.from === 'agent')).toBe(true);
    customer.socket.terminate();
    agent.socket.terminate();
  });

  it("keeps an agent on the desk while a socket of theirs lives on the other instance, and takes them off when the last one closes", async () => {
    const [one, two] = apps as [FastifyInstance, FastifyInstance];
    const role = (await h.database.db.insertInto('operator_roles').values({ name: uniq('r'), permissions: ['support.view', 'support.reply'], brand_id: null }).returning('id').executeTakeFirstOrThrow()).id;
    const username = uniq('ag');
    const agentId = (await h.database.db.insertInto('operators').values({ username, password_hash: await hashPassword('operator-pass-4'), brand_id: null, role_id: role }).returning('id').executeTakeFirstOrThrow()).id;
    const op = new TestClient(one);
    op.token = (await op.ok('operatorLogin', { body: { username, password: 'operator-pass-4' } })).token;
    const onDesk = async () => ((await new TestClient(two).ok('opChats', { token: op.token })).agentsOnline as { id: number }[]).some((a) => a.id === agentId);
    const deskOne = await chatSocket(one, { operatorToken: op.token! });
    const deskTwo = await chatSocket(two, { operatorToken: op.token! });
    expect([deskOne.first.type, deskTwo.first.type, await onDesk()]).toEqual(['ready', 'ready', true]);
    // The socket on instance one closes; once instance one has handled it (one socket left in Redis), the agent is still on the desk.
    const sockets = new RedisAgentSockets(links[0]!.client, presenceMs);
    expect(await sockets.count(agentId)).toBe(2);
    deskOne.socket.terminate();
    await expect.poll(() => sockets.count(agentId)).toBe(1);
    expect(await onDesk()).toBe(true);
    // The last one closes: off the desk at once, not when the presence window runs out.
    deskTwo.socket.terminate();
    await expect.poll(onDesk).toBe(false);
  });
});
