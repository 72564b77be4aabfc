import { startTransition, useEffect, useState } from 'react';

/**
 * Calls `run` once the page has finished loading (the window `load` event) and
 * the browser is idle (or after `timeout` ms), so enhancements never compete
 * with the first paint. Returns a cancel function.
 */
export function afterLoadAndIdle(run: () => void, timeout = 2000): () => void {
  let cancelled = false;
  let idleId: number | undefined;
  let timerId: ReturnType<typeof setTimeout> | undefined;
  const go = () => {
    if (!cancelled) run();
  };
  const whenIdle = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      idleId = window.requestIdleCallback(go, { timeout });
    } else {
      timerId = setTimeout(go, 200);
    }
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', whenIdle);
    if (idleId !== undefined) window.cancelIdleCallback(idleId);
    if (timerId !== undefined) clearTimeout(timerId);
  };
}

/**
 * Whether the page has finished loading (the window `load` event). Secondary
 * widgets wait for it, so their chunks never compete with the first paint and the
 * banner image. What the load event reveals renders as a transition: in short
 * slices, not as one long task that blocks the page.
 */
export function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(() => document.readyState === 'complete');
  useEffect(() => {
    if (loaded) return;
    const onLoad = () => startTransition(() => setLoaded(true));
    if (document.readyState === 'complete') {
      onLoad();
      return;
    }
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, [loaded]);
  return loaded;
}
