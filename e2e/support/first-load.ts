import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { APP_SHOWN_MARK } from '@kalaro/contract/static-shell';

/**
 * The first load of /m/home carries at most 150 KB of JavaScript
 * (gzip) — plus 2 KB for the static first paint's own start-up
 * (`boot.js`, the hold/reveal code: 1 KB today). The first paint itself needs no
 * JavaScript at all now; this is what the first interactive screen needs.
 */
export const FIRST_LOAD_JS_BUDGET = 152 * 1024;

export interface FirstLoadAsset {
  url: string;
  type: 'js' | 'css';
  gzipBytes: number;
  rawBytes: number;
  /**
   * Requested after the load event and after the app replaced the static first
   * paint (a deferred enhancement), not on the critical path.
   */
  deferred: boolean;
}

const gz = (buf: Buffer) => gzipSync(buf, { level: 9 }).length;

/**
 * Opens `path` in a fresh page and lists the JavaScript and CSS of the app's own
 * origin it fetched, with their gzip size and whether each was requested before
 * the first screen was ready — before the page's load event or, when the page
 * came with a static first paint, before the app replaced it (the app's scripts
 * start after that paint, possibly after the load event) — or after both.
 * Used by the budget test and by `npm run bench`.
 */
export async function measureFirstLoad(
  page: Page,
  baseUrl: string,
  path = '/m/home',
): Promise<FirstLoadAsset[]> {
  const origin = new URL(baseUrl).origin;
  const assets: Omit<FirstLoadAsset, 'deferred'>[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (res) => {
    const url = new URL(res.url());
    const type = url.pathname.endsWith('.js') ? 'js' : url.pathname.endsWith('.css') ? 'css' : null;
    if (!type || url.origin !== origin) return;
    pending.push(
      res.body().then((body) => {
        assets.push({ url: url.pathname, type, gzipBytes: gz(body), rawBytes: body.length });
      }),
    );
  });
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  // When each file was requested, relative to the first screen being ready.
  const timing = await page.evaluate((appShownMark) => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const shown = performance.getEntriesByName(appShownMark)[0]?.startTime ?? 0;
    return {
      readyAt: Math.max(nav.loadEventStart, shown),
      starts: performance
        .getEntriesByType('resource')
        .map((e) => [new URL(e.name).pathname, e.startTime] as const),
    };
  }, APP_SHOWN_MARK);
  const startOf = new Map(timing.starts);
  return assets
    .map((a) => ({ ...a, deferred: (startOf.get(a.url) ?? 0) > timing.readyAt }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}

/** Gzip bytes of the JavaScript requested before the first screen was ready. */
export const criticalJsBytes = (assets: readonly FirstLoadAsset[]): number =>
  assets.filter((a) => a.type === 'js' && !a.deferred).reduce((sum, a) => sum + a.gzipBytes, 0);
