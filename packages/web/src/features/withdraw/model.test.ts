import { describe, expect, it } from 'vitest';
import type { WithdrawInfoValue } from '@kalaro/contract/payments';
import {
  canAddCard,
  maxWithdrawMinor,
  newCardProblems,
  remainingToday,
  withdrawAmountProblem,
  withdrawBlock,
} from '@/features/withdraw/model';

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
  banks: [
    { code: 'BDO', name: 'BDO Unibank', lengths: [10, 12], luhn: false },
    { code: 'VISA', name: 'Visa debit card', lengths: [16], luhn: true },
  ],
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
    const spent = { ...info().limits, amountToday: '800.01' };
    expect(withdrawBlock(info({ limits: spent }))).toBe('daily_amount');
    const poor = { total: '150.00', held: '60.00', available: '90.00' };
    expect(withdrawBlock(info({ balance: poor }))).toBe('low_balance');
  });

  it('what is left of the 24-hour limits, never below 0', () => {
    expect(remainingToday(info())).toEqual({ count: 5, amountMinor: 90_000 });
    const used = { ...info().limits, countToday: 2, amountToday: '250.50' };
    expect(remainingToday(info({ limits: used }))).toEqual({ count: 3, amountMinor: 64_950 });
    const over = { ...info().limits, countToday: 7, amountToday: '950.00' };
    expect(remainingToday(info({ limits: over }))).toEqual({ count: 0, amountMinor: 0 });
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

describe('a new card', () => {
  const card = { bankCode: 'VISA', cardNumber: '4111 1111 1111 1111', payeeName: '' };

  it('is checked by the bank’s rules: digits, length, Luhn', () => {
    expect(newCardProblems(info(), card)).toEqual([]);
    expect(newCardProblems(info(), { ...card, cardNumber: '4111-1111-abcd' })).toEqual([
      { field: 'cardNumber', problem: 'digits' },
    ]);
    expect(newCardProblems(info(), { ...card, cardNumber: '4111 1111 1111' })).toEqual([
      { field: 'cardNumber', problem: 'length' },
    ]);
    expect(newCardProblems(info(), { ...card, cardNumber: '4111 1111 1111 1112' })).toEqual([
      { field: 'cardNumber', problem: 'luhn' },
    ]);
    // BDO: 10 or 12 digits, no Luhn.
    expect(newCardProblems(info(), { ...card, bankCode: 'BDO', cardNumber: '1234567890' })).toEqual(
      [],
    );
    expect(newCardProblems(info(), { ...card, bankCode: 'NOPE' })).toEqual([
      { field: 'bankCode', problem: 'unknown' },
    ]);
  });

  it('needs the payee name only while the member has none', () => {
    expect(newCardProblems(info({ payeeName: null }), card)).toEqual([
      { field: 'payeeName', problem: 'required' },
    ]);
    expect(newCardProblems(info({ payeeName: null }), { ...card, payeeName: '  ' })).toHaveLength(
      1,
    );
    expect(newCardProblems(info({ payeeName: null }), { ...card, payeeName: 'Juan' })).toEqual([]);
    expect(newCardProblems(info(), card)).toEqual([]);
  });

  it('may be added while fewer than the maximum are bound', () => {
    expect(canAddCard(info())).toBe(true);
    expect(canAddCard(info({ maxCards: 1 }))).toBe(false);
  });
});
