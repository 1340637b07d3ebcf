import { describe, expect, it } from 'vitest';
import { FastRng } from '../../house/fast-rng.ts';
import { LotteryError } from '../errors.ts';
import { familyProblems } from '../family-checks.ts';
import { pk10Draw, pk10DrawFromPermutation, pk10Family, pk10Rules } from './pk10.ts';
import { expectNamed, expectPickerTokensRead, wireExamples } from './test-support.ts';

const family = pk10Family;
const rules = pk10Rules;
// Prizes are for a 2-unit bet at series 1980 (RTP 99%): a level of chance p pays 20000 x 0.99 / p = 19800 / p.
const { play, bet, refused } = wireExamples(family, rules);

/** A draw from its leading cars; the others follow in ascending order. */
function race(...lead: number[]): string {
  const rest = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter((c) => !lead.includes(c));
  return [...lead, ...rest].map((c) => String(c).padStart(2, '0')).join(',');
}

describe('PK10 family', () => {
  it('passes the family checks (each play over its exact projection)', () => {
    expect(familyProblems(family, { samples: 3 })).toEqual([]);
  });

  it('draws a permutation of 01..10 and reads it back exactly', () => {
    const rng = new FastRng(3);
    const champions = new Array<number>(11).fill(0);
    for (let i = 0; i < 2000; i++) {
      const d = family.draw(rng);
      expect([...d.ranks].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(family.formatDraw(family.parseDraw(family.formatDraw(d)))).toBe(family.formatDraw(d));
      champions[d.ranks[0]!]!++;
    }
    // Every car wins sometimes (a rough check; the RNG's own tests cover uniformity).
    expect(champions.slice(1).every((c) => c > 100)).toBe(true);
    expect(family.positions(family.parseDraw('10,09,08,07,06,05,04,03,02,01'))).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    for (const bad of ['10,09,08,07,06,05,04,03,02', '10,09,08,07,06,05,04,03,02,02', '1,2,3,4,5,6,7,8,9,10', '11,09,08,07,06,05,04,03,02,01', '00,09,08,07,06,05,04,03,02,01']) {
      expect(() => family.parseDraw(bad)).toThrow(LotteryError);
    }
  });

  it('builds draws from a permutation for CHAIN', () => {
    expect(family.formatDraw(pk10DrawFromPermutation([9, 0, 1, 2, 3, 4, 5, 6, 7, 8]))).toBe('10,01,02,03,04,05,06,07,08,09');
    expect(pk10Draw([2, 1, 3, 4, 5, 6, 7, 8, 9, 10]).sum).toBe(3);
    expect(() => pk10DrawFromPermutation([0, 0, 1, 2, 3, 4, 5, 6, 7, 8])).toThrow(LotteryError);
    expect(() => pk10Draw([1, 2, 3])).toThrow(LotteryError);
  });

  it('accepts every picker token as written', () => {
    expectPickerTokensRead(family, rules);
  });

  it('has names for every play, group and picker row', () => {
    expectNamed(family, /^pk10(_[a-z0-9]+)+$/);
  });
});

describe('PK10 plays: hand-worked examples', () => {
  it('first 1 to first 5 straight', () => {
    // Champion (1/10): 19800 x 10 = 198,000.
    expect(bet('pk10_first1', '01,02', race(2, 1))).toEqual({ count: 2, hits: [1], pushes: 0, paid: 198000n });
    // First 2 (1/90): 01-02 and 02-01 are the bets, 02-01 wins 19800 x 90.
    expect(bet('pk10_first2', '01,02_01,02', race(2, 1))).toEqual({ count: 2, hits: [1], pushes: 0, paid: 1782000n });
    expect(bet('pk10_first2', '02 01,01 02', race(2, 1), 2)).toEqual({ count: 2, hits: [1], pushes: 0, paid: 1782000n });
    // First 3 (1/720): 19800 x 720.
    expect(bet('pk10_first3', '01 02 03,03 02 01', race(3, 2, 1), 2)).toEqual({ count: 2, hits: [1], pushes: 0, paid: 14256000n });
    expect(bet('pk10_first3', '03_02_01,04', race(3, 2, 1))).toEqual({ count: 2, hits: [1], pushes: 0, paid: 14256000n });
    // First 4 (1/5040): 19800 x 5040.
    expect(bet('pk10_first4', '01_02_03_04,05', race(1, 2, 3, 5))).toEqual({ count: 2, hits: [1], pushes: 0, paid: 99792000n });
    // First 5 (1/30240): 19800 x 30240.
    expect(bet('pk10_first5', '01 02 03 04 05', race(1, 2, 3, 4, 5), 2)).toEqual({ count: 1, hits: [1], pushes: 0, paid: 598752000n });
    expect(bet('pk10_first5', '01 02 03 04 05', race(1, 2, 3, 5, 4), 2).hits).toEqual([0]);
  });

  it('fixed position', () => {
    // Champion 01 and third 03 win, runner-up 02 loses: 2 x 198,000.
    expect(bet('pk10_position_1to5', '01_02_03__', race(1, 5, 3))).toEqual({ count: 3, hits: [2], pushes: 0, paid: 396000n });
    // Sixth is 06 in this race (cars 1..5 lead, the rest ascending): 198,000; tenth is 10, not 09.
    expect(bet('pk10_position_6to10', '06____09', race(1, 2, 3, 4, 5))).toEqual({ count: 2, hits: [1], pushes: 0, paid: 198000n });
  });

  it('dragon and tiger', () => {
    // Champion 10 beats tenth 01 (1/2): 19800 x 2 = 39,600.
    expect(bet('pk10_dragon_tiger_1v10', 'dragon', '10,02,03,04,05,06,07,08,09,01')).toEqual({ count: 1, hits: [1, 0], pushes: 0, paid: 39600n });
    expect(bet('pk10_dragon_tiger_5v6', 'dragon,tiger', race(1, 2, 3, 4, 5))).toEqual({ count: 2, hits: [0, 1], pushes: 0, paid: 39600n });
    expect(bet('pk10_dragon_tiger_2v9', 'tiger', race(1, 10))).toEqual({ count: 1, hits: [0, 0], pushes: 0, paid: 0n });
    expect(bet('pk10_dragon_tiger_3v8', 'dragon', race(1, 2, 9)).hits).toEqual([1, 0]);
    expect(bet('pk10_dragon_tiger_4v7', 'tiger', race(1, 2, 3, 4)).hits).toEqual([0, 1]);
  });

  it('champion and runner-up sum', () => {
    // 05 + 06 = 11 (10 of 90 = 1/9): 19800 x 9 = 178,200.
    const hits = new Array<number>(17).fill(0);
    hits[11 - 3] = 1;
    expect(bet('pk10_sum', '3,11', race(5, 6))).toEqual({ count: 2, hits, pushes: 0, paid: 178200n });
    // 11 is small (50/90) and odd (50/90): 19800 x 9/5 = 35,640 each.
    expect(bet('pk10_sum_two_sides', 'small,odd', race(5, 6))).toEqual({ count: 2, hits: [0, 1, 1, 0], pushes: 0, paid: 71280n });
    // 12 is big (40/90) and even (40/90): 19800 x 9/4 = 44,550 each.
    expect(bet('pk10_sum_two_sides', 'big,small,odd,even', race(5, 7))).toEqual({ count: 4, hits: [1, 0, 0, 1], pushes: 0, paid: 89100n });
  });

  it('two sides per rank', () => {
    // Third 08: big and even (1/2 each): 2 x 39,600.
    expect(bet('pk10_two_sides_rank3', 'big,even', race(1, 2, 8))).toEqual({ count: 2, hits: [1, 0, 0, 1], pushes: 0, paid: 79200n });
    // Tenth 10 in this race: big, even.
    expect(bet('pk10_two_sides_rank10', 'small,odd', race(1))).toEqual({ count: 2, hits: [0, 0, 0, 0], pushes: 0, paid: 0n });
  });
});

describe('PK10 compound straight settles like its typed tuples', () => {
  it.each([2, 3, 4, 5])('first %i', (k) => {
    const rng = new FastRng(k);
    const p = play(`pk10_first${k}`);
    const rows = Array.from({ length: k }, () => [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter(() => rng.int(3) === 0 || rng.int(2) === 0));
    for (const row of rows) if (row.length === 0) row.push(1 + rng.int(10));
    const tuples: number[][] = [];
    const walk = (i: number, t: number[]) => {
      if (i === k) return void tuples.push(t);
      for (const c of rows[i]!) if (!t.includes(c)) walk(i + 1, [...t, c]);
    };
    walk(0, []);
    const pad = (c: number) => String(c).padStart(2, '0');
    const compound = p.parse(rows.map((r) => r.map(pad).join(',')).join('_'), 1, rules);
    expect(p.count(compound, rules)).toBe(tuples.length);
    if (tuples.length === 0) return;
    const single = p.parse(tuples.map((t) => t.map(pad).join(' ')).join(','), 2, rules);
    expect(p.count(single, rules)).toBe(tuples.length);
    const draws = [...Array.from({ length: 200 }, () => family.draw(rng)), ...tuples.slice(0, 20).map((t) => family.parseDraw(race(...t)))];
    for (const d of draws) expect(p.settle(compound, d, rules)).toEqual(p.settle(single, d, rules));
  });

  it('counts the full first-5 compound as 30,240 bets', () => {
    const all = '01,02,03,04,05,06,07,08,09,10';
    expect(play('pk10_first5').count(play('pk10_first5').parse([all, all, all, all, all].join('_'), 1, rules), rules)).toBe(30240);
  });
});

describe('PK10 refuses bad slips', () => {
  it.each([
    ['pk10_first1', '11', 1, 'lottery.slip.ball.invalid'],
    ['pk10_first1', '01', 2, 'lottery.slip.approach.invalid'],
    ['pk10_first2', '01', 1, 'lottery.slip.malformed'],
    ['pk10_first2', '01_01', 1, 'lottery.slip.empty'],
    ['pk10_first2', '01,01_02', 1, 'lottery.slip.ball.duplicate'],
    ['pk10_first2', '01 01', 2, 'lottery.slip.ball.duplicate'],
    ['pk10_first2', '01 02,01 02', 2, 'lottery.slip.ball.duplicate'],
    ['pk10_first2', '01 02 03', 2, 'lottery.slip.selection.invalid'],
    ['pk10_first3', '01 02 1a', 2, 'lottery.slip.malformed'],
    ['pk10_position_1to5', '____', 1, 'lottery.slip.empty'],
    ['pk10_position_1to5', '___', 1, 'lottery.slip.malformed'],
    ['pk10_dragon_tiger_1v10', 'tie', 1, 'lottery.slip.ball.invalid'],
    ['pk10_dragon_tiger_1v10', '', 1, 'lottery.slip.empty'],
    ['pk10_sum', '2', 1, 'lottery.slip.ball.invalid'],
    ['pk10_sum', '20', 1, 'lottery.slip.ball.invalid'],
    ['pk10_sum', '11,11', 1, 'lottery.slip.ball.duplicate'],
    ['pk10_sum_two_sides', 'big_odd', 1, 'lottery.slip.malformed'],
    ['pk10_two_sides_rank1', 'dragon', 1, 'lottery.slip.ball.invalid'],
  ] as const)('%s %j (approach %i): %s', (code, balls, approach, expected) => {
    expect(refused(code, balls, approach)).toBe(expected);
  });

  it('names the numbers players crowd for exposure limits', () => {
    const position = play('pk10_position_6to10');
    expect(position.exposure(position.parse('01____10', 1, rules), rules)).toEqual(['rank6:01', 'rank10:10']);
    expect(play('pk10_sum').exposure(play('pk10_sum').parse('19,3', 1, rules), rules)).toEqual(['sum:3', 'sum:19']);
    expect(play('pk10_first1').exposure(play('pk10_first1').parse('07', 1, rules), rules)).toEqual(['rank1:07']);
    expect(play('pk10_two_sides_rank1').exposure(play('pk10_two_sides_rank1').parse('big', 1, rules), rules)).toEqual([]);
  });
});
