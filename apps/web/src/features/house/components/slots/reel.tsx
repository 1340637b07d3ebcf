import { clsx } from 'clsx';
import { useEffectEvent, useLayoutEffect, useRef, type ReactNode } from 'react';

export interface ReelProps {
  strip: readonly string[];
  rows: number;
  /** The strip index on the top row when the reel rests. */
  stop: number;
  /** Waiting for the server: the reel runs its own strip in a loop. */
  spinning: boolean;
  /** Bumped for every landing; the reel then rolls down onto `stop`. */
  landKey: number;
  /** How long this reel takes to land (later reels land later). */
  landMs: number;
  /** Show the stop at once (reduced motion, or the player skipped). */
  instant: boolean;
  renderCell: (symbol: string, row: number | null) => ReactNode;
  /** Called with the landing's key once the reel rests on the stop. */
  onLanded: (landKey: number) => void;
}

const loopLength = 8;

/**
 * One reel. It never chooses a symbol: while waiting it loops its real strip, and it lands exactly
 * on the stop the server returned (the strip order below the top row, as the engine reads it).
 */
export function Reel({ strip, rows, stop, spinning, landKey, landMs, instant, renderCell, onLanded }: ReelProps) {
  const track = useRef<HTMLDivElement>(null);
  const loop = useRef<HTMLDivElement>(null);
  const n = strip.length;
  // Symbols travelled while landing: proportional to the time, so every reel runs at one speed.
  const distance = Math.max(6, Math.round(landMs / 55));
  const landed = useEffectEvent((key: number) => onLanded(key));

  useLayoutEffect(() => {
    if (!spinning || instant) return;
    const el = loop.current;
    if (!el || typeof el.animate !== 'function') return;
    const animation = el.animate([{ transform: 'translateY(-50%)' }, { transform: 'translateY(0)' }], { duration: loopLength * 55, iterations: Infinity });
    return () => animation.cancel();
  }, [spinning, instant]);

  useLayoutEffect(() => {
    if (landKey === 0 || spinning) return;
    const el = track.current;
    if (instant || !el || typeof el.animate !== 'function') {
      const id = setTimeout(() => landed(landKey), 0);
      return () => clearTimeout(id);
    }
    const from = (distance / (rows + distance)) * 100;
    const animation = el.animate([{ transform: `translateY(-${from}%)`, filter: 'blur(1.2px)' }, { transform: 'translateY(0)', filter: 'blur(0)' }], {
      duration: landMs,
      easing: 'cubic-bezier(0.22, 0.72, 0.32, 1.07)',
    });
    animation.onfinish = () => landed(landKey);
    return () => {
      animation.onfinish = null;
      animation.cancel();
    };
  }, [landKey, spinning, instant, distance, rows, landMs]);

  if (spinning) {
    const segment = Array.from({ length: loopLength }, (_, i) => strip[(((stop - loopLength + i) % n) + n) % n]!);
    const items = [...segment, ...segment];
    return (
      <div className="relative h-full overflow-hidden">
        <div ref={loop} className={instant ? undefined : 'blur-[1.5px]'} style={{ height: `${(items.length / rows) * 100}%` }}>
          {items.map((symbol, i) => (
            <div key={i} style={{ height: `${100 / items.length}%` }}>
              {renderCell(symbol, null)}
            </div>
          ))}
        </div>
      </div>
    );
  }

  const count = rows + (landKey === 0 ? 0 : distance);
  const items = Array.from({ length: count }, (_, i) => strip[(stop + i) % n]!);
  return (
    <div className="relative h-full overflow-hidden">
      <div ref={track} className={clsx('will-change-transform')} style={{ height: `${(count / rows) * 100}%` }}>
        {items.map((symbol, i) => (
          <div key={i} style={{ height: `${100 / count}%` }}>
            {renderCell(symbol, i < rows ? i : null)}
          </div>
        ))}
      </div>
    </div>
  );
}
