import { test, expect } from '../support/fixtures.ts';
import { E2E_BASE_URL } from '../support/env.ts';
import { criticalJsBytes, FIRST_LOAD_JS_BUDGET, measureFirstLoad } from '../support/first-load.ts';

/*
 * The first load of /m/home — what a visitor's phone fetches before
 * its first screen is ready — carries at most 150 KB of JavaScript (gzip), plus
 * 2 KB for the static first paint's start-up (`FIRST_LOAD_JS_BUDGET`). Bytes, not
 * time, so the check is the same on any machine. `npm run bench` prints the
 * per-file table.
 */
test.use({ announcementPopup: 'keep' });

test('the first load of /m/home stays within the JavaScript budget', async ({ page }) => {
  const assets = await measureFirstLoad(page, E2E_BASE_URL);
  const critical = criticalJsBytes(assets);
  const table = assets
    .filter((a) => a.type === 'js')
    .map(
      (a) =>
        `${a.deferred ? 'after load' : 'critical  '} ${(a.gzipBytes / 1024).toFixed(1)} KB ${a.url}`,
    )
    .join('\n');
  expect(
    critical,
    `critical JavaScript ${(critical / 1024).toFixed(1)} KB:\n${table}`,
  ).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET);
  // The page really loaded the app (a blank page would pass the budget).
  await expect(page.getByTestId('home-header')).toBeVisible();
  expect(assets.some((a) => a.deferred)).toBe(true);
});
