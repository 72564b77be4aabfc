import { startTransition, useEffect, useState } from 'react';
import { isAppShown, onAppShown } from '@/shared/first-paint';

/** Calls `run` after the window's load event and once the app shows; returns a cancel function. */
function whenLoadedAndShown(run: () => void): () => void {
  let stopWaitingForShown = () => undefined as unknown;
  const loaded = () => {
    stopWaitingForShown = onAppShown(run);
  };
  if (document.readyState === 'complete') loaded();
  else window.addEventListener('load', loaded, { once: true });
  return () => {
    window.removeEventListener('load', loaded);
    stopWaitingForShown();
  };
}

/**
 * Calls `run` once the page has finished loading (the window `load` event, and
 * the app has replaced the static first paint) and the browser is idle (or
 * after `timeout` ms), so enhancements never compete with the first paint.
 * Returns a cancel function.
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
  const stopWaiting = whenLoadedAndShown(whenIdle);
  return () => {
    cancelled = true;
    stopWaiting();
    if (idleId !== undefined) window.cancelIdleCallback(idleId);
    if (timerId !== undefined) clearTimeout(timerId);
  };
}

/**
 * Whether the page has finished loading (the window `load` event, and the app
 * has replaced the static first paint). Secondary
 * widgets wait for it, so their chunks never compete with the first paint and the
 * banner image. What the load event reveals renders as a transition: in short
 * slices, not as one long task that blocks the page.
 */
export function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(() => document.readyState === 'complete' && isAppShown());
  useEffect(() => {
    if (loaded) return;
    return whenLoadedAndShown(() => startTransition(() => setLoaded(true)));
  }, [loaded]);
  return loaded;
}
