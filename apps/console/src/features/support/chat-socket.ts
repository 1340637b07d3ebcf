import { chatSocketPath, type ChatEvent } from '@lotus/contract/chat';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { routes } from 'virtual:operator-routes';
import { apiErrorFor, readEnvelope } from '../../lib/api';
import { getSession } from '../../lib/session';

/**
 * The chat desk's socket (`/ws/chat`, the operator token in the first frame): news of every conversation of the
 * brands the operator serves. It reconnects with growing delays while the page is open; `onEvent` hears
 * `reconnected` after a drop so the page reloads what it missed. Being connected puts the operator on the desk.
 */
export type DeskEvent = ChatEvent | { type: 'reconnected' };

export function useDeskSocket(onEvent: (event: DeskEvent) => void): { connected: boolean; typing: (conversationId: number, typing: boolean) => void } {
  const [connected, setConnected] = useState(false);
  const socketRef = useRef<WebSocket | null>(null);
  const handle = useEffectEvent(onEvent);

  useEffect(() => {
    let closed = false;
    let delay = 1_000;
    let opened = false;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const connect = () => {
      timer = null;
      const session = getSession();
      if (closed || !session || typeof WebSocket === 'undefined') return;
      const socket = new WebSocket(`${window.location.origin.replace(/^http/, 'ws')}${chatSocketPath}`);
      socketRef.current = socket;
      socket.onopen = () => socket.send(JSON.stringify({ type: 'auth', operatorToken: session.token }));
      socket.onmessage = (m: MessageEvent) => {
        let event: ChatEvent;
        try {
          event = JSON.parse(String(m.data)) as ChatEvent;
        } catch {
          return;
        }
        if (event.type === 'ready') {
          delay = 1_000;
          setConnected(true);
          if (opened) handle({ type: 'reconnected' });
          opened = true;
        }
        handle(event);
      };
      socket.onclose = () => {
        socketRef.current = null;
        setConnected(false);
        if (closed) return;
        timer = setTimeout(connect, delay);
        delay = Math.min(delay * 2, 30_000);
      };
    };
    connect();
    return () => {
      closed = true;
      if (timer) clearTimeout(timer);
      socketRef.current?.close();
      socketRef.current = null;
    };
  }, []);

  return {
    connected,
    typing: (conversationId, typing) => {
      const s = socketRef.current;
      if (s?.readyState === WebSocket.OPEN) s.send(JSON.stringify({ type: 'typing', conversationId, typing }));
    },
  };
}

/** Sends one png or jpg (at most 5 MB; the server checks the bytes) into a conversation, as multipart. */
export async function sendDeskImage(conversationId: number, file: File): Promise<void> {
  const session = getSession();
  if (!session) throw apiErrorFor('login.not.session', 401);
  const def: { method: string; path: string; moduleId: string } = routes.opChatSendImage;
  const form = new FormData();
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(def.path.replace(':id', String(conversationId)), { method: def.method, headers: { 'Module-Id': def.moduleId, Language: 'EN', Authorization: session.token }, body: form });
  } catch {
    throw apiErrorFor('network.error', 0);
  }
  await readEnvelope(response);
}
