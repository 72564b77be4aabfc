import { useCallback, useEffect, useState } from 'react';
import { tick } from '@/features/auth/model';

/** A seconds countdown; it stops at zero and is cleared when the screen unmounts. */
export function useCountdown() {
  const [remaining, setRemaining] = useState(0);
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setRemaining(tick), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);
  const start = useCallback((seconds: number) => setRemaining(seconds), []);
  const reset = useCallback(() => setRemaining(0), []);
  return { remaining, running: remaining > 0, start, reset };
}
