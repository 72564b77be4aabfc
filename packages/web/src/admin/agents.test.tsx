import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROLE_PERMISSIONS, type OperatorRole } from '@kalaro/contract/operator-roles';
import type { AdminAgentRow, AdminAgentValue } from '@kalaro/contract/agent-admin';
import type { AdminAgentPayout } from '@kalaro/contract/agent';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiFetch, fail, ok, type Recorded } from '@/shared/test/api-fetch';
import { initAdminI18n } from './i18n';
import { renderAdminAt } from './test-render';

const operator = (role: OperatorRole) => ({
  id: `${role}-1`,
  username: role === 'agent-manager' ? 'agents' : role,
  role,
  permissions: ROLE_PERMISSIONS[role],
  via: 'session',
  totpEnabled: true,
});

const AGENT = '11111111-1111-4111-8111-111111111111';
const TM001 = '22222222-2222-4222-8222-222222222222';
const TM002 = '33333333-3333-4333-8333-333333333333';

const row = (over: Partial<AdminAgentRow>): AdminAgentRow => ({
  id: AGENT,
  username: 'agent',
  type: 1,
  status: 'active',
  level: 1,
  path: [],
  directCount: 23,
  directAgents: 7,
  teamSize: 209,
  rebateRate: '2.00',
  ...over,
});
const agentRow = row({});
const tm001Row = row({
  id: TM001,
  username: 'tm001',
  level: 2,
  path: [{ id: AGENT, username: 'agent' }],
  directCount: 10,
  directAgents: 3,
  teamSize: 31,
  rebateRate: '1.50',
});
const tm002Row = row({
  id: TM002,
  username: 'tm002',
  level: 3,
  path: [
    { id: AGENT, username: 'agent' },
    { id: TM001, username: 'tm001' },
  ],
  directCount: 7,
  directAgents: 0,
  teamSize: 7,
  rebateRate: '1.00',
});
const page = (agents: AdminAgentRow[], total = agents.length, pageNo = 1) =>
  ok({ agents, total, page: pageNo, pageSize: 20 });
const query = (call: Recorded) => new URLSearchParams(call.search);

const totals = { betCount: 12, stake: '40.00', win: '25.50', net: '-14.50' };
const terms = (over: Record<string, unknown>) => ({
  contractId: 7,
  rate: '0.80',
  offeredBy: 'agent',
  offeredAt: '2026-11-08T10:00:00.000Z',
  acceptedAt: '2026-11-08T10:00:00.000Z',
  operator: null,
  ...over,
});
const detail = (contracts: AdminAgentValue['contracts']): AdminAgentValue => ({
  agent: { ...tm001Row, registeredAt: '2026-10-29T02:00:00.000Z', balance: '1234.50' },
  takesContracts: true,
  contracts,
  overview: {
    startDate: '2026-11-22',
    endDate: '2026-11-28',
    utcOffset: 480,
    teamSize: 31,
    directMembers: 10,
    agents: 3,
    players: 28,
    levels: 2,
    teamBalance: '25000.00',
    registrations: 3,
    bettors: 9,
    deposits: '500.00',
    withdrawals: '120.00',
    bets: totals,
  },
  profitAndLoss: {
    startDate: '2026-11-22',
    endDate: '2026-11-28',
    utcOffset: 480,
    totals,
    days: [{ date: '2026-11-27', ...totals }],
    categories: [{ gameType: 'RNG', ...totals }],
  },
});
const contractsNow = (): AdminAgentValue['contracts'] => [
  { kind: 'dailySalary', active: terms({}), pending: null, ceiling: '1.00' },
  { kind: 'dividend', active: null, pending: null, ceiling: '30.00' },
  {
    kind: 'hourlySalary',
    active: null,
    pending: terms({ contractId: 9, rate: '0.30', acceptedAt: null }),
    ceiling: '0.50',
  },
];

