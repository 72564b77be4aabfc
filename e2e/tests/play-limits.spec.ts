import { routes } from '@kalaro/contract/routes';
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
 * Player protection: a new member with 100.00 deposited sets a loss
 * limit of the slot's smallest bet on the Play limits screen, spins until the
 * loss reaches it, and the slot's next spin is refused by the server with the loss
 * limit's message.
 */

test('a loss limit reached in the slot refuses the next spin with its message', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(240_000); // spins are at least 2.5 s apart
  await registerByUsername(page, uniqueUsername(), 'Limits1234');
  await deposit(page.request, '100');

  // The slot's smallest bet: the loss limit is set to it.
  await page.goto('/m/gameList?gameType=INHOUSE');
  await page.getByTestId('game-tile').first().getByRole('button').first().click();
  await expect(page).toHaveURL(/\/m\/slot\/[^/?]+\?pageBack=/);
  await expect(page.getByRole('table', { name: 'Reels' })).toBeVisible({ timeout: 20_000 });
  const slotUrl = page.url();
  const gameId = new URL(slotUrl).pathname.split('/').pop()!;
  const state = await page.request.get(routes.inhouse.slotState.path.replace(':gameId', gameId));
  const smallest = ((await state.json()) as { value: { betLevels: { bet: string }[] } }).value
    .betLevels[0]!.bet;

  await page.goto('/m/responsibleGaming');
  await page.getByRole('link', { name: 'Loss, wager and time limits' }).click();
  await expect(page).toHaveURL(/\/m\/playLimits$/);
  await page.getByLabel('New 24-hour loss limit').fill(smallest);
  await page.getByRole('button', { name: 'Save limits' }).click();
  await expect(page.getByText('Your limits are saved and apply now.')).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/m/playLimits');

  // Spins at the smallest bet until the loss reaches the limit: each losing spin takes
  // it there, a win puts it off by its size (a random number of spins: they are made
  // through the API, 2.5 s apart as the server's pace wants, not one click each).
  const spinPath = routes.inhouse.spin.path.replace(':gameId', gameId);
  const spinOnce = () =>
    page.request.post(spinPath, { data: { bet: smallest, idempotencyKey: crypto.randomUUID() } });
  let reached = false;
  for (let spins = 0; spins < 60 && !reached; spins++) {
    const answer = await spinOnce();
    if (answer.status() === 429) spins--;
    else if (answer.status() === 403) {
      expect(((await answer.json()) as { errorCode: string }).errorCode).toBe(
        'protection.loss_limit',
      );
      reached = true;
    } else expect(answer.status(), await answer.text()).toBe(200);
    if (!reached) await page.waitForTimeout(2_600);
  }
  expect(reached, 'the loss reached the limit within 60 spins').toBe(true);

  // The slot's next spin is refused with the limit's message.
  await page.goto(slotUrl);
  await expect(page.getByRole('table', { name: 'Reels' })).toBeVisible({ timeout: 20_000 });
  const spin = page.getByRole('button', { name: /^(Spin|Spinning|Next spin in)/ });
  await expect(spin).toHaveText('Spin', { timeout: 10_000 });
  await spin.click();
  await expect(
    page.getByText('You have reached your own loss limit: no more play until it frees.'),
  ).toBeVisible();

  // The server refuses it, whatever the screen does.
  const again = await spinOnce();
  expect(again.status()).toBe(403);
  expect(((await again.json()) as { errorCode: string }).errorCode).toBe('protection.loss_limit');
  forgiveConsoleErrors(consoleErrors, EXPECTED_HTTP_ERRORS);
});
