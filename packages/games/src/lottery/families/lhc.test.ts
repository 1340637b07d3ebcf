import { describe, expect, it } from 'vitest';
import { FastRng } from '../../house/fast-rng.ts';
import { LotteryError } from '../errors.ts';
import { familyProblems } from '../family-checks.ts';
import { relativeSpace, zodiacSpace } from './lhc-draw.ts';
import { lhcFamily, lhcZodiacOf, zodiacNumbers, ZODIACS, type LhcRules } from './lhc.ts';
import { wireExamples } from './test-support.ts';

/*
 * Prizes below are for a 2-unit bet (stake 20000n in 1/10,000 units) at series 1980 (RTP 0.99):
 *   prize = floor(20000 x (0.99 - push) x share / chance)
 */

const DEFAULT = lhcFamily.defaultRules;
// The draw most examples use: regular 01..06 in that order, special 07.
const DRAW = '01,02,03,04,05,06+07';

const examples = wireExamples(lhcFamily, DEFAULT);
const { play, refused } = examples;
// Every example here is a compound slip (approach 1), priced under the given rules.
const bet = (code: string, balls: string, drawText: string, rules: LhcRules = DEFAULT) => examples.bet(code, balls, drawText, 1, rules);

describe('LHC draws', () => {
  it('reads and writes the wire format: six regular numbers in draw order, + the special', () => {
    const d = lhcFamily.parseDraw('42,03,19,11,35,27+08');
    expect(d.regular).toEqual([42, 3, 19, 11, 35, 27]);
    expect(d.special).toBe(8);
    expect(lhcFamily.formatDraw(d)).toBe('42,03,19,11,35,27+08');
    expect(lhcFamily.positions(d)).toEqual([42, 3, 19, 11, 35, 27, 8]);
  });

  it('refuses anything else', () => {
    for (const text of ['01,02,03,04,05,06+06', '01,02,03,04,05+07', '1,2,3,4,5,6+7', '01,02,03,04,05,50+07', '00,02,03,04,05,06+07', '01,02,03,04,05,06,07', ' 01,02,03,04,05,06+07']) {
      expect(() => lhcFamily.parseDraw(text), text).toThrow(LotteryError);
    }
  });

  it('draws seven distinct numbers uniformly', () => {
    const rng = new FastRng(7);
    const specials = new Array<number>(50).fill(0);
    for (let i = 0; i < 49_000; i++) {
      const d = lhcFamily.draw(rng);
      expect(new Set([...d.regular, d.special]).size).toBe(7);
      specials[d.special]!++;
    }
    // 1,000 expected each; 6 standard deviations is about 190.
    for (let n = 1; n <= 49; n++) expect(Math.abs(specials[n]! - 1000)).toBeLessThan(190);
  });

  it('maps numbers to zodiacs by the year: 2026 Horse and 2024 Dragon charts', () => {
    const horse = zodiacNumbers('horse');
    expect(horse[ZODIACS.indexOf('horse')]).toEqual([1, 13, 25, 37, 49]);
    expect(horse[ZODIACS.indexOf('snake')]).toEqual([2, 14, 26, 38]);
    expect(horse[ZODIACS.indexOf('goat')]).toEqual([12, 24, 36, 48]);
    expect(horse[ZODIACS.indexOf('rat')]).toEqual([7, 19, 31, 43]);
    const dragon = zodiacNumbers('dragon');
    expect(dragon[ZODIACS.indexOf('dragon')]).toEqual([1, 13, 25, 37, 49]);
    expect(dragon[ZODIACS.indexOf('rabbit')]).toEqual([2, 14, 26, 38]);
    expect(dragon[ZODIACS.indexOf('snake')]).toEqual([12, 24, 36, 48]);
    expect(ZODIACS[lhcZodiacOf(5, 'dragon')]).toBe('rat');
  });

  it('projection spaces weigh up to the whole draw space', () => {
    const total = (it: Iterable<readonly [unknown, number | bigint]>) => [...it].reduce((s, [, w]) => s + BigInt(w), 0n);
    // C(49,6) x 43 (regular set, special) and C(49,7).
    for (const k of [2, 3, 5, 12]) expect(total(relativeSpace(k))).toBe(13_983_816n * 43n);
    expect(total(zodiacSpace(DEFAULT))).toBe(85_900_584n);
  });
});

