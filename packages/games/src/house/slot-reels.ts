import type { Rng } from './rng.ts';

/** A reel strip: the symbols in order; the reel wraps around from the last back to the first. */
export type Strip = readonly string[];

/** A grid position: reel (column, 0 = leftmost) and row (0 = top). */
export interface Position {
  reel: number;
  row: number;
}

/**
 * One stop per reel, uniform over the strip's length and independent of the other reels, drawn
 * left to right. A stop is the strip index shown on the top row; rows below show the next indices.
 */
export function drawStops(rng: Rng, strips: readonly Strip[]): number[] {
  return strips.map((strip) => rng.int(strip.length));
}

/** The visible symbols, `window[reel][row]`, for the given stops (wrapping around the strip). */
export function windowAt(strips: readonly Strip[], stops: readonly number[], rows: number): string[][] {
  return strips.map((strip, reel) => {
    const column: string[] = [];
    for (let row = 0; row < rows; row++) column.push(strip[(stops[reel]! + row) % strip.length]!);
    return column;
  });
}

/** How many times each symbol appears on a strip, for the rule sheets. */
export function symbolCounts(strip: Strip): Map<string, number> {
  const counts = new Map<string, number>();
  for (const s of strip) counts.set(s, (counts.get(s) ?? 0) + 1);
  return counts;
}

/** Every position in the window showing `symbol`. */
export function positionsOf(window: readonly (readonly string[])[], symbol: string): Position[] {
  const out: Position[] = [];
  window.forEach((column, reel) => column.forEach((s, row) => s === symbol && out.push({ reel, row })));
  return out;
}

/** A window written row by row (as it looks on screen) turned into `window[reel][row]`. */
export function windowFromRows(rows: readonly (readonly string[])[]): string[][] {
  return rows[0]!.map((_, reel) => rows.map((r) => r[reel]!));
}
