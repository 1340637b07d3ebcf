import { describe, expect, it } from 'vitest';
import { FastRng } from '../../house/fast-rng.ts';
import { LotteryError } from '../errors.ts';
import { familyProblems } from '../family-checks.ts';
import type { Approach } from '../types.ts';
import { vnSouthFamily as family, vnSouthPrizes } from './vn-south.ts';
import type { VnRules } from './vn-shared.ts';
import { drawExamples } from './test-support.ts';

/*
 * The example draw (wire order ĐB, G1, G2, G3 x2, G4 x7, G5, G6 x3, G7, G8):
 *   ĐB 123456 | G1 54321 | G2 11156 | G3 22256 33378 | G4 44401 44402 44403 44404 44405 44406 44456
 *   G5 7856 | G6 1234 2345 3456 | G7 456 | G8 56
 * Last two digits of the 18 prizes: 56 21 56 56 78 01 02 03 04 05 06 56 56 34 45 56 56 56
 *   so 56 comes out 8 times (ĐB, G2, G3, G4 44456, G5, G6 3456, G7, G8); 21, 78, 34, 45 once.
 * Last three of the 17 prizes of 3+ digits: 456 four times (ĐB, G4 44456, G6 3456, G7).
 * Last four of the 16 prizes of 4+ digits: 3456 twice (ĐB, G6).
 * Stake 20000 at series 1980 (RTP 0.99): prize = floor(19800 / chance).
 */
const DRAW_TEXT = '123456,54321,11156,22256,33378,44401,44402,44403,44404,44405,44406,44456,7856,1234,2345,3456,456,56';
const draw = family.parseDraw(DRAW_TEXT);
const each: VnRules = { repeats: 'each' };
const once: VnRules = { repeats: 'once' };

const { play, bet } = drawExamples(family, draw, each);

describe('VNS draw', () => {
  it('reads and writes the 18 prizes, positions are the six special digits', () => {
    expect(family.formatDraw(draw)).toBe(DRAW_TEXT);
    expect(family.positions(draw)).toEqual([1, 2, 3, 4, 5, 6]);
    expect([draw.tails[0][56], draw.tails[1][456], draw.tails[2][3456]]).toEqual([8, 4, 2]);
    const d = family.draw(new FastRng(3));
    expect(family.formatDraw(d).split(',').map((t) => t.length)).toEqual(vnSouthPrizes.map((p) => p.digits));
    expect(family.formatDraw(family.parseDraw(family.formatDraw(d)))).toBe(family.formatDraw(d));
  });

  it('refuses a North draw and other malformed text', () => {
    for (const text of ['', DRAW_TEXT.replace('123456', '12345'), `${DRAW_TEXT},56`, DRAW_TEXT.replace(',56', ',5'), DRAW_TEXT.replace('7856', '78 6')]) {
      expect(() => family.parseDraw(text), text).toThrow(expect.objectContaining({ code: 'lottery.draw.invalid' }));
    }
  });
});

