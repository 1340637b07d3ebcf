import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { MemberSocketEvent } from '@lotus/contract/messages';
import { useBrand } from '../../system/hooks/use-system-status';
import { inboxKey, unreadCountKey } from '../api/inbox-queries';

const minDelay = 1_000;
const maxDelay = 30_000;

export function memberSocketUrl(origin: string = window.location.origin): string {
  return `${origin.replace(/^http/, 'ws')}/ws/member`;
}

/**
 * The member's news over `/ws/member` (inbox.routes.ts): the session token goes in the first frame, never in
 * the URL. A new count replaces the badge's figure; a broadcast, or each (re)connect, reloads the inbox queries.
 * Reconnects with growing delays (1 s doubling to 30 s, with jitter) while the member is signed in, and stops
 * when the server refuses the token (close code 4401).
 */
export function useInboxLive(token: string | null, enabled: boolean): void {
  const client = useQueryClient();
  const { merchantCode } = useBrand();
  useEffect(() => {
    if (!token || !enabled || typeof WebSocket === 'undefined') return;
    let socket: WebSocket | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let delay = minDelay;
    let stopped = false;
    const connect = () => {
      timer = null;
      try {
        socket = new WebSocket(memberSocketUrl());
      } catch {
        retry();
        return;
      }
      const s = socket;
      s.onopen = () => s.send(JSON.stringify({ type: 'auth', token, merchant: merchantCode }));
      s.onmessage = (message: MessageEvent) => {
        let event: MemberSocketEvent;
        try {
          event = JSON.parse(String(message.data)) as MemberSocketEvent;
        } catch {
          return;
        }
        if (event.type === 'ready') {
          delay = minDelay;
          // What changed before the socket listened is fetched again: after a drop, and also on the first
          // connect, since a message that came between the badge's first count and this frame was pushed to nobody.
          void client.invalidateQueries({ queryKey: inboxKey });
        } else if (event.type === 'unread' && typeof event.unreadCount === 'number') {
          client.setQueryData(unreadCountKey(token), event.unreadCount);
          void client.invalidateQueries({ queryKey: [...inboxKey, 'list'] });
        } else if (event.type === 'broadcast') void client.invalidateQueries({ queryKey: inboxKey });
      };
      s.onclose = (e: CloseEvent) => {
        if (socket !== s) return;
        socket = null;
        if (!stopped && e.code !== 4401) retry();
      };
      s.onerror = () => s.close();
    };
    const retry = () => {
      const wait = delay / 2 + Math.random() * (delay / 2);
      delay = Math.min(maxDelay, delay * 2);
      timer = setTimeout(connect, wait);
    };
    connect();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (socket) {
        socket.onclose = null;
        socket.close();
      }
    };
  }, [token, enabled, merchantCode, client]);
}
