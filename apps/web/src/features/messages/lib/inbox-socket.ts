import type { QueryClient } from '@tanstack/react-query';
import { type MemberSocketEvent } from '@lotus/contract/messages';
import { socketClose } from '@lotus/contract/socket-close';
import { openReconnectingSocket } from '../../../lib/reconnecting-socket';
import { inboxKey, unreadCountKey } from '../api/inbox-queries';

function memberSocketUrl(origin: string = window.location.origin): string {
  return `${origin.replace(/^http/, 'ws')}/ws/member`;
}

/**
 * Opens the member's `/ws/member` socket (inbox.routes.ts) and keeps the queries current from it; answers the
 * function that closes it. The session token goes in the first frame, never in the URL. A new count replaces
 * the badge's figure (a payment message's also reloads the wallet: balance and records); a broadcast, or each
 * (re)connect, reloads the inbox queries. It stops when the server refuses the token (close code 4401).
 */
export function connectInbox(client: QueryClient, token: string, merchant: string): () => void {
  let opened = false;
  const onEvent = (event: MemberSocketEvent) => {
    if (event.type === 'ready') {
      // What changed before the socket listened is fetched again: on the first connect too, since a message
      // that came between the badge's first count and this frame was pushed to nobody; after a drop, the
      // wallet as well (a payment message missed meant money moved).
      void client.invalidateQueries({ queryKey: inboxKey });
      if (opened) void client.invalidateQueries({ queryKey: ['wallet'] });
      opened = true;
    } else if (event.type === 'unread' && typeof event.unreadCount === 'number') {
      // A pushed count is newer than any fetch of it still in flight, whose answer would put an older figure back.
      void client.cancelQueries({ queryKey: unreadCountKey(token) });
      client.setQueryData(unreadCountKey(token), event.unreadCount);
      void client.invalidateQueries({ queryKey: [...inboxKey, 'list'] });
      // A payment message (deposit approved or rejected, withdrawal paid or rejected) follows money that moved:
      // the header balance and the deposit and withdrawal records load again (every wallet key starts 'wallet').
      if (event.category === 'payment') void client.invalidateQueries({ queryKey: ['wallet'] });
    } else if (event.type === 'broadcast') void client.invalidateQueries({ queryKey: inboxKey });
  };
  const socket = openReconnectingSocket(
    memberSocketUrl(),
    {
      onOpen: (send) => send(JSON.stringify({ type: 'auth', token, merchant })),
      onMessage: (data) => {
        let event: MemberSocketEvent;
        try {
          event = JSON.parse(String(data)) as MemberSocketEvent;
        } catch {
          return;
        }
        onEvent(event);
      },
    },
    { stopCodes: [socketClose.badAuth] },
  );
  return () => socket.close();
}
