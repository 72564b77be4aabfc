import { readFileSync } from 'node:fs';
import { test, expect } from '../support/fixtures.ts';
import { adminShot, signInDemo } from '../support/admin.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import {
  deposit,
  EXPECTED_HTTP_ERRORS,
  registerByUsername,
  uniqueUsername,
} from '../support/accounts.ts';

/*
 * The back office's dashboard chart, its reports and the audit log's export: a
 * player's deposit today shows on the chart and in the payments report, the bets
 * report and the audit log download as CSV files.
 */
test.use({ allowedConsoleErrors: [EXPECTED_HTTP_ERRORS] });

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`finance reads the dashboard chart and the reports, the owner exports the audit log (${viewport.width}×${viewport.height})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const size = `${viewport.width}`;
    await registerByUsername(page, uniqueUsername(), 'Secret123');
    await deposit(page.request, '250.00');

    await signInDemo(page, 'finance', 'Finance1234');
    const chart = page.getByRole('img', { name: /^Deposits, withdrawals and GGR, / });
    await expect(chart).toBeVisible();
    await expect(chart.locator('rect')).toHaveCount(21);
    await page.getByRole('radio', { name: '30 days' }).check();
    await expect(chart.locator('rect')).toHaveCount(90);
    await page.getByText('Show the figures as a table').click();
    await expect(page.getByRole('table', { name: /^Deposits, withdrawals and GGR/ })).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'dashboard');
    await adminShot(page, `dashboard-${size}`);

    await page.getByRole('link', { name: 'All reports' }).click();
    await page.getByLabel('Report').selectOption('payments');
    await page.getByRole('button', { name: 'Show' }).click();
    const payments = page.getByRole('table', { name: /^Deposits and withdrawals by channel/ });
    await expect(payments.getByRole('row', { name: /^BANK_TRANSFER Approved/ })).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'payments report');
    await adminShot(page, `reports-payments-${size}`);

    await page.getByLabel('Report').selectOption('agents');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page.getByRole('table', { name: /^Agent teams/ })).toBeVisible();
    await adminShot(page, `reports-agents-${size}`);

    await page.getByLabel('Report').selectOption('bets');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(
      page
        .getByRole('table', { name: /^Every settled bet/ })
        .or(page.getByText('Nothing in this range.')),
    ).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download CSV' }).click();
    const file = readFileSync((await (await download).path())!, 'utf8');
    expect(file.split('\r\n')[0]).toBe(
      'betId,settledAt,memberId,username,vendor,gameType,nodeId,roundId,stake,win,ggr',
    );
    await adminShot(page, `reports-bets-${size}`);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await signInDemo(page, 'admin', 'Admin1234');
    await page.goto('/admin/audit');
    await page.getByLabel('Action starts with').fill('deposit.');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page.getByRole('cell', { name: 'deposit.adminReview' }).first()).toBeVisible();
    const auditDownload = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const audit = readFileSync((await (await auditDownload).path())!, 'utf8').split('\r\n');
    expect(audit[0]).toBe('id,at,actorKind,operatorId,actor,ip,action,target,before,after');
    expect(audit.slice(1, -1).every((line) => line.includes(',deposit.'))).toBe(true);
    expect(audit.length).toBeGreaterThan(2);
    await adminShot(page, `audit-${size}`);
  });
}
