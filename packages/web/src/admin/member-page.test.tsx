import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROLE_PERMISSIONS } from '@kalaro/contract/operator-roles';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiFetch, fail, ok, type Recorded } from '@/shared/test/api-fetch';
import { initAdminI18n } from './i18n';
import { renderAdminAt } from './test-render';

const ID = '0d7f3c1e-5a8b-4c2d-9e1f-3a4b5c6d7e8f';
const HISTORY = `GET /wps/admin/members/${ID}/history`;

const SUPPORT = {
  id: 'support-1',
  username: 'support',
  role: 'support',
  permissions: ROLE_PERMISSIONS.support,
  via: 'session',
  totpEnabled: true,
};

const memberRow = (over: Record<string, unknown> = {}) => ({
  id: ID,
  username: 'player9',
  mobile: null,
  email: null,
  status: 'active',
  closedAt: null,
  type: 0,
  vipLabel: 'VIP0',
  registeredAt: '2026-01-01T00:00:00.000Z',
  upline: null,
  balance: '12.00',
  nickname: null,
  birthDate: null,
  agentPath: [],
  mustChangePassword: false,
  securityQuestionsSet: false,
  ...over,
});

describe('back office: a member page', () => {
  beforeAll(() => initAdminI18n('EN'));

  it('says whether the member has set security questions, and nothing of them', async () => {
    for (const securityQuestionsSet of [true, false]) {
      apiFetch({} as never, {
        'GET /wps/admin/me': ok(SUPPORT),
        [`GET /wps/admin/members/${ID}`]: ok({
          member: memberRow({ securityQuestionsSet }),
          sessions: [],
        }),
        [`GET /wps/admin/members/${ID}/protection`]: fail(503, 'system.unavailable'),
      });
      renderAdminAt(`/admin/members/${ID}`);
      const term = await screen.findByText('Security questions', { selector: 'dt' });
      expect(term.nextElementSibling).toHaveTextContent(
        securityQuestionsSet ? /^Set$/ : /^Not set$/,
      );
      cleanup();
    }
  });

  it('tells a session of the web app installed on an iOS home screen (device OTHERS) from a browser one', async () => {
    apiFetch({} as never, {
      'GET /wps/admin/me': ok(SUPPORT),
      [`GET /wps/admin/members/${ID}`]: ok({
        member: memberRow(),
        sessions: [
          {
            id: 's1',
            createdAt: '2026-11-27T08:00:00.000Z',
            lastSeenAt: '2026-11-27T09:00:00.000Z',
            ip: '10.0.0.7',
            userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X)',
            device: 'OTHERS',
          },
          {
            id: 's2',
            createdAt: '2026-11-26T08:00:00.000Z',
            lastSeenAt: '2026-11-26T09:00:00.000Z',
            ip: '10.0.0.8',
            userAgent: 'Mozilla/5.0 (Linux; Android 14)',
            device: 'MOBILE',
          },
        ],
      }),
      [`GET /wps/admin/members/${ID}/protection`]: fail(503, 'system.unavailable'),
    });
    renderAdminAt(`/admin/members/${ID}`);
    const rows = await screen.findAllByRole('row', { name: /10\.0\.0\./ });
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Home-screen app (iOS)')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText('Home-screen app (iOS)')).not.toBeInTheDocument();
  });

  it('tells an account the member closed from one an operator disabled, and offers to reopen it', async () => {
    const api = apiFetch({} as never, {
      'GET /wps/admin/me': ok(SUPPORT),
      [`GET /wps/admin/members/${ID}`]: ok({
        member: memberRow({ status: 'disabled', closedAt: '2026-11-20T10:30:00.000Z' }),
        sessions: [],
      }),
      [`GET /wps/admin/members/${ID}/protection`]: fail(503, 'system.unavailable'),
      [`PUT /wps/admin/members/${ID}/status`]: ok(memberRow()),
    });
    renderAdminAt(`/admin/members/${ID}`);
    expect(await screen.findByText(/Closed by the member on 2026-11-20/)).toBeInTheDocument();
    expect(screen.getByText(/Reopen it only at the member's own request/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Reason'), 'Member asked by phone');
    await user.click(screen.getByRole('button', { name: 'Reopen account' }));
    await waitFor(() => expect(api.find(`PUT /wps/admin/members/${ID}/status`)).toHaveLength(1));
    expect(JSON.parse(api.find(`PUT /wps/admin/members/${ID}/status`)[0]!.body!)).toEqual({
      status: 'active',
      reason: 'Member asked by phone',
    });
  });
});