describe('LHC plays, hand-worked', () => {
  it('special number: 1/49', () => {
    // 07 and 08 are two bets; the special is 07. Prize 20000 x 0.99 x 49 = 970200.
    expect(bet('lhc_special_number', '07,08', DRAW)).toEqual({ count: 2, hits: [1], pushes: 0, paid: 970200n });
    expect(bet('lhc_special_number', '01', DRAW).paid).toBe(0n);
  });

  it('special two sides: 24/49 each side, 49 refunds', () => {
    // Special 37: big (>= 25) and odd both win. Prize 20000 x (0.99 - 1/49) x 49/24 = 39591.67 -> 39591 each.
    const r = bet('lhc_special_two_sides', 'big,odd,small,tailbig,sumodd', '01,02,03,04,05,06+37');
    expect(r.count).toBe(5);
    // 37: tail 7 is big, digit sum 10 is even: big, odd, tailbig win; small, sumodd lose.
    expect(r.hits).toEqual([1, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0]);
    expect(r.paid).toBe(3n * 39591n);
    // Combos are 12/49: 20000 x (0.99 - 1/49) x 49/12 = 79183.33 -> 79183.
    expect(bet('lhc_special_two_sides', 'bigodd', '01,02,03,04,05,06+37').paid).toBe(79183n);
    // Digit-sum big is 7 or more: 16 -> 7. Tail small: 16 -> 6 is not.
    expect(bet('lhc_special_two_sides', 'sumbig,tailsmall,sumsmall', '01,02,03,04,05,06+16').paid).toBe(39591n);
    // 49 refunds every side bet.
    expect(bet('lhc_special_two_sides', 'big,small,even', '01,02,03,04,05,06+49')).toEqual({ count: 3, hits: new Array(14).fill(0), pushes: 3, paid: 60000n });
  });

  it('special colour: red 17/49, blue and green 16/49', () => {
    // 07 is red: 20000 x 0.99 x 49/17 = 57070.59 -> 57070.
    expect(bet('lhc_special_colour', 'red,green', DRAW)).toEqual({ count: 2, hits: [1, 0, 0], pushes: 0, paid: 57070n });
    // 03 is blue: 20000 x 0.99 x 49/16 = 60637.5 -> 60637.
    expect(bet('lhc_special_colour', 'blue', '01,02,07,04,05,06+03').paid).toBe(60637n);
  });

  it('special zodiac: the year zodiac 5/49, the others 4/49', () => {
    // 2026 Horse: 25 is horse (the year's): 20000 x 0.99 x 49/5 = 194040.
    expect(bet('lhc_special_zodiac', 'horse,rat', '01,02,03,04,05,06+25')).toEqual({ count: 2, hits: [1, 0], pushes: 0, paid: 194040n });
    // 07 is rat in 2026: 20000 x 0.99 x 49/4 = 242550.
    expect(bet('lhc_special_zodiac', 'horse,rat', DRAW)).toEqual({ count: 2, hits: [0, 1], pushes: 0, paid: 242550n });
    // In a Dragon year 07 is the dog, 25 the dragon (the year's).
    const dragon: LhcRules = { yearZodiac: 'dragon' };
    expect(bet('lhc_special_zodiac', 'dog', DRAW, dragon).paid).toBe(242550n);
    expect(bet('lhc_special_zodiac', 'dragon', '01,02,03,04,05,06+25', dragon).paid).toBe(194040n);
  });

  it('regular number: 6/49, the special does not count', () => {
    // 05 and 06 are regular, 07 is the special: 2 hits of 20000 x 0.99 x 49/6 = 161700.
    expect(bet('lhc_regular_number', '05,06,07', DRAW)).toEqual({ count: 3, hits: [2], pushes: 0, paid: 323400n });
  });

  it('regular position number: 1/49 per position, in draw order', () => {
    // Position 1 is 01 and position 2 is 02: 2 hits of 970200. 03 in row 1 is a third bet, losing.
    expect(bet('lhc_position_number', '01,03_02____', DRAW)).toEqual({ count: 3, hits: [2], pushes: 0, paid: 1940400n });
    // Draw order matters: 02 drawn first.
    expect(bet('lhc_position_number', '01_____', '02,01,03,04,05,06+07').hits).toEqual([0]);
  });

  it('regular position two sides: 24/49 with 49 refunded, colours 17 or 16 of 49', () => {
    // Row 1 big on 30 wins (39591), row 3 odd on 03 wins (39591), row 6 even on 49 refunds (20000),
    // row 4 green on 04 (blue) loses.
    const r = bet('lhc_position_two_sides', 'big__odd_green__even', '30,02,03,04,05,49+07');
    expect(r.count).toBe(4);
    expect(r.pushes).toBe(1);
    expect(r.paid).toBe(39591n + 39591n + 20000n);
    // Red on a red number: 20000 x 0.99 x 49/17 = 57070.
    expect(bet('lhc_position_two_sides', '_red____', DRAW).paid).toBe(57070n);
  });

  it('one zodiac among all seven', () => {
    // 2026: 01 is horse (the year's, 5 numbers), 07 (the special) is rat; 12 (goat) is not drawn.
    // Horse: P = 1 - C(44,7)/C(49,7) = 12574/22701, prize 20000 x 0.99 x 22701/12574 = 35746.
    // Rat: P = 1 - C(45,7)/C(49,7) = 7139/15134, prize 20000 x 0.99 x 15134/7139 = 41974.
    expect(bet('lhc_zodiac_any', 'horse,rat,goat', DRAW)).toEqual({ count: 3, hits: [1, 1], pushes: 0, paid: 35746n + 41974n });
  });

  it('linked zodiacs 2 to 5', () => {
    // 2026 chart for the draw: 01 horse, 02 snake, 03 dragon, 04 rabbit, 05 tiger, 06 ox, 07 rat.
    // Two-linked on horse, rat, ox, goat: 6 bets; horse-rat and horse-ox win with the year zodiac,
    // rat-ox without it; pairs with goat lose.
    // Year: P(horse and one 4-number zodiac among 7) = 744427/3067878 -> 20000 x 0.99 / P = 81598.
    // Other: P(two 4-number zodiacs) = 209801/1022626 -> 96510.
    expect(bet('lhc_zodiac_link2', 'horse,rat,ox,goat', DRAW)).toEqual({ count: 6, hits: [2, 1], pushes: 0, paid: 2n * 81598n + 96510n });
    // Three-linked: year 2060539/21475146 -> 206357; other 288003/3579191 -> 246066.
    expect(bet('lhc_zodiac_link3', 'horse,rat,ox', DRAW).paid).toBe(206357n);
    expect(bet('lhc_zodiac_link3', 'snake,rat,ox', DRAW).paid).toBe(246066n);
    // Four-linked: year 355625/10737573 -> 597831; other 98496/3579191 -> 719501.
    expect(bet('lhc_zodiac_link4', 'horse,rat,ox,tiger', DRAW).paid).toBe(597831n);
    expect(bet('lhc_zodiac_link4', 'goat,rat,ox,tiger', DRAW).paid).toBe(0n);
    // Five-linked: year 14480/1533939 -> 2097513; other 3968/511313 -> 2551410.
    expect(bet('lhc_zodiac_link5', 'horse,rat,ox,tiger,rabbit', DRAW).paid).toBe(2097513n);
    expect(bet('lhc_zodiac_link5', 'snake,rat,ox,tiger,rabbit', DRAW).paid).toBe(2551410n);
    expect(bet('lhc_zodiac_link5', 'snake,rat,ox,tiger,rabbit,horse', DRAW)).toMatchObject({ count: 6, hits: [5, 1] });
  });

  it('three of three (三全中): C(6,3)/C(49,3) = 5/4606', () => {
    // 4 numbers make C(4,3) = 4 bets; only 01,02,03 are all regular. 20000 x 0.99 x 4606/5 = 18239760.
    expect(bet('lhc_link_3all', '01,02,03,10', DRAW)).toEqual({ count: 4, hits: [1], pushes: 0, paid: 18239760n });
    // Banker 01 with drag 02,03,10: C(3,2) = 3 bets, 01-02-03 wins.
    expect(bet('lhc_link_3all_banker', '01_02,03,10', DRAW)).toEqual({ count: 3, hits: [1], pushes: 0, paid: 18239760n });
    // Two bankers with one drag: one bet. The special (07) is not a regular number.
    expect(bet('lhc_link_3all_banker', '01,02_07', DRAW)).toEqual({ count: 1, hits: [0], pushes: 0, paid: 0n });
  });

  it('three hit two (三中二): hit 3 at 20/18424, hit 2 at 645/18424, paid 5 to 1', () => {
    // Shares: 20x5 : 645x1 -> hit3 20/149, hit2 129/149.
    // hit3: 20000 x 0.99 x (20/149) x 18424/20 = 2448289.9 -> 2448289.
    // hit2: 20000 x 0.99 x (129/149) x 18424/645 = 489657.9 -> 489657.
    // 01,02 regular, 07 special, 10 not drawn: 01-02-07 and 01-02-10 hit 2 (the special counts as a miss).
    expect(bet('lhc_link_3of2', '01,02,07,10', DRAW)).toEqual({ count: 4, hits: [0, 2], pushes: 0, paid: 2n * 489657n });
    // Bankers 01,02 with drag 03,10: 01-02-03 hits 3, 01-02-10 hits 2.
    expect(bet('lhc_link_3of2_banker', '01,02_03,10', DRAW)).toEqual({ count: 2, hits: [1, 1], pushes: 0, paid: 2448289n + 489657n });
    // Banker 10 (not drawn) with 01,02,03: the three bets hold two regular numbers each.
    expect(bet('lhc_link_3of2_banker', '10_01,02,03', DRAW).hits).toEqual([0, 3]);
  });

  it('two of two (二全中): C(6,2)/C(49,2) = 5/392', () => {
    // 01-02 wins of 3 bets: 20000 x 0.99 x 392/5 = 1552320.
    expect(bet('lhc_link_2all', '01,02,10', DRAW)).toEqual({ count: 3, hits: [1], pushes: 0, paid: 1552320n });
    expect(bet('lhc_link_2all_banker', '01_02,03,10', DRAW)).toEqual({ count: 3, hits: [2], pushes: 0, paid: 2n * 1552320n });
  });

  it('two hit special (二中特): hit 2 at 15/1176, hit special at 6/1176, paid 5 to 3', () => {
    // Shares 15x5 : 6x3 -> 25/31 and 6/31.
    // hit2: 20000 x 0.99 x (25/31) x 1176/15 = 1251870.9 -> 1251870.
    // hitspecial: 20000 x 0.99 x (6/31) x 1176/6 = 751122.5 -> 751122.
    // 01-02 both regular; 01-07 and 02-07 are one regular and the special.
    expect(bet('lhc_link_2special', '01,02,07', DRAW)).toEqual({ count: 3, hits: [1, 2], pushes: 0, paid: 1251870n + 2n * 751122n });
    // Banker 07 (the special) with drag 01,10: 07-01 hits special, 07-10 loses.
    expect(bet('lhc_link_2special_banker', '07_01,10', DRAW)).toEqual({ count: 2, hits: [0, 1], pushes: 0, paid: 751122n });
  });

  it('special pair (特串): one regular and the special, 6/1176', () => {
    // 01-07 wins; 01-10 and 07-10 lose. 20000 x 0.99 x 196 = 3880800.
    expect(bet('lhc_link_special_pair', '01,07,10', DRAW)).toEqual({ count: 3, hits: [1], pushes: 0, paid: 3880800n });
    // Banker 07 with 01, 02, 10: 07-01 and 07-02 win.
    expect(bet('lhc_link_special_pair_banker', '07_01,02,10', DRAW)).toEqual({ count: 3, hits: [2], pushes: 0, paid: 2n * 3880800n });
    // Two regular numbers are not a special pair.
    expect(bet('lhc_link_special_pair', '01,02', DRAW).hits).toEqual([0]);
  });

  it('not in (自选不中) 5 to 12: none of the k numbers among all seven, C(49-k,7)/C(49,7)', () => {
    // prize = floor(20000 x 0.99 / P).
    const table: [number, number][] = [
      [5, 44384], // P = 10127/22701
      [6, 52781], // 374699/998844
      [7, 63044], // 1124097/3579191
      [8, 75653], // 1873495/7158382
      [9, 91228], // 776815/3579191
      [10, 110580], // 466089/2603048
      [11, 134769], // 47804/325381
      [12, 165201], // 38998/325381
    ];
    for (const [k, prize] of table) {
      // k+1 numbers, one of them 07 (the special, drawn): C(k+1,k) = k+1 bets, the one without 07 wins.
      const picks = ['07', ...Array.from({ length: k }, (_, i) => String(20 + i))].join(',');
      expect(bet(`lhc_not_in${k}`, picks, DRAW), `not in ${k}`).toEqual({ count: k + 1, hits: [1], pushes: 0, paid: BigInt(prize) });
    }
    // Two drawn numbers among 5 + 2: C(7,5) = 21 bets, only the 5 undrawn ones win.
    expect(bet('lhc_not_in5', '01,07,20,21,22,23,24', DRAW)).toMatchObject({ count: 21, hits: [1] });
  });
});

