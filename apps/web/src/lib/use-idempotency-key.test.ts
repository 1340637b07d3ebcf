import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { createIdempotentSender, outcomeUnknown, useIdempotencyKey } from './use-idempotency-key';
import { TimeoutError, withTimeout } from './with-timeout';

const refused = (code: string, status: number) => new ApiError(code, code, status);

/** A sender with readable keys, and a log of the bodies it sent. */
function setup() {
  let n = 0;
  const sender = createIdempotentSender(() => `key-${++n}`);
  const sent: { key: string; amount: string }[] = [];
  const send = (amount: string, answer: () => Promise<string>) =>
    sender.run(
      amount,
      (key) => ({ key, amount }),
      (body) => {
        sent.push(body);
        return answer();
      },
    );
  return { sender, sent, send };
}

const never = () => new Promise<string>(() => {});

describe('outcomeUnknown', () => {
  it('is unknown without an answer or with a server fault, known for a refusal the server made', () => {
    expect(outcomeUnknown(new TimeoutError(10))).toBe(true);
    expect(outcomeUnknown(new DOMException('aborted', 'AbortError'))).toBe(true);
    expect(outcomeUnknown(refused('network.error', 0))).toBe(true);
    expect(outcomeUnknown(refused('response.invalid', 200))).toBe(true);
    expect(outcomeUnknown(refused('system.error', 500))).toBe(true);
    expect(outcomeUnknown(refused('system.maintenance', 503))).toBe(true);
    expect(outcomeUnknown(refused('wallet.insufficient.funds', 409))).toBe(false);
    expect(outcomeUnknown(refused('validation.error', 400))).toBe(false);
    expect(outcomeUnknown(refused('session.expired', 401))).toBe(false);
  });
});

describe('createIdempotentSender', () => {
  it('re-sends the same key after a timeout, and the same body', async () => {
    const { sent, send } = setup();
    await expect(send('10', () => withTimeout(never(), 1))).rejects.toBeInstanceOf(TimeoutError);
    await expect(send('10', async () => 'ok')).resolves.toBe('ok');
    expect(sent).toEqual([
      { key: 'key-1', amount: '10' },
      { key: 'key-1', amount: '10' },
    ]);
  });

  it('re-sends the body as first built, even if what it was built from moved on (the draw closed)', async () => {
    const sender = createIdempotentSender(() => 'k');
    let issue = '0101';
    const sent: string[] = [];
    const bet = (answer: () => Promise<string>) =>
      sender.run(
        'cart',
        (key) => `${key}@${issue}`,
        (body) => {
          sent.push(body);
          return answer();
        },
      );
    await expect(bet(() => Promise.reject(refused('network.error', 0)))).rejects.toThrow();
    issue = '0102';
    await bet(async () => 'ok');
    await bet(async () => 'ok');
    expect(sent).toEqual(['k@0101', 'k@0101', 'k@0102']);
  });

  it('re-sends the same key after a network error or a server fault', async () => {
    const { sent, send } = setup();
    await expect(send('10', () => Promise.reject(refused('network.error', 0)))).rejects.toThrow();
    await expect(send('10', () => Promise.reject(refused('system.error', 500)))).rejects.toThrow();
    await send('10', async () => 'ok');
    expect(sent.map((b) => b.key)).toEqual(['key-1', 'key-1', 'key-1']);
  });

  it('takes a new key after a success', async () => {
    const { sender, sent, send } = setup();
    await send('10', async () => 'ok');
    expect(sender.pendingKey()).toBeNull();
    await send('10', async () => 'ok');
    expect(sent.map((b) => b.key)).toEqual(['key-1', 'key-2']);
  });

  it('takes a new key after a refusal the server made', async () => {
    const { sender, sent, send } = setup();
    await expect(send('10', () => Promise.reject(refused('wallet.insufficient.funds', 409)))).rejects.toThrow();
    expect(sender.pendingKey()).toBeNull();
    await send('10', async () => 'ok');
    expect(sent.map((b) => b.key)).toEqual(['key-1', 'key-2']);
  });

  it('never sends a pending key with a different request', async () => {
    const { sent, send } = setup();
    await expect(send('10', () => Promise.reject(refused('network.error', 0)))).rejects.toThrow();
    await send('20', async () => 'ok');
    expect(sent).toEqual([
      { key: 'key-1', amount: '10' },
      { key: 'key-2', amount: '20' },
    ]);
  });

  it('shares the key between two sends of the same request in flight', async () => {
    const { sent, send } = setup();
    await Promise.all([send('10', async () => 'a'), send('10', async () => 'b')]);
    expect(sent.map((b) => b.key)).toEqual(['key-1', 'key-1']);
  });

  it('keeps no key when the body could not be made (nothing was sent)', async () => {
    const { sender } = setup();
    const fails = sender.run(
      '10',
      () => {
        throw new Error('stale');
      },
      async () => 'never',
    );
    await expect(fails).rejects.toThrow('stale');
    expect(sender.pendingKey()).toBeNull();
  });
});

describe('useIdempotencyKey', () => {
  it('keeps one sender for the life of the component', async () => {
    const { result, rerender } = renderHook(() => useIdempotencyKey());
    const first = result.current;
    await expect(first.run('x', (key) => key, () => Promise.reject(refused('network.error', 0)))).rejects.toThrow();
    rerender();
    expect(result.current).toBe(first);
    expect(result.current.pendingKey()).toMatch(/^[0-9a-f-]{36}$/);
  });
});
