import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiFetch, ok } from '@/shared/test/api-fetch';
import { initAdminI18n } from './i18n';
import { localUtcOffset, queueFilterOf } from './queue-filter-model';
import { renderAdminAt } from './test-render';

const finance = {
  id: 'f1',
  username: 'finance',
  role: 'finance',
  permissions: ['self', 'payments.review'],
  via: 'session',
  totpEnabled: true,
};

describe('review queue filters: the model', () => {
  it('leaves out empty fields and checks the rest by the contract', () => {
    expect(queueFilterOf({ member: ' alice ', channel: '', minAmount: '100' }, 480)).toEqual({
      ok: true,
      filter: { member: 'alice', minAmount: '100' },
    });
    const bad = queueFilterOf(
      { minAmount: 'abc', fromDate: '2026-11-05', toDate: '2026-11-01' },
      0,
    );
    expect(bad.ok).toBe(false);
    expect(Object.keys(bad.ok ? {} : bad.problems).sort()).toEqual(['minAmount', 'toDate']);
    expect(localUtcOffset(new Date())).toBe(-new Date().getTimezoneOffset());
  });
});

describe('review queue filters: the screen', () => {
  beforeAll(() => initAdminI18n('EN'));

  it('sends the filters to the server, shows a problem before any call, and clears them', async () => {
    const api = apiFetch({} as never, {
      'GET /wps/admin/me': ok(finance),
      'GET /wps/admin/deposits': ok({ list: [], pageNum: 1, totalPages: 0, total: 0 }),
    });
    renderAdminAt('/admin/deposits');
    const filters = await screen.findByRole('search', { name: 'Filter the requests' });
    await waitFor(() => expect(api.find('GET /wps/admin/deposits')).toHaveLength(1));
    const user = userEvent.setup();
    const form = within(filters);

    await user.type(form.getByLabelText('Amount from'), 'abc');
    await user.click(form.getByRole('button', { name: 'Apply filters' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Amount from');
    expect(form.getByLabelText('Amount from')).toHaveAttribute('aria-invalid', 'true');
    expect(api.find('GET /wps/admin/deposits')).toHaveLength(1);

    await user.clear(form.getByLabelText('Amount from'));
    await user.type(form.getByLabelText('Amount from'), '100');
    await user.type(form.getByLabelText('Member (username starts with)'), 'alice');
    await user.type(form.getByLabelText('Channel'), 'BANK_TRANSFER');
    await user.type(form.getByLabelText('Made from (day)'), '2026-11-01');
    await user.click(form.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(api.find('GET /wps/admin/deposits')).toHaveLength(2));
    const sent = new URLSearchParams(api.find('GET /wps/admin/deposits')[1]!.search);
    expect(Object.fromEntries(sent)).toMatchObject({
      status: 'pending',
      pageNo: '1',
      member: 'alice',
      channel: 'BANK_TRANSFER',
      minAmount: '100',
      fromDate: '2026-11-01',
      utcOffset: String(localUtcOffset()),
    });
    expect(sent.has('maxAmount')).toBe(false);
    expect(
      await screen.findByText('No requests with this status match the filters.'),
    ).toBeVisible();
    expect(form.queryByRole('alert')).toBeNull();

    await user.click(form.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(api.find('GET /wps/admin/deposits')).toHaveLength(3));
    const cleared = new URLSearchParams(api.find('GET /wps/admin/deposits')[2]!.search);
    expect(cleared.has('member')).toBe(false);
  });

  it('names the withdrawals’ channel by bank or payout gateway', async () => {
    apiFetch({} as never, {
      'GET /wps/admin/me': ok(finance),
      'GET /wps/admin/withdrawals': ok({
        list: [],
        pageNum: 1,
        totalPages: 0,
        total: 0,
        payoutGateways: [],
      }),
    });
    renderAdminAt('/admin/withdrawals');
    const filters = await screen.findByRole('search', { name: 'Filter the requests' });
    expect(within(filters).getByLabelText('Bank or payout gateway')).toBeVisible();
  });
});
