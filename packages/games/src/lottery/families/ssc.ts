import type { Family } from '../types.ts';
import { type DigitDraw, digitDraw, drawDigits, formatDigitDraw, fullSpace, parseDigitDraw } from './ssc-draw.ts';
import { type AnyDigitPlay, type WindowMenu, fiveStarGroupPlays, fourStarPlays, playBase, threeStarPlays, twoStarPlays } from './ssc-menus.ts';
import { PLAY_NAMES, type WindowCode, familyNames, windowKindName as kindName } from './ssc-names.ts';
import {
  type Name,
  type Window,
  allSelectPlay,
  anyPositionPlay,
  atLeastPlay,
  ballSidesPlay,
  dragonTigerPlay,
  optionalStraightPlay,
  positionPlay,
  sizeParityPlay,
  specialPlay,
  straightPlay,
  totalSidesPlay,
} from './ssc-plays.ts';

/**
 * 时时彩 (SSC): five digits 0-9, each drawn uniformly (100,000 equally likely results), read as
 * positions 1-5 (万 千 百 十 个). Rule sheet: docs/lottery/ssc.md. Play ids by menu group:
 *   101-108 5-star (straight, all-select, 组选120/60/30/20/10/5)
 *   201-205 front 4, 211-215 back 4 (straight, 组选24/12/6/4)
 *   301-309 front 3, 311-319 middle 3, 321-329 back 3 (straight, straight sum, span, 组三, 组六,
 *           mixed group, group sum, sum tail, special)
 *   401-405 front 2, 411-415 back 2 (straight, straight sum, span, group, group sum)
 *   501 position (定位胆)
 *   601-612 any position (不定位): front/middle/back 3 one and two digits, front/back 4 one and two,
 *           5-star two and three
 *   701-702 big/small/odd/even of front 2 and back 2
 *   801-803 any 2/3/4 positions straight (任选)
 *   901-904 fun: a digit at least 1/2/3/4 times
 *   1001-1003 two sides: ball, total, dragon/tiger/tie
 */

export type SscDraw = DigitDraw;

export interface SscRules {
  /** A tie of ball 1 and ball 5 refunds dragon and tiger bets (true) or loses them (false). */
  dragonTigerTiePush: boolean;
  /** The 3-star special counts 8,9,0 and 9,0,1 as runs (0 follows 9). */
  runWraps: boolean;
}

export const sscDefaultRules: SscRules = { dragonTigerTiePush: true, runWraps: true };

const SIZE = 5;

const windows = {
  all5: { key: 'all5', start: 0, length: 5 },
  front4: { key: 'front4', start: 0, length: 4 },
  back4: { key: 'back4', start: 1, length: 4 },
  front3: { key: 'front3', start: 0, length: 3 },
  middle3: { key: 'middle3', start: 1, length: 3 },
  back3: { key: 'back3', start: 2, length: 3 },
  front2: { key: 'front2', start: 0, length: 2 },
  back2: { key: 'back2', start: 3, length: 2 },
} as const satisfies Record<string, Window>;

const menu = (code: WindowMenu['code'], window: Window, group: string, base: number): WindowMenu => ({ prefix: 'ssc', size: SIZE, code, window, group, base });
const named = (id: number, code: string, group: string, name: Name) => ({ id, code: `ssc_${code}`, group, name, size: SIZE });

function sscPlays(): AnyDigitPlay<SscRules>[] {
  const five = menu('5star', windows.all5, '5star', 100);
  const plays: AnyDigitPlay<SscRules>[] = [
    straightPlay(playBase(five, 1, 'straight'), windows.all5),
    allSelectPlay(playBase(five, 2, 'all')),
    ...fiveStarGroupPlays(five),
    ...fourStarPlays(menu('front4', windows.front4, 'front4', 200)),
    ...fourStarPlays(menu('back4', windows.back4, 'back4', 210)),
  ];
  for (const [code, base] of [
    ['front3', 300],
    ['middle3', 310],
    ['back3', 320],
  ] as const) {
    const m = menu(code, windows[code], code, base);
    plays.push(...threeStarPlays<SscRules>(m), specialPlay<SscRules>(playBase(m, 9, 'special'), windows[code]));
  }
  plays.push(...twoStarPlays(menu('front2', windows.front2, '2star', 400)), ...twoStarPlays(menu('back2', windows.back2, '2star', 410)));
  plays.push(positionPlay(named(501, 'position', 'position', PLAY_NAMES.position)));
  const anyPosition: [keyof typeof windows & WindowCode, number][] = [
    ['front3', 1],
    ['front3', 2],
    ['middle3', 1],
    ['middle3', 2],
    ['back3', 1],
    ['back3', 2],
    ['front4', 1],
    ['front4', 2],
    ['back4', 1],
    ['back4', 2],
  ];
  anyPosition.forEach(([w, k], i) => plays.push(anyPositionPlay(named(601 + i, `${w}_any${k}`, 'any_position', anyName(w, k)), windows[w], k)));
  plays.push(
    anyPositionPlay(named(611, '5star_any2', 'any_position', anyName('5star', 2)), windows.all5, 2),
    anyPositionPlay(named(612, '5star_any3', 'any_position', anyName('5star', 3)), windows.all5, 3),
    sizeParityPlay(named(701, 'front2_size_parity', 'size_parity', kindName('front2', 'size_parity')), windows.front2),
    sizeParityPlay(named(702, 'back2_size_parity', 'size_parity', kindName('back2', 'size_parity')), windows.back2),
    optionalStraightPlay(named(801, 'optional2_straight', 'optional', PLAY_NAMES.optional2_straight), 2),
    optionalStraightPlay(named(802, 'optional3_straight', 'optional', PLAY_NAMES.optional3_straight), 3),
    optionalStraightPlay(named(803, 'optional4_straight', 'optional', PLAY_NAMES.optional4_straight), 4),
    atLeastPlay(named(901, 'fun_one_sail', 'fun', PLAY_NAMES.fun_one_sail), 1),
    atLeastPlay(named(902, 'fun_double_joy', 'fun', PLAY_NAMES.fun_double_joy), 2),
    atLeastPlay(named(903, 'fun_triple_luck', 'fun', PLAY_NAMES.fun_triple_luck), 3),
    atLeastPlay(named(904, 'fun_four_seasons', 'fun', PLAY_NAMES.fun_four_seasons), 4),
    ballSidesPlay(named(1001, 'two_sides_ball', 'two_sides', PLAY_NAMES.two_sides_ball)),
    totalSidesPlay(named(1002, 'two_sides_total', 'two_sides', PLAY_NAMES.two_sides_total)),
    dragonTigerPlay(named(1003, 'two_sides_dragon_tiger', 'two_sides', PLAY_NAMES.two_sides_dragon_tiger)),
  );
  return plays;
}

const anyName = (w: WindowCode, k: number): Name => kindName(w, k === 1 ? 'any1' : k === 2 ? 'any2' : 'any3');

const plays = sscPlays();

export const sscFamily: Family<SscDraw, SscRules> = {
  code: 'SSC',
  names: familyNames(plays),
  defaultRules: sscDefaultRules,
  plays,
  draw: (rng) => drawDigits(rng, SIZE),
  parseDraw: (text) => parseDigitDraw(text, SIZE),
  formatDraw: formatDigitDraw,
  positions: (draw) => [...draw.digits],
  space: () => fullSpace(SIZE),
};

/** An SSC draw from five digits 0-9 (the CHAIN family maps a hash onto one); refuses anything else. */
export function sscDrawFromDigits(digits: readonly number[]): SscDraw {
  return digitDraw(digits, SIZE);
}
