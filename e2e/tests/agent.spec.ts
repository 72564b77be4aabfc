import { test, expect } from '../support/fixtures.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { logIn } from '../support/accounts.ts';

/*
 * The agent side (issue 16) against the real server and its demo seed: the
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
  // Today's figures of the seeded team: none is zero.
  const kpis = page.getByTestId('agent-kpis');
  for (const name of ['teamLoginMemberCount', 'teamBetMemberCount', 'teamRegisterMemberCount']) {
    await expect(kpis.getByTestId(`kpi-${name}`).locator('dd')).toHaveText(/^[1-9]\d*$/);
  }
  const today = Number(
    await kpis.getByTestId('kpi-teamRegisterMemberCount').locator('dd').innerText(),
  );
  await page.getByRole('radio', { name: '30 days' }).click();
  await expect(async () => {
    const month = Number(
      await kpis.getByTestId('kpi-teamRegisterMemberCount').locator('dd').innerText(),
    );
    expect(month).toBeGreaterThan(today);
  }).toPass();
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

test('a member who is not an agent is sent home from /m/agent', async ({ page }) => {
  await logIn(page, 'demo', 'Demo1234');
  await expect(page).not.toHaveURL(/\/m\/login/);
  await page.goto('/m/agent');
  await expect(page).toHaveURL(/\/m\/home$/);
});
