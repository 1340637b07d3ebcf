import { describe, expect, it } from 'vitest';
import { FastRng } from '../../house/fast-rng.ts';
import { LotteryError } from '../errors.ts';
import { familyProblems } from '../family-checks.ts';
import { PC28_DRAWS, pc28Colour, pc28DigitCounts, pc28DrawFromBalls, pc28DrawFromDigits, pc28Family, type Pc28Rules } from './pc28.ts';
import { wireExamples } from './test-support.ts';

/*
 * Prizes below are for a 2-unit bet (stake 20000n in 1/10,000 units) at series 1980 (RTP 0.99):
 *   prize = floor(20000 x (0.99 - push) / chance)
 * Chances are exact counts of the C(80,20) = 3,535,316,142,212,174,320 keno draws (named N(...)).
 */

const DEFAULT = pc28Family.defaultRules;

const examples = wireExamples(pc28Family, DEFAULT);
const { play, refused } = examples;
// Every example here is a compound slip (approach 1), priced under the given rules.
const bet = (code: string, balls: string, drawText: string, rules: Pc28Rules = DEFAULT) => examples.bet(code, balls, drawText, 1, rules);

const sumCount = (test: (s: number) => boolean) => pc28DigitCounts().reduce((t, c, i) => (test(Math.floor(i / 100) + (Math.floor(i / 10) % 10) + (i % 10)) ? t + c : t), 0n);

describe('PC28 draws', () => {
  it('computes the digits from the sorted keno numbers', () => {
    // 1..20: 1+..+6 = 21 -> 1, 7+..+12 = 57 -> 7, 13+..+18 = 93 -> 3; balls 19 and 20 unused.
    const text = Array.from({ length: 20 }, (_, i) => String(i + 1).padStart(2, '0')).join(',');
    const d = pc28Family.parseDraw(text);
    expect(d.digits).toEqual([1, 7, 3]);
    expect(d.sum).toBe(11);
    expect(pc28Family.formatDraw(d)).toBe(text);
    expect(pc28Family.positions(d)).toEqual([1, 7, 3]);
    // Order does not matter to the builder (the feed may list them as drawn).
    expect(pc28DrawFromBalls([80, ...Array.from({ length: 19 }, (_, i) => i + 1)]).digits).toEqual([1, 7, 3]);
  });

  it('reads a digit-only result, as a digit feed or the CHAIN mapping gives it', () => {
    const d = pc28Family.parseDraw('3,0,9');
    expect(d).toMatchObject({ balls: null, digits: [3, 0, 9], sum: 12 });
    expect(pc28Family.formatDraw(pc28DrawFromDigits(3, 0, 9))).toBe('3,0,9');
  });

  it('refuses anything else', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => String(i + 1).padStart(2, '0'));
    const bad = [
      '3,0',
      '3,0,10',
      '03,00,09',
      twenty.slice(0, 19).join(','),
      [...twenty.slice(0, 19), '81'].join(','),
      [...twenty.slice(0, 19), '19'].join(','),
      [twenty[1], twenty[0], ...twenty.slice(2)].join(','),
      twenty.join(',').replace('01', '1'),
    ];
    for (const text of bad) expect(() => pc28Family.parseDraw(text!), text).toThrow(LotteryError);
    expect(() => pc28DrawFromDigits(10, 0, 0)).toThrow(LotteryError);
  });

  it('knows the exact digit distribution over all C(80,20) draws, and the digits are not uniform', () => {
    const counts = pc28DigitCounts();
    expect(counts.reduce((s, c) => s + c, 0n)).toBe(PC28_DRAWS);
    const first = (d: number) => counts.reduce((s, c, i) => (Math.floor(i / 100) === d ? s + c : s), 0n);
    expect(first(0) < first(1)).toBe(true);
    // Sum 13 and 14 are the likeliest sums (about 7.5% each); 0 and 27 about 0.1%.
    expect(sumCount((s) => s === 13)).toBe(265124848417064599n);
    expect(sumCount((s) => s === 14)).toBe(265176388384734927n);
    expect(sumCount((s) => s === 0)).toBe(3507958621885766n);
  });

  it('draws match the exact distribution (chi-square over the 28 sums)', () => {
    const rng = new FastRng(28);
    const observed = new Array<number>(28).fill(0);
    const draws = 100_000;
    for (let i = 0; i < draws; i++) observed[pc28Family.draw(rng).sum]!++;
    let chi = 0;
    for (let s = 0; s < 28; s++) {
      const expected = (Number(sumCount((x) => x === s)) / Number(PC28_DRAWS)) * draws;
      chi += (observed[s]! - expected) ** 2 / expected;
    }
    // 27 degrees of freedom: the 99.99th percentile is about 66.
    expect(chi).toBeLessThan(66);
  });
});

