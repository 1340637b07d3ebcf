import { useCallback, useEffect, useState } from 'react';

/** A seconds countdown against a deadline (so a slow tab does not stretch it). */
export function useCountdown(): { left: number; start: (seconds: number) => void } {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [left, setLeft] = useState(0);

  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => {
      const seconds = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setLeft(seconds);
      if (seconds === 0) setDeadline(null);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  const start = useCallback((seconds: number) => {
    const s = Math.max(0, Math.ceil(seconds));
    setLeft(s);
    setDeadline(s > 0 ? Date.now() + s * 1000 : null);
  }, []);

  return { left, start };
}
