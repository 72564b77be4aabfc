import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AgentRebateValue } from '@kalaro/contract/agent';
import { renderAppAt } from '@/app/test-app';
import { setSession } from '@/shared/session/session';
import { apiFetch, fail, ok } from '@/shared/test/api-fetch';
import { startupFixture } from '@/shared/test/startup-fixture';

const signIn = (type = 1) =>
  setSession({ merchantCode: 'KALARO', userName: 'agent', type, firstTimeLogin: false });

type Downline = AgentRebateValue['downlines'][number];
const downline = (userName: string, over: Partial<Downline> = {}): Downline => ({
  userName,
  type: 0,
  rebateRate: '1.00',
  floorRate: '0.00',
  ...over,
});

const page = (downlines: Downline[], over: Partial<AgentRebateValue> = {}): AgentRebateValue => ({
  ownRate: '2.00',
  pageNum: 1,
  totalPages: 1,
  total: downlines.length,
  downlines,
  ...over,
});

describe('agent rebate settings (/m/member/agent/agentRebeat)', () => {
  it("shows the agent's own rate and changes a downline's rate within its bounds", async () => {
    signIn();
    let rate = '1.00';
    const api = apiFetch(startupFixture(), {
      'GET /wps/agent/rebate': () =>
        ok(
          page([
            downline('tm001', { rebateRate: rate }),
            downline('sub1', { type: 1, floorRate: '0.50' }),
          ]),
        ),
      'PUT /wps/agent/downlines/sub1/rebate': (call) => {
        rate = (JSON.parse(call.body!) as { rebateRate: string }).rebateRate;
        return ok({ userName: 'sub1', type: 1, rebateRate: '1.20' });
      },
    });
    await renderAppAt('/m/member/agent/agentRebeat');
    const user = userEvent.setup();
    expect(await screen.findByTestId('own-rate')).toHaveTextContent('2.00%');
    const rows = screen.getAllByTestId('downline-rate');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('Agent');
    expect(screen.getByText('2 direct downlines')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Change the rate of sub1' }));
    const form = screen.getByRole('form', { name: 'Change the rate of sub1' });
    const input = within(form).getByLabelText(/^New rebate rate/);
    expect(input).toHaveFocus();
    expect(within(form).getByText('Between 0.50% and 2.00%')).toBeInTheDocument();

    // Out of bounds: nothing is sent.
    await user.clear(input);
    await user.type(input, '2.5');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('At most 2.00% (your own rate)')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '0.4');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText(/^At least 0.50%/)).toBeInTheDocument();
    expect(api.find('PUT /wps/agent/downlines/sub1/rebate')).toHaveLength(0);

    await user.clear(input);
    await user.type(input, '1.2');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The rate of sub1 is now 1.20%')).toHaveAttribute(
      'role',
      'status',
    );
    expect(JSON.parse(api.find('PUT /wps/agent/downlines/sub1/rebate')[0]!.body!)).toEqual({
      rebateRate: '1.2',
    });
    expect(screen.queryByRole('form', { name: 'Change the rate of sub1' })).not.toBeInTheDocument();
    // The list is read again after the change.
    await waitFor(() => expect(api.find('GET /wps/agent/rebate').length).toBeGreaterThan(1));
  });

  it("shows the server's refusal in the form", async () => {
    signIn();
    apiFetch(startupFixture(), {
      'GET /wps/agent/rebate': () => ok(page([downline('sub1', { type: 1 })])),
      'PUT /wps/agent/downlines/sub1/rebate': () => fail(409, 'agent.rate_below_downline'),
    });
    await renderAppAt('/m/member/agent/agentRebeat');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change the rate of sub1' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/already gives its own team a higher rate/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('downline-rate-value')).toHaveTextContent('1.00%');
  });

  it('searches downlines by username (kept in the address) and says when none match', async () => {
    signIn();
    const api = apiFetch(startupFixture(), {
      'GET /wps/agent/rebate': (call) =>
        ok(new URLSearchParams(call.search).get('userName') ? page([]) : page([downline('tm001')])),
    });
    await renderAppAt('/m/member/agent/agentRebeat');
    const user = userEvent.setup();
    await screen.findByTestId('downline-rate');
    await user.type(screen.getByRole('searchbox'), 'zz');
    expect(await screen.findByText('No team member matches this search.')).toBeInTheDocument();
    const last = api.find('GET /wps/agent/rebate').at(-1)!;
    expect(new URLSearchParams(last.search).get('userName')).toBe('zz');
  });

  it('an agent without downlines is told how to get some', async () => {
    signIn();
    apiFetch(startupFixture(), { 'GET /wps/agent/rebate': () => ok(page([])) });
    await renderAppAt('/m/member/agent/agentRebeat');
    expect(await screen.findByText(/You have no direct downlines yet/)).toBeInTheDocument();
  });

  it('a player is sent home', async () => {
    signIn(0);
    const api = apiFetch(startupFixture(), {});
    const { router } = await renderAppAt('/m/member/agent/agentRebeat');
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(api.find('GET /wps/agent/rebate')).toHaveLength(0);
  });
});
