/**
 * The one table of lottery stake prices (games.md, "Lottery pricing"), read by the server's betting and
 * menus and by the site's bet slips alike, so a cart the site prices is the cart the server charges.
 * Amounts are bigint in 1/10,000 of the currency unit. One bet costs the single bet price (2) x the
 * betting mode's unit x the multiple: units 1, 0.1, 0.01, 0.001 make 2, 0.2, 0.02, 0.002 per multiple.
 * No imports: the site's bet slips load this without the engines' exact-fraction code.
 */

/** The price of one bet in the main mode (unit 1): 2. */
export const SINGLE_BET_PRICE = 20_000n;

/** The betting modes' units, as the slip and the settings write them. */
export const BET_UNITS = ['1', '0.1', '0.01', '0.001'] as const;
export type BetUnit = (typeof BET_UNITS)[number];

/** The price of one bet (multiple 1) at each unit. */
export const UNIT_PRICES: Readonly<Record<BetUnit, bigint>> = { '1': SINGLE_BET_PRICE, '0.1': SINGLE_BET_PRICE / 10n, '0.01': SINGLE_BET_PRICE / 100n, '0.001': SINGLE_BET_PRICE / 1000n };

export const isBetUnit = (unit: string): unit is BetUnit => (BET_UNITS as readonly string[]).includes(unit);

/** The price of one bet at a unit, or null for a unit no betting mode has. */
export function unitPrice(unit: string): bigint | null {
  return isBetUnit(unit) ? UNIT_PRICES[unit] : null;
}

/** The stake of one bet: unit price x multiple, or null for an unknown unit or a multiple that is not a whole number of at least 1. */
export function stakeOf(unit: string, multiple: number): bigint | null {
  const price = unitPrice(unit);
  if (price === null || !Number.isSafeInteger(multiple) || multiple < 1) return null;
  return price * BigInt(multiple);
}
