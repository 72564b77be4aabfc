import { screen, within } from '@testing-library/react';
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
        row(PAYING, 'player8', 'paying', {
          provider: 'acmepay',
          reference: 'PO-17',
          checkedAt: null,
        }),
        row(PENDING, 'player9', 'failed', {
          provider: 'acmepay',
          reference: 'PO-18',
          checkedAt: '2026-11-20T08:05:00.000Z',
        }),
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
    // A failed payout has nothing to check: its only button opens the details.
    expect(
      within(failed)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Details']);

    expect(paying).toHaveTextContent('Not checked with the gateway yet.');
    expect(failed).not.toHaveTextContent('checked with the gateway');

    await userEvent.click(
      within(paying).getByRole('button', {
        name: 'Check the payout of player8 70.00 with the gateway now',
      }),
    );
    expect(api.find(`POST /wps/admin/withdrawals/${PAYING}/payout-status`)).toHaveLength(1);
    expect(
      await screen.findByText('The gateway paid the payout of 70.00 for player8.'),
    ).toBeInTheDocument();
  });

  it('shows when a paying payout was last checked with the gateway; check now refreshes it and tells what the gateway said', async () => {
    let checkedAt = '2026-11-20T08:05:00.000Z';
    let answer: 'paying' | 'pending' | 'down' = 'down';
    const api = apiFetch({} as never, {
      'GET /wps/admin/me': ok(finance),
      'GET /wps/admin/withdrawals': () =>
        page([
          row(PAYING, 'player8', answer === 'pending' ? 'pending' : 'paying', {
            provider: 'acmepay',
            reference: 'PO-17',
            checkedAt,
          }),
        ]),
      [`POST /wps/admin/withdrawals/${PAYING}/payout-status`]: () => {
        checkedAt = '2026-11-20T09:30:15.000Z';
        return answer === 'down'
          ? fail(503, 'service.unavailable')
          : ok(row(PAYING, 'player8', answer));
      },
    });
    renderAdminAt('/admin/withdrawals');
    await userEvent.selectOptions(await screen.findByLabelText('Status'), 'paying');
    const paying = (await screen.findByText('player8')).closest('tr')!;
    expect(paying).toHaveTextContent('Last checked with the gateway: 2026-11-20 08:05:00 UTC');
    const checkNow = within(paying).getByRole('button', { name: /with the gateway now$/ });
    expect(checkNow).toHaveTextContent('Check now');

    // The gateway does not answer: it stays paying, and the operator is told so (not "pending").
    await userEvent.click(checkNow);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The payment gateway did not answer. The withdrawal stays paying out',
    );
    // The check was recorded all the same: the row shows its time.
    expect(
      await within(paying).findByText('Last checked with the gateway: 2026-11-20 09:30:15 UTC'),
    ).toBeInTheDocument();

    answer = 'paying';
    await userEvent.click(checkNow);
    expect(
      await screen.findByText(
        'The gateway has not paid the payout of 70.00 for player8 yet. It is checked again automatically every few minutes.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    answer = 'pending';
    await userEvent.click(checkNow);
    expect(
      await screen.findByText(
        /^The gateway has no payout of 70.00 for player8: the withdrawal is pending again/,
      ),
    ).toBeInTheDocument();
    expect(api.find(`POST /wps/admin/withdrawals/${PAYING}/payout-status`)).toHaveLength(3);
  });

  it('says the same in TY', async () => {
    await setAdminLanguage('TY');
    try {
      apiFetch({} as never, {
        'GET /wps/admin/me': ok(finance),
        'GET /wps/admin/withdrawals': page([
          row(PAYING, 'player8', 'paying', {
            provider: 'acmepay',
            reference: 'PO-17',
            checkedAt: '2026-11-20T08:05:00.000Z',
          }),
        ]),
      });
      renderAdminAt('/admin/withdrawals');
      await userEvent.selectOptions(await screen.findByLabelText('Status'), 'paying');
      const paying = (await screen.findByText('player8')).closest('tr')!;
      expect(paying).toHaveTextContent('Huling sinuri sa gateway: 2026-11-20 08:05:00 UTC');
      expect(
        within(paying).getByRole('button', { name: /^Suriin ngayon sa gateway/ }),
      ).toHaveTextContent('Suriin ngayon');
    } finally {
      await setAdminLanguage('EN');
    }
  });
});
