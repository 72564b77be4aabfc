import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiFetch, fail, ok, type Recorded } from '@/shared/test/api-fetch';
import { initAdminI18n } from './i18n';
import { renderAdminAt } from './test-render';

const finance = {
  id: 'f1',
  username: 'finance',
  role: 'finance',
  permissions: ['self', 'payments.review', 'members.read', 'reports.read'],
  via: 'session',
  totpEnabled: true,
};
const support = {
  ...finance,
  username: 'support',
  role: 'support',
  permissions: ['self', 'members.read', 'feedback.reply'],
};

const play = (stakes: string, wins: string, ggr: string) => ({ stakes, wins, ggr });
const daily = (from: string, to: string) => ({
  report: 'daily',
  from,
  to,
  utcOffset: 0,
  rows: [
    {
      day: from,
      deposits: '1500.00',
      withdrawals: '200.00',
      ...play('12345.50', '10000.00', '2345.50'),
      newMembers: 3,
      firstDeposits: 2,
      activeMembers: 7,
    },
    {
      day: to,
      deposits: '0.00',
      withdrawals: '0.00',
      ...play('10.00', '25.00', '-15.00'),
      newMembers: 0,
      firstDeposits: 0,
      activeMembers: 1,
    },
  ],
  totals: {
    deposits: '1500.00',
    withdrawals: '200.00',
    ...play('12355.50', '10025.00', '2330.50'),
    newMembers: 3,
    firstDeposits: 2,
    activeMembers: 7,
  },
});
const games = {
  report: 'games',
  from: '2026-11-01',
  to: '2026-11-02',
  utcOffset: 0,
  rows: [{ vendor: 'INHOUSE', gameType: 'INHOUSE', rounds: 4, ...play('35.00', '30.00', '5.00') }],
  totals: { rounds: 4, ...play('35.00', '30.00', '5.00') },
};
const figures = (from: string, deposits: string, newMembers: number) => ({
  from,
  to: '2026-11-28',
  deposits,
  withdrawals: '50.00',
  ...play('900.00', '800.00', '100.00'),
  newMembers,
  firstDeposits: newMembers - 1,
  activeMembers: 4,
});

/** The dashboard's 30 days ending 2026-11-28: day i has deposits i × 10, withdrawals i, GGR i − 15. */
const monthDays = Array.from({ length: 30 }, (_, i) => ({
  day: `2026-${i < 2 ? '10' : '11'}-${String(i < 2 ? 30 + i : i - 1).padStart(2, '0')}`,
  deposits: `${i * 10}.00`,
  withdrawals: `${i}.00`,
  ...play('0.00', '0.00', `${i - 15}.00`),
  newMembers: 0,
  firstDeposits: 0,
  activeMembers: 0,
}));
const dashboard = (deposits: string, pendingDeposits = 4, pendingWithdrawals = 2) => ({
  report: 'dashboard',
  from: '2026-11-28',
  to: '2026-11-28',
  utcOffset: 0,
  today: figures('2026-11-28', '100.00', 1),
  week: figures('2026-11-22', deposits, 12),
  month: figures('2026-10-30', '999999.00', 40),
  days: monthDays,
  pendingDeposits,
  pendingWithdrawals,
});

const reportOf = (call: Recorded) => call.path.split('/').at(-1);

