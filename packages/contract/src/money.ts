import { z } from 'zod';
import { str } from './text.ts';

/**
 * Money is an integer count of 1/10,000 of the currency unit (bigint), never a float. On the wire it
 * is a decimal string with up to four decimals ("1234.5", "0.0001"), so no JSON number loses precision.
 */
export const UNIT = 10_000n;
/** The largest single amount we accept: 10^12 units (a trillion), far beyond any real movement. */
export const MAX_AMOUNT = 10n ** 12n * UNIT;

const decimal = /^(\d{1,13})(?:\.(\d{1,4}))?$/;

/** Parses a positive decimal string into 1/10,000 units; null when it is not one. */
export function parseAmount(text: string): bigint | null {
  const m = decimal.exec(text.trim());
  if (!m) return null;
  const value = BigInt(m[1]!) * UNIT + BigInt((m[2] ?? '').padEnd(4, '0'));
  return value > 0n && value <= MAX_AMOUNT ? value : null;
}

/** Formats 1/10,000 units as a decimal string with four decimals ("-12.5000"). */
export function formatAmount(units: bigint): string {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  return `${negative ? '-' : ''}${abs / UNIT}.${(abs % UNIT).toString().padStart(4, '0')}`;
}

/** A positive amount in a request: a decimal string (or a number with at most four decimals), as units. */
export const amountSchema = z
  .union([str(), z.number()])
  .transform((v, ctx) => {
    const parsed = parseAmount(typeof v === 'number' ? (Number.isFinite(v) ? v.toString() : '') : v);
    if (parsed === null) {
      ctx.addIssue({ code: 'custom', message: 'must be a positive amount with at most 4 decimals' });
      return z.NEVER;
    }
    return parsed;
  });

/** An amount in an answer: the decimal string. */
export const amountTextSchema = str().regex(/^-?\d+\.\d{4}$/);
