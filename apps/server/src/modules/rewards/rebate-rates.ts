import type { RebateSettings } from '@lotus/contract/rewards';
import type { BrandContext } from '../../platform/request-context.ts';

/** Basis points of valid turnover per category (100 = 1 %); a missing category earns nothing. */
export type RebateRates = RebateSettings['rates'];

/**
 * Where a member's cashback rates come from. Today every member gets the brand's rates
 * (`brandRates`); VIP will give a level its own rates by implementing this (read the members' levels,
 * answer the level's rates, the brand's for the rest) and passing it to the rewards module in app.ts.
 * Claims and the daily close both ask it, so a member's rate is the same whichever pays.
 */
export interface RebateRatePolicy {
  /** The rates of each of these members (one call per claim; one per close for all its members). */
  ratesFor(brand: BrandContext, memberIds: readonly number[]): Promise<(memberId: number) => RebateRates>;
}

export const brandRates: RebateRatePolicy = {
  ratesFor: async (brand) => {
    const rates = brand.config.rebate.rates;
    return () => rates;
  },
};

/** Cashback runs for a brand when MANPLAYREB3 is on and some category has a rate. */
export function cashbackOn(brand: BrandContext): boolean {
  return brand.modules.has('MANPLAYREB3') && Object.values(brand.config.rebate.rates).some((r) => (r ?? 0) > 0);
}
