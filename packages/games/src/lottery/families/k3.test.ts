import { describe, expect, it } from 'vitest';
import { FastRng } from '../../house/fast-rng.ts';
import { combinations } from '../combinatorics.ts';
import { LotteryError } from '../errors.ts';
import { familyProblems } from '../family-checks.ts';
import { k3Draw, k3Family, k3Rules } from './k3.ts';
import type { K3Rules } from './k3.ts';
import { expectNamed, expectPickerTokensRead, wireExamples } from './test-support.ts';

const family = k3Family;
const rules = k3Rules;
const counted: K3Rules = { tripleSizeParity: 'count' };
// Prizes are for a 2-unit bet at series 1980 (RTP 99%): a level of chance p pays 20000 x 0.99 / p = 19800 / p.
const { play, bet, refused } = wireExamples(family, rules);

describe('K3 family', () => {
  it('passes the family checks under every rule choice', () => {
    expect(familyProblems(family, { samples: 3 })).toEqual([]);
    expect(familyProblems(family, { samples: 3, rules: counted })).toEqual([]);
  });

  it('weighs its 56 results by the 216 ordered rolls, with the sum table of games.md', () => {
    const sums = new Array<number>(19).fill(0);
    let total = 0;
    for (const [d, w] of family.space!(rules)) {
      sums[d.sum]! += Number(w);
      total += Number(w);
    }
    expect(total).toBe(216);
    expect(sums.slice(3)).toEqual([1, 3, 6, 10, 15, 21, 25, 27, 27, 25, 21, 15, 10, 6, 3, 1]);
  });

  it('draws three dice, shows them sorted, reads them back', () => {
    const rng = new FastRng(5);
    for (let i = 0; i < 200; i++) {
      const d = family.draw(rng);
      expect(d.dice.every((f) => f >= 1 && f <= 6)).toBe(true);
      expect(family.formatDraw(family.parseDraw(family.formatDraw(d)))).toBe(family.formatDraw(d));
    }
    expect(family.formatDraw(family.parseDraw('6,1,3'))).toBe('1,3,6');
    expect(family.positions(family.parseDraw('2,2,5'))).toEqual([2, 2, 5]);
    for (const bad of ['1,2', '1,2,3,4', '0,1,2', '1,2,7', '1 2 3', '123', '01,02,03']) expect(() => family.parseDraw(bad)).toThrow(LotteryError);
  });

  it('builds draws from three dice for CHAIN', () => {
    expect(k3Draw([5, 2, 5])).toMatchObject({ dice: [2, 5, 5], sum: 12, pair: 5, single: 2, triple: 0, distinct: 2 });
    expect(k3Draw([4, 3, 2])).toMatchObject({ run: true, distinct: 3, pair: 0 });
    expect(k3Draw([6, 6, 6])).toMatchObject({ triple: 6, pair: 6, single: 0 });
    expect(() => k3Draw([0, 1, 2])).toThrow(LotteryError);
  });

  it('accepts every picker token as written', () => {
    expectPickerTokensRead(family, rules, (code) => code === 'k3_pair_single');
  });

  it('has names for every play, group and picker row', () => {
    expectNamed(family, /^k3(_[a-z0-9]+)+$/);
  });
});