describe('back office: agents', () => {
  beforeAll(() => initAdminI18n('EN'));

  it('shows the Agents and Agent payouts sections only to roles with their permission', async () => {
    const nav = async (role: OperatorRole) => {
      apiFetch({} as never, { 'GET /wps/admin/me': ok(operator(role)) });
      renderAdminAt('/admin');
      const links = within(
        await screen.findByRole('navigation', { name: 'Back office sections' }),
      ).getAllByRole('link');
      const names = links.map((link) => link.textContent);
      document.body.innerHTML = '';
      return names;
    };
    expect(await nav('agent-manager')).toEqual(
      expect.arrayContaining(['Agents', 'Agent payouts', 'Members']),
    );
    expect(await nav('agent-manager')).not.toContain('Deposits');
    expect(await nav('owner')).toEqual(expect.arrayContaining(['Agents', 'Agent payouts']));
    const finance = await nav('finance');
    expect(finance).toContain('Agent payouts');
    expect(finance).not.toContain('Agents');
    const support = await nav('support');
    expect(support).not.toContain('Agents');
    expect(support).not.toContain('Agent payouts');
  });

  it('expands and collapses the tree with aria-expanded buttons, loading each downline once asked', async () => {
    const api = apiFetch({} as never, {
      'GET /wps/admin/me': ok(operator('agent-manager')),
      'GET /wps/admin/agents': (call) => {
        const parent = query(call).get('parent');
        if (!parent) return page([agentRow]);
        if (parent === AGENT) {
          // 21 downline agents: the first page of 20, then one more.
          return query(call).get('page') === '2'
            ? page([row({ id: TM002, username: 'tm999', level: 2, directAgents: 0 })], 21, 2)
            : page([tm001Row], 21);
        }
        return page([tm002Row]);
      },
    });
    renderAdminAt('/admin/agents');
    expect(await screen.findByRole('heading', { name: 'Agents', level: 1 })).toBeInTheDocument();
    const toggle = await screen.findByRole('button', { name: 'Downline agents of agent' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('rowheader', { name: /agent/ })).toBeInTheDocument();
    const agentCells = screen.getByRole('link', { name: 'agent' }).closest('tr')!;
    expect(agentCells).toHaveTextContent('23 (7 agents)');
    expect(agentCells).toHaveTextContent('209');
    expect(agentCells).toHaveTextContent('2.00%');
    expect(api.calls.filter((c) => query(c).has('parent'))).toHaveLength(0);

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const child = await screen.findByRole('link', { name: 'tm001' });
    expect(child).toHaveAttribute('href', `/admin/agents/${TM001}`);
    expect(query(api.find('GET /wps/admin/agents').at(-1)!).get('parent')).toBe(AGENT);
    // tm002 has no downline agents: nothing to open.
    await userEvent.click(screen.getByRole('button', { name: 'Downline agents of tm001' }));
    expect(await screen.findByRole('link', { name: 'tm002' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Downline agents of tm002' })).toBeNull();

    // More than a page: the next one on demand.
    await userEvent.click(
      screen.getByRole('button', { name: "Show more of agent's downline agents (1 of 21 shown)" }),
    );
    expect(await screen.findByRole('link', { name: 'tm999' })).toBeInTheDocument();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'tm001' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'tm002' })).toBeNull();
  });

  it('searches agents by username prefix and shows where each sits', async () => {
    const api = apiFetch({} as never, {
      'GET /wps/admin/me': ok(operator('agent-manager')),
      'GET /wps/admin/agents': (call) =>
        query(call).get('q') === 'tm00' ? page([tm001Row, tm002Row]) : page([agentRow]),
    });
    const router = renderAdminAt('/admin/agents');
    await screen.findByRole('link', { name: 'agent' });
    await userEvent.type(screen.getByLabelText('Agent username starts with'), 'tm00');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByRole('heading', { name: 'Agents whose username starts with “tm00”' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=tm00');
    const tm002 = (await screen.findByRole('link', { name: 'tm002' })).closest('tr')!;
    expect(tm002).toHaveTextContent('agent › tm001');
    expect(screen.getByRole('link', { name: 'tm001' }).closest('tr')).toHaveTextContent('agent');
    expect(query(api.find('GET /wps/admin/agents').at(-1)!).get('pageSize')).toBe('20');
    await userEvent.click(screen.getByRole('button', { name: 'Show the whole tree' }));
    expect(await screen.findByRole('link', { name: 'agent' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it("shows an agent's figures and contracts, checks an offer before sending it, and sends it", async () => {
    let contracts = contractsNow();
    const api = apiFetch({} as never, {
      'GET /wps/admin/me': ok(operator('agent-manager')),
      [`GET /wps/admin/agents/${TM001}`]: () => ok(detail(contracts)),
      [`POST /wps/admin/agents/${TM001}/contracts/hourlySalary/offers`]: (call) => {
        const { rate } = JSON.parse(call.body!) as { rate: string };
        const replayed = contracts[2]!.pending?.operator === 'agents';
        const offer = terms({
          contractId: 11,
          rate: Number(rate).toFixed(2),
          offeredBy: null,
          operator: 'agents',
          acceptedAt: null,
        });
        contracts = [contracts[0]!, contracts[1]!, { ...contracts[2]!, pending: offer }];
        return ok({ kind: 'hourlySalary', userName: 'tm001', offer, replayed });
      },
    });
    renderAdminAt(`/admin/agents/${TM001}?from=2026-11-22&to=2026-11-28`);
    expect(
      await screen.findByRole('heading', { name: 'Agent tm001', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'agent' })).toHaveAttribute(
      'href',
      `/admin/agents/${AGENT}`,
    );
    const call = api.find(`GET /wps/admin/agents/${TM001}`)[0]!;
    expect(query(call).get('startDate')).toBe('2026-11-22');
    expect(query(call).get('endDate')).toBe('2026-11-28');
    expect(
      screen.getByRole('heading', { name: 'Team figures from 2026-11-22 to 2026-11-28' }),
    ).toBeInTheDocument();
    expect(screen.getByText('31 members (3 agents, 28 players), 2 levels')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'RNG' }).closest('tr')).toHaveTextContent(
      '-14.50',
    );

    const table = screen.getByRole('table', { name: 'Contracts and offers' });
    const daily = within(table).getByRole('rowheader', { name: 'Daily salary' }).closest('tr')!;
    expect(daily).toHaveTextContent('0.80% · offered by the upline agent');
    expect(daily).toHaveTextContent('No offer waiting');
    expect(daily).toHaveTextContent('1.00%');

    const form = screen.getByRole('group', { name: 'Make an offer' });
    await userEvent.selectOptions(within(form).getByLabelText('Contract'), 'hourlySalary');
    const rate = within(form).getByLabelText('Rate in % (at most 0.50)');
    await userEvent.type(rate, '0.6');
    await userEvent.click(within(form).getByRole('button', { name: 'Send offer' }));
    expect(within(form).getByText('At most 0.50% may be offered.')).toBeInTheDocument();
    expect(rate).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(rate);
    await userEvent.type(rate, '0.4');
    await userEvent.click(within(form).getByRole('button', { name: 'Send offer' }));
    expect(
      await within(form).findByText(
        "Hourly salary offer of 0.40% sent to tm001: it waits for the agent's answer.",
      ),
    ).toBeInTheDocument();
    expect(
      JSON.parse(
        api.find(`POST /wps/admin/agents/${TM001}/contracts/hourlySalary/offers`)[0]!.body!,
      ),
    ).toEqual({ rate: '0.4' });
    const hourly = within(table).getByRole('rowheader', { name: 'Hourly salary' }).closest('tr')!;
    await waitFor(() => expect(hourly).toHaveTextContent('offered by the operator (agents)'));

    // The same offer again: the server answers the one waiting, and the page says so.
    expect(rate).toHaveValue('');
    await userEvent.clear(rate);
    await userEvent.type(rate, '0.4');
    await userEvent.click(within(form).getByRole('button', { name: 'Send offer' }));
    expect(
      await within(form).findByText(/was already waiting for tm001's answer: nothing new was sent/),
    ).toBeInTheDocument();
  });

  it('ends a contract after an inline confirm, and shows the refusal when it was closed meanwhile', async () => {
    let contracts = contractsNow();
    let closed = false;
    const api = apiFetch({} as never, {
      'GET /wps/admin/me': ok(operator('agent-manager')),
      [`GET /wps/admin/agents/${TM001}`]: () => ok(detail(contracts)),
      [`POST /wps/admin/agents/${TM001}/contracts/dailySalary/end`]: () => {
        contracts = [{ ...contracts[0]!, active: null }, contracts[1]!, contracts[2]!];
        return ok({
          kind: 'dailySalary',
          contractId: 7,
          outcome: 'ended',
          contract: contracts[0],
        });
      },
      [`POST /wps/admin/agents/${TM001}/contracts/hourlySalary/end`]: () => {
        closed = true;
        return fail(409, 'agent.contract_closed');
      },
    });
    renderAdminAt(`/admin/agents/${TM001}`);
    const end = await screen.findByRole('button', { name: "End tm001's Daily salary contract" });
    await userEvent.click(end);
    const dialog = screen.getByRole('alertdialog', {
      name: "End tm001's Daily salary contract of 0.80%?",
    });
    expect(within(dialog).getByRole('heading')).toHaveFocus();
    expect(dialog).toHaveTextContent('From now on it earns nothing');
    // Cancel: nothing sent, the focus back on the button.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(end).toHaveFocus();
    expect(api.find(`POST /wps/admin/agents/${TM001}/contracts/dailySalary/end`)).toHaveLength(0);

    await userEvent.click(end);
    await userEvent.click(screen.getByRole('button', { name: 'End the contract' }));
    expect(await screen.findByText("tm001's Daily salary contract has ended.")).toBeInTheDocument();
    expect(
      JSON.parse(api.find(`POST /wps/admin/agents/${TM001}/contracts/dailySalary/end`)[0]!.body!),
    ).toEqual({ contractId: 7 });
    const table = screen.getByRole('table', { name: 'Contracts and offers' });
    await waitFor(() =>
      expect(
        within(table).getByRole('rowheader', { name: 'Daily salary' }).closest('tr'),
      ).toHaveTextContent('None in force'),
    );

    // The offer was answered meanwhile: the server refuses, the dialog says why.
    await userEvent.click(
      screen.getByRole('button', { name: 'Withdraw the Hourly salary offer to tm001' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw the offer' }));
    expect(await within(screen.getByRole('alertdialog')).findByRole('alert')).toHaveTextContent(
      'This contract or offer has already ended, been answered or replaced.',
    );
    expect(closed).toBe(true);
  });

  it('reviews payouts: approve, reject with a reason, recalculate; a payout another operator settled is refused', async () => {
    const payout = (over: Partial<AdminAgentPayout>): AdminAgentPayout => ({
      id: 1,
      kind: 'dividend',
      period: '2026-10',
      periodStart: '2026-09-30T16:00:00.000Z',
      periodEnd: '2026-10-31T16:00:00.000Z',
      base: '26000.00',
      rate: '25.00',
      amount: '6500.00',
      status: 'pending',
      createdAt: '2026-10-31T17:00:00.000Z',
      paidAt: null,
      rejectReason: null,
      memberId: TM001,
      userName: 'tm001',
      reviewedAt: null,
      ...over,
    });
    let rows = [
      payout({}),
      payout({ id: 2, userName: 'tm033', amount: '5600.00' }),
      payout({ id: 3, userName: 'tm065', amount: '5100.00' }),
    ];
    const settle = (id: number, change: Partial<AdminAgentPayout>) => {
      const next = { ...rows.find((p) => p.id === id)!, ...change };
      rows = rows.map((p) => (p.id === id ? next : p));
      return ok(next);
    };
    const api = apiFetch({} as never, {
      'GET /wps/admin/me': ok(operator('finance')),
      'GET /wps/admin/agent-payouts': (call) => {
        const status = query(call).get('status');
        const list = rows.filter((p) => !status || p.status === status);
        return ok({ list, pageNum: 1, totalPages: 1, total: list.length });
      },
      'POST /wps/admin/agent-payouts/1/approve': () =>
        settle(1, { status: 'paid', paidAt: '2026-11-28T09:00:00.000Z' }),
      'POST /wps/admin/agent-payouts/2/reject': (call) =>
        settle(2, { status: 'rejected', rejectReason: JSON.parse(call.body!).reason }),
      'POST /wps/admin/agent-payouts/3/recalculate': () => settle(3, { amount: '5200.00' }),
      'POST /wps/admin/agent-payouts/4/approve': () => {
        settle(4, { status: 'paid', paidAt: '2026-11-28T09:00:00.000Z' }); // by another operator
        return fail(409, 'agent.payout_already_paid');
      },
    });
    renderAdminAt('/admin/agent-payouts');
    expect(
      await screen.findByRole('heading', { name: 'Agent payouts', level: 1 }),
    ).toBeInTheDocument();
    await screen.findByRole('link', { name: 'tm001' });
    expect(query(api.find('GET /wps/admin/agent-payouts')[0]!).get('status')).toBe('pending');

    await userEvent.click(screen.getByRole('button', { name: 'Approve tm001 Dividend 2026-10' }));
    expect(
      await screen.findByText('Dividend of 2026-10 for tm001 approved: 6,500.00 credited.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'tm001' })).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Reject tm033 Dividend 2026-10' }));
    await userEvent.type(screen.getByLabelText('Reason shown to the member'), 'Disputed bets');
    await userEvent.click(screen.getByRole('button', { name: 'Reject the request' }));
    expect(
      await screen.findByText('Dividend of 2026-10 for tm033 rejected: it will not be paid.'),
    ).toBeInTheDocument();
    expect(JSON.parse(api.find('POST /wps/admin/agent-payouts/2/reject')[0]!.body!)).toEqual({
      reason: 'Disputed bets',
    });

    await userEvent.click(
      screen.getByRole('button', { name: 'Recalculate tm065 Dividend 2026-10' }),
    );
    expect(
      await screen.findByText(
        'Dividend of 2026-10 for tm065 recalculated: 5,200.00, still waiting for review.',
      ),
    ).toBeInTheDocument();

    // Another operator paid it first: the server's refusal is shown, the list refreshed.
    rows = [...rows, payout({ id: 4, userName: 'tm097' })];
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'all');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await screen.findByRole('link', { name: 'tm097' });
    await userEvent.click(screen.getByRole('button', { name: 'Approve tm097 Dividend 2026-10' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Another operator has already paid this payout. The list now shows its status.',
    );
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'tm097' }).closest('tr')).toHaveTextContent('Paid'),
    );
    expect(api.find('POST /wps/admin/agent-payouts/4/approve')).toHaveLength(1);
  });
});
