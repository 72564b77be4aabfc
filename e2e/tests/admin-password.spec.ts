import { generate } from 'otplib';
import { test, expect } from '../support/fixtures.ts';
import { adminShot, passwordStep, signOutOperator } from '../support/admin.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { EXPECTED_HTTP_ERRORS } from '../support/accounts.ts';

/*
 * An operator created by the owner signs in with the one-time password the owner
 * chose, and must choose its own before the back office opens. On a
 * phone-sized window: the screen must work there too.
 */
test.use({
  viewport: { width: 390, height: 844 },
  allowedConsoleErrors: [EXPECTED_HTTP_ERRORS],
});

test('a new operator signs in with its one-time password, must choose its own, then reaches the back office', async ({
  page,
}) => {
  // The owner creates a support operator with a first password.
  await passwordStep(page, 'admin', 'Admin1234');
  await page.getByRole('button', { name: /Skip for now/ }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, admin' })).toBeVisible();
  await page.goto('/admin/operators');
  await expect(page.getByRole('heading', { name: 'Operators', level: 1 })).toBeVisible();
  const username = `agent${Date.now().toString(36).slice(-6)}`;
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Role', { exact: true }).selectOption('support');
  await page.getByLabel('Password', { exact: true }).fill('OneTime12345');
  await page.getByRole('button', { name: 'Create operator' }).click();
  await expect(page.getByText(`Operator ${username} created.`)).toBeVisible();
  await signOutOperator(page);

  // The new operator signs in: the authenticator first, then the password change.
  await passwordStep(page, username, 'OneTime12345');
  await expect(page.getByRole('heading', { name: 'Set up your authenticator' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('6-digit code').fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Verify' }).click();
  const heading = page.getByRole('heading', { name: 'Change your password', level: 1 });
  await expect(heading).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/password$/);
  await expect(page.getByText(/one-time password someone else chose/)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Back office sections' })).toHaveCount(0);

  // Nothing else opens meanwhile: the screen comes back, and the server refuses the calls.
  await page.goto('/admin/members');
  await expect(heading).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/password$/);
  const refused = await page.request.get('/wps/admin/members?q=demo');
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ errorCode: 'admin.password_change_required' });

  // A wrong current password is said at its field.
  const current = page.getByLabel('Current password');
  await current.fill('NotMine12345');
  await page.getByLabel('New password', { exact: true }).fill('MyOwnPass2026');
  await page.getByLabel('Repeat the new password').fill('MyOwnPass2026');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The current password is wrong.')).toBeVisible();
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expect(current).toBeFocused();
  await adminShot(page, 'admin-password-390');
  await expectNoSeriousAxeViolations(page, '/admin/password');

  await current.fill('OneTime12345');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(
    page.getByText('Your password has been changed. Your other sessions have ended.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Continue to the back office' }).click();
  await expect(page.getByRole('heading', { name: `Welcome, ${username}` })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Back office sections' })).toBeVisible();
  expect((await page.request.get('/wps/admin/members?q=demo')).status()).toBe(200);
  await signOutOperator(page);

  // The one-time password no longer signs in.
  await passwordStep(page, username, 'OneTime12345');
  await expect(page.getByText('Wrong username or password.')).toBeVisible();
});
