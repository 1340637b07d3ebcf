import { describe, expect, it } from 'vitest';
import { ScriptedRng } from '../../house/scripted-rng.ts';
import { familyProblems } from '../family-checks.ts';
import { lf3dFamily } from './lf3d.ts';
import { lfp3Family } from './lfp3.ts';
import { type Example, manyBetProblems, runExample } from './ssc-test-helpers.ts';

/*
 * 福彩3D and 排列3 share their plays (codes differ only by prefix), so one set of worked examples
 * runs on both. Payouts at stake 20000 and series 1980: prize = floor(19800 x share / chance).
 * Straight 1/1000 -> 19,800,000; 组三 3/1000 -> 6,600,000; 组六 6/1000 -> 3,300,000; tail 1/10 ->
 * 198,000; 2-star straight 1/100 -> 1,980,000; 2-star group 2/100 -> 990,000; big/small/odd/even
 * 1/4 -> 79,200; 1 digit in 3 anywhere 271/1000 -> floor(73,062.7) = 73,062; 2 digits 54/1000 -> 366,666.
 */
const examples: Example[] = [
  { code: '3star_straight', balls: '1_2_3', count: 1, draw: '1,2,3', hits: [1], payout: 19_800_000n },
  { code: '3star_straight', balls: '123,321', approach: 2, count: 2, draw: '3,2,1', hits: [1], payout: 19_800_000n },
  // Sum 10: 63 ordered numbers.
  { code: '3star_straight_sum', balls: '10', count: 63, draw: '1,2,7', hits: [1], payout: 19_800_000n },
  // Span 2: 96 of 1000 numbers -> 19,800,000 / 96 = 206,250.
  { code: '3star_straight_span', balls: '2', count: 1, draw: '1,3,2', hits: [0, 0, 1, 0, 0, 0, 0, 0, 0, 0], payout: 206_250n },
  { code: '3star_group3', balls: '1,2', count: 2, draw: '2,1,2', hits: [1], payout: 6_600_000n },
  { code: '3star_group6', balls: '1,2,3,4', count: 4, draw: '4,3,1', hits: [1], payout: 3_300_000n },
  { code: '3star_group_mixed', balls: '122,345', approach: 2, count: 2, draw: '5,4,3', hits: [0, 1], payout: 3_300_000n },
  // Sum 26: 899 only (组三).
  { code: '3star_group_sum', balls: '26', count: 1, draw: '9,9,8', hits: [1, 0], payout: 6_600_000n },
  { code: '3star_sum_tail', balls: '7', count: 1, draw: '9,9,9', hits: [1], payout: 198_000n },
  { code: 'front2_straight', balls: '1_2', count: 1, draw: '1,2,5', hits: [1], payout: 1_980_000n },
  // Sum 10: (1,9) ... (9,1) = 9 bets.
  { code: 'front2_straight_sum', balls: '10', count: 9, draw: '4,6,0', hits: [1], payout: 1_980_000n },
  // Span 0: 10 of 100 -> 198,000.
  { code: 'front2_straight_span', balls: '0', count: 1, draw: '3,3,0', hits: [1, 0, 0, 0, 0, 0, 0, 0, 0, 0], payout: 198_000n },
  { code: 'front2_group', balls: '5,6', count: 1, draw: '6,5,5', hits: [1], payout: 990_000n },
  { code: 'front2_group_sum', balls: '9', count: 5, draw: '4,5,0', hits: [1], payout: 990_000n },
  { code: 'back2_straight', balls: '34', approach: 2, count: 1, draw: '0,3,4', hits: [1], payout: 1_980_000n },
  { code: 'back2_straight_sum', balls: '1', count: 2, draw: '7,0,1', hits: [1], payout: 1_980_000n },
  // Span 8: 4 of 100 (08 80 19 91) -> 495,000.
  { code: 'back2_straight_span', balls: '8', count: 1, draw: '0,9,1', hits: [0, 0, 0, 0, 0, 0, 0, 0, 1, 0], payout: 495_000n },
  { code: 'back2_group', balls: '01', approach: 2, count: 1, draw: '5,1,0', hits: [1], payout: 990_000n },
  { code: 'back2_group_sum', balls: '17', count: 1, draw: '5,8,9', hits: [1], payout: 990_000n },
  // Rows {1}, {2}, {3}: 3 bets, two hit: 2 x 198,000.
  { code: 'position', balls: '1_2_3', count: 3, draw: '1,2,0', hits: [2], payout: 396_000n },
  { code: '3star_any1', balls: '9', count: 1, draw: '9,9,9', hits: [1], payout: 73_062n },
  { code: '3star_any2', balls: '0,9', count: 1, draw: '0,5,9', hits: [1], payout: 366_666n },
  { code: 'front2_size_parity', balls: 'small_big', count: 1, draw: '4,5,0', hits: [1], payout: 79_200n },
  { code: 'back2_size_parity', balls: 'odd_even', count: 1, draw: '0,1,0', hits: [1], payout: 79_200n },
];

