import { chatSocketPath, type ChatEvent } from '@lotus/contract/chat';

/**
 * The chat room's socket (`/ws/chat`): the first frame names the caller (member token or visitor chat token,
 * never in the URL). It reconnects with growing delays (1 s doubling to 30 s) while open; after a drop the owner
 * hears `reconnected` and reloads what it missed over HTTP.
 */
export type ChatSocketEvent = ChatEvent | { type: 'reconnected' } | { type: 'status'; connected: boolean };

export function chatSocketUrl(origin: string = window.location.origin): string {
  return `${origin.replace(/^http/, 'ws')}${chatSocketPath}`;
}

export class ChatSocket {
  #socket: WebSocket | null = null;
  #timer: ReturnType<typeof setTimeout> | null = null;
  #delay = 1_000;
  #opened = false;
  #closed = false;

  constructor(
    private readonly url: string,
    private readonly auth: () => { merchant?: string; token?: string; chatToken?: string } | null,
    private readonly onEvent: (event: ChatSocketEvent) => void,
  ) {}

  connect(): void {
    this.#closed = false;
    if (this.#socket || typeof WebSocket === 'undefined') return;
    const auth = this.auth();
    // A visitor without a conversation has nothing to hear yet; the dialog connects after the first message.
    if (!auth) return;
    let socket: WebSocket;
    try {
      socket = new WebSocket(this.url);
    } catch {
      this.#retry();
      return;
    }
    this.#socket = socket;
    socket.onopen = () => socket.send(JSON.stringify({ type: 'auth', ...auth }));
    socket.onmessage = (message: MessageEvent) => {
      let event: ChatEvent;
      try {
        event = JSON.parse(String(message.data)) as ChatEvent;
      } catch {
        return;
      }
      if (event.type === 'ready') {
        this.#delay = 1_000;
        this.onEvent({ type: 'status', connected: true });
        if (this.#opened) this.onEvent({ type: 'reconnected' });
        this.#opened = true;
      }
      this.onEvent(event);
    };
    socket.onclose = () => {
      this.#socket = null;
      this.onEvent({ type: 'status', connected: false });
      if (!this.#closed) this.#retry();
    };
  }

  #retry(): void {
    if (this.#closed || this.#timer) return;
    const wait = this.#delay * (0.75 + Math.random() * 0.5);
    this.#delay = Math.min(this.#delay * 2, 30_000);
    this.#timer = setTimeout(() => {
      this.#timer = null;
      this.connect();
    }, wait);
  }

  typing(typing: boolean): void {
    if (this.#socket?.readyState === WebSocket.OPEN) this.#socket.send(JSON.stringify({ type: 'typing', typing }));
  }

  close(): void {
    this.#closed = true;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    this.#socket?.close();
    this.#socket = null;
  }
}
