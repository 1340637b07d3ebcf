import { describe, expect, it } from 'vitest';
import { FairStream } from '../../fair-rng.ts';
import { FastRng } from '../../house/fast-rng.ts';
import { LotteryError } from '../errors.ts';
import { exactReturn, familyProblems } from '../family-checks.ts';
import { seriesRtp } from '../pricing.ts';
import type { Approach } from '../types.ts';
import { vnNorthFamily as family, vnNorthPrizes } from './vn-north.ts';
import { allAppear, makeVnDraw, type VnRules } from './vn-shared.ts';
import { drawExamples } from './test-support.ts';

/*
 * The example draw (wire order ĐB, G1, G2 x2, G3 x6, G4 x4, G5 x6, G6 x3, G7 x4):
 *   ĐB 12345 | G1 67890 | G2 11145 22290 | G3 33301 44402 55503 66604 77705 88806
 *   G4 2345 5678 9045 0011 | G5 1111 2222 3333 4444 5555 6666 | G6 345 789 012 | G7 45 07 45 99
 * Last two digits of the 27 prizes: 45 90 45 90 01 02 03 04 05 06 45 78 45 11 11 22 33 44 55 66 45 89 12 45 07 45 99
 *   so 45 comes out 7 times (ĐB, G2, G4 2345, G4 9045, G6 345, G7 twice), 90 twice, 11 twice, 07 once.
 * Last three of the 23 prizes of 3+ digits: 345 three times (ĐB, G4 2345, G6 345).
 * Last four of the 20 prizes of 4+ digits: 2345 twice (ĐB, G4).
 * Stake 20000 (2.0000) at series 1980 (RTP 0.99): prize = floor(20000 x 0.99 / chance) = floor(19800 / chance).
 */
const DRAW_TEXT =
  '12345,67890,11145,22290,33301,44402,55503,66604,77705,88806,2345,5678,9045,0011,1111,2222,3333,4444,5555,6666,345,789,012,45,07,45,99';
const draw = family.parseDraw(DRAW_TEXT);
const each: VnRules = { repeats: 'each' };
const once: VnRules = { repeats: 'once' };

const { play, bet } = drawExamples(family, draw, each);

function refuses(code: string, balls: string, approach: Approach, errorCode: string) {
  try {
    play(code).parse(balls, approach, each);
  } catch (error) {
    expect(error, `${code} ${balls}`).toBeInstanceOf(LotteryError);
    expect((error as LotteryError).code, `${code} ${balls}`).toBe(errorCode);
    return;
  }
  throw new Error(`${code}: ${balls} was accepted`);
}

describe('VNN draw', () => {
  it('reads and writes the 27 prizes with leading zeros, and gives the special prize digits as positions', () => {
    expect(family.formatDraw(draw)).toBe(DRAW_TEXT);
    expect(draw.prizes).toHaveLength(27);
    expect(family.positions(draw)).toEqual([1, 2, 3, 4, 5]);
    expect(draw.tails[0][45]).toBe(7);
    expect(draw.tails[1][345]).toBe(3);
    expect(draw.tails[2][2345]).toBe(2);
    const zeros = family.parseDraw(Array.from(vnNorthPrizes, (p) => '0'.repeat(p.digits)).join(','));
    expect(family.positions(zeros)).toEqual([0, 0, 0, 0, 0]);
    expect(zeros.tails[0][0]).toBe(27);
  });

  it('refuses anything but 27 prizes of the right digit counts', () => {
    const bad = [
      '',
      DRAW_TEXT.replace('12345,', ''),
      `${DRAW_TEXT},12`,
      DRAW_TEXT.replace('12345', '1234'),
      DRAW_TEXT.replace('12345', '123456'),
      DRAW_TEXT.replace(',07,', ',7,'),
      DRAW_TEXT.replace('12345', '1234a'),
      DRAW_TEXT.replace('12345', '+1234'),
      DRAW_TEXT.replace(',', ', '),
      DRAW_TEXT.replaceAll(',', ' '),
    ];
    for (const text of bad) expect(() => family.parseDraw(text), text).toThrow(expect.objectContaining({ code: 'lottery.draw.invalid' }));
  });

  it('draws each prize uniformly with rng.int(10^digits) only, the same for the same fair seed', () => {
    const seed = 'b1946ac92492d2347c6235b4d2611184b1946ac92492d2347c6235b4d2611184';
    const a = family.formatDraw(family.draw(new FairStream(seed, 'issue', 7)));
    expect(family.formatDraw(family.draw(new FairStream(seed, 'issue', 7)))).toBe(a);
    expect(a.split(',').map((t) => t.length)).toEqual(vnNorthPrizes.map((p) => p.digits));
    // Expected appearances of an ending per draw are 27/100: the mean over 4,000 draws lands near it.
    const rng = new FastRng(11);
    let seen = 0;
    for (let i = 0; i < 4000; i++) seen += family.draw(rng).tails[0][37]!;
    expect(seen / 4000).toBeGreaterThan(0.27 - 0.03);
    expect(seen / 4000).toBeLessThan(0.27 + 0.03);
  });
});

