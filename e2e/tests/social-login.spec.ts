import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

/*
 * Google login against the local OpenID provider the e2e server starts with
 * (serve.ts): it signs each visitor in at once as a new person, so the first
 * login registers a member. Facebook is not configured: no button.
 */

test('Continue with Google on the login screen signs a new player in and lands on home', async ({
  page,
}, testInfo) => {
  await page.goto('/m/login');
  const google = page.getByRole('link', { name: 'Continue with Google' });
  await expect(google).toBeVisible();
  await expect(google).toHaveAttribute('href', '/wps/auth/social/google/start');
  await expect(page.getByRole('link', { name: /Facebook/ })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, '/m/login with the social login buttons');
  await page.screenshot({ path: testInfo.outputPath('login-social.png') });

  await google.click();
  await expect(page).toHaveURL(/\/m\/home$/);
  // The account name is made from the provider's name for the person.
  const header = page.getByRole('banner');
  await expect(header.getByText(/^socialplay/)).toBeVisible();
  await expect(header.getByTestId('header-balance')).toHaveText(/0\.00/);
});

test('the register screen offers the same, above the form', async ({ page }) => {
  await page.goto('/m/register');
  const google = page.getByRole('link', { name: 'Continue with Google' });
  await expect(google).toBeVisible();
  await expect(page.getByLabel('Username', { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/m/register with the social login buttons');
  await google.click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('banner').getByText(/^socialplay/)).toBeVisible();
});

test('a callback that did not start here comes back to the login screen, which says so', async ({
  page,
}) => {
  await page.goto('/wps/auth/social/google/callback?code=forged&state=forged');
  await expect(page).toHaveURL(/\/m\/login$/);
  await expect(
    page.getByText('The sign-in could not be completed. Please try again.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue with Google' })).toBeVisible();
});
