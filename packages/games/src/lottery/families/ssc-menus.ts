import { type WindowCode, windowKindName } from './ssc-names.ts';
import {
  type DigitPlay,
  type GroupRow,
  type Window,
  groupMixedPlay,
  groupSumPlay,
  group3Play,
  patternGroupPlay,
  spanPlay,
  straightPlay,
  straightSumPlay,
  sumTailPlay,
} from './ssc-plays.ts';

/**
 * The play sets of one window, shared by SSC and the LF games: ids are `base` + a fixed offset, codes
 * `<prefix>_<window>_<kind>`, so the same play keeps the same offset in every family.
 */

export interface WindowMenu {
  /** Family code in lower case (`ssc`, `lf3d`). */
  readonly prefix: string;
  /** Digits in the family's draw. */
  readonly size: number;
  readonly code: WindowCode;
  readonly window: Window;
  readonly group: string;
  /** The first play's id less 1. */
  readonly base: number;
}

 
export type AnyDigitPlay<R> = DigitPlay<unknown, R>;

const playBase = (m: WindowMenu, offset: number, kind: Parameters<typeof windowKindName>[1]) => ({
  id: m.base + offset,
  code: `${m.prefix}_${m.code}_${kind}`,
  group: m.group,
  name: windowKindName(m.code, kind),
  size: m.size,
});

const rows = (...spec: [label: string, mult: number, need: number][]): GroupRow[] => spec.map(([label, mult, need]) => ({ label, mult, need }));

/** 3-star window: straight +1, straight sum +2, span +3, 组三 +4, 组六 +5, mixed +6, group sum +7, sum tail +8. */
export function threeStarPlays<R>(m: WindowMenu): AnyDigitPlay<R>[] {
  return [
    straightPlay<R>(playBase(m, 1, 'straight'), m.window),
    straightSumPlay<R>(playBase(m, 2, 'straight_sum'), m.window),
    spanPlay<R>(playBase(m, 3, 'straight_span'), m.window),
    group3Play<R>(playBase(m, 4, 'group3'), m.window),
    patternGroupPlay<R>(playBase(m, 5, 'group6'), m.window, rows(['pick', 1, 3]), true),
    groupMixedPlay<R>(playBase(m, 6, 'group_mixed'), m.window),
    groupSumPlay<R>(playBase(m, 7, 'group_sum'), m.window),
    sumTailPlay<R>(playBase(m, 8, 'sum_tail'), m.window),
  ];
}

/** 2-star window: straight +1, straight sum +2, span +3, group +4, group sum +5. */
export function twoStarPlays<R>(m: WindowMenu): AnyDigitPlay<R>[] {
  return [
    straightPlay<R>(playBase(m, 1, 'straight'), m.window),
    straightSumPlay<R>(playBase(m, 2, 'straight_sum'), m.window),
    spanPlay<R>(playBase(m, 3, 'straight_span'), m.window),
    patternGroupPlay<R>(playBase(m, 4, 'group'), m.window, rows(['pick', 1, 2]), true),
    groupSumPlay<R>(playBase(m, 5, 'group_sum'), m.window),
  ];
}

/** 4-star window: straight +1, 组选24 +2, 组选12 +3, 组选6 +4, 组选4 +5. */
export function fourStarPlays<R>(m: WindowMenu): AnyDigitPlay<R>[] {
  return [
    straightPlay<R>(playBase(m, 1, 'straight'), m.window),
    patternGroupPlay<R>(playBase(m, 2, 'group24'), m.window, rows(['pick', 1, 4]), false),
    patternGroupPlay<R>(playBase(m, 3, 'group12'), m.window, rows(['pair', 2, 1], ['single', 1, 2]), false),
    patternGroupPlay<R>(playBase(m, 4, 'group6'), m.window, rows(['pair', 2, 2]), false),
    patternGroupPlay<R>(playBase(m, 5, 'group4'), m.window, rows(['triple', 3, 1], ['single', 1, 1]), false),
  ];
}

/** 5-star group plays: 组选120 +3, 60 +4, 30 +5, 20 +6, 10 +7, 5 +8 (straight +1 and all-select +2 are the family's). */
export function fiveStarGroupPlays<R>(m: WindowMenu): AnyDigitPlay<R>[] {
  return [
    patternGroupPlay<R>(playBase(m, 3, 'group120'), m.window, rows(['pick', 1, 5]), false),
    patternGroupPlay<R>(playBase(m, 4, 'group60'), m.window, rows(['pair', 2, 1], ['single', 1, 3]), false),
    patternGroupPlay<R>(playBase(m, 5, 'group30'), m.window, rows(['pair', 2, 2], ['single', 1, 1]), false),
    patternGroupPlay<R>(playBase(m, 6, 'group20'), m.window, rows(['triple', 3, 1], ['single', 1, 2]), false),
    patternGroupPlay<R>(playBase(m, 7, 'group10'), m.window, rows(['triple', 3, 1], ['pair', 2, 1]), false),
    patternGroupPlay<R>(playBase(m, 8, 'group5'), m.window, rows(['quad', 4, 1], ['single', 1, 1]), false),
  ];
}

export { playBase };
