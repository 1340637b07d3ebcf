import { useEffect, useState } from 'react';
import { Amount } from './game-ui';

/** A win counting up to its exact amount (bigint units); shown at once under reduced motion. */
export function CountUp({ units, reduced, ms = 900 }: { units: bigint; reduced: boolean; ms?: number }) {
  const [progress, setProgress] = useState(reduced ? 1000 : 0);
  useEffect(() => {
    if (reduced || typeof requestAnimationFrame !== 'function') return;
    let frame = 0;
    const start = performance.now();
    const step = (now: number) => {
      const p = Math.min(1, (now - start) / ms);
      // Ease out: fast at first, settling on the amount.
      setProgress(Math.round((1 - (1 - p) ** 3) * 1000));
      if (p < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [units, reduced, ms]);
  const shown = reduced || progress >= 1000 ? units : (units * BigInt(progress)) / 1000n;
  return <Amount units={shown} />;
}
