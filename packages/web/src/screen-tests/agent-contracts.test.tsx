import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AgentPayout, ContractValue, PendingContractsValue } from '@kalaro/contract/agent';
import { renderAppAt } from '@/app/test-app';
import { chooseLanguage } from '@/shared/i18n/i18n';
import { setSession } from '@/shared/session/session';
import { apiFetch, fail, ok, type Recorded } from '@/shared/test/api-fetch';
import { startupFixture } from '@/shared/test/startup-fixture';

const signIn = (type: number) =>
  setSession({ merchantCode: 'KALARO', userName: 'tm001', type, firstTimeLogin: false });

const pending = (over: Partial<PendingContractsValue> = {}): PendingContractsValue => ({
  dailysalreqtype: false,
  divtypecompperiodreq: false,
  contracthoursalreq: false,
  ...over,
});

const homeCalls = {
  'GET /wps/member/info': ok({ nickname: null, account: 'tm001' }),
  'GET /wps/wallet/balance': ok({ sumBalance: '100.00', currency: 'PHP' }),
};

describe('contract-request check on home', () => {
  it('asks about each pending offer in turn; Cancel moves on, Go opens that contract', async () => {
    signIn(1);
    apiFetch(startupFixture(), {
      ...homeCalls,
      'GET /wps/agent/contracts/pending': ok(
        pending({ dailysalreqtype: true, contracthoursalreq: true }),
      ),
      'GET /wps/agent/contracts/hourlySalary': ok({
        kind: 'hourlySalary',
        pending: null,
        active: null,
      }),
    });
    const { router } = await renderAppAt('/m/home');
    const user = userEvent.setup();

    const first = await screen.findByRole('dialog', {
      name: 'You have been offered a daily salary contract. Review it now?',
    });
    await user.click(within(first).getByRole('button', { name: 'Cancel' }));
    const second = await screen.findByRole('dialog', {
      name: 'You have been offered an hourly salary contract. Review it now?',
    });
    expect(screen.queryByRole('dialog', { name: /daily salary contract/ })).not.toBeInTheDocument();
    await user.click(within(second).getByRole('button', { name: 'Go' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/m/member/agent/getHourContract'),
    );
    expect(await screen.findByText('Terms in force')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not check for types 41 and 42, nor for players', async () => {
    for (const type of [0, 41, 42]) {
      signIn(type);
      const api = apiFetch(startupFixture(), {
        ...homeCalls,
        'GET /wps/agent/contracts/pending': ok(pending({ dailysalreqtype: true })),
      });
      const { unmount } = await renderAppAt('/m/home');
      await screen.findByTestId('bottom-menu');
      await new Promise((r) => setTimeout(r, 50));
      expect(api.find('GET /wps/agent/contracts/pending')).toHaveLength(0);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      unmount();
    }
  });
});

describe('a contract screen', () => {
  const offer: ContractValue = {
    kind: 'dailySalary',
    pending: {
      contractId: 7,
      rate: '0.70',
      offeredBy: 'agent',
      offeredAt: '2026-11-25T08:00:00.000Z',
      acceptedAt: null,
    },
    active: null,
  };

  it('shows the offer and accepts it once; the terms are then in force', async () => {
    signIn(1);
    const api = apiFetch(startupFixture(), {
      'GET /wps/agent/contracts/dailySalary': ok(offer),
      'POST /wps/agent/contracts/dailySalary/respond': (call: Recorded) => {
        const body = JSON.parse(call.body!) as { accept: boolean };
        return ok({
          kind: 'dailySalary',
          pending: null,
          active: body.accept
            ? { ...offer.pending!, acceptedAt: '2026-11-25T09:00:00.000Z' }
            : null,
        });
      },
      'GET /wps/agent/contracts/pending': ok(pending()),
    });
    await renderAppAt('/m/member/agent/getSalaryContract');
    const user = userEvent.setup();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Daily salary contract' }),
    ).toBeVisible();
    const card = await screen.findByTestId('contract-offer');
    expect(card).toHaveTextContent('New offer from agent');
    expect(card).toHaveTextContent('0.70%');
    expect(card).toHaveTextContent('Every day you earn 0.70% of your team’s turnover.');
    expect(screen.getByTestId('contract-active')).toHaveTextContent('No contract in force yet');

    await user.click(within(card).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Contract accepted: 0.70%')).toBeInTheDocument();
    const [post] = api.find('POST /wps/agent/contracts/dailySalary/respond');
    expect(JSON.parse(post!.body!)).toEqual({ contractId: 7, accept: true });
    await waitFor(() => expect(screen.queryByTestId('contract-offer')).not.toBeInTheDocument());
    expect(screen.getByTestId('contract-active')).toHaveTextContent('0.70%');
    expect(screen.getByTestId('contract-active')).toHaveTextContent('Agreed with agent');
  });

  it('names the operator for an offer made from the back office', async () => {
    signIn(1);
    const fromOperator = { ...offer.pending!, offeredBy: null };
    apiFetch(startupFixture(), {
      'GET /wps/agent/contracts/dailySalary': ok({
        ...offer,
        pending: fromOperator,
        active: { ...fromOperator, contractId: 3, acceptedAt: '2026-11-20T08:00:00.000Z' },
      }),
      'GET /wps/agent/contracts/pending': ok(pending()),
    });
    await renderAppAt('/m/member/agent/getSalaryContract');
    expect(await screen.findByTestId('contract-offer')).toHaveTextContent(
      'New offer from the operator',
    );
    expect(screen.getByTestId('contract-active')).toHaveTextContent('Agreed with the operator on');
  });

  it('says when the offer was answered elsewhere and shows the latest', async () => {
    signIn(1);
    let reads = 0;
    apiFetch(startupFixture(), {
      'GET /wps/agent/contracts/dailySalary': () =>
        ok(reads++ === 0 ? offer : { ...offer, pending: null }),
      'POST /wps/agent/contracts/dailySalary/respond': fail(409, 'agent.contract_not_pending'),
    });
    await renderAppAt('/m/member/agent/getSalaryContract');
    const card = await screen.findByTestId('contract-offer');
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Decline' }));
    expect(
      await screen.findByText(/This offer has already been answered or replaced/, {
        selector: 'p[role="alert"]',
      }),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByTestId('contract-offer')).not.toBeInTheDocument());
  });
});

describe('opening a downline account (/m/agentRegister)', () => {
  const rebate = {
    ownRate: '2.00',
    pageNum: 1,
    totalPages: 0,
    total: 0,
    downlines: [],
  };

  it('checks the rate against the agent’s own, opens the account and offers another', async () => {
    signIn(1);
    const api = apiFetch(startupFixture(), {
      'GET /wps/agent/rebate': ok(rebate),
      'POST /wps/agent/downlines': (call: Recorded) => {
        const body = JSON.parse(call.body!) as { userName: string; kind: string };
        if (body.userName === 'taken1') return fail(409, 'user.exists');
        return ok({
          userName: body.userName,
          type: body.kind === 'agent' ? 1 : 0,
          rebateRate: '1.50',
        });
      },
    });
    await renderAppAt('/m/agentRegister');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Open an account' });
    expect(await within(form).findByText('Up to 2.00% (your own rate)')).toBeVisible();

    await user.click(within(form).getByRole('radio', { name: /Agent/ }));
    await user.type(within(form).getByLabelText(/^Username/), 'taken1');
    await user.type(within(form).getByLabelText(/^Password/), 'Open1234');
    await user.type(within(form).getByLabelText(/^Confirm password/), 'Open1234');
    const rate = within(form).getByLabelText(/^Rebate rate/);
    await user.type(rate, '2.5');
    await user.click(within(form).getByRole('button', { name: 'Open account' }));
    expect(
      await within(form).findByText('This rate is higher than the agent’s own rate allows.'),
    ).toBeVisible();
    expect(api.find('POST /wps/agent/downlines')).toHaveLength(0);

    await user.clear(rate);
    await user.type(rate, '1.5');
    await user.click(within(form).getByRole('button', { name: 'Open account' }));
    expect(await within(form).findByText('Sorry, the username already exists.')).toBeVisible();

    const name = within(form).getByLabelText(/^Username/);
    await user.clear(name);
    await user.type(name, 'newagent1');
    await user.click(within(form).getByRole('button', { name: 'Open account' }));
    const done = await screen.findByTestId('agent-register-done');
    expect(done).toHaveTextContent('Account newagent1 is open');
    expect(done).toHaveTextContent('The agent can log in now');
    const posts = api.find('POST /wps/agent/downlines');
    expect(JSON.parse(posts.at(-1)!.body!)).toEqual({
      kind: 'agent',
      userName: 'newagent1',
      password: 'Open1234',
      confirmPassword: 'Open1234',
      rebateRate: '1.5',
    });
    await user.click(within(done).getByRole('button', { name: 'Open another account' }));
    expect(await screen.findByRole('form', { name: 'Open an account' })).toBeVisible();
  });

  it('sends players and visitors home', async () => {
    signIn(0);
    apiFetch(startupFixture(), { ...homeCalls });
    const { router } = await renderAppAt('/m/agentRegister');
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
  });
});

describe('what a contract has paid', () => {
  const payout = (id: number, period: string, over: Partial<AgentPayout>): AgentPayout => ({
    id,
    kind: 'dailySalary',
    period,
    periodStart: `${period}T00:00:00.000Z`,
    periodEnd: `${period}T23:59:59.999Z`,
    base: '1000.00',
    rate: '1.00',
    amount: '10.00',
    status: 'paid',
    createdAt: `${period}T01:00:00.000Z`,
    paidAt: `${period}T01:00:00.000Z`,
    rejectReason: null,
    ...over,
  });
  const calls = () => ({
    'GET /wps/agent/contracts/dailySalary': ok({
      kind: 'dailySalary',
      pending: null,
      active: {
        contractId: 3,
        rate: '1.00',
        offeredBy: 'agent',
        offeredAt: '2026-11-01T08:00:00.000Z',
        acceptedAt: '2026-11-01T09:00:00.000Z',
      },
    } satisfies ContractValue),
    'GET /wps/agent/payouts': ok({
      list: [
        payout(9, '2026-11-24', { amount: '120.00', status: 'pending', paidAt: null }),
        payout(8, '2026-11-23', { status: 'rejected', paidAt: null, rejectReason: 'Under audit' }),
        payout(7, '2026-11-22', {}),
      ],
      pageNum: 1,
      totalPages: 1,
      total: 3,
    }),
  });

  it('lists each period with its amount: paid, awaiting review or rejected with the reason', async () => {
    signIn(1);
    const api = apiFetch(startupFixture(), calls());
    await renderAppAt('/m/member/agent/getSalaryContract');
    const rows = await screen.findAllByTestId('payout');
    expect(rows.map((row) => within(row).getByTestId('payout-status').textContent)).toEqual([
      'Awaiting review',
      'Rejected',
      'Paid',
    ]);
    expect(rows[0]).toHaveTextContent('2026-11-24');
    expect(rows[0]).toHaveTextContent('120.00');
    expect(rows[1]).toHaveTextContent('Reason: Under audit');
    expect(rows[2]).toHaveTextContent('10.00');
    const asked = new URLSearchParams(api.find('GET /wps/agent/payouts')[0]!.search);
    expect(asked.get('kind')).toBe('dailySalary');
  });

  it('says so in TY, and when nothing has been paid yet', async () => {
    signIn(1);
    await chooseLanguage('TY');
    apiFetch(startupFixture(), calls());
    const { unmount } = await renderAppAt('/m/member/agent/getSalaryContract');
    const rows = await screen.findAllByTestId('payout');
    expect(within(rows[0]!).getByTestId('payout-status')).toHaveTextContent(
      'Naghihintay ng pagsusuri',
    );
    expect(within(rows[2]!).getByTestId('payout-status')).toHaveTextContent('Bayad na');
    unmount();
    await chooseLanguage('EN');

    apiFetch(startupFixture(), {
      ...calls(),
      'GET /wps/agent/payouts': ok({ list: [], pageNum: 1, totalPages: 1, total: 0 }),
    });
    await renderAppAt('/m/member/agent/getSalaryContract');
    expect(await screen.findByText(/Nothing paid yet/)).toBeVisible();
  });
});
