import { useLayoutEffect } from 'react';
import { APP_SHOWN_MARK, STATIC_SHELL_ID } from '@kalaro/contract/static-shell';

/**
 * The static first paint stays on screen, over the app, until the
 * app's first screen is ready; then it goes, in the same frame the screen
 * shows. A screen still waiting for what its top shows (home's first banner)
 * holds it a little longer, never more than `MAX_HOLD_MS`.
 */
const MAX_HOLD_MS = 3_000;
export { APP_SHOWN_MARK };

let holds = 0;
let holdTimer: ReturnType<typeof setTimeout> | undefined;
const shownListeners = new Set<() => void>();

/** Whether the app shows (no static first paint came, or it has gone). */
export const isAppShown = (): boolean =>
  typeof document === 'undefined' || !document.getElementById(STATIC_SHELL_ID);

/**
 * Calls `listener` once the app shows (at once if it does). What waits for
 * the page's load event waits for this too: with a static first paint the load
 * event comes before the app has even started.
 */
export function onAppShown(listener: () => void): () => void {
  if (isAppShown()) {
    listener();
    return () => undefined;
  }
  shownListeners.add(listener);
  return () => shownListeners.delete(listener);
}

/** Removes the static first paint, if it is still there. */
export function showApp(): void {
  const shell = document.getElementById(STATIC_SHELL_ID);
  if (!shell) return;
  shell.remove();
  clearTimeout(holdTimer);
  holdTimer = undefined;
  performance.mark(APP_SHOWN_MARK);
  const listeners = [...shownListeners];
  shownListeners.clear();
  for (const listener of listeners) listener();
}

/**
 * A screen, its error or a full-screen state has rendered: the app shows (in
 * a layout effect, so before the browser paints it). Layout effects run
 * children first, so a `useHoldFirstPaint` below has registered by then.
 */
export function useAppReady(): void {
  useLayoutEffect(() => {
    if (holds === 0) showApp();
  });
}

/** While `holding`, the static first paint stays (at most `MAX_HOLD_MS`). */
export function useHoldFirstPaint(holding: boolean): void {
  useLayoutEffect(() => {
    if (!holding || isAppShown()) return;
    holds += 1;
    holdTimer ??= setTimeout(showApp, MAX_HOLD_MS);
    return () => {
      holds -= 1;
      if (holds === 0) showApp();
    };
  }, [holding]);
}
