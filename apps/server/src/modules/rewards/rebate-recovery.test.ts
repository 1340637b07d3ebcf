import { describe, expect, it } from 'vitest';
import { owedRebates, takeOwed, type CashbackLine } from './rebate-recovery.ts';

const line = (memberId: number, day: string, categories: { category: string; rateBp: number; amount: string; recovered?: string }[], recovered?: string, status: CashbackLine['status'] = 'posted', closeStatus: CashbackLine['closeStatus'] = 'posted'): CashbackLine => ({
  memberId,
  status,
  closeStatus,
  inputs: { day, categories: categories.map((c) => ({ validTurnover: '0', earned: '0', claimed: '0', ...c })), ...(recovered ? { recovered } : {}) },
});

describe('cashback owed for voided turnover', () => {
  it('is what claims and lines paid for a day beyond the rebate of the turnover left, less what lines already took', () => {
    // Day 1: 150 RNG at 0.80 % paid 1.2000 (0.5000 claimed, 0.7000 by the line); 50 voided -> 0.8000 deserved.
    const reversed = [{ memberId: 7, day: '2026-11-01', category: 'RNG' as const, validTurnover: 1_000_000n }];
    const claims = [{ memberId: 7, day: '2026-11-01', category: 'RNG' as const, amount: 5_000n, rateBp: 80 }];
    const paidDay = line(7, '2026-11-01', [{ category: 'RNG', rateBp: 80, amount: '7000' }]);
    expect(owedRebates(reversed, claims, [paidDay])).toEqual(new Map([[7, 4_000n]]));
    // A later line took 0.1000 of it (its gross counts for its own day, which lost nothing).
    const later = line(7, '2026-11-02', [{ category: 'RNG', rateBp: 80, amount: '900', recovered: '1000' }], '1000');
    expect(owedRebates(reversed, claims, [paidDay, later])).toEqual(new Map([[7, 3_000n]]));
    // A zero line's taking counts; a clawed-back line neither paid nor took.
    const zero = line(7, '2026-11-03', [{ category: 'RNG', rateBp: 80, amount: '0', recovered: '3000' }], '3000', 'zero');
    expect(owedRebates(reversed, claims, [paidDay, later, zero])).toEqual(new Map());
    expect(owedRebates(reversed, claims, [paidDay, later, { ...zero, closeStatus: 'clawed_back' }])).toEqual(new Map([[7, 3_000n]]));
    expect(owedRebates(reversed, claims, [{ ...paidDay, status: 'clawed_back' }])).toEqual(new Map());
  });

  it('reads the highest rate that paid the day, owes nothing where nothing was paid, and never less than zero', () => {
    // Claimed at 0.80 %, the line at 0.50 % after a rate cut: the remaining 100 earns 0.8000 at the higher rate.
    const reversed = [{ memberId: 1, day: '2026-11-01', category: 'LIVE' as const, validTurnover: 1_000_000n }];
    const claims = [{ memberId: 1, day: '2026-11-01', category: 'LIVE' as const, amount: 8_000n, rateBp: 80 }];
    expect(owedRebates(reversed, claims, [line(1, '2026-11-01', [{ category: 'LIVE', rateBp: 50, amount: '1000' }])])).toEqual(new Map([[1, 1_000n]]));
    // Another member's day with no cashback paid, and a day whose voids left more than was paid for.
    expect(owedRebates([{ memberId: 2, day: '2026-11-01', category: 'RNG', validTurnover: 0n }, { memberId: 1, day: '2026-11-01', category: 'LIVE', validTurnover: 2_000_000n }], claims, [])).toEqual(new Map());
  });

  it('takes from the last categories first and never more than they hold', () => {
    const items = [{ c: 'LOTT', amount: 3n }, { c: 'RNG', amount: 5n }];
    expect(takeOwed(items, 6n)).toEqual({ items: [{ c: 'LOTT', amount: 2n, taken: 1n }, { c: 'RNG', amount: 0n, taken: 5n }], taken: 6n });
    expect(takeOwed(items, 20n).taken).toBe(8n);
    expect(takeOwed(items, 0n)).toEqual({ items: [{ c: 'LOTT', amount: 3n, taken: 0n }, { c: 'RNG', amount: 5n, taken: 0n }], taken: 0n });
  });
});