describe('VNS plays, worked by hand on the example draw', () => {
  it('has the same ids as the North, with bao lô codes', () => {
    expect(family.plays.map((p) => `${p.id}:${p.code}`).join(' ')).toBe(
      '1:vns_de_special 2:vns_de_head_special 3:vns_de_g1 4:vns_de_head 5:vns_de_head_tail 11:vns_dau 12:vns_duoi ' +
        '21:vns_baolo_2 22:vns_baolo_3 23:vns_baolo_4 31:vns_xien_2 32:vns_xien_3 33:vns_xien_4 41:vns_truot_4 42:vns_truot_8 ' +
        '43:vns_truot_10 51:vns_3cang_special 52:vns_3cang_head 53:vns_3cang_head_tail 54:vns_3cang_g1 55:vns_4cang_special',
    );
    for (const p of family.plays) {
      expect(family.names[p.code]?.UR, p.code).toMatch(/[\u0600-\u06ff]/);
      expect(family.names[p.group]?.UR, p.group).toMatch(/[\u0600-\u06ff]/);
      for (const row of p.picker.rows) expect(family.names[`row:${row.label}`], row.label).toBeDefined();
    }
  });

  it('1 đề đặc biệt: the special 123456 ends 56', () => {
    const r = bet('vns_de_special', '56', 1);
    // 19800 / (1/100) = 1,980,000
    expect([r.count, r.outcome.hits, r.pay]).toEqual([1, [1], 1_980_000n]);
  });

  it('2 đề đầu đặc biệt: 123456 starts 12', () => {
    const r = bet('vns_de_head_special', '12,21', 2);
    // 19800 / (1/100) = 1,980,000
    expect([r.count, r.outcome.hits, r.pay]).toEqual([2, [1], 1_980_000n]);
  });

  it('3 đề giải nhất: G1 54321 ends 21', () => {
    const r = bet('vns_de_g1', '21', 1);
    expect([r.count, r.outcome.hits, r.pay]).toEqual([1, [1], 1_980_000n]);
  });

  it('4 đề đầu: the G8 is 56 (one prize, 1/100)', () => {
    const r = bet('vns_de_head', '56,65', 1);
    // 19800 / (1/100) = 1,980,000
    expect([r.count, r.outcome.hits, r.pay]).toEqual([2, [1], 1_980_000n]);
  });

  it('5 đề đầu đuôi: 56 on the G8 and the special: two hits at 2/100', () => {
    const r = bet('vns_de_head_tail', '56', 2);
    // 19800 / (2/100) = 990,000 a hit; x2 = 1,980,000
    expect([r.count, r.outcome.hits, r.pay]).toEqual([1, [2], 1_980_000n]);
    // Once: chance 1 - 0.99^2 = 199/10,000; 19800 x 10,000 / 199 = 994,974.8 -> 994,974
    expect(bet('vns_de_head_tail', '56', 2, once).pay).toBe(994_974n);
  });

  it('11 đầu 5 and 12 đuôi 6 of the đề 56', () => {
    // 19800 / (1/10) = 198,000
    expect(bet('vns_dau', '5', 1).pay).toBe(198_000n);
    expect(bet('vns_duoi', '5,6', 1)).toMatchObject({ count: 2, outcome: { hits: [1] }, pay: 198_000n });
  });

  it('21 bao lô 2 số: 56 came out 8 times among 18 prizes', () => {
    const r = bet('vns_baolo_2', '56,99', 1);
    // 19800 / (18/100) = 110,000 a hit; x8 = 880,000
    expect([r.count, r.outcome.hits, r.pay]).toEqual([2, [8], 880_000n]);
    // Once: 19800 x 100^18 / (100^18 - 99^18) -> 119,647
    expect(bet('vns_baolo_2', '56,99', 1, once).pay).toBe(119_647n);
  });

  it('22 bao lô 3 số: 456 ends four of the 17 prizes of 3+ digits', () => {
    const r = bet('vns_baolo_3', '4_5_6', 1);
    // 19800 / (17/1000) = 1,164,705.9 -> 1,164,705 a hit; x4 = 4,658,820
    expect([r.count, r.outcome.hits, r.pay]).toEqual([1, [4], 4_658_820n]);
  });

  it('23 bao lô 4 số: 3456 ends two of the 16 prizes of 4+ digits', () => {
    const r = bet('vns_baolo_4', '3456', 2);
    // 19800 / (16/10000) = 12,375,000 a hit; x2 = 24,750,000
    expect([r.count, r.outcome.hits, r.pay]).toEqual([1, [2], 24_750_000n]);
  });

  it('31-33 xiên 2/3/4 over 18 endings', () => {
    // chance (100^18 - 2 99^18 + 98^18) / 100^18; 19800 / chance -> 758,393
    expect(bet('vns_xien_2', '21,56', 1)).toMatchObject({ count: 1, outcome: { hits: [1] }, pay: 758_393n });
    // 19800 x 100^18 / (100^18 - 3 99^18 + 3 98^18 - 97^18) -> 5,059,479
    expect(bet('vns_xien_3', '21 56 78', 2)).toMatchObject({ count: 1, outcome: { hits: [1] }, pay: 5_059_479n });
    // 19800 x 100^18 / (100^18 - 4 99^18 + 6 98^18 - 4 97^18 + 96^18) -> 35,661,247
    expect(bet('vns_xien_4', '21,34,56,78', 1)).toMatchObject({ count: 1, outcome: { hits: [1] }, pay: 35_661_247n });
    // C(5,4) = 5 sets of four from 21 34 56 78 99; only the one without 99 wins.
    expect(bet('vns_xien_4', '21,34,56,78,99', 1)).toMatchObject({ count: 5, outcome: { hits: [1] }, pay: 35_661_247n });
  });

  it('41-43 trượt 4/8/10: 10..19 never came out', () => {
    // 19800 x 100^18 / 96^18 -> 41,284
    expect(bet('vns_truot_4', '10 11 12 13', 2)).toMatchObject({ count: 1, outcome: { hits: [1] }, pay: 41_284n });
    // 19800 x 100^18 / 92^18 -> 88,814
    expect(bet('vns_truot_8', '10,11,12,13,14,15,16,17', 1)).toMatchObject({ count: 1, pay: 88_814n });
    // 19800 x 100^18 / 90^18 -> 131,916
    expect(bet('vns_truot_10', '10,11,12,13,14,15,16,17,18,19', 1)).toMatchObject({ count: 1, pay: 131_916n });
    expect(bet('vns_truot_4', '10,11,12,56', 1).pay).toBe(0n);
  });

  it('51-55 càng: 3 càng 456, xỉu chủ đầu G7 456, xỉu chủ 456 twice, giải nhất 321, 4 càng 3456', () => {
    // 19800 / (1/1000) = 19,800,000
    expect(bet('vns_3cang_special', '456', 2).pay).toBe(19_800_000n);
    expect(bet('vns_3cang_head', '4_5_6,7', 1)).toMatchObject({ count: 2, outcome: { hits: [1] }, pay: 19_800_000n });
    // 19800 / (2/1000) = 9,900,000 a hit; x2 = 19,800,000
    expect(bet('vns_3cang_head_tail', '456', 2)).toMatchObject({ outcome: { hits: [2] }, pay: 19_800_000n });
    expect(bet('vns_3cang_g1', '321', 2).pay).toBe(19_800_000n);
    // 19800 / (1/10000) = 198,000,000
    expect(bet('vns_4cang_special', '3_4_5_6', 1).pay).toBe(198_000_000n);
  });
});