describe('PC28 plays, hand-worked', () => {
  it('size: big 14-27, small 0-13', () => {
    // N(sum >= 14) / C(80,20) = 12113861667109603/24214494124740920; 20000 x 0.99 / that = 39578.9 -> 39578.
    expect(bet('pc28_size', 'big,small', '9,9,9')).toEqual({ count: 2, hits: [1, 0], pushes: 0, paid: 39578n });
    // Default rules leave size alone on 13 (the 13/14 rule covers combos only): small wins.
    expect(bet('pc28_size', 'small', '4,4,5').hits).toEqual([0, 1]);
    // With the rule on all two-sides bets, small on 13 refunds; small then wins on 0-12 only:
    // 20000 x (0.99 - N(13)/C(80,20)) / (N(0..12)/C(80,20)) = 43086.
    const all: Pc28Rules = { ...DEFAULT, sum1314Scope: 'two_sides' };
    expect(bet('pc28_size', 'small', '4,4,5', all)).toEqual({ count: 1, hits: [0, 0], pushes: 1, paid: 20000n });
    expect(bet('pc28_size', 'small', '0,0,7', all).paid).toBe(43086n);
  });

  it('parity', () => {
    // N(odd sum) = 7409203256629/14818406470945 of the draws: 20000 x 0.99 / that = 39599.
    expect(bet('pc28_parity', 'odd', '1,2,4')).toEqual({ count: 1, hits: [1, 0], pushes: 0, paid: 39599n });
    expect(bet('pc28_parity', 'even', '1,2,4').paid).toBe(0n);
  });

  it('combos with the 13/14 rule', () => {
    // Default (push on combos): small-odd on 13 refunds, big-even on 13 loses.
    expect(bet('pc28_combo', 'smallodd,bigeven', '4,4,5')).toEqual({ count: 2, hits: [0, 0, 0, 0], pushes: 1, paid: 20000n });
    // Small-odd wins on 1,3,...,11 (13 refunds): 20000 x (0.99 - N(13)/C) / (N(1,3,..,11)/C) = 94393.
    expect(bet('pc28_combo', 'smallodd', '0,0,7').paid).toBe(94393n);
    // Paid normally, 13 is just another small-odd sum: 20000 x 0.99 / (N(1,..,13 odd)/C) = 73643.
    expect(bet('pc28_combo', 'smallodd', '4,4,5', { ...DEFAULT, sum1314: 'normal' }).paid).toBe(73643n);
    // Lose: nothing on 13, and a win on 1..11 pays 20000 x 0.99 / (N(1,..,11 odd)/C) = 102130.
    const lose: Pc28Rules = { ...DEFAULT, sum1314: 'lose' };
    expect(bet('pc28_combo', 'smallodd', '4,4,5', lose)).toMatchObject({ hits: [0, 0, 0, 0], pushes: 0 });
    expect(bet('pc28_combo', 'smallodd', '0,0,7', lose).paid).toBe(102130n);
    // Big-even on 14 follows the same rule.
    expect(bet('pc28_combo', 'bigeven', '4,5,5').pushes).toBe(1);
  });

  it('extremes (choice of range)', () => {
    // Default 0-5: 20000 x 0.99 / (N(0..5)/C) = 354132.
    expect(bet('pc28_extreme', 'extremesmall,extremebig', '0,1,2')).toEqual({ count: 2, hits: [0, 1], pushes: 0, paid: 354132n });
    // 0-4 and 23-27: sum 5 no longer counts; sum 4 pays 20000 x 0.99 / (N(0..4)/C) = 566792.
    const narrow: Pc28Rules = { ...DEFAULT, extremeSmallMax: 4, extremeBigMin: 23 };
    expect(bet('pc28_extreme', 'extremesmall', '0,2,3', narrow).paid).toBe(0n);
    expect(bet('pc28_extreme', 'extremesmall', '0,1,3', narrow).paid).toBe(566792n);
  });

  it('specific sum: each sum its own chance', () => {
    // N(13) = 265124848417064599: 20000 x 0.99 x C / N(13) = 264023.
    expect(bet('pc28_sum', '13,14', '4,4,5')).toMatchObject({ count: 2, pushes: 0, paid: 264023n });
    expect(bet('pc28_sum', '13,14', '4,4,5').hits[13]).toBe(1);
  });

  it('triple, pair and run', () => {
    // Triple: N(aaa)/C = 2209596051164793/220957258888260895 -> 1979978.
    expect(bet('pc28_triple', 'triple', '9,9,9')).toEqual({ count: 1, hits: [1], pushes: 0, paid: 1979978n });
    // Pair (exactly two equal): -> 73333. A triple is not a pair.
    expect(bet('pc28_pair', 'pair', '1,2,1').paid).toBe(73333n);
    expect(bet('pc28_pair', 'pair', '1,1,1').paid).toBe(0n);
    // Run, in any order, with 8-9-0 and 9-0-1 (default): -> 330001.
    expect(bet('pc28_run', 'run', '3,1,2').paid).toBe(330001n);
    expect(bet('pc28_run', 'run', '9,0,1').paid).toBe(330001n);
    // Without wrapped runs: 9-0-1 loses, 1-2-3 pays 412483.
    const plain: Pc28Rules = { ...DEFAULT, runWraps: false };
    expect(bet('pc28_run', 'run', '9,0,1', plain).paid).toBe(0n);
    expect(bet('pc28_run', 'run', '1,2,3', plain).paid).toBe(412483n);
  });

  it('colour: 0, 13, 14 and 27 have none', () => {
    // Red sums 3,6,...,24: 20000 x 0.99 / (N(red)/C) = 59638.
    expect(bet('pc28_colour', 'red,green', '0,1,2')).toEqual({ count: 2, hits: [1, 0, 0], pushes: 0, paid: 59638n });
    expect(bet('pc28_colour', 'red,green,blue', '4,4,5').paid).toBe(0n);
    expect([0, 1, 2, 13, 14, 27].map(pc28Colour)).toEqual([null, 'green', 'blue', null, null, null]);
  });
});

