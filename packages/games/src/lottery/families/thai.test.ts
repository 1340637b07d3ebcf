import { describe, expect, it } from 'vitest';
import { FairStream } from '../../fair-rng.ts';
import { LotteryError } from '../errors.ts';
import { exactReturn, familyProblems } from '../family-checks.ts';
import { seriesRtp } from '../pricing.ts';
import type { Approach } from '../types.ts';
import { thaiFamily as family, thaiRulesProblems, type ThaiRules } from './thai.ts';
import { drawExamples } from './test-support.ts';

/*
 * The example draw `123456,012,789,345,345,42`: first prize 123456 (3 top 456, 2 top 56), front-3
 * prizes 012 and 789, last-3 prizes 345 twice, bottom 42.
 * Stake 20000 at series 1980 (RTP 0.99): prize = floor(20000 x 0.99 x share / chance) = floor(19800 x share / chance).
 */
const DRAW_TEXT = '123456,012,789,345,345,42';
const draw = family.parseDraw(DRAW_TEXT);
const none: ThaiRules = { blocked: {} };
const blockedRules: ThaiRules = { blocked: { thai_3top: ['456'], thai_3tod: ['564'], thai_run_top: ['4'], thai_2bottom: ['42', '00'] } };

const { play, bet } = drawExamples(family, draw, none);

describe('THAI draw', () => {
  it('reads and writes first, front 3 x2, last 3 x2 and bottom; positions are the first prize digits then the bottom', () => {
    expect(family.formatDraw(draw)).toBe(DRAW_TEXT);
    expect(draw).toEqual({ first: 123456, front: [12, 789], back: [345, 345], bottom: 42 });
    expect(family.positions(draw)).toEqual([1, 2, 3, 4, 5, 6, 4, 2]);
    const fair = family.draw(new FairStream('b1946ac92492d2347c6235b4d2611184b1946ac92492d2347c6235b4d2611184', 'issue', 1));
    expect(family.formatDraw(fair)).toMatch(/^\d{6},\d{3},\d{3},\d{3},\d{3},\d{2}$/);
  });

  it('refuses malformed results', () => {
    for (const text of ['', '123456,012,789,345,345', '123456,012,789,345,345,42,1', '12345,012,789,345,345,42', '123456,12,789,345,345,42', '123456,012,789,345,345,4x', ' 123456,012,789,345,345,42']) {
      expect(() => family.parseDraw(text), text).toThrow(expect.objectContaining({ code: 'lottery.draw.invalid' }));
    }
  });
});

