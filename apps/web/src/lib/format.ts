import { currentLanguage } from './i18n';

/** Money travels as integers in 1/10,000 of the currency unit (architecture.md: never a float). */
export const moneyScale = 10_000n;

export type MoneyAmount = string | bigint;

function toUnits(amount: MoneyAmount): bigint {
  if (typeof amount === 'bigint') return amount;
  const text = amount.trim();
  if (!/^-?\d+$/.test(text)) throw new RangeError(`not an integer money amount: ${amount}`);
  return BigInt(text);
}

/**
 * Units from the wire's decimal text (the contract's amountTextSchema: "1234.5000", "-0.0100").
 * Throws for anything else rather than guessing.
 */
export function unitsFromDecimal(text: string): bigint {
  const m = /^(-?)(\d+)(?:\.(\d{1,4}))?$/.exec(text.trim());
  if (!m) throw new RangeError(`not a decimal money amount: ${text}`);
  const units = BigInt(m[2]!) * moneyScale + BigInt((m[3] ?? '').padEnd(4, '0'));
  return m[1] ? -units : units;
}

/**
 * The amount as a plain decimal string with two places. Extra places are cut toward zero rather
 * than rounded so a balance is never shown higher than what is held.
 */
export function moneyToDecimal(amount: MoneyAmount): string {
  const units = toUnits(amount);
  const negative = units < 0n;
  const cents = (negative ? -units : units) / (moneyScale / 100n);
  const whole = cents / 100n;
  const frac = (cents % 100n).toString().padStart(2, '0');
  return `${negative && cents !== 0n ? '-' : ''}${whole}.${frac}`;
}

function locale(tag?: string): string {
  return tag ?? currentLanguage().tag;
}

/**
 * Number formatters by language and options, made once: building an Intl formatter costs far more
 * than using one, and lists format hundreds of amounts.
 */
