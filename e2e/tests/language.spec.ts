import { test, expect } from '../support/fixtures.ts';

test('switching to TY changes the texts and survives a reload', async ({ page }) => {
  await page.goto('/m/home');
  const menu = page.getByRole('navigation', { name: 'Bottom menu' });
  const englishHome = await menu.getByRole('link').first().innerText();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByRole('button', { name: /Language/ }).click();
  await page.getByRole('menuitemradio', { name: /Filipino|TY/ }).click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  const bottomMenu = page.locator('nav').last();
  await expect(bottomMenu.getByRole('link').first()).not.toHaveText(englishHome);
  const filipinoHome = await bottomMenu.getByRole('link').first().innerText();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  await expect(page.locator('nav').last().getByRole('link').first()).toHaveText(filipinoHome);

  // And back to English.
  await page.getByRole('banner').getByRole('button').filter({ hasText: 'TY' }).click();
  await page.getByRole('menuitemradio', { name: /English|EN/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(menu.getByRole('link').first()).toHaveText(englishHome);
});
