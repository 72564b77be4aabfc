import { test, expect } from '../support/fixtures.ts';

test('switching to TY changes the texts and survives a reload', async ({ page }) => {
  await page.goto('/m/home');
  const menu = page.getByRole('navigation', { name: 'Bottom menu' });
  await expect(menu.getByRole('link', { name: 'Promotions' })).toBeVisible();
  const englishHeading = await page.getByRole('heading', { level: 1 }).innerText();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByRole('button', { name: /Language/ }).click();
  await page.getByRole('menuitemradio', { name: 'Filipino' }).click();

  const checkFilipino = async () => {
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
    const tyMenu = page.getByRole('navigation', { name: 'Menu sa ibaba' });
    await expect(tyMenu.getByRole('link', { name: 'Mga promo' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(englishHeading);
  };
  await checkFilipino();
  await page.reload();
  await checkFilipino();

  // And back to English.
  await page
    .getByRole('banner')
    .getByRole('button', { expanded: false })
    .filter({ hasText: 'TY' })
    .click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(menu.getByRole('link', { name: 'Promotions' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(englishHeading);
});
