import { test, expect } from '../support/fixtures.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { routes } from '@kalaro/contract/routes';
import { logIn, signOut, uniqueUsername } from '../support/accounts.ts';

/*
 * The agent side against the real server and its demo seed: the
 * demo `agent` has a three-level team of about 200 members with logins, bets
 * and registrations over the last 30 days, some of them today.
 */

const shots = process.env.AGENT_SHOTS;

test('the demo agent opens the agent home: greeting, balance, team figures and tools', async ({
  page,
}) => {
  await logIn(page, 'agent', 'Agent1234');
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.getByTestId('bottom-menu').getByRole('link', { name: 'Members' }).click();
  await page.getByRole('link', { name: 'Agency center' }).click();

  await expect(page).toHaveURL(/\/m\/agent$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agent home');
  await expect(page.getByTestId('agent-greeting')).toHaveText(
    /^Good (morning|day|afternoon|evening)$/,
  );
  await expect(page.getByTestId('agent-balance')).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/);
  await expect(page.getByTestId('agent-team-size')).toHaveText(/^2\d\d members in your team$/);
  // Today's figures of the seeded team. The seed places today's logins and bets
  // up to a few hours and its newest members 10 min to 3 h before the server
  // started, so just after midnight UTC today may hold none of them: each count
  // is a number today, and over 30 days logins and bets are never zero and the
  // registrations are more than today's.
  const kpis = page.getByTestId('agent-kpis');
  const KPIS = ['teamLoginMemberCount', 'teamBetMemberCount', 'teamRegisterMemberCount'];
  const kpi = (name: string) => kpis.getByTestId(`kpi-${name}`).locator('dd');
  for (const name of KPIS) await expect(kpi(name)).toHaveText(/^\d+$/);
  const today = Number(await kpi('teamRegisterMemberCount').innerText());
  await page.getByRole('radio', { name: '30 days' }).click();
  await expect(async () => {
    expect(Number(await kpi('teamRegisterMemberCount').innerText())).toBeGreaterThan(today);
  }).toPass();
  for (const name of ['teamLoginMemberCount', 'teamBetMemberCount']) {
    await expect(kpi(name)).toHaveText(/^[1-9]\d*$/);
  }
  await page.getByRole('radio', { name: 'Today' }).click();
  if (shots) await page.screenshot({ path: `${shots}/agent-home.png`, fullPage: true });
  await expectNoSeriousAxeViolations(page, '/m/agent');

  const tools = page.getByRole('region', { name: 'Agent tools' });
  await expect(tools.getByRole('link')).toHaveCount(11);
  await tools.getByRole('link', { name: 'Team members' }).click();
  await expect(page).toHaveURL(/\/m\/member\/team$/);
  await page.goBack();
  await expect(page.getByRole('navigation', { name: 'Agent menu' })).toBeVisible();

  await page.evaluate(() => localStorage.setItem('kalaro.language', 'TY'));
  await page.reload();
  await expect(page.getByTestId('agent-greeting')).toHaveText(/^Magandang /);
  await expect(kpis.getByTestId('kpi-teamLoginMemberCount').locator('dd')).toHaveText(/^[1-9]/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/^title_/);
  if (shots) await page.screenshot({ path: `${shots}/agent-home-ty.png`, fullPage: true });
  await expectNoSeriousAxeViolations(page, 'TY /m/agent');
});

