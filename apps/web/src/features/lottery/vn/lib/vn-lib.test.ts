import { describe, expect, it } from 'vitest';
import { contentsOf, entryKind, minPicks, multipleOfStake, priceContents, quickPick, readTyped, splitPlayName } from './vn-bet';
import { headTail, readSheet } from './vn-sheet';

// The engine's worked example (vn-north.test.ts): 27 prizes, wire order ĐB, G1, G2 x2, G3 x6, G4 x4, G5 x6, G6 x3, G7 x4.
const NORTH =
  '12345,67890,11145,22290,33301,44402,55503,66604,77705,88806,2345,5678,9045,0011,1111,2222,3333,4444,5555,6666,345,789,012,45,07,45,99';
// 18 prizes, wire order ĐB (6), G1, G2, G3 x2, G4 x7, G5, G6 x3, G7, G8.
const SOUTH = '123456,11111,22222,33333,44444,55555,66666,77777,88888,99999,00000,12121,1234,2345,3456,4567,789,42';

const numbers = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));
const digits = Array.from({ length: 10 }, (_, i) => String(i));

describe('the result sheet', () => {
  it('prints the North with ĐB first and G7 last, each number in its row', () => {
    const sheet = readSheet('VNN', NORTH)!;
    expect(sheet.rows.map((r) => [r.label, r.numbers.length])).toEqual([
      ['DB', 1],
      ['G1', 1],
      ['G2', 2],
      ['G3', 6],
      ['G4', 4],
      ['G5', 6],
      ['G6', 3],
      ['G7', 4],
    ]);
    expect(sheet.rows[7]!.numbers).toEqual(['45', '07', '45', '99']);
    expect([sheet.special, sheet.de]).toEqual(['12345', '45']);
    expect(sheet.lo).toHaveLength(27);
  });

  it('prints the South from G8 down to ĐB, as Vietnamese sites do', () => {
    const sheet = readSheet('VNS', SOUTH)!;
    expect(sheet.rows.map((r) => r.label)).toEqual(['G8', 'G7', 'G6', 'G5', 'G4', 'G3', 'G2', 'G1', 'DB']);
    expect(sheet.rows[0]!.numbers).toEqual(['42']);
    expect(sheet.rows.at(-1)!.numbers).toEqual(['123456']);
    expect(sheet.de).toBe('56');
  });

  it('refuses text that is not a whole draw of the region', () => {
    expect(readSheet('VNN', SOUTH)).toBeNull();
    expect(readSheet('VNS', NORTH)).toBeNull();
    expect(readSheet('VNN', NORTH.replace('12345', '1234'))).toBeNull();
    expect(readSheet('VNN', '')).toBeNull();
  });

  it('builds the đầu / đuôi table with repeats kept', () => {
    const { heads, tails } = headTail(readSheet('VNN', NORTH)!.lo);
    // 45 comes out seven times: seven 5s after head 4, seven 4s before tail 5.
    expect(heads[4]!.filter((d) => d === '5')).toHaveLength(7);
    expect(tails[5]!.filter((d) => d === '4')).toHaveLength(7);
    expect(heads[0]).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(tails[0]).toEqual(['9', '9']);
    expect(heads.flat()).toHaveLength(27);
  });
});

describe('the VN bet slip', () => {
  it('reads how a play is entered from its picker', () => {
    expect(entryKind({ rows: [{ label: 'number', balls: numbers, min: 1, max: 100 }] })).toBe('grid');
    expect(entryKind({ rows: [{ label: 'digit', balls: digits, min: 1, max: 10 }] })).toBe('digits');
    expect(entryKind({ rows: ['hundreds', 'tens', 'units'].map((label) => ({ label, balls: digits, min: 1, max: 10 })), entry: { size: 3 } })).toBe('typed');
    expect(minPicks({ rows: [{ label: 'number', balls: numbers, min: 3, max: 100 }] })).toBe(3);
  });

  it('quick picks: big and small halves, odd, even, doubles', () => {
    expect(quickPick(numbers, 'big')).toHaveLength(50);
    expect(quickPick(numbers, 'big')[0]).toBe('50');
    expect(quickPick(numbers, 'small').at(-1)).toBe('49');
    expect(quickPick(numbers, 'odd')).toContain('99');
    expect(quickPick(numbers, 'even')).toContain('00');
    expect(quickPick(numbers, 'double')).toEqual(['00', '11', '22', '33', '44', '55', '66', '77', '88', '99']);
    expect(quickPick(digits, 'big')).toEqual(['5', '6', '7', '8', '9']);
    expect(quickPick(digits, 'double')).toEqual([]);
    expect(quickPick(numbers, 'clear')).toEqual([]);
  });

  it('reads typed numbers of the right width and reports the rest', () => {
    expect(readTyped('12, 345 007\n345 9', 3)).toEqual({ numbers: ['345', '007'], rejected: ['12', '9'] });
    expect(readTyped('  ', 2)).toEqual({ numbers: [], rejected: [] });
  });

  it('prices with the engine: grid picks are one content, typed numbers one each', () => {
    expect(contentsOf('grid', ['45', '07', '90'])).toEqual(['07,45,90']);
    expect(contentsOf('typed', ['345', '012'])).toEqual(['3_4_5', '0_1_2']);
    // lô 2 số (play 21): three numbers are three bets; 2 x 5 each.
    expect(priceContents('VNN', 21, ['07,45,90'], 5, {})).toEqual({ counts: [3], bets: 3, total: 300_000n, error: null });
    // xiên 2 (play 31): C(3,2) = 3 pairs.
    expect(priceContents('VNS', 31, ['07,45,90'], 1, {}).bets).toBe(3);
    // 3 càng (play 51): one bet per typed number.
    expect(priceContents('VNN', 51, ['3_4_5', '0_1_2'], 1, {}).total).toBe(40_000n);
    expect(priceContents('VNN', 31, ['45'], 1, {}).error).toBe('lottery.slip.empty');
    expect(priceContents('VNN', 999, ['45'], 1, {}).error).toBe('lottery.slip.play.unknown');
    // lô trượt 10 (play 43) over all 100 endings: C(100, 10) bets, counted by shape and refused as the server would.
    const all = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0')).join(',');
    expect(priceContents('VNN', 43, [all], 1, {}).error).toBe('lottery.bets.too.many');
  });

  it('takes even whole stakes only', () => {
    expect(multipleOfStake('10')).toBe(5);
    expect(multipleOfStake('2')).toBe(1);
    expect(multipleOfStake('3')).toBeNull();
    expect(multipleOfStake('0')).toBeNull();
    expect(multipleOfStake('1.5')).toBeNull();
    expect(multipleOfStake('40000')).toBeNull();
  });

  it('splits a play name from its explanation', () => {
    expect(splitPlayName('Lô 2 số (last 2 of every prize)')).toEqual({ short: 'Lô 2 số', hint: 'last 2 of every prize' });
    expect(splitPlayName('Đề')).toEqual({ short: 'Đề', hint: null });
  });
});
