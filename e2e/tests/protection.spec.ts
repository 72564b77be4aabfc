import { test, expect } from '../support/fixtures.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import {
  EXPECTED_HTTP_ERRORS,
  forgiveConsoleErrors,
  logIn,
  registerByUsername,
  uniqueUsername,
} from '../support/accounts.ts';

/*
 * Player protection: a new member takes a 24-hour time-out from the
 * member centre's Responsible gaming screen, is signed out at once, and the
 * login is then refused with the time-out's end.
 */
test('a 24-hour time-out signs the member out and refuses the login until it ends', async ({
  page,
  consoleErrors,
}) => {
  const username = uniqueUsername();
  const password = 'Secret1234';
  await registerByUsername(page, username, password);

  await page.goto('/m/mine');
  await page.getByRole('link', { name: 'Responsible gaming' }).click();
  await expect(page).toHaveURL(/\/m\/responsibleGaming$/);
  await expect(page.getByTestId('protection-current')).toHaveText(
    'No time-out or self-exclusion is in force.',
  );
  await expectNoSeriousAxeViolations(page, '/m/responsibleGaming');

  await page.getByRole('button', { name: '24 hours' }).click();
  const dialog = page.getByRole('dialog', { name: 'Time-out: 24 hours' });
  await expect(dialog).toContainText('This cannot be undone or shortened');
  await expectNoSeriousAxeViolations(page, 'the time-out confirmation');
  await dialog.getByRole('button', { name: 'Start now' }).click();

  // Signed out: the login screen, and no session left on the server.
  await expect(page).toHaveURL(/\/m\/login$/);
  await expect(page.getByText('Your break has started. You have been signed out.')).toBeVisible();
  const info = await page.request.get('/wps/member/info');
  expect(info.status()).toBe(401);

  await logIn(page, username, password);
  await expect(
    page.getByText(
      /^Your account is taking a break until .+: you cannot log in, deposit or play until then\.$/,
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/m\/login$/);
  forgiveConsoleErrors(consoleErrors, EXPECTED_HTTP_ERRORS);
});
