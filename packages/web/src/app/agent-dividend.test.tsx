import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AgentDividendValue } from '@kalaro/contract/agent';
import { renderAppAt } from '@/app/test-app';
import { chooseLanguage } from '@/shared/i18n/i18n';
import { clearSession, setSession } from '@/shared/session/session';
import { apiFetch, ok } from '@/shared/test/api-fetch';
import { startupFixture } from '@/shared/test/startup-fixture';

afterEach(async () => {
  vi.unstubAllGlobals();
  clearSession();
  await chooseLanguage('EN');
});

const signIn = (type = 1) =>
  setSession({ merchantCode: 'KALARO', userName: 'agent', type, firstTimeLogin: false });

const period = (month: string, over: Partial<AgentDividendValue['periods'][number]> = {}) => ({
  month,
  startDate: `${month}-01`,
  endDate: `${month}-30`,
  running: false,
  betCount: 12,
  stake: '1000.00',
  win: '700.00',
  netLoss: '300.00',
  dividend: '30.00',
  ...over,
});

describe('dividend info (/m/member/agent/agentDivident)', () => {
  it('shows the rate in force and each month’s team figures and dividend', async () => {
    signIn();
    const api = apiFetch(startupFixture(), {
      'GET /wps/agent/dividend': ok({
        enabled: true,
        rate: '10.00',
        periods: [
          period('2026-11', { running: true, betCount: 1 }),
          period('2026-10', { win: '1200.00', netLoss: '-200.00', dividend: '0.00' }),
        ],
      } satisfies AgentDividendValue),
    });
    await renderAppAt('/m/member/agent/agentDivident');
    expect(await screen.findByTestId('dividend-contract')).toHaveTextContent('10.00%');
    expect(screen.getByTestId('dividend-contract')).toHaveTextContent(
      'You earn 10.00% of your team’s net loss each month.',
    );
    const [november, october] = screen.getAllByTestId('dividend-month');
    expect(november).toHaveTextContent('November 2026');
    expect(november).toHaveTextContent('In progress');
    expect(november).toHaveTextContent('1 bet');
    expect(within(november!).getByTestId('dividend-amount')).toHaveTextContent('30.00');
    expect(october).toHaveTextContent('October 2026');
    expect(october).not.toHaveTextContent('In progress');
    expect(october).toHaveTextContent('-200.00');
    expect(within(october!).getByTestId('dividend-amount')).toHaveTextContent('0.00');
    expect(screen.getByRole('link', { name: 'See your dividend contract' })).toHaveAttribute(
      'href',
      '/m/member/agent/getDevidendContract',
    );
    const asked = new URLSearchParams(api.find('GET /wps/agent/dividend')[0]!.search);
    expect(asked.get('utcOffset')).toBe(String(-new Date().getTimezoneOffset()));
  });

  it('says when there is no contract yet, and when dividends do not apply', async () => {
    signIn();
    apiFetch(startupFixture(), {
      'GET /wps/agent/dividend': ok({ enabled: true, rate: null, periods: [period('2026-11')] }),
    });
    const { unmount } = await renderAppAt('/m/member/agent/agentDivident');
    expect(await screen.findByText(/You have no dividend contract yet/)).toBeVisible();
    unmount();

    apiFetch(startupFixture(), {
      'GET /wps/agent/dividend': ok({ enabled: false, rate: null, periods: [] }),
    });
    await renderAppAt('/m/member/agent/agentDivident');
    expect(await screen.findByTestId('dividend-off')).toHaveTextContent(
      'Dividends are not available',
    );
  });

  it('a player is sent home', async () => {
    signIn(0);
    const api = apiFetch(startupFixture(), {});
    const { router } = await renderAppAt('/m/member/agent/agentDivident');
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(api.find('GET /wps/agent/dividend')).toHaveLength(0);
  });
});
