import { test, expect } from '../support/fixtures.ts';

test('a screen whose code fails to load offers a Retry that really retries', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/m/home');
  await expect(page.getByRole('navigation', { name: 'Bottom menu' })).toBeVisible();
  // Home's own deferred parts have loaded: the screens' registry and texts (fetched
  // once the page is idle), the hot-match ticker (after the page's load), then the
  // network is quiet. Otherwise one of them could fall into the failing window below
  // on a slow machine and fail there instead of the screen under test.
  await page.waitForFunction(() => {
    const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
    return ['screen-loaders-', 'en-screens-'].every((chunk) =>
      loaded.some((name) => name.includes(`/assets/${chunk}`)),
    );
  });
  await expect(page.getByTestId('hot-skeleton')).toHaveCount(0);
  await page.waitForLoadState('networkidle');

  // From now on, every script chunk not loaded yet fails to load (the network drops
  // while the next screen loads), until the Retry shows. Failing only a chunk's first
  // request is not enough: Vite's preload links ask for a screen's chunks first, and
  // the import itself would then find them.
  const failed = new Set<string>();
  let failing = true;
  await page.route('**/assets/*.js', async (route) => {
    if (failing) {
      failed.add(route.request().url());
      await route.abort('connectionfailed');
    } else {
      await route.continue();
    }
  });

  // A client-side navigation (as a link does) to a screen home has not loaded: the
  // game centre, a screen of its own.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/m/gameCenter');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  const retry = page.getByRole('button', { name: /Retry/ });
  await expect(retry).toBeVisible();
  expect(failed.size).toBeGreaterThan(0);

  // The network is back: Retry loads the screen.
  failing = false;
  await retry.click();
  await expect(page).toHaveURL(/\/m\/gameCenter$/);
  await expect(retry).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

  // The failed fetches are expected here; nothing else may have logged an error.
  const unexpected = consoleErrors.filter(
    (e) =>
      !/Failed to (load|fetch)|ERR_CONNECTION|dynamically imported|Importing a module/i.test(e),
  );
  consoleErrors.length = 0;
  expect(unexpected).toEqual([]);
});
