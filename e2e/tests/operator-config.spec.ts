import type { OperatorConfig } from '@kalaro/contract/operator';
import { test, expect } from '../support/fixtures.ts';

// These tests change the operator configuration of the shared test server, so
// they run alone (see the playwright project "operator-config").
test.describe.configure({ mode: 'serial' });
// During maintenance the API refuses the calls a page starts with (home's
// announcements, a screen's data) with 503, and the browser logs each refused load.
test.use({ allowedConsoleErrors: [/the server responded with a status of 503/] });

/** Places this machine's loopback addresses in PH and applies `mode` to PH. */
const regionForLocalhost = (
  c: OperatorConfig,
  mode: 'allow' | 'deny',
): OperatorConfig['region'] => ({
  ...c.region,
  enabled: true,
  mode,
  countries: ['PH'],
  ipCountries: [
    { cidr: '127.0.0.0/8', country: 'PH' },
    { cidr: '::1/128', country: 'PH' },
  ],
});

test('maintenance on shows the maintenance page instead of the app', async ({ page, operator }) => {
  await operator.with(
    (c) => ({ ...c, maintenance: true }),
    async () => {
      await page.goto('/m/home');
      await expect(page.getByTestId('maintenance-page')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Bottom menu' })).toHaveCount(0);
    },
  );
  await page.goto('/m/home');
  await expect(page.getByRole('navigation', { name: 'Bottom menu' })).toBeVisible();
});

test('maintenance wins when both flags are on', async ({ page, operator }) => {
  await operator.with(
    (c) => ({
      ...c,
      maintenance: true,
      region: regionForLocalhost(c, 'deny'),
    }),
    async () => {
      await page.goto('/m/home');
      await expect(page.getByTestId('maintenance-page')).toBeVisible();
      await expect(page.getByTestId('region-page')).toHaveCount(0);
    },
  );
});

test('a denied country sees the region-restriction page', async ({ page, operator }) => {
  await operator.with(
    (c) => ({
      ...c,
      maintenance: false,
      region: regionForLocalhost(c, 'deny'),
    }),
    async () => {
      await page.goto('/m/gameList?gameType=RNG');
      await expect(page.getByTestId('region-page')).toBeVisible();
      await expect(page.getByTestId('maintenance-page')).toHaveCount(0);
    },
  );
});

test('an allowed country sees the app', async ({ page, operator }) => {
  await operator.with(
    (c) => ({
      ...c,
      maintenance: false,
      region: regionForLocalhost(c, 'allow'),
    }),
    async () => {
      await page.goto('/m/home');
      await expect(page.getByRole('navigation', { name: 'Bottom menu' })).toBeVisible();
      await expect(page.getByTestId('region-page')).toHaveCount(0);
    },
  );
});

test('maintenance switched on mid-session: the next screen shows the operator’s message, and the API refuses play', async ({
  page,
  operator,
}) => {
  await page.goto('/m/home');
  await expect(page.getByRole('navigation', { name: 'Bottom menu' })).toBeVisible();
  await operator.with(
    (c) => ({
      ...c,
      maintenance: true,
      maintenanceNotice: {
        message: {
          EN: 'The cashier is being upgraded. Your balance is safe.',
          TY: 'Ina-upgrade ang cashier. Ligtas ang iyong balanse.',
        },
        expectedEnd: '2030-01-01T06:00:00.000Z',
        openLotteryBets: 'settle',
      },
    }),
    async () => {
      // The app started before maintenance: a screen opened now asks the API,
      // which refuses, and the app shows the maintenance page in its place.
      await page.evaluate(() => {
        history.pushState(null, '', '/m/gameList?gameType=RNG');
        dispatchEvent(new PopStateEvent('popstate'));
      });
      const maintenance = page.getByTestId('maintenance-page');
      await expect(maintenance).toBeVisible();
      await expect(maintenance).toContainText('The cashier is being upgraded.');
      await expect(maintenance).toContainText(/We expect to be back by .*2030/);
      await expect(page.getByRole('navigation', { name: 'Bottom menu' })).toHaveCount(0);

      const refused = await page.request.get('/wps/games/list?gameType=RNG');
      expect(refused.status()).toBe(503);
      expect(await refused.json()).toMatchObject({
        errorCode: 'system.maintenance',
        value: { expectedEnd: '2030-01-01T06:00:00.000Z' },
      });
    },
  );
  await page.goto('/m/home');
  await expect(page.getByRole('navigation', { name: 'Bottom menu' })).toBeVisible();
});
