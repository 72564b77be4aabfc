import { test, expect } from '../support/fixtures.ts';
import { adminShot, signInDemo } from '../support/admin.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { EXPECTED_HTTP_ERRORS, logIn } from '../support/accounts.ts';

/*
 * The back office's Agents section: the agent manager opens the agent tree,
 * expands the demo agent, reads an agent's page, offers a downline agent a
 * contract (which the agent then sees in the app), and approves one of the demo
 * dividends waiting for review. Desktop-first: a 1280×800 window.
 */
test.use({
  viewport: { width: 1280, height: 800 },
  allowedConsoleErrors: [EXPECTED_HTTP_ERRORS],
});

test('the agent manager browses the agent tree, offers a contract the agent sees in the app, and approves a payout', async ({
  page,
  browser,
}) => {
  await signInDemo(page, 'agents', 'Agents1234');
  const nav = page.getByRole('navigation', { name: 'Back office sections' });
  await expect(nav.getByRole('link', { name: 'Deposits', exact: true })).toHaveCount(0);
  await nav.getByRole('link', { name: 'Agents', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Agents', level: 1 })).toBeVisible();

  // The tree: the demo agent at the top, its downline agents once expanded.
  const toggle = page.getByRole('button', { name: 'Downline agents of agent', exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const tm033 = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'tm033' }) });
  await expect(tm033).toContainText('31');
  await expect(page.getByRole('link', { name: 'subagent' })).toBeVisible();
  await adminShot(page, 'admin-agents-tree');
  await expectNoSeriousAxeViolations(page, '/admin/agents');

  // The demo agent's page: its team figures of the last week.
  await page.getByRole('link', { name: 'agent', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Agent agent', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Team figures from / })).toBeVisible();
  await expect(page.getByText('Top-level agent', { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/admin/agents/:id agent');

  // A downline agent's page: an hourly salary offer, checked against the ceiling first.
  await page.getByRole('link', { name: 'Back to the agent tree' }).click();
  await page.getByRole('button', { name: 'Downline agents of agent', exact: true }).click();
  await page.getByRole('link', { name: 'tm033' }).click();
  await expect(page.getByRole('heading', { name: 'Agent tm033', level: 1 })).toBeVisible();
  const offer = page.getByRole('group', { name: 'Make an offer' });
  await offer.getByLabel('Contract').selectOption('hourlySalary');
  await offer.getByLabel(/^Rate in %/).fill('0.75');
  await offer.getByRole('button', { name: 'Send offer' }).click();
  await expect(offer.getByText('At most 0.50% may be offered.')).toBeVisible();
  await offer.getByLabel(/^Rate in %/).fill('0.45');
  await offer.getByRole('button', { name: 'Send offer' }).click();
  await expect(offer.getByText(/Hourly salary offer of 0\.45% sent to tm033/)).toBeVisible();
  const hourly = page
    .getByRole('table', { name: 'Contracts and offers' })
    .getByRole('row')
    .filter({ hasText: 'Hourly salary' });
  await expect(hourly).toContainText('0.45% · offered by the operator (agents)');
  await adminShot(page, 'admin-agent');
  await expectNoSeriousAxeViolations(page, '/admin/agents/:id tm033');

  // The agent sees it in the app, from the operator.
  const app = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await logIn(app, 'tm033', 'Team1234');
  await app.goto('/m/member/agent/getHourContract');
  await expect(app.getByTestId('contract-offer')).toContainText('New offer from the operator');
  await expect(app.getByTestId('contract-offer')).toContainText('0.45%');
  await app.close();

  // Payout review: the demo dividends wait; one is approved.
  await nav.getByRole('link', { name: 'Agent payouts', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Agent payouts', level: 1 })).toBeVisible();
  const dividend = page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: 'tm001' }) })
    .filter({ hasText: 'Dividend' });
  await expect(dividend).toContainText('6,500.00');
  await adminShot(page, 'admin-agent-payouts');
  await expectNoSeriousAxeViolations(page, '/admin/agent-payouts');
  await dividend.getByRole('button', { name: /^Approve tm001 Dividend/ }).click();
  await expect(
    page.getByText(/^Dividend of \d{4}-\d{2} for tm001 approved: 6,500\.00 credited\.$/),
  ).toBeVisible();
  await expect(dividend).toHaveCount(0);
});
