import { expect, type Page } from '@playwright/test';

/** The back office's sign-in: the password step (the code or enrolment follows). */
export async function passwordStep(page: Page, username: string, password: string) {
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { name: 'Sign in to the back office' })).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A seeded demo operator: outside production it may skip the authenticator. */
export async function signInDemo(page: Page, username: string, password: string) {
  await passwordStep(page, username, password);
  await page.getByRole('button', { name: /Skip for now/ }).click();
  await expect(page.getByRole('heading', { name: `Welcome, ${username}` })).toBeVisible();
}

export async function signOutOperator(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to the back office' })).toBeVisible();
}

/** A screenshot (full page unless told) into `ADMIN_SHOTS` when it is set (for review, not asserted). */
export async function adminShot(page: Page, name: string, { fullPage = true } = {}) {
  const shots = process.env.ADMIN_SHOTS;
  if (!shots) return;
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage });
}
