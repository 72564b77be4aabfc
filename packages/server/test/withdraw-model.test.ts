import { describe, expect, it } from 'vitest';
import { balanceView, turnover, turnoverView } from '../src/modules/withdraw/model.ts';

describe('withdraw model: what the withdraw screen and a review detail show', () => {
  it('shows the balance as total, held and the available rest; no wallet is all zero', () => {
    expect(balanceView({ balanceMinor: 100_000, heldMinor: 30_050 })).toEqual({
      total: '1000.00',
      held: '300.50',
      available: '699.50',
    });
    expect(balanceView(undefined)).toEqual({ total: '0.00', held: '0.00', available: '0.00' });
  });

  it('shows the turnover owed, never below zero', () => {
    expect(turnoverView(100, turnover(100, 51_500, 20_000))).toEqual({
      percent: 100,
      required: '515.00',
      done: '200.00',
      missing: '315.00',
    });
    expect(turnoverView(50, turnover(50, 10_000, 9_000))).toMatchObject({
      required: '50.00',
      missing: '0.00',
    });
  });
});
