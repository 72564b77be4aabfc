import { routes } from '@kalaro/contract/routes';
import { test, expect } from '../support/fixtures.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { EXPECTED_HTTP_ERRORS, forgiveConsoleErrors, logIn } from '../support/accounts.ts';
import { fundedMember } from '../support/payments.ts';

/*
 * A player excludes themselves for 6 months from the member centre with two
 * tabs open: both are signed out at once. Logging in again brings them to
 * responsible gaming, which says play is closed; a game does not open (the
 * server refuses its launch); withdrawing the balance still works.
 */

const PASSWORD = 'Exclude1234';
const PAY_PASSWORD = '135790';
const shots = process.env.PROTECTION_SHOTS;

test('a 6-month self-exclusion signs out every tab, closes play, and leaves the withdrawal open', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const username = await fundedMember(page, PASSWORD, PAY_PASSWORD);
  const other = await page.context().newPage();
  await other.goto('/m/mine');
  await expect(other.getByRole('link', { name: 'Responsible gaming' })).toBeVisible();

  await page.goto('/m/mine');
  await page.getByRole('link', { name: 'Responsible gaming' }).click();
  await page.getByRole('button', { name: '6 months' }).click();
  const dialog = page.getByRole('dialog', { name: 'Self-exclusion: 6 months' });
  await expect(dialog).toContainText('you can log in only to withdraw your balance');
  await dialog.getByRole('button', { name: 'Start now' }).click();

  // Both tabs are signed out, the other one without a click.
  await expect(page).toHaveURL(/\/m\/login$/);
  await expect(other).toHaveURL(/\/m\/login$/);
  await expect(
    other.getByText(
      'Your account is taking a break, started in another tab. You have been signed out.',
    ),
  ).toBeVisible();
  expect((await other.request.get(routes.member.info.path)).status()).toBe(401);
  await other.close();

  // Logging in brings the player to responsible gaming: play is closed.
  await logIn(page, username, PASSWORD);
  await expect(page).toHaveURL(/\/m\/responsibleGaming$/);
  await expect(page.getByTestId('protection-current')).toHaveText(/^Self-exclusion · Until /);
  await expect(
    page.getByText(
      'Deposits, play and bonuses are closed until then. You can still withdraw your balance.',
    ),
  ).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/self-excluded.png`, fullPage: true });
  await expectNoSeriousAxeViolations(page, '/m/responsibleGaming (self-excluded)');

  // The server refuses play: the game does not open, and the player is told why.
  await page.goto('/m/gameList?gameType=INHOUSE');
  await page.getByTestId('game-tile').first().getByRole('button').first().click();
  await expect(
    page.getByText(/^Your account is taking a break \(a time-out or self-exclusion\)/),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/m\/gameList\?gameType=INHOUSE$/);

  // Withdrawing the balance stays open.
  await page.goto('/m/responsibleGaming');
  await page.getByRole('link', { name: 'Withdraw my balance' }).click();
  await expect(page).toHaveURL(/\/m\/withdraw$/);
  await page.getByRole('combobox', { name: 'Bank' }).selectOption('VISA');
  await page.getByLabel(/^Card or account number/).fill('4111 1111 1111 1111');
  await page.getByLabel(/^Payee name/).fill('Juan Dela Cruz');
  await page.getByRole('button', { name: 'Add card' }).click();
  await expect(page.getByRole('radio', { name: /Visa debit card/ })).toBeChecked();
  await page.getByLabel(/^Amount/).fill('200');
  await page.getByLabel(/^Payment password/).fill(PAY_PASSWORD);
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Withdrawal requested' })).toBeVisible();
  forgiveConsoleErrors(consoleErrors, EXPECTED_HTTP_ERRORS);
});
