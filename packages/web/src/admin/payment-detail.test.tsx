import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiFetch, fail, ok } from '@/shared/test/api-fetch';
import { initAdminI18n, setAdminLanguage } from './i18n';
import { renderAdminAt } from './test-render';

const finance = {
  id: 'f1',
  username: 'finance',
  role: 'finance',
  permissions: ['self', 'payments.review', 'members.read'],
  via: 'session',
  totpEnabled: true,
};

const WITHDRAWAL = '7d1c5b0e-4c1a-4c43-9b9e-0d4f2b8f6a11';
const OLDER = '8e2d6c1f-5d2b-4d54-8c0f-1e5f3c9f7b22';
const DEPOSIT = '9f3e7d20-6e3c-4e65-9d10-2f6a4d0a8c33';
const MEMBER = '1a2b3c4d-0000-4000-8000-00000000abcd';

const withdrawal = {
  id: WITHDRAWAL,
  card: {
    id: 'c0a80101-0000-4000-8000-000000000001',
    bankCode: 'BDO',
    bankName: 'BDO Unibank',
    maskedNumber: '**** 4321',
    payeeName: 'J*** D***',
    createdAt: '2026-11-01T00:00:00.000Z',
  },
  amount: '300.00',
  status: 'pending',
  note: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  reviewedAt: null,
  memberId: MEMBER,
  userName: 'player7',
  payout: null,
};

const deposit = {
  id: DEPOSIT,
  channelId: 'BANK_TRANSFER',
  channelName: 'Bank transfer',
  kind: 'manual',
  amount: '500.00',
  fee: '0.00',
  bonus: '15.00',
  credit: '515.00',
  payerName: 'Juan Dela Cruz',
  reference: 'REF-88',
  account: null,
  bonusOptIn: true,
  status: 'pending',
  note: null,
  createdAt: '2026-11-20T07:00:00.000Z',
  reviewedAt: null,
  memberId: MEMBER,
  userName: 'player7',
};

const context = {
  balance: { total: '1250.00', held: '300.00', available: '950.00' },
  turnover: { percent: 100, required: '515.00', done: '200.00', missing: '315.00' },
  recentDeposits: [
    {
      id: DEPOSIT,
      amount: '500.00',
      channelName: 'Bank transfer',
      status: 'approved',
      createdAt: '2026-11-20T07:00:00.000Z',
    },
  ],
  recentWithdrawals: [
    { id: WITHDRAWAL, amount: '300.00', status: 'pending', createdAt: '2026-11-20T08:00:00.000Z' },
    { id: OLDER, amount: '1200.00', status: 'rejected', createdAt: '2026-11-18T10:15:00.000Z' },
  ],
};

const page = (list: unknown[], payoutGateways: string[] = []) =>
  ok({ list, pageNum: 1, totalPages: 1, total: list.length, payoutGateways });

/** An answer that arrives when `release` is called (the loading state in between). */
function later<T>(answer: T) {
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  return { handler: async () => (await arrived, answer), release: () => release() };
}