describe('VNN plays, worked by hand on the example draw', () => {
  it('has stable ids and codes', () => {
    expect(family.plays.map((p) => [p.id, p.code])).toEqual([
      [1, 'vnn_de_special'],
      [2, 'vnn_de_head_special'],
      [3, 'vnn_de_g1'],
      [4, 'vnn_de_head'],
      [5, 'vnn_de_head_tail'],
      [11, 'vnn_dau'],
      [12, 'vnn_duoi'],
      [21, 'vnn_lo_2'],
      [22, 'vnn_lo_3'],
      [23, 'vnn_lo_4'],
      [31, 'vnn_xien_2'],
      [32, 'vnn_xien_3'],
      [33, 'vnn_xien_4'],
      [41, 'vnn_truot_4'],
      [42, 'vnn_truot_8'],
      [43, 'vnn_truot_10'],
      [51, 'vnn_3cang_special'],
      [52, 'vnn_3cang_head'],
      [53, 'vnn_3cang_head_tail'],
      [54, 'vnn_3cang_g1'],
      [55, 'vnn_4cang_special'],
    ]);
    for (const p of family.plays) {
      expect(p.code).toMatch(/^vnn(_[a-z0-9]+)+$/);
      expect(p.group).toMatch(/^vnn(_[a-z0-9]+)+$/);
      expect(family.names[p.code]?.UR, p.code).toMatch(/[\u0600-\u06ff]/);
      expect(family.names[p.group]?.EN, p.group).toBeTruthy();
      for (const row of p.picker.rows) expect(family.names[`row:${row.label}`]?.UR, row.label).toMatch(/[\u0600-\u06ff]/);
    }
  });

  it('1 đề đặc biệt: 45,46 is 2 bets; the special 12345 ends 45, one hit at 1/100', () => {
    const r = bet('vnn_de_special', '45,46', 1);
    expect(r.count).toBe(2);
    expect(r.outcome).toEqual({ hits: [1], pushes: 0 });
    // 19800 / (1/100) = 1,980,000 (99x the stake)
    expect(r.pay).toBe(1_980_000n);
    expect(r.exposure).toEqual(['45', '46']);
    expect(bet('vnn_de_special', '45,46', 2).pay).toBe(1_980_000n);
    expect(bet('vnn_de_special', '4 5', 2).count).toBe(1);
  });

  it('2 đề đầu đặc biệt: the first two digits of 12345 are 12', () => {
    const r = bet('vnn_de_head_special', '12', 2);
    expect([r.count, r.outcome.hits]).toEqual([1, [1]]);
    // 19800 / (1/100) = 1,980,000
    expect(r.pay).toBe(1_980_000n);
    expect(bet('vnn_de_head_special', '45', 2).pay).toBe(0n);
  });

  it('3 đề giải nhất: G1 67890 ends 90', () => {
    const r = bet('vnn_de_g1', '09,90', 1);
    expect([r.count, r.outcome.hits]).toEqual([2, [1]]);
    // 19800 / (1/100) = 1,980,000
    expect(r.pay).toBe(1_980_000n);
  });

  it('4 đề đầu: the four G7 are 45 07 45 99, so 45 wins twice (per appearance, 4/100)', () => {
    const r = bet('vnn_de_head', '45', 1);
    expect([r.count, r.outcome.hits]).toEqual([1, [2]]);
    // 19800 / (4/100) = 495,000 a hit; two hits 990,000
    expect(r.pay).toBe(990_000n);
    expect(bet('vnn_de_head', '07,99,13', 1).outcome.hits).toEqual([2]);
    // Once: chance 1 - 0.99^4 = 3,940,399/100,000,000; 19800 x 10^8 / 3,940,399 = 502,487.2 -> 502,487, paid once.
    expect(bet('vnn_de_head', '45', 1, once).pay).toBe(502_487n);
  });

  it('5 đề đầu đuôi: 45 on the four G7 and the special: three hits at 5/100', () => {
    const r = bet('vnn_de_head_tail', '45', 2);
    expect([r.count, r.outcome.hits]).toEqual([1, [3]]);
    // 19800 / (5/100) = 396,000 a hit; x3 = 1,188,000
    expect(r.pay).toBe(1_188_000n);
  });

  it('11 đầu and 12 đuôi: the đề 45 has head 4 and tail 5 (1/10 each)', () => {
    const head = bet('vnn_dau', '4,5', 1);
    expect([head.count, head.outcome.hits]).toEqual([2, [1]]);
    // 19800 / (1/10) = 198,000
    expect(head.pay).toBe(198_000n);
    expect(head.exposure).toEqual(['4', '5']);
    const tail = bet('vnn_duoi', '5', 1);
    expect([tail.count, tail.outcome.hits, tail.pay]).toEqual([1, [1], 198_000n]);
    expect(bet('vnn_duoi', '4', 1).pay).toBe(0n);
  });

  it('21 lô 2 số: 45 came out 7 times, 90 twice, 13 never: 9 hits at 27/100 each', () => {
    const r = bet('vnn_lo_2', '13,45,90', 1);
    expect([r.count, r.outcome.hits]).toEqual([3, [9]]);
    // 19800 / (27/100) = 73,333.3 -> 73,333 a hit; x9 = 659,997
    expect(r.pay).toBe(659_997n);
    expect(r.exposure).toEqual(['13', '45', '90']);
    // Once: chance 1 - 0.99^27; 19800 x 10^54 / (10^54 - 99^27) -> 83,313 for each number that came out (45, 90).
    const o = bet('vnn_lo_2', '13,45,90', 1, once);
    expect([o.outcome.hits, o.pay]).toEqual([[2], 2n * 83_313n]);
  });

  it('22 lô 3 số: rows 3 | 4 | 5,6 make 345 and 346; 345 ends three prizes of 3+ digits (23 of them)', () => {
    const r = bet('vnn_lo_3', '3_4_5,6', 1);
    expect([r.count, r.outcome.hits]).toEqual([2, [3]]);
    // 19800 / (23/1000) = 860,869.5 -> 860,869 a hit; x3 = 2,582,607
    expect(r.pay).toBe(2_582_607n);
    expect(r.exposure).toEqual(['345', '346']);
    // Once: 19800 x 10^69 / (10^69 - 999^23) -> 870,377
    expect(bet('vnn_lo_3', '345', 2, once).pay).toBe(870_377n);
  });

  it('23 lô 4 số: 2345 ends the special and a G4 (20 prizes of 4+ digits)', () => {
    const r = bet('vnn_lo_4', '2345', 2);
    expect([r.count, r.outcome.hits]).toEqual([1, [2]]);
    // 19800 / (20/10000) = 9,900,000 a hit; x2 = 19,800,000
    expect(r.pay).toBe(19_800_000n);
  });

  it('31 xiên 2: 13,45,90 is C(3,2) = 3 pairs; only 45 & 90 both came out', () => {
    const r = bet('vnn_xien_2', '13,45,90', 1);
    expect([r.count, r.outcome.hits]).toEqual([3, [1]]);
    // chance (100^27 - 2 x 99^27 + 98^27) / 100^27 = 0.0549; 19800 / chance = 360,773.9 -> 360,773
    const prize = (19800n * 100n ** 27n) / (100n ** 27n - 2n * 99n ** 27n + 98n ** 27n);
    expect(prize).toBe(360_773n);
    expect(r.pay).toBe(prize);
    expect(r.exposure).toEqual([]);
  });

  it('32 xiên 3: typed 45 90 11 and 45 90 13 are 2 bets; the first wins', () => {
    const r = bet('vnn_xien_3', '45 90 11,45 90 13', 2);
    expect([r.count, r.outcome.hits]).toEqual([2, [1]]);
    // chance = sum_j (-1)^j C(3,j) (100-j)^27 / 100^27; 19800 / chance -> 1,610,026
    expect(r.pay).toBe((19800n * 100n ** 27n) / allAppear(3, 27));
    expect(r.pay).toBe(1_610_026n);
  });

  it('33 xiên 4: 45, 90, 11 and 07 all came out', () => {
    const r = bet('vnn_xien_4', '07,11,45,90', 1);
    expect([r.count, r.outcome.hits]).toEqual([1, [1]]);
    // 19800 x 100^27 / (100^27 - 4 99^27 + 6 98^27 - 4 97^27 + 96^27) -> 7,415,966
    expect(r.pay).toBe(7_415_966n);
  });

  it('41-43 trượt 4/8/10: none of the numbers came out', () => {
    const four = bet('vnn_truot_4', '13,14,15,16,45', 1);
    // C(5,4) = 5 bets; only the four misses 13 14 15 16 make a winning bet.
    expect([four.count, four.outcome.hits]).toEqual([5, [1]]);
    // chance 96^27 / 100^27 = 0.3321; 19800 / chance = 59,613.6 -> 59,613
    expect(four.pay).toBe((19800n * 100n ** 27n) / 96n ** 27n);
    expect(four.pay).toBe(59_613n);
    const eight = bet('vnn_truot_8', '13 14 15 16 17 18 19 20', 2);
    // 19800 x 100^27 / 92^27 -> 188,102
    expect([eight.count, eight.outcome.hits, eight.pay]).toEqual([1, [1], 188_102n]);
    const ten = bet('vnn_truot_10', '13,14,15,16,17,18,19,20,21,23', 1);
    // 19800 x 100^27 / 90^27 -> 340,500
    expect([ten.count, ten.outcome.hits, ten.pay]).toEqual([1, [1], 340_500n]);
    expect(bet('vnn_truot_10', '13,14,15,16,17,18,19,20,21,22', 1).pay).toBe(0n);
  });

  it('51 3 càng đặc biệt: 12345 ends 345', () => {
    const r = bet('vnn_3cang_special', '3_4_5', 1);
    expect([r.count, r.outcome.hits]).toEqual([1, [1]]);
    // 19800 / (1/1000) = 19,800,000
    expect(r.pay).toBe(19_800_000n);
  });

  it('52 3 càng đầu: the three G6 are 345 789 012', () => {
    const r = bet('vnn_3cang_head', '345,012,999', 2);
    expect([r.count, r.outcome.hits]).toEqual([3, [2]]);
    // 19800 / (3/1000) = 6,600,000 a hit; x2 = 13,200,000
    expect(r.pay).toBe(13_200_000n);
  });

  it('53 3 càng đầu đuôi: 345 on a G6 and the special', () => {
    const r = bet('vnn_3cang_head_tail', '345', 2);
    expect([r.count, r.outcome.hits]).toEqual([1, [2]]);
    // 19800 / (4/1000) = 4,950,000 a hit; x2 = 9,900,000
    expect(r.pay).toBe(9_900_000n);
  });

  it('54 3 càng giải nhất: G1 67890 ends 890', () => {
    const r = bet('vnn_3cang_g1', '8_9_0,1', 1);
    expect([r.count, r.outcome.hits]).toEqual([2, [1]]);
    // 19800 / (1/1000) = 19,800,000
    expect(r.pay).toBe(19_800_000n);
  });

  it('55 4 càng đặc biệt: 12345 ends 2345', () => {
    const r = bet('vnn_4cang_special', '2_3_4_5', 1);
    expect([r.count, r.outcome.hits]).toEqual([1, [1]]);
    // 19800 / (1/10000) = 198,000,000
    expect(r.pay).toBe(198_000_000n);
    expect(bet('vnn_4cang_special', '1_0,1,2,3,4,5,6,7,8,9_0,1,2,3,4,5,6,7,8,9_0,1,2,3,4,5,6,7,8,9', 1).count).toBe(1000);
  });
});

