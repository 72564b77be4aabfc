import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { registerByUsername, uniqueUsername } from '../support/accounts.ts';

/*
 * Member centre and content against the real server and its seed:
 * 3 broadcast messages, help entries, and 3 rewards in effect (50.00 welcome
 * bonus, 20.00 REFERRAL, 10.00 MISSION). Each test registers its own member, so
 * counts and balances start from the seed.
 */

const PASSWORD = 'Member1234';

const newMember = (page: Page) => registerByUsername(page, uniqueUsername(), PASSWORD);

test('opening a message updates the unread counts in the inbox and the menu', async ({ page }) => {
  await newMember(page);
  await page.goto('/m/webEmail');
  await expect(page.getByText('3 unread messages').first()).toBeVisible();
  const first = page.getByRole('main').getByRole('link').filter({ hasText: 'Unread' }).first();
  const markedRead = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && /\/wps\/messages\/\d+\/read$/.test(r.url()),
  );
  await first.click();
  await expect(page).toHaveURL(/[?&]id=\d+/);
  expect((await markedRead).status()).toBe(200);
  await page.goto('/m/webEmail');
  await expect(page.getByText('2 unread messages').first()).toBeVisible();
  await page.goto('/m/mine');
  await expect(page.getByTestId('menu-mail')).toContainText('2 unread messages');
});

test('help ?i=2 opens the third entry', async ({ page }) => {
  await page.goto('/m/help?i=2');
  const tabs = page.getByRole('tab');
  await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'false');
  const title = (await tabs.nth(2).textContent())?.trim() ?? '';
  await expect(page.getByRole('tabpanel')).toBeVisible();
  await tabs.nth(0).click();
  await expect(page).toHaveURL(/[?&]i=0/);
  expect(title.length).toBeGreaterThan(0);
});

test('claiming rewards raises the header balance and clears the red dot', async ({ page }) => {
  await newMember(page);
  const members = page.getByRole('navigation').getByRole('link', { name: /^Members/ });
  await expect(members).toHaveAccessibleName(/3 unclaimed rewards/);
  await page.goto('/m/rewardCenter');
  const claim = page.getByRole('button', { name: 'Claim', exact: true });
  await expect(claim).toHaveCount(3);
  for (let left = 3; left > 0; left--) {
    await claim.first().click();
    await expect(claim).toHaveCount(left - 1);
  }
  await page.goto('/m/home');
  await expect(page.getByRole('banner').getByTestId('header-balance')).toHaveText(/80\.00/);
  await expect(members).toHaveAccessibleName('Members');
});
