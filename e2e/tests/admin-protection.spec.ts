import { routes } from '@kalaro/contract/routes';
import { test, expect } from '../support/fixtures.ts';
import { adminShot, signInDemo } from '../support/admin.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import {
  EXPECTED_HTTP_ERRORS,
  forgiveConsoleErrors,
  logIn,
  registerByUsername,
  uniqueUsername,
} from '../support/accounts.ts';

/*
 * Player protection, the operator's side: support opens a member in
 * the back office, applies a 24-hour time-out after the confirm step and sees it
 * in the history; the member's session has ended and the next call is refused.
 * On a phone (390×844): the back office works there too.
 */
test.use({
  viewport: { width: 390, height: 844 },
  allowedConsoleErrors: [EXPECTED_HTTP_ERRORS],
});

test('support applies a 24-hour time-out from the member page: it is in the history and the member is signed out', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const player = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const username = uniqueUsername();
  await registerByUsername(player, username, 'Member1234');
  expect((await player.request.get(routes.member.info.path)).status()).toBe(200);

  await signInDemo(page, 'support', 'Support1234');
  await page.goto(`/admin/members?q=${username}&by=username`);
  await page.getByRole('link', { name: username }).click();
  await expect(page.getByRole('heading', { name: `Member ${username}` })).toBeVisible();
  const panel = page.getByRole('region', { name: 'Player protection' });
  await expect(panel.getByText('No time-out or self-exclusion in force.')).toBeVisible();
  await expect(panel.getByText('No measure has ever been taken.')).toBeVisible();

  await panel.getByRole('radio', { name: '24 hours' }).check();
  await panel
    .getByLabel('Why it is applied (kept in the history and the audit log)')
    .fill('Asked in chat');
  await panel.getByRole('button', { name: 'Review' }).click();
  const confirm = panel.getByRole('alertdialog', {
    name: `Apply a Time-out · 24 hours to ${username}?`,
  });
  await expect(confirm).toContainText('Every session of the member ends at once');
  await expect(confirm).toContainText('the member may still log in to withdraw');
  await expect(confirm.getByRole('heading')).toBeFocused();
  await expectNoSeriousAxeViolations(page, '/admin/members/:id (protection confirm)');
  await confirm.getByRole('button', { name: 'Apply now' }).click();
  await expect(
    panel.getByText(`Time-out · 24 hours applied to ${username}: their sessions have ended.`),
  ).toBeVisible();

  // In force, and first in the history with the operator and the reason.
  await expect(panel.getByText('Time-out · 24 hours', { exact: true }).first()).toBeVisible();
  const row = panel.getByRole('row').filter({ hasText: 'Asked in chat' });
  await expect(row).toContainText('Operator support');
  await expect(row).toContainText('In force');
  await adminShot(page, 'admin-member-protection-phone');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  expect(overflow).toBe(false);
  await expectNoSeriousAxeViolations(page, '/admin/members/:id (protection)');
  // Only when reviewing: the desktop layout (the rest of the test keeps the phone).
  if (process.env.ADMIN_SHOTS) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await adminShot(page, 'admin-member-protection-desktop');
  }

  // The member's session has ended: the next call is refused; a new login shows the time-out.
  expect((await player.request.get(routes.member.info.path)).status()).toBe(401);
  await logIn(player, username, 'Member1234');
  await expect(player).toHaveURL(/\/m\/responsibleGaming$/);
  await expect(player.getByTestId('protection-current')).toHaveText(/^Time-out · Until /);
  await player.close();
  forgiveConsoleErrors(consoleErrors, EXPECTED_HTTP_ERRORS);
});
