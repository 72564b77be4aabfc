import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { routes } from '@kalaro/contract/routes';
import { E2E_ADMIN_TOKEN } from './env.ts';

const adminHeaders = { authorization: `Bearer ${E2E_ADMIN_TOKEN}` };

interface OutboxMessage {
  text: string;
  code: string | null;
  sentAt: string;
}

/**
 * The newest code the server's outbox holds for a recipient (development and
 * tests only): an SMS code for "+63…", a captcha answer for "captcha:<id>".
 */
export async function outboxCode(request: APIRequestContext, to: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const res = await request.get(routes.admin.outbox.path, {
          params: { to },
          headers: adminHeaders,
        });
        if (res.status() !== 200) return null;
        const messages = ((await res.json()).value?.messages ?? []) as OutboxMessage[];
        const newest = [...messages].sort((a, b) => a.sentAt.localeCompare(b.sentAt)).at(-1);
        code = newest?.code ?? null;
        return code;
      },
      { message: `a code in the outbox for ${to}` },
    )
    .not.toBeNull();
  return code as unknown as string;
}

/** A fresh username that matches the demo operator's pattern. */
export const uniqueUsername = () =>
  `e2e${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 1296)
    .toString(36)
    .padStart(2, '0')}`;

/** A fresh Philippine mobile number (10 digits, no leading zero). */
export const uniqueMobile = () =>
  `9${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;

export const DIAL_CODE = '+63';

/** Chromium logs every 4xx answer as a console error; forgive the ones a journey expects. */
export const forgiveConsoleErrors = (errors: string[], pattern: RegExp) => {
  for (let i = errors.length - 1; i >= 0; i--)
    if (pattern.test(errors[i] ?? '')) errors.splice(i, 1);
};
export const EXPECTED_HTTP_ERRORS = /the server responded with a status of (400|401|403|429)/;

export async function logIn(page: Page, username: string, password: string) {
  await page.goto('/m/login');
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** Ticks the registration form's age-and-agreement box, which starts unticked. */
export const acceptTerms = (page: Page) =>
  page.getByRole('checkbox', { name: /I agree to the user agreement/ }).check();

export async function registerByUsername(page: Page, username: string, password: string) {
  await page.goto('/m/register');
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password', { exact: true }).fill(password);
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
}

export async function registerByMobile(
  page: Page,
  request: APIRequestContext,
  mobile: string,
  password: string,
) {
  await page.goto('/m/register');
  await page.getByRole('radio', { name: 'Mobile number' }).click();
  await page.getByLabel('Mobile number', { exact: true }).fill(mobile);
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByRole('button', { name: /Resend in/ })).toBeDisabled();
  const code = await outboxCode(request, `${DIAL_CODE}${mobile}`);
  await page.getByLabel('SMS code', { exact: true }).fill(code);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password', { exact: true }).fill(password);
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
}

export async function signOut(page: Page) {
  await page.goto('/m/home');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  // Signing out ends with a full reload of /m/home: wait for it, or the next
  // navigation of the test races it.
  const reloaded = page.waitForEvent('load');
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await reloaded;
  await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
}

/**
 * Credits the signed-in member of `api` (its cookies): a bank-transfer deposit
 * request, approved by the operator.
 */
export async function deposit(api: APIRequestContext, amount: string) {
  const created = await api.post(routes.deposit.create.path, {
    data: { channelId: 'BANK_TRANSFER', amount, payerName: 'Juan Dela Cruz', accountId: 'BDO1' },
  });
  expect(created.status(), await created.text()).toBe(200);
  const id = ((await created.json()) as { value: { request: { id: string } } }).value.request.id;
  const approved = await api.put(routes.deposit.adminReview.path.replace(':id', id), {
    headers: adminHeaders,
    data: { status: 'approved' },
  });
  expect(approved.status(), await approved.text()).toBe(200);
}
