import { describe, expect, it } from 'vitest';
import { MASK, formatBalance, isMasked } from '@/features/wallet/model';

describe('wallet model', () => {
  it('shows two decimals with grouping, from the decimal string', () => {
    expect(formatBalance('1000.00', false)).toBe('1,000.00');
    expect(formatBalance('1234567.5', false)).toBe('1,234,567.50');
    expect(formatBalance('0', false)).toBe('0.00');
    expect(formatBalance('-12.345', false)).toBe('-12.34');
  });

  it('masks with asterisks when hidden, refreshing, unknown or malformed', () => {
    expect(formatBalance('1000.00', true)).toBe(MASK);
    expect(formatBalance(undefined, false)).toBe(MASK);
    expect(formatBalance('abc', false)).toBe(MASK);
    expect(isMasked({ hidden: false, refreshing: true })).toBe(true);
    expect(isMasked({ hidden: true, refreshing: false })).toBe(true);
    expect(isMasked({ hidden: false, refreshing: false })).toBe(false);
  });
});
