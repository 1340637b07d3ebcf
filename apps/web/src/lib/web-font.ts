import interLatinUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import { readStored, storageKeys, writeStored } from './storage';
import { whenIdle } from './when-idle';

/** On <html>: Latin text uses Inter (index.css); without it, the device's own sans-serif. */
export const WEB_FONT_CLASS = 'web-font';

/**
 * Inter, the site's Latin face, is used from a visit's first paint or not at all in that visit: a
 * visit whose browser has it cached shows it at once; a first visit shows the device's sans-serif
 * and, once the page has settled, downloads Inter for the next visit. Loaded up front on a first visit,
 * its 49 KB shared a phone's slow first seconds with the code that draws the first screen (about
 * 0.3 s later on Lighthouse's phone), and swapped in after the first paint, it moved text about.
 */
export function loadWebFont(root: HTMLElement = document.documentElement): void {
  if (readStored(storageKeys.webFont) === '1') {
    root.classList.add(WEB_FONT_CLASS);
    return;
  }
  // Well after the first screen: on a slow phone its data calls and pictures are still arriving at
  // the load event, and the font is only for the next visit.
  afterLoad(() => setTimeout(() => whenIdle(() => void download().then(() => writeStored(storageKeys.webFont, '1'), () => undefined)), FETCH_DELAY_MS));
}

const FETCH_DELAY_MS = 3_000;

function afterLoad(task: () => void): void {
  if (document.readyState === 'complete') task();
  else window.addEventListener('load', task, { once: true });
}

/** Fetches the font into the browser's cache without applying it to this page. */
function download(): Promise<unknown> {
  if (typeof FontFace === 'function') return new FontFace('Inter Variable', `url(${interLatinUrl})`, { weight: '100 900' }).load();
  return fetch(interLatinUrl).then((r) => (r.ok ? r.arrayBuffer() : Promise.reject(new Error(String(r.status)))));
}
