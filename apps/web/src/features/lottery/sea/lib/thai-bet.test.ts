import { describe, expect, it } from 'vitest';
import { parseSlips } from '@lotus/games/lottery/slip';
import { alreadyListed, blockedLists, buildSlip, isBlocked, numberProblem, readAmount, readThaiResult, reversals, stakeFor, type ThaiEntry } from './thai-bet';

const entry = (playId: number, playCode: string, number: string, amount: bigint): ThaiEntry => ({ id: `${playCode}:${number}:${amount}`, playId, playCode, number, amount });

describe('Thai amounts', () => {
  it('writes an amount with the largest unit that divides it', () => {
    expect(stakeFor(100_000n)).toEqual({ mode: 1, unit: '1', multiple: 5 });
    expect(stakeFor(50_000n)).toEqual({ mode: 2, unit: '0.1', multiple: 25 });
    expect(stakeFor(1_000n)).toEqual({ mode: 3, unit: '0.01', multiple: 5 });
    expect(stakeFor(10n)).toBeNull();
    expect(stakeFor(0n)).toBeNull();
  });

  it('reads typed amounts with up to two decimals', () => {
    expect(readAmount('10')).toBe(100_000n);
    expect(readAmount('2.5')).toBe(25_000n);
    expect(readAmount('0.02')).toBe(200n);
    expect(readAmount('1.234')).toBeNull();
    expect(readAmount('')).toBeNull();
  });
});

describe('the Thai slip', () => {
  it('groups numbers by play and amount into slip lines the engine prices', () => {
    const slip = buildSlip(
      [entry(6, 'thai_2bottom', '42', 100_000n), entry(6, 'thai_2bottom', '07', 100_000n), entry(1, 'thai_3top', '123', 50_000n), entry(8, 'thai_run_top', '7', 20_000n)],
      1980,
      {},
    );
    expect(slip.error).toBeNull();
    expect(slip.slip).toBe('42,07~2~6~1/1~1980~5;123~2~1~2/0.1~1980~25;7~1~8~1/1~1980~1');
    expect([slip.lines, slip.bets, slip.total]).toEqual([3, 4, 270_000n]);
    // The server reads it back the same way.
    expect(parseSlips(slip.slip).map((l) => [l.playId, l.mode, l.multiple])).toEqual([
      [6, 1, 5],
      [1, 2, 25],
      [8, 1, 1],
    ]);
  });

  it('reports what the engine refuses', () => {
    expect(buildSlip([entry(2, 'thai_3tod', '123', 20_000n), entry(2, 'thai_3tod', '321', 20_000n)], 1980, {}).error).toBe('lottery.slip.ball.duplicate');
    expect(numberProblem(2, '111', {})).toBe('lottery.slip.selection.invalid');
    expect(numberProblem(7, '12', {})).toBeNull();
    expect(numberProblem(6, '5', {})).not.toBeNull();
  });

  it('knows numbers already listed, in any order for tod', () => {
    const list = [entry(2, 'thai_3tod', '123', 20_000n), entry(6, 'thai_2bottom', '42', 20_000n)];
    expect(alreadyListed(list, 'thai_3tod', '312')).toBe(true);
    expect(alreadyListed(list, 'thai_2bottom', '24')).toBe(false);
    expect(alreadyListed(list, 'thai_2top', '42')).toBe(false);
  });

  it('lists every order of the digits for กลับเลข', () => {
    expect(reversals('123').sort()).toEqual(['123', '132', '213', '231', '312', '321']);
    expect(reversals('112').sort()).toEqual(['112', '121', '211']);
    expect(reversals('42')).toEqual(['42', '24']);
  });

  it('marks blocked numbers (any order for tod)', () => {
    const rules = { blocked: { thai_2bottom: ['42'], thai_3tod: ['123'], thai_run_top: [] } };
    expect(isBlocked(rules, 'thai_2bottom', '42')).toBe(true);
    expect(isBlocked(rules, 'thai_2bottom', '24')).toBe(false);
    expect(isBlocked(rules, 'thai_3tod', '231')).toBe(true);
    expect(isBlocked({}, 'thai_2bottom', '42')).toBe(false);
    expect(blockedLists(rules)).toEqual([
      ['thai_2bottom', ['42']],
      ['thai_3tod', ['123']],
    ]);
  });

  it('reads a result in wire order', () => {
    expect(readThaiResult('123456,012,789,345,678,42')).toEqual({ first: '123456', front: ['012', '789'], back: ['345', '678'], bottom: '42' });
    expect(readThaiResult('12345,012,789,345,678,42')).toBeNull();
  });
});
