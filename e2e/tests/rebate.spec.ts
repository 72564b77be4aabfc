import { test, expect } from '../support/fixtures.ts';
import { logIn } from '../support/accounts.ts';

/*
 * Manual rebate, rebate report and mission leaderboard against the
 * real server and its seed: `player` / Player1234 (balance 500.00) and `demo`
 * have the same settled bets this week — SPORTS 1,250.00, LIVE 3,400.50 and
 * RNG 820.55 of turnover, a rebate of 10.00 + 20.40 + 8.20 = 38.60 — and 24
 * board players race them on the weekly board. Only `player` claims, so the
 * demo's balance stays what the other journeys expect.
 */

test('a member claims the manual rebate once: the balance rises and the report lists it', async ({
  page,
}) => {
  test.slow(); // four screens, a claim and the report on a real server
  await logIn(page, 'player', 'Player1234');
  await expect(page).toHaveURL(/\/m\/home$/);
  const balance = page.getByRole('banner').getByTestId('header-balance');
  await expect(balance).toHaveText(/500\.00/);

  await page.goto('/m/member/manualRebate');
  await expect(page.getByTestId('rebate-total')).toHaveText('38.60', { timeout: 20_000 });
  const rows = page.getByRole('table', { name: 'By game category' }).getByTestId('rebate-category');
  await expect(rows.first()).toContainText('Sports');
  await expect(rows.nth(1)).toContainText('3,400.50');
  await expect(rows.nth(1)).toContainText('20.40');

  const claimed = page.waitForResponse((r) => r.url().endsWith('/wps/rebate/manual/claim'));
  await page.getByRole('button', { name: 'Claim rebate' }).click();
  expect((await claimed).status()).toBe(200);
  await expect(page.getByText('Rebate of 38.60 added to your balance')).toBeVisible();
  await expect(page.getByTestId('rebate-total')).toHaveText('0.00');
  await expect(page.getByRole('button', { name: 'Claim rebate' })).toBeDisabled();

  await page.goto('/m/home');
  await expect(balance).toHaveText(/538\.60/);

  await page.goto('/m/member/rebateReport');
  const record = page.getByTestId('rebate-record');
  await expect(record).toHaveCount(1);
  await expect(record).toContainText('+38.60');
  await expect(page.getByTestId('rebate-report-amount')).toHaveText('38.60');
});

test('the weekly board masks other players and shows the member’s own rank', async ({ page }) => {
  test.slow();
  await logIn(page, 'demo', 'Demo1234');
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.goto('/m/leaderBoard');
  const weekly = page.getByRole('region', { name: 'Weekly turnover race' });
  await expect(weekly.getByTestId('leaderboard-row')).toHaveCount(10, { timeout: 20_000 });
  await expect(weekly.getByTestId('leaderboard-row').first()).toContainText('lu***88');
  await expect(weekly.getByTestId('leaderboard-mine')).toContainText(/Your rank: \d+ · 5,471\.05/);
  await expect(weekly.getByTestId('leaderboard-countdown')).toHaveText(/^(\d+d )?\d\d:\d\d:\d\d$/);
});
