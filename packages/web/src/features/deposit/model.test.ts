import { describe, expect, it } from 'vitest';
import {
  depositPreview,
  limitProblem,
  limitText,
  percentLabel,
  quickAmountText,
} from '@/features/deposit/model';

const channel = { minAmount: '100.00', maxAmount: '50000.00', feePercent: 1.5, bonusPercent: 3 };

describe('deposit preview', () => {
  it('works out fee, bonus (only with opt-in) and credit, rounding down to the centavo', () => {
    expect(depositPreview(channel, '333.33', false)).toEqual({
      amountMinor: 33_333,
      problem: null,
      feeMinor: 499,
      bonusMinor: 0,
      creditMinor: 32_834,
    });
    expect(depositPreview(channel, '333.33', true)).toMatchObject({
      bonusMinor: 999,
      creditMinor: 33_833,
    });
  });

  it('names what is wrong with the amount', () => {
    expect(depositPreview(channel, '', false).problem).toBe('required');
    for (const text of ['abc', '1.234', '-5', '0', '1e3']) {
      expect(depositPreview(channel, text, false).problem).toBe('format');
    }
    expect(depositPreview(channel, '99.99', false).problem).toBe('min');
    expect(depositPreview(channel, '100', false).problem).toBeNull();
    expect(depositPreview(channel, '50000', false).problem).toBeNull();
    expect(depositPreview(channel, '50000.01', false).problem).toBe('max');
  });

  it('formats quick amounts, percentages and limits for the form', () => {
    expect(quickAmountText('500.00')).toBe('500');
    expect(quickAmountText('12.50')).toBe('12.50');
    expect(percentLabel(3)).toBe('3%');
    expect(percentLabel(1.5)).toBe('1.5%');
    expect(limitText(null)).toBe('');
    expect(limitText('1000.00')).toBe('1000');
    expect(limitProblem('')).toBeNull();
    expect(limitProblem('0')).toBe('format');
    expect(limitProblem('10.5')).toBeNull();
  });
});
