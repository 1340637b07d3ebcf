import type { Picker } from '../types.ts';
import type { Name } from './ssc-plays.ts';

/**
 * Display names (English and Urdu) of the digit lotteries' windows, play kinds, menu groups and
 * picker rows. Play names are composed as window + kind ("Back 3 Group Sum", "آخری تین گروپ مجموعہ").
 */

export const WINDOW_NAMES = {
  '5star': { EN: '5-Star', UR: 'پانچ ستارہ' },
  front4: { EN: 'Front 4', UR: 'پہلے چار' },
  back4: { EN: 'Back 4', UR: 'آخری چار' },
  '3star': { EN: '3-Star', UR: 'تین ستارہ' },
  front3: { EN: 'Front 3', UR: 'پہلے تین' },
  middle3: { EN: 'Middle 3', UR: 'درمیانی تین' },
  back3: { EN: 'Back 3', UR: 'آخری تین' },
  front2: { EN: 'Front 2', UR: 'پہلے دو' },
  back2: { EN: 'Back 2', UR: 'آخری دو' },
} as const satisfies Record<string, Name>;

export type WindowCode = keyof typeof WINDOW_NAMES;

export const KIND_NAMES = {
  straight: { EN: 'Straight', UR: 'ترتیب وار' },
  all: { EN: 'All-Select', UR: 'مکمل انتخاب' },
  group120: { EN: 'Group 120', UR: 'گروپ 120' },
  group60: { EN: 'Group 60', UR: 'گروپ 60' },
  group30: { EN: 'Group 30', UR: 'گروپ 30' },
  group20: { EN: 'Group 20', UR: 'گروپ 20' },
  group10: { EN: 'Group 10', UR: 'گروپ 10' },
  group5: { EN: 'Group 5', UR: 'گروپ 5' },
  group24: { EN: 'Group 24', UR: 'گروپ 24' },
  group12: { EN: 'Group 12', UR: 'گروپ 12' },
  group6: { EN: 'Group 6', UR: 'گروپ 6' },
  group4: { EN: 'Group 4', UR: 'گروپ 4' },
  group3: { EN: 'Group 3', UR: 'گروپ 3' },
  group: { EN: 'Group', UR: 'گروپ' },
  group_mixed: { EN: 'Mixed Group', UR: 'ملا جلا گروپ' },
  straight_sum: { EN: 'Straight Sum', UR: 'ترتیب وار مجموعہ' },
  straight_span: { EN: 'Straight Span', UR: 'ترتیب وار فاصلہ' },
  group_sum: { EN: 'Group Sum', UR: 'گروپ مجموعہ' },
  sum_tail: { EN: 'Sum Tail', UR: 'مجموعے کا آخری ہندسہ' },
  special: { EN: 'Special (Triple, Run, Pair)', UR: 'خاص (تہرا، سلسلہ، جوڑا)' },
  any1: { EN: 'Any Position, 1 Digit', UR: 'کسی بھی مقام پر ایک ہندسہ' },
  any2: { EN: 'Any Position, 2 Digits', UR: 'کسی بھی مقام پر دو ہندسے' },
  any3: { EN: 'Any Position, 3 Digits', UR: 'کسی بھی مقام پر تین ہندسے' },
  size_parity: { EN: 'Big/Small/Odd/Even', UR: 'بڑا/چھوٹا/طاق/جفت' },
} as const satisfies Record<string, Name>;

export type KindCode = keyof typeof KIND_NAMES;

/** A window's play name: window then kind. */
export const windowKindName = (w: WindowCode, k: KindCode): Name => ({ EN: `${WINDOW_NAMES[w].EN} ${KIND_NAMES[k].EN}`, UR: `${WINDOW_NAMES[w].UR} ${KIND_NAMES[k].UR}` });

