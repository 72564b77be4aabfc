import { test, expect } from '../support/fixtures.ts';
import {
  ALL_ROUTES,
  BACK_TO_HOME,
  BOTTOM_MENU_HIDDEN,
  GUEST_TO_HOME,
  HEADER_HIDDEN,
  HOME_ALIASES,
} from '../support/spec-routes.ts';

test.describe('every route of both route tables', () => {
  for (const path of ALL_ROUTES) {
    test(`${path} renders with the right header and bottom menu`, async ({ page }) => {
      await page.goto(path);
      if (GUEST_TO_HOME.has(path)) {
        // Member-only screens send a visitor home (their member view: accounts.spec.ts).
        await expect(page).toHaveURL(/\/m\/home$/);
        return;
      }
      const main = page.getByRole('main');
      await expect(main).toBeVisible();
      // A page, never a blank screen: it has a level-1 heading.
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

      const header = page.getByRole('banner');
      if (HEADER_HIDDEN.has(path)) await expect(header).toHaveCount(0);
      else await expect(header).toBeVisible();

      const bottomMenu = page.getByRole('navigation', { name: 'Bottom menu' });
      if (BOTTOM_MENU_HIDDEN.has(path)) await expect(bottomMenu).toHaveCount(0);
      else await expect(bottomMenu).toBeVisible();
    });
  }
});

test('home aliases all show the home page', async ({ page }) => {
  for (const path of HOME_ALIASES) {
    await page.goto(path);
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Language/ })).toBeVisible();
  }
});

test('an unknown /m route shows a not-found page with a way home', async ({ page }) => {
  await page.goto('/m/no-such-screen');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: /home/i }).first().click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test.describe('back arrow', () => {
  for (const path of BACK_TO_HOME) {
    test(`on ${path} returns to /m/home`, async ({ page }) => {
      await page.goto(path);
      await page.getByRole('banner').getByRole('button', { name: 'Back' }).click();
      await expect(page).toHaveURL(/\/m\/home$/);
    });
  }

  test('elsewhere goes back one step in the app history', async ({ page }) => {
    await page.goto('/m/gameList?gameType=RNG');
    await page
      .getByRole('navigation', { name: 'Bottom menu' })
      .getByRole('link', { name: /Deposit/ })
      .click();
    await expect(page).toHaveURL(/\/m\/voucherCenter$/);
    await page.getByRole('banner').getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/m\/gameList\?gameType=RNG$/);
  });

  test('with no history inside the app goes to /m/home', async ({ page }) => {
    await page.goto('/m/help');
    await page.getByRole('banner').getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });
});

test('bottom menu navigates and marks the current entry', async ({ page }) => {
  await page.goto('/m/home');
  const menu = page.getByRole('navigation', { name: 'Bottom menu' });
  await expect(menu.getByRole('link', { name: /Home/ })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('link', { name: 'Deposit' })).toContainText('+3%');
  await menu.getByRole('link', { name: /Members/ }).click();
  await expect(page).toHaveURL(/\/m\/mine$/);
});

test('offline, a banner says so over the page; back online it goes and the page carries on', async ({
  page,
  context,
  consoleErrors,
}) => {
  await page.goto('/m/home');
  await expect(page.getByRole('banner')).toBeVisible();
  const banner = page.getByText('You are offline. The app carries on when the network is back.');
  await expect(banner).toHaveCount(0);
  await context.setOffline(true);
  await expect(banner).toBeVisible();
  if (process.env.SHELL_SHOTS) {
    await page.screenshot({ path: `${process.env.SHELL_SHOTS}/offline-banner.png` });
  }
  // A screen opened meanwhile waits for the network instead of failing.
  await page
    .getByRole('navigation', { name: 'Bottom menu' })
    .getByRole('link', { name: /Members/ })
    .click();
  await expect(page).toHaveURL(/\/m\/mine$/);
  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
  // The member centre, which could not load offline, loads by itself.
  await expect(page.getByTestId('menu-rewards')).toBeVisible();
  await expect(page.getByTestId('route-error')).toHaveCount(0);
  // Chunks or calls tried while offline log network errors: that is the point here.
  consoleErrors.splice(0);
});
