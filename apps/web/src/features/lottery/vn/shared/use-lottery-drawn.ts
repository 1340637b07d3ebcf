import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { LotteryEvent } from '@lotus/contract/lottery';
import { useBrand } from '../../../system/hooks/use-system-status';
import { whenIdle } from '../../../../lib/when-idle';
import { readLotteryEvent } from '../../lib/lottery-event';

/** Reconnect delays: 1 s doubling to 30 s, with some jitter so many browsers do not return at once. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.min(attempt, 5));
  return Math.round(base * (0.75 + random() * 0.5));
}

/**
 * Listens to the lottery websocket (`/ws?merchant=CODE`) while mounted and calls `onEvent` for each
 * event of the games in `gameIds` (all games when null). Reconnects with backoff after a drop; the
 * server's `ready` after a reconnect is passed on (events may have been missed meanwhile).
 */
export function useLotteryEvents(gameIds: readonly number[] | null, onEvent: (event: LotteryEvent) => void): void {
  const { merchantCode } = useBrand();
  const handler = useRef(onEvent);
  const ids = useRef(gameIds);
  useEffect(() => {
    handler.current = onEvent;
    ids.current = gameIds;
  });

  useEffect(() => {
    if (typeof WebSocket === 'undefined' || typeof location === 'undefined') return;
    let socket: WebSocket | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let closed = false;
    let connectedBefore = false;
    const url = `${location.origin.replace(/^http/, 'ws')}/ws?merchant=${encodeURIComponent(merchantCode)}`;

    const connect = () => {
      if (closed) return;
      try {
        socket = new WebSocket(url);
      } catch {
        schedule();
        return;
      }
      socket.onopen = () => {
        attempt = 0;
      };
      socket.onmessage = (message: MessageEvent) =>
        void readLotteryEvent(message.data).then((event) => {
          if (!event || closed) return;
          if (event.type === 'ready') {
            // Subscribed. After a reconnect, events may have been missed meanwhile: let the page look again.
            if (connectedBefore) handler.current(event);
            connectedBefore = true;
            return;
          }
          const wanted = ids.current;
          if (wanted && !wanted.includes(event.gameId)) return;
          handler.current(event);
        });
      socket.onclose = () => {
        socket = null;
        schedule();
      };
      // An error is followed by close, which reconnects.
      socket.onerror = () => undefined;
    };
    const schedule = () => {
      if (closed) return;
      timer = setTimeout(connect, reconnectDelay(attempt++));
    };

    // As the hall's socket: the first connection waits until the page is idle (see use-lottery-socket.ts).
    const cancelIdle = whenIdle(connect);
    return () => {
      closed = true;
      cancelIdle();
      clearTimeout(timer);
      if (socket) {
        socket.onclose = null;
        socket.close();
      }
    };
  }, [merchantCode]);
}

/**
 * Refreshes a page's lottery queries when one of its games is drawn: the results, the issue on sale,
 * the station menu and the member's orders (a drawn issue settles them).
 */
export function useRefreshOnDraw(gameIds: readonly number[] | null, onDrawn?: (event: LotteryEvent) => void): void {
  const client = useQueryClient();
  useLotteryEvents(gameIds, (event) => {
    if (event.type === 'ready') {
      // Back after a drop: whatever was drawn meanwhile.
      void client.invalidateQueries({ queryKey: ['lottery'] });
      void client.invalidateQueries({ queryKey: ['wallet'] });
      return;
    }
    void client.invalidateQueries({ queryKey: ['lottery', 'vn'] });
    void client.invalidateQueries({ queryKey: ['lottery', 'near', event.gameId] });
    void client.invalidateQueries({ queryKey: ['lottery', 'draws', event.gameId] });
    if (event.type === 'lottery.drawn') {
      void client.invalidateQueries({ queryKey: ['lottery', 'orders'] });
      void client.invalidateQueries({ queryKey: ['wallet'] });
    }
    onDrawn?.(event);
  });
}