/** Names of plays that are not window + kind. */
export const PLAY_NAMES = {
  position: { EN: 'Fixed Position', UR: 'مقررہ مقام' },
  optional2_straight: { EN: 'Any 2 Positions Straight', UR: 'کوئی سے دو مقام ترتیب وار' },
  optional3_straight: { EN: 'Any 3 Positions Straight', UR: 'کوئی سے تین مقام ترتیب وار' },
  optional4_straight: { EN: 'Any 4 Positions Straight', UR: 'کوئی سے چار مقام ترتیب وار' },
  fun_one_sail: { EN: 'Smooth Sailing (digit at least once)', UR: 'بادِ موافق (ہندسہ کم از کم ایک بار)' },
  fun_double_joy: { EN: 'Double Joy (digit at least twice)', UR: 'دوہری خوشی (ہندسہ کم از کم دو بار)' },
  fun_triple_luck: { EN: 'Triple Luck (digit at least 3 times)', UR: 'تہری خوش خبری (ہندسہ کم از کم تین بار)' },
  fun_four_seasons: { EN: 'Four Seasons (digit at least 4 times)', UR: 'چار موسم (ہندسہ کم از کم چار بار)' },
  two_sides_ball: { EN: 'Ball Big/Small/Odd/Even', UR: 'گیند بڑا/چھوٹا/طاق/جفت' },
  two_sides_total: { EN: 'Total Big/Small/Odd/Even', UR: 'کل مجموعہ بڑا/چھوٹا/طاق/جفت' },
  two_sides_dragon_tiger: { EN: 'Dragon/Tiger/Tie', UR: 'اژدہا/شیر/برابر' },
} as const satisfies Record<string, Name>;

export const GROUP_NAMES: Readonly<Record<string, Name>> = {
  ...WINDOW_NAMES,
  '2star': { EN: '2-Star', UR: 'دو ستارہ' },
  position: { EN: 'Fixed Position', UR: 'مقررہ مقام' },
  any_position: { EN: 'Any Position', UR: 'کسی بھی مقام' },
  size_parity: { EN: 'Big/Small/Odd/Even', UR: 'بڑا/چھوٹا/طاق/جفت' },
  optional: { EN: 'Any Positions', UR: 'اختیاری مقامات' },
  fun: { EN: 'Fun', UR: 'تفریحی' },
  two_sides: { EN: 'Two Sides', UR: 'دو رخ' },
};

export const ROW_NAMES: Readonly<Record<string, Name>> = {
  pos1: { EN: '1st digit', UR: 'پہلا ہندسہ' },
  pos2: { EN: '2nd digit', UR: 'دوسرا ہندسہ' },
  pos3: { EN: '3rd digit', UR: 'تیسرا ہندسہ' },
  pos4: { EN: '4th digit', UR: 'چوتھا ہندسہ' },
  pos5: { EN: '5th digit', UR: 'پانچواں ہندسہ' },
  pick: { EN: 'Numbers', UR: 'نمبر' },
  single: { EN: 'Single', UR: 'اکہرا' },
  pair: { EN: 'Double', UR: 'دوہرا' },
  triple: { EN: 'Triple', UR: 'تہرا' },
  quad: { EN: 'Quadruple', UR: 'چوگنا' },
  sum: { EN: 'Sum', UR: 'مجموعہ' },
  span: { EN: 'Span', UR: 'فاصلہ' },
  tail: { EN: 'Sum tail', UR: 'مجموعے کا آخری ہندسہ' },
  pattern: { EN: 'Pattern', UR: 'شکل' },
  total: { EN: 'Total', UR: 'کل مجموعہ' },
  dragon_tiger: { EN: 'Ball 1 vs ball 5', UR: 'پہلی گیند بمقابلہ پانچویں گیند' },
};

/** Every name a family's play menu needs: play codes, group codes and `row:<label>` keys. */
export function familyNames(plays: readonly { code: string; group: string; name: Name; picker: Picker }[]): Record<string, Name> {
  const names: Record<string, Name> = {};
  const need = (table: Readonly<Record<string, Name>>, key: string, as: string) => {
    const name = table[key];
    if (!name) throw new Error(`no display name for ${as}`);
    names[as] = name;
  };
  for (const play of plays) {
    names[play.code] = play.name;
    need(GROUP_NAMES, play.group, play.group);
    for (const row of play.picker.rows) need(ROW_NAMES, row.label, `row:${row.label}`);
  }
  return names;
}
