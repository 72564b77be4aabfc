import { routes } from '@kalaro/contract/routes';
import { test, expect } from '../support/fixtures.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { registerByUsername, uniqueUsername } from '../support/accounts.ts';
import { fundedMember, ok } from '../support/payments.ts';
import { E2E_ADMIN_TOKEN } from '../support/env.ts';

/*
 * Withdrawals against the real server: a fresh member gets 500.00 and
 * then 100.00 by approved bank transfers, bets 100.00 on the lottery (the
 * operator's 100 % turnover of the last deposit), binds a card on screen and
 * withdraws: the amount is held, the operator rejects it and it is released;
 * both records show it.
 */

const adminHeaders = { authorization: `Bearer ${E2E_ADMIN_TOKEN}` };
const PASSWORD = 'Withdraw1234';
const PAY_PASSWORD = '246810';
const shots = process.env.PAYMENTS_SHOTS;

test('withdraw: bind a card, the amount is held, the operator rejects it, it is released', async ({
  page,
}) => {
  const username = await fundedMember(page, PASSWORD, PAY_PASSWORD);
  await page.goto('/m/withdraw');
  const balance = page.getByTestId('withdraw-balance');
  await expect(balance).toContainText('Available to withdraw500.00');
  await page.getByRole('combobox', { name: 'Bank' }).selectOption('VISA');
  await page.getByLabel(/^Card or account number/).fill('4111 1111 1111 1111');
  await page.getByLabel(/^Payee name/).fill('Juan Dela Cruz');
  if (shots) await page.screenshot({ path: `${shots}/withdraw-add-card.png`, fullPage: true });
  await page.getByRole('button', { name: 'Add card' }).click();
  await expect(page.getByRole('radio', { name: /Visa debit card/ })).toBeChecked();
  await page.getByLabel(/^Amount/).fill('200');
  await page.getByLabel(/^Payment password/).fill(PAY_PASSWORD);
  if (shots) await page.screenshot({ path: `${shots}/withdraw.png`, fullPage: true });
  await expectNoSeriousAxeViolations(page, '/m/withdraw');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Withdrawal requested' })).toBeVisible();

  // Held: the available balance drops, the total does not.
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(balance).toContainText('Available to withdraw300.00');
  await expect(balance).toContainText('Held for pending withdrawals200.00');
  await expect(balance).toContainText('Total balance500.00');

  const queue = await ok(
    await page.request.get(`${routes.withdraw.adminList.path}?status=pending`, {
      headers: adminHeaders,
    }),
  );
  // This member's: other specs' members withdraw at the same time.
  const mine = (
    queue.list as { id: string; userName: string; card: { maskedNumber: string } }[]
  ).find((w) => w.userName === username)!;
  expect(mine.card.maskedNumber).toBe('**** 1111');
  await ok(
    await page.request.put(routes.withdraw.adminReview.path.replace(':id', mine.id), {
      headers: adminHeaders,
      data: { status: 'rejected', note: 'Payee name does not match the bank' },
    }),
  );
  await page.reload();
  await expect(balance).toContainText('Available to withdraw500.00');
  await expect(balance).toContainText('Held for pending withdrawals0.00');

  // A first load straight to a screen: the header's title is its text, not its key.
  await page.goto('/m/withdrawReport');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Withdraw record');
  const row = page.getByTestId('payment-row').first();
  await expect(row).toContainText('Rejected');
  await expect(row).toContainText('Reason: Payee name does not match the bank');
  if (shots) await page.screenshot({ path: `${shots}/withdraw-record.png`, fullPage: true });
  await page.goto('/m/vouReport?status=approved');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deposit record');
  await expect(page.getByTestId('payment-row')).toHaveCount(2);
  await expect(page.getByTestId('payment-row').first()).toContainText('100.00 credited');
  if (shots) await page.screenshot({ path: `${shots}/deposit-record.png`, fullPage: true });
});

test('withdraw records and deposit records in EN and TY have no serious axe violation', async ({
  page,
}) => {
  await registerByUsername(page, uniqueUsername(), PASSWORD);
  for (const language of ['EN', 'TY'] as const) {
    await page.evaluate((lng) => localStorage.setItem('kalaro.language', lng), language);
    for (const path of ['/m/withdraw', '/m/vouReport', '/m/withdrawReport']) {
      await page.goto(path);
      const title = page.getByRole('heading', { level: 1 }).first();
      await expect(title).toBeVisible();
      await expect(title).not.toHaveText(/^title_/);
      await expect(page.getByTestId('page-loading')).toHaveCount(0);
      await expectNoSeriousAxeViolations(page, `${language} ${path}`);
      if (shots && language === 'TY' && path === '/m/withdraw') {
        await page.screenshot({ path: `${shots}/withdraw-ty.png`, fullPage: true });
      }
    }
  }
});
