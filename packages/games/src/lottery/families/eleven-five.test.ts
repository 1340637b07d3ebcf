import { describe, expect, it } from 'vitest';
import { FastRng } from '../../house/fast-rng.ts';
import { combinations } from '../combinatorics.ts';
import { LotteryError } from '../errors.ts';
import { familyProblems } from '../family-checks.ts';
import { elevenFiveDraw, elevenFiveFamily, elevenFiveRules } from './eleven-five.ts';
import type { ElevenFiveDraw } from './eleven-five.ts';
import { expectNamed, expectPickerTokensRead, wireExamples } from './test-support.ts';

const family = elevenFiveFamily;
const rules = elevenFiveRules;
// Prizes are for a 2-unit bet at series 1980 (RTP 99%): a level of chance p pays 20000 x 0.99 / p = 19800 / p.
const { play, bet, refused } = wireExamples(family, rules);

describe('11X5 family', () => {
  it('passes the family checks under every rule choice', () => {
    expect(familyProblems(family, { samples: 3 })).toEqual([]);
    expect(familyProblems(family, { samples: 3, rules: { ball11Parity: 'odd' } })).toEqual([]);
  });

  it('draws five distinct balls in order and reads them back exactly', () => {
    const rng = new FastRng(7);
    for (let i = 0; i < 200; i++) {
      const d = family.draw(rng);
      expect(new Set(d.balls).size).toBe(5);
      expect(d.balls.every((b) => b >= 1 && b <= 11)).toBe(true);
      expect(family.formatDraw(family.parseDraw(family.formatDraw(d)))).toBe(family.formatDraw(d));
    }
    expect(family.formatDraw(family.parseDraw('03,11,01,07,05'))).toBe('03,11,01,07,05');
    expect(family.positions(family.parseDraw('03,11,01,07,05'))).toEqual([3, 11, 1, 7, 5]);
    for (const bad of ['3,11,1,7,5', '03,11,01,07', '03,11,01,07,05,06', '03,11,01,07,07', '00,11,01,07,05', '12,11,01,07,05', '03 11 01 07 05', '']) {
      expect(() => family.parseDraw(bad)).toThrow(LotteryError);
    }
  });

  it('accepts every picker token as written', () => {
    expectPickerTokensRead(family, rules);
  });

  it('has names for every play, group and picker row', () => {
    expectNamed(family, /^11x5(_[a-z0-9]+)+$/);
  });
});

