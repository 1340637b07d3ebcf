import type { Family } from '../types.ts';
import { type DigitDraw, drawDigits, formatDigitDraw, fullSpace, parseDigitDraw } from './ssc-draw.ts';
import { type AnyDigitPlay, threeStarPlays, twoStarPlays } from './ssc-menus.ts';
import { PLAY_NAMES, familyNames, windowKindName } from './ssc-names.ts';
import { type Window, anyPositionPlay, positionPlay, sizeParityPlay } from './ssc-plays.ts';

/**
 * The daily digit lotteries (LF): 福彩3D and 排列3 draw three digits, 排列5 five, each digit uniform
 * 0-9. They offer SSC's three-digit plays (built by the same code, so they settle alike); the games
 * have no rule choices. Rule sheets: docs/lottery/lf3d.md, lfp3.md, lfp5.md.
 */

export type LfDraw = DigitDraw;

/** No rule choices in the LF games (kept as a type so the families fit the common shape). */
export type LfRules = Readonly<Record<string, never>>;

export const lfDefaultRules: LfRules = {};

/** A family's common parts from its code, draw size and plays. */
export function lfFamily(code: string, size: number, plays: AnyDigitPlay<LfRules>[]): Family<LfDraw, LfRules> {
  return {
    code,
    names: familyNames(plays),
    defaultRules: lfDefaultRules,
    plays,
    draw: (rng) => drawDigits(rng, size),
    parseDraw: (text) => parseDigitDraw(text, size),
    formatDraw: formatDigitDraw,
    positions: (draw) => [...draw.digits],
    space: () => fullSpace(size),
  };
}

/**
 * The plays of a 3-digit game (3D, P3), ids by menu group:
 *   101-108 3-star (straight, straight sum, span, 组三, 组六, mixed group, group sum, sum tail)
 *   201-205 front 2, 211-215 back 2 (straight, straight sum, span, group, group sum)
 *   301 position (定位胆, 3 rows)
 *   401-402 any position (不定位) one and two digits
 *   501-502 big/small/odd/even of front 2 and back 2
 */
export function threeDigitPlays(prefix: string): AnyDigitPlay<LfRules>[] {
  const size = 3;
  const all3: Window = { key: '3star', start: 0, length: 3 };
  const front2: Window = { key: 'front2', start: 0, length: 2 };
  const back2: Window = { key: 'back2', start: 1, length: 2 };
  const named = (id: number, code: string, group: string, name: { EN: string; UR: string }) => ({ id, code: `${prefix}_${code}`, group, name, size });
  return [
    ...threeStarPlays<LfRules>({ prefix, size, code: '3star', window: all3, group: '3star', base: 100 }),
    ...twoStarPlays<LfRules>({ prefix, size, code: 'front2', window: front2, group: '2star', base: 200 }),
    ...twoStarPlays<LfRules>({ prefix, size, code: 'back2', window: back2, group: '2star', base: 210 }),
    positionPlay(named(301, 'position', 'position', PLAY_NAMES.position)),
    anyPositionPlay(named(401, '3star_any1', 'any_position', windowKindName('3star', 'any1')), all3, 1),
    anyPositionPlay(named(402, '3star_any2', 'any_position', windowKindName('3star', 'any2')), all3, 2),
    sizeParityPlay(named(501, 'front2_size_parity', 'size_parity', windowKindName('front2', 'size_parity')), front2),
    sizeParityPlay(named(502, 'back2_size_parity', 'size_parity', windowKindName('back2', 'size_parity')), back2),
  ];
}
