import { describe, expect, it } from 'vitest';
import { groupThousands } from '@kalaro/contract/money-format';
import {
  formatMoney,
  formatSignedMoney,
  isAmount,
  isNegative,
  toMinor,
} from '@/shared/format/money';

describe('money formatting', () => {
  it('groups whole digits by thousands', () => {
    expect(groupThousands('1580')).toBe('1,580');
    expect(groupThousands('999')).toBe('999');
    expect(groupThousands('1234567')).toBe('1,234,567');
  });

  it('groups thousands and shows 2 decimals without floats', () => {
    expect(formatMoney('1234567.5')).toBe('1,234,567.50');
    expect(formatMoney('0.1')).toBe('0.10');
    expect(formatMoney('-1000.00')).toBe('-1,000.00');
    expect(formatMoney('90071992547409931.99')).toBe('90,071,992,547,409,931.99');
    expect(formatMoney('n/a')).toBe('n/a');
  });

  it('signs a result: plus for gains, minus for losses, none for zero', () => {
    expect(formatSignedMoney('12.00')).toBe('+12.00');
    expect(formatSignedMoney('-5.00')).toBe('-5.00');
    expect(formatSignedMoney('0.00')).toBe('0.00');
  });

  it('tells an amount from anything else', () => {
    expect(isAmount('12')).toBe(true);
    expect(isAmount(' -5.5 ')).toBe(true);
    expect(isAmount('1,000.00')).toBe(false);
    expect(isAmount('')).toBe(false);
  });

  it('reads minor units', () => {
    expect(toMinor('10.05')).toBe(1005);
    expect(toMinor('-0.50')).toBe(-50);
    expect(toMinor('x')).toBeNaN();
    expect(isNegative('-0.01')).toBe(true);
    expect(isNegative('0.00')).toBe(false);
  });
});
