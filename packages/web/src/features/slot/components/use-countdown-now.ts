import { useEffect, useState } from 'react';

/**
 * The current time for a countdown to `until`: `since` is when the countdown
 * was set (the caller's event time); it ticks every 200 ms only until `until`.
 */
export function useCountdownNow(until: number | null, since: number): number {
  const [tick, setTick] = useState(since);
  const now = Math.max(tick, since);
  const active = until !== null && until > now;
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setTick(Date.now()), 200);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}