describe('back office: reports', () => {
  beforeAll(() => initAdminI18n('EN'));

  it('shows a report with its totals, changes report and range, and links the CSV', async () => {
    const api = apiFetch({} as never, {
      'GET /wps/admin/me': ok(finance),
      'GET /wps/admin/reports/daily': (call: Recorded) => {
        const q = new URLSearchParams(call.search);
        return ok(daily(q.get('from')!, q.get('to')!));
      },
      'GET /wps/admin/reports/games': ok(games),
    });
    renderAdminAt('/admin/reports?report=daily&from=2026-11-01&to=2026-11-02');
    expect(await screen.findByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Reports' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'By day, 2026-11-01 to 2026-11-02' });
    const first = within(table).getByRole('row', { name: /^2026-11-01/ });
    expect(first).toHaveTextContent('1,500.00');
    expect(first).toHaveTextContent('12,345.50');
    expect(within(table).getByRole('row', { name: /^2026-11-02/ })).toHaveTextContent('-15.00');
    expect(within(table).getByRole('row', { name: /^Total/ })).toHaveTextContent('2,330.50');
    expect(api.find('GET /wps/admin/reports/daily')[0]!.search).toMatch(
      /from=2026-11-01&to=2026-11-02&utcOffset=-?\d+/,
    );
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      expect.stringMatching(
        /^\/wps\/admin\/reports\/daily\?from=2026-11-01&to=2026-11-02&utcOffset=-?\d+&format=csv$/,
      ),
    );

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Report'), 'games');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    const byGame = await screen.findByRole('table', {
      name: 'By vendor and game type, 2026-11-01 to 2026-11-02',
    });
    expect(within(byGame).getByRole('row', { name: /^INHOUSE/ })).toHaveTextContent('35.00');
    expect(api.calls.filter((c) => c.path.includes('/reports/')).map(reportOf)).toEqual([
      'daily',
      'games',
    ]);
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      expect.stringContaining('/wps/admin/reports/games?'),
    );
  });

  it('shows deposits and withdrawals by channel and status, agent teams and every bet', async () => {
    const range = { from: '2026-11-01', to: '2026-11-02', utcOffset: 0 };
    const api = apiFetch({} as never, {
      'GET /wps/admin/me': ok(finance),
      'GET /wps/admin/reports/payments': ok({
        report: 'payments',
        ...range,
        rows: [
          {
            channel: 'gcash',
            status: 'approved',
            depositCount: 3,
            depositAmount: '1500.00',
            withdrawalCount: 0,
            withdrawalAmount: '0.00',
          },
          {
            channel: 'BDO',
            status: 'rejected',
            depositCount: 0,
            depositAmount: '0.00',
            withdrawalCount: 1,
            withdrawalAmount: '70.00',
          },
        ],
        totals: {
          depositCount: 3,
          depositAmount: '1500.00',
          withdrawalCount: 1,
          withdrawalAmount: '70.00',
        },
      }),
      'GET /wps/admin/reports/agents': ok({
        report: 'agents',
        ...range,
        rows: [
          {
            agentId: 'a1',
            username: 'top_agent',
            teamSize: 12,
            ...play('500.00', '420.00', '80.00'),
            deposits: '900.00',
            withdrawals: '100.00',
            bonuses: '12.50',
          },
        ],
        totals: {
          teamSize: 12,
          ...play('500.00', '420.00', '80.00'),
          deposits: '900.00',
          withdrawals: '100.00',
          bonuses: '12.50',
        },
      }),
      'GET /wps/admin/reports/bets': ok({
        report: 'bets',
        ...range,
        rows: [
          {
            betId: '7',
            settledAt: '2026-11-01T08:30:00.000Z',
            memberId: 'm1',
            username: 'player1',
            vendor: 'INHOUSE',
            gameType: 'INHOUSE',
            nodeId: 3,
            roundId: 'R7',
            stake: '10.00',
            win: '0.00',
            ggr: '10.00',
          },
        ],
        more: true,
        totals: { rounds: 4000, ...play('40000.00', '30000.00', '10000.00') },
      }),
    });
    renderAdminAt('/admin/reports?report=payments&from=2026-11-01&to=2026-11-02');
    const payments = await screen.findByRole('table', {
      name: 'Deposits and withdrawals by channel, 2026-11-01 to 2026-11-02',
    });
    expect(within(payments).getByRole('row', { name: /^gcash/ })).toHaveTextContent(
      /gcashApproved31,500.00/,
    );
    expect(within(payments).getByRole('row', { name: /^BDO/ })).toHaveTextContent('Rejected');
    expect(within(payments).getByRole('columnheader', { name: 'Deposit requests' })).toBeVisible();
    expect(within(payments).getByRole('row', { name: /^Total/ })).toHaveTextContent(
      /Total31,500.00170.00/,
    );
    expect(screen.getByText(/Requests made in the range, whatever their status/)).toBeVisible();

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Report'), 'agents');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    const agents = await screen.findByRole('table', {
      name: 'Agent teams, 2026-11-01 to 2026-11-02',
    });
    expect(within(agents).getByRole('row', { name: /^top_agent/ })).toHaveTextContent(
      /top_agent12500.00420.0080.00900.00100.0012.50/,
    );
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      expect.stringContaining('/wps/admin/reports/agents?from=2026-11-01&to=2026-11-02'),
    );

    await user.selectOptions(screen.getByLabelText('Report'), 'bets');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    const bets = await screen.findByRole('table', {
      name: 'Every settled bet, 2026-11-01 to 2026-11-02',
    });
    expect(within(bets).getByRole('row', { name: /^2026-11-01 08:30:00/ })).toHaveTextContent(
      'player1',
    );
    // The totals are the whole range's, though only the first bets are listed.
    expect(within(bets).getByRole('row', { name: /^Total/ })).toHaveTextContent(
      /40,000.0030,000.0010,000.00/,
    );
    expect(
      screen.getByText('Showing the first 200 bets; download the CSV file for all of them.'),
    ).toBeVisible();
    expect(
      new URLSearchParams(api.find('GET /wps/admin/reports/bets')[0]!.search).get('limit'),
    ).toBe('200');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      expect.not.stringContaining('limit='),
    );
  });

  it('checks the range before asking, and shows what the server refused', async () => {
    const api = apiFetch({} as never, {
      'GET /wps/admin/me': ok(finance),
      'GET /wps/admin/reports/daily': fail(400, 'admin.report_range_invalid'),
    });
    renderAdminAt('/admin/reports?report=daily&from=2026-11-01&to=2026-11-02');
    expect(
      await screen.findByText(
        'Choose a range of at most 93 days that ends on or after its first day.',
      ),
    ).toBeVisible();
    const user = userEvent.setup();
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-01-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('Choose at most 93 days.')).toBeVisible();
    expect(screen.getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');
    expect(api.find('GET /wps/admin/reports/daily')).toHaveLength(1);
  });

  it('shows the dashboard on home: today, 7 days and the queues waiting', async () => {
    const api = apiFetch({} as never, {
      'GET /wps/admin/me': ok(finance),
      'GET /wps/admin/reports/dashboard': ok(dashboard('123456.00')),
    });
    renderAdminAt('/admin');
    expect(await screen.findByText('Loading…')).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Key figures' });
    const deposits = within(table).getByRole('row', { name: /^Deposits/ });
    expect(
      within(deposits)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['100.00', '123,456.00', '999,999.00']);
    const members = within(table).getByRole('row', { name: /^New members/ });
    expect(
      within(members)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', '12', '40']);
    const firstDeposits = within(table).getByRole('row', { name: /^First deposits/ });
    expect(
      within(firstDeposits)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['0', '11', '39']);
    expect(screen.getByRole('link', { name: 'Deposits waiting for review: 4' })).toHaveAttribute(
      'href',
      '/admin/deposits',
    );
    expect(screen.getByRole('link', { name: 'Withdrawals waiting for review: 2' })).toBeVisible();
    const search = new URLSearchParams(api.find('GET /wps/admin/reports/dashboard')[0]!.search);
    expect(search.get('from')).toBe(search.get('to'));
  });

  it('charts the last 7 or 30 days, described for screen readers, every value in a table', async () => {
    apiFetch({} as never, {
      'GET /wps/admin/me': ok(finance),
      'GET /wps/admin/reports/dashboard': ok(dashboard('1.00')),
    });
    renderAdminAt('/admin');
    const figure = await screen.findByRole('figure', {
      name: 'Deposits, withdrawals and GGR, 2026-11-22 to 2026-11-28',
    });
    const chart = within(figure).getByRole('img', {
      name: 'Deposits, withdrawals and GGR, 2026-11-22 to 2026-11-28',
    });
    expect(chart).toHaveAccessibleDescription(
      'Deposits, withdrawals and GGR each day from 2026-11-22 to 2026-11-28. Highest GGR 14.00 on 2026-11-28; lowest GGR 8.00 on 2026-11-22.',
    );
    // 7 days × 3 series.
    expect(chart.querySelectorAll('rect')).toHaveLength(21);
    const table = within(figure).getByRole('table', { hidden: true });
    expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(8);
    const user = userEvent.setup();
    await user.click(within(figure).getByText('Show the figures as a table'));
    expect(within(table).getByRole('row', { name: /^2026-11-28/ })).toHaveTextContent(
      /290\.00.*29\.00.*14\.00/,
    );

    expect(screen.getByRole('radio', { name: '7 days' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: '30 days' }));
    const month = await screen.findByRole('img', {
      name: 'Deposits, withdrawals and GGR, 2026-10-30 to 2026-11-28',
    });
    expect(month.querySelectorAll('rect')).toHaveLength(90);
    expect(month).toHaveAccessibleDescription(/lowest GGR -15\.00 on 2026-10-30/);
  });

  it('shows a failed dashboard with a retry', async () => {
    let fails = true;
    apiFetch({} as never, {
      'GET /wps/admin/me': ok(finance),
      'GET /wps/admin/reports/dashboard': () =>
        fails ? fail(500, 'server.error') : ok(dashboard('2.00', 0, 0)),
    });
    renderAdminAt('/admin');
    expect(await screen.findByRole('alert')).toBeVisible();
    fails = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Key figures' })).toBeVisible();
  });

  it('is neither offered nor asked for without reports.read', async () => {
    const api = apiFetch({} as never, { 'GET /wps/admin/me': ok(support) });
    renderAdminAt('/admin');
    await screen.findByRole('navigation', { name: 'Back office sections' });
    await screen.findByRole('heading', { name: /Welcome/ });
    expect(screen.queryByRole('link', { name: 'Reports' })).toBeNull();
    expect(screen.queryByRole('table', { name: 'Key figures' })).toBeNull();
    await waitFor(() => expect(api.calls.some((c) => c.path.includes('/reports/'))).toBe(false));
  });

  it('exports the audit log with the filters in force', async () => {
    apiFetch({} as never, {
      'GET /wps/admin/me': ok({ ...finance, role: 'owner', permissions: ['self', 'audit.read'] }),
      'GET /wps/admin/audit': ok({ entries: [], total: 0, page: 1, pageSize: 50 }),
    });
    renderAdminAt('/admin/audit');
    const link = await screen.findByRole('link', { name: 'Export CSV' });
    expect(link).toHaveAttribute('href', '/wps/admin/audit?format=csv');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Action starts with'), 'deposit.');
    await user.type(screen.getByLabelText('From (UTC)'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
        'href',
        '/wps/admin/audit?action=deposit.&from=2026-11-01&format=csv',
      ),
    );
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('download');
  });
});
