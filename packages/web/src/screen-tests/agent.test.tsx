import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AgentHomeValue, TeamKpiValue } from '@kalaro/contract/agent';
import { renderAppAt } from '@/app/test-app';
import { setSession } from '@/shared/session/session';
import { apiFetch, fail, ok } from '@/shared/test/api-fetch';
import { startupFixture } from '@/shared/test/startup-fixture';

afterEach(() => {
  vi.useRealTimers();
});

const signIn = (type: number) =>
  setSession({ merchantCode: 'KALARO', userName: 'agent', type, firstTimeLogin: false });

const home = (over: Partial<AgentHomeValue> = {}): AgentHomeValue => ({
  userName: 'agent',
  nickname: 'Demo Agent',
  type: 1,
  sumBalance: '5000.00',
  tiles: ['teamOverview', 'teamManagement', 'messages', 'onlineService'],
  dividendsEnabled: true,
  unreadMessages: 3,
  serviceUrl: 'https://wa.me/10000000000',
  teamSize: 209,
  ...over,
});

const kpi = (logins: number): TeamKpiValue => ({
  startDate: '2026-11-25',
  endDate: '2026-11-25',
  utcOffset: 0,
  footer: {
    teamLoginMemberCount: logins,
    teamBetMemberCount: 61,
    teamRegisterMemberCount: 18,
    teamOnlineCount: 21,
  },
});

describe('agent home (/m/agent)', () => {
  it('greets by hour and shows the balance, the team figures, the whitelisted tiles and the footer', async () => {
    signIn(1);
    const api = apiFetch(startupFixture(), {
      'GET /wps/agent/home': ok(home()),
      'GET /wps/agent/team/kpi': (call) =>
        ok(kpi(new URLSearchParams(call.search).get('startDate') === '2026-11-25' ? 96 : 140)),
    });
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 25, 16, 30) });
    await renderAppAt('/m/agent');

    expect(await screen.findByRole('heading', { level: 1, name: 'Agent home' })).toBeVisible();
    expect(screen.getByTestId('agent-greeting')).toHaveTextContent('Good afternoon');
    expect(screen.getByTestId('agent-balance')).toHaveTextContent('5,000.00');
    expect(screen.getByTestId('agent-team-size')).toHaveTextContent('209 members in your team');
    await waitFor(() =>
      expect(screen.getByTestId('kpi-teamLoginMemberCount')).toHaveTextContent('Logged in96'),
    );
    expect(screen.getByTestId('kpi-teamOnlineCount')).toHaveTextContent('Online now21');

    const tools = screen.getByRole('region', { name: 'Agent tools' });
    const links = within(tools).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Team overview',
      'Team members',
      'Messages3, 3 unread messages',
      'Online service',
    ]);
    expect(within(tools).getByRole('link', { name: /Team members/ })).toHaveAttribute(
      'href',
      '/m/member/team',
    );
    expect(within(tools).getByRole('link', { name: 'Online service' })).toHaveAttribute(
      'href',
      'https://wa.me/10000000000',
    );
    const footer = screen.getByRole('navigation', { name: 'Agent menu' });
    expect(
      within(footer)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual([
      '/m/home',
      '/m/agentRegister',
      '/m/member/agent/agentDivident',
      '/m/member/notice?types=A',
    ]);

    // Another range asks the server for it.
    vi.useRealTimers();
    await userEvent.click(screen.getByRole('radio', { name: '7 days' }));
    await waitFor(() =>
      expect(screen.getByTestId('kpi-teamLoginMemberCount')).toHaveTextContent('Logged in140'),
    );
    const asked = api.find('GET /wps/agent/team/kpi').map((c) => new URLSearchParams(c.search));
    expect(asked.at(-1)?.get('endDate')).not.toBe(asked.at(-1)?.get('startDate'));
  });

  it('hides the dividend entry when dividends are off and opens customer service without a link', async () => {
    signIn(41);
    apiFetch(startupFixture(), {
      'GET /wps/agent/home': ok(
        home({ dividendsEnabled: false, serviceUrl: null, unreadMessages: 0 }),
      ),
      'GET /wps/agent/team/kpi': ok(kpi(1)),
    });
    await renderAppAt('/m/agent');
    const footer = await screen.findByRole('navigation', { name: 'Agent menu' });
    expect(within(footer).queryByRole('link', { name: 'Dividend' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Online service' })).toHaveAttribute(
      'href',
      '/m/service',
    );
    expect(screen.queryByTestId('agent-unread-badge')).toBeNull();
  });

  it.each([
    ['a visitor', null],
    ['a member (type 0)', 0],
    ['a trial account (type 4)', 4],
    ['type 40', 40],
  ])('sends %s to home', async (_who, type) => {
    if (type !== null) signIn(type);
    const api = apiFetch(startupFixture(), {});
    const { router } = await renderAppAt('/m/agent');
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(api.find('GET /wps/agent/home')).toHaveLength(0);
  });

  it('says when the agency centre cannot be opened, and retries', async () => {
    signIn(1);
    let failing = true;
    apiFetch(startupFixture(), {
      'GET /wps/agent/home': () => (failing ? fail(503, 'service.unavailable') : ok(home())),
      'GET /wps/agent/team/kpi': ok(kpi(2)),
    });
    await renderAppAt('/m/agent');
    expect(
      await screen.findByRole('heading', { name: 'We could not open your agency centre' }),
    ).toBeVisible();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('agent-balance')).toHaveTextContent('5,000.00');
  });
});
