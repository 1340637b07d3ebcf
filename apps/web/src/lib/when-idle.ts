import { useEffect, useState } from 'react';

/**
 * Runs `task` once the browser has nothing more urgent to do (at the latest after `timeoutMs`), for
 * work the first screen does not need, so it does not compete with that screen for the network and
 * the main thread. Returns a function that cancels it.
 */
export function whenIdle(task: () => void, timeoutMs = 2_000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 50);
  return () => clearTimeout(id);
}

/**
 * False on the first render, true once the browser has been idle (see whenIdle): for parts below
 * the first screen that a page can show a moment later, so its first render stays short.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}
