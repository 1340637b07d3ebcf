import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Scroll positions of the pages in this tab's history, by history entry. */
const positions = new Map<string, number>();

/**
 * A new page starts at the top; Back and Forward return to where the reader was on that entry.
 * (The data router's ScrollRestoration does this; the site uses the smaller declarative router.)
 */
export function ScrollRestorer() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useLayoutEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  useLayoutEffect(() => {
    if (navigationType === 'POP') window.scrollTo(0, positions.get(location.key) ?? 0);
    else if (!location.hash) window.scrollTo(0, 0);
    const key = location.key;
    // Leaving this entry: remember where it was read to.
    return () => void positions.set(key, window.scrollY);
  }, [location.key, location.hash, navigationType]);

  return null;
}
