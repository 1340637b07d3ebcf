import { LotteryError } from '../../errors.ts';
import { nonEmpty, readBalls, readEntries, requireApproach, splitRows } from '../../slip.ts';
import type { Approach, Picker, Play, PrizeLevel, Weight } from '../../types.ts';
import { maskOf, pad2, sampleDistinct } from './basics.ts';

/**
 * Ordered straight on distinct balls: the first k places of a draw that never repeats a ball, in order
 * (11X5 前一/前二/前三直选, PK10 猜冠军 / 前二..前五). Compound: one row per place, a bet per tuple of
 * distinct balls; single (k > 1): typed ordered entries. One builder so both families price and settle
 * these alike.
 */

export type StraightSelection = { kind: 'rows'; rows: readonly number[] } | { kind: 'entries'; keys: ReadonlySet<number>; size: number };

export interface OrderedStraightSpec<D> {
  id: number;
  code: string;
  group: string;
  /** Places bet on, from the first. */
  k: number;
  /** Balls are 1..max (11 for 11X5, 10 for PK10). */
  max: number;
  /** Picker row label of place i (0-based), e.g. `ball1`, `rank1`; the first also keys exposure. */
  rowLabel: (place: number) => string;
  /** The balls in draw order. */
  order: (draw: D) => readonly number[];
  /** keys[k]: the first k balls in order as one number, base max + 1 (precomputed on the draw). */
  keys: (draw: D) => readonly number[];
  /** The play's exact space (a projection onto the first k places). */
  space: () => Iterable<readonly [D, Weight]>;
}

/** Tuples taking one ball from each row with no ball twice (the draw never repeats a ball). */
export function distinctTuples(rows: readonly number[], i = 0, used = 0): number {
  if (i === rows.length) return 1;
  let total = 0;
  for (let rest = rows[i]! & ~used; rest; rest &= rest - 1) total += distinctTuples(rows, i + 1, used | (rest & -rest));
  return total;
}

export function orderedStraightPlay<D, R>(o: OrderedStraightSpec<D>): Play<StraightSelection, D, R> {
  const { k, max } = o;
  const balls = Array.from({ length: max }, (_, i) => pad2(i + 1));
  const approaches: readonly Approach[] = k === 1 ? [1] : [1, 2];
  let den = 1;
  for (let i = 0; i < k; i++) den *= max - i;
  const levels: PrizeLevel[] = [{ key: 'win', chance: [1, den] }];
  const picker: Picker = {
    rows: Array.from({ length: k }, (_, i) => ({ label: o.rowLabel(i), balls, min: 1, max })),
    ...(k > 1 ? { entry: { size: k } } : {}),
    quickPicks: true,
  };
  const count = (sel: StraightSelection) => (sel.kind === 'rows' ? distinctTuples(sel.rows) : sel.size);
  return {
    id: o.id,
    code: o.code,
    group: o.group,
    pricing: 'series',
    approaches,
    picker,
    levels: () => levels,
    parse(text, approach) {
      requireApproach(approach, approaches);
      let sel: StraightSelection;
      if (approach === 2) {
        const keys = new Set<number>();
        for (const entry of readEntries(text, k, 1, max)) {
          if (new Set(entry).size !== k) throw new LotteryError('lottery.slip.ball.duplicate');
          keys.add(entry.reduce((key, b) => key * (max + 1) + b, 0));
        }
        sel = { kind: 'entries', keys, size: keys.size };
      } else {
        sel = { kind: 'rows', rows: splitRows(text, k).map((row) => maskOf(readBalls(row, 1, max))) };
      }
      nonEmpty(count(sel));
      return sel;
    },
    count,
    settle(sel, draw) {
      if (sel.kind === 'entries') return { hits: [sel.keys.has(o.keys(draw)[k]!) ? 1 : 0], pushes: 0 };
      const order = o.order(draw);
      for (let i = 0; i < k; i++) if (!(sel.rows[i]! & (1 << order[i]!))) return { hits: [0], pushes: 0 };
      return { hits: [1], pushes: 0 };
    },
    exposure(sel) {
      // The first place alone is a single-number bet (same keys as that family's fixed-position row);
      // longer tuples spread thin.
      if (k !== 1 || sel.kind !== 'rows') return [];
      return balls.filter((_, i) => sel.rows[0]! & (1 << (i + 1))).map((b) => `${o.rowLabel(0)}:${b}`);
    },
    sample(rng) {
      const picked = sampleDistinct(rng, max, k).map(pad2);
      if (k > 1 && rng.int(2) === 1) return { balls: picked.join(' '), approach: 2 };
      return { balls: picked.join('_'), approach: 1 };
    },
    space: o.space,
  };
}