const ledgerRow = (n: number, type = 'deposit') => ({
  id: String(n),
  type,
  amount: `${n}.00`,
  balanceAfter: `${n * 10}.00`,
  reference: `ref ${n}`,
  createdAt: `2026-11-20T10:${String(n % 60).padStart(2, '0')}:00.000Z`,
});

const bet = {
  id: 5,
  roundId: 'round-5',
  nodeId: 1,
  gameId: 'fortune',
  gameName: 'Fortune Reels',
  vendor: 'INHOUSE',
  gameType: 'INHOUSE',
  stake: '3.00',
  win: '7.50',
  net: '4.50',
  status: 'settled',
  createdAt: '2026-11-20T09:00:00.000Z',
  settledAt: '2026-11-20T09:00:01.000Z',
  detail: null,
};

const query = (call: Recorded) => Object.fromEntries(new URLSearchParams(call.search));

/** The member page, with `history` answering the history calls. */
type Reply = { status?: number; body: unknown };
function renderMember(history: (call: Recorded) => Reply | Promise<Reply>) {
  const api = apiFetch({} as never, {
    'GET /wps/admin/me': ok(SUPPORT),
    [`GET /wps/admin/members/${ID}`]: ok({ member: memberRow(), sessions: [] }),
    [`GET /wps/admin/members/${ID}/protection`]: fail(503, 'system.unavailable'),
    [HISTORY]: history,
  });
  renderAdminAt(`/admin/members/${ID}`);
  return api;
}

