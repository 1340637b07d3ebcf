import { describe, expect, it } from 'vitest';
import { commitServerSeed, FairStream } from '@lotus/games/fair-rng';
import { MAX_BETS_PER_ORDER } from '@lotus/games/lottery/limits';
import { familyOf } from '@lotus/games/lottery/registry';
import { formatLottoAmount, lineAmount, rebatePercent, stakeOf, trimAmount, wireAmount } from './amounts';
import { cartAmount, slipString } from './cart';
import { chaseTotal, planMultiples } from './chase';
import { drawView } from './draw-view';
import { countdownText, issueClock } from './issue-clock';
import { ballNotes, compactNote, levelNotes, oddsText } from './prizes';
import { randomPick } from './random-pick';
import { applyQuickPick, compoundBalls, countSelection, emptyPicks, quickPickBalls, readTypedEntries, toggleBall, type PickerSpec } from './selection';
import { trendRows } from './trend';
import { checkDraw } from './verify';

const k3 = familyOf('K3')!;
const ssc = familyOf('SSC')!;
const play = (family: typeof k3, code: string) => family.plays.find((p) => p.code === code)!;

describe('amounts', () => {
  it('prices a bet at 2 x unit x multiple in 1/10,000', () => {
    expect(stakeOf('1', 1)).toBe(20_000n);
    expect(stakeOf('0.001', 3)).toBe(60n);
    expect(stakeOf('0.5', 1)).toBeNull();
    expect(lineAmount(8, '1', 2)).toBe(320_000n);
    expect(lineAmount(0, '1', 2)).toBe(0n);
  });
  it('writes four decimals on the wire and shows two to four', () => {
    expect(wireAmount(160_000n)).toBe('16.0000');
    expect(trimAmount(20n)).toBe('0.002');
    expect(formatLottoAmount(20n, 'en')).toBe('0.002');
    expect(formatLottoAmount(12_345_670_000n, 'en')).toBe('1,234,567.00');
  });
  it('shows the rebate of a series below the maximum', () => {
    expect(rebatePercent(1980, 1980)).toBe('0');
    expect(rebatePercent(1900, 1980)).toBe('4');
    expect(rebatePercent(1979, 1980)).toBe('0.05');
  });
});

