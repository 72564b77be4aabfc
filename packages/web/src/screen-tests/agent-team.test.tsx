import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type {
  TeamBetsValue,
  TeamMember,
  TeamMembersValue,
  TeamOverviewValue,
  TeamRebateValue,
} from '@kalaro/contract/agent';
import type { ProfitAndLossValue } from '@kalaro/contract/wallet-records';
import { renderAppAt } from '@/app/test-app';
import { setSession } from '@/shared/session/session';
import { apiFetch, ok, type Recorded } from '@/shared/test/api-fetch';
import { startupFixture } from '@/shared/test/startup-fixture';

const signIn = (type = 1) =>
  setSession({ merchantCode: 'KALARO', userName: 'agent', type, firstTimeLogin: false });

const range = { startDate: '2026-11-25', endDate: '2026-11-25', utcOffset: 0 };
const totals = { betCount: 3, stake: '300.00', win: '250.00', net: '-50.00' };

const member = (n: number, over: Partial<TeamMember> = {}): TeamMember => ({
  userName: `tm${String(n).padStart(3, '0')}`,
  type: 0,
  level: 1,
  upline: 'agent',
  registeredAt: '2026-11-01T00:00:00.000Z',
  balance: '120.50',
  turnover: '40.00',
  lastLoginAt: '2026-11-24T10:00:00.000Z',
  online: false,
  ...over,
});

/** Pages of 20 of `all` members, filtered by `userName` and `scope` as the server does. */
const membersAnswer = (all: TeamMember[]) => (call: Recorded) => {
  const query = new URLSearchParams(call.search);
  const search = query.get('userName')?.toLowerCase();
  const direct = query.get('scope') === 'direct';
  const rows = all.filter(
    (m) => (!search || m.userName.includes(search)) && (!direct || m.level === 1),
  );
  const pageNo = Number(query.get('pageNo') ?? 1);
  const value: TeamMembersValue = {
    ...range,
    pageNum: pageNo,
    totalPages: Math.ceil(rows.length / 20),
    total: rows.length,
    members: rows.slice((pageNo - 1) * 20, pageNo * 20),
  };
  return ok(value);
};

describe('team members (/m/member/team)', () => {
  const team = [
    member(1, { online: true, type: 1 }),
    ...Array.from({ length: 24 }, (_, i) =>
      member(i + 2, { level: i < 10 ? 1 : 2, upline: i < 10 ? 'agent' : 'tm001' }),
    ),
    member(99, { lastLoginAt: null }),
  ];

  it('lists the team with balance, turnover, level and last login, and loads the next page', async () => {
    signIn();
    const api = apiFetch(startupFixture(), { 'GET /wps/agent/team/members': membersAnswer(team) });
    await renderAppAt('/m/member/team');
    expect(await screen.findByRole('heading', { level: 1, name: 'Team members' })).toBeVisible();
    expect(await screen.findByText('26 members')).toBeVisible();
    const rows = screen.getAllByTestId('team-member');
    expect(rows).toHaveLength(20);
    expect(rows[0]).toHaveTextContent('tm001');
    expect(rows[0]).toHaveTextContent('Online');
    expect(rows[0]).toHaveTextContent('120.50');
    expect(rows[0]).toHaveTextContent('40.00');
    expect(rows[0]).toHaveTextContent('Level 1');
    expect(rows[0]).toHaveTextContent('Last login');
    expect(rows[15]).toHaveTextContent('Under tm001');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('team-member')).toHaveLength(26));
    expect(screen.getAllByTestId('team-member')[25]).toHaveTextContent('Never logged in');
    expect(
      api
        .find('GET /wps/agent/team/members')
        .map((c) => new URLSearchParams(c.search).get('pageNo')),
    ).toEqual(['1', '2']);
  });

  it('searches by part of a username once typing pauses, and keeps the search in the address', async () => {
    signIn();
    const api = apiFetch(startupFixture(), { 'GET /wps/agent/team/members': membersAnswer(team) });
    const { router } = await renderAppAt('/m/member/team');
    await screen.findByText('26 members');
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Username' }), 'tm01');
    expect(await screen.findByText('10 members')).toBeVisible();
    const searched = api
      .find('GET /wps/agent/team/members')
      .map((c) => new URLSearchParams(c.search).get('userName'));
    // Sent once the typing paused, not once per letter.
    expect(searched.filter((s) => s !== null)).toEqual(['tm01']);
    expect(router.state.location.search).toContain('q=tm01');

    await user.clear(screen.getByRole('searchbox', { name: 'Username' }));
    await user.type(screen.getByRole('searchbox', { name: 'Username' }), 'nobody');
    expect(await screen.findByText('No team member matches this search.')).toBeVisible();
  });

  it('switches to direct downlines only', async () => {
    signIn();
    const api = apiFetch(startupFixture(), { 'GET /wps/agent/team/members': membersAnswer(team) });
    const { router } = await renderAppAt('/m/member/team');
    await screen.findByText('26 members');
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Direct downlines' }));
    expect(await screen.findByText('12 members')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Direct downlines' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(router.state.location.search).toContain('scope=direct');
    expect(
      new URLSearchParams(api.find('GET /wps/agent/team/members').at(-1)!.search).get('scope'),
    ).toBe('direct');
  });

  it('says so when the team is empty, and sends a player home', async () => {
    signIn();
    apiFetch(startupFixture(), { 'GET /wps/agent/team/members': membersAnswer([]) });
    const { unmount } = await renderAppAt('/m/member/team');
    expect(await screen.findByText(/Your team has no members yet/)).toBeVisible();
    unmount();

    signIn(0);
    const api = apiFetch(startupFixture(), {});
    const { router } = await renderAppAt('/m/member/team');
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(api.find('GET /wps/agent/team/members')).toHaveLength(0);
  });
});

