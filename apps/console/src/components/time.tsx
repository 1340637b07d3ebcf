import { useMemo, type ReactNode } from 'react';
import { TimeZoneContext, timeText, useTimeZone, zoneOf } from '../lib/format';

/**
 * A time in the console's zone (named in the header), or a dash. `brandId`: the brand of the row the time
 * belongs to, so that with "All brands" of different zones it shows in that brand's zone (and names it).
 */
export function Time({ iso, brandId }: { iso: string | null | undefined; brandId?: number | null }) {
  const info = useTimeZone();
  if (!iso) return <span className="text-slate-400">—</span>;
  return (
    // Left to right, isolated: beside Urdu text the digits of "2026-11-25" would otherwise run right to left.
    <time dateTime={iso} title={zoneOf(info, brandId)} dir="ltr">
      {timeText(info, iso, brandId)}
    </time>
  );
}

/** Times inside that name no brand belong to `brandId`'s rows (a member's or an issue's page). */
export function BrandTimes({ brandId, children }: { brandId: number | null | undefined; children: ReactNode }) {
  const info = useTimeZone();
  const value = useMemo(() => (brandId == null ? info : { ...info, rowBrandId: brandId }), [info, brandId]);
  return <TimeZoneContext.Provider value={value}>{children}</TimeZoneContext.Provider>;
}
