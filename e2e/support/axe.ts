import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Runs axe on the page as it is now and fails on any serious or critical
 * violation, naming the rule and the elements (prefixed by `label`, e.g. the path).
 */
export async function expectNoSeriousAxeViolations(page: Page, label = ''): Promise<void> {
  // Legacy mode runs axe in the page itself (the app has no cross-origin frame
  // to reach); the default mode finishes every scan in a new blank page, which
  // made a scan take two to three times as long. Only violations are collected.
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${label ? `${label} ` : ''}${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  expect(serious).toEqual([]);
}

/**
 * Waits until the screen has settled — its heading shown, no loading state
 * left, no timed animation running (not the 300 ms fade-in; a scroll-driven
 * one, such as the header's, follows the scroll and never ends) — then runs
 * {@link expectNoSeriousAxeViolations} on it.
 */
export async function expectSettledScreenAccessible(page: Page, label = ''): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByTestId('page-loading')).toHaveCount(0);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || !(animation.timeline instanceof DocumentTimeline),
      ),
  );
  await expectNoSeriousAxeViolations(page, label);
}
