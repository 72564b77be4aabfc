import { expect, test } from '../support/fixtures.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { adminShot, signInDemo } from '../support/admin.ts';

/*
 * The back office's configuration: the owner changes a setting in
 * the form, sees the difference listed, saves, and the server holds the change.
 */

test('the owner edits the configuration in a form, reviews the difference and saves it', async ({
  page,
  operator,
}) => {
  const original = await operator.get();
  const message = `Back soon — e2e ${Date.now()}`;
  try {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInDemo(page, 'admin', 'Admin1234');
    await page.getByRole('navigation').getByRole('link', { name: 'Configuration' }).click();
    await expect(page.getByRole('heading', { name: 'Configuration', level: 1 })).toBeVisible();
    const notice = page.getByRole('region', { name: 'Maintenance notice' });
    await expect(notice).toBeVisible();
    await adminShot(page, 'admin-config-1280-en', { fullPage: false });
    await expectNoSeriousAxeViolations(page, '/admin/config');

    await notice.getByRole('textbox', { name: 'message › EN' }).fill(message);
    await expect(
      page.getByRole('status').filter({ hasText: 'Settings changed: 1.' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Review changes' }).click();
    const changes = page.getByRole('table', { name: 'Changes to save' });
    await expect(
      changes.getByRole('row', { name: /maintenanceNotice\.message\.EN/ }),
    ).toContainText(message);
    await expectNoSeriousAxeViolations(page, '/admin/config review');
    await page.getByRole('button', { name: 'Save configuration' }).click();
    await expect(page.getByText('The configuration is saved.')).toBeVisible();
    expect((await operator.get()).maintenanceNotice.message.EN).toBe(message);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('region', { name: 'Feature flags' }).scrollIntoViewIfNeeded();
    await adminShot(page, 'admin-config-390-en', { fullPage: false });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  } finally {
    await operator.put(original);
  }
});
