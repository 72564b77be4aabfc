import { describe, expect, it } from 'vitest';
import type { MemberBenefitsValue, VipLevel } from '@kalaro/contract/member-pages';
import { percentOf, vipProgress } from '@/features/vip/model';

const level = (n: number, minTurnover: string, minDeposit: string): VipLevel => ({
  level: n,
  label: `VIP${n}`,
  minTurnover,
  minDeposit,
  benefits: {
    rebatePercent: '0.30',
    dailyWithdrawals: 3,
    withdrawalLimit: '50000.00',
    upgradeBonus: '88.00',
    birthdayBonus: '88.00',
  },
});
const levels = [
  level(2, '50000.00', '5000.00'),
  level(0, '0.00', '0.00'),
  level(1, '10000.00', '1000.00'),
];
const value = (n: number, turnover: string, depositTotal: string): MemberBenefitsValue => ({
  levels,
  member: {
    level: n,
    label: `VIP${n}`,
    turnover,
    depositTotal,
    received: { upgradeLevels: [], birthdayThisYear: false },
  },
});

describe('vip progress', () => {
  it('measures each requirement of the next level; the overall is the least advanced', () => {
    const p = vipProgress(value(0, '7500.00', '250.00'));
    expect(p.current?.label).toBe('VIP0');
    expect(p.next?.label).toBe('VIP1');
    expect(p.requirements).toEqual([
      { kind: 'turnover', have: 750_000, need: 1_000_000, remaining: 250_000, ratio: 0.75 },
      { kind: 'deposit', have: 25_000, need: 100_000, remaining: 75_000, ratio: 0.25 },
    ]);
    expect(p.ratio).toBe(0.25);
  });

  it('caps a requirement already met at 100% with nothing remaining', () => {
    const p = vipProgress(value(1, '90000.00', '1000.00'));
    expect(p.next?.label).toBe('VIP2');
    expect(p.requirements[0]).toMatchObject({ ratio: 1, remaining: 0 });
    expect(p.requirements[1]).toMatchObject({ ratio: 0.2, remaining: 400_000 });
  });

  it('has no next level at the top', () => {
    expect(vipProgress(value(2, '1.00', '1.00'))).toMatchObject({
      next: null,
      requirements: [],
      ratio: 1,
    });
  });

  it('shows percents without rounding up', () => {
    expect(percentOf(0.999)).toBe(99);
    expect(percentOf(1)).toBe(100);
    expect(percentOf(-1)).toBe(0);
  });
});