test('the agent opens its team tools: members, overview, profit and loss, betting, rebate income', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logIn(page, 'agent', 'Agent1234');
  await expect(page).toHaveURL(/\/m\/home$/);

  // Team members: the whole team, searched, then the direct downlines.
  await page.goto('/m/member/team');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Team members');
  await expect(page.getByRole('status').filter({ hasText: 'members' })).toHaveText(
    /^2\d\d members$/,
  );
  const rows = page.getByTestId('team-member');
  await expect(rows).toHaveCount(20);
  await expect(rows.first()).toContainText('Level 1');
  await page.getByRole('searchbox', { name: 'Username' }).fill('tm15');
  await expect(page).toHaveURL(/q=tm15/);
  await expect(async () => {
    const names = await rows.locator('span').first().allInnerTexts();
    expect(names.length).toBeGreaterThan(0);
    expect(names.length).toBeLessThan(20);
    for (const name of names) expect(name).toContain('tm15');
  }).toPass();
  if (shots) await page.screenshot({ path: `${shots}/team-members.png`, fullPage: true });
  await expectNoSeriousAxeViolations(page, '/m/member/team');
  await page.getByRole('searchbox', { name: 'Username' }).fill('');
  await page.getByRole('radio', { name: 'Direct downlines' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'members' })).toHaveText(
    /^\d{1,2} members$/,
  );

  // The overview: the team now and over 30 days.
  await page.goto('/m/agent/team/overview');
  await expect(page.getByTestId('team-size').locator('dd')).toHaveText(/^2\d\d$/);
  await page.getByRole('radio', { name: '30 days' }).click();
  await expect(page.getByTestId('team-bettors').locator('dd')).toHaveText(/^[1-9]\d*$/);
  if (shots) await page.screenshot({ path: `${shots}/team-overview.png`, fullPage: true });
  await expectNoSeriousAxeViolations(page, '/m/agent/team/overview');

  // Profit and loss, betting and rebate income of the team's last 30 days.
  await page
    .getByRole('navigation', { name: 'Team tools' })
    .getByRole('link', { name: 'Team profit & loss' })
    .click();
  await expect(page).toHaveURL(/\/m\/agent\/team\/pnl$/);
  await page.getByRole('radio', { name: '30 days' }).click();
  await expect(page.getByRole('table').first()).toBeVisible();
  await page.goto('/m/teamBetting?range=30d');
  await expect(page.getByTestId('team-bet').first()).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/team-betting.png`, fullPage: true });
  await page.goto('/m/member/teamRebate?range=30d');
  await expect(page.getByTestId('team-rebate-row').first()).toBeVisible();
  await expect(page.getByTestId('team-income')).not.toHaveText('0.00');
  if (shots) await page.screenshot({ path: `${shots}/team-rebate.png`, fullPage: true });
  await expectNoSeriousAxeViolations(page, '/m/member/teamRebate');

  await page.evaluate(() => localStorage.setItem('kalaro.language', 'TY'));
  await page.goto('/m/member/team');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mga miyembro ng team');
  await expect(page.getByRole('status').filter({ hasText: 'miyembro' })).toHaveText(
    /^2\d\d na miyembro$/,
  );
  await expect(page.locator('body')).not.toContainText('team_');
  if (shots) await page.screenshot({ path: `${shots}/team-members-ty.png`, fullPage: true });
  await expectNoSeriousAxeViolations(page, 'TY /m/member/team');
});

test('a member who is not an agent is sent home from /m/agent', async ({ page }) => {
  await logIn(page, 'demo', 'Demo1234');
  await expect(page).not.toHaveURL(/\/m\/login/);
  await page.goto('/m/agent');
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('the agent opens a downline agent account; it logs in and accepts a salary contract from the home dialog', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logIn(page, 'agent', 'Agent1234');
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.goto('/m/agent');
  await page
    .getByRole('navigation', { name: 'Agent menu' })
    .getByRole('link', { name: 'Open account' })
    .click();
  await expect(page).toHaveURL(/\/m\/agentRegister$/);

  const form = page.getByRole('form', { name: 'Open an account' });
  await expect(form.getByText('Up to 2.00% (your own rate)')).toBeVisible();
  const userName = uniqueUsername();
  await form.getByRole('radio', { name: /Agent/ }).check();
  await form.getByLabel('Username', { exact: true }).fill(userName);
  await form.getByLabel('Password', { exact: true }).fill('Down1234');
  await form.getByLabel('Confirm password', { exact: true }).fill('Down1234');
  await form.getByLabel('Rebate rate', { exact: true }).fill('0.8');
  if (shots) await page.screenshot({ path: `${shots}/agent-register.png`, fullPage: true });
  await expectNoSeriousAxeViolations(page, '/m/agentRegister');
  await form.getByRole('button', { name: 'Open account' }).click();
  const done = page.getByTestId('agent-register-done');
  await expect(done).toContainText(`Account ${userName} is open`);
  await expect(done).toContainText('Rebate rate: 0.80%');

  // The agent offers its new downline a daily salary (the offer is made over the API).
  const offer = await page.request.post(
    routes.agent.offerContract.path.replace(':kind', 'dailySalary'),
    { data: { userName, rate: '0.6' } },
  );
  expect(offer.status(), await offer.text()).toBe(200);

  await signOut(page);
  await logIn(page, userName, 'Down1234');
  await expect(page).toHaveURL(/\/m\/home$/);
  const dialog = page.getByRole('dialog', {
    name: 'You have been offered a daily salary contract. Review it now?',
  });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Go' }).click();
  await expect(page).toHaveURL(/\/m\/member\/agent\/getSalaryContract$/);
  const card = page.getByTestId('contract-offer');
  await expect(card).toContainText('0.60%');
  await expect(card).toContainText('New offer from agent');
  if (shots) await page.screenshot({ path: `${shots}/agent-contract.png`, fullPage: true });
  await expectNoSeriousAxeViolations(page, 'contract');
  await card.getByRole('button', { name: 'Accept' }).click();
  await expect(card).toBeHidden();
  await expect(page.getByTestId('contract-active')).toContainText('0.60%');

  // Accepted: home asks no more.
  await page.goto('/m/home');
  await expect(page.getByTestId('bottom-menu')).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(page.getByRole('dialog')).toBeHidden();

  // Both screens in TY.
  await page.evaluate(() => localStorage.setItem('kalaro.language', 'TY'));
  await page.goto('/m/member/agent/getSalaryContract');
  await expect(page.getByTestId('contract-active')).toContainText('Umiiral na kasunduan');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/^title_/);
  if (shots) await page.screenshot({ path: `${shots}/agent-contract-ty.png`, fullPage: true });
  await expectNoSeriousAxeViolations(page, 'TY contract');
  await page.goto('/m/agentRegister');
  await expect(page.getByRole('radio', { name: /Ahente/ })).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/agent-register-ty.png`, fullPage: true });
  await expectNoSeriousAxeViolations(page, 'TY /m/agentRegister');
});

