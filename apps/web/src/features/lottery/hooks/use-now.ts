import { useSyncExternalStore } from 'react';

/** One shared one-second ticker for every countdown on the page (they all turn over together). */
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;
let now = Date.now();

export function subscribeTicker(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const l of listeners) l();
    }, 250);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  };
}

/** The ticker's time (the device clock when nobody listens). */
export const tickerNow = (): number => (timer ? now : Date.now());

/** The time now, re-rendering when the second changes. */
export function useNow(): number {
  useSyncExternalStore(
    subscribeTicker,
    () => Math.floor(tickerNow() / 1000),
    () => Math.floor(Date.now() / 1000),
  );
  return tickerNow();
}
