import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import type { InstantStyle } from '../../../lib/format';
import { useBrandTime } from '../hooks/use-brand-time';

/**
 * An absolute time in the brand's zone, machine-readable in `dateTime`. `dir="auto"` isolates it in
 * the line: an all-digit date reads left to right, one with Urdu month names right to left.
 */
export function BrandTime({ value, style = 'dateTime', className }: { value: string; style?: InstantStyle; className?: string }) {
  const { format } = useBrandTime();
  const text = format(value, style);
  if (!text) return null;
  return (
    <time dateTime={value} dir="auto" className={clsx('tabular-nums', className)}>
      {text}
    </time>
  );
}

/** "Times shown in UTC+05:00": once above a list, table or panel of brand times, not on every row. */
export function ZoneNote({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { zone, timeZone } = useBrandTime();
  return (
    <p className={clsx('flex items-center gap-1 text-[11px] text-ink-400', className)} title={timeZone} data-testid="zone-note">
      <Icon name="clock" className="size-3.5 shrink-0" />
      <span>{t('common.timeZoneNote', { zone })}</span>
    </p>
  );
}

/** The bare zone ("UTC+05:00") after a column head or a lone time that has no note nearby. */
export function ZoneTag({ className }: { className?: string }) {
  const { zone, timeZone } = useBrandTime();
  return (
    <bdi dir="ltr" title={timeZone} className={clsx('text-[0.85em] font-normal text-ink-500', className)}>
      {zone}
    </bdi>
  );
}
