import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiFetch, fail, ok } from '@/shared/test/api-fetch';
import { initAdminI18n } from './i18n';
import { renderAdminAt } from './test-render';

const finance = {
  id: 'f1',
  username: 'finance',
  role: 'finance',
  permissions: ['self', 'payments.review', 'members.read'],
  via: 'session',
  totpEnabled: true,
};

const row = (id: string, userName: string, status: string, payout: unknown = null) => ({
  id,
  card: {
    id: `card-${id}`,
    bankCode: 'BDO',
    bankName: 'BDO Unibank',
    maskedNumber: '**** 4321',
    payeeName: 'J*** D***',
    createdAt: '2026-11-01T00:00:00.000Z',
  },
  amount: '70.00',
  status,
  note: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  reviewedAt: null,
  memberId: 'm1',
  userName,
  payout,
});

const PENDING = '7d1c5b0e-4c1a-4c43-9b9e-0d4f2b8f6a11';
const PAYING = '8e2d6c1f-5d2b-4d54-8c0f-1e5f3c9f7b22';
const page = (list: unknown[], payoutGateways: string[] = ['acmepay']) =>
  ok({ list, pageNum: 1, totalPages: 1, total: list.length, payoutGateways });

describe('withdrawal payouts in the back office', () => {
  beforeAll(() => initAdminI18n('EN'));

  it('offers the payout gateways on approval and sends the chosen one', async () => {
    let sent = false;
    const api = apiFetch({} as never, {
      'GET /wps/admin/me': ok(finance),
      'GET /wps/admin/withdrawals': () => page(sent ? [] : [row(PENDING, 'player7', 'pending')]),
      [`PUT /wps/admin/withdrawals/${PENDING}`]: () => {
        sent = true;
        return ok(row(PENDING, 'player7', 'paying'));
      },
    });
    renderAdminAt('/admin/withdrawals');
    const choice = await screen.findByLabelText('Pay out');
    expect(
      within(choice)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['By hand (paid outside the system)', 'Through acmepay']);
    await userEvent.selectOptions(choice, 'acmepay');
    await userEvent.click(screen.getByRole('button', { name: 'Approve player7 70.00' }));
    expect(
      await screen.findByText(
        'Withdrawal of 70.00 for player7 sent to acmepay: it is paid once the gateway confirms.',
      ),
    ).toBeInTheDocument();
    expect(JSON.parse(api.find(`PUT /wps/admin/withdrawals/${PENDING}`)[0]!.body!)).toEqual({
      status: 'approved',
      payoutProvider: 'acmepay',
    });
  });

  it('says so when the gateway cannot be reached, and the request stays approvable', async () => {
    apiFetch({} as never, {
      'GET /wps/admin/me': ok(finance),
      'GET /wps/admin/withdrawals': page([row(PENDING, 'player7', 'pending')]),
      [`PUT /wps/admin/withdrawals/${PENDING}`]: fail(503, 'service.unavailable'),
    });
    renderAdminAt('/admin/withdrawals');
    await userEvent.selectOptions(await screen.findByLabelText('Pay out'), 'acmepay');
    await userEvent.click(screen.getByRole('button', { name: 'Approve player7 70.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The payment gateway cannot be reached. Nothing was changed',
    );
    expect(screen.getByRole('button', { name: 'Approve player7 70.00' })).toBeEnabled();
  });

  it('lists paying and failed payouts with their gateway, and asks the gateway about a paying one', async () => {
    const api = apiFetch({} as never, {
      'GET /wps/admin/me': ok(finance),
      'GET /wps/admin/withdrawals': page([
        row(PAYING, 'player8', 'paying', { provider: 'acmepay', reference: 'PO-17' }),
        row(PENDING, 'player9', 'failed', { provider: 'acmepay', reference: 'PO-18' }),
      ]),
      [`POST /wps/admin/withdrawals/${PAYING}/payout-status`]: ok(
        row(PAYING, 'player8', 'approved'),
      ),
    });
    renderAdminAt('/admin/withdrawals');
    const filter = await screen.findByLabelText('Status');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Pending', 'Paying out', 'Approved', 'Rejected', 'Payout failed']);
    await userEvent.selectOptions(filter, 'paying');
    const paying = (await screen.findByText('player8')).closest('tr')!;
    expect(paying).toHaveTextContent('Paying out');
    expect(paying).toHaveTextContent('acmepay, reference PO-17');
    const failed = screen.getByText('player9').closest('tr')!;
    expect(failed).toHaveTextContent('Payout failed');
    expect(failed).toHaveTextContent("The amount went back to the member's balance.");
    expect(within(failed).queryByRole('button')).not.toBeInTheDocument();

    await userEvent.click(
      within(paying).getByRole('button', {
        name: 'Ask the gateway about the payout of player8 70.00',
      }),
    );
    expect(api.find(`POST /wps/admin/withdrawals/${PAYING}/payout-status`)).toHaveLength(1);
  });
});
