import type { APIRequestContext, Page } from '@playwright/test';
import { routes } from '@kalaro/contract/routes';
import { test, expect } from '../support/fixtures.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import {
  EXPECTED_HTTP_ERRORS,
  forgiveConsoleErrors,
  registerByUsername,
  uniqueUsername,
} from '../support/accounts.ts';
import { E2E_ADMIN_TOKEN } from '../support/env.ts';

/*
 * Deposits (issue 15) against the real server and its seed: a manual bank
 * transfer that the operator approves through the admin API, the demo
 * gateway's hosted payment page, and the player's own deposit limit.
 * Each test registers its own member (balance 0).
 */

const adminHeaders = { authorization: `Bearer ${E2E_ADMIN_TOKEN}` };
const shots = process.env.PAYMENTS_SHOTS;

const newMember = (page: Page) => registerByUsername(page, uniqueUsername(), 'Deposit1234');

const requestIdOf = (page: Page) => new URL(page.url()).searchParams.get('request') ?? '';

async function approve(request: APIRequestContext, id: string) {
  const res = await request.put(routes.deposit.adminReview.path.replace(':id', id), {
    headers: adminHeaders,
    data: { status: 'approved' },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test('deposit by bank transfer: the operator approves, the balance rises, the status says approved', async ({
  page,
  request,
}) => {
  await newMember(page);
  await page.goto('/m/voucherCenter');
  // The demo operator uses the detailed layout (dep_func = 1).
  await expect(page.getByRole('heading', { name: '1. Choose a method' })).toBeVisible();
  await page.getByRole('button', { name: '500.00' }).click();
  await page.getByRole('checkbox', { name: /deposit bonus/ }).check();
  await expect(page.getByTestId('deposit-summary')).toContainText('515.00');
  await page.getByRole('radio', { name: 'BPI' }).check();
  await page.getByLabel(/^Payer name/).fill('Juan Dela Cruz');
  await page.getByLabel(/^Reference number/).fill('BPI-778812');
  if (shots) await page.screenshot({ path: `${shots}/deposit.png`, fullPage: true });
  await expectNoSeriousAxeViolations(page, '/m/voucherCenter');
  await page.getByRole('button', { name: 'I have transferred: submit' }).click();

  await expect(page).toHaveURL(/\/m\/voucherCenter\?request=/);
  await expect(page.getByRole('heading', { name: 'We are checking your deposit' })).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/deposit-pending.png`, fullPage: true });
  await expectNoSeriousAxeViolations(page, 'deposit status');

  await approve(request, requestIdOf(page));
  // The status screen asks again every 5 s while pending.
  await expect(page.getByRole('heading', { name: 'Deposit approved' })).toBeVisible({
    timeout: 15_000,
  });
  await page.goto('/m/home');
  await expect(page.getByRole('banner').getByTestId('header-balance')).toContainText('515.00');
});

test('deposit online: pay on the hosted page and come back approved', async ({ page }) => {
  await newMember(page);
  await page.goto('/m/voucherCenter');
  await page.getByRole('radio', { name: 'Online payment' }).click();
  await page.getByLabel(/^Amount/).fill('200');
  await expect(page.getByTestId('deposit-summary')).toContainText('197.00');
  await page.getByLabel(/^Payer name/).fill('Juan Dela Cruz');
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  await expect(page).toHaveURL(/\/pay\/demo\//);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/m\/voucherCenter\?request=/);
  await expect(page.getByRole('heading', { name: 'Deposit approved' })).toBeVisible();
  await expect(page.getByText('197.00 has been added to your balance.')).toBeVisible();
});

test('a deposit over the player’s own limit is refused on screen, naming what is left', async ({
  page,
  consoleErrors,
}) => {
  await newMember(page);
  await page.goto('/m/voucherCenter');
  await page.getByRole('link', { name: 'Set my deposit limits' }).click();
  await expect(page).toHaveURL(/\/m\/depositLimits$/);
  await page.getByLabel('New 24-hour limit').fill('300');
  await page.getByRole('button', { name: 'Save limits' }).click();
  await expect(page.getByText('Your limits are saved and apply now.')).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/deposit-limits.png`, fullPage: true });

  await page.goto('/m/voucherCenter');
  await page.getByLabel(/^Amount/).fill('500');
  await page.getByLabel(/^Payer name/).fill('Juan Dela Cruz');
  await page.getByRole('button', { name: 'I have transferred: submit' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'over the deposit limit you set' });
  await expect(alert).toContainText('You can still deposit 300.00 under your own limit.');
  await expect(page).toHaveURL(/\/m\/voucherCenter$/);
  forgiveConsoleErrors(consoleErrors, EXPECTED_HTTP_ERRORS);
});

test('deposit and limits screens in TY have no serious or critical axe violation', async ({
  page,
}) => {
  await newMember(page);
  await page.evaluate(() => localStorage.setItem('kalaro.language', 'TY'));
  for (const path of ['/m/voucherCenter', '/m/depositLimits']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByTestId('page-loading')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page, `TY ${path}`);
  }
});