describe("back office: a member's history on the member page", () => {
  beforeAll(() => initAdminI18n('EN'));
  afterEach(cleanup);

  it('shows the ledger a page at a time: Next asks for the following page, Previous goes back', async () => {
    const api = renderMember((call) => {
      const { page } = query(call);
      return page === '2'
        ? ok({
            kind: 'ledger',
            rows: [ledgerRow(21, 'adjustment')],
            page: 2,
            pageSize: 20,
            more: false,
          })
        : ok({
            kind: 'ledger',
            rows: Array.from({ length: 20 }, (_, i) => ledgerRow(i + 1)),
            page: 1,
            pageSize: 20,
            more: true,
          });
    });
    const panel = await screen.findByRole('tabpanel', { name: 'Ledger' });
    expect(await within(panel).findAllByRole('row', { name: /ref \d+/ })).toHaveLength(20);
    expect(within(panel).getByText('Page 1 · rows 1–20')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(query(api.find(HISTORY)[0]!)).toEqual({ kind: 'ledger', page: '1', pageSize: '20' });

    const user = userEvent.setup();
    await user.click(within(panel).getByRole('button', { name: 'Next' }));
    expect(await within(panel).findByText('Page 2 · rows 21–21')).toBeInTheDocument();
    const row = within(panel).getByRole('row', { name: /ref 21/ });
    expect(row).toHaveTextContent('adjustment');
    expect(row).toHaveTextContent('21.00');
    expect(within(panel).queryByRole('row', { name: /ref 1\b/ })).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(within(panel).getByRole('button', { name: 'Previous' }));
    expect(await within(panel).findByText('Page 1 · rows 1–20')).toBeInTheDocument();
  });

  it('switches kinds with tabs, by click and by arrow keys, Home and End', async () => {
    const api = renderMember((call) => {
      const { kind } = query(call);
      if (kind === 'bets') return ok({ kind, rows: [bet], page: 1, pageSize: 20, more: false });
      if (kind === 'rewards') {
        return ok({ kind, rows: [ledgerRow(4, 'bonus')], page: 1, pageSize: 20, more: false });
      }
      return ok({ kind, rows: [], page: 1, pageSize: 20, more: false });
    });
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Ledger',
      'Bets',
      'Deposits',
      'Withdrawals',
      'Rewards',
    ]);
    expect(screen.getByRole('tablist', { name: 'History' })).toBeInTheDocument();
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No ledger rows.')).toBeInTheDocument();

    const user = userEvent.setup();
    tabs[0]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveFocus();
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[0]).toHaveAttribute('tabindex', '-1');
    const bets = await screen.findByRole('tabpanel', { name: 'Bets' });
    const betRow = await within(bets).findByRole('row', { name: /Fortune Reels/ });
    expect(betRow).toHaveTextContent('round-5');
    expect(betRow).toHaveTextContent('4.50');
    expect(betRow).toHaveTextContent('Settled');

    await user.keyboard('{End}');
    expect(tabs[4]).toHaveFocus();
    const rewards = await screen.findByRole('tabpanel', { name: 'Rewards' });
    expect(await within(rewards).findByRole('row', { name: /ref 4/ })).toHaveTextContent('bonus');

    await user.keyboard('{ArrowRight}');
    expect(tabs[0]).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tabs[4]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tabs[0]).toHaveFocus();

    await user.click(tabs[2]!);
    expect(await screen.findByText('No deposit requests.')).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Deposits' })).toBeInTheDocument();
    expect(api.find(HISTORY).map((c) => query(c).kind)).toEqual(
      expect.arrayContaining(['ledger', 'bets', 'rewards', 'deposits']),
    );
  });

  it('shows deposits and withdrawals with their status, and says when a page is loading or failed', async () => {
    let release: (() => void) | undefined;
    let withdrawalsAsked = 0;
    renderMember((call) => {
      const { kind } = query(call);
      if (kind === 'deposits') {
        return new Promise<Reply>((resolve) => {
          release = () =>
            resolve(
              ok({
                kind,
                rows: [
                  {
                    id: '2f9a7c3e-1b4d-4e5f-8a6b-7c8d9e0f1a2b',
                    channelId: 'gcash',
                    channelName: 'GCash',
                    kind: 'manual',
                    amount: '500.00',
                    fee: '0.00',
                    bonus: '0.00',
                    credit: '500.00',
                    payerName: 'Juan',
                    reference: null,
                    account: null,
                    bonusOptIn: false,
                    status: 'rejected',
                    note: 'no transfer seen',
                    createdAt: '2026-11-20T08:00:00.000Z',
                    reviewedAt: '2026-11-20T09:00:00.000Z',
                  },
                ],
                page: 1,
                pageSize: 20,
                more: false,
              }),
            );
        });
      }
      if (kind === 'withdrawals') {
        withdrawalsAsked += 1;
        return fail(503, 'system.unavailable');
      }
      return ok({ kind, rows: [], page: 1, pageSize: 20, more: false });
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Deposits' }));
    const deposits = screen.getByRole('tabpanel', { name: 'Deposits' });
    expect(within(deposits).getByText('Loading…')).toBeInTheDocument();
    await waitFor(() => expect(release).toBeDefined());
    release!();
    const row = await within(deposits).findByRole('row', { name: /GCash/ });
    expect(row).toHaveTextContent('Rejected');
    expect(row).toHaveTextContent('no transfer seen');
    // One page, nothing more: no pager.
    expect(within(deposits).queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Withdrawals' }));
    const withdrawals = screen.getByRole('tabpanel', { name: 'Withdrawals' });
    expect(
      await within(withdrawals).findByRole('alert', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    const asked = withdrawalsAsked;
    await user.click(within(withdrawals).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(withdrawalsAsked).toBeGreaterThan(asked));
  });
});
