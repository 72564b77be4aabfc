import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { EXPECTED_HTTP_ERRORS } from '../support/accounts.ts';
import { signInDemo } from '../support/admin.ts';

/*
 * The content operator's side of the back office: campaigns, VIP levels and hot
 * matches. A hot match entered in /admin shows on the players' home page, and
 * hiding it takes it off again.
 */
test.use({
  viewport: { width: 1280, height: 800 },
  allowedConsoleErrors: [EXPECTED_HTTP_ERRORS],
});

const shots = process.env.ADMIN_SHOTS;

const signInContent = (page: Page) => signInDemo(page, 'content', 'Content1234');

/** A `datetime-local` value `minutes` from now, in the browser's zone. */
const localInMinutes = (page: Page, minutes: number) =>
  page.evaluate((m) => {
    const d = new Date(Date.now() + m * 60_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
  }, minutes);

test('the content operator enters a hot match in /admin and players see it on home until it is hidden', async ({
  page,
  browser,
}) => {
  const suffix = String(Date.now()).slice(-6);
  const home = `Davao Eagles ${suffix}`;
  const away = `Iloilo Hawks ${suffix}`;

  await signInContent(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Hot matches' }).click();
  await expect(page.getByRole('heading', { name: 'Hot matches', level: 1 })).toBeVisible();
  const form = page.getByRole('region', { name: 'New hot match' });
  await form.getByLabel('League').fill('Kalaro Cup');
  await form.getByLabel('Home team').fill(home);
  await form.getByLabel('Away team').fill(away);
  await form.getByLabel('Kick-off (your local time)').fill(await localInMinutes(page, 20));
  await form.getByLabel('Order').fill('-5');
  await form.getByRole('button', { name: 'Add match' }).click();
  await expect(page.getByText(`${home} – ${away} added.`)).toBeVisible();
  await expect(page.getByRole('rowheader', { name: `${home} – ${away}` })).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/admin/hot-matches');

  // A player (here a visitor) opens the hot matches on the home page.
  const player = await browser.newPage({
    viewport: { width: 390, height: 844 },
    reducedMotion: 'reduce',
  });
  await player.goto('/m/home');
  // The visitors' pop-up items come first: close them.
  await expect(player.getByRole('dialog')).toBeVisible();
  await player.keyboard.press('Escape');
  await player.getByTestId('hot-match-ticker').click();
  const modal = player.getByRole('dialog', { name: 'Hot matches' });
  await expect(modal).toContainText(home);
  await expect(modal).toContainText(away);

  // The operator hides it: the home page no longer shows it.
  await page.getByRole('button', { name: `Edit ${home} – ${away}` }).click();
  const edit = page.getByRole('region', { name: 'Edit hot match' });
  await edit.getByLabel('Shown to players').uncheck();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`${home} – ${away} saved.`)).toBeVisible();
  const row = page.getByRole('rowheader', { name: `${home} – ${away}` }).locator('..');
  await expect(row).toContainText('Hidden');

  await player.reload();
  await player.getByTestId('hot-match-ticker').click();
  const again = player.getByRole('dialog', { name: 'Hot matches' });
  await expect(again).toBeVisible();
  await expect(again).not.toContainText(home);
  await player.close();
});

test('the content operator creates a promotion, rewrites its texts, and players see the new title', async ({
  page,
  browser,
}) => {
  const suffix = String(Date.now()).slice(-6);
  await signInContent(page);
  await page.goto('/admin/campaigns');
  const create = page.getByRole('region', { name: 'New campaign' });
  await create.getByLabel('Kind').selectOption('promotion');
  await create.getByLabel('Title (EN)').fill(`Draft promo ${suffix}`);
  await create.getByLabel('Bonus paid on approval').fill('5');
  await create.getByLabel('Starts (your local time)').fill(await localInMinutes(page, -5));
  await create.getByLabel('Ends (your local time)').fill(await localInMinutes(page, 24 * 60));
  await create.getByLabel('Budget', { exact: true }).fill('50');
  await create.getByRole('button', { name: 'Create campaign' }).click();
  await expect(page.getByText(/^Promotion #\d+ created\.$/)).toBeVisible();

  await page.getByRole('button', { name: `Edit Draft promo ${suffix}` }).click();
  const texts = page.getByRole('form', { name: `Texts of Draft promo ${suffix}` });
  const english = texts.getByRole('group', { name: 'English (required)' });
  await english.getByLabel('Title').fill(`Spring cashback ${suffix}`);
  await english.getByLabel('Summary (one line in the list)').fill('Cashback on every spin');
  const tagalog = texts.getByRole('group', { name: /^Tagalog/ });
  await tagalog.getByLabel('Title').fill(`Cashback ngayong tagsibol ${suffix}`);
  await expectNoSeriousAxeViolations(page, '/admin/campaigns (texts)');
  if (shots) await texts.screenshot({ path: `${shots}/campaign-texts-EN-1280.png` });
  await texts.getByRole('button', { name: 'Save texts' }).click();
  await expect(page.getByText(`Texts of Draft promo ${suffix} saved.`)).toBeVisible();
  await expect(
    page.getByRole('rowheader', { name: new RegExp(`Spring cashback ${suffix}`) }),
  ).toBeVisible();

  const player = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await player.goto('/m/activity');
  const card = player.getByRole('link', { name: new RegExp(`Spring cashback ${suffix}`) });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Cashback on every spin');
  await player.close();
});

test('the content screens at desktop and phone size, in English and Tagalog', async ({ page }) => {
  test.skip(!shots, 'screenshots only when ADMIN_SHOTS names a folder');
  await signInContent(page);
  for (const language of ['EN', 'TY'] as const) {
    await page.locator('#admin-language').selectOption(language);
    for (const [path, name] of [
      ['/admin/campaigns', 'campaigns'],
      ['/admin/vip', 'vip'],
      ['/admin/hot-matches', 'hot-matches'],
    ] as const) {
      for (const [width, height] of [
        [1280, 800],
        [390, 844],
      ] as const) {
        await page.setViewportSize({ width, height });
        await page.goto(path);
        await expect(page.locator('table')).toBeVisible();
        await page.evaluate(() => document.fonts.ready);
        await page.screenshot({
          path: `${shots}/${name}-${language}-${width}.png`,
          fullPage: true,
        });
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${path} at ${width}px`).toBeLessThanOrEqual(0);
      }
    }
  }
});