describe('11X5 plays: hand-worked examples', () => {
  it('any 1 to any 8, compound', () => {
    // Any 1 (5 of 11): 01 and 02 are among the five; prize 19800 x 11/5 = 43,560 each.
    expect(bet('11x5_any1', '01,02,03', '01,02,04,05,06')).toEqual({ count: 3, hits: [2], pushes: 0, paid: 87120n });
    // Any 2 (2/11): three pairs of 01,02,03 all drawn; 19800 x 5.5 = 108,900 each.
    expect(bet('11x5_any2', '01,02,03', '01,02,03,04,05')).toEqual({ count: 3, hits: [3], pushes: 0, paid: 326700n });
    // Any 3 (2/33): of the four triples only 01,02,03 is drawn; 19800 x 16.5.
    expect(bet('11x5_any3', '01,02,03,04', '01,02,03,10,11')).toEqual({ count: 4, hits: [1], pushes: 0, paid: 326700n });
    // Any 4 (1/66): 01,02,03,04 drawn; 19800 x 66.
    expect(bet('11x5_any4', '01,02,03,04,05', '01,02,03,04,06')).toEqual({ count: 5, hits: [1], pushes: 0, paid: 1306800n });
    // Any 5 (1/462): one of the six fives is the draw; 19800 x 462.
    expect(bet('11x5_any5', '01,02,03,04,05,06', '05,04,03,02,01')).toEqual({ count: 6, hits: [1], pushes: 0, paid: 9147600n });
    // Any 6 (1/77): sixes of 01..07 holding 01..05: add 06 or 07, 2 hits; 19800 x 77 = 1,524,600.
    expect(bet('11x5_any6', '01,02,03,04,05,06,07', '01,02,03,04,05')).toEqual({ count: 7, hits: [2], pushes: 0, paid: 3049200n });
    // Any 7 (1/22): sevens of 01..08 holding 01..05: C(3,2) = 3 hits; 19800 x 22 = 435,600.
    expect(bet('11x5_any7', '01,02,03,04,05,06,07,08', '01,02,03,04,05')).toEqual({ count: 8, hits: [3], pushes: 0, paid: 1306800n });
    // Any 8 (4/33): eights of 01..09 holding 01..05: C(4,3) = 4 hits; 19800 x 33/4 = 163,350.
    expect(bet('11x5_any8', '01,02,03,04,05,06,07,08,09', '01,02,03,04,05')).toEqual({ count: 9, hits: [4], pushes: 0, paid: 653400n });
    expect(bet('11x5_any8', '01,02,03,04,05,06,07,08,09', '01,02,03,04,10').hits).toEqual([0]);
  });

  it('any 2 to any 8, single entries', () => {
    expect(bet('11x5_any2', '01 02,03 04,05 06', '01,02,04,05,06', 2)).toEqual({ count: 3, hits: [2], pushes: 0, paid: 217800n });
    expect(bet('11x5_any1', '07,08', '07,02,04,05,06', 2)).toEqual({ count: 2, hits: [1], pushes: 0, paid: 43560n });
    expect(bet('11x5_any6', '01 02 03 04 05 11', '05,04,03,02,01', 2)).toEqual({ count: 1, hits: [1], pushes: 0, paid: 1524600n });
  });

  it('any 2 to any 8, banker-drag', () => {
    // Banker 01 drawn, drag 03 and 04 drawn: bets 01+03 and 01+04 win, 2 x 108,900.
    expect(bet('11x5_any2_banker', '01_02,03,04', '01,03,04,06,07')).toEqual({ count: 3, hits: [2], pushes: 0, paid: 217800n });
    expect(bet('11x5_any2_banker', '08_02,03,04', '01,03,04,06,07').hits).toEqual([0]);
    // Banker 01,02 drawn, only 05 of the drag: one triple, 326,700.
    expect(bet('11x5_any3_banker', '01,02_03,04,05', '01,02,05,08,09')).toEqual({ count: 3, hits: [1], pushes: 0, paid: 326700n });
    expect(bet('11x5_any4_banker', '01_02,03,04,05', '01,02,03,04,11')).toEqual({ count: 4, hits: [1], pushes: 0, paid: 1306800n });
    expect(bet('11x5_any5_banker', '01,02,03_04,05,06', '01,02,03,04,05')).toEqual({ count: 3, hits: [1], pushes: 0, paid: 9147600n });
    // Any 6: banker 01 (not drawn) plus all five drag 02..06 drawn: the one six 01..06 holds the draw.
    expect(bet('11x5_any6_banker', '01_02,03,04,05,06,07', '02,03,04,05,06')).toEqual({ count: 6, hits: [1], pushes: 0, paid: 1524600n });
    // Any 7: banker 01,02 + drag 03..06 cover 01,03,04,05,06; the fifth drag ball 07 or 08: 2 hits of 435,600.
    expect(bet('11x5_any7_banker', '01,02_03,04,05,06,07,08', '01,03,04,05,06')).toEqual({ count: 6, hits: [2], pushes: 0, paid: 871200n });
    // Any 8: banker 01 + drag 05..09 drawn + 2 of the 3 others: C(3,2) = 3 hits of 163,350.
    expect(bet('11x5_any8_banker', '01_02,03,04,05,06,07,08,09', '05,06,07,08,09')).toEqual({ count: 8, hits: [3], pushes: 0, paid: 490050n });
  });

  it('front straight and group', () => {
    // Front 1 (1/11): 19800 x 11 = 217,800.
    expect(bet('11x5_front1_straight', '01,02', '02,01,03,04,05')).toEqual({ count: 2, hits: [1], pushes: 0, paid: 217800n });
    // Front 2 straight (1/110): pairs 01-02, 01-03, 02-01, 02-03; 02-01 wins 19800 x 110.
    expect(bet('11x5_front2_straight', '01,02_01,02,03', '02,01,04,05,06')).toEqual({ count: 4, hits: [1], pushes: 0, paid: 2178000n });
    expect(bet('11x5_front2_straight', '01 02,02 01', '02,01,04,05,06', 2)).toEqual({ count: 2, hits: [1], pushes: 0, paid: 2178000n });
    // Front 3 straight (1/990): 19800 x 990.
    expect(bet('11x5_front3_straight', '01_02_03,04', '01,02,04,05,06')).toEqual({ count: 2, hits: [1], pushes: 0, paid: 19602000n });
    expect(bet('11x5_front3_straight', '01 02 04,04 02 01', '01,02,04,05,06', 2)).toEqual({ count: 2, hits: [1], pushes: 0, paid: 19602000n });
    // Front 2 group (1/55): 03,01 in any order; 19800 x 55.
    expect(bet('11x5_front2_group', '01,02,03', '03,01,02,04,05')).toEqual({ count: 3, hits: [1], pushes: 0, paid: 1089000n });
    expect(bet('11x5_front2_group', '01 03,02 03', '03,01,02,04,05', 2)).toEqual({ count: 2, hits: [1], pushes: 0, paid: 1089000n });
    expect(bet('11x5_front2_group_banker', '01_02,03', '02,01,03,04,05')).toEqual({ count: 2, hits: [1], pushes: 0, paid: 1089000n });
    // Front 3 group (1/165): 19800 x 165.
    expect(bet('11x5_front3_group', '01,02,03,04', '03,01,02,05,06')).toEqual({ count: 4, hits: [1], pushes: 0, paid: 3267000n });
    expect(bet('11x5_front3_group', '03 02 01', '03,01,02,05,06', 2)).toEqual({ count: 1, hits: [1], pushes: 0, paid: 3267000n });
    expect(bet('11x5_front3_group_banker', '01,02_03,04,05', '05,02,01,03,04')).toEqual({ count: 3, hits: [1], pushes: 0, paid: 3267000n });
    expect(bet('11x5_front3_group', '01,02,03,04', '05,02,01,03,04').hits).toEqual([0]);
  });

  it('fixed position and front-3 any position', () => {
    // 01 at ball 1 and 04 at ball 4 win (1/11 each): 2 x 217,800.
    expect(bet('11x5_position', '01_02__03,04_', '01,05,06,04,09')).toEqual({ count: 4, hits: [2], pushes: 0, paid: 435600n });
    // 02 and 03 are among the first three (3/11): 19800 x 11/3 = 72,600 each; 01 came fourth.
    expect(bet('11x5_unfixed_front3', '01,02,03', '02,05,03,01,04')).toEqual({ count: 3, hits: [2], pushes: 0, paid: 145200n });
  });

  it('odd count and middle number', () => {
    // Three odd balls (200 of 462 = 100/231): 19800 x 231/100 = 45,738.
    expect(bet('11x5_odd_count', 'odd3,odd2', '01,02,03,04,05')).toEqual({ count: 2, hits: [0, 0, 1, 0, 0, 0], pushes: 0, paid: 45738n });
    // Middle of 01,02,06,09,11 is 06 (100 of 462 = 50/231): 19800 x 231/50 = 91,476.
    expect(bet('11x5_middle', '06', '01,06,11,02,09')).toEqual({ count: 1, hits: [0, 0, 0, 1, 0, 0, 0], pushes: 0, paid: 91476n });
  });

  it('two sides per ball and on the total', () => {
    // Ball 1 07 big wins; ball 2 11 ties (refund 20,000); ball 4 05 odd wins, even loses.
    // Big and odd: 5/11 with a 1/11 push: 20000 x (0.99 - 1/11) x 11/5 = 39,560.
    expect(bet('11x5_ball_two_sides', 'big_small__odd,even_', '07,11,03,05,09')).toEqual({ count: 4, hits: [1, 0, 1, 0], pushes: 1, paid: 99120n });
    // With 11 counted odd: odd is 6/11 without a push: 20000 x 0.99 x 11/6 = 36,300.
    expect(bet('11x5_ball_two_sides', 'big_small__odd,even_', '07,11,03,05,09', 1, { ball11Parity: 'odd' })).toEqual({
      count: 4,
      hits: [1, 0, 1, 0],
      pushes: 1,
      paid: 95860n,
    });
    expect(bet('11x5_ball_two_sides', '__odd__', '07,08,11,05,09', 1, { ball11Parity: 'odd' }).hits).toEqual([0, 0, 1, 0]);
    // Total 45: big (215/462, push 32/462): 20000 x (0.99 - 32/462) x 462/215 = 39,570;
    // odd (236/462): 20000 x 0.99 x 231/118 = 38,761.
    expect(bet('11x5_total_two_sides', 'big,odd', '07,08,09,10,11')).toEqual({ count: 2, hits: [1, 0, 1, 0], pushes: 0, paid: 78331n });
    // Total 30 ties big/small (two refunds of 20,000) and is even (226/462): 19800 x 231/113 = 40,476.1, floored.
    expect(bet('11x5_total_two_sides', 'big,small,odd,even', '01,04,06,08,11')).toEqual({ count: 4, hits: [0, 0, 0, 1], pushes: 2, paid: 80476n });
  });
});