describe('VNN pricing is exact', () => {
  it('passes the family checks with each rule choice', () => {
    expect(familyProblems(family, { samples: 3 })).toEqual([]);
    expect(familyProblems(family, { samples: 3, rules: once })).toEqual([]);
    expect(familyProblems(family, { samples: 2, series: 1800, seed: 5 })).toEqual([]);
  });

  it('projections carry the whole weight of the draw space', () => {
    const total = (code: string) => [...play(code).space!(each)].reduce((s, [, w]) => s + BigInt(w), 0n);
    expect(total('vnn_lo_2')).toBe(100n ** 27n);
    expect(total('vnn_lo_3')).toBe(1000n ** 23n);
    expect(total('vnn_lo_4')).toBe(10000n ** 20n);
    expect(total('vnn_xien_4')).toBe(100n ** 27n);
    expect(total('vnn_truot_10')).toBe(100n ** 27n);
    expect(total('vnn_de_head')).toBe(100n ** 4n);
    expect(total('vnn_de_special')).toBe(100n);
  });

  it('inclusion-exclusion agrees with brute force on a small alphabet', () => {
    // 5 endings, 4 prizes: count sequences containing both 0 and 1, and 0, 1 and 2.
    let two = 0;
    let three = 0;
    for (let s = 0; s < 5 ** 4; s++) {
      const d = [s % 5, Math.floor(s / 5) % 5, Math.floor(s / 25) % 5, Math.floor(s / 125)];
      if (d.includes(0) && d.includes(1)) two++;
      if (d.includes(0) && d.includes(1) && d.includes(2)) three++;
    }
    expect(allAppear(2, 4, 5)).toBe(BigInt(two));
    expect(allAppear(3, 4, 5)).toBe(BigInt(three));
  });

  it('a compound xiên returns the series RTP per bet, like the single bets', () => {
    // A projection decides as many numbers as the play's k; a compound over k numbers is one bet.
    const p = play('vnn_xien_3');
    const outcomes = [...p.space!(each)];
    const ret = exactReturn(p, p.parse('01,02,03', 1, each), each, outcomes, 1980);
    expect(ret.compare(seriesRtp(1980))).toBe(0);
  });

  it('counts a lô number once for each prize that ends in it', () => {
    // 45 ends seven of the example draw's 27 prizes: one lô bet on it hits seven times.
    const p = play('vnn_lo_2');
    expect(p.settle(p.parse('45', 1, each), draw, each).hits[0]).toBe(7);
  });

  it('builds a draw from prizes directly', () => {
    const d = makeVnDraw(draw.prizes, vnNorthPrizes);
    expect(family.formatDraw(d)).toBe(DRAW_TEXT);
  });
});

