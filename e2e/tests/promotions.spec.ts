import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { logIn, registerByUsername, uniqueUsername } from '../support/accounts.ts';

/*
 * Promotions and feedback against the real server and its seed:
 * 'Share your big win' and 'Birthday gift' take applications, 'Weekend
 * cashback 5%' does not; feedback has seeded categories. Each test registers
 * its own member, so it starts without applications or feedback.
 */

const PASSWORD = 'Member1234';
/** A real 1×1 PNG: the server checks the bytes, the browser shows the preview. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const screenshot = { name: 'screenshot.png', mimeType: 'image/png', buffer: PNG };

const newMember = (page: Page) => registerByUsername(page, uniqueUsername(), PASSWORD);

test('a member applies to a promotion with a comment and an image and sees it pending', async ({
  page,
}) => {
  test.slow(); // registers, applies, reloads and reads two screens
  await newMember(page);
  await page.goto('/m/activity');
  const card = page.getByRole('link', { name: 'Share your big win' });
  await expect(card).toContainText('Apply now');
  await card.click();
  await expect(page).toHaveURL(/\/m\/activityInfo\?id=\d+$/);

  const comment = page.getByLabel('Comment');
  await comment.fill('Won 250× on Lucky Koi');
  await expect(page.getByTestId('comment-counter')).toHaveText('21/140');
  await page.getByTestId('image-picker-input').setInputFiles(screenshot);
  await expect(page.getByRole('img', { name: 'Image 1: screenshot.png' })).toBeVisible();

  const sent = page.waitForResponse(
    (r) => r.request().method() === 'POST' && /\/wps\/promotions\/\d+\/applications$/.test(r.url()),
  );
  await page.getByRole('button', { name: 'Submit application' }).click();
  expect((await sent).status()).toBe(200);
  await expect(page.getByTestId('application-status')).toHaveText('Pending review');
  const sentImage = page.getByRole('img', { name: 'Image 1 you sent' });
  await expect(sentImage).toBeVisible();
  // The stored image comes back to its owner (the bytes decode as an image).
  await expect.poll(() => sentImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  // Still pending after a reload, and in the list.
  await page.reload();
  await expect(page.getByTestId('application-status')).toHaveText('Pending review');
  await page.goto('/m/activity');
  await expect(card).toContainText('Pending review');
});

test('a member sends feedback and sees it in the list', async ({ page }) => {
  await newMember(page);
  await page.goto('/m/feedback');
  await expect(page.getByText('You have not sent any feedback yet.')).toBeVisible();
  await page.getByLabel('Category').selectOption({ label: 'Games' });
  await page.getByLabel('Your feedback').fill('Please add more fishing games');
  await page.getByTestId('image-picker-input').setInputFiles(screenshot);
  await page.getByRole('button', { name: 'Send feedback' }).click();
  const item = page.getByRole('article', { name: 'Games' });
  await expect(item).toContainText('Please add more fishing games');
  await expect(item).toContainText('Awaiting reply');
  await expect(page.getByLabel('Your feedback')).toHaveValue('');
});

for (const language of ['EN', 'TY'] as const) {
  test(`promotions and feedback in ${language} have no serious or critical axe violation`, async ({
    page,
  }) => {
    test.slow(); // three screens scanned one after another
    // The demo member: its seeded feedback has a reply, so the list is scanned too.
    await logIn(page, 'demo', 'Demo1234');
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.goto('/m/activity');
    const href = await page.getByRole('link', { name: 'Share your big win' }).getAttribute('href');
    await page.evaluate((lng) => localStorage.setItem('kalaro.language', lng), language);
    const screens = [
      { path: '/m/activity', ready: page.getByTestId('promotion').first() },
      { path: href!, ready: page.getByRole('main').getByRole('article') },
      { path: '/m/feedback', ready: page.getByTestId('feedback-item').first() },
    ];
    for (const { path, ready } of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(ready).toBeVisible();
      await expectNoSeriousAxeViolations(page, path);
    }
  });
}
