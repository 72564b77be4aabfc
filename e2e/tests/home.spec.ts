import type { APIRequestContext } from '@playwright/test';
import type { AnnouncementInput } from '@kalaro/contract/content';
import { routes } from '@kalaro/contract/routes';
import { test, expect } from '../support/fixtures.ts';
import { E2E_ADMIN_TOKEN } from '../support/env.ts';
import { forgiveConsoleErrors } from '../support/accounts.ts';

/*
 * The home page against the real server and its seed: 5 banners, 6
 * notices, pop-up items for members (A), visitors (B) and first logins (F), 8 hot
 * matches, and the operator's download and service links.
 */

const adminHeaders = { authorization: `Bearer ${E2E_ADMIN_TOKEN}` };

/** Creates an announcement through the admin API for the duration of `run`. */
async function withAnnouncement(
  request: APIRequestContext,
  input: AnnouncementInput,
  run: () => Promise<void>,
) {
  const created = await request.post(routes.admin.createAnnouncement.path, {
    headers: adminHeaders,
    data: input,
  });
  expect(created.status(), await created.text()).toBe(200);
  const { id } = (await created.json()).value as { id: number };
  try {
    await run();
  } finally {
    await request.delete(routes.admin.deleteAnnouncement.path.replace(':id', String(id)), {
      headers: adminHeaders,
    });
  }
}

test.describe('announcement pop-up', () => {
  test.use({ announcementPopup: 'keep' });

  test('a visitor sees it once, not after a reload, and again when the content changes', async ({
    page,
    request,
  }) => {
    await page.goto('/m/home');
    const popup = page.getByTestId('announcement-popup');
    await expect(popup).toBeVisible();
    await expect(popup).toContainText(/Get the Kalaro app|Welcome bonus 100%/);
    await expect(popup).toContainText('Announcement 1 of 2');
    await popup.getByRole('button', { name: 'Next announcement' }).click();
    await expect(popup).toContainText('Announcement 2 of 2');
    await expect(popup.getByRole('button', { name: 'Next announcement' })).toBeDisabled();
    await popup.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(popup).toBeHidden();

    await page.reload();
    await expect(page.getByTestId('banner-carousel')).toBeVisible();
    await page.waitForLoadState('load');
    await page.waitForTimeout(1_500); // past the 500 ms decision after the page loaded
    await expect(popup).toBeHidden();

    await withAnnouncement(
      request,
      {
        type: 'PU',
        groupName: 'm_home',
        execution: 'B',
        translations: { EN: { title: 'Flash promo', content: '<p>Today only</p>' } },
      },
      async () => {
        await page.reload();
        await expect(popup).toBeVisible();
        await expect(popup).toContainText('Announcement 1 of 3');
        await page.keyboard.press('Escape');
        await expect(popup).toBeHidden();
      },
    );
  });
});

test('announcement HTML cannot run script: <script>, onerror and onload are removed', async ({
  page,
  request,
  consoleErrors,
}) => {
  await withAnnouncement(
    request,
    {
      type: 'PL',
      groupName: 'm_home',
      sortOrder: 0,
      translations: {
        EN: {
          title: 'Sanitiser check',
          content:
            '<p id="xss-probe">Safe text</p><script>window.__xss = "script"</script>' +
            '<img src="/cdn/KALARO/banners/1.webp" alt="probe" width="75" height="30" ' +
            'onload="window.__xss = \'onload\'" onerror="window.__xss = \'onerror\'">',
        },
      },
    },
    async () => {
      await page.goto('/m/notice');
      await expect(page.getByText('Safe text')).toBeVisible();
      const probe = page.getByRole('img', { name: 'probe' });
      await expect(probe).toBeVisible();
      await expect.poll(() => probe.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
      expect(await page.evaluate(() => (window as { __xss?: string }).__xss)).toBeUndefined();
      expect(await probe.getAttribute('onload')).toBeNull();
      expect(await probe.getAttribute('onerror')).toBeNull();
      expect(await page.locator('script:not([src])').count()).toBe(0);
      // Chromium reports the handlers DOMPurify meets while parsing the payload in its
      // inert document as CSP violations (blocked, never run); nothing else may log.
      forgiveConsoleErrors(consoleErrors, /Executing inline event handler violates/);
    },
  );
});

test.describe('with motion allowed', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('the banners autoplay: the selected slide moves on by itself', async ({ page }) => {
    await page.goto('/m/home');
    const controls = page.getByTestId('banner-controls');
    await expect(controls).toBeVisible({ timeout: 15_000 });
    await expect(controls.getByRole('button', { name: 'Banner 1 of 5' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(controls.getByRole('button', { name: 'Banner 2 of 5' })).toHaveAttribute(
      'aria-current',
      'true',
      { timeout: 12_000 },
    );
  });

  test('a pointer over the banners before the slideshow runs keeps them still', async ({
    page,
  }) => {
    await page.goto('/m/home');
    const controls = page.getByTestId('banner-controls');
    await expect(controls).toBeVisible({ timeout: 15_000 });
    // The hover is what starts the carousel's engine: it must not start the slideshow.
    await page.getByRole('img', { name: /Welcome bonus/ }).hover();
    await expect(controls.getByRole('button', { name: 'Play the banners' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Banner 2 of 5' })).toBeAttached();
    await page.waitForTimeout(6_000);
    await expect(controls.getByRole('button', { name: 'Banner 1 of 5' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });
});

test('the notice ticker opens /m/notice with the notices', async ({ page }) => {
  await page.goto('/m/home');
  await page.getByTestId('notice-ticker').click();
  await expect(page).toHaveURL(/\/m\/notice$/);
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('the download bar closes and stays closed', async ({ page }) => {
  await page.goto('/m/home');
  const bar = page.getByTestId('download-bar');
  await expect(bar).toBeVisible();
  await bar.getByRole('button', { name: 'Close the download bar' }).click();
  await expect(bar).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('banner-carousel')).toBeVisible();
  await expect(bar).toBeHidden();
});

test('a visitor playing a hot match is asked to log in', async ({ page }) => {
  await page.goto('/m/home');
  await page.getByTestId('hot-match-ticker').click();
  const modal = page.getByRole('dialog', { name: 'Hot matches' });
  await expect(modal).toBeVisible();
  await modal
    .getByRole('button', { name: /^Play / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/m\/login/);
});

test('popular games load when scrolled to, HOT first', async ({ page }) => {
  await page.goto('/m/home');
  await page.getByTestId('popular-games-slot').scrollIntoViewIfNeeded();
  const popular = page.getByTestId('popular-games');
  const tabs = popular.getByRole('tab');
  await expect(tabs.first()).toHaveText(/Hot/);
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await expect(popular.getByRole('tabpanel').getByRole('button').first()).toBeVisible();
});
