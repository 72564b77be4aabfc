import type { Browser, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { EXPECTED_HTTP_ERRORS, registerByUsername, uniqueUsername } from '../support/accounts.ts';
import { signInDemo } from '../support/admin.ts';

/*
 * The back office's content: the content operator publishes a pop-up that a
 * player then sees on /m/home; support answers a member's feedback, which the
 * member then reads. The back office runs in its own 1280×800 window.
 */
test.use({ allowedConsoleErrors: [EXPECTED_HTTP_ERRORS] });

const DESKTOP = { width: 1280, height: 800 };
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A demo operator's back office in a desktop window (outside production it may skip the authenticator). */
async function backOffice(browser: Browser, username: string, password: string): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await signInDemo(page, username, password);
  return page;
}

test.describe('a published pop-up', () => {
  test.use({ announcementPopup: 'keep' });

  test('the content operator publishes a pop-up that a player then sees on home', async ({
    page,
    browser,
  }) => {
    test.slow(); // two windows, a registration and a publish
    const admin = await backOffice(browser, 'content', 'Content1234');
    await admin.getByRole('navigation').getByRole('link', { name: 'Announcements' }).click();
    await expect(admin.getByRole('heading', { name: 'Announcements', level: 1 })).toBeVisible();
    const title = `Flash promo ${Date.now().toString(36)}`;
    const english = admin.getByRole('group', { name: 'English (required)' });
    await english.getByLabel('Title').fill(title);
    await english.getByLabel('Content (HTML)').fill('<p>Only today: <b>double</b> points</p>');
    await admin
      .getByRole('group', { name: /Tagalog/ })
      .getByLabel('Title')
      .fill(`${title} TY`);
    await admin.getByLabel('Pop-up shown to').selectOption('A');
    await admin.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(admin.getByRole('status')).toHaveText(`“${title}” saved.`);
    const row = admin.getByRole('row', { name: new RegExp(title) });
    await expect(row).toContainText('Live');
    await expectNoSeriousAxeViolations(admin, '/admin/announcements');

    try {
      // A new member lands on home: the pop-up has the new item among the others.
      await registerByUsername(page, uniqueUsername(), 'Popup12345');
      const popup = page.getByTestId('announcement-popup');
      await expect(popup).toBeVisible();
      const next = popup.getByRole('button', { name: 'Next announcement' });
      for (let i = 0; i < 6 && !(await popup.getByText(title).isVisible()); i++) {
        if (!(await next.isEnabled())) break;
        await next.click();
      }
      await expect(popup.getByRole('heading', { name: title })).toBeVisible();
      await expect(popup).toContainText('Only today: double points');
    } finally {
      // Unpublished again, so other journeys see the seeded pop-ups only.
      admin.once('dialog', (dialog) => void dialog.accept());
      await row.getByRole('button', { name: `Delete ${title}` }).click();
      await expect(admin.getByRole('status')).toHaveText(`“${title}” deleted.`);
      await admin.context().close();
    }
  });
});

test('support answers a member’s feedback, and the member reads the reply', async ({
  page,
  browser,
}) => {
  test.slow();
  const username = uniqueUsername();
  await registerByUsername(page, username, 'Feedback1234');
  await page.goto('/m/feedback');
  await page.getByLabel('Category').selectOption({ label: 'Games' });
  const text = `The slot froze ${Date.now().toString(36)}`;
  await page.getByLabel('Your feedback').fill(text);
  await page
    .getByTestId('image-picker-input')
    .setInputFiles({ name: 'screenshot.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByRole('article', { name: 'Games' })).toContainText('Awaiting reply');

  const admin = await backOffice(browser, 'support', 'Support1234');
  await admin.getByRole('navigation').getByRole('link', { name: 'Feedback' }).click();
  await admin.getByLabel('Status').selectOption('open');
  await admin.getByRole('link', { name: new RegExp(`from ${username}$`) }).click();
  await expect(admin.getByText(text)).toBeVisible();
  await expect(admin.getByRole('img', { name: /Image 1 of/ })).toBeVisible();
  await expectNoSeriousAxeViolations(admin, '/admin/feedback/:id');
  await admin.getByLabel(/Your reply/).fill('Thanks! It is fixed now.');
  await admin.getByRole('button', { name: 'Send reply' }).click();
  await expect(admin.getByRole('status')).toContainText(`Reply to ${username} saved`);
  await admin.context().close();

  await page.reload();
  const item = page.getByRole('article', { name: 'Games' });
  await expect(item).toContainText('Replied');
  await expect(item).toContainText('Thanks! It is fixed now.');
});

const shots = process.env.ADMIN_SHOTS;
test('content screens at desktop and phone widths, EN and TY (screenshots)', async ({
  browser,
}) => {
  test.skip(!shots, 'ADMIN_SHOTS names the folder for the screenshots');
  test.slow();
  const admin = await backOffice(browser, 'admin', 'Admin1234');
  for (const language of ['EN', 'TY'] as const) {
    await admin.evaluate((lng) => localStorage.setItem('kalaro_admin_language', lng), language);
    for (const viewport of [DESKTOP, { width: 390, height: 844 }]) {
      await admin.setViewportSize(viewport);
      for (const path of ['announcements', 'messages', 'feedback', 'feedback/1', 'help']) {
        await admin.goto(`/admin/${path}`);
        await expect(admin.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(admin.getByText(/Loading|Naglo-load/)).toHaveCount(0);
        const overflow = await admin.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${path} at ${viewport.width}px`).toBeLessThanOrEqual(0);
        await admin.screenshot({
          path: `${shots}/content-${path.replace('/', '-')}-${viewport.width}-${language}.png`,
          fullPage: true,
        });
      }
    }
  }
  await admin.context().close();
});