describe('selection', () => {
  const sum = play(k3, 'k3_sum');
  const spec = sum.picker as PickerSpec;

  it('quick picks take the upper or lower half, odds or evens of a row', () => {
    const row = spec.rows[0]!;
    expect(quickPickBalls(row, 'big')).toEqual(['11', '12', '13', '14', '15', '16', '17', '18']);
    expect(quickPickBalls(row, 'small')).toEqual(['3', '4', '5', '6', '7', '8', '9', '10']);
    expect(quickPickBalls(row, 'odd')).toEqual(['3', '5', '7', '9', '11', '13', '15', '17']);
    expect(quickPickBalls({ ...row, balls: ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11'] }, 'big')).toEqual(['07', '08', '09', '10', '11']);
  });

  it('counts bets with the engine, as the server does', () => {
    const picks = applyQuickPick(spec, emptyPicks(spec), 0, 'big');
    const balls = compoundBalls(spec, picks);
    expect(balls).toBe('11,12,13,14,15,16,17,18');
    expect(countSelection(sum, k3.defaultRules, balls, 1)).toEqual({ count: 8, error: null });
    expect(countSelection(sum, k3.defaultRules, '', 1).count).toBe(0);
  });

  it('refuses a selection above the line maximum of its play from the count by shape, without listing the bets', () => {
    const vn = familyOf('VNN')!;
    const truot10 = play(vn as typeof k3, 'vnn_truot_10');
    const all = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0')).join(',');
    // C(100, 10) = 17,310,309,456,440 bets: counted in a closed form, far above what one line may hold.
    expect(countSelection(truot10, vn.defaultRules, all, 1)).toEqual({ count: 17_310_309_456_440, error: 'lottery.bets.too.many', max: MAX_BETS_PER_ORDER });
    expect(countSelection(truot10, vn.defaultRules, all.slice(0, 29), 1)).toEqual({ count: 1, error: null });
    // The whole 5-star space is one line's maximum: still offered.
    const straight = play(ssc, 'ssc_5star_straight');
    const digits = '0,1,2,3,4,5,6,7,8,9';
    expect(countSelection(straight, ssc.defaultRules, [digits, digits, digits, digits, digits].join('_'), 1)).toEqual({ count: 100_000, error: null });
  });

  it('keeps balls in row order and moves a ball between banker and drag', () => {
    const banker = play(k3, 'k3_two_diff_banker');
    const bSpec = banker.picker as PickerSpec;
    let picks = emptyPicks(bSpec);
    picks = toggleBall(bSpec, picks, 1, '5').picks;
    picks = toggleBall(bSpec, picks, 1, '2').picks;
    expect(picks[1]).toEqual(['2', '5']);
    picks = toggleBall(bSpec, picks, 0, '5').picks;
    expect(picks).toEqual([['5'], ['2']]);
  });

  it('refuses a ball past the row maximum, swaps a single-ball row', () => {
    const spec1: PickerSpec = { rows: [{ label: 'x', balls: ['1', '2', '3'], min: 1, max: 1 }], quickPicks: false };
    expect(toggleBall(spec1, [['1']], 0, '2').picks).toEqual([['2']]);
    const spec2: PickerSpec = { rows: [{ label: 'x', balls: ['1', '2', '3'], min: 1, max: 2 }], quickPicks: false };
    expect(toggleBall(spec2, [['1', '2']], 0, '3')).toEqual({ picks: [['1', '2']], refused: 'max' });
  });

  it('reads typed entries, leaving out bad and repeated ones', () => {
    const straight = play(ssc, 'ssc_5star_straight');
    const r = readTypedEntries(straight, ssc.defaultRules, '12345\n1 2 3 4 5, 99999; 1234\n54321');
    expect(r.valid).toEqual(['12345', '99999', '54321']);
    expect(r.invalid).toEqual(['1234']);
    expect(r.duplicates).toBe(1);
    expect(r.count).toBe(3);
    expect(r.balls).toBe('12345,99999,54321');
  });

  it('machine picks one valid bet', () => {
    const straight = play(ssc, 'ssc_5star_straight');
    const pick = randomPick(straight, ssc.defaultRules, straight.picker as PickerSpec);
    expect(pick).not.toBeNull();
    const balls = pick!.approach === 1 ? compoundBalls(straight.picker as PickerSpec, pick!.picks) : pick!.text;
    expect(countSelection(straight, ssc.defaultRules, balls, pick!.approach).count).toBe(1);
  });
});

describe('cart and chase', () => {
  const line = { id: 'l1', playId: 1, playName: 'Sum', groupName: 'Sum', balls: '11,12', approach: 1 as const, count: 2, mode: 2, unit: '0.1', series: 0, multiple: 3 };
  it('writes slips with the default series for lines without one', () => {
    expect(slipString([line, { ...line, series: 1900, mode: 1, unit: '1', multiple: 1 }], 1980)).toBe('11,12~1~1~2/0.1~1980~3;11,12~1~1~1/1~1900~1');
    expect(cartAmount([line])).toBe(12_000n);
  });
  it('plans multiples that grow every N issues and never pass the maximum', () => {
    expect(planMultiples({ issues: 5, startMultiple: 1, every: 1, factor: 2 }, 100)).toEqual([1, 2, 4, 8, 16]);
    expect(planMultiples({ issues: 6, startMultiple: 3, every: 2, factor: 3 }, 20)).toEqual([3, 3, 9, 9, 20, 20]);
    expect(planMultiples({ issues: 3, startMultiple: 2, every: 1, factor: 1 }, 100)).toEqual([2, 2, 2]);
    expect(chaseTotal(12_000n, [{ numero: 'a', multiple: 1 }, { numero: 'b', multiple: 2 }])).toBe(36_000n);
  });
});

describe('issue clock', () => {
  const issue = { numero: '20260101-001', remainTime: 30_000, lockAt: '2026-01-01T00:00:20.000Z', drawTime: '2026-01-01T00:00:30.000Z' };
  it('runs from the server answer whatever the device clock says', () => {
    // Device clock 1 hour behind the server: the answer arrived at device time T.
    const T = Date.parse('2025-12-31T23:00:00.000Z');
    expect(issueClock(issue, T, T)).toMatchObject({ phase: 'open', lockIn: 20_000, drawIn: 30_000 });
    expect(issueClock(issue, T, T + 25_000)).toMatchObject({ phase: 'locked', lockIn: 0, drawIn: 5_000 });
    expect(issueClock(issue, T, T + 31_000).phase).toBe('drawing');
    expect(issueClock(null, T, T).phase).toBe('none');
  });
  it('formats countdowns', () => {
    expect(countdownText(61_000)).toBe('01:01');
    expect(countdownText(3_601_000)).toBe('1:00:01');
    expect(countdownText(90_061_000, 'd')).toBe('1d\u200E 01:01:01');
    expect(countdownText(90_061_000, 'دن')).toBe('1 دن\u200E 01:01:01');
  });
});

describe('prizes', () => {
  const sum = play(k3, 'k3_sum');
  const menu = { playId: 1, playCode: 'k3_sum', playName: 'Sum', singleBetPrice: '2.0000', playSwitch: true, pricing: 'series' as const, approaches: [1 as const], picker: { ...sum.picker, rows: sum.picker.rows.map((r) => ({ ...r, balls: [...r.balls], name: 'Sum' })) }, levels: [] };
  it('computes each level at the chosen series and unit with the engine', () => {
    const notes = levelNotes(menu, sum, k3.defaultRules, { unit: '1', multiple: 1, series: 1980 }, 'en');
    expect(notes[0]).toEqual({ key: 'sum3', text: '427.68' });
    const tenth = levelNotes(menu, sum, k3.defaultRules, { unit: '0.1', multiple: 1, series: 1980 }, 'en');
    expect(tenth[0]!.text).toBe('42.768');
    const perBall = ballNotes(menu.picker, tenth);
    expect(perBall[0]!.get('3')).toBe('42.76');
    expect(compactNote('20.3657')).toBe('20.36');
    expect(oddsText('2.0000')).toBe('2.00');
  });
});

describe('results', () => {
  it('reads SSC and K3 facts from the positions', () => {
    expect(drawView('SSC', { winningNumber: '9,8,7,6,5', positions: [9, 8, 7, 6, 5] }).facts).toEqual([
      { key: 'sum', value: '35' },
      { key: 'size', value: 'big', token: true },
      { key: 'parity', value: 'odd', token: true },
      { key: 'dragonTiger', value: 'dragon', token: true },
    ]);
    expect(drawView('K3', { winningNumber: '2,2,2', positions: [2, 2, 2] }).facts[1]).toEqual({ key: 'size', value: 'leopard', token: true });
    const lhc = drawView('LHC', { winningNumber: '01,02,03,04,05,06+07', positions: [1, 2, 3, 4, 5, 6, 7] });
    expect(lhc.balls).toEqual(['01', '02', '03', '04', '05', '06']);
    expect(lhc.special).toBe('07');
  });

  it('builds the trend grid with omissions, oldest first', () => {
    const rows = trendRows(
      [
        { numero: '3', positions: [1] },
        { numero: '2', positions: [0] },
        { numero: '1', positions: [1] },
      ],
      0,
      [0, 1, 2],
    );
    expect(rows.map((r) => r.ball)).toEqual([1, 0, 1]);
    expect(rows.map((r) => r.omission)).toEqual([
      [1, 0, 1],
      [0, 1, 2],
      [1, 0, 3],
    ]);
  });

  it('verifies an in-house draw from its seed, and catches a forged one', () => {
    const seed = 'ab'.repeat(32);
    const game = { code: 'k3-fast', family: 'K3' };
    const draw = k3.formatDraw(k3.draw(new FairStream(seed, 'k3-fast:20260101-0001', 0)));
    const row = { numero: '20260101-0001', winningNumber: draw, seed, seedHash: commitServerSeed(seed) };
    expect(checkDraw(game, row)).toEqual({ salt: 'k3-fast:20260101-0001', hashOk: true, recomputed: draw, match: true });
    const forged = checkDraw(game, { ...row, winningNumber: draw === '6,6,6' ? '1,1,1' : '6,6,6', seedHash: '00'.repeat(32) });
    expect(forged.match).toBe(false);
    expect(forged.hashOk).toBe(false);
    expect(checkDraw(game, { ...row, seed: null }).match).toBeNull();
  });
});
