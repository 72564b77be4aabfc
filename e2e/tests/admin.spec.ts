import { routes } from '@kalaro/contract/routes';
import { generate } from 'otplib';
import { test, expect } from '../support/fixtures.ts';
import { adminShot, passwordStep, signInDemo, signOutOperator } from '../support/admin.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import {
  EXPECTED_HTTP_ERRORS,
  logIn,
  registerByUsername,
  uniqueUsername,
} from '../support/accounts.ts';

/*
 * The back office at /admin, its own bundle: operators sign in with a password and
 * an authenticator code, see only what their role may use, and every write lands
 * in the audit log. Desktop-first: a 1280×800 window.
 */
test.use({
  viewport: { width: 1280, height: 800 },
  // Before sign-in the page asks who is signed in (401), and refusals are part of the journeys.
  allowedConsoleErrors: [EXPECTED_HTTP_ERRORS],
});

test('the owner creates a finance operator, who enrols an authenticator and approves a player deposit; support sees no money; the audit log shows it all', async ({
  page,
  browser,
}) => {
  // The owner signs in and creates a finance operator.
  await signInDemo(page, 'admin', 'Admin1234');
  await adminShot(page, 'admin-home');
  await expectNoSeriousAxeViolations(page, '/admin');
  await page.getByRole('navigation').getByRole('link', { name: 'Operators', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Operators', level: 1 })).toBeVisible();
  const cashier = `cash${Date.now().toString(36).slice(-6)}`;
  await page.getByLabel('Username').fill(cashier);
  await page.getByLabel('Role', { exact: true }).selectOption('finance');
  await page.getByLabel('Password', { exact: true }).fill('Cashier12345');
  await page.getByRole('button', { name: 'Create operator' }).click();
  await expect(page.getByText(`Operator ${cashier} created.`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(cashier) })).toContainText('Not yet');
  await adminShot(page, 'admin-operators');
  await expectNoSeriousAxeViolations(page, '/admin/operators');
  await signOutOperator(page);

  // A player asks to deposit 300.00 by bank transfer.
  const player = await browser.newPage();
  await registerByUsername(player, uniqueUsername(), 'Deposit1234');
  const created = await player.request.post(routes.deposit.create.path, {
    data: {
      channelId: 'BANK_TRANSFER',
      amount: '300',
      payerName: 'Juan Dela Cruz',
      accountId: 'BDO1',
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const balanceOf = async () =>
    (
      (await (await player.request.get(routes.wallet.balance.path)).json()) as {
        value: { sumBalance: string };
      }
    ).value.sumBalance;
  const before = Number(await balanceOf());

  // The cashier's first sign-in enrols an authenticator (no skipping for a real operator).
  await passwordStep(page, cashier, 'Cashier12345');
  await expect(page.getByRole('heading', { name: 'Set up your authenticator' })).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Skip for now/ })).toHaveCount(0);
  await adminShot(page, 'admin-enrol');
  await expectNoSeriousAxeViolations(page, '/admin/login enrol');
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('6-digit code').fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Verify' }).click();
  // The owner chose the first password: the cashier chooses its own first.
  await expect(page.getByRole('heading', { name: 'Change your password' })).toBeVisible();
  await page.getByLabel('Current password').fill('Cashier12345');
  await page.getByLabel('New password', { exact: true }).fill('Cashier67890');
  await page.getByLabel('Repeat the new password').fill('Cashier67890');
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.getByRole('link', { name: 'Continue to the back office' }).click();
  await expect(page.getByRole('heading', { name: `Welcome, ${cashier}` })).toBeVisible();
  await expect(
    page.getByRole('navigation').getByRole('link', { name: 'Operators', exact: true }),
  ).toHaveCount(0);

  // Finance approves the deposit; the player's balance shows it.
  await page.getByRole('navigation').getByRole('link', { name: 'Deposits', exact: true }).click();
  const row = page
    .getByRole('row')
    .filter({ hasText: 'Juan Dela Cruz' })
    .filter({ hasText: '300.00' })
    .first();
  await expect(row).toBeVisible();
  await adminShot(page, 'admin-deposits');
  await expectNoSeriousAxeViolations(page, '/admin/deposits');
  await row.getByRole('button', { name: /^Approve/ }).click();
  await expect(page.getByText(/Deposit of 300\.00 for .* approved/)).toBeVisible();
  await expect.poll(async () => Number(await balanceOf())).toBeGreaterThanOrEqual(before + 300);
  await signOutOperator(page);

  // Support: no deposits section, and the server refuses the call.
  await signInDemo(page, 'support', 'Support1234');
  await expect(
    page.getByRole('navigation').getByRole('link', { name: 'Deposits', exact: true }),
  ).toHaveCount(0);
  const refused = await page.request.get(routes.deposit.adminList.path);
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ errorCode: 'admin.forbidden' });
  await signOutOperator(page);

  // The owner reads the audit log: the creation and the approval, with before and after.
  await signInDemo(page, 'admin', 'Admin1234');
  await page.getByRole('navigation').getByRole('link', { name: 'Audit log', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'operatorAccounts.create' }).first()).toBeVisible();
  await page.getByLabel('Operator').fill(cashier);
  await page.getByRole('button', { name: 'Filter' }).click();
  const approval = page.getByRole('row').filter({ hasText: 'deposit.adminReview' });
  await expect(approval).toHaveCount(1);
  await expect(approval).toContainText('status: pending → approved');
  await adminShot(page, 'admin-audit');
  await expectNoSeriousAxeViolations(page, '/admin/audit');
  await player.close();
});

