import { routes } from '@kalaro/contract/routes';
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
 * member centre's Responsible gaming screen, is signed out at once; a new
 * login is brought back to that screen with the time-out's end, and play is refused.
 */
test('a 24-hour time-out signs the member out; a new login shows it and cannot play', async ({
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

  // A new login sees the time-out and its end on the screen of its own; play stays closed.
  await logIn(page, username, password);
  await expect(page).toHaveURL(/\/m\/responsibleGaming$/);
  await expect(page.getByTestId('protection-current')).toHaveText(/^Time-out · Until /);
  const launch = await page.request.post(routes.games.launch.path, { data: { nodeId: 1 } });
  expect(launch.status()).toBe(403);
  expect(((await launch.json()) as { errorCode: string }).errorCode).toBe('protection.excluded');
  forgiveConsoleErrors(consoleErrors, EXPECTED_HTTP_ERRORS);
});
