import { describe, expect, it } from 'vitest';
import { currentPeriod, maskAccount, prizeForRank } from '../src/modules/missions/model.ts';
import { computeRebate, formatRatePercent, rebateAmountMinor } from '../src/modules/rebate/math.ts';

describe('rebate arithmetic', () => {
  it('multiplies turnover by the rate in basis points and rounds down', () => {
    expect(rebateAmountMinor(340_050, 60)).toBe(2_040); // 20.403 → 20.40
    expect(rebateAmountMinor(125_000, 80)).toBe(1_000);
    expect(rebateAmountMinor(99, 100)).toBe(0); // 0.0099 → 0.00
    expect(rebateAmountMinor(0, 100)).toBe(0);
    expect(rebateAmountMinor(123, 10_000)).toBe(123);
    // Exact beyond what a float product keeps: (2^53 - 1) × 9,999 / 10,000.
    expect(rebateAmountMinor(Number.MAX_SAFE_INTEGER, 9_999)).toBe(9_006_298_534_815_516);
  });

  it('refuses amounts and rates that are not integers in range', () => {
    expect(() => rebateAmountMinor(1.5, 10)).toThrow(RangeError);
    expect(() => rebateAmountMinor(-1, 10)).toThrow(RangeError);
    expect(() => rebateAmountMinor(100, 10_001)).toThrow(RangeError);
    expect(() => rebateAmountMinor(100, 0.5)).toThrow(RangeError);
  });

  it('shows a rate as a 2-decimal percentage', () => {
    expect(formatRatePercent(80)).toBe('0.80');
    expect(formatRatePercent(125)).toBe('1.25');
    expect(formatRatePercent(5)).toBe('0.05');
    expect(formatRatePercent(10_000)).toBe('100.00');
  });

  it('lists every rated category in menu order; the total is the sum of the rounded parts', () => {
    const figures = computeRebate(
      [
        { gameType: 'RNG', turnoverMinor: 82_055 },
        { gameType: 'LIVE', turnoverMinor: 100_000 },
        { gameType: 'LIVE', turnoverMinor: 240_050 },
        // No rate: earns nothing and is not listed.
        { gameType: 'LOTT', turnoverMinor: 1_000_000 },
      ],
      [
        { gameType: 'RNG', rateBp: 100 },
        { gameType: 'SPORTS', rateBp: 80 },
        { gameType: 'LIVE', rateBp: 60 },
        { gameType: 'ZZZ', rateBp: 10 },
      ],
    );
    expect(figures.categories).toEqual([
      { gameType: 'SPORTS', turnoverMinor: 0, rateBp: 80, amountMinor: 0 },
      { gameType: 'LIVE', turnoverMinor: 340_050, rateBp: 60, amountMinor: 2_040 },
      { gameType: 'RNG', turnoverMinor: 82_055, rateBp: 100, amountMinor: 820 },
      { gameType: 'ZZZ', turnoverMinor: 0, rateBp: 10, amountMinor: 0 },
    ]);
    expect(figures.turnoverMinor).toBe(422_105);
    // 20.40 + 8.20, not round(4,220.05 … ) of the whole.
    expect(figures.amountMinor).toBe(2_860);
  });

  it('answers zero with no bets or no rates', () => {
    expect(computeRebate([], [{ gameType: 'RNG', rateBp: 100 }])).toMatchObject({
      turnoverMinor: 0,
      amountMinor: 0,
    });
    expect(computeRebate([{ gameType: 'RNG', turnoverMinor: 5 }], [])).toEqual({
      categories: [],
      turnoverMinor: 0,
      amountMinor: 0,
    });
  });
});

describe('mission rules', () => {
  const MANILA = 480;

  it('finds the week from Monday 00:00 in the mission time zone', () => {
    // Wednesday 2026-11-25 10:00 Manila = 02:00 UTC.
    const p = currentPeriod(Date.parse('2026-11-25T02:00:00Z'), 'weekly', MANILA);
    expect(new Date(p.start).toISOString()).toBe('2026-11-22T16:00:00.000Z'); // Mon 00:00 Manila
    expect(new Date(p.end).toISOString()).toBe('2026-11-29T16:00:00.000Z');
    // Sunday 23:59 Manila is still that week; Monday 00:00 starts the next.
    const sunday = currentPeriod(Date.parse('2026-11-29T15:59:00Z'), 'weekly', MANILA);
    expect(sunday.start).toBe(p.start);
    const monday = currentPeriod(Date.parse('2026-11-29T16:00:00Z'), 'weekly', MANILA);
    expect(monday.start).toBe(p.end);
    // A Monday in UTC can still be Sunday west of it.
    const west = currentPeriod(Date.parse('2026-11-23T03:00:00Z'), 'weekly', -300);
    expect(new Date(west.start).toISOString()).toBe('2026-11-16T05:00:00.000Z');
  });

  it('finds the day in the mission time zone', () => {
    const p = currentPeriod(Date.parse('2026-11-25T17:30:00Z'), 'daily', MANILA);
    expect(new Date(p.start).toISOString()).toBe('2026-11-25T16:00:00.000Z');
    expect(p.end - p.start).toBe(86_400_000);
  });

  it('masks account names, never showing more than half', () => {
    expect(maskAccount('luckystar88')).toBe('lu***88');
    expect(maskAccount('abcyz')).toBe('ab***yz');
    expect(maskAccount('abcd')).toBe('a***d');
    expect(maskAccount('abc')).toBe('a***c');
    expect(maskAccount('ab')).toBe('a***');
    expect(maskAccount('')).toBe('***');
    expect(maskAccount('ñandú😀xyz')).toBe('ña***yz');
  });

  it('finds the prize of a rank', () => {
    const prizes = [
      { fromRank: 1, toRank: 1, amountMinor: 500 },
      { fromRank: 2, toRank: 5, amountMinor: 100 },
    ];
    expect(prizeForRank(prizes, 1)).toBe(500);
    expect(prizeForRank(prizes, 5)).toBe(100);
    expect(prizeForRank(prizes, 6)).toBeUndefined();
    expect(prizeForRank(prizes, null)).toBeUndefined();
  });
});
