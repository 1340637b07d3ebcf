import { chatSocketPath, type ChatEvent } from '@lotus/contract/chat';
import { socketClose } from '@lotus/contract/socket-close';
import { openReconnectingSocket, type ReconnectingSocket } from '../../../lib/reconnecting-socket';

/**
 * The chat room's socket (`/ws/chat`): the first frame names the caller (member token or visitor chat token,
 * never in the URL). It reconnects after a drop while the dialog is open (lib/reconnecting-socket.ts), and stops
 * when the server refuses the caller (4401); after a drop the owner hears `reconnected` and reloads what it
 * missed over HTTP.
 */
export type ChatSocketEvent = ChatEvent | { type: 'reconnected' } | { type: 'status'; connected: boolean };

export function chatSocketUrl(origin: string = window.location.origin): string {
  return `${origin.replace(/^http/, 'ws')}${chatSocketPath}`;
}

export class ChatSocket {
  #socket: ReconnectingSocket | null = null;
  #opened = false;

  constructor(
    private readonly url: string,
    private readonly auth: () => { merchant?: string; token?: string; chatToken?: string } | null,
    private readonly onEvent: (event: ChatSocketEvent) => void,
  ) {}

  connect(): void {
    // A visitor without a conversation has nothing to hear yet; the dialog connects after the first message.
    if (this.#socket || !this.auth()) return;
    this.#socket = openReconnectingSocket(
      this.url,
      {
        // Who is talking is read at each connection: the member may have logged in or out meanwhile.
        onOpen: (send) => send(JSON.stringify({ type: 'auth', ...this.auth() })),
        onMessage: (data) => this.#read(data),
        onClose: () => this.onEvent({ type: 'status', connected: false }),
      },
      { stopCodes: [socketClose.badAuth] },
    );
  }

  #read(data: unknown): void {
    let event: ChatEvent;
    try {
      event = JSON.parse(String(data)) as ChatEvent;
    } catch {
      return;
    }
    if (event.type === 'ready') {
      this.onEvent({ type: 'status', connected: true });
      if (this.#opened) this.onEvent({ type: 'reconnected' });
      this.#opened = true;
    }
    this.onEvent(event);
  }

  typing(typing: boolean): void {
    this.#socket?.send(JSON.stringify({ type: 'typing', typing }));
  }

  close(): void {
    this.#socket?.close();
    this.#socket = null;
  }
}
