import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadWebFont, WEB_FONT_CLASS } from './web-font';

describe('loadWebFont', () => {
  const loads: string[] = [];
  beforeEach(() => {
    loads.length = 0;
    localStorage.clear();
    vi.useFakeTimers();
    vi.stubGlobal(
      'FontFace',
      class {
        constructor(
          readonly family: string,
          readonly source: string,
        ) {}
        load() {
          loads.push(this.source);
          return Promise.resolve(this);
        }
      },
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('on a first visit keeps the device font and fetches Inter for the next visit only after the page has settled', async () => {
    const root = document.createElement('html');
    loadWebFont(root);
    expect(root.classList.contains(WEB_FONT_CLASS)).toBe(false);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(loads).toEqual([]); // Not while the first screen is still loading.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(loads).toHaveLength(1);
    expect(loads[0]).toMatch(/inter-latin-wght-normal.*\.woff2/);
    expect(localStorage.getItem('lotus.webFont')).toBe('1');
    // This visit does not swap faces under the reader.
    expect(root.classList.contains(WEB_FONT_CLASS)).toBe(false);
  });

  it('uses Inter from the first paint once the browser has it', async () => {
    localStorage.setItem('lotus.webFont', '1');
    const root = document.createElement('html');
    loadWebFont(root);
    expect(root.classList.contains(WEB_FONT_CLASS)).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(loads).toEqual([]);
  });

  it('tries again next visit when the download fails', async () => {
    vi.stubGlobal(
      'FontFace',
      class {
        load() {
          return Promise.reject(new Error('network'));
        }
      },
    );
    loadWebFont(document.createElement('html'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(localStorage.getItem('lotus.webFont')).toBeNull();
  });
});
