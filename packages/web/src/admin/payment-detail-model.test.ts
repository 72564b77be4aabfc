import { describe, expect, it } from 'vitest';
import { cardLine, historyLines, memberPath, turnoverLine } from './payment-detail-model';

describe('review queues: rules of a request’s detail', () => {
  it('lists the member’s latest requests with time, amount and status, marking this one', () => {
    expect(
      historyLines(
        [
          { id: 'w2', createdAt: '2026-11-20T08:00:00.000Z', amount: '1500.00', status: 'paying' },
          { id: 'w1', createdAt: '2026-11-19T07:30:05.000Z', amount: '70.5', status: 'failed' },
        ],
        'w1',
      ),
    ).toEqual([
      {
        id: 'w2',
        time: '2026-11-20 08:00:00',
        amount: '1,500.00',
        status: 'deposit_paying',
        current: false,
      },
      {
        id: 'w1',
        time: '2026-11-19 07:30:05',
        amount: '70.50',
        status: 'deposit_failed',
        current: true,
      },
    ]);
    expect(
      historyLines(
        [
          {
            id: 'd1',
            createdAt: '2026-11-18T00:00:00.000Z',
            amount: '500.00',
            status: 'approved',
            channelName: 'Bank transfer',
          },
        ],
        'w1',
      ),
    ).toEqual([
      {
        id: 'd1',
        time: '2026-11-18 00:00:00',
        amount: '500.00',
        status: 'deposit_approved',
        via: 'Bank transfer',
        current: false,
      },
    ]);
  });

  it('says no turnover is owed when nothing is missing, else what is missing of what', () => {
    expect(
      turnoverLine({ percent: 100, required: '515.00', done: '600.00', missing: '0.00' }),
    ).toEqual({ key: 'payment_detail_turnover_clear', values: {} });
    expect(
      turnoverLine({ percent: 100, required: '5150.00', done: '200.00', missing: '4950.00' }),
    ).toEqual({
      key: 'payment_detail_turnover_owed',
      values: { missing: '4,950.00', done: '200.00', required: '5,150.00', percent: 100 },
    });
    // A cent still owed is owed.
    expect(
      turnoverLine({ percent: 50, required: '10.00', done: '9.99', missing: '0.01' }).key,
    ).toBe('payment_detail_turnover_owed');
  });

  it('shows the card masked in one line and links the member’s page', () => {
    expect(
      cardLine({
        id: 'c1',
        bankCode: 'BDO',
        bankName: 'BDO Unibank',
        maskedNumber: '**** 4321',
        payeeName: 'J*** D***',
        createdAt: '2026-11-01T00:00:00.000Z',
      }),
    ).toBe('BDO Unibank **** 4321 · J*** D***');
    expect(memberPath('7d1c5b0e-4c1a-4c43-9b9e-0d4f2b8f6a11')).toBe(
      '/admin/members/7d1c5b0e-4c1a-4c43-9b9e-0d4f2b8f6a11',
    );
  });
});
