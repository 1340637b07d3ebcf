import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstant, isKnownTimeZone, zonedDay, zonedDayStart, zoneLabel, type InstantStyle } from '../../../lib/format';
import { useBrand } from './use-system-status';

export interface BrandTime {
  /** The brand's IANA zone (brand settings, sent in the status answer). */
  timeZone: string;
  /** The label shown with brand times: "UTC+05:00". */
  zone: string;
  /** An instant written in the brand's zone and the interface language. */
  format: (value: string | Date, style?: InstantStyle) => string;
  /** A time with its zone, for a time inside a sentence: "Dec 1, 14:00 UTC+05:00", kept on one line. */
  formatWithZone: (value: string | Date, style?: InstantStyle) => string;
  /** Today's date (yyyy-MM-dd) on the brand's calendar. */
  today: () => string;
  /** The instant a brand calendar day starts (ISO): what a picked "from" date means to the server. */
  dayStart: (day: string) => string;
}

/**
 * The one way a screen shows an absolute time: in the brand's time zone (the zone the server counts
 * days, draws and limits in), labelled with `zone`, never the device's. Re-renders on a language change.
 */
export function useBrandTime(): BrandTime {
  const brandZone = useBrand().timeZone;
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useMemo(() => {
    // A zone this browser does not know would make every time on the site throw; UTC, labelled so, stays honest.
    const timeZone = isKnownTimeZone(brandZone) ? brandZone : 'UTC';
    const zone = zoneLabel(timeZone);
    const format = (value: string | Date, style: InstantStyle = 'dateTime') => formatInstant(value, style, { timeZone, locale });
    return {
      timeZone,
      zone,
      format,
      formatWithZone: (value, style) => `${format(value, style)}\u00a0${zone}`,
      today: () => zonedDay(new Date(), timeZone),
      dayStart: (day) => zonedDayStart(day, timeZone),
    };
  }, [brandZone, locale]);
}
