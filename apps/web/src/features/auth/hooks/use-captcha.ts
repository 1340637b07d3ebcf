import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { callApi } from '../../../lib/api-client';

/** Spec section 9: the captcha may be refreshed at most once per second (the server holds it to that too). */
export const captchaRefreshMs = 1000;

export interface CaptchaState {
  image: string | undefined;
  isLoading: boolean;
  isError: boolean;
  /** A press on the image: ignored within a second of the last fetch. */
  refresh: () => void;
  /** After a failed submit (the server used the captcha up): a new one, as soon as the second allows. */
  renew: () => void;
}

/**
 * The captcha image (a data URL from GET /wps/captcha, bound to this browser's Device-Id). Fetched
 * when shown; each refresh is a new query key so an old image never flashes back.
 */
export function useCaptcha(enabled: boolean): CaptchaState {
  const [round, setRound] = useState(0);
  const lastFetch = useRef(0);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const query = useQuery({
    queryKey: ['captcha', round],
    queryFn: ({ signal }) => {
      lastFetch.current = Date.now();
      return callApi('captcha', { signal });
    },
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

  useEffect(
    () => () => {
      if (pending.current) clearTimeout(pending.current);
    },
    [],
  );

  const refresh = useCallback(() => {
    if (Date.now() - lastFetch.current < captchaRefreshMs) return;
    lastFetch.current = Date.now();
    setRound((r) => r + 1);
  }, []);

  const renew = useCallback(() => {
    if (pending.current) return;
    const wait = Math.max(0, lastFetch.current + captchaRefreshMs - Date.now());
    pending.current = setTimeout(() => {
      pending.current = null;
      lastFetch.current = Date.now();
      setRound((r) => r + 1);
    }, wait);
  }, []);

  return { image: query.data, isLoading: query.isFetching, isError: query.isError, refresh, renew };
}
