import { describe, expect, it } from 'vitest';
import { scrollEdges } from './use-scroll-fades.ts';

describe('scroll fades', () => {
  it('shows more on the side a row can still scroll to, either reading direction', () => {
    const row = (scrollLeft: number) => ({ scrollLeft, scrollWidth: 500, clientWidth: 300 });
    expect(scrollEdges(row(0), false)).toEqual({ left: false, right: true });
    expect(scrollEdges(row(100), false)).toEqual({ left: true, right: true });
    expect(scrollEdges(row(200), false)).toEqual({ left: true, right: false });
    // Right to left: the start is on the right, and scrollLeft runs from 0 down to -200.
    expect(scrollEdges(row(0), true)).toEqual({ left: true, right: false });
    expect(scrollEdges(row(-100), true)).toEqual({ left: true, right: true });
    expect(scrollEdges(row(-200), true)).toEqual({ left: false, right: true });
  });

  it('leaves a row that fits alone', () => {
    expect(scrollEdges({ scrollLeft: 0, scrollWidth: 300, clientWidth: 300 }, false)).toEqual({ left: false, right: false });
    expect(scrollEdges({ scrollLeft: 0, scrollWidth: 301, clientWidth: 300 }, true)).toEqual({ left: false, right: false });
  });
});
