import { formatAmount } from '@lotus/contract/money';
import { stakeOf as engineStakeOf, unitPrice } from '@lotus/games/lottery/stake-prices';
import { numberFormatter } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';

/**
 * Lottery money (games.md "Lottery pricing"), in 1/10,000 of the currency unit like every amount:
 * one bet costs 2 x unit x multiple, unit 1, 0.1, 0.01 or 0.001 by betting mode; a line costs its bet
 * count times that. The prices are the engine's table (stake-prices.ts), which the server prices slips
 * with too, refusing a cart total that differs.
 */

/** The stake of one bet at a mode's unit and a multiple, or null for a unit the server does not offer. */
export const stakeOf = engineStakeOf;

/** What a line of `count` bets costs. */
export function lineAmount(count: number, unit: string, multiple: number): bigint {
  const stake = stakeOf(unit, multiple);
  return stake === null || count < 1 ? 0n : BigInt(count) * stake;
}

/** The price of one bet in a mode (2, 0.2, 0.02, 0.002) as plain text. */
export function modePrice(unit: string): string {
  return trimAmount(unitPrice(unit) ?? 0n, 0);
}

/** The wire's decimal text with four decimals (`betCartAmountSum`). */
export const wireAmount = (units: bigint): string => formatAmount(units);

/** Units as text with at least `minDecimals` and up to four decimals, trailing zeros dropped. */
export function trimAmount(units: bigint, minDecimals = 2): string {
  const text = formatAmount(units);
  const [whole, frac = ''] = text.split('.');
  let kept = frac.replace(/0+$/, '');
  if (kept.length < minDecimals) kept = kept.padEnd(minDecimals, '0');
  return kept ? `${whole}.${kept}` : whole!;
}

/**
 * A lottery amount for people: thousands separators and digits of the interface language, two
 * decimals, or up to four when the amount has them (a 0.002 bet must not read 0.00).
 */
export function formatLottoAmount(units: bigint, locale: string = currentLanguage().tag): string {
  const text = trimAmount(units, 2);
  const decimals = text.split('.')[1]?.length ?? 0;
  return numberFormatter(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(text as Intl.StringNumericLiteral);
}

/** The rebate of a series as a percentage of turnover, (max - chosen) / 2000, e.g. `4` or `0.05`. */
export function rebatePercent(series: number, maxSeries: number): string {
  return (Math.max(0, maxSeries - series) / 20).toFixed(2).replace(/\.?0+$/, '');
}
