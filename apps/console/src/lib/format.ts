import { createContext, useCallback, useContext } from 'react';
import { i18n } from './i18n';

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

const numberFormats = new Map<string, Intl.NumberFormat>();
/** One formatter per interface language and kind, made once: lists format hundreds of numbers. */
function numberFormat(kind: 'money' | 'count'): Intl.NumberFormat {
  const key = `${i18n.language}|${kind}`;
  let f = numberFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(i18n.language, kind === 'money' ? { minimumFractionDigits: 2, maximumFractionDigits: 2 } : { maximumFractionDigits: 0 });
    numberFormats.set(key, f);
  }
  return f;
}

/**
 * The amount with two decimals and the interface language's separators ("1,234.50"), for tables. Intl
 * formats the decimal text exactly (no float), and in Urdu marks a minus so it stays left of the digits.
 */
export function formatMoney(text: string): string {
  return numberFormat('money').format(moneyToDecimal(text) as Intl.StringNumericLiteral);
}

/** A count (members, bets, rows) with the interface language's separators. */
export function formatCount(value: number): string {
  return numberFormat('count').format(value);
}

/**
 * The zones the console shows times in, from the working brand (lib/working-brand.tsx): one brand chosen
 * (or the scoped operator's own) shows its zone; "All brands" shows the one zone every brand keeps, or,
 * when brands keep different zones, each time that belongs to a row of a known brand in that brand's zone
 * and the rest in UTC, each time then naming its offset. A time is never shown without saying which zone it is in.
 */
export interface TimeZoneInfo {
  /** The zone of a time that belongs to no known brand (of every time when `byBrand` is null). */
  zone: string;
  /** Where `zone` came from: a brand's setting, UTC for brands of different zones, or this browser (no brand known). */
  source: 'brand' | 'utc' | 'browser';
  /** Brands of different zones: each brand's zone, for the times of its rows; null when one zone serves every time. */
  byBrand: ReadonlyMap<number, string> | null;
  /** The brand the times inside a page belong to when a time names none (a member's page: the member's brand). */
  rowBrandId?: number | undefined;
}

export function browserTimeZone(): TimeZoneInfo {
  return { zone: new Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC', source: 'browser', byBrand: null };
}

export const TimeZoneContext = createContext<TimeZoneInfo>(browserTimeZone());
export const useTimeZone = () => useContext(TimeZoneContext);

/** The zone a time of `brandId`'s row is shown in. */
export function zoneOf(info: TimeZoneInfo, brandId?: number | null): string {
  const id = brandId ?? info.rowBrandId;
  return (id !== undefined && info.byBrand?.get(id)) || info.zone;
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();
/** "UTC+5", "UTC-3:30", "UTC": the zone's offset at that moment. */
export function zoneOffset(iso: string, zone: string): string {
  let f = offsetFormatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'shortOffset' });
    offsetFormatters.set(zone, f);
  }
  const name = f.formatToParts(new Date(iso)).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  // Engines name UTC itself "GMT", "UTC" or "GMT+0": one name for it.
  return name.replace(/^(GMT|UTC)/, 'UTC').replace(/^UTC[+-]0(:00)?$/, 'UTC');
}

/**
 * A time as shown on screen and in a CSV export: in its brand's zone (see TimeZoneInfo); when brands of
 * different zones share the screen, followed by that zone's offset so every time names its zone.
 */
export function timeText(info: TimeZoneInfo, iso: string, brandId?: number | null): string {
  const zone = zoneOf(info, brandId);
  const text = formatTime(iso, zone);
  return info.byBrand && text !== iso ? `${text} ${zoneOffset(iso, zone)}` : text;
}

/** `timeText` in the current zones; '' for no time (a CSV cell). */
export function useTimeText(): (iso: string | null | undefined, brandId?: number | null) => string {
  const info = useTimeZone();
  return useCallback((iso, brandId) => (iso ? timeText(info, iso, brandId) : ''), [info]);
}

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

/** How far `zone`'s wall clock is ahead of UTC at `ms`, in ms. */
function zoneAhead(ms: number, zone: string): number {
  const [d, t] = formatTime(new Date(ms).toISOString(), zone).split(' ') as [string, string];
  const [y, mo, da] = d.split('-').map(Number) as [number, number, number];
  const [h, mi, se] = t.split(':').map(Number) as [number, number, number];
  return Date.UTC(y, mo - 1, da, h, mi, se) - Math.floor(ms / 1000) * 1000;
}

/** The instant a yyyy-MM-dd day (plus `plusDays`) starts in `zone`, as ISO; undefined for text that is no day. */
export function zonedDayStart(day: string, zone: string, plusDays = 0): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return undefined;
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + plusDays);
  let at = wall - zoneAhead(wall, zone);
  // Across a change of offset (summer time) the first guess is an hour out: measure again where it landed.
  at = wall - zoneAhead(at, zone);
  return new Date(at).toISOString();
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