describe('VNN slips refused', () => {
  it('answers the right error code', () => {
    const cases: [string, string, Approach, string][] = [
      ['vnn_de_special', '', 1, 'lottery.slip.empty'],
      ['vnn_de_special', '7', 1, 'lottery.slip.ball.invalid'],
      ['vnn_de_special', '100', 1, 'lottery.slip.ball.invalid'],
      ['vnn_de_special', '4a', 1, 'lottery.slip.malformed'],
      ['vnn_de_special', '45_46', 1, 'lottery.slip.malformed'],
      ['vnn_de_special', '45,45', 1, 'lottery.slip.ball.duplicate'],
      ['vnn_de_special', '4', 2, 'lottery.slip.selection.invalid'],
      ['vnn_de_special', '45,45', 2, 'lottery.slip.ball.duplicate'],
      ['vnn_dau', '4', 2, 'lottery.slip.approach.invalid'],
      ['vnn_dau', '10', 1, 'lottery.slip.ball.invalid'],
      ['vnn_dau', '4,4', 1, 'lottery.slip.ball.duplicate'],
      ['vnn_lo_3', '1_2', 1, 'lottery.slip.malformed'],
      ['vnn_lo_3', '1_2_', 1, 'lottery.slip.empty'],
      ['vnn_lo_3', '1_2_x', 1, 'lottery.slip.malformed'],
      ['vnn_lo_3', '12', 2, 'lottery.slip.selection.invalid'],
      ['vnn_lo_4', '12345', 2, 'lottery.slip.selection.invalid'],
      ['vnn_xien_2', '45', 1, 'lottery.slip.empty'],
      ['vnn_xien_2', '45', 2, 'lottery.slip.selection.invalid'],
      ['vnn_xien_2', '45 45', 2, 'lottery.slip.ball.duplicate'],
      ['vnn_xien_2', '45 90,90 45', 2, 'lottery.slip.ball.duplicate'],
      ['vnn_xien_2', '45 9', 2, 'lottery.slip.ball.invalid'],
      ['vnn_xien_2', '45  90', 2, 'lottery.slip.selection.invalid'],
      ['vnn_xien_3', '45,90', 1, 'lottery.slip.empty'],
      ['vnn_truot_10', '01,02,03,04,05,06,07,08,09', 1, 'lottery.slip.empty'],
      ['vnn_4cang_special', '1_2_3', 1, 'lottery.slip.malformed'],
    ];
    for (const [code, balls, approach, errorCode] of cases) refuses(code, balls, approach, errorCode);
  });
});
