import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { logIn } from '../support/accounts.ts';

/*
 * The in-house slot and the records against the real server and its
 * seed: the demo member (balance 1,000.00) launches a Kalaro Originals game
 * from the catalogue, spins, and finds the spin in the betting and account
 * records. Only the journey uses the demo member (spins of one member are
 * 2.5 s apart); the scans register their own members.
 */

const headerBalance = (page: Page) => page.getByTestId('header-balance');
const amount = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));

test('launch the in-house slot, spin, and find the spin in the records', async ({ page }) => {
  test.slow(); // spins are at least 2.5 s apart
  await logIn(page, 'demo', 'Demo1234');
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('banner').getByTestId('header-balance')).toHaveText(/\d\.\d\d/);

  // The catalogue's in-house category launches the game's screen.
  await page.goto('/m/gameList?gameType=INHOUSE');
  const tile = page.getByTestId('game-tile').first();
  const gameName = (await tile.getByRole('button').first().innerText()).trim();
  await tile.getByRole('button').first().click();
  await expect(page).toHaveURL(/\/m\/slot\/[^/?]+\?pageBack=/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Reels' })).toBeVisible({ timeout: 20_000 });

  // The whole game fits a 390×844 phone: the Spin button shows without scrolling.
  const spin = page.getByRole('button', { name: /^(Spin|Spinning|Next spin in)/ });
  const box = await spin.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.y + box!.height).toBeLessThanOrEqual(844);
  await expect(page.getByRole('button', { name: /auto|turbo/i })).toHaveCount(0);

  await expect(headerBalance(page)).toHaveText(/\d\.\d\d/);
  const before = amount(await headerBalance(page).textContent());
  // A win exactly equal to the stake leaves the balance as it was: spin again then.
  let after = before;
  for (let spins = 0; spins < 4 && after === before; spins++) {
    await expect(spin).toHaveText('Spin', { timeout: 10_000 });
    await spin.click();
    await expect(spin).toBeDisabled();
    await expect(page.getByTestId('slot-result')).not.toHaveText('Choose your bet and spin');
    await expect(spin).toHaveText(/Next spin in|Spin/);
    after = amount(await headerBalance(page).textContent());
  }
  expect(after).not.toBe(before);
  await expect(page.getByTestId('slot-net')).not.toHaveText('0.00');

  // Back leads to the catalogue screen the game was launched from.
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/m\/gameList\?gameType=INHOUSE$/);

  // The betting record lists the spin with its game; the account record its bet row.
  await page.goto('/m/gameRecord');
  const bet = page.getByTestId('bet-row').first();
  // Generous waits: the CI machine's two cores are shared.
  await expect(bet).toContainText(gameName, { timeout: 20_000 });
  await bet.getByText('Spin details and fairness').click();
  await expect(bet).toContainText('Server seed hash');
  // Filtered by its vendor the spin stays; by another vendor of the category it goes.
  const vendor = page.getByRole('combobox', { name: 'Vendor' });
  await vendor.selectOption({ label: 'Kalaro Originals' });
  await expect(page).toHaveURL(/vendor=INHOUSE/);
  await expect(page.getByTestId('bet-row').first()).toContainText(gameName);
  await page.getByRole('combobox', { name: 'Category' }).selectOption('RNG');
  await expect(page).not.toHaveURL(/vendor=/);
  await expect(page.getByText('No bets in this range')).toBeVisible();

  await page.goto('/m/transaction/record?types=bet');
  const row = page.getByTestId('transaction-row').first();
  await expect(row).toContainText('Bet', { timeout: 20_000 });
  await expect(row).toContainText(/-\d+\.\d\d/);
  await expect(row).toContainText(/SLOT-/);

  // Home's header shows the balance the slot left.
  await page.goto('/m/home');
  await expect(page.getByRole('banner').getByTestId('header-balance')).toHaveText(
    new RegExp(after.toLocaleString('en-US', { minimumFractionDigits: 2 }).replace('.', '\\.')),
  );
});
