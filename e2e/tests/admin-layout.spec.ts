import { expect, test, type Page } from '@playwright/test';
import { adminShot, signInDemo } from '../support/admin.ts';

/**
 * The back office is desktop-first and usable on a tablet and a phone: at
 * each width every section the owner may open (its navigation's links) fits
 * the window, wide tables scrolling inside their own box, in EN and in TY
 * (the longer texts).
 */
const WIDTHS = [
  { name: 'tablet', width: 768, height: 1024, language: 'EN' },
  { name: 'phone', width: 390, height: 844, language: 'EN' },
  { name: 'phone', width: 390, height: 844, language: 'TY' },
] as const;

/** How far the page is wider than the window (0: it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe.configure({ timeout: 180_000 });

for (const { name, width, height, language } of WIDTHS) {
  test(`every back-office section fits a ${name} (${width} px) in ${language}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await signInDemo(page, 'admin', 'Admin1234');
    const paths = await page
      .getByRole('navigation')
      .getByRole('link')
      .evaluateAll((links) =>
        links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
      );
    expect(paths.length).toBeGreaterThan(15);
    if (language === 'TY') await page.getByLabel('Language').selectOption('TY');
    const tooWide: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const extra = await overflow(page);
      if (extra > 0) tooWide.push(`${path} (+${extra} px)`);
      await adminShot(page, `layout-${width}-${language}${path.replaceAll('/', '-')}`, {
        fullPage: false,
      });
    }
    expect(tooWide).toEqual([]);
  });
}
