import { useCallback, useState, useSyncExternalStore, type ReactNode } from 'react';

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

export function useVirtualGrid({ minItemWidth, gap, extraHeight, aspect = 1, maxColumns = 12, overscan = 0.3 }: VirtualGridOptions): VirtualGrid {
  const [element, setElement] = useState<HTMLDivElement | null>(null);

  const subscribe = useCallback(
    (onChange: () => void) => {
      window.addEventListener('scroll', onChange, { passive: true });
      window.addEventListener('resize', onChange);
      const resize = typeof ResizeObserver !== 'undefined' && element ? new ResizeObserver(onChange) : null;
      if (element) resize?.observe(element);
      return () => {
        window.removeEventListener('scroll', onChange);
        window.removeEventListener('resize', onChange);
        resize?.disconnect();
      };
    },
    [element],
  );

  // A compact string of what the view depends on: React re-renders only when the window of rows changes.
  const snapshot = useCallback(() => {
    const width = element?.clientWidth || fallbackWidth;
    const columns = gridColumns(width, minItemWidth, gap, maxColumns);
    const itemWidth = (width - gap * (columns - 1)) / columns;
    const rowHeight = itemWidth * aspect + extraHeight;
    const stride = rowHeight + gap;
    const top = element ? element.getBoundingClientRect().top : 0;
    const viewport = window.innerHeight || 800;
    const margin = viewport * overscan;
    const startRow = Math.max(0, Math.floor((-top - margin) / stride));
    const endRow = Math.max(startRow + 1, Math.ceil((-top + viewport + margin) / stride));
    return `${columns}|${rowHeight.toFixed(2)}|${startRow}|${endRow}`;
  }, [element, minItemWidth, gap, extraHeight, aspect, maxColumns, overscan]);

  const value = useSyncExternalStore(subscribe, snapshot, () => `4|240|0|4`);
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
