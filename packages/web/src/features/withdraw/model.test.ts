import { describe, expect, it } from 'vitest';
import type { WithdrawInfoValue } from '@kalaro/contract/payments';
import { maxWithdrawMinor, withdrawAmountProblem, withdrawBlock } from '@/features/withdraw/model';

const info = (over: Partial<WithdrawInfoValue> = {}): WithdrawInfoValue => ({
  balance: { total: '1000.00', held: '0.00', available: '1000.00' },
  cards: [
    {
      id: '6a1d8c1e-4d1f-4c55-9b7e-2f0f7f3a9a10',
      bankCode: 'BDO',
      bankName: 'BDO',
      maskedNumber: '**** 5678',
      payeeName: 'J***',
      createdAt: '2026-11-24T10:00:00.000Z',
    },
  ],
  maxCards: 3,
  banks: [],
  limits: {
    minAmount: '100.00',
    maxAmount: '800.00',
    dailyCount: 5,
    dailyAmount: '900.00',
    countToday: 0,
    amountToday: '0.00',
  },
  turnover: { percent: 100, required: '0.00', done: '0.00', missing: '0.00' },
  hasPaymentPassword: true,
  payeeName: 'J***',
  ...over,
});

describe('withdraw rules', () => {
  it('blocks in order: no payment password, no card, turnover, daily count', () => {
    expect(withdrawBlock(info())).toBeNull();
    expect(withdrawBlock(info({ hasPaymentPassword: false, cards: [] }))).toBe('no_password');
    expect(withdrawBlock(info({ cards: [] }))).toBe('no_card');
    const owed = { percent: 100, required: '500.00', done: '100.00', missing: '400.00' };
    expect(withdrawBlock(info({ turnover: owed }))).toBe('turnover');
    const limits = { ...info().limits, countToday: 5 };
    expect(withdrawBlock(info({ limits }))).toBe('daily_count');
  });

  it('the most now is the least of available, the maximum and what is left today', () => {
    expect(maxWithdrawMinor(info())).toBe(80_000);
    const spent = { ...info().limits, amountToday: '850.00' };
    expect(maxWithdrawMinor(info({ limits: spent }))).toBe(5_000);
    const poor = { total: '600.00', held: '550.00', available: '50.00' };
    expect(maxWithdrawMinor(info({ balance: poor }))).toBe(5_000);
    const over = { ...info().limits, amountToday: '1000.00' };
    expect(maxWithdrawMinor(info({ limits: over }))).toBe(0);
  });

  it('names the amount problem', () => {
    expect(withdrawAmountProblem(info(), '')).toBe('required');
    expect(withdrawAmountProblem(info(), '1.234')).toBe('format');
    expect(withdrawAmountProblem(info(), '99.99')).toBe('min');
    expect(withdrawAmountProblem(info(), '800.01')).toBe('max');
    const poor = { total: '600.00', held: '300.00', available: '300.00' };
    expect(withdrawAmountProblem(info({ balance: poor }), '300.01')).toBe('available');
    expect(withdrawAmountProblem(info(), '800')).toBeNull();
  });
});
