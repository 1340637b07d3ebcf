import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * A stand-in for the browser WebSocket: `install()` puts it in place; each `new WebSocket` lands in `sockets`,
 * and the test opens it, reads the frames sent, speaks for the server and drops the connection.
 */
export class FakeSocket {
  static sockets: FakeSocket[] = [];
  static last(): FakeSocket {
    return FakeSocket.sockets.at(-1)!;
  }
  static install(): void {
    FakeSocket.sockets = [];
    vi.stubGlobal('WebSocket', FakeSocket);
  }

  readyState = 0;
  sent: string[] = [];
  closedByClient = false;
  onopen: (() => void) | null = null;
  onmessage: ((m: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.sockets.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closedByClient = true;
    this.readyState = 3;
  }
  /** The frames sent, read as JSON. */
  frames(): unknown[] {
    return this.sent.map((s) => JSON.parse(s) as unknown);
  }
  open() {
    act(() => {
      this.readyState = 1;
      this.onopen?.();
    });
  }
  /** The server sends `data` (an object goes as JSON). */
  say(data: unknown) {
    act(() => this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) }));
  }
  drop(code = 1006) {
    this.readyState = 3;
    act(() => this.onclose?.({ code }));
  }
}
