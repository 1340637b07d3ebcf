import { useCallback, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';

/**
 * A windowed grid over the page's own scroll (no inner scroll box): only the rows within the
 * viewport plus `overscan` viewports above and below are in the DOM, so a list of 10,000 games
 * keeps a few dozen cards mounted. Cells have a known height (item width times `aspect` plus
 * `extraHeight`), so positions are computed, never measured: no layout thrash while scrolling.
 *
 * Written here because no virtualiser is installed; @tanstack/react-virtual (named in
 * architecture.md) can replace the maths of `useVirtualGrid` without changing the view.
 */
export interface VirtualGridOptions {
  /** Cells are at least this wide; the column count follows the container width. */
  minItemWidth: number;
  /** Gap between cells, in px (rows and columns). */
  gap: number;
  /** Fixed height under the square (or `aspect`) part of a cell: the caption. */
  extraHeight: number;
  /** Height / width of the picture part of a cell. */
  aspect?: number;
  maxColumns?: number;
  /** Extra rows kept mounted, as a share of the viewport height on each side (spec preload 1.3). */
  overscan?: number;
}

export interface VirtualGrid {
  /** Callback ref for the grid's outer element. */
  setElement: (element: HTMLDivElement | null) => void;
  columns: number;
  gap: number;
  rowHeight: number;
  /** First and one-past-last index of the cells in the window (before clamping to a list's length). */
  start: number;
  end: number;
}

/** The window for a list of `count` cells: which cells to mount, where, and the list's full height. */
export function gridWindow(grid: VirtualGrid, count: number): { start: number; end: number; offset: number; totalHeight: number } {
  const totalRows = Math.ceil(count / grid.columns);
  const first = Math.min(grid.start / grid.columns, totalRows);
  const stride = grid.rowHeight + grid.gap;
  return {
    start: first * grid.columns,
    end: Math.min(count, grid.end),
    offset: first * stride,
    totalHeight: totalRows > 0 ? totalRows * stride - grid.gap : 0,
  };
}

/** Width used before the grid is in the page (and in test DOMs without layout). */
const fallbackWidth = 960;

export function gridColumns(width: number, minItemWidth: number, gap: number, maxColumns = 12): number {
  return Math.max(2, Math.min(maxColumns, Math.floor((width + gap) / (minItemWidth + gap))));
}

/** A compact string of what the view depends on: React re-renders only when the window of rows changes. */
function windowKey(width: number, top: number, viewport: number, o: Required<VirtualGridOptions>): string {
  const columns = gridColumns(width, o.minItemWidth, o.gap, o.maxColumns);
  const itemWidth = (width - o.gap * (columns - 1)) / columns;
  const rowHeight = itemWidth * o.aspect + o.extraHeight;
  const stride = rowHeight + o.gap;
  const margin = viewport * o.overscan;
  const startRow = Math.max(0, Math.floor((-top - margin) / stride));
  const endRow = Math.max(startRow + 1, Math.ceil((-top + viewport + margin) / stride));
  return `${columns}|${rowHeight.toFixed(2)}|${startRow}|${endRow}`;
}

/**
 * The last measured window, kept outside React: reading layout (`getBoundingClientRect`) inside
 * `getSnapshot` forced a layout on every render while the page was still being built, which cost a
 * phone hundreds of milliseconds on the lobby's first screen. Layout is read only after a scroll, a
 * resize, or a change of the grid's or the page's size, at most once per frame.
 */
class WindowStore {
  private value: string | null = null;
  get(): string | null {
    return this.value;
  }
  /** Keeps `next`; true when it differs from what was kept. */
  set(next: string): boolean {
    if (next === this.value) return false;
    this.value = next;
    return true;
  }
}

export function useVirtualGrid({ minItemWidth, gap, extraHeight, aspect = 1, maxColumns = 12, overscan = 0.3 }: VirtualGridOptions): VirtualGrid {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const [store] = useState(() => new WindowStore());

  const options = useMemo(() => ({ minItemWidth, gap, extraHeight, aspect, maxColumns, overscan }), [minItemWidth, gap, extraHeight, aspect, maxColumns, overscan]);
  const measure = useCallback(
    () => windowKey(element?.clientWidth || fallbackWidth, element ? element.getBoundingClientRect().top : 0, window.innerHeight || 800, options),
    [element, options],
  );

  const subscribe = useCallback(
    (onChange: () => void) => {
      let frame: number | null = null;
      const update = () => {
        frame = null;
        if (store.set(measure())) onChange();
      };
      const schedule = () => {
        frame ??= requestAnimationFrame(update);
      };
      window.addEventListener('scroll', schedule, { passive: true });
      window.addEventListener('resize', schedule);
      // The grid's own width, and the page's height (content above the grid moving it down).
      const resize = typeof ResizeObserver !== 'undefined' ? new ResizeObserver(schedule) : null;
      if (element) resize?.observe(element);
      resize?.observe(document.documentElement);
      // Subscribed after the commit: the page is laid out, so this one read is cheap.
      update();
      return () => {
        if (frame !== null) cancelAnimationFrame(frame);
        window.removeEventListener('scroll', schedule);
        window.removeEventListener('resize', schedule);
        resize?.disconnect();
      };
    },
    [element, measure, store],
  );

  // Until the first measurement: the grid at the fallback width at the top of a screen, no layout read.
  const value = useSyncExternalStore(subscribe, () => store.get() ?? windowKey(fallbackWidth, 0, 800, options), () => `4|240|0|4`);
  const [columns, rowHeight, startRow, endRow] = value.split('|').map(Number) as [number, number, number, number];
  return { setElement, columns, gap, rowHeight, start: startRow * columns, end: endRow * columns };
}

interface VirtualGridViewProps {
  grid: VirtualGrid;
  count: number;
  renderItem: (index: number) => ReactNode;
  getKey: (index: number) => string | number;
  label: string;
  className?: string;
  /** Extra attributes for tests and benchmarks (what the grid shows). */
  data?: Record<`data-${string}`, string | number>;
}

export function VirtualGridView({ grid, count, renderItem, getKey, label, className, data }: VirtualGridViewProps) {
  const { setElement, rowHeight, columns, gap } = grid;
  const { start, end, offset, totalHeight } = gridWindow(grid, count);
  const cells: ReactNode[] = [];
  for (let i = start; i < end; i++) {
    cells.push(
      <div role="listitem" key={getKey(i)} aria-posinset={i + 1} aria-setsize={count} style={{ height: rowHeight }}>
        {renderItem(i)}
      </div>,
    );
  }
  return (
    <div ref={setElement} role="list" aria-label={label} className={className} style={{ position: 'relative', height: totalHeight }} {...data}>
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
          gap,
          transform: `translateY(${offset}px)`,
        }}
      >
        {cells}
      </div>
    </div>
  );
}
