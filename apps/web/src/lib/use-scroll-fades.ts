import { useCallback, useState, type CSSProperties } from 'react';

/** How far a sideways-scrolling row has more to show on its left and right (physical sides). */
export interface ScrollEdges {
  left: boolean;
  right: boolean;
}

/**
 * Which sides of a row hold more than it shows. Chromium and Firefox count an RTL row's scrollLeft from 0 at its
 * start (the right) down to negative values, so the distance scrolled is its absolute value in both directions.
 */
export function scrollEdges(el: { scrollLeft: number; scrollWidth: number; clientWidth: number }, rtl: boolean): ScrollEdges {
  const max = el.scrollWidth - el.clientWidth;
  if (max <= 1) return { left: false, right: false };
  const scrolled = Math.abs(el.scrollLeft);
  const atStart = scrolled <= 1;
  const atEnd = scrolled >= max - 1;
  return rtl ? { left: !atEnd, right: !atStart } : { left: !atStart, right: !atEnd };
}

const FADE = '1.5rem';

/**
 * Fades the sides of a sideways-scrolling row that hold more than it shows, so a person sees that it scrolls
 * (its scrollbar is hidden). Returns a callback ref for the row (`watch`) and the style that fades it; rows that fit
 * are untouched.
 */
export function useScrollFades<T extends HTMLElement>(): { watch: (el: T | null) => (() => void) | undefined; style: CSSProperties | undefined } {
  const [edges, setEdges] = useState<ScrollEdges>({ left: false, right: false });
  // A callback ref that returns its cleanup (React 19): React runs it when the row goes or changes.
  const watch = useCallback((el: T | null) => {
    if (!el) return undefined;
    const measure = () => {
      const next = scrollEdges(el, getComputedStyle(el).direction === 'rtl');
      setEdges((e) => (e.left === next.left && e.right === next.right ? e : next));
    };
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resize?.observe(el);
    return () => {
      el.removeEventListener('scroll', measure);
      resize?.disconnect();
    };
  }, []);
  if (!edges.left && !edges.right) return { watch, style: undefined };
  const mask = `linear-gradient(to right, ${edges.left ? 'transparent' : '#000'} 0, #000 ${edges.left ? FADE : '0'}, #000 calc(100% - ${edges.right ? FADE : '0px'}), ${edges.right ? 'transparent' : '#000'} 100%)`;
  return { watch, style: { maskImage: mask, WebkitMaskImage: mask } };
}
