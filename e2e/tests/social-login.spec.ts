import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { registerByUsername, uniqueUsername } from '../support/accounts.ts';
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

test('a password member links Google in the security centre, sees it, and unlinks it', async ({
  page,
}) => {
  await registerByUsername(page, uniqueUsername(), 'Member1234');
  await page.goto('/m/securityCenter');
  const linked = page.getByTestId('linked-accounts');
  await expect(linked.getByRole('heading', { name: 'Linked accounts' })).toBeVisible();
  const google = linked.getByTestId('linked-google');
  await expect(google).toContainText('Not linked');

  await google.getByRole('link', { name: 'Link Google' }).click();
  // The provider signs the person in at once and sends the browser back here.
  await expect(page).toHaveURL(/\/m\/securityCenter$/);
  await expect(linked.getByRole('status')).toHaveText('Google account linked.');
  await expect(google).toContainText(/Linked on /);
  await expectNoSeriousAxeViolations(page, '/m/securityCenter with a linked account');

  await google.getByRole('button', { name: 'Unlink Google' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Unlink your Google account?');
  await dialog.getByRole('button', { name: 'Unlink' }).click();
  await expect(linked.getByRole('status')).toHaveText('Google account unlinked.');
  await expect(google).toContainText('Not linked');
});