describe('K3 plays: hand-worked examples', () => {
  it('sum and big/small/odd/even', () => {
    // 3+3+4 = 10 (27 of 216 = 1/8): 19800 x 8 = 158,400.
    const hits = new Array<number>(16).fill(0);
    hits[10 - 3] = 1;
    expect(bet('k3_sum', '10,11', '3,3,4')).toEqual({ count: 2, hits, pushes: 0, paid: 158400n });
    // 13 is big and odd; with triples losing each is 105/216 = 35/72: 19800 x 72/35 = 40,731.4, floored.
    expect(bet('k3_sum_two_sides', 'big,odd', '3,4,6')).toEqual({ count: 2, hits: [1, 0, 1, 0], pushes: 0, paid: 81462n });
    // 4,4,4 (sum 12): every size/parity bet loses under the default rule ...
    expect(bet('k3_sum_two_sides', 'big,small,odd,even', '4,4,4')).toEqual({ count: 4, hits: [0, 0, 0, 0], pushes: 0, paid: 0n });
    // ... and is big and even when triples count (1/2 each): 2 x 39,600.
    expect(bet('k3_sum_two_sides', 'big,small,odd,even', '4,4,4', 1, counted)).toEqual({ count: 4, hits: [1, 0, 0, 1], pushes: 0, paid: 79200n });
    expect(bet('k3_sum_two_sides', 'small', '1,4,5', 1, counted).hits).toEqual([0, 1, 0, 0]);
  });

  it('triples', () => {
    // 666 (1/216): 19800 x 216 = 4,276,800.
    expect(bet('k3_triple_single', '111,666', '6,6,6')).toEqual({ count: 2, hits: [1], pushes: 0, paid: 4276800n });
    // Any triple (6/216 = 1/36): 19800 x 36 = 712,800.
    expect(bet('k3_triple_any', 'all', '2,2,2')).toEqual({ count: 1, hits: [1], pushes: 0, paid: 712800n });
    expect(bet('k3_triple_any', 'all', '2,2,3').hits).toEqual([0]);
  });

  it('pairs', () => {
    // 11* shows on 1,1,5 (16/216 = 2/27): 19800 x 27/2 = 267,300.
    expect(bet('k3_pair_any', '11,22', '1,1,5')).toEqual({ count: 2, hits: [1], pushes: 0, paid: 267300n });
    expect(bet('k3_pair_any', '11', '1,1,1').hits).toEqual([1]);
    // 22 with 4 is exactly 2,2,4 (3/216 = 1/72): 19800 x 72 = 1,425,600.
    expect(bet('k3_pair_single', '11,22_3,4', '2,2,4')).toEqual({ count: 4, hits: [1], pushes: 0, paid: 1425600n });
    expect(bet('k3_pair_single', '112,221', '1,2,2', 2)).toEqual({ count: 2, hits: [1], pushes: 0, paid: 1425600n });
    expect(bet('k3_pair_single', '2 2 1', '1,2,2', 2).hits).toEqual([1]);
  });

  it('three and two different, any run', () => {
    // 2,3,4 is one of the four triples of 1..4 (6/216 = 1/36): 712,800.
    expect(bet('k3_three_diff', '1,2,3,4', '2,3,4')).toEqual({ count: 4, hits: [1], pushes: 0, paid: 712800n });
    expect(bet('k3_three_diff', '234,123', '4,2,3', 2)).toEqual({ count: 2, hits: [1], pushes: 0, paid: 712800n });
    expect(bet('k3_three_diff', '1,2,3,4', '2,2,3').hits).toEqual([0]);
    expect(bet('k3_three_diff_banker', '1_2,3,4', '1,3,4')).toEqual({ count: 3, hits: [1], pushes: 0, paid: 712800n });
    // 1,2,3 holds all three pairs of 1,2,3 (30/216 = 5/36 each): 3 x 19800 x 36/5 = 3 x 142,560.
    expect(bet('k3_two_diff', '1,2,3', '1,2,3')).toEqual({ count: 3, hits: [3], pushes: 0, paid: 427680n });
    expect(bet('k3_two_diff', '12,56', '1,2,2', 2)).toEqual({ count: 2, hits: [1], pushes: 0, paid: 142560n });
    // Banker 1 with drag 3 on 1,3,3: the bet 1-3 wins once.
    expect(bet('k3_two_diff_banker', '1_2,3', '1,3,3')).toEqual({ count: 2, hits: [1], pushes: 0, paid: 142560n });
    // 3,4,5 is a run (24/216 = 1/9): 19800 x 9 = 178,200.
    expect(bet('k3_run_any', 'all', '3,4,5')).toEqual({ count: 1, hits: [1], pushes: 0, paid: 178200n });
    expect(bet('k3_run_any', 'all', '1,3,5').hits).toEqual([0]);
  });
});

