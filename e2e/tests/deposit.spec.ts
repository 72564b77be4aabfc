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
 * Deposits against the real server and its seed: a manual bank
 * transfer that the operator approves through the admin API, the demo
 * gateway's hosted payment page, and the player's own deposit limit.
 * Each test registers its own member (balance 0).
 */

const adminHeaders = { authorization: `Bearer ${E2E_ADMIN_TOKEN}` };
const shots = process.env.PAYMENTS_SHOTS;

/** A 390×844 screenshot of what the phone shows now (PAYMENTS_SHOTS=<folder> to keep them). */
async function shot(page: Page, name: string) {
  if (!shots) return;
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${shots}/${name}.png` });
}

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
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'deposit-detailed');
  await page.getByRole('group', { name: 'Pay to' }).scrollIntoViewIfNeeded();
  await shot(page, 'deposit-detailed-accounts');
  await expectNoSeriousAxeViolations(page, '/m/voucherCenter');
  await page.getByRole('button', { name: 'I have transferred: submit' }).click();

  await expect(page).toHaveURL(/\/m\/voucherCenter\?request=/);
  await expect(page.getByRole('heading', { name: 'We are checking your deposit' })).toBeVisible();
  await shot(page, 'deposit-status-pending');
  await expectNoSeriousAxeViolations(page, 'deposit status');

  await approve(request, requestIdOf(page));
  // The status screen asks again every 5 s while pending.
  await expect(page.getByRole('heading', { name: 'Deposit approved' })).toBeVisible({
    timeout: 15_000,
  });
  await shot(page, 'deposit-status-approved');
  await expectNoSeriousAxeViolations(page, 'deposit status approved');
  // The balance was read again on approval: home shows it without a reload.
  await page.getByTestId('bottom-menu').getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('banner').getByTestId('header-balance')).toContainText('515.00');
});

test('deposit online: pay on the hosted page and come back approved', async ({ page }) => {
  await newMember(page);
  await page.goto('/m/voucherCenter');
  await page.getByRole('tab', { name: 'Online payment' }).click();
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

  await page.goto('/m/voucherCenter');
  await page.getByLabel(/^Amount/).fill('500');
  await page.getByLabel(/^Payer name/).fill('Juan Dela Cruz');
  await page.getByRole('button', { name: 'I have transferred: submit' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'over the deposit limit you set' });
  await expect(alert).toContainText('You can still deposit 300.00 under your own limit.');
  await expect(page).toHaveURL(/\/m\/voucherCenter$/);
  await alert.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await shot(page, 'deposit-limit-refused');

  // A raise waits 24 hours: the lower limit stays in force, the raise is shown as pending.
  await alert.getByRole('link', { name: 'Set my deposit limits' }).click();
  await page.getByLabel('New 24-hour limit').fill('1000');
  await page.getByRole('button', { name: 'Save limits' }).click();
  await expect(page.getByText('Saved. A higher limit applies only after 24 hours.')).toBeVisible();
  const day = page.getByRole('region', { name: 'Every 24 hours' });
  await expect(day).toContainText('Limit now300.00');
  await expect(day).toContainText(/Pending until .+: new limit 1,000\.00/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'deposit-limits');
  await expectNoSeriousAxeViolations(page, '/m/depositLimits');
  forgiveConsoleErrors(consoleErrors, EXPECTED_HTTP_ERRORS);
});

test('the base layout (dep_func = 0): tabs, amount, submit and one summary line', async ({
  page,
}) => {
  await page.route('**/wps/system/startup', async (route) => {
    const res = await route.fetch();
    const body = await res.json();
    body.value.info.mobileTemplate.dep_func = 0;
    await route.fulfill({ response: res, json: body });
  });
  await newMember(page);
  await page.goto('/m/voucherCenter');
  await page.getByRole('button', { name: '1,000.00' }).click();
  await expect(page.getByTestId('deposit-summary')).toContainText('You receive1,000.00');
  await expect(page.getByRole('heading', { name: '1. Choose a method' })).toHaveCount(0);
  await expect(page.getByTestId('deposit-channel-card')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'deposit-base');
  await expectNoSeriousAxeViolations(page, '/m/voucherCenter base');
});

test('deposit and limits screens in TY have no serious or critical axe violation', async ({
  page,
}) => {
  await newMember(page);
  const created = await page.request.post(routes.deposit.create.path, {
    data: {
      channelId: 'BANK_TRANSFER',
      amount: '300',
      payerName: 'Juan Dela Cruz',
      accountId: 'BDO1',
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { value } = (await created.json()) as { value: { request: { id: string } } };
  await page.evaluate(() => localStorage.setItem('kalaro.language', 'TY'));
  for (const path of [
    '/m/voucherCenter',
    `/m/voucherCenter?request=${value.request.id}`,
    '/m/depositLimits',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByTestId('page-loading')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page, `TY ${path}`);
    if (path.includes('request=')) await shot(page, 'deposit-status-ty');
  }
});
