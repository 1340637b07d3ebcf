import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import type { LotteryEvent } from '@lotus/contract/lottery';
import { useBrand } from '../../system/hooks/use-system-status';
import { whenIdle } from '../../../lib/when-idle';
import { readLotteryEvent } from '../lib/lottery-event';

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
  #cancelIdle: (() => void) | null = null;
  status: SocketStatus = 'closed';

  constructor(readonly url: string) {}

  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener);
    // The first connection waits until the page is idle: live results are not part of the first
    // screen (the issue and last result come with it), and the socket's first message loads the
    // event schema, which should not compete with that screen.
    if (!this.#socket && !this.#timer && !this.#cancelIdle) {
      this.#cancelIdle = whenIdle(() => {
        this.#cancelIdle = null;
        if (this.#listeners.size > 0) this.#connect();
      });
    }
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
      void readLotteryEvent(message.data).then((event) => {
        if (event) for (const l of this.#listeners) l(event);
      });
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
    this.#cancelIdle?.();
    this.#cancelIdle = null;
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
