import { gameCategories } from '@lotus/contract/navigation';
import { formatAmount } from '@lotus/contract/money';
import type { BetCategory } from '../../db/schema.ts';
import type { RebateRates } from './rebate-rates.ts';

/** One category of a member's cashback on a brand day. All amounts in 1/10,000 units. */
export interface RebateCategory {
  category: BetCategory;
  rateBp: number;
  validTurnover: bigint;
  /** rate x valid turnover, rounded down to 1/10,000. */
  earned: bigint;
  /** Already paid for the day by claims. */
  claimed: bigint;
  /** earned - claimed, never below zero (rates may have been lowered since a claim): what is payable now. */
  accrued: bigint;
}

/** rate (basis points) x amount, rounded down to 1/10,000 units. */
export function rebateOf(validTurnover: bigint, rateBp: number): bigint {
  return (validTurnover * BigInt(rateBp)) / 10_000n;
}

/**
 * A member's cashback for a day, per category in the contract's order: every category with a rate
 * or with turnover. The earned figure is worked from the day's whole turnover each time, so claiming
 * in several steps loses nothing to rounding.
 */
export function rebateCategories(turnover: ReadonlyMap<BetCategory, bigint>, claimed: ReadonlyMap<BetCategory, bigint>, rates: RebateRates): RebateCategory[] {
  const out: RebateCategory[] = [];
  for (const category of gameCategories) {
    const rateBp = rates[category] ?? 0;
    const validTurnover = turnover.get(category) ?? 0n;
    const paid = claimed.get(category) ?? 0n;
    if (rateBp === 0 && validTurnover === 0n && paid === 0n) continue;
    const earned = rebateOf(validTurnover, rateBp);
    out.push({ category, rateBp, validTurnover, earned, claimed: paid, accrued: earned > paid ? earned - paid : 0n });
  }
  return out;
}

export const sumOf = (lines: readonly RebateCategory[], field: 'validTurnover' | 'earned' | 'claimed' | 'accrued') => lines.reduce((s, l) => s + l[field], 0n);

/** 125 -> "1.25%". */
export function percentText(rateBp: number): string {
  return `${Math.floor(rateBp / 100)}.${(rateBp % 100).toString().padStart(2, '0')}%`;
}

/** 12500000n -> "1,250.0000": four decimals (the ledger's precision), thousands grouped. */
export function amountText(units: bigint): string {
  const [whole, fraction] = formatAmount(units).split('.') as [string, string];
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

/**
 * How a payment was worked out, in numbers, for members and operators:
 * `LOTT 0.50% x 1,250.0000 = 6.2500 - 2.0000 claimed = 4.2500; RNG 0.80% x 100.0000 = 0.8000; total 5.0500`.
 * Only categories the payment pays for are listed.
 */
export function rebateFormula(lines: readonly RebateCategory[]): string {
  const paying = lines.filter((l) => l.accrued > 0n);
  const parts = paying.map((l) => {
    const base = `${l.category} ${percentText(l.rateBp)} x ${amountText(l.validTurnover)} = ${amountText(l.earned)}`;
    return l.claimed > 0n ? `${base} - ${amountText(l.claimed)} claimed = ${amountText(l.accrued)}` : base;
  });
  return `${parts.join('; ')}; total ${amountText(sumOf(paying, 'accrued'))}`;
}

/** A formula with what was owed for voided bets taken from its total: `…; total 0.7000 - 0.2000 owed on voided bets = 0.5000`. */
export function owedFormula(formula: string, total: bigint, taken: bigint): string {
  return taken > 0n ? `${formula} - ${amountText(taken)} owed on voided bets = ${amountText(total - taken)}` : formula;
}
