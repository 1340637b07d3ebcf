import { currentLanguage } from '../../../../lib/i18n';

/** Hour and minute in a zone (the brand's), digits as the interface language writes them. */
export function formatClock(value: string | Date, timeZone?: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(currentLanguage().tag, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date);
}

/** Short day and month with the clock (e.g. `23 Nov, 18:15`). */
export function formatDayClock(value: string | Date, timeZone?: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(currentLanguage().tag, { timeZone, day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date);
}

/** Weekday, day, month and year of a draw. */
export function formatDrawDate(value: string | Date, timeZone?: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(currentLanguage().tag, { timeZone, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(date);
}
