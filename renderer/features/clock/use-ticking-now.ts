import { useEffect, useState } from 'react';
import { useClockNow } from '../../stores/hooks.ts';
import { addMs } from '../../stores/clock-math.ts';

/** The account's virtual now, moving with the wall clock between reads (it is wall + offset). */
export function useTickingNow(): string | null {
  const { now, readAt } = useClockNow();
  const [, setTick] = useState(0);
  useEffect(() => {
    const t = setInterval(() => setTick((n) => n + 1), 10_000);
    return () => clearInterval(t);
  }, []);
  return now ? addMs(now, Date.now() - readAt) : null;
}