describe('review queues: a request’s details', () => {
  beforeAll(() => initAdminI18n('EN'));

  it('opens a withdrawal’s detail on demand: balance, turnover owed, card and history, with the member’s page', async () => {
    const detail = later(ok({ request: withdrawal, ...context }));
    const api = apiFetch({} as never, {
      'GET /wps/admin/me': ok(finance),
      'GET /wps/admin/withdrawals': page([withdrawal]),
      [`GET /wps/admin/withdrawals/${WITHDRAWAL}`]: detail.handler,
    });
    renderAdminAt('/admin/withdrawals');
    const button = await screen.findByRole('button', { name: 'Details of player7 300.00' });
    expect(button).toHaveTextContent('Details');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // Nothing is read before the detail is opened.
    expect(api.find(`GET /wps/admin/withdrawals/${WITHDRAWAL}`)).toHaveLength(0);

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(within(panel).getByText('Loading…')).toBeInTheDocument();
    detail.release();

    await within(panel).findByText('Balance (total)');
    const region = within(panel).getByRole('region', { name: 'Request details' });
    expect(region).toHaveTextContent('Balance (total)1,250.00');
    expect(region).toHaveTextContent('Held for pending withdrawals300.00');
    expect(region).toHaveTextContent('Available950.00');
    expect(region).toHaveTextContent(
      "Turnover owed315.00 still to bet (200.00 of 515.00 bet, 100% of the last deposit's credit)",
    );
    expect(region).toHaveTextContent('Bank cardBDO Unibank **** 4321 · J*** D***');
    expect(within(region).getByRole('link', { name: "Open the member's page" })).toHaveAttribute(
      'href',
      `/admin/members/${MEMBER}`,
    );

    const withdrawals = within(region).getByRole('table', { name: 'Latest withdrawals' });
    const lines = within(withdrawals).getAllByRole('row').slice(1);
    expect(lines.map((line) => line.textContent)).toEqual([
      '2026-11-20 08:00:00300.00Pending (this request)',
      '2026-11-18 10:15:001,200.00Rejected',
    ]);
    const deposits = within(region).getByRole('table', { name: 'Latest deposits' });
    expect(within(deposits).getAllByRole('row')[1]).toHaveTextContent(
      '2026-11-20 07:00:00Bank transfer500.00Approved',
    );

    // Closed again: the detail is gone, and was read once.
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Request details' })).not.toBeInTheDocument();
    expect(api.find(`GET /wps/admin/withdrawals/${WITHDRAWAL}`)).toHaveLength(1);
  });

  it('shows a deposit’s reference, fee and bonus, and a member with no turnover owed and no withdrawals', async () => {
    apiFetch({} as never, {
      'GET /wps/admin/me': ok(finance),
      'GET /wps/admin/deposits': page([deposit]),
      [`GET /wps/admin/deposits/${DEPOSIT}`]: ok({
        request: deposit,
        ...context,
        turnover: { percent: 100, required: '515.00', done: '600.00', missing: '0.00' },
        recentWithdrawals: [],
      }),
    });
    renderAdminAt('/admin/deposits');
    await userEvent.click(await screen.findByRole('button', { name: 'Details of player7 500.00' }));
    await screen.findByText('Reference');
    const region = screen.getByRole('region', { name: 'Request details' });
    expect(region).toHaveTextContent('ReferenceREF-88');
    expect(region).toHaveTextContent('Fee0.00');
    expect(region).toHaveTextContent('Bonus15.00');
    expect(region).toHaveTextContent('Turnover owedNone: the member may withdraw.');
    expect(region).not.toHaveTextContent('Bank card');
    expect(region).toHaveTextContent('Latest withdrawalsNone yet.');
  });

  it('says when the request is gone, without asking again, and offers to try again', async () => {
    const api = apiFetch({} as never, {
      'GET /wps/admin/me': ok(finance),
      'GET /wps/admin/deposits': page([deposit]),
      [`GET /wps/admin/deposits/${DEPOSIT}`]: fail(404, 'deposit.not_found'),
    });
    renderAdminAt('/admin/deposits');
    await userEvent.click(await screen.findByRole('button', { name: 'Details of player7 500.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This request no longer exists.');
    expect(api.find(`GET /wps/admin/deposits/${DEPOSIT}`)).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.find(`GET /wps/admin/deposits/${DEPOSIT}`)).toHaveLength(2));
  });

  it('says the same in TY', async () => {
    await setAdminLanguage('TY');
    try {
      apiFetch({} as never, {
        'GET /wps/admin/me': ok(finance),
        'GET /wps/admin/withdrawals': page([withdrawal]),
        [`GET /wps/admin/withdrawals/${WITHDRAWAL}`]: ok({ request: withdrawal, ...context }),
      });
      renderAdminAt('/admin/withdrawals');
      const button = await screen.findByRole('button', { name: 'Mga detalye ng player7 300.00' });
      await userEvent.click(button);
      await screen.findByText('Magagamit');
      const region = screen.getByRole('region', { name: 'Mga detalye ng kahilingan' });
      expect(region).toHaveTextContent('Magagamit950.00');
      expect(region).toHaveTextContent('315.00 pa ang kailangang itaya');
      expect(
        within(region).getByRole('table', { name: 'Mga huling withdrawal' }),
      ).toHaveTextContent('Nakabinbin (ang kahilingang ito)');
    } finally {
      await setAdminLanguage('EN');
    }
  });
});