test('a team player sends money to its superior from the member centre, once', async ({ page }) => {
  await logIn(page, 'team2', 'Team1234');
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.goto('/m/upLine/transfer');
  await expect(page.getByTestId('transfer-up-no-password')).toBeVisible();
  const set = await page.request.post(routes.security.paymentPassword.path, {
    data: {
      currentPassword: 'Team1234',
      newPaymentPassword: '246810',
      confirmPaymentPassword: '246810',
    },
  });
  expect(set.status(), await set.text()).toBe(200);

  await page.goto('/m/mine');
  await page.getByRole('link', { name: 'Transfer to superior' }).click();
  await expect(page).toHaveURL(/\/m\/upLine\/transfer$/);
  const summary = page.getByTestId('transfer-up-summary');
  await expect(summary).toContainText('agent');
  const before = Number((await summary.locator('dd').nth(1).innerText()).replace(/,/g, ''));
  expect(before).toBeGreaterThanOrEqual(10);
  const form = page.getByRole('form', { name: 'Transfer to superior' });
  await form.getByLabel(/^Amount/).fill('10');
  await form.getByLabel(/^Payment password/).fill('246810');
  if (shots) await page.screenshot({ path: `${shots}/transfer-up.png`, fullPage: true });
  await expectNoSeriousAxeViolations(page, '/m/upLine/transfer');
  await form.getByRole('button', { name: 'Send 10.00 to agent' }).click();
  const done = page.getByTestId('transfer-up-done');
  await expect(done).toContainText('10.00 sent to agent');
  await expect(done).toContainText(`Your balance is now ${(before - 10).toFixed(2)}.`);
  if (shots) await page.screenshot({ path: `${shots}/transfer-up-done.png`, fullPage: true });

  // Sent once: the form reads the lower balance.
  await done.getByRole('button', { name: 'Send more' }).click();
  await expect(summary.locator('dd').nth(1)).toHaveText((before - 10).toFixed(2));

  await page.evaluate(() => localStorage.setItem('kalaro.language', 'TY'));
  await page.reload();
  await expect(page.getByRole('form', { name: 'Ilipat sa nakatataas' })).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/transfer-up-ty.png`, fullPage: true });
  await expectNoSeriousAxeViolations(page, 'TY /m/upLine/transfer');
});

test("the agent changes a direct downline's rebate rate from the rebate-settings tile", async ({
  page,
}) => {
  await logIn(page, 'agent', 'Agent1234');
  await expect(page).toHaveURL(/\/m\/home$/);
  const userName = uniqueUsername();
  const opened = await page.request.post(routes.agent.createDownline.path, {
    data: {
      userName,
      password: 'Down1234',
      confirmPassword: 'Down1234',
      kind: 'member',
      rebateRate: '0.5',
    },
  });
  expect(opened.status(), await opened.text()).toBe(200);

  await page.goto('/m/agent');
  await page
    .getByRole('region', { name: 'Agent tools' })
    .getByRole('link', { name: 'Rebate settings' })
    .click();
  await expect(page).toHaveURL(/\/m\/member\/agent\/agentRebeat$/);
  await expect(page.getByTestId('own-rate')).toContainText('2.00%');
  await page.getByRole('searchbox').fill(userName);
  const row = page.getByTestId('downline-rate');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('0.50%');
  await row.getByRole('button', { name: `Change the rate of ${userName}` }).click();
  const input = row.getByLabel(/^New rebate rate/);
  await input.fill('2.5');
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(row.getByText('At most 2.00% (your own rate)')).toBeVisible();
  await input.fill('0.75');
  if (shots) await page.screenshot({ path: `${shots}/agent-rebate.png`, fullPage: true });
  await expectNoSeriousAxeViolations(page, '/m/member/agent/agentRebeat');
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(row.getByTestId('downline-rate-value')).toHaveText('0.75%');

  // The new rate is the server's: read again after a reload, in TY.
  await page.evaluate(() => localStorage.setItem('kalaro.language', 'TY'));
  await page.reload();
  await expect(page.getByTestId('downline-rate-value')).toHaveText('0.75%');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/^title_/);
  if (shots) await page.screenshot({ path: `${shots}/agent-rebate-ty.png`, fullPage: true });
  await expectNoSeriousAxeViolations(page, 'TY /m/member/agent/agentRebeat');
});

test('the agent reads its announcements from the footer; the unread badge follows', async ({
  page,
}) => {
  await logIn(page, 'agent', 'Agent1234');
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.goto('/m/agent');
  const footer = page.getByRole('navigation', { name: 'Agent menu' });
  const badge = footer.getByTestId('agent-notices-badge');
  await expect(badge).toHaveText(/^[1-9]\d*$/);
  const before = Number(await badge.innerText());
  await footer.getByRole('link', { name: /^Announcements/ }).click();
  await expect(page).toHaveURL(/\/m\/member\/notice\?types=A$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agent announcements');
  await expect(page.getByTestId('agent-notice-new')).toHaveCount(before);
  if (shots) await page.screenshot({ path: `${shots}/agent-notices.png`, fullPage: true });
  await expectNoSeriousAxeViolations(page, '/m/member/notice');

  // The first unread one, held by its panel's id (it stops being unread once opened).
  const panelId = await page
    .getByRole('listitem')
    .filter({ has: page.getByTestId('agent-notice-new') })
    .first()
    .getByRole('button')
    .getAttribute('aria-controls');
  const toggle = page.locator(`button[aria-controls="${panelId}"]`);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator(`[id="${panelId}"]`)).toBeVisible();
  await expect(page.getByTestId('agent-notice-new')).toHaveCount(before - 1);
  if (shots) await page.screenshot({ path: `${shots}/agent-notice-open.png`, fullPage: true });
  await expectNoSeriousAxeViolations(page, 'an open announcement');

  await page.goBack();
  await expect(page.getByTestId('agent-home')).toBeVisible();
  if (before > 1) await expect(badge).toHaveText(String(before - 1));
  else await expect(badge).toBeHidden();

  await page.evaluate(() => localStorage.setItem('kalaro.language', 'TY'));
  await page.goto('/m/member/notice?types=A');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/^title_/);
  await expect(page.getByRole('listitem').first().getByRole('button')).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/agent-notices-ty.png`, fullPage: true });
  await expectNoSeriousAxeViolations(page, 'TY /m/member/notice');
});