describe('11X5 compound and banker-drag settle like their single bets', () => {
  const rng = new FastRng(11);
  const draws = Array.from({ length: 60 }, () => family.draw(rng));
  const pad = (b: number) => String(b).padStart(2, '0');
  const sets = (k: number, t: number, targetBalls: (d: ElevenFiveDraw) => number[]) => ({ k, t, targetBalls });

  it.each([
    ['11x5_any2', sets(2, 5, (d) => [...d.balls])],
    ['11x5_any3', sets(3, 5, (d) => [...d.balls])],
    ['11x5_any5', sets(5, 5, (d) => [...d.balls])],
    ['11x5_any7', sets(7, 5, (d) => [...d.balls])],
    ['11x5_front2_group', sets(2, 2, (d) => d.balls.slice(0, 2))],
    ['11x5_front3_group', sets(3, 3, (d) => d.balls.slice(0, 3))],
  ])('%s', (code, { k }) => {
    const p = play(code);
    const banker = family.plays.find((x) => x.code === `${code}_banker`)!;
    for (let trial = 0; trial < 10; trial++) {
      const n = Math.min(11, k + rng.int(4));
      const pool = Array.from({ length: 11 }, (_, i) => i + 1);
      for (let i = 0; i < n; i++) {
        const j = i + rng.int(11 - i);
        [pool[i], pool[j]] = [pool[j]!, pool[i]!];
      }
      const picked = pool.slice(0, n).sort((a, b) => a - b);
      const compound = p.parse(picked.map(pad).join(','), 1, rules);
      const singles = [...combinations(picked, k)];
      const single = p.parse(singles.map((s) => s.map(pad).join(' ')).join(','), 2, rules);
      expect(p.count(compound, rules)).toBe(singles.length);
      expect(p.count(single, rules)).toBe(singles.length);
      const b = 1 + rng.int(k - 1);
      const bd = banker.parse(`${picked.slice(0, b).map(pad).join(',')}_${picked.slice(b).map(pad).join(',')}`, 1, rules);
      const bdSingles = singles.filter((s) => picked.slice(0, b).every((x) => s.includes(x)));
      expect(banker.count(bd, rules)).toBe(bdSingles.length);
      const bdSingle = p.parse(bdSingles.map((s) => s.map(pad).join(' ')).join(','), 2, rules);
      for (const d of draws) {
        expect(p.settle(compound, d, rules)).toEqual(p.settle(single, d, rules));
        expect(banker.settle(bd, d, rules)).toEqual(p.settle(bdSingle, d, rules));
      }
    }
  });

  it('front straight compound equals its typed tuples', () => {
    const p = play('11x5_front3_straight');
    const rows = ['01,02,03', '02,03,04', '03,05'];
    const tuples: string[] = [];
    for (const a of [1, 2, 3]) for (const b of [2, 3, 4]) for (const c of [3, 5]) if (new Set([a, b, c]).size === 3) tuples.push([a, b, c].map(pad).join(' '));
    const compound = p.parse(rows.join('_'), 1, rules);
    const single = p.parse(tuples.join(','), 2, rules);
    expect(p.count(compound, rules)).toBe(tuples.length);
    expect(p.count(single, rules)).toBe(tuples.length);
    for (const d of [...draws, family.parseDraw('02,04,05,01,06'), family.parseDraw('03,02,05,01,06')]) {
      expect(p.settle(compound, d, rules)).toEqual(p.settle(single, d, rules));
    }
  });
});

