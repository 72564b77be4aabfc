import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Runs axe on the page as it is now and fails on any serious or critical
 * violation, naming the rule and the elements (prefixed by `label`, e.g. the path).
 */
export async function expectNoSeriousAxeViolations(page: Page, label = ''): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${label ? `${label} ` : ''}${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  expect(serious).toEqual([]);
}
