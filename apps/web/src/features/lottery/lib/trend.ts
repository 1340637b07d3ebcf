/**
 * The trend chart's (走势图) figures for one position: per issue, oldest first, the ball drawn and
 * every ball's omission (issues since it last came up, counted within the window, as the chart shows).
 */
export interface TrendRow {
  numero: string;
  ball: number | null;
  /** Omission of each ball after this issue (0 for the ball drawn). */
  omission: number[];
}

export function trendRows(draws: readonly { numero: string; positions: readonly number[] }[], position: number, balls: readonly number[]): TrendRow[] {
  const oldestFirst = [...draws].reverse();
  const miss = balls.map(() => 0);
  return oldestFirst.map((d) => {
    const ball = d.positions[position] ?? null;
    balls.forEach((b, i) => {
      miss[i] = b === ball ? 0 : miss[i]! + 1;
    });
    return { numero: d.numero, ball, omission: [...miss] };
  });
}

/** The ball values of a family's positions (what the hot/gap call uses when it has no data yet). */
export function ballRange(family: string): number[] {
  const span = (lo: number, hi: number) => Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
  if (family === '11X5') return span(1, 11);
  if (family.endsWith('PK10')) return span(1, 10);
  if (family.endsWith('K3')) return span(1, 6);
  if (family === 'LHC') return span(1, 49);
  return span(0, 9);
}
