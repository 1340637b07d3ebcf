import { useSyncExternalStore } from 'react';
import type { NearValue } from '../api/lottery-draws';
import { issueClock, type IssueClock } from '../lib/issue-clock';
import { subscribeTicker, tickerNow } from './use-now';

/**
 * The current issue's phase (open, locked, drawing) and numero, re-rendering only when they change,
 * so a whole game desk does not re-render every second; countdowns tick in their own components.
 */
export function useIssueClock(near: NearValue | undefined): IssueClock {
  const issue = near?.currentNumero;
  const at = near?.receivedAt ?? 0;
  useSyncExternalStore(
    subscribeTicker,
    () => {
      const clock = issueClock(issue, at, tickerNow());
      return `${clock.phase}:${clock.numero ?? ''}`;
    },
    () => '',
  );
  return issueClock(issue, at, tickerNow());
}
