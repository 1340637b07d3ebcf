import { useSyncExternalStore } from 'react';

/** Phones are below 768 px (Tailwind's md breakpoint), where the bottom navigation and drawer take over. */
export const phoneQuery = '(max-width: 767.98px)';

function subscribe(onChange: () => void) {
  const mql = window.matchMedia(phoneQuery);
  mql.addEventListener('change', onChange);
  return () => mql.removeEventListener('change', onChange);
}

export function useIsPhone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(phoneQuery).matches,
    () => false,
  );
}
