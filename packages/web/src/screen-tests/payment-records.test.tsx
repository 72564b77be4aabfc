import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DepositRecordsValue, WithdrawRecordsValue } from '@kalaro/contract/payments';
import { renderAppAt } from '@/app/test-app';
import { clearSession, setSession } from '@/shared/session/session';
import { apiFetch, ok } from '@/shared/test/api-fetch';
import { startupFixture } from '@/shared/test/startup-fixture';

const member = () =>
  setSession({ merchantCode: 'KALARO', userName: 'demo', type: 0, firstTimeLogin: false });

const page = {
  pageNum: 1,
  totalPages: 1,
  startDate: '2026-11-24',
  endDate: '2026-11-24',
  utcOffset: 0,
};

const deposits = (list: DepositRecordsValue['list']): DepositRecordsValue => ({
  list,
  ...page,
  total: list.length,
  totals: { approvedCount: 1, approvedAmount: '500.00' },
});

describe('payment records', () => {
  it('/m/vouReport lists deposits with status and credit; the status filter goes to the address', async () => {
    member();
    const api = apiFetch(startupFixture(), {
      'GET /wps/deposit/records': ok(
        deposits([
          {
            id: '3f0c2a9e-8a57-4c43-9d6a-0c1f1d6f2b11',
            channelId: 'BANK_TRANSFER',
            channelName: 'Bank transfer',
            kind: 'manual',
            amount: '500.00',
            fee: '0.00',
            bonus: '15.00',
            credit: '515.00',
            payerName: 'Juan',
            reference: null,
            account: null,
            bonusOptIn: true,
            status: 'approved',
            note: null,
            createdAt: '2026-11-24T10:00:00.000Z',
            reviewedAt: '2026-11-24T10:05:00.000Z',
          },
        ]),
      ),
    });
    const { router } = await renderAppAt('/m/vouReport');
    const row = await screen.findByTestId('payment-row');
    expect(row).toHaveTextContent('Bank transfer');
    expect(row).toHaveTextContent('Approved');
    expect(row).toHaveTextContent('515.00 credited');
    expect(screen.getByRole('definition')).toHaveTextContent('500.00');
    await userEvent.click(screen.getByRole('radio', { name: 'Rejected' }));
    expect(router.state.location.search).toBe('?status=rejected');
    await vi.waitFor(() =>
      expect(api.calls.some((c) => c.search.includes('status=rejected'))).toBe(true),
    );
  });

  it('/m/withdrawReport shows the masked card and the reason of a rejection; empty says so', async () => {
    member();
    const withdrawals: WithdrawRecordsValue = {
      list: [
        {
          id: '0b7c2e55-7f0e-4d8e-9d4a-93c3f4bd1a21',
          card: {
            id: '6a1d8c1e-4d1f-4c55-9b7e-2f0f7f3a9a10',
            bankCode: 'VISA',
            bankName: 'Visa debit card',
            maskedNumber: '**** 1111',
            payeeName: 'J***',
            createdAt: '2026-11-24T10:00:00.000Z',
          },
          amount: '200.00',
          status: 'rejected',
          note: 'Name does not match',
          createdAt: '2026-11-24T11:00:00.000Z',
          reviewedAt: '2026-11-24T11:30:00.000Z',
        },
      ],
      ...page,
      total: 1,
      totals: { approvedCount: 0, approvedAmount: '0.00' },
    };
    apiFetch(startupFixture(), { 'GET /wps/withdraw/records': ok(withdrawals) });
    await renderAppAt('/m/withdrawReport');
    const row = await screen.findByTestId('payment-row');
    expect(within(row).getByText('Visa debit card **** 1111')).toBeVisible();
    expect(row).toHaveTextContent('Reason: Name does not match');
    clearSession();
    member();
    apiFetch(startupFixture(), {
      'GET /wps/withdraw/records': ok({ ...withdrawals, list: [], total: 0 }),
    });
    await renderAppAt('/m/withdrawReport?range=7d');
    expect(await screen.findByText('No withdrawals in this period')).toBeVisible();
  });
});
