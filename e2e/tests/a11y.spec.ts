import { test, expect } from '../support/fixtures.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';

const screens = [
  '/m/home',
  '/m/gameList?gameType=RNG',
  '/m/help',
  '/m/login',
  '/m/mine',
  '/m/maintenance',
];

for (const language of ['EN', 'TY'] as const) {
  for (const path of screens) {
    test(`${path} in ${language} has no serious or critical axe violation`, async ({ page }) => {
      await page.addInitScript((lng) => localStorage.setItem('kalaro.language', lng), language);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    });
  }
}
