import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** The dialing codes (GET /wps/system/country): rarely changes, loaded once per visit. */
export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'countries'],
    queryFn: () => callApi('countryList'),
    staleTime: Infinity,
  });

/** A fallback only: forms start with the status call's `info.brand.defaultDialingCode`. */
export const defaultDialingCode = '92';
export const defaultCountryCode = 'PK';

/** The flag emoji of an ISO country code: two regional indicator symbols. */
export function flagEmoji(countryCode: string): string {
  const code = countryCode.toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return '🏳️';
  return String.fromCodePoint(...[...code].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

let flagSupport: boolean | null = null;

/**
 * Whether this system draws flag emoji in colour (Windows, for one, shows two letters instead; so do
 * machines without an emoji font). Checked once by drawing a flag on a canvas and looking for colour.
 */
export function supportsFlagEmoji(): boolean {
  if (flagSupport !== null) return flagSupport;
  flagSupport = false;
  if (typeof document === 'undefined' || /jsdom/i.test(navigator.userAgent)) return flagSupport;
  try {
    const canvas = document.createElement('canvas');
    canvas.width = 24;
    canvas.height = 24;
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (!ctx) return flagSupport;
    ctx.textBaseline = 'top';
    ctx.font = '20px sans-serif';
    ctx.fillStyle = '#000';
    ctx.fillText(flagEmoji('PK'), 0, 0);
    const data = ctx.getImageData(0, 0, 24, 24).data;
    for (let i = 0; i < data.length; i += 4) {
      const [r = 0, g = 0, b = 0, a = 0] = [data[i], data[i + 1], data[i + 2], data[i + 3]];
      if (a > 0 && (Math.abs(r - g) > 40 || Math.abs(g - b) > 40)) {
        flagSupport = true;
        break;
      }
    }
  } catch {
    flagSupport = false;
  }
  return flagSupport;
}
