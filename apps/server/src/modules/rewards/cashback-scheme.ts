import type { PeriodScheme } from '../wallet/periods/period-scheme.ts';
import { cashbackCloseDelayMs, cashbackSchemeId, type RebateService } from './rebate.service.ts';

/**
 * The daily cashback close on the period engine: for each brand day, once it has ended (plus five
 * minutes), every member is paid the day's rebate they did not claim, from the brand's bonus account,
 * with no approval (the amounts follow from the rates). Runs for every brand; a brand with cashback
 * off closes its days with no lines.
 */
export function cashbackScheme(rebates: RebateService): PeriodScheme {
  return {
    id: cashbackSchemeId,
    periodKind: 'daily',
    needsApproval: false,
    posting: { source: 'bonus', kind: 'rebate' },
    closeDelayMs: cashbackCloseDelayMs,
    computeLines: (ctx) => rebates.closeLines(ctx),
  };
}
