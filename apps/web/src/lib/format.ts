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

/** `1234567` units -> `123.45`; thousands separators and digits follow the interface language. */
export function formatMoney(amount: MoneyAmount, options: { symbol?: string; locale?: string } = {}): string {
  const decimal = moneyToDecimal(amount);
  // Intl formats numeric strings exactly (no float round trip), so large balances stay precise.
  const text = new Intl.NumberFormat(locale(options.locale), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(decimal as Intl.StringNumericLiteral);
  return options.symbol ? `${options.symbol} ${text}` : text;
}

export function formatNumber(value: number | bigint, options: Intl.NumberFormatOptions & { locale?: string } = {}): string {
  const { locale: tag, ...rest } = options;
  return new Intl.NumberFormat(locale(tag), rest).format(value);
}

/** Year, month, day, hour, minute, second in the given zone (the brand's zone for brand events). */
export function formatDateTime(value: string | Date, options: { timeZone?: string; locale?: string } = {}): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale(options.locale), {
    timeZone: options.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(date);
}

export function formatDate(value: string | Date, options: { timeZone?: string; locale?: string } = {}): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale(options.locale), {
    timeZone: options.timeZone,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(date);
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
