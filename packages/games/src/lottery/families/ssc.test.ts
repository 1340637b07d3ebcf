import { describe, expect, it } from 'vitest';
import { FastRng } from '../../house/fast-rng.ts';
import { ScriptedRng } from '../../house/scripted-rng.ts';
import { LotteryError } from '../errors.ts';
import { familyProblems } from '../family-checks.ts';
import { levelOdds } from '../pricing.ts';
import { type SscRules, sscDrawFromDigits, sscFamily } from './ssc.ts';
import { type Example, manyBetProblems, runExample } from './ssc-test-helpers.ts';

/*
 * Worked examples, one or more per play. Every payout is at stake 20000 (2.0000) and series 1980
 * (RTP 99%): a level's prize = floor(20000 x 0.99 x share / chance) = floor(19800 x share / chance),
 * or with a push p: floor(20000 x (0.99 - p) / chance).
 */
const examples: Example[] = [
  // --- 5-star. Straight 1/100000: 19800 x 100000 = 1,980,000,000.
  { code: 'ssc_5star_straight', balls: '1,2_3_4_5_6,7', count: 4, draw: '1,3,4,5,7', hits: [1], payout: 1_980_000_000n },
  { code: 'ssc_5star_straight', balls: '12345,54321', approach: 2, count: 2, draw: '5,4,3,2,1', hits: [1], payout: 1_980_000_000n },
  // All-select: first 19800 x 1/5 x 100000 = 396,000,000; second 19800 x 2/5 / (2/1000) = 3,960,000;
  // third 19800 x 2/5 / (2/100) = 396,000. Bets 12345 and 12346 on 1,2,3,4,5: 12345 wins first, second
  // twice (front 3, back 3), third twice (front 2, back 2); 12346 wins second (front 3) and third (front 2).
  // 396,000,000 + 3 x 3,960,000 + 3 x 396,000 = 409,068,000.
  { code: 'ssc_5star_all', balls: '1_2_3_4_5,6', count: 2, draw: '1,2,3,4,5', hits: [1, 3, 3], payout: 409_068_000n },
  // 98765 on 9,8,7,0,0: front 3 (second) and front 2 (third): 3,960,000 + 396,000.
  { code: 'ssc_5star_all', balls: '98765', approach: 2, count: 1, draw: '9,8,7,0,0', hits: [0, 1, 1], payout: 4_356_000n },
  // Group 120: C(6,5) = 6 bets; 19800 x 100000 / 120 = 16,500,000.
  { code: 'ssc_5star_group120', balls: '0,1,2,3,4,5', count: 6, draw: '5,3,1,0,2', hits: [1], payout: 16_500_000n },
  // Group 60: double 3, singles C(4,3) = 4 bets; 19800 x 100000 / 60 = 33,000,000.
  { code: 'ssc_5star_group60', balls: '3_0,1,2,5', count: 4, draw: '3,0,3,1,2', hits: [1], payout: 33_000_000n },
  // Group 30: doubles C(3,2) x single 1 = 3 bets; 19800 x 100000 / 30 = 66,000,000.
  { code: 'ssc_5star_group30', balls: '1,2,3_4', count: 3, draw: '1,4,2,1,2', hits: [1], payout: 66_000_000n },
  // Group 20: triple 7, singles C(3,2) = 3 bets; 19800 x 100000 / 20 = 99,000,000.
  { code: 'ssc_5star_group20', balls: '7_1,2,3', count: 3, draw: '7,1,7,3,7', hits: [1], payout: 99_000_000n },
  // Group 10: triple and double from {7,8}, distinct: 77788 and 88877 = 2 bets; 19800 x 100000 / 10.
  { code: 'ssc_5star_group10', balls: '7,8_7,8', count: 2, draw: '8,7,8,7,8', hits: [1], payout: 198_000_000n },
  // Group 5: quad 9, single from {9,0} but not 9: 1 bet; 19800 x 100000 / 5 = 396,000,000.
  { code: 'ssc_5star_group5', balls: '9_9,0', count: 1, draw: '9,9,0,9,9', hits: [1], payout: 396_000_000n },

  // --- 4-star. Straight 1/10000: 198,000,000; group 24/12/6/4 of 10000: 8,250,000 / 16,500,000 / 33,000,000 / 49,500,000.
  { code: 'ssc_front4_straight', balls: '1_2_3_4,5', count: 2, draw: '1,2,3,5,9', hits: [1], payout: 198_000_000n },
  { code: 'ssc_front4_group24', balls: '1,2,3,4,5', count: 5, draw: '4,3,2,1,0', hits: [1], payout: 8_250_000n },
  { code: 'ssc_front4_group12', balls: '1_2,3', count: 1, draw: '2,1,3,1,9', hits: [1], payout: 16_500_000n },
  { code: 'ssc_front4_group6', balls: '1,2,3', count: 3, draw: '1,2,2,1,0', hits: [1], payout: 33_000_000n },
  { code: 'ssc_front4_group4', balls: '5_6', count: 1, draw: '5,6,5,5,0', hits: [1], payout: 49_500_000n },
  { code: 'ssc_back4_straight', balls: '2345', approach: 2, count: 1, draw: '9,2,3,4,5', hits: [1], payout: 198_000_000n },
  { code: 'ssc_back4_group24', balls: '6,7,8,9', count: 1, draw: '0,9,8,7,6', hits: [1], payout: 8_250_000n },
  // Doubles {0,1} x singles C(2,2): 2 bets; back 4 of 5,0,2,0,3 is 0,2,0,3: double 0, singles 2 and 3.
  { code: 'ssc_back4_group12', balls: '0,1_2,3', count: 2, draw: '5,0,2,0,3', hits: [1], payout: 16_500_000n },
  { code: 'ssc_back4_group6', balls: '4,5', count: 1, draw: '1,4,5,5,4', hits: [1], payout: 33_000_000n },
  // Triple 3 with single 3 or 4, not 3: 1 bet (3334).
  { code: 'ssc_back4_group4', balls: '3_3,4', count: 1, draw: '3,3,4,3,3', hits: [1], payout: 49_500_000n },
  // A front-4 bet loses when only the back 4 matches.
  { code: 'ssc_front4_group6', balls: '4,5', count: 1, draw: '1,4,5,5,4', hits: [0], payout: 0n },

  // --- Front 3 (positions 1-3). Straight 1/1000: 19,800,000. Span 0: 10/1000 -> 1,980,000.
  // 组三 3/1000 -> 6,600,000; 组六 6/1000 -> 3,300,000; sum tail 1/10 -> 198,000; triple 10/1000 -> 1,980,000.
  { code: 'ssc_front3_straight', balls: '1,2_3_4', count: 2, draw: '2,3,4,0,0', hits: [1], payout: 19_800_000n },
  // Sums 0 and 1: 1 + 3 numbers = 4 bets; 0,1,0 has sum 1.
  { code: 'ssc_front3_straight_sum', balls: '0,1', count: 4, draw: '0,1,0,5,5', hits: [1], payout: 19_800_000n },
  { code: 'ssc_front3_straight_span', balls: '0,5', count: 2, draw: '7,7,7,1,2', hits: [1, 0, 0, 0, 0, 0, 0, 0, 0, 0], payout: 1_980_000n },
  // 组三 of {1,2,3}: 3 x 2 = 6 bets; 2,1,1 is 1 doubled with 2.
  { code: 'ssc_front3_group3', balls: '1,2,3', count: 6, draw: '2,1,1,9,9', hits: [1], payout: 6_600_000n },
  { code: 'ssc_front3_group6', balls: '1,2,3,4', count: 4, draw: '4,2,1,0,0', hits: [1], payout: 3_300_000n },
  { code: 'ssc_front3_group_mixed', balls: '112,123', approach: 2, count: 2, draw: '3,1,2,0,0', hits: [0, 1], payout: 3_300_000n },
  // Sum 3: 003 (组三) and 012 (组六), 111 is no bet: 2 bets; 0,3,0 wins the 组三 level.
  { code: 'ssc_front3_group_sum', balls: '3', count: 2, draw: '0,3,0,9,9', hits: [1, 0], payout: 6_600_000n },
  { code: 'ssc_front3_sum_tail', balls: '0,9', count: 2, draw: '9,9,1,0,0', hits: [1], payout: 198_000n },
  { code: 'ssc_front3_special', balls: 'leopard,pair', count: 2, draw: '5,5,5,1,2', hits: [1, 0, 0], payout: 1_980_000n },

  // --- Middle 3 (positions 2-4). Span 9: 54/1000 -> floor(19,800,000 / 54) = 366,666. Run (wrapping) 60/1000 -> 330,000.
  { code: 'ssc_middle3_straight', balls: '123,456', approach: 2, count: 2, draw: '0,4,5,6,0', hits: [1], payout: 19_800_000n },
  { code: 'ssc_middle3_straight_sum', balls: '27', count: 1, draw: '0,9,9,9,0', hits: [1], payout: 19_800_000n },
  { code: 'ssc_middle3_straight_span', balls: '9', count: 1, draw: '0,0,9,5,0', hits: [0, 0, 0, 0, 0, 0, 0, 0, 0, 1], payout: 366_666n },
  { code: 'ssc_middle3_group3', balls: '010,112', approach: 2, count: 2, draw: '5,1,0,0,5', hits: [1], payout: 6_600_000n },
  { code: 'ssc_middle3_group6', balls: '123,789', approach: 2, count: 2, draw: '0,9,8,7,0', hits: [1], payout: 3_300_000n },
  { code: 'ssc_middle3_group_mixed', balls: '001,789', approach: 2, count: 2, draw: '0,1,0,0,0', hits: [1, 0], payout: 6_600_000n },
  // Sums 1 (001) and 26 (899): 2 bets, both 组三; 9,8,9 has sum 26.
  { code: 'ssc_middle3_group_sum', balls: '1,26', count: 2, draw: '0,9,8,9,0', hits: [1, 0], payout: 6_600_000n },
  { code: 'ssc_middle3_sum_tail', balls: '5', count: 1, draw: '0,1,2,2,0', hits: [1], payout: 198_000n },
  // 9,0,1 is a run when 0 follows 9 (the default).
  { code: 'ssc_middle3_special', balls: 'run', count: 1, draw: '0,9,0,1,0', hits: [0, 1, 0], payout: 330_000n },

  // --- Back 3 (positions 3-5). Span 3: 126/1000 -> floor(19,800,000 / 126) = 157,142. Pair 270/1000 -> floor(73,333.3) = 73,333.
  { code: 'ssc_back3_straight', balls: '0_0_0,1', count: 2, draw: '9,9,0,0,1', hits: [1], payout: 19_800_000n },
  // Sum 13: 75 ordered numbers.
  { code: 'ssc_back3_straight_sum', balls: '13', count: 75, draw: '0,0,4,4,5', hits: [1], payout: 19_800_000n },
  { code: 'ssc_back3_straight_span', balls: '3', count: 1, draw: '0,0,1,4,2', hits: [0, 0, 0, 1, 0, 0, 0, 0, 0, 0], payout: 157_142n },
  { code: 'ssc_back3_group3', balls: '4,5', count: 2, draw: '0,0,5,4,5', hits: [1], payout: 6_600_000n },
  { code: 'ssc_back3_group6', balls: '1,2,3', count: 1, draw: '0,0,3,2,1', hits: [1], payout: 3_300_000n },
  { code: 'ssc_back3_group6', balls: '1,2,3', count: 1, draw: '0,0,1,1,2', hits: [0], payout: 0n },
  { code: 'ssc_back3_group_mixed', balls: '122', approach: 2, count: 1, draw: '0,0,2,1,2', hits: [1, 0], payout: 6_600_000n },
  // Sum 6: 006 033 114 (组三) and 015 024 123 (组六), 222 no bet: 6 bets; 3,2,1 wins 组六.
  { code: 'ssc_back3_group_sum', balls: '6', count: 6, draw: '0,0,3,2,1', hits: [0, 1], payout: 3_300_000n },
  { code: 'ssc_back3_sum_tail', balls: '0', count: 1, draw: '0,0,5,5,0', hits: [1], payout: 198_000n },
  { code: 'ssc_back3_special', balls: 'pair', count: 1, draw: '0,0,7,8,7', hits: [0, 0, 1], payout: 73_333n },

  // --- 2-star. Straight 1/100: 1,980,000. Group 2/100: 990,000. Span 1: 18/100 -> 110,000; span 9: 2/100 -> 990,000.
  { code: 'ssc_front2_straight', balls: '1,2_3', count: 2, draw: '2,3,0,0,0', hits: [1], payout: 1_980_000n },
  // Sums 0, 1, 2: 1 + 2 + 3 = 6 bets.
  { code: 'ssc_front2_straight_sum', balls: '0,1,2', count: 6, draw: '1,1,0,0,0', hits: [1], payout: 1_980_000n },
  { code: 'ssc_front2_straight_span', balls: '1', count: 1, draw: '4,5,0,0,0', hits: [0, 1, 0, 0, 0, 0, 0, 0, 0, 0], payout: 110_000n },
  { code: 'ssc_front2_group', balls: '1,2,3', count: 3, draw: '3,1,0,0,0', hits: [1], payout: 990_000n },
  { code: 'ssc_front2_group', balls: '1,2,3', count: 3, draw: '3,3,0,0,0', hits: [0], payout: 0n },
  { code: 'ssc_front2_group_sum', balls: '1', count: 1, draw: '1,0,0,0,0', hits: [1], payout: 990_000n },
  { code: 'ssc_back2_straight', balls: '09,90', approach: 2, count: 2, draw: '0,0,0,9,0', hits: [1], payout: 1_980_000n },
  { code: 'ssc_back2_straight_sum', balls: '18', count: 1, draw: '0,0,0,9,9', hits: [1], payout: 1_980_000n },
  { code: 'ssc_back2_straight_span', balls: '9', count: 1, draw: '0,0,0,9,0', hits: [0, 0, 0, 0, 0, 0, 0, 0, 0, 1], payout: 990_000n },
  { code: 'ssc_back2_group', balls: '12,34', approach: 2, count: 2, draw: '0,0,0,4,3', hits: [1], payout: 990_000n },
  // Sum 9: {0,9} {1,8} {2,7} {3,6} {4,5} = 5 bets.
  { code: 'ssc_back2_group_sum', balls: '9', count: 5, draw: '0,0,0,4,5', hits: [1], payout: 990_000n },

  // --- Position: 1/10 -> 198,000 a hit. Rows 1 {1,2} and 3 {3}: 3 bets, two hit.
  { code: 'ssc_position', balls: '1,2__3__', count: 3, draw: '1,0,3,0,0', hits: [2], payout: 396_000n },

  // --- Any position. 1 digit in 3: 271/1000 -> floor(73,062.7) = 73,062; 2 in 3: 54/1000 -> 366,666;
  // 1 in 4: 3439/10000 -> floor(57,574.9) = 57,574; 2 in 4: 974/10000 -> 203,285; 2 in 5: 14670/100000 -> 134,969;
  // 3 in 5: 4350/100000 -> 455,172.
  { code: 'ssc_front3_any1', balls: '1,2,3', count: 3, draw: '1,1,2,9,9', hits: [2], payout: 146_124n },
  { code: 'ssc_front3_any2', balls: '1,2,3', count: 3, draw: '1,2,3,0,0', hits: [3], payout: 1_099_998n },
  { code: 'ssc_middle3_any1', balls: '0', count: 1, draw: '9,0,0,0,9', hits: [1], payout: 73_062n },
  { code: 'ssc_middle3_any2', balls: '4,5', count: 1, draw: '0,4,4,5,0', hits: [1], payout: 366_666n },
  { code: 'ssc_back3_any1', balls: '7,8', count: 2, draw: '0,0,7,1,2', hits: [1], payout: 73_062n },
  { code: 'ssc_back3_any2', balls: '1,2,3', count: 3, draw: '0,0,1,2,2', hits: [1], payout: 366_666n },
  { code: 'ssc_front4_any1', balls: '5', count: 1, draw: '5,5,5,5,0', hits: [1], payout: 57_574n },
  { code: 'ssc_front4_any2', balls: '1,2', count: 1, draw: '0,1,0,2,9', hits: [1], payout: 203_285n },
  { code: 'ssc_back4_any1', balls: '0,9', count: 2, draw: '9,0,9,1,1', hits: [2], payout: 115_148n },
  { code: 'ssc_back4_any2', balls: '1,2,3', count: 3, draw: '0,1,2,3,4', hits: [3], payout: 609_855n },
  { code: 'ssc_5star_any2', balls: '1,2', count: 1, draw: '1,0,0,0,2', hits: [1], payout: 134_969n },
  { code: 'ssc_5star_any3', balls: '1,2,3,4', count: 4, draw: '1,2,3,4,0', hits: [4], payout: 1_820_688n },

  // --- Big/small/odd/even, 1/4 -> 79,200. Front 2 of 7,2: big and odd hold for 7, small for 2: 2 x 1 = 2 bets win.
  { code: 'ssc_front2_size_parity', balls: 'big,odd_small', count: 2, draw: '7,2,0,0,0', hits: [2], payout: 158_400n },
  { code: 'ssc_back2_size_parity', balls: 'big,small,odd,even_even', count: 4, draw: '0,0,0,3,8', hits: [2], payout: 158_400n },

  // --- Any positions straight. Rows 1-3 one digit each: C(3,2) = 3 bets of 2; 1,2 match: 1 bet, 1/100 -> 1,980,000.
  { code: 'ssc_optional2_straight', balls: '1_2_3__', count: 3, draw: '1,2,0,0,0', hits: [1], payout: 1_980_000n },
  // Rows 1-4: C(4,3) = 4 bets, all four rows match: 4 x 19,800,000.
  { code: 'ssc_optional3_straight', balls: '1_2_3_4_', count: 4, draw: '1,2,3,4,0', hits: [4], payout: 79_200_000n },
  { code: 'ssc_optional4_straight', balls: '1_2_3_4_5', count: 5, draw: '1,2,3,4,0', hits: [1], payout: 198_000_000n },

  // --- Fun. At least once 40951/100000 -> floor(48,350.4) = 48,350; twice 8146 -> 243,064;
  // 3 times 856 -> 2,313,084; 4 times 46 -> 43,043,478.
  { code: 'ssc_fun_one_sail', balls: '1,2,3', count: 3, draw: '1,1,2,5,6', hits: [2], payout: 96_700n },
  { code: 'ssc_fun_double_joy', balls: '1,2', count: 2, draw: '1,1,2,2,3', hits: [2], payout: 486_128n },
  { code: 'ssc_fun_triple_luck', balls: '7', count: 1, draw: '7,7,7,7,1', hits: [1], payout: 2_313_084n },
  { code: 'ssc_fun_four_seasons', balls: '0', count: 1, draw: '0,0,0,0,0', hits: [1], payout: 43_043_478n },

  // --- Two sides, 1/2 -> 39,600 a hit. Ball 1 = 7 big and odd (2), ball 4 = 6 not small, ball 5 = 4 even (1).
  { code: 'ssc_two_sides_ball', balls: 'big,odd___small_even', count: 4, draw: '7,0,0,6,4', hits: [3], payout: 118_800n },
  // Total 9+9+9+0+1 = 28: big and even.
  { code: 'ssc_two_sides_total', balls: 'big,even', count: 2, draw: '9,9,9,0,1', hits: [2], payout: 79_200n },
  // Total 22 is small, 23 big.
  { code: 'ssc_two_sides_total', balls: 'big', count: 1, draw: '9,9,4,0,0', hits: [0], payout: 0n },
  { code: 'ssc_two_sides_total', balls: 'big', count: 1, draw: '9,9,5,0,0', hits: [1], payout: 39_600n },
  // Dragon with ties refunded: floor(20000 x (0.99 - 0.1) / 0.45) = floor(39,555.6) = 39,555.
  { code: 'ssc_two_sides_dragon_tiger', balls: 'dragon,tie', count: 2, draw: '5,0,0,0,3', hits: [1, 0, 0], payout: 39_555n },
  // Tie 1/10 -> 198,000, and the dragon and tiger bets are refunded: 198,000 + 2 x 20,000.
  { code: 'ssc_two_sides_dragon_tiger', balls: 'dragon,tiger,tie', count: 3, draw: '5,0,0,0,5', hits: [0, 0, 1], pushes: 2, payout: 238_000n },
];

