import { routes } from '@kalaro/contract/routes';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { adminShot, signInDemo } from '../support/admin.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { E2E_ADMIN_TOKEN, E2E_PAYOUT_GATEWAY, E2E_PAYOUT_GATEWAY_URL } from '../support/env.ts';
import { fundedMember, ok } from '../support/payments.ts';

/*
 * Withdrawals paid out through a payout gateway (the one simulated beside the
 * e2e server, support/payout-gateway.ts): a member withdraws, finance approves
 * it through the gateway in the back office, the bank pays it and the member's
 * withdraw record shows it approved (paid), once Kalaro hears of it: by finance's
 * Check now, or by the gateway's callback.
 */

const PASSWORD = 'Payout1234';
const PAY_PASSWORD = '135790';
const GATEWAY = E2E_PAYOUT_GATEWAY.id;

/** A funded member on `page` with a bound card who withdraws `amount` on the withdraw screen. */
async function memberWithdraws(page: Page, amount: string) {
  const username = await fundedMember(page, PASSWORD, PAY_PASSWORD);
  await ok(
    await page.request.post(routes.withdraw.addCard.path, {
      data: { bankCode: 'VISA', cardNumber: '4111111111111111', payeeName: 'Juan Dela Cruz' },
    }),
  );
  await page.goto('/m/withdraw');
  await expect(page.getByRole('radio', { name: /Visa debit card/ })).toBeChecked();
  await page.getByLabel(/^Amount/).fill(amount);
  await page.getByLabel(/^Payment password/).fill(PAY_PASSWORD);
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Withdrawal requested' })).toBeVisible();
  const records = await ok(await page.request.get(routes.withdraw.records.path));
  const id = (records.list as { id: string }[])[0]!.id;
  return { username, id };
}

/** The bank pays the payout at the simulated gateway; `notify`: the gateway calls back at once. */
async function bankPays(page: Page, orderId: string, notify: boolean): Promise<unknown> {
  const settled = await page.request.post(`${E2E_PAYOUT_GATEWAY_URL}/e2e/settle`, {
    data: { orderId, status: 'paid', notify },
  });
  expect(settled.status(), await settled.text()).toBe(200);
  return settled.json();
}

/** The member's withdraw record: the newest row. */
async function expectRecord(page: Page, status: string) {
  await page.goto('/m/withdrawReport');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Withdraw record');
  await expect(page.getByTestId('payment-row').first()).toContainText(status);
}

test('finance pays a withdrawal out through the gateway; Check now learns it was paid and the member sees it', async ({
  page,
  browser,
}) => {
  const { username, id } = await memberWithdraws(page, '200');

  // Finance approves it through the gateway on a desktop window.
  const finance = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await signInDemo(finance, 'finance', 'Finance1234');
  await finance.goto('/admin/withdrawals');
  const pending = finance.getByRole('row', { name: new RegExp(username) });
  await pending.getByLabel('Pay out').selectOption(GATEWAY);
  await pending.getByRole('button', { name: `Approve ${username} 200.00` }).click();
  await expect(
    finance.getByText(
      `Withdrawal of 200.00 for ${username} sent to ${GATEWAY}: it is paid once the gateway confirms.`,
    ),
  ).toBeVisible();
  await expectRecord(page, 'Paying out');

  // Paying: the gateway's reference, not checked with it yet.
  await finance.getByLabel('Status').selectOption('paying');
  const paying = finance.getByRole('row', { name: new RegExp(username) });
  await expect(paying).toContainText(new RegExp(`${GATEWAY}, reference E2E-\\d+`));
  await expect(paying).toContainText('Not checked with the gateway yet.');
  await adminShot(finance, 'admin-withdrawal-paying');
  await expectNoSeriousAxeViolations(finance, '/admin/withdrawals paying');

  // The bank pays; the gateway has not called back. Finance checks now.
  await bankPays(page, id, false);
  await paying
    .getByRole('button', { name: `Check the payout of ${username} 200.00 with the gateway now` })
    .click();
  await expect(
    finance.getByText(`The gateway paid the payout of 200.00 for ${username}.`),
  ).toBeVisible();
  await expect(finance.getByRole('row', { name: new RegExp(username) })).toHaveCount(0);
  await finance.getByLabel('Status').selectOption('approved');
  await expect(finance.getByRole('row', { name: new RegExp(username) })).toContainText('Approved');

  // Reconciliation: the gateway and the ledger agree on this payout.
  await finance.getByRole('navigation').getByRole('link', { name: 'Reconciliation' }).click();
  await finance.getByLabel('Money').selectOption('payouts');
  await finance.getByRole('button', { name: 'Show' }).click();
  const reconciled = finance.getByRole('row', { name: new RegExp(id.slice(0, 8)) });
  await expect(reconciled).toContainText('Paid · 200.00');
  await expect(reconciled).toContainText('Agrees');
  await adminShot(finance, 'admin-reconciliation');
  await expectNoSeriousAxeViolations(finance, '/admin/reconciliation');
  await finance.close();

  await expectRecord(page, 'Approved');
  await expect(page.getByTestId('payment-row').first()).toContainText('200.00');
});

test("the gateway's callback marks a payout paid and the member's record shows it", async ({
  page,
}) => {
  const { id } = await memberWithdraws(page, '150');
  const sent = await ok(
    await page.request.put(routes.withdraw.adminReview.path.replace(':id', id), {
      headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
      data: { status: 'approved', payoutProvider: GATEWAY },
    }),
  );
  expect(sent.status).toBe('paying');
  await expectRecord(page, 'Paying out');

  const callback = await bankPays(page, id, true);
  expect(callback).toEqual({
    status: 200,
    body: { success: true, value: { requestId: id, status: 'approved' } },
  });
  await expectRecord(page, 'Approved');
});
