import { afterLoadAndIdle } from '@/shared/hooks/after-load';

/** The worker vite-plugin-pwa writes (precache of the app's files, app-shell fallback). */
export const SERVICE_WORKER_PATH = '/sw.js';

/**
 * Registers the service worker once the page has loaded, the app shows and the
 * browser is idle. Its install precaches the whole app (about 190 files, 1.3 MB):
 * registered on the load event, as the plugin's own script did, that download
 * started while the first screen's scripts were still coming (with the static
 * first paint, load comes before the app has even started) and shared a slow
 * connection with them. Returns a cancel function.
 */
export function registerServiceWorker(): () => void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) {
    return () => undefined;
  }
  return afterLoadAndIdle(() => {
    navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: '/' }).catch(() => undefined);
  });
}