test('a wrong code is refused with a clear message, and the back office speaks TY', async ({
  page,
}) => {
  await passwordStep(page, 'admin', 'wrong-password');
  await expect(page.getByRole('alert')).toHaveText('Wrong username or password.');
  await signInDemo(page, 'admin', 'Admin1234');
  await page.getByLabel('Language').selectOption('TY');
  await expect(page.getByRole('heading', { name: 'Maligayang pagdating, admin' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'tl');
  await adminShot(page, 'admin-home-ty');
  await expectNoSeriousAxeViolations(page, '/admin TY');
  await page.getByLabel('Wika').selectOption('EN');
  await expect(page.getByRole('heading', { name: 'Welcome, admin' })).toBeVisible();
});

test('a page of the back office asks for sign-in first and comes back to it', async ({ page }) => {
  await page.goto('/admin/audit');
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Faudit/);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('Admin1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: /Skip for now/ }).click();
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/audit$/);
});

test('the screens no journey scans have no serious or critical axe violation', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { name: 'Sign in to the back office' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/admin/login');
  await signInDemo(page, 'admin', 'Admin1234');
  for (const path of [
    'members',
    'withdrawals',
    'messages',
    'feedback',
    'help',
    'vip',
    'reports',
    'vendor-wallets',
  ]) {
    await page.goto(`/admin/${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Loading…')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page, `/admin/${path}`);
  }
});

test('support finds a member and disables it: the member cannot log in; finance adjusts a balance', async ({
  page,
  browser,
}) => {
  const player = await browser.newPage();
  const username = uniqueUsername();
  await registerByUsername(player, username, 'Member1234');
  await player.close();

  await signInDemo(page, 'support', 'Support1234');
  await page.getByRole('navigation').getByRole('link', { name: 'Members', exact: true }).click();
  await page.getByLabel('Search for').fill(username);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: username }).click();
  await expect(page.getByRole('heading', { name: `Member ${username}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Adjust balance' })).toHaveCount(0);
  await page.getByLabel('Reason').fill('suspected account sharing');
  await page.getByRole('button', { name: 'Disable member' }).click();
  await expect(page.getByText(`Member ${username} is now Disabled.`)).toBeVisible();
  await adminShot(page, 'admin-member');
  await expectNoSeriousAxeViolations(page, '/admin/members/:id');
  await signOutOperator(page);

  // The player is refused at login, with the reason.
  const player2 = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await logIn(player2, username, 'Member1234');
  await expect(
    player2.getByRole('alert').filter({ hasText: 'the user does not exist or is disabled' }),
  ).toBeVisible();
  await expect(player2).toHaveURL(/\/m\/login/);
  await player2.close();

  // Finance credits 10.00 with a reason; it lands in the member's ledger on the page.
  await signInDemo(page, 'finance', 'Finance1234');
  await page.goto(`/admin/members?q=${username}&by=username`);
  await page.getByRole('link', { name: username }).click();
  await expect(page.getByRole('button', { name: 'Disable member' })).toHaveCount(0);
  await page.getByLabel('Amount (negative to debit)').fill('10');
  await page.getByLabel(/^Reason/).fill('goodwill credit');
  await page.getByRole('button', { name: 'Adjust balance' }).click();
  await expect(page.getByText('Adjusted by 10.00: the balance is now 10.00.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'goodwill credit' })).toContainText(
    'adjustment',
  );
});

/** The smallest PNG: a 1×1 transparent pixel. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test('content finds a promotion application made in the app and approves it', async ({
  page,
  browser,
}) => {
  const player = await browser.newPage();
  const username = uniqueUsername();
  await registerByUsername(player, username, 'Member1234');
  const promotions = (await (await player.request.get(routes.promotions.list.path)).json()) as {
    value: { list: { id: number; title: string }[] };
  };
  const target = promotions.value.list.find((p) => p.title === 'Share your big win')!;
  const applied = await player.request.post(
    routes.promotions.apply.path.replace(':id', String(target.id)),
    {
      multipart: {
        comment: `Big win by ${username}`,
        images: { name: 'win.png', mimeType: 'image/png', buffer: PIXEL },
      },
    },
  );
  expect(applied.status(), await applied.text()).toBe(200);
  await player.close();

  await signInDemo(page, 'content', 'Content1234');
  await page
    .getByRole('navigation')
    .getByRole('link', { name: 'Promotion applications', exact: true })
    .click();
  const row = page.getByRole('row').filter({ hasText: `Big win by ${username}` });
  await expect(row).toBeVisible();
  await expect(row.getByRole('img', { name: /Image 1 of/ })).toBeVisible();
  await adminShot(page, 'admin-applications');
  await expectNoSeriousAxeViolations(page, '/admin/applications');
  await row.getByRole('button', { name: /^Approve/ }).click();
  await expect(
    page.getByText(`${username}'s application to Share your big win approved.`),
  ).toBeVisible();
});
