import { test, expect } from '../support/fixtures.ts';
import { registerByUsername, uniqueUsername } from '../support/accounts.ts';

/*
 * The head icon (set and get): a new member chooses one in the
 * member centre with the keyboard, and it is still there after a reload (kept by
 * the server, not the tab).
 */
test('a member chooses a head icon in the member centre, and it stays after a reload', async ({
  page,
}) => {
  await registerByUsername(page, uniqueUsername(), 'Headicon123');
  await page.goto('/m/mine');
  const profile = page.getByTestId('member-profile');
  await expect(profile.locator('[data-head-icon]')).toHaveCount(0);

  await page.getByRole('button', { name: 'Change head icon' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a head icon' });
  await expect(dialog.getByRole('radio')).toHaveCount(12);
  // A tap on the picture (the radio's label) chooses it.
  await dialog
    .locator('label', { has: page.getByRole('radio', { name: 'Head icon 1', exact: true }) })
    .click();
  await expect(dialog.getByRole('radio', { name: 'Head icon 1', exact: true })).toBeChecked();
  // Arrow keys move through the choices as in any radio group.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: 'Head icon 3', exact: true })).toBeChecked();
  if (process.env.HEAD_ICON_SHOTS) await page.screenshot({ path: '/tmp/head-icon-picker.png' });
  await dialog.getByRole('button', { name: 'Save' }).click();

  await expect(dialog).toBeHidden();
  await expect(profile.locator('[data-head-icon="3"]')).toBeVisible();
  if (process.env.HEAD_ICON_SHOTS) await page.screenshot({ path: '/tmp/head-icon-member.png' });
  await page.reload();
  await expect(page.getByTestId('member-profile').locator('[data-head-icon="3"]')).toBeVisible();
});
