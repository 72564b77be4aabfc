import { test, expect } from '../support/fixtures.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { routes } from '@kalaro/contract/routes';
import { logIn } from '../support/accounts.ts';
import { E2E_ADMIN_TOKEN } from '../support/env.ts';

const shots = process.env.AGENT_SHOTS;

test('the operator schedules a red-envelope rain; a member opens an envelope and is credited', async ({
  page,
  request,
}) => {
  const now = Date.now();
  const scheduled = await request.post(routes.admin.createRedRain.path, {
    headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    data: {
      startsAt: new Date(now - 1_000).toISOString(),
      endsAt: new Date(now + 5 * 60_000).toISOString(),
      budget: '100.00',
      minAmount: '0.10',
      maxAmount: '1.00',
      claimsPerMember: 3,
    },
  });
  // A retry of this test finds its first rain still falling.
  expect([200, 409]).toContain(scheduled.status());

  // Envelopes stand still for members who ask for less motion (and for a click).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await logIn(page, 'tm010', 'Team1234');
  await expect(page).not.toHaveURL(/\/m\/login/);
  await page.goto('/m/redRain');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Red envelope rain');
  await expect(page.getByText('Red envelopes are falling! Time left')).toBeVisible();
  const left = Number(await page.getByTestId('red-rain-left').innerText());
  expect(left).toBeGreaterThan(0);
  const envelope = page.getByRole('button', { name: 'Open a red envelope' }).first();
  const animation = await envelope.evaluate(
    (node) => getComputedStyle(node.parentElement!).animationName,
  );
  expect(animation).toBe('none');
  await envelope.click();
  await expect(page.getByTestId('red-rain-message')).toHaveText(/^You got \d+\.\d{2}!$/);
  await expect(page.getByTestId('red-rain-left')).toHaveText(String(left - 1));
  await expect(page.getByTestId('red-rain-total')).not.toHaveText('0.00');
  if (shots) await page.screenshot({ path: `${shots}/red-rain.png`, fullPage: true });
  await expectNoSeriousAxeViolations(page, '/m/redRain');
});