describe('SSC family', () => {
  it('passes the family checks under the default rules and each rule choice', () => {
    expect(familyProblems(sscFamily, { samples: 3 })).toEqual([]);
    expect(familyProblems(sscFamily, { samples: 3, rules: { ...sscFamily.defaultRules, dragonTigerTiePush: false } })).toEqual([]);
    expect(familyProblems(sscFamily, { samples: 3, rules: { ...sscFamily.defaultRules, runWraps: false } })).toEqual([]);
  });

  it('returns exactly the series RTP on random many-bet selections of every play', () => {
    expect(manyBetProblems(sscFamily, sscFamily.defaultRules, 5)).toEqual([]);
    const other: SscRules = { dragonTigerTiePush: false, runWraps: false };
    const ruled = { ...sscFamily, plays: sscFamily.plays.filter((p) => /dragon_tiger|special/.test(p.code)) };
    expect(manyBetProblems(ruled, other, 6)).toEqual([]);
  });

  it('settles every hand-worked example', () => {
    for (const e of examples) {
      expect({ code: e.code, balls: e.balls, draw: e.draw, ...runExample(sscFamily, e) }).toEqual({
        code: e.code,
        balls: e.balls,
        draw: e.draw,
        count: e.count,
        hits: e.hits,
        pushes: e.pushes ?? 0,
        payout: e.payout,
      });
    }
  });

  it('counts two-row group bets as choices of different digits, by brute force', () => {
    const rng = new FastRng(11);
    const specs: [string, number, number][] = [
      ['5star_group60', 1, 3],
      ['5star_group30', 2, 1],
      ['5star_group20', 1, 2],
      ['5star_group10', 1, 1],
      ['5star_group5', 1, 1],
      ['front4_group12', 1, 2],
      ['back4_group4', 1, 1],
    ];
    const subsets = (items: number[], k: number): number[][] =>
      k === 0 ? [[]] : items.flatMap((x, i) => subsets(items.slice(i + 1), k - 1).map((s) => [x, ...s]));
    for (const [code, a, b] of specs) {
      const play = sscFamily.plays.find((p) => p.code === `ssc_${code}`)!;
      for (let t = 0; t < 20; t++) {
        const rowA = [...Array(10).keys()].filter(() => rng.int(2) === 1);
        const rowB = [...Array(10).keys()].filter(() => rng.int(2) === 1);
        let brute = 0;
        for (const x of subsets(rowA, a)) brute += subsets(rowB.filter((d) => !x.includes(d)), b).length;
        const balls = `${rowA.join(',')}_${rowB.join(',')}`;
        if (brute === 0) {
          expect(() => play.parse(balls, 1, sscFamily.defaultRules)).toThrow(LotteryError);
          continue;
        }
        expect(play.count(play.parse(balls, 1, sscFamily.defaultRules), sscFamily.defaultRules), `${code} ${balls}`).toBe(brute);
      }
    }
  });

  it('has a worked example for every play', () => {
    const covered = new Set(examples.map((e) => e.code));
    expect(sscFamily.plays.map((p) => p.code).filter((c) => !covered.has(c))).toEqual([]);
  });

  it('applies the rule choices', () => {
    const losing: SscRules = { ...sscFamily.defaultRules, dragonTigerTiePush: false };
    // Ties lose: dragon pays floor(19800 / 0.45) = 44,000, and a tie refunds nothing.
    expect(runExample(sscFamily, { code: 'ssc_two_sides_dragon_tiger', balls: 'dragon', count: 1, draw: '5,0,0,0,3', hits: [1, 0, 0], payout: 44_000n }, losing)).toMatchObject({ hits: [1, 0, 0], payout: 44_000n });
    expect(runExample(sscFamily, { code: 'ssc_two_sides_dragon_tiger', balls: 'dragon,tiger', count: 2, draw: '4,0,0,0,4', hits: [0, 0, 0], payout: 0n }, losing)).toMatchObject({ pushes: 0, payout: 0n });
    // Tiger on 0 vs 9 with ties refunded: 39,555.
    expect(runExample(sscFamily, { code: 'ssc_two_sides_dragon_tiger', balls: 'tiger', count: 1, draw: '0,1,1,1,9', hits: [0, 1, 0], payout: 39_555n })).toMatchObject({ hits: [0, 1, 0], payout: 39_555n });
    // Runs without wrapping: 9,0,1 is no run, and a run pays 19800 / 0.048 = 412,500.
    const noWrap: SscRules = { ...sscFamily.defaultRules, runWraps: false };
    expect(runExample(sscFamily, { code: 'ssc_middle3_special', balls: 'run', count: 1, draw: '0,9,0,1,0', hits: [0, 0, 0], payout: 0n }, noWrap)).toMatchObject({ hits: [0, 0, 0], payout: 0n });
    expect(runExample(sscFamily, { code: 'ssc_middle3_special', balls: 'run', count: 1, draw: '0,3,2,1,0', hits: [0, 1, 0], payout: 412_500n }, noWrap)).toMatchObject({ hits: [0, 1, 0], payout: 412_500n });
    // Odds shown for two sides: big 1.98; dragon 1.9777... with ties refunded.
    const ball = sscFamily.plays.find((p) => p.code === 'ssc_two_sides_ball')!;
    expect(levelOdds(ball.levels(sscFamily.defaultRules)[0]!, 1980).toFixed(4)).toBe('1.9800');
  });

  it('reads and writes draws exactly, and refuses anything else', () => {
    const d = sscFamily.parseDraw('3,0,9,1,4');
    expect(sscFamily.formatDraw(d)).toBe('3,0,9,1,4');
    expect(sscFamily.positions(d)).toEqual([3, 0, 9, 1, 4]);
    for (const bad of ['', '3,0,9,1', '3,0,9,1,4,5', '3,0,9,1,10', '3, 0,9,1,4', '30914', '3,0,9,1,a', '3,0,9,1,4,', '-1,0,9,1,4', '03,0,9,1,4']) {
      expect(() => sscFamily.parseDraw(bad), bad).toThrow(expect.objectContaining({ code: 'lottery.draw.invalid' }));
    }
    expect(sscFamily.formatDraw(sscDrawFromDigits([0, 0, 7, 9, 1]))).toBe('0,0,7,9,1');
    for (const bad of [[1, 2, 3, 4], [1, 2, 3, 4, 10], [1, 2, 3, 4, 1.5], [1, 2, 3, 4, -1]]) {
      expect(() => sscDrawFromDigits(bad)).toThrow(expect.objectContaining({ code: 'lottery.draw.invalid' }));
    }
  });

  it('draws one rng.int(10) per digit, uniformly', () => {
    expect(sscFamily.formatDraw(sscFamily.draw(new ScriptedRng([3, 0, 9, 1, 4])))).toBe('3,0,9,1,4');
    const rng = new FastRng(99);
    const counts = Array.from({ length: 5 }, () => new Array<number>(10).fill(0));
    const n = 20000;
    for (let i = 0; i < n; i++) sscFamily.positions(sscFamily.draw(rng)).forEach((d, p) => counts[p]![d]!++);
    // Chi-square with 9 degrees of freedom per position: 27.88 is the 0.1% critical value.
    for (const row of counts) expect(row.reduce((s, c) => s + (c - n / 10) ** 2 / (n / 10), 0)).toBeLessThan(27.88);
  });

  it('refuses bad slips with the right codes', () => {
    const play = (code: string) => sscFamily.plays.find((p) => p.code === `ssc_${code}`)!;
    const refuse = (code: string, balls: string, approach: 1 | 2, error: string) =>
      expect(() => play(code).parse(balls, approach, sscFamily.defaultRules), `${code} ${balls}`).toThrow(expect.objectContaining({ code: error }));
    refuse('5star_straight', '1_2_3_4', 1, 'lottery.slip.malformed'); // 4 rows for 5 positions
    refuse('5star_straight', '1_2_3_4_x', 1, 'lottery.slip.malformed');
    refuse('5star_straight', '1_2_3_4_10', 1, 'lottery.slip.ball.invalid');
    refuse('5star_straight', '1_2_3_4_5,5', 1, 'lottery.slip.ball.duplicate');
    refuse('5star_straight', '1_2__4_5', 1, 'lottery.slip.empty');
    refuse('5star_straight', '1234', 2, 'lottery.slip.selection.invalid');
    refuse('5star_straight', '12345,12345', 2, 'lottery.slip.ball.duplicate');
    refuse('5star_straight', '', 2, 'lottery.slip.empty');
    refuse('5star_group120', '1,2,3,4', 1, 'lottery.slip.empty'); // four digits make no group of five
    refuse('5star_group120', '1,2,3,4,5', 2, 'lottery.slip.approach.invalid');
    refuse('5star_group60', '1_1,2,3', 1, 'lottery.slip.empty'); // the double cannot also be a single
    refuse('5star_group60', '1,2,3', 1, 'lottery.slip.malformed'); // one row for two
    refuse('front3_group3', '1', 1, 'lottery.slip.empty');
    refuse('front3_group3', '123', 2, 'lottery.slip.selection.invalid'); // no pair
    refuse('front3_group3', '111', 2, 'lottery.slip.selection.invalid');
    refuse('front3_group3', '112,121', 2, 'lottery.slip.ball.duplicate'); // the same group twice
    refuse('front3_group6', '112', 2, 'lottery.slip.selection.invalid');
    refuse('front3_group_mixed', '111', 2, 'lottery.slip.selection.invalid');
    refuse('front3_group_mixed', '1,1', 1, 'lottery.slip.approach.invalid');
    refuse('front3_straight_sum', '28', 1, 'lottery.slip.ball.invalid');
    refuse('front3_group_sum', '0', 1, 'lottery.slip.ball.invalid'); // 000 is no group bet
    refuse('front3_group_sum', '27', 1, 'lottery.slip.ball.invalid');
    refuse('front3_special', 'triple', 1, 'lottery.slip.ball.invalid');
    refuse('front3_special', 'run,run', 1, 'lottery.slip.ball.duplicate');
    refuse('back2_straight_span', '10', 1, 'lottery.slip.ball.invalid');
    refuse('position', '____', 1, 'lottery.slip.empty');
    refuse('position', '______', 1, 'lottery.slip.malformed');
    refuse('optional3_straight', '1_2___', 1, 'lottery.slip.empty'); // two rows make no 3-position bet
    refuse('back3_any2', '1', 1, 'lottery.slip.empty');
    refuse('front2_size_parity', 'big_', 1, 'lottery.slip.empty');
    refuse('front2_size_parity', 'big_large', 1, 'lottery.slip.ball.invalid');
    refuse('two_sides_ball', '____', 1, 'lottery.slip.empty');
    refuse('two_sides_total', 'big,big', 1, 'lottery.slip.ball.duplicate');
    refuse('two_sides_dragon_tiger', 'draw', 1, 'lottery.slip.ball.invalid');
    refuse('two_sides_dragon_tiger', 'dragon', 2, 'lottery.slip.approach.invalid');
    expect(() => play('5star_straight').parse('1_2_3_4_x', 1, sscFamily.defaultRules)).toThrow(LotteryError);
  });

  it('names every play, group and picker row in English and Urdu', () => {
    const keys = new Set<string>();
    for (const p of sscFamily.plays) {
      expect(p.code).toMatch(/^ssc(_[a-z0-9]+)+$/);
      expect(p.group).toMatch(/^[a-z0-9]+(_[a-z0-9]+)*$/);
      keys.add(p.code).add(p.group);
      for (const r of p.picker.rows) keys.add(`row:${r.label}`);
    }
    for (const k of keys) {
      const name = sscFamily.names[k];
      expect(name?.EN, k).toBeTruthy();
      expect(name?.UR, k).toMatch(/[\u0600-\u06FF]/);
    }
    expect(sscFamily.plays).toHaveLength(80);
  });

  it('lists the numbers a selection stakes on for straight and position plays', () => {
    const exposure = (code: string, balls: string, approach: 1 | 2 = 1) => {
      const p = sscFamily.plays.find((x) => x.code === code)!;
      return p.exposure(p.parse(balls, approach, sscFamily.defaultRules), sscFamily.defaultRules);
    };
    expect(exposure('ssc_back3_straight', '0_1_2,3')).toEqual(['back3:012', 'back3:013']);
    expect(exposure('ssc_front2_straight', '05,50', 2)).toEqual(['front2:05', 'front2:50']);
    expect(exposure('ssc_5star_all', '00001', 2)).toEqual(['all5:00001']);
    expect(exposure('ssc_position', '1____0,9')).toEqual(['pos1:1', 'pos5:0', 'pos5:9']);
    expect(exposure('ssc_two_sides_total', 'big')).toEqual([]);
  });
});
