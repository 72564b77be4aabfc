import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { registerByUsername, uniqueUsername } from '../support/accounts.ts';

/*
 * The first screens paint before any script runs (a static frame the
 * server puts into the page), and the app replaces that frame once its first
 * screen is ready.
 */

/** Opens `path` with every script refused: what the phone shows before the app runs. */
async function openWithoutScripts(page: Page, path: string) {
  await page.route('**/*.js', (route) => route.abort());
  await page.goto(path);
  await page.unroute('**/*.js');
}

const shell = (page: Page) => page.locator('#static-shell');

/** From the next page on, adds up its layout shifts (not those after an input), as CLS does. */
const watchLayoutShift = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) w.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });

/** The layout shift `watchLayoutShift` has added up on the current page. */
const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shift: number }).__shift);

test('home paints its frame, operator name and first banner before any script runs', async ({
  page,
  consoleErrors,
}) => {
  await openWithoutScripts(page, '/m/home');
  await expect(shell(page)).toBeVisible();
  await expect(shell(page)).toContainText('Kalaro Demo');
  await expect(shell(page)).toContainText('Deposit');
  const banner = shell(page).locator('img');
  await expect(banner).toHaveAttribute('fetchpriority', 'high');
  await expect
    .poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  // A picture of the screen only: nothing in it can be reached or pressed.
  await expect(shell(page)).toHaveAttribute('aria-hidden', 'true');
  await expect(shell(page)).toHaveJSProperty('inert', true);
  await expect(page.getByRole('link')).toHaveCount(0);
  consoleErrors.length = 0; // the refused scripts
});