describe('LHC family checks', () => {
  it('passes the family checks with the default rules (2026 Horse)', () => {
    expect(familyProblems(lhcFamily, { samples: 3 })).toEqual([]);
  });

  it('passes them in another year (Dragon)', () => {
    expect(familyProblems(lhcFamily, { samples: 3, rules: { yearZodiac: 'dragon' }, seed: 5 })).toEqual([]);
  });

  it('names every play, group and row in English and Urdu', () => {
    const keys = new Set(lhcFamily.plays.flatMap((p) => [p.code, p.group, ...p.picker.rows.map((r) => `row:${r.label}`)]));
    for (const key of keys) {
      expect(lhcFamily.names[key]?.EN, key).toBeTruthy();
      expect(lhcFamily.names[key]?.UR, key).toMatch(/[\u0600-\u06ff]/);
    }
    for (const p of lhcFamily.plays) {
      expect(p.code).toMatch(/^lhc(_[a-z0-9]+)+$/);
      expect(p.group).toMatch(/^[a-z0-9]+(_[a-z0-9]+)*$/);
    }
  });

  it('counts the exposure of single-number bets', () => {
    expect(play('lhc_special_number').exposure(play('lhc_special_number').parse('07,49', 1, DEFAULT), DEFAULT)).toEqual(['07', '49']);
    expect(play('lhc_regular_number').exposure(play('lhc_regular_number').parse('7', 1, DEFAULT), DEFAULT)).toEqual(['07']);
    const pos = play('lhc_position_number');
    expect(pos.exposure(pos.parse('_01,02____', 1, DEFAULT), DEFAULT)).toEqual(['pos2:01', 'pos2:02']);
    expect(play('lhc_link_3all').exposure(play('lhc_link_3all').parse('01,02,03', 1, DEFAULT), DEFAULT)).toEqual([]);
  });
});

