import { useSyncExternalStore } from 'react';

/** Phones are below 768 px (Tailwind's md breakpoint), where the bottom navigation and drawer take over. */
export const phoneQuery = '(max-width: 767.98px)';
/** Wide screens (Tailwind's xl breakpoint, 1280 px), where the right bar shows. */
export const wideQuery = '(min-width: 1280px)';

/** Whether a media query matches now, re-rendering when it changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const mql = window.matchMedia(query);
      mql.addEventListener('change', onChange);
      return () => mql.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export function useIsPhone(): boolean {
  return useMediaQuery(phoneQuery);
}
