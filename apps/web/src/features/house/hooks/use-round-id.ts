import { useCallback, useRef } from 'react';
import { ApiError } from '../../../lib/api-client';

/**
 * One roundId per play: a retry of the very same request (after no answer or a server fault)
 * reuses it so the server plays it once; a success, a refusal or a different request starts afresh.
 */
export function useRoundId() {
  const pending = useRef<{ key: string; id: string } | null>(null);
  const idFor = useCallback((key: string) => {
    if (pending.current?.key !== key) pending.current = { key, id: crypto.randomUUID() };
    return pending.current.id;
  }, []);
  const settle = useCallback((error?: unknown) => {
    // Only an unknown outcome keeps the id: no answer, or a server fault (5xx).
    const unknownOutcome = error !== undefined && (!(error instanceof ApiError) || error.status === 0 || error.status >= 500);
    if (!unknownOutcome) pending.current = null;
  }, []);
  return { idFor, settle };
}