describe('11X5 refuses bad slips', () => {
  it.each([
    ['11x5_any3', '01,02', 1, 'lottery.slip.empty'],
    ['11x5_any3', '01,02,12', 1, 'lottery.slip.ball.invalid'],
    ['11x5_any3', '00,01,02', 1, 'lottery.slip.ball.invalid'],
    ['11x5_any3', '01,02,02', 1, 'lottery.slip.ball.duplicate'],
    ['11x5_any3', '01,02,x3', 1, 'lottery.slip.malformed'],
    ['11x5_any3', '01,02,03_04', 1, 'lottery.slip.malformed'],
    ['11x5_any3', '', 1, 'lottery.slip.empty'],
    ['11x5_any3', '01 02', 2, 'lottery.slip.selection.invalid'],
    ['11x5_any3', '01 02 02', 2, 'lottery.slip.ball.duplicate'],
    ['11x5_any3', '01 02 03,03 02 01', 2, 'lottery.slip.ball.duplicate'],
    ['11x5_any3_banker', '01,02,03_04,05', 1, 'lottery.slip.selection.invalid'],
    ['11x5_any3_banker', '01_01,02', 1, 'lottery.slip.ball.duplicate'],
    ['11x5_any3_banker', '01_02', 1, 'lottery.slip.empty'],
    ['11x5_any3_banker', '01_', 1, 'lottery.slip.empty'],
    ['11x5_any3_banker', '01,02,03', 1, 'lottery.slip.malformed'],
    ['11x5_any3_banker', '01_02,03', 2, 'lottery.slip.approach.invalid'],
    ['11x5_front1_straight', '01', 2, 'lottery.slip.approach.invalid'],
    ['11x5_front2_straight', '01_01', 1, 'lottery.slip.empty'],
    ['11x5_front2_straight', '01_02_03', 1, 'lottery.slip.malformed'],
    ['11x5_front2_straight', '01 01', 2, 'lottery.slip.ball.duplicate'],
    ['11x5_front2_straight', '0102', 2, 'lottery.slip.selection.invalid'],
    ['11x5_position', '____', 1, 'lottery.slip.empty'],
    ['11x5_position', '01___', 1, 'lottery.slip.malformed'],
    ['11x5_odd_count', 'odd6', 1, 'lottery.slip.ball.invalid'],
    ['11x5_middle', '02', 1, 'lottery.slip.ball.invalid'],
    ['11x5_ball_two_sides', '____', 1, 'lottery.slip.empty'],
    ['11x5_ball_two_sides', 'big,big____', 1, 'lottery.slip.ball.duplicate'],
    ['11x5_ball_two_sides', 'tie____', 1, 'lottery.slip.ball.invalid'],
    ['11x5_total_two_sides', 'BIG', 1, 'lottery.slip.ball.invalid'],
  ] as const)('%s %j (approach %i): %s', (code, balls, approach, expected) => {
    expect(refused(code, balls, approach)).toBe(expected);
  });

  it('builds draws only from five distinct balls 1..11', () => {
    expect(() => elevenFiveDraw([1, 2, 3, 4])).toThrow(LotteryError);
    expect(() => elevenFiveDraw([1, 2, 3, 4, 4])).toThrow(LotteryError);
    expect(() => elevenFiveDraw([1, 2, 3, 4, 12])).toThrow(LotteryError);
  });

  it('names the numbers players crowd for exposure limits', () => {
    expect(play('11x5_any1').exposure(play('11x5_any1').parse('07,01', 1, rules), rules)).toEqual(['01', '07']);
    expect(play('11x5_position').exposure(play('11x5_position').parse('07__01,02__', 1, rules), rules)).toEqual(['ball1:07', 'ball3:01', 'ball3:02']);
    expect(play('11x5_any5').exposure(play('11x5_any5').parse('01,02,03,04,05', 1, rules), rules)).toEqual([]);
  });
});
