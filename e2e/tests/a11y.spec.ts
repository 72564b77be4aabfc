import AxeBuilder from '@axe-core/playwright';
import { test, expect } from '../support/fixtures.ts';

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
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(serious).toEqual([]);
    });
  }
}
