import { createContext, useContext } from 'react';

/**
 * Money on the wire is decimal text with four places (the contract's amountTextSchema, "1234.5000",
 * "-0.0100"); the console shows two. Extra places are cut toward zero, as on the site, so an amount is
 * never shown larger than it is. Integer arithmetic only: no float ever touches money.
 */
export function moneyToDecimal(text: string): string {
  const m = /^(-?)(\d+)(?:\.(\d{1,4}))?$/.exec(text.trim());
  if (!m) throw new RangeError(`not a decimal money amount: ${text}`);
  const cents = BigInt(m[2]!) * 100n + BigInt((m[3] ?? '').padEnd(4, '0')) / 100n;
  const frac = (cents % 100n).toString().padStart(2, '0');
  return `${m[1] && cents !== 0n ? '-' : ''}${cents / 100n}.${frac}`;
}

/** The amount with two decimals and thousands separators ("1,234.50"), for tables. */
export function formatMoney(text: string): string {
  const plain = moneyToDecimal(text);
  const negative = plain.startsWith('-');
  const [whole, frac] = (negative ? plain.slice(1) : plain).split('.') as [string, string];
  return `${negative ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac}`;
}

/**
 * The zone the console shows times in. Operators get no brand time zone from the server yet (opMe has
 * none, and a deployment-wide operator has no single brand), so the console shows the browser's zone
 * and names it wherever times appear: a time is never shown without saying which zone it is in.
 */
export interface TimeZoneInfo {
  zone: string;
  /** Where the zone came from: the brand's setting, or this browser. */
  source: 'brand' | 'browser';
}

export function browserTimeZone(): TimeZoneInfo {
  return { zone: new Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC', source: 'browser' };
}

export const TimeZoneContext = createContext<TimeZoneInfo>(browserTimeZone());
export const useTimeZone = () => useContext(TimeZoneContext);

const formatters = new Map<string, Intl.DateTimeFormat>();

/** "2026-05-01 14:03:22" in `zone` (ISO-like, unambiguous across locales, sortable in a CSV). */
export function formatTime(iso: string, zone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
    formatters.set(zone, f);
  }
  const parts = Object.fromEntries(f.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** Units (1/10,000) of an amount text, for arithmetic on amounts without floats. */
export function amountUnits(text: string): bigint {
  const m = /^(-?)(\d+)(?:\.(\d{1,4}))?$/.exec(text.trim());
  if (!m) throw new RangeError(`not a decimal money amount: ${text}`);
  const units = BigInt(m[2]!) * 10_000n + BigInt((m[3] ?? '').padEnd(4, '0'));
  return m[1] ? -units : units;
}

/** Amount text ("12.5000") of units. */
export function unitsToText(units: bigint): string {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  return `${negative ? '-' : ''}${abs / 10_000n}.${(abs % 10_000n).toString().padStart(4, '0')}`;
}
