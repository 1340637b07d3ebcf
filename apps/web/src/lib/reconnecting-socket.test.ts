import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../test/fake-socket';
import { backoffDelay, maxDelayMs, openReconnectingSocket } from './reconnecting-socket';

const last = () => FakeSocket.last();

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

describe('backoffDelay', () => {
  it('doubles from 1 s and is capped at 30 s, with the jitter in the upper half of each step', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map((n) => backoffDelay(n, () => 1))).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
    expect(backoffDelay(0, () => 0)).toBe(500);
    expect(backoffDelay(3, () => 0.5)).toBe(6000);
    for (let n = 0; n < 50; n++) {
      const wait = backoffDelay(n);
      expect(wait).toBeGreaterThanOrEqual(Math.min(maxDelayMs, 1000 * 2 ** n) / 2);
      expect(wait).toBeLessThanOrEqual(maxDelayMs);
    }
  });
});

describe('openReconnectingSocket', () => {
  beforeEach(() => {
    FakeSocket.install();
    vi.useFakeTimers();
    // The jitter at its top: each wait is the full step.
    vi.spyOn(Math, 'random').mockReturnValue(1);
    setOnline(true);
  });
  afterEach(() => setOnline(true));

  it('sends the first frame on each open, passes messages on, and reconnects after a drop with growing waits', () => {
    const onMessage = vi.fn();
    const onClose = vi.fn();
    const socket = openReconnectingSocket('ws://site.test/ws/member', { onOpen: (send) => send('auth'), onMessage, onClose });
    expect(FakeSocket.sockets).toHaveLength(1);
    last().open();
    expect(last().sent).toEqual(['auth']);
    last().say({ type: 'ready' });
    expect(onMessage).toHaveBeenCalledWith('{"type":"ready"}');
    expect(socket.send('typing')).toBe(true);

    // Drops without the server ever speaking: 1 s, 2 s, 4 s apart.
    for (const wait of [1000, 2000, 4000]) {
      last().drop();
      expect(onClose).toHaveBeenLastCalledWith(1006, true);
      expect(socket.send('x')).toBe(false);
      const before = FakeSocket.sockets.length;
      vi.advanceTimersByTime(wait - 1);
      expect(FakeSocket.sockets).toHaveLength(before);
      vi.advanceTimersByTime(1);
      expect(FakeSocket.sockets).toHaveLength(before + 1);
    }
    // A connection the server spoke on starts the waits from 1 s again.
    last().open();
    expect(last().sent).toEqual(['auth']);
    last().say({ type: 'ready' });
    last().drop();
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.sockets).toHaveLength(5);
    socket.close();
  });

  it('never waits longer than 30 s between attempts', () => {
    openReconnectingSocket('ws://site.test/ws', { onMessage: () => undefined });
    for (let n = 0; n < 12; n++) {
      last().drop();
      vi.advanceTimersByTime(maxDelayMs);
    }
    expect(FakeSocket.sockets).toHaveLength(13);
  });

  it('stops for good on a "do not retry" close code', () => {
    const onClose = vi.fn();
    openReconnectingSocket('ws://site.test/ws/member', { onMessage: () => undefined, onClose }, { stopCodes: [4401] });
    last().open();
    last().drop(4401);
    expect(onClose).toHaveBeenCalledWith(4401, false);
    vi.advanceTimersByTime(10 * maxDelayMs);
    setOnline(true);
    expect(FakeSocket.sockets).toHaveLength(1);
  });

  it('waits for the network while offline, then connects at once', () => {
    openReconnectingSocket('ws://site.test/ws', { onMessage: () => undefined });
    setOnline(false);
    last().drop();
    vi.advanceTimersByTime(10 * maxDelayMs);
    expect(FakeSocket.sockets).toHaveLength(1);
    setOnline(true);
    expect(FakeSocket.sockets).toHaveLength(2);

    // Back online in the middle of a long wait: no need to sit it out.
    for (let n = 0; n < 6; n++) {
      last().drop();
      vi.advanceTimersByTime(maxDelayMs);
    }
    last().drop();
    const before = FakeSocket.sockets.length;
    setOnline(true);
    expect(FakeSocket.sockets).toHaveLength(before + 1);
  });

  it('does not connect while the page starts offline', () => {
    setOnline(false);
    openReconnectingSocket('ws://site.test/ws', { onMessage: () => undefined });
    expect(FakeSocket.sockets).toHaveLength(0);
    setOnline(true);
    expect(FakeSocket.sockets).toHaveLength(1);
  });

  it('closes for good when its owner closes it: no retry, no more events', () => {
    const onClose = vi.fn();
    const socket = openReconnectingSocket('ws://site.test/ws', { onMessage: () => undefined, onClose });
    last().open();
    socket.close();
    expect(last().closedByClient).toBe(true);
    last().drop();
    vi.advanceTimersByTime(10 * maxDelayMs);
    setOnline(true);
    expect(onClose).not.toHaveBeenCalled();
    expect(FakeSocket.sockets).toHaveLength(1);

    // Closed during a wait: the waiting attempt never happens.
    const waiting = openReconnectingSocket('ws://site.test/ws', { onMessage: () => undefined });
    last().drop();
    waiting.close();
    vi.advanceTimersByTime(10 * maxDelayMs);
    expect(FakeSocket.sockets).toHaveLength(2);
  });
});
