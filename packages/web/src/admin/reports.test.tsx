import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiFetch, fail, ok, type Recorded } from '@/shared/test/api-fetch';
import { adminRoutes, createAdminQueryClient } from './app';
import { adminI18n, initAdminI18n } from './i18n';

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
      activeMembers: 7,
    },
    {
      day: to,
      deposits: '0.00',
      withdrawals: '0.00',
      ...play('10.00', '25.00', '-15.00'),
      newMembers: 0,
      activeMembers: 1,
    },
  ],
  totals: {
    deposits: '1500.00',
    withdrawals: '200.00',
    ...play('12355.50', '10025.00', '2330.50'),
    newMembers: 3,
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
  activeMembers: 4,
});

function renderAt(path: string) {
  const router = createMemoryRouter(adminRoutes, { initialEntries: [path] });
  render(
    <I18nextProvider i18n={adminI18n}>
      <QueryClientProvider client={createAdminQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return router;
}

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
    renderAt('/admin/reports?report=daily&from=2026-11-01&to=2026-11-02');
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

  it('checks the range before asking, and shows what the server refused', async () => {
    const api = apiFetch({} as never, {
      'GET /wps/admin/me': ok(finance),
      'GET /wps/admin/reports/daily': fail(400, 'admin.report_range_invalid'),
    });
    renderAt('/admin/reports?report=daily&from=2026-11-01&to=2026-11-02');
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
      'GET /wps/admin/reports/dashboard': ok({
        report: 'dashboard',
        from: '2026-11-28',
        to: '2026-11-28',
        utcOffset: 0,
        today: figures('2026-11-28', '100.00', 1),
        week: figures('2026-11-22', '123456.00', 12),
        pendingDeposits: 4,
        pendingWithdrawals: 2,
      }),
    });
    renderAt('/admin');
    expect(await screen.findByText('Loading…')).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Key figures' });
    const deposits = within(table).getByRole('row', { name: /^Deposits/ });
    expect(
      within(deposits)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['100.00', '123,456.00']);
    const members = within(table).getByRole('row', { name: /^New members/ });
    expect(
      within(members)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', '12']);
    expect(screen.getByRole('link', { name: 'Deposits waiting for review: 4' })).toHaveAttribute(
      'href',
      '/admin/deposits',
    );
    expect(screen.getByRole('link', { name: 'Withdrawals waiting for review: 2' })).toBeVisible();
    const search = new URLSearchParams(api.find('GET /wps/admin/reports/dashboard')[0]!.search);
    expect(search.get('from')).toBe(search.get('to'));
  });

  it('shows a failed dashboard with a retry', async () => {
    let fails = true;
    apiFetch({} as never, {
      'GET /wps/admin/me': ok(finance),
      'GET /wps/admin/reports/dashboard': () =>
        fails
          ? fail(500, 'server.error')
          : ok({
              report: 'dashboard',
              from: '2026-11-28',
              to: '2026-11-28',
              utcOffset: 0,
              today: figures('2026-11-28', '1.00', 0),
              week: figures('2026-11-22', '2.00', 0),
              pendingDeposits: 0,
              pendingWithdrawals: 0,
            }),
    });
    renderAt('/admin');
    expect(await screen.findByRole('alert')).toBeVisible();
    fails = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Key figures' })).toBeVisible();
  });

  it('is neither offered nor asked for without reports.read', async () => {
    const api = apiFetch({} as never, { 'GET /wps/admin/me': ok(support) });
    renderAt('/admin');
    await screen.findByRole('navigation', { name: 'Back office sections' });
    await screen.findByRole('heading', { name: /Welcome/ });
    expect(screen.queryByRole('link', { name: 'Reports' })).toBeNull();
    expect(screen.queryByRole('table', { name: 'Key figures' })).toBeNull();
    await waitFor(() => expect(api.calls.some((c) => c.path.includes('/reports/'))).toBe(false));
  });
});
