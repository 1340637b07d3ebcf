import { useEffect, useEffectEvent } from 'react';
import type { LotteryEvent } from '@lotus/contract/lottery';
import { useBrand } from '../../system/hooks/use-system-status';
import { openReconnectingSocket, type ReconnectingSocket } from '../../../lib/reconnecting-socket';
import { whenIdle } from '../../../lib/when-idle';
import { readLotteryEvent } from '../lib/lottery-event';

/**
 * Results pushed by the server (`/ws?merchant=CODE`, lottery.routes.ts): one socket per page view and brand,
 * shared by every listener (the hall's games and the VN and SEA pages alike), reconnected after a drop
 * (lib/reconnecting-socket.ts) while anyone listens, closed when the last listener leaves. Listeners hear
 * `reconnected` when the server is back after a drop, so they can reload what they may have missed.
 */
export type LotteryNews = Exclude<LotteryEvent, { type: 'ready' }> | { type: 'reconnected' };
export type LotteryListener = (event: LotteryNews) => void;

class LotterySocket {
  #socket: ReconnectingSocket | null = null;
  #listeners = new Set<LotteryListener>();
  #cancelIdle: (() => void) | null = null;
  #everReady = false;

  constructor(readonly url: string) {}

  subscribe(listener: LotteryListener): () => void {
    this.#listeners.add(listener);
    // The first connection waits until the page is idle: live results are not part of the first
    // screen (the issue and last result come with it), and the socket's first message loads the
    // event schema, which should not compete with that screen.
    if (!this.#socket && !this.#cancelIdle) {
      this.#cancelIdle = whenIdle(() => {
        this.#cancelIdle = null;
        if (this.#listeners.size > 0) this.#socket = openReconnectingSocket(this.url, { onMessage: (data) => this.#read(data) });
      });
    }
    return () => {
      this.#listeners.delete(listener);
      if (this.#listeners.size === 0) this.#shutdown();
    };
  }

  #read(data: unknown) {
    void readLotteryEvent(data).then((event) => {
      if (!event) return;
      if (event.type === 'ready') {
        // Subscribed. After a reconnect, events may have been missed meanwhile.
        if (this.#everReady) this.#tell({ type: 'reconnected' });
        this.#everReady = true;
        return;
      }
      this.#tell(event);
    });
  }

  #tell(event: LotteryNews) {
    for (const l of this.#listeners) l(event);
  }

  #shutdown() {
    this.#cancelIdle?.();
    this.#cancelIdle = null;
    this.#socket?.close();
    this.#socket = null;
    this.#everReady = false;
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

/** Calls `onEvent` with every lottery event of the brand (and `reconnected`) while the component is on the page. */
export function useLotteryEvents(onEvent: LotteryListener): void {
  const { merchantCode } = useBrand();
  const url = lotterySocketUrl(merchantCode);
  const handle = useEffectEvent(onEvent);
  useEffect(() => socketFor(url).subscribe((event) => handle(event)), [url]);
}