describe('VNS pricing and slips', () => {
  it('passes the family checks with each rule choice', () => {
    expect(familyProblems(family, { samples: 3 })).toEqual([]);
    expect(familyProblems(family, { samples: 3, rules: once })).toEqual([]);
  });

  it('refuses bad slips with the right code', () => {
    const cases: [string, string, Approach, string][] = [
      ['vns_de_special', '5', 1, 'lottery.slip.ball.invalid'],
      ['vns_de_special', '', 2, 'lottery.slip.empty'],
      ['vns_baolo_3', '45a', 2, 'lottery.slip.malformed'],
      ['vns_baolo_3', '4_5_6_7', 1, 'lottery.slip.malformed'],
      ['vns_baolo_4', '1_2_3_10', 1, 'lottery.slip.ball.invalid'],
      ['vns_xien_4', '21 34 56', 2, 'lottery.slip.selection.invalid'],
      ['vns_truot_8', '10,11', 1, 'lottery.slip.empty'],
      ['vns_dau', '5,x', 1, 'lottery.slip.malformed'],
    ];
    for (const [code, balls, approach, errorCode] of cases) {
      expect(() => play(code).parse(balls, approach, each), `${code} ${balls}`).toThrow(expect.objectContaining({ code: errorCode }));
      expect(() => play(code).parse(balls, approach, each)).toThrow(LotteryError);
    }
  });
});
