import { test, expect } from '../support/fixtures.ts';
import { registerByUsername, signOut, uniqueUsername } from '../support/accounts.ts';

/*
 * A tab opened while signed in (a new tab, the installed app relaunched)
 * is signed in too. The session's details live in each tab's session storage; the
 * new tab reads them from the server before its first screen.
 */
test('a new tab of a signed-in member is signed in; after signing out, a new tab is a visitor', async ({
  page,
  context,
}) => {
  const username = uniqueUsername();
  await registerByUsername(page, username, 'Tabs12345');
  await expect(page.getByTestId('home-header')).toContainText(username);

  const second = await context.newPage();
  await second.goto('/m/home');
  const header = second.getByTestId('home-header');
  await expect(header).toContainText(username);
  await expect(header.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  // A member page opens in it without a login.
  await second.goto('/m/mine');
  await expect(second).toHaveURL(/\/m\/mine$/);
  await expect(second.getByText(username).first()).toBeVisible();
  await second.close();

  await signOut(page);
  const third = await context.newPage();
  await third.goto('/m/home');
  await expect(
    third.getByTestId('home-header').getByRole('link', { name: 'Log in' }),
  ).toBeVisible();
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('kalaro_signed_in');
  await third.close();
});