describe('PC28 family checks', () => {
  const choices: Pc28Rules[] = [
    DEFAULT,
    { ...DEFAULT, sum1314: 'normal' },
    { ...DEFAULT, sum1314: 'lose' },
    { ...DEFAULT, sum1314Scope: 'two_sides' },
    { ...DEFAULT, sum1314: 'lose', sum1314Scope: 'two_sides' },
    { ...DEFAULT, extremeSmallMax: 4, extremeBigMin: 23 },
    { ...DEFAULT, runWraps: false },
  ];
  it.each(choices.map((r) => [JSON.stringify(r), r] as const))('passes the family checks with %s', (_, rules) => {
    expect(familyProblems(pc28Family, { samples: 3, rules })).toEqual([]);
  });

  it('names every play, group and row in English and Urdu', () => {
    const keys = new Set(pc28Family.plays.flatMap((p) => [p.code, p.group, ...p.picker.rows.map((r) => `row:${r.label}`)]));
    for (const key of keys) {
      expect(pc28Family.names[key]?.EN, key).toBeTruthy();
      expect(pc28Family.names[key]?.UR, key).toMatch(/[\u0600-\u06ff]/);
    }
    for (const p of pc28Family.plays) expect(p.code).toMatch(/^pc28(_[a-z0-9]+)+$/);
  });

  it('counts exposure on specific sums only', () => {
    const sum = play('pc28_sum');
    expect(sum.exposure(sum.parse('13,14', 1, DEFAULT), DEFAULT)).toEqual(['13', '14']);
    expect(play('pc28_size').exposure(play('pc28_size').parse('big', 1, DEFAULT), DEFAULT)).toEqual([]);
  });
});

describe('PC28 slips refused', () => {
  it.each([
    ['pc28_size', 'huge', 'lottery.slip.ball.invalid'],
    ['pc28_size', 'big,big', 'lottery.slip.ball.duplicate'],
    ['pc28_size', '', 'lottery.slip.empty'],
    ['pc28_size', 'big_small', 'lottery.slip.malformed'],
    ['pc28_combo', 'big', 'lottery.slip.ball.invalid'],
    ['pc28_sum', '28', 'lottery.slip.ball.invalid'],
    ['pc28_sum', '13,13', 'lottery.slip.ball.duplicate'],
    ['pc28_sum', 'x', 'lottery.slip.malformed'],
    ['pc28_triple', 'pair', 'lottery.slip.ball.invalid'],
  ])('%s refuses %j with %s', (code, balls, errorCode) => {
    expect(refused(code, balls)).toBe(errorCode);
  });

  it('refuses typed single entry (approach 2)', () => {
    for (const p of pc28Family.plays) expect(refused(p.code, 'big', 2), p.code).toBe('lottery.slip.approach.invalid');
  });
});
