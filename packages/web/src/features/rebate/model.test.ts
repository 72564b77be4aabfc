import { describe, expect, it } from 'vitest';
import { formatDateTime, isIdle, nextPage, orderCategories } from '@/features/rebate/model';

describe('rebate display rules', () => {
  it('tells categories without turnover apart', () => {
    expect(isIdle({ turnover: '0.00' })).toBe(true);
    expect(isIdle({ turnover: '0.01' })).toBe(false);
    expect(isIdle({ turnover: 'oops' })).toBe(true);
  });

  it('puts the categories with turnover first, keeping the server order', () => {
    const order = orderCategories([
      { gameType: 'SPORTS', turnover: '0.00' },
      { gameType: 'LIVE', turnover: '10.00' },
      { gameType: 'FISH', turnover: '0.00' },
      { gameType: 'RNG', turnover: '2.50' },
    ]);
    expect(order.map((c) => c.gameType)).toEqual(['LIVE', 'RNG', 'SPORTS', 'FISH']);
  });

  it('pages until the last', () => {
    expect(nextPage({ pageNum: 1, totalPages: 3 })).toBe(2);
    expect(nextPage({ pageNum: 3, totalPages: 3 })).toBeUndefined();
    expect(nextPage({ pageNum: 1, totalPages: 0 })).toBeUndefined();
  });

  it('formats a date and time, or shows what it cannot read', () => {
    expect(formatDateTime('2026-11-23T10:00:00Z', 'en-GB')).toMatch(/23 Nov 2026/);
    expect(formatDateTime('nope', 'en-GB')).toBe('nope');
  });
});
