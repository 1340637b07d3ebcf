/**
 * Fixes the page body under open modals (spec: "the page body is fixed and the scroll position is
 * restored on close"). Counted, so stacked modals lock once and unlock when the last one closes.
 */
let locks = 0;
let saved: { scrollY: number; position: string; top: string; width: string; overflowY: string } | null = null;

export function lockBodyScroll(): () => void {
  if (locks === 0) {
    const body = document.body;
    saved = {
      scrollY: window.scrollY,
      position: body.style.position,
      top: body.style.top,
      width: body.style.width,
      overflowY: body.style.overflowY,
    };
    body.style.top = `-${saved.scrollY}px`;
    body.style.position = 'fixed';
    body.style.width = '100%';
    // Keeps the scrollbar gutter so the page does not jump sideways.
    body.style.overflowY = 'scroll';
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0 && saved) {
      const body = document.body;
      body.style.position = saved.position;
      body.style.top = saved.top;
      body.style.width = saved.width;
      body.style.overflowY = saved.overflowY;
      window.scrollTo(0, saved.scrollY);
      saved = null;
    }
  };
}

export function bodyLockCount(): number {
  return locks;
}
