import type { BetCategory, PeriodCloseStatus, PeriodLineStatus } from '../../db/schema.ts';
import { rebateOf } from './rebate-math.ts';

/**
 * Cashback paid on turnover that was later voided (a vendor rolls back the stake of a round that had closed)
 * is owed back, and is taken from the member's later cashback: the daily close pays less by it, and a claim
 * leaves it for the close to take. Never from the wallet: the member spent it in good faith.
 *
 * What is owed is worked out from state, not from events, so it is the same however often and in whatever
 * order it is asked: for every (day, category) that lost turnover, the cashback paid for it (claims and daily
 * lines, before anything was taken from them) beyond the rebate its remaining turnover earns at the highest
 * rate that paid it, summed, less what daily lines have already taken.
 */

/** A (day, category) of a member whose settled turnover was partly voided, with the turnover it has now. */
export interface ReversedDay {
  memberId: number;
  day: string;
  category: BetCategory;
  validTurnover: bigint;
}

/** What a member's claims paid for a (day, category), and the highest rate they paid at. */
export interface ClaimedDay {
  memberId: number;
  day: string;
  category: BetCategory;
  amount: bigint;
  rateBp: number;
}

/** A daily cashback line's stored inputs (bigints as text); `recovered` was taken from it for voided turnover. */
export interface CashbackLineInputs {
  day: string;
  categories: { category: BetCategory; validTurnover: string; rateBp: number; earned: string; claimed: string; amount: string; recovered?: string }[];
  recovered?: string;
}

export interface CashbackLine {
  memberId: number;
  status: PeriodLineStatus;
  closeStatus: PeriodCloseStatus;
  inputs: Record<string, unknown>;
}

/** Lines that stand: staged or paid (a zero line is one whose whole amount was taken), in a close not reversed. */
const standing = (l: CashbackLine) => l.status !== 'clawed_back' && l.closeStatus !== 'clawed_back';

/** Per member, the cashback owed back for voided turnover (members owing nothing are left out). */
export function owedRebates(reversed: readonly ReversedDay[], claims: readonly ClaimedDay[], lines: readonly CashbackLine[]): Map<number, bigint> {
  const key = (memberId: number, day: string, category: string) => `${memberId}|${day}|${category}`;
  const paid = new Map<string, { amount: bigint; rateBp: number }>();
  const add = (k: string, amount: bigint, rateBp: number) => {
    const p = paid.get(k) ?? { amount: 0n, rateBp: 0 };
    paid.set(k, { amount: p.amount + amount, rateBp: Math.max(p.rateBp, rateBp) });
  };
  for (const c of claims) add(key(c.memberId, c.day, c.category), c.amount, c.rateBp);
  const taken = new Map<number, bigint>();
  for (const l of lines.filter(standing)) {
    const inputs = l.inputs as unknown as CashbackLineInputs;
    for (const c of inputs.categories) add(key(l.memberId, inputs.day, c.category), BigInt(c.amount) + BigInt(c.recovered ?? '0'), c.rateBp);
    taken.set(l.memberId, (taken.get(l.memberId) ?? 0n) + BigInt(inputs.recovered ?? '0'));
  }
  const beyond = new Map<number, bigint>();
  for (const r of reversed) {
    const p = paid.get(key(r.memberId, r.day, r.category));
    if (!p) continue;
    const over = p.amount - rebateOf(r.validTurnover, p.rateBp);
    if (over > 0n) beyond.set(r.memberId, (beyond.get(r.memberId) ?? 0n) + over);
  }
  const owed = new Map<number, bigint>();
  for (const [memberId, over] of beyond) {
    const left = over - (taken.get(memberId) ?? 0n);
    if (left > 0n) owed.set(memberId, left);
  }
  return owed;
}

/**
 * Takes up to `owed` from per-category amounts, from the last category back (the first keep theirs), and says
 * how much came from each: what a daily line or a claim pays per category after what is owed.
 */
export function takeOwed<T extends { amount: bigint }>(items: readonly T[], owed: bigint): { items: (T & { taken: bigint })[]; taken: bigint } {
  let left = owed;
  const out = [...items].reverse().map((item) => {
    const taken = left < item.amount ? left : item.amount;
    left -= taken;
    return { ...item, amount: item.amount - taken, taken };
  });
  return { items: out.reverse(), taken: owed - left };
}
