import { useCallback, useRef } from 'react';

/**
 * One clientTransferId per submit: a retry of the same submit (same details, after a failure or no
 * answer) reuses it so the server never moves the money twice; a success or new details start afresh.
 */
export function useClientTransferId() {
  const pending = useRef<{ key: string; id: string } | null>(null);
  const idFor = useCallback((key: string) => {
    if (pending.current?.key !== key) pending.current = { key, id: crypto.randomUUID() };
    return pending.current.id;
  }, []);
  const done = useCallback(() => {
    pending.current = null;
  }, []);
  return { idFor, done };
}
