import { clsx } from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The clock, ticking once a second while mounted (for countdowns). */
export function useNow(stepMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), stepMs);
    return () => clearInterval(id);
  }, [stepMs]);
  return now;
}

/** Seconds as `mm:ss`, `hh:mm:ss`, or days and `hh:mm:ss` (the days word comes from the catalog). */
export function clockParts(seconds: number): { days: number; clock: string } {
  const s = Math.max(0, Math.floor(seconds));
  const days = Math.floor(s / 86_400);
  const h = Math.floor((s % 86_400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return { days, clock: h > 0 || days > 0 ? `${two(h)}:${two(m)}:${two(sec)}` : `${two(m)}:${two(sec)}` };
}

/**
 * A countdown to `deadline` (epoch ms on this device's clock, derived from the server's remaining
 * time when it was read, so a wrong device clock does not matter). Calls `onDone` once at zero.
 */
export function Countdown({ deadline, className, onDone }: { deadline: number; className?: string; onDone?: () => void }) {
  const { t } = useTranslation();
  const now = useNow();
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  // Fires when a running countdown reaches zero (not for one that was already over when shown).
  useEffect(() => {
    const ms = deadline - Date.now();
    if (ms <= 0) return;
    const id = setTimeout(() => done.current?.(), ms + 250);
    return () => clearTimeout(id);
  }, [deadline]);
  const left = Math.max(0, Math.ceil((deadline - now) / 1000));
  const { days, clock } = clockParts(left);
  // The days word reads in the page's direction ("7 دن" in Urdu); only the clock is kept left-to-right.
  return (
    <bdi className={clsx('tabular-nums', className)} role="timer" aria-live="off">
      {days > 0 ? `${t('lottery.regional.days', { count: days })} ` : ''}
      <bdi dir="ltr">{clock}</bdi>
    </bdi>
  );
}