describe('THAI plays, worked by hand on the example draw', () => {
  it('has stable ids, codes and names', () => {
    expect(family.plays.map((p) => `${p.id}:${p.code}`)).toEqual([
      '1:thai_3top',
      '2:thai_3tod',
      '3:thai_front3',
      '4:thai_back3',
      '5:thai_2top',
      '6:thai_2bottom',
      '7:thai_2tod',
      '8:thai_run_top',
      '9:thai_run_bottom',
    ]);
    for (const p of family.plays) {
      expect(family.names[p.code]?.UR, p.code).toMatch(/[\u0600-\u06ff]/);
      expect(family.names[p.group]?.UR, p.group).toMatch(/[\u0600-\u06ff]/);
      for (const row of p.picker.rows) expect(family.names[`row:${row.label}`]?.UR, row.label).toMatch(/[\u0600-\u06ff]/);
    }
  });

  it('1 3 top: 456 is the last three of 123456 (1/1000)', () => {
    const r = bet('thai_3top', '4_5_6,7', 1);
    // 19800 / (1/1000) = 19,800,000
    expect([r.count, r.outcome.hits, r.pay]).toEqual([2, [1], 19_800_000n]);
    expect(r.exposure).toEqual(['456', '457']);
    expect(bet('thai_3top', '456,654', 2).outcome.hits).toEqual([1]);
  });

  it('2 3 tod: 654 is an order of 456 (six orders, 6/1000); 454 an order of 445 (three orders, 3/1000)', () => {
    const r = bet('thai_3tod', '654', 2);
    // 19800 / (6/1000) = 3,300,000
    expect([r.count, r.outcome.hits, r.pay]).toEqual([1, [1, 0], 3_300_000n]);
    expect(r.exposure).toEqual(['456']);
    const pair = bet('thai_3tod', '454,123', 2, none, family.parseDraw('123445,012,789,345,345,42'));
    // 19800 / (3/1000) = 6,600,000
    expect([pair.count, pair.outcome.hits, pair.pay]).toEqual([2, [0, 1], 6_600_000n]);
    expect(bet('thai_3tod', '5_4_6', 1).pay).toBe(3_300_000n);
  });

  it('3 front 3: 012 and 789 are the two front-3 prizes (per appearance, 2/1000)', () => {
    const r = bet('thai_front3', '012,789,456', 2);
    // 19800 / (2/1000) = 9,900,000 a hit; x2 = 19,800,000
    expect([r.count, r.outcome.hits, r.pay]).toEqual([3, [2], 19_800_000n]);
  });

  it('4 3 bottom: both last-3 prizes are 345, so it wins twice', () => {
    const r = bet('thai_back3', '3_4_5', 1);
    // 9,900,000 a hit (2/1000); x2 = 19,800,000
    expect([r.count, r.outcome.hits, r.pay]).toEqual([1, [2], 19_800_000n]);
  });

  it('5 2 top: 56', () => {
    const r = bet('thai_2top', '5_6,5', 1);
    // rows 5 | 6,5 make 55 and 56; 19800 / (1/100) = 1,980,000
    expect([r.count, r.outcome.hits, r.pay]).toEqual([2, [1], 1_980_000n]);
  });

  it('6 2 bottom: 42', () => {
    const r = bet('thai_2bottom', '42,24', 2);
    // 19800 / (1/100) = 1,980,000
    expect([r.count, r.outcome.hits, r.pay]).toEqual([2, [1], 1_980_000n]);
  });

  it('7 2 tod: 65 is an order of 56 (2/100)', () => {
    const r = bet('thai_2tod', '65', 2);
    // 19800 / (2/100) = 990,000
    expect([r.count, r.outcome.hits, r.pay]).toEqual([1, [1], 990_000n]);
  });

  it('8 run top: 4 and 5 show in 456, 9 does not (pays once, 1 - 0.9^3 = 271/1000)', () => {
    const r = bet('thai_run_top', '4,5,9', 1);
    // 19800 / (271/1000) = 73,062.7 -> 73,062 a hit; x2 = 146,124
    expect([r.count, r.outcome.hits, r.pay]).toEqual([3, [2], 146_124n]);
    // A digit showing twice still pays once: 445 has two 4s.
    expect(bet('thai_run_top', '4', 1, none, family.parseDraw('123445,012,789,345,345,42')).outcome.hits).toEqual([1]);
  });

  it('9 run bottom: 2 shows in 42 (1 - 0.9^2 = 19/100)', () => {
    const r = bet('thai_run_bottom', '2,4,7', 1);
    // 19800 / (19/100) = 104,210.5 -> 104,210 a hit; x2 = 208,420
    expect([r.count, r.outcome.hits, r.pay]).toEqual([3, [2], 208_420n]);
  });
});

