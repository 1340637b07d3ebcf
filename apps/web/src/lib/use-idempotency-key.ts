import { useState } from 'react';
import { ApiError, clientErrorCodes } from './api-client';

/**
 * Whether a failed call may still have been carried out. No answer (network error, timeout, abort),
 * a server fault (5xx) or an answer that is not ours leaves the outcome unknown; any other answer
 * with an error code is a refusal the server made, so nothing was done.
 */
export function outcomeUnknown(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (error.status === 0 || error.status === 408 || error.status >= 500) return true;
  return (clientErrorCodes as readonly string[]).includes(error.errorCode);
}

interface Pending {
  fingerprint: string;
  key: string;
  body: Promise<unknown>;
}

export interface IdempotentSender {
  /**
   * Sends one money request under an idempotency key. `fingerprint` names what the member asked for
   * (the cart, the amount, the target...); `build` makes the request body around a fresh key.
   * While the outcome of a request is unknown, sending the same fingerprint again re-sends that very
   * body with its key (the server then answers the first outcome, never moves the money twice).
   * A success or a refusal ends it: the next send gets a new key. A different fingerprint is a
   * different request and gets a new key; the earlier one is whatever the server made of it.
   */
  run<B, T>(fingerprint: string, build: (key: string) => B | Promise<B>, send: (body: B) => Promise<T>): Promise<T>;
  /** The key of the request whose outcome is still open, if any. */
  pendingKey(): string | null;
}

export function createIdempotentSender(newKey: () => string = () => crypto.randomUUID()): IdempotentSender {
  let pending: Pending | null = null;
  return {
    async run<B, T>(fingerprint: string, build: (key: string) => B | Promise<B>, send: (body: B) => Promise<T>) {
      let request = pending;
      if (request?.fingerprint !== fingerprint) {
        const key = newKey();
        // Kept before the body is ready, so a second send while building shares the key.
        request = { fingerprint, key, body: Promise.resolve().then(() => build(key)) };
        pending = request;
      }
      let body: B;
      try {
        body = (await request.body) as B;
      } catch (error) {
        // Nothing was sent: the body could not be made.
        if (pending === request) pending = null;
        throw error;
      }
      try {
        const value = await send(body);
        if (pending === request) pending = null;
        return value;
      } catch (error) {
        if (pending === request && !outcomeUnknown(error)) pending = null;
        throw error;
      }
    },
    pendingKey: () => pending?.key ?? null,
  };
}

/**
 * The one rule for every money action of the site: keep the idempotency key until the outcome is
 * known. One per form or game (it lives as long as the component does).
 */
export function useIdempotencyKey(): IdempotentSender {
  const [sender] = useState(createIdempotentSender);
  return sender;
}