describe('LHC slips refused', () => {
  it.each([
    ['lhc_special_number', '50', 'lottery.slip.ball.invalid'],
    ['lhc_special_number', '00', 'lottery.slip.ball.invalid'],
    ['lhc_special_number', '07,07', 'lottery.slip.ball.duplicate'],
    ['lhc_special_number', '', 'lottery.slip.empty'],
    ['lhc_special_number', '07_08', 'lottery.slip.malformed'],
    ['lhc_special_number', '7a', 'lottery.slip.malformed'],
    ['lhc_special_two_sides', 'huge', 'lottery.slip.ball.invalid'],
    ['lhc_special_two_sides', 'big,big', 'lottery.slip.ball.duplicate'],
    ['lhc_special_colour', 'purple', 'lottery.slip.ball.invalid'],
    ['lhc_special_zodiac', 'cat', 'lottery.slip.ball.invalid'],
    ['lhc_position_number', '_____', 'lottery.slip.empty'],
    ['lhc_position_number', '______', 'lottery.slip.malformed'],
    ['lhc_position_number', '01____', 'lottery.slip.malformed'],
    ['lhc_position_two_sides', '_____', 'lottery.slip.empty'],
    ['lhc_position_two_sides', 'sumbig_____', 'lottery.slip.ball.invalid'],
    ['lhc_zodiac_link3', 'rat,ox', 'lottery.slip.empty'],
    ['lhc_link_3all', '01,02', 'lottery.slip.empty'],
    ['lhc_link_3all', '01,02,03,04,05,06,07,08,09,10,11,12,13,14,15,16,17,18,19,20,21', 'lottery.slip.too.many'],
    ['lhc_link_3all_banker', '01,02,03_04', 'lottery.slip.selection.invalid'],
    ['lhc_link_3all_banker', '01_01,02', 'lottery.slip.ball.duplicate'],
    ['lhc_link_3all_banker', '01_02', 'lottery.slip.empty'],
    ['lhc_link_2all_banker', '01,02_03', 'lottery.slip.selection.invalid'],
    ['lhc_link_2all_banker', '01', 'lottery.slip.malformed'],
    ['lhc_not_in5', '01,02,03,04', 'lottery.slip.empty'],
    ['lhc_not_in5', '01,02,03,04,05,06,07,08,09,10,11,12,13,14,15,16,17', 'lottery.slip.too.many'],
  ])('%s refuses %j with %s', (code, balls, errorCode) => {
    expect(refused(code, balls)).toBe(errorCode);
  });

  it('refuses typed single entry (approach 2) on every play', () => {
    for (const p of lhcFamily.plays) expect(refused(p.code, '01', 2), p.code).toBe('lottery.slip.approach.invalid');
  });
});