test('the app replaces the frame with the real screen, which works', async ({ page }) => {
  await page.goto('/m/home');
  await expect(page.getByTestId('home-header')).toBeVisible();
  await expect(shell(page)).toHaveCount(0);
  await expect(page.locator('#root')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Bottom menu' })
    .getByRole('link', { name: 'Promotions' })
    .click();
  await expect(page).toHaveURL(/\/m\/activity/);
});

test('the frame speaks the chosen language from the first paint on', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/m/login');
  await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
  await page.evaluate(() => {
    // What choosing Filipino in the language menu stores (language.spec.ts covers the menu).
    localStorage.setItem('kalaro.language', 'TY');
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mag-log in');

  await openWithoutScripts(page, '/m/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  await expect(shell(page)).toContainText('Mag-log in');
  consoleErrors.length = 0;
});

test("the game list paints its category, count and first tiles before any script runs, and the app's list takes over in place", async ({
  page,
  consoleErrors,
}) => {
  await openWithoutScripts(page, '/m/gameList?gameType=RNG');
  await expect(shell(page)).toContainText('Slots');
  await expect(shell(page)).toContainText(/[\d,]+ games/);
  const frameTiles = shell(page).locator('.ks-tile');
  await expect(frameTiles).toHaveCount(12);
  const icon = frameTiles.first().locator('img');
  await expect
    .poll(() => icon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const frameFirst = {
    name: await frameTiles.first().textContent(),
    box: await icon.boundingBox(),
  };
  consoleErrors.length = 0; // the refused scripts

  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/m/gameList?gameType=RNG');
  await expect(shell(page)).toHaveCount(0);
  // Home's screen is preloaded on home's page only: here it would only take the connection.
  expect(requested.filter((path) => /^\/assets\/home-/.test(path))).toEqual([]);
  expect(requested.some((path) => /^\/assets\/game-list-/.test(path))).toBe(true);
  const first = page.getByTestId('game-tile').first();
  await expect(first).toContainText(frameFirst.name!.trim());
  // Where the frame drew it: the swap moves nothing.
  const appBox = await first.locator('img').boundingBox();
  expect(Math.abs(appBox!.y - frameFirst.box!.y)).toBeLessThan(2);
  expect(Math.abs(appBox!.x - frameFirst.box!.x)).toBeLessThan(2);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Slots');
});

test("a member's member centre paints its header, cards and menu places before any script runs, and the app takes over without a shift", async ({
  page,
  consoleErrors,
}) => {
  // A visitor's page has no member frame: the app shows what it shows a visitor.
  await openWithoutScripts(page, '/m/mine');
  await expect(shell(page)).toHaveCount(0);
  consoleErrors.length = 0;

  await registerByUsername(page, uniqueUsername(), 'Member1234');
  await openWithoutScripts(page, '/m/mine');
  await expect(shell(page)).toBeVisible();
  await expect(shell(page).locator('.ks-m-title')).toHaveText('Member center');
  await expect(shell(page).locator('.ks-m-balance-label')).toHaveText('Total balance');
  await expect(shell(page).locator('.ks-m-page')).toHaveAttribute('data-layout', 'new');
  await expect(shell(page).locator('.ks-m-tile')).toHaveCount(8);
  const frame = {
    title: await shell(page).locator('.ks-m-title').boundingBox(),
    label: await shell(page).locator('.ks-m-balance-label').boundingBox(),
    tile: await shell(page).locator('.ks-m-tile').first().boundingBox(),
  };
  consoleErrors.length = 0; // the refused scripts

  await watchLayoutShift(page);
  await page.goto('/m/mine');
  await expect(shell(page)).toHaveCount(0);
  await expect(page.getByTestId('member-balance')).toContainText(/\d/);
  await expect(page.getByTestId('menu-deposit')).toBeVisible();
  const title = await page.getByRole('heading', { level: 1, name: 'Member center' }).boundingBox();
  const label = await page.getByText('Total balance', { exact: true }).boundingBox();
  const tile = await page.getByTestId('member-centre').getByRole('listitem').first().boundingBox();
  for (const [name, a, b] of [
    ['title', frame.title, title],
    ['balance label', frame.label, label],
    ['first tile', frame.tile, tile],
  ] as const) {
    expect(Math.abs(a!.x - b!.x), name).toBeLessThan(2);
    expect(Math.abs(a!.y - b!.y), name).toBeLessThan(2);
  }
  expect(await layoutShift(page)).toBeLessThan(0.02);
});

test("a member's deposit screen paints its header, bottom menu and the form's top before any script runs, and the form takes over without a shift", async ({
  page,
  consoleErrors,
}) => {
  await openWithoutScripts(page, '/m/voucherCenter');
  await expect(shell(page)).toHaveCount(0);
  consoleErrors.length = 0;

  await registerByUsername(page, uniqueUsername(), 'Member1234');
  await openWithoutScripts(page, '/m/voucherCenter');
  await expect(shell(page).locator('.ks-title')).toHaveText('Deposit');
  // The form's top on the first channel, from the operator's channels (the seed's
  // detailed layout): tabs, the channel's card, the amount's hint, quick amounts, bonus.
  await expect(shell(page).locator('.ks-d-tab-name')).toHaveText([
    'Bank transfer',
    'Online payment',
  ]);
  await expect(shell(page).locator('.ks-d-tab-on .ks-d-badge')).toHaveText('+3%');
  await expect(shell(page).locator('.ks-d-card')).toContainText('100.00 – 50,000.00');
  await expect(shell(page).locator('.ks-d-hint')).toHaveText('From 100.00 to 50,000.00');
  await expect(shell(page).locator('.ks-d-chip')).toHaveCount(5);
  const bonusText = 'Add the 3% deposit bonus (its turnover applies before withdrawing)';
  await expect(shell(page).locator('.ks-d-check')).toHaveText(bonusText);
  const frame = {
    title: await shell(page).locator('.ks-title').boundingBox(),
    hint: await shell(page).locator('.ks-d-hint').boundingBox(),
    bonus: await shell(page).locator('.ks-d-check').getByText(bonusText).boundingBox(),
  };
  consoleErrors.length = 0;

  await watchLayoutShift(page);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/m/voucherCenter');
  await expect(shell(page)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Set my deposit limits' })).toBeVisible();
  // The login form (a visitor's prompt on this screen) is not a member's download.
  expect(requested.some((path) => /^\/assets\/deposit-/.test(path))).toBe(true);
  expect(requested.filter((path) => /^\/assets\/login-form-/.test(path))).toEqual([]);
  const title = await page.getByRole('heading', { level: 1, name: 'Deposit' }).boundingBox();
  expect(Math.abs(title!.y - frame.title!.y)).toBeLessThan(2);
  expect(
    Math.abs(title!.x + title!.width / 2 - (frame.title!.x + frame.title!.width / 2)),
  ).toBeLessThan(2);
  // Where the frame drew them: the swap moves nothing.
  const hint = await page.getByText('From 100.00 to 50,000.00').boundingBox();
  const bonus = await page.getByText(bonusText).boundingBox();
  for (const [name, a, b] of [
    ['hint', frame.hint, hint],
    ['bonus line', frame.bonus, bonus],
  ] as const) {
    expect(Math.abs(a!.x - b!.x), name).toBeLessThan(2);
    expect(Math.abs(a!.y - b!.y), name).toBeLessThan(2);
  }
  expect(await layoutShift(page)).toBeLessThan(0.02);
});

test.describe('with the service worker installed', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a later visit still gets the server-filled frame: pages are not answered from the cache', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/m/login');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    // The app registers the worker once it shows and the browser is idle; the next
    // navigation goes through it.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    const again = await page.goto('/m/home');
    expect(again?.fromServiceWorker()).toBe(true);
    const html = (await again?.text()) ?? '';
    expect(html).toContain('id="static-shell"');
    expect(html).toContain('Kalaro Demo');
    await expect(page.getByTestId('home-header')).toBeVisible();

    // The worker precached what the app needs to start, not every screen's files;
    // home's chunk, fetched through it, is kept as it came.
    const cached = () =>
      page.evaluate(async () => {
        const paths = async (name: string) =>
          (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname);
        const names = await caches.keys();
        const precache = names.find((name) => name.startsWith('workbox-precache'));
        return {
          precache: precache ? await paths(precache) : [],
          assets: names.includes('kalaro-assets') ? await paths('kalaro-assets') : [],
        };
      });
    const { precache } = await cached();
    expect(precache).toContain('/boot.js');
    expect(precache.some((path) => /^\/assets\/vendor-/.test(path))).toBe(true);
    expect(
      precache.filter((path) => /^\/assets\/(home|deposit|ty|agent-register)-/.test(path)),
    ).toEqual([]);
    await expect
      .poll(async () =>
        (await cached()).assets.some((path) => /^\/assets\/home-.*\.js$/.test(path)),
      )
      .toBe(true);

    // Without a network the worker answers with the precached app shell.
    await page.context().setOffline(true);
    const offline = await page.goto('/m/login');
    expect(offline?.fromServiceWorker()).toBe(true);
    const shellPage = (await offline?.text()) ?? '';
    expect(shellPage).toContain('id="root"');
    expect(shellPage).not.toContain('id="static-shell"');
    await page.goto('about:blank');
    await page.context().setOffline(false);
    consoleErrors.length = 0; // the offline page's refused calls
  });
});
