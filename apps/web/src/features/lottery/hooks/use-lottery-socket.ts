import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import { lotteryEventSchema, type LotteryEvent } from '@lotus/contract/lottery';
import { useBrand } from '../../system/hooks/use-system-status';

/**
 * Results pushed by the server (`/ws?merchant=CODE`, lottery.routes.ts): one socket per page view,
 * shared by every listener, reconnected with growing delays (1 s doubling to 30 s, with jitter) while
 * anyone listens, closed when the last listener leaves. Listeners hear `reconnected` after a drop so
 * they can reload what they may have missed.
 */
export type SocketStatus = 'connecting' | 'open' | 'closed';
type Listener = (event: LotteryEvent | { type: 'reconnected' }) => void;

const MIN_DELAY = 1_000;
const MAX_DELAY = 30_000;

class LotterySocket {
  #socket: WebSocket | null = null;
  #listeners = new Set<Listener>();
  #statusListeners = new Set<(s: SocketStatus) => void>();
  #timer: ReturnType<typeof setTimeout> | null = null;
  #delay = MIN_DELAY;
  #everOpened = false;
  status: SocketStatus = 'closed';

  constructor(readonly url: string) {}

  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener);
    if (!this.#socket && !this.#timer) this.#connect();
    return () => {
      this.#listeners.delete(listener);
      if (this.#listeners.size === 0) this.#shutdown();
    };
  }

  watchStatus(listener: (s: SocketStatus) => void): () => void {
    this.#statusListeners.add(listener);
    return () => this.#statusListeners.delete(listener);
  }

  #setStatus(status: SocketStatus) {
    this.status = status;
    for (const l of this.#statusListeners) l(status);
  }

  #connect() {
    this.#timer = null;
    if (typeof WebSocket === 'undefined') return;
    let socket: WebSocket;
    try {
      socket = new WebSocket(this.url);
    } catch {
      this.#retry();
      return;
    }
    this.#socket = socket;
    this.#setStatus('connecting');
    socket.onopen = () => {
      this.#delay = MIN_DELAY;
      this.#setStatus('open');
      if (this.#everOpened) for (const l of this.#listeners) l({ type: 'reconnected' });
      this.#everOpened = true;
    };
    socket.onmessage = (message: MessageEvent) => {
      let parsed: LotteryEvent;
      try {
        const result = lotteryEventSchema.safeParse(JSON.parse(String(message.data)));
        if (!result.success) return;
        parsed = result.data;
      } catch {
        return;
      }
      for (const l of this.#listeners) l(parsed);
    };
    socket.onclose = () => {
      if (this.#socket !== socket) return;
      this.#socket = null;
      this.#setStatus('closed');
      if (this.#listeners.size > 0) this.#retry();
    };
    socket.onerror = () => socket.close();
  }

  #retry() {
    const wait = this.#delay / 2 + Math.random() * (this.#delay / 2);
    this.#delay = Math.min(MAX_DELAY, this.#delay * 2);
    this.#timer = setTimeout(() => this.#connect(), wait);
  }

  #shutdown() {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    const socket = this.#socket;
    this.#socket = null;
    if (socket) {
      socket.onclose = null;
      socket.close();
    }
    this.#setStatus('closed');
  }
}

const sockets = new Map<string, LotterySocket>();

export function lotterySocketUrl(merchantCode: string, origin: string = window.location.origin): string {
  return `${origin.replace(/^http/, 'ws')}/ws?merchant=${encodeURIComponent(merchantCode)}`;
}

function socketFor(url: string): LotterySocket {
  let socket = sockets.get(url);
  if (!socket) sockets.set(url, (socket = new LotterySocket(url)));
  return socket;
}

/** Calls `onEvent` with every lottery event of the brand while the component is on the page. */
export function useLotteryEvents(onEvent: Listener): SocketStatus {
  const { merchantCode } = useBrand();
  const url = lotterySocketUrl(merchantCode);
  const socket = socketFor(url);
  const status = useSyncExternalStore(
    (notify) => socket.watchStatus(notify),
    () => socket.status,
    () => 'closed' as const,
  );
  const handle = useEffectEvent(onEvent);
  useEffect(() => socketFor(url).subscribe((event) => handle(event)), [url]);
  return status;
}
