/**
 * The site's one websocket client (lottery results `/ws`, the inbox `/ws/member`, the chat room `/ws/chat`):
 * connects at once and, after a drop, again with capped exponential back-off and jitter, so many browsers do not
 * return together after a restart. It stops for good on a close code the server uses for "do not retry" (a refused
 * token, 4401), and while the browser is offline it waits for the network instead of counting failures.
 */
export interface SocketHandlers {
  /** The socket is open: send the first frame here (the auth frame; tokens never go in the URL). */
  onOpen?: (send: (data: string) => void) => void;
  onMessage: (data: unknown) => void;
  /** The connection ended; `retrying` says whether another attempt will follow. */
  onClose?: (code: number, retrying: boolean) => void;
}

export interface SocketOptions {
  /** Close codes after which the server does not want this client back (e.g. 4401: the token was refused). */
  stopCodes?: readonly number[];
}

export interface ReconnectingSocket {
  /** Sends a frame if the socket is open now; answers whether it was sent. */
  send(data: string): boolean;
  /** Closes the socket and stops reconnecting. */
  close(): void;
}

export const minDelayMs = 1_000;
export const maxDelayMs = 30_000;

/**
 * The wait before attempt `attempt` (0 for the first retry): 1 s doubling up to 30 s, then a random point in the
 * upper half of that ("equal jitter"), so it is never shorter than half nor longer than the cap.
 */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(maxDelayMs, minDelayMs * 2 ** Math.min(attempt, 15));
  return Math.round(base / 2 + random() * (base / 2));
}

/** WebSocket.OPEN, without reading the global (a test's stand-in may not define it). */
const OPEN = 1;
const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

export function openReconnectingSocket(url: string, handlers: SocketHandlers, options: SocketOptions = {}): ReconnectingSocket {
  let socket: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let attempt = 0;
  let stopped = false;
  let waitingForNetwork = false;

  const connect = () => {
    timer = null;
    waitingForNetwork = false;
    if (stopped || typeof WebSocket === 'undefined') return;
    let s: WebSocket;
    try {
      s = new WebSocket(url);
    } catch {
      retry();
      return;
    }
    socket = s;
    let heard = false;
    s.onopen = () => handlers.onOpen?.((data) => s.send(data));
    s.onmessage = (message: MessageEvent) => {
      // A connection the server has spoken on (its `ready`) is a good one: the next drop starts from 1 s again.
      if (!heard) attempt = 0;
      heard = true;
      handlers.onMessage(message.data);
    };
    s.onclose = (event: CloseEvent) => {
      if (socket !== s) return;
      socket = null;
      const retrying = !stopped && !(options.stopCodes ?? []).includes(event.code);
      handlers.onClose?.(event.code, retrying);
      if (retrying) retry();
    };
    // An error is followed by close, which decides about the retry.
    s.onerror = () => undefined;
  };

  function retry() {
    if (stopped || timer) return;
    if (isOffline()) {
      waitingForNetwork = true;
      return;
    }
    timer = setTimeout(connect, backoffDelay(attempt++));
  }

  // Back on the network: try at once rather than at the end of a long back-off.
  const online = () => {
    if (stopped || socket || !(waitingForNetwork || timer)) return;
    if (timer) clearTimeout(timer);
    attempt = 0;
    connect();
  };
  if (typeof window !== 'undefined') window.addEventListener('online', online);

  if (isOffline()) waitingForNetwork = true;
  else connect();

  return {
    send(data) {
      if (socket?.readyState !== OPEN) return false;
      socket.send(data);
      return true;
    },
    close() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      if (typeof window !== 'undefined') window.removeEventListener('online', online);
      const s = socket;
      socket = null;
      if (s) {
        s.onclose = null;
        s.close();
      }
    },
  };
}
