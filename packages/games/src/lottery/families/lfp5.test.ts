import { describe, expect, it } from 'vitest';
import { familyProblems } from '../family-checks.ts';
import { lfp5Family } from './lfp5.ts';
import { type Example, manyBetProblems, runExample } from './ssc-test-helpers.ts';

/*
 * 排列5 worked examples at stake 20000 and series 1980 (prize = floor(19800 / chance)): 5-digit
 * straight 1/100000 -> 1,980,000,000; the front-3 plays read positions 1-3 exactly as 排列3 does.
 */
const examples: Example[] = [
  { code: 'lfp5_5star_straight', balls: '12345', approach: 2, count: 1, draw: '1,2,3,4,5', hits: [1], payout: 1_980_000_000n },
  { code: 'lfp5_5star_straight', balls: '1_2_3_4_5,6', count: 2, draw: '1,2,3,4,6', hits: [1], payout: 1_980_000_000n },
  { code: 'lfp5_front3_straight', balls: '1_2_3', count: 1, draw: '1,2,3,9,9', hits: [1], payout: 19_800_000n },
  // Sum 0: the one number 000.
  { code: 'lfp5_front3_straight_sum', balls: '0', count: 1, draw: '0,0,0,5,5', hits: [1], payout: 19_800_000n },
  // Span 5: 150 of 1000 -> 132,000.
  { code: 'lfp5_front3_straight_span', balls: '5', count: 1, draw: '0,5,3,9,9', hits: [0, 0, 0, 0, 0, 1, 0, 0, 0, 0], payout: 132_000n },
  { code: 'lfp5_front3_group3', balls: '226', approach: 2, count: 1, draw: '6,2,2,0,0', hits: [1], payout: 6_600_000n },
  { code: 'lfp5_front3_group6', balls: '026', approach: 2, count: 1, draw: '6,2,0,0,0', hits: [1], payout: 3_300_000n },
  { code: 'lfp5_front3_group_mixed', balls: '226,026', approach: 2, count: 2, draw: '6,2,2,0,0', hits: [1, 0], payout: 6_600_000n },
  // Sum 2: 002 (组三) and 011 (组三): 2 bets.
  { code: 'lfp5_front3_group_sum', balls: '2', count: 2, draw: '1,0,1,0,0', hits: [1, 0], payout: 6_600_000n },
  { code: 'lfp5_front3_sum_tail', balls: '1,2', count: 2, draw: '5,5,1,0,0', hits: [1], payout: 198_000n },
  { code: 'lfp5_front2_straight', balls: '9_9', count: 1, draw: '9,9,0,0,0', hits: [1], payout: 1_980_000n },
  { code: 'lfp5_front2_straight_sum', balls: '2', count: 3, draw: '2,0,0,0,0', hits: [1], payout: 1_980_000n },
  // Span 1: 18 of 100 -> 110,000.
  { code: 'lfp5_front2_straight_span', balls: '1', count: 1, draw: '2,1,0,0,0', hits: [0, 1, 0, 0, 0, 0, 0, 0, 0, 0], payout: 110_000n },
  { code: 'lfp5_front2_group', balls: '0,1,2', count: 3, draw: '2,0,0,0,0', hits: [1], payout: 990_000n },
  { code: 'lfp5_front2_group_sum', balls: '3', count: 2, draw: '2,1,0,0,0', hits: [1], payout: 990_000n },
  { code: 'lfp5_back2_straight', balls: '0_7', count: 1, draw: '1,1,1,0,7', hits: [1], payout: 1_980_000n },
  { code: 'lfp5_back2_straight_sum', balls: '18', count: 1, draw: '1,1,1,9,9', hits: [1], payout: 1_980_000n },
  { code: 'lfp5_back2_straight_span', balls: '0', count: 1, draw: '1,2,3,4,4', hits: [1, 0, 0, 0, 0, 0, 0, 0, 0, 0], payout: 198_000n },
  { code: 'lfp5_back2_group', balls: '4,7', count: 1, draw: '0,0,0,7,4', hits: [1], payout: 990_000n },
  { code: 'lfp5_back2_group_sum', balls: '11', count: 4, draw: '0,0,0,3,8', hits: [1], payout: 990_000n },
  // Position row 5 {0}: 1 bet, 1/10 -> 198,000.
  { code: 'lfp5_position', balls: '____0', count: 1, draw: '1,2,3,4,0', hits: [1], payout: 198_000n },
  { code: 'lfp5_front3_any1', balls: '3,4', count: 2, draw: '3,4,0,0,0', hits: [2], payout: 146_124n },
  { code: 'lfp5_front3_any2', balls: '3,4', count: 1, draw: '0,0,0,3,4', hits: [0], payout: 0n },
  { code: 'lfp5_front3_any2', balls: '3,4', count: 1, draw: '4,0,3,0,0', hits: [1], payout: 366_666n },
  { code: 'lfp5_front2_size_parity', balls: 'big_big', count: 1, draw: '5,9,0,0,0', hits: [1], payout: 79_200n },
  { code: 'lfp5_back2_size_parity', balls: 'even_odd', count: 1, draw: '0,0,0,0,9', hits: [1], payout: 79_200n },
];

describe('lfp5 family', () => {
  it('passes the family checks and returns the series RTP on many-bet selections', () => {
    expect(lfp5Family.code).toBe('LFP5');
    expect(familyProblems(lfp5Family, { samples: 3 })).toEqual([]);
    expect(manyBetProblems(lfp5Family, lfp5Family.defaultRules, 4)).toEqual([]);
  });

  it('settles every hand-worked example', () => {
    for (const e of examples) {
      expect({ code: e.code, draw: e.draw, ...runExample(lfp5Family, e) }).toEqual({ code: e.code, draw: e.draw, count: e.count, hits: e.hits, pushes: 0, payout: e.payout });
    }
    const covered = new Set(examples.map((e) => e.code));
    expect(lfp5Family.plays.map((p) => p.code).filter((c) => !covered.has(c))).toEqual([]);
    expect(lfp5Family.plays).toHaveLength(24);
  });

  it('reads five-digit draws and refuses bad slips', () => {
    expect(lfp5Family.formatDraw(lfp5Family.parseDraw('9,0,0,1,2'))).toBe('9,0,0,1,2');
    expect(() => lfp5Family.parseDraw('9,0,0,1')).toThrow(expect.objectContaining({ code: 'lottery.draw.invalid' }));
    const play = (c: string) => lfp5Family.plays.find((p) => p.code === `lfp5_${c}`)!;
    expect(() => play('position').parse('1_2_3', 1, {})).toThrow(expect.objectContaining({ code: 'lottery.slip.malformed' }));
    expect(() => play('5star_straight').parse('1234', 2, {})).toThrow(expect.objectContaining({ code: 'lottery.slip.selection.invalid' }));
    expect(() => play('front3_group_mixed').parse('000', 2, {})).toThrow(expect.objectContaining({ code: 'lottery.slip.selection.invalid' }));
  });

  it('names every play, group and picker row in English and Urdu', () => {
    for (const p of lfp5Family.plays) {
      for (const k of [p.code, p.group, ...p.picker.rows.map((r) => `row:${r.label}`)]) expect(lfp5Family.names[k]?.UR, k).toMatch(/[\u0600-\u06FF]/);
    }
  });
});