describe('K3 compound and banker-drag settle like their single bets', () => {
  const draws = [...family.space!(rules)].map(([d]) => d);
  it.each([
    ['k3_three_diff', 3],
    ['k3_two_diff', 2],
  ] as const)('%s', (code, k) => {
    const p = play(code);
    const banker = play(`${code}_banker`);
    for (let n = k; n <= 6; n++) {
      const picked = [1, 2, 3, 4, 5, 6].slice(6 - n);
      const singles = [...combinations(picked, k)];
      const compound = p.parse(picked.join(','), 1, rules);
      const single = p.parse(singles.map((s) => s.join('')).join(','), 2, rules);
      expect(p.count(compound, rules)).toBe(singles.length);
      for (let b = 1; b < k && b < n; b++) {
        const bd = banker.parse(`${picked.slice(0, b).join(',')}_${picked.slice(b).join(',')}`, 1, rules);
        const bdSingles = singles.filter((s) => picked.slice(0, b).every((f) => s.includes(f)));
        expect(banker.count(bd, rules)).toBe(bdSingles.length);
        const bdSingle = p.parse(bdSingles.map((s) => s.join('')).join(','), 2, rules);
        for (const d of draws) expect(banker.settle(bd, d, rules)).toEqual(p.settle(bdSingle, d, rules));
      }
      for (const d of draws) expect(p.settle(compound, d, rules)).toEqual(p.settle(single, d, rules));
    }
  });

  it('k3_pair_single', () => {
    const p = play('k3_pair_single');
    const compound = p.parse('11,33,55_2,4,6', 1, rules);
    const single = p.parse(['112', '114', '116', '332', '334', '336', '552', '554', '556'].join(','), 2, rules);
    expect(p.count(compound, rules)).toBe(9);
    for (const d of draws) expect(p.settle(compound, d, rules)).toEqual(p.settle(single, d, rules));
    expect(p.exposure(compound, rules)).toEqual(p.exposure(single, rules));
  });
});

describe('K3 refuses bad slips', () => {
  it.each([
    ['k3_sum', '2', 1, 'lottery.slip.ball.invalid'],
    ['k3_sum', '19', 1, 'lottery.slip.ball.invalid'],
    ['k3_sum', '10,10', 1, 'lottery.slip.ball.duplicate'],
    ['k3_sum', '', 1, 'lottery.slip.empty'],
    ['k3_sum', '10', 2, 'lottery.slip.approach.invalid'],
    ['k3_sum_two_sides', 'large', 1, 'lottery.slip.ball.invalid'],
    ['k3_triple_single', '777', 1, 'lottery.slip.ball.invalid'],
    ['k3_triple_any', 'any', 1, 'lottery.slip.ball.invalid'],
    ['k3_pair_any', '12', 1, 'lottery.slip.ball.invalid'],
    ['k3_pair_single', '11_1', 1, 'lottery.slip.ball.duplicate'],
    ['k3_pair_single', '11', 1, 'lottery.slip.malformed'],
    ['k3_pair_single', '11_', 1, 'lottery.slip.empty'],
    ['k3_pair_single', '123', 2, 'lottery.slip.selection.invalid'],
    ['k3_pair_single', '111', 2, 'lottery.slip.selection.invalid'],
    ['k3_pair_single', '112,121', 2, 'lottery.slip.ball.duplicate'],
    ['k3_pair_single', '11', 2, 'lottery.slip.selection.invalid'],
    ['k3_pair_single', '118', 2, 'lottery.slip.ball.invalid'],
    ['k3_three_diff', '1,2', 1, 'lottery.slip.empty'],
    ['k3_three_diff', '1,2,7', 1, 'lottery.slip.ball.invalid'],
    ['k3_three_diff', '112', 2, 'lottery.slip.ball.duplicate'],
    ['k3_three_diff', '123,321', 2, 'lottery.slip.ball.duplicate'],
    ['k3_three_diff_banker', '1,2,3_4', 1, 'lottery.slip.selection.invalid'],
    ['k3_three_diff_banker', '1_1,2', 1, 'lottery.slip.ball.duplicate'],
    ['k3_three_diff_banker', '1_2', 1, 'lottery.slip.empty'],
    ['k3_two_diff_banker', '1,2_3', 1, 'lottery.slip.selection.invalid'],
    ['k3_two_diff', '1', 1, 'lottery.slip.empty'],
    ['k3_two_diff', '1x', 2, 'lottery.slip.malformed'],
    ['k3_run_any', 'all,all', 1, 'lottery.slip.ball.duplicate'],
  ] as const)('%s %j (approach %i): %s', (code, balls, approach, expected) => {
    expect(refused(code, balls, approach)).toBe(expected);
  });

  it('names the numbers players crowd for exposure limits', () => {
    expect(play('k3_sum').exposure(play('k3_sum').parse('4,17', 1, rules), rules)).toEqual(['sum:4', 'sum:17']);
    expect(play('k3_triple_single').exposure(play('k3_triple_single').parse('666,111', 1, rules), rules)).toEqual(['111', '666']);
    expect(play('k3_three_diff_banker').exposure(play('k3_three_diff_banker').parse('1_2,3,4', 1, rules), rules)).toEqual(['123', '124', '134']);
    expect(play('k3_sum_two_sides').exposure(play('k3_sum_two_sides').parse('big', 1, rules), rules)).toEqual([]);
  });
});
