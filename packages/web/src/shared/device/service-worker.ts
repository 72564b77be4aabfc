import { afterLoadAndIdle } from '@/shared/hooks/after-load';

/** The worker vite-plugin-pwa writes (precache of what the app starts with, app-shell fallback). */
export const SERVICE_WORKER_PATH = '/sw.js';

/**
 * Registers the service worker once the page has loaded, the app shows and the
 * browser is idle. Its install precaches what the app starts with (about 20 files,
 * 0.5 MB; build/precache.ts): registered on the load event, as the plugin's own
 * script did, that download started while the first screen's scripts were still
 * coming (with the static first paint, load comes before the app has even
 * started) and shared a slow connection with them. Returns a cancel function.
 */
export function registerServiceWorker(): () => void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) {
    return () => undefined;
  }
  return afterLoadAndIdle(() => {
    navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: '/' }).catch(() => undefined);
  });
}
