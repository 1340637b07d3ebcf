import { formatNumber } from '../../../lib/format';

/**
 * A multiplier held as an integer over a denominator (dice and mines: 1/10,000; crash: 1/100),
 * shown with the `×` sign. Exact: the division happens in Intl on a decimal string, not in floats.
 */
export function multiplierText(value: number | bigint, denominator: 100 | 10_000, options: { minDigits?: number; maxDigits?: number } = {}): string {
  const v = BigInt(value);
  const d = BigInt(denominator);
  const places = denominator === 100 ? 2 : 4;
  const decimal = `${v / d}.${(v % d).toString().padStart(places, '0')}`;
  const text = formatNumber(decimal as unknown as number, {
    minimumFractionDigits: options.minDigits ?? 2,
    maximumFractionDigits: options.maxDigits ?? places,
  });
  // Isolated left-to-right (U+2066 ... U+2069), so "2.00×" keeps its order inside right-to-left sentences.
  return `\u2066${text}×\u2069`;
}

/** win / bet in hundredths, rounded down (0 for a lost round). */
export function payoutHundredths(bet: bigint, win: bigint): bigint {
  if (bet <= 0n) return 0n;
  return (win * 100n) / bet;
}

/** A percentage from hundredths of a percent (dice chance: winning outcomes of 10,000). */
export function percentText(hundredths: number): string {
  const decimal = `${Math.floor(hundredths / 100)}.${(hundredths % 100).toString().padStart(2, '0')}`;
  return `\u2066${formatNumber(decimal as unknown as number, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}%\u2069`;
}

/** Hundredths (dice rolls and targets) as a plain two-decimal number: 4250 → "42.50". */
export function hundredthsText(value: number): string {
  return (value / 100).toFixed(2);
}