describe.each([
  ['lf3d', lf3dFamily, 'LF3D'],
  ['lfp3', lfp3Family, 'LFP3'],
])('%s family', (prefix, family, code) => {
  const withPrefix = (e: Example): Example => ({ ...e, code: `${prefix}_${e.code}` });

  it('passes the family checks and returns the series RTP on many-bet selections', () => {
    expect(family.code).toBe(code);
    expect(familyProblems(family, { samples: 3 })).toEqual([]);
    expect(manyBetProblems(family, family.defaultRules, 5)).toEqual([]);
  });

  it('settles every hand-worked example', () => {
    for (const e of examples.map(withPrefix)) {
      expect({ code: e.code, ...runExample(family, e) }).toEqual({ code: e.code, count: e.count, hits: e.hits, pushes: 0, payout: e.payout });
    }
    const covered = new Set(examples.map((e) => `${prefix}_${e.code}`));
    expect(family.plays.map((p) => p.code).filter((c) => !covered.has(c))).toEqual([]);
    expect(family.plays).toHaveLength(23);
  });

  it('reads three-digit draws and refuses bad slips', () => {
    expect(family.formatDraw(family.parseDraw('0,7,9'))).toBe('0,7,9');
    expect(family.formatDraw(family.draw(new ScriptedRng([0, 7, 9])))).toBe('0,7,9');
    for (const bad of ['0,7', '0,7,9,1', '079', '0,7,x', '']) expect(() => family.parseDraw(bad)).toThrow(expect.objectContaining({ code: 'lottery.draw.invalid' }));
    const play = (c: string) => family.plays.find((p) => p.code === `${prefix}_${c}`)!;
    const refuse = (c: string, balls: string, approach: 1 | 2, error: string) =>
      expect(() => play(c).parse(balls, approach, family.defaultRules), `${c} ${balls}`).toThrow(expect.objectContaining({ code: error }));
    refuse('3star_straight', '1_2', 1, 'lottery.slip.malformed');
    refuse('3star_straight', '12', 2, 'lottery.slip.selection.invalid');
    refuse('3star_group_sum', '27', 1, 'lottery.slip.ball.invalid');
    refuse('3star_group6', '1,2', 1, 'lottery.slip.empty');
    refuse('position', '__', 1, 'lottery.slip.empty');
    refuse('position', '1_2_3_4', 1, 'lottery.slip.malformed');
    refuse('back2_group', '11', 2, 'lottery.slip.selection.invalid');
    refuse('front2_straight_sum', '19', 1, 'lottery.slip.ball.invalid');
  });

  it('names every play, group and picker row in English and Urdu', () => {
    for (const p of family.plays) {
      expect(p.code.startsWith(`${prefix}_`)).toBe(true);
      for (const k of [p.code, p.group, ...p.picker.rows.map((r) => `row:${r.label}`)]) expect(family.names[k]?.UR, k).toMatch(/[\u0600-\u06FF]/);
    }
  });
});
