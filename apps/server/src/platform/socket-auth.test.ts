import Fastify, { type FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { socketClose } from '@lotus/contract/socket-close';
import { authenticateSocket, maxPendingFrames, socketRecheckMs, type SocketAuthOptions } from './socket-auth.ts';

type Socket = Awaited<ReturnType<FastifyInstance['injectWS']>>;

/** A server with one socket behind the shared sign-in; `frames` holds what the socket's handlers saw. */
async function server(options: Partial<SocketAuthOptions<string>>) {
  const app = Fastify();
  await app.register(websocket);
  const seen: string[] = [];
  app.get('/s', { websocket: true }, (socket) =>
    authenticateSocket<string>(socket, {
      authenticate: async (frame) => {
        const token = (frame as { token?: unknown } | undefined)?.token;
        if (typeof token !== 'string' || !token.startsWith('good')) throw new Error('refused');
        return { principal: token, recheck: null };
      },
      ready: (who) => {
        seen.push(`ready ${who}`);
        socket.send('ready');
        return () => seen.push(`undone ${who}`);
      },
      frame: (who, frame) => void seen.push(`${who}: ${JSON.stringify(frame)}`),
      failed: () => undefined,
      ...options,
    }),
  );
  await app.ready();
  return { app, seen };
}

const closed = (s: Socket) => new Promise<{ code: number; reason: string }>((resolve) => s.on('close', (code: number, reason: Buffer) => resolve({ code, reason: reason.toString() })));
const opened = (s: Socket) => new Promise<void>((resolve) => s.once('message', () => resolve()));

describe('the sign-in of sockets that need a session', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    vi.useRealTimers();
    await app?.close();
  });

  it('refuses a first frame that names nobody with 4401, telling the client first; silence with 4408', async () => {
    const refused = vi.fn();
    ({ app } = await server({ refused, authWithinMs: 50 }));
    const bad = await app.injectWS('/s');
    const badClosed = closed(bad);
    bad.send('not json');
    expect((await badClosed).code).toBe(socketClose.badAuth);
    expect(refused).toHaveBeenCalledWith(new Error('refused'));
    const silent = await app.injectWS('/s');
    expect((await closed(silent)).code).toBe(socketClose.authTimeout);
  });

  it('hands later frames over in the order sent, even those sent before the first was answered, and undoes on close', async () => {
    let s;
    ({ app, ...s } = await server({}));
    const ws = await app.injectWS('/s');
    const ready = opened(ws);
    for (const frame of [{ token: 'good-a' }, { n: 1 }, { n: 2 }]) ws.send(JSON.stringify(frame));
    await ready;
    await vi.waitFor(() => expect(s.seen).toEqual(['ready good-a', 'good-a: {"n":1}', 'good-a: {"n":2}']));
    ws.terminate();
    await vi.waitFor(() => expect(s.seen.at(-1)).toBe('undone good-a'));
  });

  it('checks every minute that the identity still holds, and closes with 4401 once it does not', async () => {
    let valid = true;
    ({ app } = await server({ authenticate: async () => ({ principal: 'x', recheck: async () => (valid ? undefined : Promise.reject(new Error('ended'))) }) }));
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const ws = await app.injectWS('/s');
    const ready = opened(ws);
    const done = closed(ws);
    ws.send('{}');
    await ready;
    await vi.advanceTimersByTimeAsync(socketRecheckMs);
    expect(ws.readyState).toBe(ws.OPEN);
    valid = false;
    await vi.advanceTimersByTimeAsync(socketRecheckMs);
    expect(await done).toEqual({ code: socketClose.badAuth, reason: 'session ended' });
  });

  it('closes a client that has more frames waiting than it may', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    ({ app } = await server({ authenticate: async () => (await held, { principal: 'x', recheck: null }) }));
    const ws = await app.injectWS('/s');
    const done = closed(ws);
    for (let i = 0; i <= maxPendingFrames; i++) ws.send('{}');
    expect(await done).toEqual({ code: 1008, reason: 'too many frames' });
    release();
  });
});