const numberFormatters = new Map<string, Intl.NumberFormat>();
export function numberFormatter(tag: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${tag}|${JSON.stringify(options)}`;
  let f = numberFormatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(tag, options);
    numberFormatters.set(key, f);
  }
  return f;
}

/**
 * `1234567` units -> `123.45`; thousands separators and digits follow the interface language. A
 * negative amount with a symbol reads `-P 0.50`, like a signed gain reads `+P 0.40` (not `P -0.50`).
 */
export function formatMoney(amount: MoneyAmount, options: { symbol?: string; locale?: string } = {}): string {
  const decimal = moneyToDecimal(amount);
  const negative = decimal.startsWith('-');
  const format = (value: string) =>
    // Intl formats numeric strings exactly (no float round trip), so large balances stay precise.
    numberFormatter(locale(options.locale), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value as Intl.StringNumericLiteral);
  if (!options.symbol) return format(decimal);
  return `${negative ? '-' : ''}${options.symbol} ${format(negative ? decimal.slice(1) : decimal)}`;
}

export function formatNumber(value: number | bigint, options: Intl.NumberFormatOptions & { locale?: string } = {}): string {
  const { locale: tag, ...rest } = options;
  return numberFormatter(locale(tag), rest).format(value);
}

/**
 * How an instant is written. Every absolute time on the site is written in the brand's time zone
 * (architecture.md: periods and draw days are brand-local), never the device's, and is labelled with
 * `zoneLabel` where it is shown; only durations (countdowns) are relative.
 */
const instantStyles = {
  /** 02/03/2026, 01:05:09: lists and records. */
  dateTime: { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' },
  /** March 2, 2026: a calendar day (member since). */
  date: { year: 'numeric', month: 'long', day: 'numeric' },
  /** 01:05: a time today (a bet placed). */
  clock: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  /** Mar 2, 01:05: a draw time. */
  dayClock: { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  /** Mar 2: a day in a short list or chart of days. */
  dayMonth: { day: 'numeric', month: 'short' },
  /** Mon, Mar 2, 2026: a draw day. */
  drawDate: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
export type InstantStyle = keyof typeof instantStyles;

// Building an Intl formatter costs far more than using one; a list of rows reuses it.
const formatters = new Map<string, Intl.DateTimeFormat>();
function dateFormatter(tag: string, timeZone: string, style: InstantStyle): Intl.DateTimeFormat {
  const id = `${tag}|${timeZone}|${style}`;
  let f = formatters.get(id);
  if (!f) {
    f = new Intl.DateTimeFormat(tag, { ...instantStyles[style], timeZone });
    formatters.set(id, f);
  }
  return f;
}

function toDate(value: string | Date): Date {
  return typeof value === 'string' ? new Date(value) : value;
}

/**
 * An instant in a time zone (the brand's: screens use `useBrandTime`, which binds it), digits and
 * names as the interface language writes them. The zone is required so no screen falls back to the
 * device's. Unreadable input gives '' rather than "Invalid Date".
 */
export function formatInstant(value: string | Date, style: InstantStyle, options: { timeZone: string; locale?: string }): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return dateFormatter(locale(options.locale), options.timeZone, style).format(date);
}

/** Milliseconds the zone's wall clock is ahead of UTC at an instant (negative west of Greenwich). */
function zoneOffsetMs(at: Date, timeZone: string): number {
  const parts = dateFormatter('en-US', timeZone, 'dateTime').formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/**
 * The zone as its offset from UTC at an instant (now by default): "UTC+05:00", "UTC-03:30", "UTC".
 * An offset reads the same in every language and needs no zone-name data; Latin digits, as the
 * site writes times in every language.
 */
export function zoneLabel(timeZone: string, at: Date = new Date()): string {
  const minutes = Math.round(zoneOffsetMs(at, timeZone) / 60_000);
  if (minutes === 0) return 'UTC';
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `UTC${minutes < 0 ? '-' : '+'}${hh}:${mm}`;
}

/** True for a zone name this browser knows ("Asia/Karachi"); Intl throws for any other. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    dateFormatter('en-US', timeZone, 'dateTime');
    return true;
  } catch {
    return false;
  }
}

/** The calendar day (yyyy-MM-dd) an instant falls on in a zone: "today" for the brand. */
export function zonedDay(at: Date, timeZone: string): string {
  const parts = dateFormatter('en-US', timeZone, 'dateTime').formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/**
 * A calendar day (yyyy-MM-dd, already the brand's day) written in the interface language: "Mar 2"
 * (`short`) or "Mon, Mar 2, 2026" (`long`). It is a day, not an instant, so no zone applies.
 */
export function formatCalendarDay(day: string, style: 'short' | 'long' = 'short', options: { locale?: string } = {}): string {
  const at = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) return day;
  return dateFormatter(locale(options.locale), 'UTC', style === 'short' ? 'dayMonth' : 'drawDate').format(at);
}

/** yyyy-MM-dd plus n days (calendar arithmetic, no zone involved). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/**
 * The instant (ISO, UTC) a calendar day (yyyy-MM-dd) starts in a zone: a date the member picks in a
 * filter means that day on the brand's calendar, whatever the device's zone.
 */
export function zonedDayStart(day: string, timeZone: string): string {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(midnightUtc)) throw new RangeError(`not a calendar day: ${day}`);
  let at = midnightUtc - zoneOffsetMs(new Date(midnightUtc), timeZone);
  // Once more with the offset in force at the found instant, for a zone whose offset changed in between (DST).
  at = midnightUtc - zoneOffsetMs(new Date(at), timeZone);
  return new Date(at).toISOString();
}

/** A country code as its name in the interface language ("PK" -> "Pakistan"); other text unchanged. */
export function formatRegion(code: string, options: { locale?: string } = {}): string {
  const upper = code.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(upper)) return code;
  try {
    const name = new Intl.DisplayNames([locale(options.locale)], { type: 'region' }).of(upper);
    return name && name !== upper ? `${name} (${upper})` : upper;
  } catch {
    return upper;
  }
}

/**
 * Text that must read left to right wherever a sentence puts it (an issue number such as
 * `20261124-1018`), isolated for a translated sentence's interpolation. In an Urdu sentence the
 * digits after Arabic letters become Arabic numbers, which a hyphen does not join, so without the
 * isolation the parts swap places (`1018-20261124`).
 */
export function ltrText(text: string): string {
  return `\u2066${text}\u2069`;
}
