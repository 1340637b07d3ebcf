import { formatSlipLine } from '@lotus/games/lottery/slip';
import type { CartLine } from '../stores/cart-store';
import { lineAmount } from './amounts';
import type { ChaseStep } from './chase';

/** A cart's slips and totals, as the betting call wants them. */
export const cartLineAmount = (line: Pick<CartLine, 'count' | 'unit' | 'multiple'>): bigint => lineAmount(line.count, line.unit, line.multiple);

export const cartAmount = (lines: readonly CartLine[]): bigint => lines.reduce((sum, l) => sum + cartLineAmount(l), 0n);

export const cartBets = (lines: readonly CartLine[]): number => lines.reduce((sum, l) => sum + l.count, 0);

/** The slip string (`balls~approach~playId~mode/unit~series~multiple` joined by `;`), with a series for lines that have none yet. */
export function slipString(lines: readonly CartLine[], defaultSeries: number): string {
  return lines
    .map((l) => formatSlipLine({ balls: l.balls, approach: l.approach, playId: l.playId, mode: l.mode, unit: l.unit, series: l.series || defaultSeries, multiple: l.multiple }))
    .join(';');
}

/** A chase multiplies each line's multiple by the step's: no line may pass the mode's most. */
export function chaseFits(lines: readonly CartLine[], steps: readonly ChaseStep[], maxMultiple: (mode: number) => number): boolean {
  const top = Math.max(0, ...steps.map((s) => s.multiple));
  return lines.every((l) => l.multiple * top <= maxMultiple(l.mode));
}
