import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiFetch, fail, ok } from '@/shared/test/api-fetch';
import { initAdminI18n } from './i18n';
import { renderAdminAt } from './test-render';

const finance = {
  id: 'f1',
  username: 'finance',
  role: 'finance',
  permissions: ['self', 'payments.review', 'payouts.review', 'members.read', 'balance.adjust'],
  via: 'session',
  totpEnabled: true,
};

const withdrawal = {
  id: '7d1c5b0e-4c1a-4c43-9b9e-0d4f2b8f6a11',
  card: {
    id: 'c1',
    bankCode: 'BDO',
    bankName: 'BDO Unibank',
    maskedNumber: '**** 4321',
    payeeName: 'J*** D***',
    createdAt: '2026-11-01T00:00:00.000Z',
  },
  amount: '70.00',
  status: 'pending',
  note: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  reviewedAt: null,
  memberId: 'm1',
  userName: 'player7',
  payout: null,
};

describe('back office screens', () => {
  beforeAll(() => initAdminI18n('EN'));

  it('sends a signed-out operator to sign-in, keeping where it was going', async () => {
    apiFetch({} as never, { 'GET /wps/admin/me': fail(401, 'admin.token_invalid') });
    const router = renderAdminAt('/admin/withdrawals');
    expect(
      await screen.findByRole('heading', { name: 'Sign in to the back office' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?next=%2Fadmin%2Fwithdrawals');
  });

  it('shows finance only its sections, and pays a withdrawal from the queue', async () => {
    let paid = false;
    const api = apiFetch({} as never, {
      'GET /wps/admin/me': ok(finance),
      'GET /wps/admin/withdrawals': () =>
        ok({
          list: paid ? [] : [withdrawal],
          pageNum: 1,
          totalPages: 1,
          total: paid ? 0 : 1,
          payoutGateways: [],
        }),
      [`PUT /wps/admin/withdrawals/${withdrawal.id}`]: () => {
        paid = true;
        return ok({ ...withdrawal, status: 'approved' });
      },
    });
    renderAdminAt('/admin/withdrawals');
    const nav = await screen.findByRole('navigation', { name: 'Back office sections' });
    expect(nav).toHaveTextContent('Withdrawals');
    expect(nav).not.toHaveTextContent('Operators');
    expect(nav).not.toHaveTextContent('Audit log');
    const row = (await screen.findByText('player7')).closest('tr')!;
    expect(row).toHaveTextContent('BDO Unibank **** 4321');
    // No gateway pays out: no choice is offered.
    expect(screen.queryByLabelText('Pay out')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Approve player7 70.00' }));
    expect(await screen.findByText('Withdrawal of 70.00 for player7 paid.')).toBeInTheDocument();
    expect(JSON.parse(api.find(`PUT /wps/admin/withdrawals/${withdrawal.id}`)[0]!.body!)).toEqual({
      status: 'approved',
    });
    await waitFor(() => expect(screen.getByText('No requests with this status.')).toBeVisible());
  });

  it('tells the operator when another one settled the request first', async () => {
    apiFetch({} as never, {
      'GET /wps/admin/me': ok(finance),
      'GET /wps/admin/withdrawals': ok({
        list: [withdrawal],
        pageNum: 1,
        totalPages: 1,
        total: 1,
        payoutGateways: [],
      }),
      [`PUT /wps/admin/withdrawals/${withdrawal.id}`]: fail(409, 'withdraw.already_reviewed'),
    });
    renderAdminAt('/admin/withdrawals');
    await userEvent.click(await screen.findByRole('button', { name: 'Approve player7 70.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Another operator has already settled this request.',
    );
  });
});
