import type { WebSocket } from '@fastify/websocket';
import { socketClose } from '@lotus/contract/socket-close';

/** Who a socket's first frame named, and how to check every minute that it still holds (null: nothing to check). */
export interface SocketIdentity<P> {
  principal: P;
  recheck: (() => Promise<unknown>) | null;
}

export interface SocketAuthOptions<P> {
  /** The first frame (parsed JSON; undefined when it was not JSON): who it names, or throws to refuse the socket. */
  authenticate(frame: unknown): Promise<SocketIdentity<P>>;
  /**
   * The socket is authenticated and open: subscribe, say ready; answers what undoes it when the socket closes.
   * Should it throw, it must do so before subscribing: the socket is closed (1011) with nothing to undo.
   */
  ready(principal: P): Promise<(() => void) | void> | (() => void) | void;
  /** A frame after the first, in the order sent (left out: they are ignored). */
  frame?(principal: P, frame: unknown): Promise<void> | void;
  /** Before a refused socket closes: tell the client why (the error `authenticate` threw). */
  refused?(error: unknown): void;
  /** A frame handler failed (the socket stays open). */
  failed(error: unknown): void;
  /** How long a new socket may stay silent before its first frame; 10 s unless a test says. */
  authWithinMs?: number;
}

/** How often an open socket's session (and permission) is checked again. */
export const socketRecheckMs = 60_000;
/** Frames a socket may have waiting to be handled; a client sending faster is closed rather than queued without bound. */
export const maxPendingFrames = 32;

function parse(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The sign-in of a socket that needs a session (`/ws/member`, `/ws/chat`): the token travels in the first frame,
 * never in the URL (proxies log URLs). A first frame that `authenticate` refuses closes the socket with 4401,
 * silence with 4408; once in, the identity is checked again every minute, and a session ended elsewhere (logout,
 * a password change, a revoke) or a permission taken away closes it with 4401. Frames are handled one after
 * another, so nothing overtakes the first.
 */
export function authenticateSocket<P>(socket: WebSocket, o: SocketAuthOptions<P>): void {
  let identity: SocketIdentity<P> | null = null;
  let closed = false;
  const cleanups: (() => void)[] = [];
  const authTimer = setTimeout(() => socket.close(socketClose.authTimeout, 'auth expected'), o.authWithinMs ?? 10_000);
  cleanups.push(() => clearTimeout(authTimer));

  async function first(frame: unknown) {
    let who: SocketIdentity<P>;
    try {
      who = await o.authenticate(frame);
    } catch (error) {
      o.refused?.(error);
      socket.close(socketClose.badAuth, 'bad auth');
      return;
    }
    clearTimeout(authTimer);
    if (closed || socket.readyState !== socket.OPEN) return;
    identity = who;
    if (who.recheck) {
      const recheck = who.recheck;
      const timer = setInterval(() => void recheck().catch(() => socket.close(socketClose.badAuth, 'session ended')), socketRecheckMs);
      cleanups.push(() => clearInterval(timer));
    }
    let undo: (() => void) | void;
    try {
      undo = await o.ready(who.principal);
    } catch (error) {
      // Nothing to undo (`ready` throws before it subscribes); the client reconnects.
      o.failed(error);
      socket.close(1011, 'not ready');
      return;
    }
    if (!undo) return;
    // Closed while getting ready: undone at once.
    if (closed) undo();
    else cleanups.push(undo);
  }

  let queue = Promise.resolve();
  let pending = 0;
  socket.on('message', (raw: Buffer) => {
    if (++pending > maxPendingFrames) {
      socket.close(1008, 'too many frames');
      return;
    }
    queue = queue
      .then(async () => {
        if (closed || socket.readyState !== socket.OPEN) return;
        const frame = parse(raw);
        if (!identity) await first(frame);
        else await o.frame?.(identity.principal, frame);
      })
      .catch((error: unknown) => o.failed(error))
      .finally(() => pending--);
  });
  socket.on('close', () => {
    closed = true;
    for (const c of cleanups.splice(0)) c();
  });
}
