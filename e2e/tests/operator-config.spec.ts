import type { OperatorConfig } from '@kalaro/contract/operator';
import { test, expect } from '../support/fixtures.ts';

// These tests change the operator configuration of the shared test server, so
// they run alone (see the playwright project "operator-config").
test.describe.configure({ mode: 'serial' });

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
