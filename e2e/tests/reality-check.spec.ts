import { test, expect } from '../support/fixtures.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import {
  EXPECTED_HTTP_ERRORS,
  forgiveConsoleErrors,
  registerByUsername,
  uniqueUsername,
  deposit,
} from '../support/accounts.ts';

/*
 * Player protection, the reality check: a new member chooses a
 * check every 15 minutes on the Play limits screen, spins the in-house slot
 * once, and when the page's clock jumps 16 minutes on, the check comes over
 * the slot with the session's time, stakes, wins and net result; no spin
 * starts until they answer, and Continue lets them play on.
 */

test('the reality check comes over the slot once the interval has passed, with the figures', async ({
  page,
  consoleErrors,
}) => {
  test.slow();
  await registerByUsername(page, uniqueUsername(), 'Reality1234');
  await deposit(page.request, '100');

  await page.goto('/m/playLimits');
  const setting = page.getByRole('form', { name: 'Reality check' });
  await setting.getByLabel('Remind me every').selectOption('15');
  await setting.getByRole('button', { name: 'Save reality check' }).click();
  await expect(setting.getByText('Saved: a reality check every 15 minutes.')).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/m/playLimits');

  // One spin of the in-house slot, the page's clock in the test's hands from here.
  await page.clock.install();
  await page.goto('/m/gameList?gameType=INHOUSE');
  await page.getByTestId('game-tile').first().getByRole('button').first().click();
  await expect(page).toHaveURL(/\/m\/slot\/[^/?]+\?pageBack=/);
  await expect(page.getByRole('table', { name: 'Reels' })).toBeVisible({ timeout: 20_000 });
  const bet = await page.getByRole('combobox', { name: /Bet per spin/ }).inputValue();
  const spin = page.getByRole('button', { name: /^(Spin|Spinning|Next spin in)/ });
  await expect(spin).toHaveText('Spin', { timeout: 10_000 });
  await spin.click();
  await expect(page.getByTestId('slot-result')).not.toHaveText('Choose your bet and spin', {
    timeout: 10_000,
  });
  const net = (await page.getByTestId('slot-net').textContent())!.trim();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // 16 minutes later, on the page's clock.
  await page.clock.fastForward('16:00');
  const dialog = page.getByRole('dialog', { name: 'Reality check' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('div', { hasText: 'Time played this session' })).toContainText(
    /1[67] minutes/,
  );
  await expect(dialog.locator('div', { hasText: 'Stakes' })).toContainText(bet);
  await expect(dialog.locator('div', { hasText: 'Net result' })).toContainText(
    net.replace(/^\+/, ''),
  );
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Leave and sign out' })).toBeVisible();
  // No spin starts while it is open.
  await expect(spin).toBeDisabled();
  await expectNoSeriousAxeViolations(page, 'reality check over the slot');

  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
  await expect(spin).toHaveText('Spin');
  await expect(spin).toBeEnabled();
  forgiveConsoleErrors(consoleErrors, EXPECTED_HTTP_ERRORS);
});
