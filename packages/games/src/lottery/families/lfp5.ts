import type { Family } from '../types.ts';
import { type LfDraw, type LfRules, lfFamily } from './lf-shared.ts';
import { type AnyDigitPlay, playBase, threeStarPlays, twoStarPlays } from './ssc-menus.ts';
import { PLAY_NAMES, windowKindName } from './ssc-names.ts';
import { type Window, anyPositionPlay, positionPlay, sizeParityPlay, straightPlay } from './ssc-plays.ts';

/**
 * 排列5: five digits 0-9 daily (100,000 equally likely results). Its first three digits are the
 * day's 排列3, so it offers the 3-digit plays on them, plus 5-digit straight and 5-position 定位胆.
 * Play ids by menu group:
 *   101 5-star straight
 *   201-208 front 3 (straight, straight sum, span, 组三, 组六, mixed group, group sum, sum tail)
 *   301-305 front 2, 311-315 back 2 (straight, straight sum, span, group, group sum)
 *   401 position (定位胆, 5 rows)
 *   501-502 front 3 any position (不定位) one and two digits
 *   601-602 big/small/odd/even of front 2 and back 2
 */
const SIZE = 5;
const all5: Window = { key: 'all5', start: 0, length: 5 };
const front3: Window = { key: 'front3', start: 0, length: 3 };
const front2: Window = { key: 'front2', start: 0, length: 2 };
const back2: Window = { key: 'back2', start: 3, length: 2 };
const named = (id: number, code: string, group: string, name: { EN: string; UR: string }) => ({ id, code: `lfp5_${code}`, group, name, size: SIZE });

const plays: AnyDigitPlay<LfRules>[] = [
  straightPlay(playBase({ prefix: 'lfp5', size: SIZE, code: '5star', window: all5, group: '5star', base: 100 }, 1, 'straight'), all5),
  ...threeStarPlays<LfRules>({ prefix: 'lfp5', size: SIZE, code: 'front3', window: front3, group: 'front3', base: 200 }),
  ...twoStarPlays<LfRules>({ prefix: 'lfp5', size: SIZE, code: 'front2', window: front2, group: '2star', base: 300 }),
  ...twoStarPlays<LfRules>({ prefix: 'lfp5', size: SIZE, code: 'back2', window: back2, group: '2star', base: 310 }),
  positionPlay(named(401, 'position', 'position', PLAY_NAMES.position)),
  anyPositionPlay(named(501, 'front3_any1', 'any_position', windowKindName('front3', 'any1')), front3, 1),
  anyPositionPlay(named(502, 'front3_any2', 'any_position', windowKindName('front3', 'any2')), front3, 2),
  sizeParityPlay(named(601, 'front2_size_parity', 'size_parity', windowKindName('front2', 'size_parity')), front2),
  sizeParityPlay(named(602, 'back2_size_parity', 'size_parity', windowKindName('back2', 'size_parity')), back2),
];

export const lfp5Family: Family<LfDraw, LfRules> = lfFamily('LFP5', SIZE, plays);