describe('THAI blocked numbers pay half', () => {
  it('adds half-share levels only to plays with blocked numbers', () => {
    expect(play('thai_3top').levels(blockedRules).map((l) => l.key)).toEqual(['win', 'win_blocked']);
    expect(play('thai_3tod').levels(blockedRules).map((l) => l.key)).toEqual(['perm6', 'perm3', 'perm6_blocked', 'perm3_blocked']);
    expect(play('thai_2top').levels(blockedRules).map((l) => l.key)).toEqual(['win']);
  });

  it('pays a blocked winner half the prize', () => {
    // 456 blocked: 19800 x 1/2 / (1/1000) = 9,900,000
    expect(bet('thai_3top', '456,457', 2, blockedRules)).toMatchObject({ outcome: { hits: [0, 1] }, pay: 9_900_000n });
    // 564 blocks every order of 456: 19800 x 1/2 / (6/1000) = 1,650,000
    expect(bet('thai_3tod', '654', 2, blockedRules)).toMatchObject({ outcome: { hits: [0, 0, 1, 0] }, pay: 1_650_000n });
    // run top 4 blocked: floor(9900 / 0.271) = 36,531; 5 normal 73,062; together 109,593
    expect(bet('thai_run_top', '4,5', 1, blockedRules)).toMatchObject({ outcome: { hits: [1, 1] }, pay: 109_593n });
    // 2 bottom 42 blocked: 19800 x 1/2 / (1/100) = 990,000
    expect(bet('thai_2bottom', '42', 2, blockedRules).pay).toBe(990_000n);
  });

  it('gives blocked numbers half the expected return, others the full one', () => {
    const p = play('thai_3top');
    const outcomes = [...p.space!(blockedRules)];
    const ret = (balls: string) => exactReturn(p, p.parse(balls, 2, blockedRules), blockedRules, outcomes, 1980);
    expect(ret('457').compare(seriesRtp(1980))).toBe(0);
    expect(ret('456').compare(seriesRtp(1980).div(2))).toBe(0);
  });

  it('samples avoid blocked numbers, so the family checks pass with and without them', () => {
    expect(familyProblems(family, { samples: 4 })).toEqual([]);
    expect(familyProblems(family, { samples: 4, rules: blockedRules })).toEqual([]);
    const allButOne: ThaiRules = { blocked: { thai_run_bottom: ['0', '1', '2', '3', '4', '5', '6', '7', '8'] } };
    expect(familyProblems(family, { samples: 3, rules: allButOne })).toEqual([]);
  });

  it('reports rules the plays cannot take', () => {
    expect(thaiRulesProblems(blockedRules)).toEqual([]);
    expect(thaiRulesProblems({ blocked: { thai_3top: ['12'], thai_run_top: ['10'], thai_nope: ['1'] } })).toEqual([
      'thai_3top: 12 is not a 3-digit number',
      'thai_run_top: 10 is not a 1-digit number',
      'thai_nope: no such play',
    ]);
  });
});

describe('THAI slips refused', () => {
  it('answers the right error code', () => {
    const cases: [string, string, Approach, string][] = [
      ['thai_3top', '', 2, 'lottery.slip.empty'],
      ['thai_3top', '12', 2, 'lottery.slip.selection.invalid'],
      ['thai_3top', '1_2', 1, 'lottery.slip.malformed'],
      ['thai_3top', '1_2_10', 1, 'lottery.slip.ball.invalid'],
      ['thai_3top', '123,123', 2, 'lottery.slip.ball.duplicate'],
      ['thai_3top', '1_2_3,3', 1, 'lottery.slip.ball.duplicate'],
      ['thai_3tod', '111', 2, 'lottery.slip.selection.invalid'],
      ['thai_3tod', '123,321', 2, 'lottery.slip.ball.duplicate'],
      ['thai_3tod', '1,2_3_4', 1, 'lottery.slip.selection.invalid'],
      ['thai_2tod', '11', 2, 'lottery.slip.selection.invalid'],
      ['thai_2tod', '12,21', 2, 'lottery.slip.ball.duplicate'],
      ['thai_run_top', '1', 2, 'lottery.slip.approach.invalid'],
      ['thai_run_top', '1,1', 1, 'lottery.slip.ball.duplicate'],
      ['thai_run_bottom', 'x', 1, 'lottery.slip.malformed'],
      ['thai_front3', '12a', 2, 'lottery.slip.malformed'],
    ];
    for (const [code, balls, approach, errorCode] of cases) {
      expect(() => play(code).parse(balls, approach, none), `${code} ${balls}`).toThrow(expect.objectContaining({ code: errorCode }));
      expect(() => play(code).parse(balls, approach, none)).toThrow(LotteryError);
    }
  });
});
