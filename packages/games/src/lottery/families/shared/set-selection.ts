import { choose } from '../../combinatorics.ts';
import { LotteryError } from '../../errors.ts';
import { nonEmpty, readBalls, readEntries, splitRows } from '../../slip.ts';
import type { Approach } from '../../types.ts';
import { maskOf, popcount } from './basics.ts';

/**
 * Unordered bets of k distinct balls 1..max (11X5 any-pick and front group, K3 three/two different),
 * written compound (one row, every k of the picks), as typed entries, or banker-drag (every bet holds
 * all bankers plus k - bankers of the drag). Both families read and count these the same way.
 */
export type SetSelection =
  | { kind: 'compound'; mask: number; n: number }
  | { kind: 'entries'; masks: readonly number[] }
  | { kind: 'banker'; banker: number; b: number; drag: number; d: number };

/** Bets in a selection of k-ball sets. */
export function setCount(sel: SetSelection, k: number): number {
  switch (sel.kind) {
    case 'compound':
      return choose(sel.n, k);
    case 'entries':
      return sel.masks.length;
    case 'banker':
      return choose(sel.d, k - sel.b);
  }
}

/** Reads a slip of k-ball sets (the approach already checked); refuses one of no bet. */
export function readSetSelection(balls: string, approach: Approach, k: number, max: number, banker: boolean): SetSelection {
  let sel: SetSelection;
  if (banker) {
    const [bankerRow, dragRow] = splitRows(balls, 2) as [string, string];
    const b = readBalls(bankerRow, 1, max);
    const d = readBalls(dragRow, 1, max);
    // Fewer bankers than k, so every bet takes at least one drag ball; a ball is banker or drag, not both.
    if (b.length >= k) throw new LotteryError('lottery.slip.selection.invalid');
    if (b.some((x) => d.includes(x))) throw new LotteryError('lottery.slip.ball.duplicate');
    sel = { kind: 'banker', banker: maskOf(b), b: b.length, drag: maskOf(d), d: d.length };
  } else if (approach === 2) {
    const seen = new Set<number>();
    for (const entry of readEntries(balls, k, 1, max)) {
      const m = maskOf(entry);
      if (popcount(m) !== k || seen.has(m)) throw new LotteryError('lottery.slip.ball.duplicate');
      seen.add(m);
    }
    sel = { kind: 'entries', masks: [...seen] };
  } else {
    const picked = readBalls(splitRows(balls, 1)[0]!, 1, max);
    sel = { kind: 'compound', mask: maskOf(picked), n: picked.length };
  }
  nonEmpty(setCount(sel, k));
  return sel;
}
