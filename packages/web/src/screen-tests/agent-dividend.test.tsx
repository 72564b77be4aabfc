import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AgentDividendValue } from '@kalaro/contract/agent';
import { renderAppAt } from '@/app/test-app';
import { setSession } from '@/shared/session/session';
import { apiFetch, ok } from '@/shared/test/api-fetch';
import { startupFixture } from '@/shared/test/startup-fixture';

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

  it('shows each month’s payout and its status once the operator has made it', async () => {
    signIn();
    const api = apiFetch(startupFixture(), {
      'GET /wps/agent/dividend': ok({
        enabled: true,
        rate: '10.00',
        periods: [period('2026-11', { running: true }), period('2026-10'), period('2026-09')],
      } satisfies AgentDividendValue),
      'GET /wps/agent/payouts': ok({
        list: [
          {
            id: 2,
            kind: 'dividend',
            period: '2026-10',
            periodStart: '2026-10-01T00:00:00.000Z',
            periodEnd: '2026-11-01T00:00:00.000Z',
            base: '300.00',
            rate: '10.00',
            amount: '30.00',
            status: 'pending',
            createdAt: '2026-11-01T00:01:00.000Z',
            paidAt: null,
            rejectReason: null,
          },
          {
            id: 1,
            kind: 'dividend',
            period: '2026-09',
            periodStart: '2026-09-01T00:00:00.000Z',
            periodEnd: '2026-10-01T00:00:00.000Z',
            base: '300.00',
            rate: '10.00',
            amount: '30.00',
            status: 'paid',
            createdAt: '2026-10-01T00:01:00.000Z',
            paidAt: '2026-10-01T00:01:00.000Z',
            rejectReason: null,
          },
        ],
        pageNum: 1,
        totalPages: 1,
        total: 2,
      }),
    });
    await renderAppAt('/m/member/agent/agentDivident');
    await waitFor(() => expect(screen.getAllByTestId('dividend-payout')).toHaveLength(2));
    const [november, october, september] = screen.getAllByTestId('dividend-month');
    expect(within(november!).queryByTestId('dividend-payout')).not.toBeInTheDocument();
    expect(within(october!).getByTestId('dividend-payout')).toHaveTextContent('Payout 30.00');
    expect(within(october!).getByTestId('payout-status')).toHaveTextContent('Awaiting review');
    expect(within(september!).getByTestId('payout-status')).toHaveTextContent('Paid');
    const asked = new URLSearchParams(api.find('GET /wps/agent/payouts')[0]!.search);
    expect(asked.get('kind')).toBe('dividend');
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
