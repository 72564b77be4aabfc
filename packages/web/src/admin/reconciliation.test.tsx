import type { GatewayReconciliationValue, PaymentGateway } from '@kalaro/contract/payment-gateways';
import { ROLE_PERMISSIONS } from '@kalaro/contract/operator-roles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiFetch, fail, ok } from '@/shared/test/api-fetch';
import { initAdminI18n } from './i18n';
import { gatewaysFor, pickGateway, reconciliationRows, sideOf } from './reconciliation-model';
import { renderAdminAt } from './test-render';

const finance = {
  id: 'o2',
  username: 'finance',
  role: 'finance',
  permissions: ['self', ...ROLE_PERMISSIONS.finance],
  via: 'session',
  totpEnabled: true,
};

const gateways: PaymentGateway[] = [
  { id: 'acmepay', currency: 'PHP', statusQuery: true, payouts: true },
  { id: 'payinonly', currency: 'PHP', statusQuery: true, payouts: false },
  { id: 'demo', currency: null, statusQuery: false, payouts: false },
];

const row = (
  id: string,
  over: Partial<GatewayReconciliationValue['rows'][number]> = {},
): GatewayReconciliationValue['rows'][number] => ({
  requestId: `${id}0000000-0000-4000-8000-000000000000`.slice(0, 36),
  createdAt: '2026-11-28T09:15:00.000Z',
  status: 'approved',
  requested: '300.00',
  gatewayOutcome: 'paid',
  gatewayAmount: '300.00',
  fee: '0.00',
  ledgerAmount: '300.00',
  mismatch: null,
  ...over,
});

const payouts: GatewayReconciliationValue = {
  provider: 'acmepay',
  side: 'payouts',
  startDate: '2026-11-22',
  endDate: '2026-11-28',
  utcOffset: 0,
  gatewayTotal: '630.00',
  ledgerTotal: '640.00',
  rows: [
    row('a'),
    row('b', {
      status: 'failed',
      requested: '330.00',
      gatewayAmount: '330.00',
      ledgerAmount: '0.00',
      mismatch: 'not_debited',
    }),
    row('c', {
      status: 'paying',
      requested: '340.00',
      gatewayOutcome: null,
      gatewayAmount: null,
      ledgerAmount: '340.00',
      mismatch: 'not_paid',
    }),
  ],
  truncated: false,
};

describe('reconciliation model', () => {
  it('offers deposits the gateways answering status queries, payouts those paying out', () => {
    expect(gatewaysFor('deposits', gateways).map((g) => g.id)).toEqual(['acmepay', 'payinonly']);
    expect(gatewaysFor('payouts', gateways).map((g) => g.id)).toEqual(['acmepay']);
    expect(pickGateway('payinonly', gatewaysFor('payouts', gateways))).toBe('acmepay');
    expect(pickGateway(null, [])).toBeNull();
    expect(sideOf('payouts')).toBe('payouts');
    expect(sideOf('refunds')).toBe('deposits');
  });

  it('counts the disagreements and lists only them when asked', () => {
    expect(reconciliationRows(payouts.rows, false)).toMatchObject({ mismatches: 2 });
    expect(reconciliationRows(payouts.rows, true).rows.map((r) => r.mismatch)).toEqual([
      'not_debited',
      'not_paid',
    ]);
  });
});

describe('back office: reconciliation screen', () => {
  beforeAll(() => initAdminI18n('EN'));

  it('asks the gateway only on Show, then lists what it says against the ledger and names each disagreement', async () => {
    const api = apiFetch({} as never, {
      'GET /wps/admin/me': ok(finance),
      'GET /wps/admin/payment-gateways': ok({ gateways }),
      'GET /wps/admin/payment-gateways/reconciliation': ok(payouts),
    });
    const user = userEvent.setup();
    renderAdminAt('/admin/reconciliation');
    await screen.findByRole('heading', { level: 1, name: 'Gateway reconciliation' });
    expect(screen.getByRole('link', { name: 'Reconciliation' })).toBeInTheDocument();
    const gateway = await screen.findByRole('combobox', { name: 'Gateway' });
    expect(
      within(gateway)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['acmepay (PHP)', 'payinonly (PHP)']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Money' }), 'Payouts');
    expect(
      within(screen.getByRole('combobox', { name: 'Gateway' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['acmepay (PHP)']);
    expect(api.find('GET /wps/admin/payment-gateways/reconciliation')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Show' }));
    const table = await screen.findByRole('table');
    const asked = new URLSearchParams(
      api.find('GET /wps/admin/payment-gateways/reconciliation')[0]!.search,
    );
    expect(asked.get('provider')).toBe('acmepay');
    expect(asked.get('side')).toBe('payouts');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'acmepay: Payouts, 2026-11-22 to 2026-11-28',
    );
    expect(screen.getByText('The gateway paid out').nextElementSibling).toHaveTextContent('630.00');
    expect(screen.getByText('Disagreements').nextElementSibling).toHaveTextContent('2');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').at(-1)!.textContent)).toEqual([
      'Agrees',
      'Paid out by the gateway, never debited',
      'Moved in the ledger, not by the gateway',
    ]);
    expect(rows[2]).toHaveTextContent('Nothing (no such request there)');
    // Payouts have no fee column.
    expect(within(table).queryByRole('columnheader', { name: 'Fee' })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Show only disagreements' }));
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3);
  });

  it('refuses a range that ends before it starts without asking, and shows the server’s refusal', async () => {
    const api = apiFetch({} as never, {
      'GET /wps/admin/me': ok(finance),
      'GET /wps/admin/payment-gateways': ok({ gateways }),
      'GET /wps/admin/payment-gateways/reconciliation': fail(404, 'deposit.provider_unknown'),
    });
    const user = userEvent.setup();
    renderAdminAt('/admin/reconciliation');
    const from = await screen.findByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-11-28');
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The last day is before the first day.',
    );
    expect(api.find('GET /wps/admin/payment-gateways/reconciliation')).toHaveLength(0);

    await user.clear(to);
    await user.type(to, '2026-11-28');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(api.find('GET /wps/admin/payment-gateways/reconciliation')).toHaveLength(1),
    );
    expect(
      await screen.findByText(
        'This gateway cannot be asked about that: it answers no status queries, or pays nothing out.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says so when no gateway can be reconciled', async () => {
    apiFetch({} as never, {
      'GET /wps/admin/me': ok(finance),
      'GET /wps/admin/payment-gateways': ok({ gateways: [gateways[2]] }),
    });
    renderAdminAt('/admin/reconciliation');
    expect(
      await screen.findByText(
        'No payment gateway that answers status queries is configured on this server.',
      ),
    ).toBeInTheDocument();
  });
});