test('the agent opens its dividend info from the footer: six months of team figures', async ({
  page,
}) => {
  await logIn(page, 'agent', 'Agent1234');
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.goto('/m/agent');
  await page
    .getByRole('navigation', { name: 'Agent menu' })
    .getByRole('link', { name: 'Dividend' })
    .click();
  await expect(page).toHaveURL(/\/m\/member\/agent\/agentDivident$/);
  // The top agent has no upline to offer it a dividend contract.
  await expect(page.getByTestId('dividend-contract')).toContainText(
    'You have no dividend contract yet',
  );
  const months = page.getByTestId('dividend-month');
  await expect(months).toHaveCount(6);
  await expect(months.first()).toContainText('In progress');
  // The seeded team bet this month or last.
  await expect(months.filter({ hasText: /[1-9]\d* bets?$/ }).first()).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/agent-dividend.png`, fullPage: true });
  await expectNoSeriousAxeViolations(page, '/m/member/agent/agentDivident');

  await page.evaluate(() => localStorage.setItem('kalaro.language', 'TY'));
  await page.reload();
  await expect(months.first()).toContainText('Kasalukuyan');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/^title_/);
  if (shots) await page.screenshot({ path: `${shots}/agent-dividend-ty.png`, fullPage: true });
  await expectNoSeriousAxeViolations(page, 'TY /m/member/agent/agentDivident');
});