describe('the other team tools', () => {
  it('shows the overview figures of now and of the chosen days, with the way to the other tools', async () => {
    signIn();
    const overview: TeamOverviewValue = {
      ...range,
      teamSize: 204,
      directMembers: 12,
      agents: 6,
      players: 198,
      levels: 3,
      teamBalance: '45210.75',
      registrations: 4,
      bettors: 37,
      deposits: '1500.00',
      withdrawals: '320.00',
      bets: totals,
    };
    apiFetch(startupFixture(), { 'GET /wps/agent/team/overview': ok(overview) });
    await renderAppAt('/m/agent/team/overview');
    expect(await screen.findByTestId('team-size')).toHaveTextContent('204');
    expect(screen.getByTestId('team-balance')).toHaveTextContent('45,210.75');
    expect(screen.getByTestId('team-bettors')).toHaveTextContent('37');
    expect(screen.getByTestId('team-net')).toHaveTextContent('-50.00');
    const tools = screen.getByRole('navigation', { name: 'Team tools' });
    expect(within(tools).getByRole('link', { name: 'Team members' })).toHaveAttribute(
      'href',
      '/m/member/team',
    );
  });

  it('reads team profit and loss from the team call, not the member’s own report', async () => {
    signIn();
    const pnl: ProfitAndLossValue = {
      ...range,
      totals,
      days: [{ date: '2026-11-25', ...totals }],
      categories: [{ gameType: 'RNG', ...totals }],
    };
    const api = apiFetch(startupFixture(), { 'GET /wps/agent/team/pnl': ok(pnl) });
    await renderAppAt('/m/agent/team/pnl');
    expect(await screen.findByTestId('records-net')).toHaveTextContent('-50.00');
    expect(api.find('GET /wps/report/profit-and-loss')).toHaveLength(0);
    expect(api.find('GET /wps/agent/team/pnl')).toHaveLength(1);
  });

  it('lists the team’s bets with the bettor, and the rebate income per downline', async () => {
    signIn();
    const bets: TeamBetsValue = {
      ...range,
      pageNum: 1,
      totalPages: 1,
      total: 1,
      totals,
      list: [
        {
          id: 9,
          userName: 'tm150',
          gameName: 'Lucky Reels',
          vendor: 'KALARO',
          gameType: 'RNG',
          stake: '10.00',
          win: '0.00',
          net: '-10.00',
          status: 'settled',
          createdAt: '2026-11-25T07:00:00.000Z',
        },
      ],
    };
    const income: TeamRebateValue = {
      ...range,
      pageNum: 1,
      totalPages: 1,
      total: 1,
      ownRate: '2.00',
      turnover: '1000.00',
      income: '5.00',
      rows: [
        {
          userName: 'subagent',
          type: 1,
          rebateRate: '1.50',
          marginRate: '0.50',
          turnover: '1000.00',
          income: '5.00',
        },
      ],
    };
    apiFetch(startupFixture(), {
      'GET /wps/agent/team/bets': ok(bets),
      'GET /wps/agent/team/rebate': ok(income),
    });
    const { unmount } = await renderAppAt('/m/teamBetting');
    const bet = await screen.findByTestId('team-bet');
    expect(bet).toHaveTextContent('tm150 · Lucky Reels');
    expect(bet).toHaveTextContent('-10.00');
    expect(bet).toHaveTextContent('Settled');
    unmount();

    await renderAppAt('/m/member/teamRebate');
    const row = await screen.findByTestId('team-rebate-row');
    expect(row).toHaveTextContent('subagent');
    expect(row).toHaveTextContent('0.50 %');
    expect(row).toHaveTextContent('Their rate: 1.50 %');
    expect(screen.getByTestId('team-income')).toHaveTextContent('5.00');
    expect(screen.getByText(/Your rate is 2.00 %/)).toBeVisible();
  });
});
