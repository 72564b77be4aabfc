import { describe, expect, it } from 'vitest';
import { putVipLevelsBody } from '../src/campaigns-admin.ts';
import { vipThresholdProblems, type VipThresholds } from '../src/vip-rules.ts';

const level = (n: number, minTurnover: string, minDeposit: string): VipThresholds => ({
  level: n,
  minTurnover,
  minDeposit,
});

describe('VIP thresholds', () => {
  const valid = [level(0, '0', '0.00'), level(1, '100', '10'), level(2, '500.50', '10')];

  it('accepts levels 0…n whose requirements rise level by level', () => {
    expect(vipThresholdProblems(valid)).toEqual([]);
    expect(vipThresholdProblems([level(0, '0', '0')])).toEqual([]);
  });

  it('refuses a requirement below the level underneath', () => {
    expect(vipThresholdProblems([...valid, level(3, '400', '20')])).toEqual([
      { index: 3, field: 'minTurnover', reason: 'decreasing' },
    ]);
    expect(vipThresholdProblems([...valid, level(3, '600', '9.99')])).toEqual([
      { index: 3, field: 'minDeposit', reason: 'decreasing' },
    ]);
  });

  it('refuses a level that asks exactly what the one below asks', () => {
    expect(vipThresholdProblems([...valid, level(3, '500.50', '10.00')])).toEqual([
      { index: 3, field: 'minTurnover', reason: 'same_as_previous' },
    ]);
  });

  it('wants level 0 to ask nothing and the levels numbered in order', () => {
    expect(vipThresholdProblems([level(0, '1', '0'), level(1, '5', '5')])).toEqual([
      { index: 0, field: 'minTurnover', reason: 'first_not_zero' },
    ]);
    expect(vipThresholdProblems([level(0, '0', '0'), level(2, '5', '5')])).toEqual([
      { index: 1, field: 'level', reason: 'not_consecutive' },
    ]);
  });

  it('names an amount that is not one', () => {
    expect(vipThresholdProblems([level(0, '0', '0'), level(1, '1.234', 'x')])).toEqual([
      { index: 1, field: 'minTurnover', reason: 'not_an_amount' },
      { index: 1, field: 'minDeposit', reason: 'not_an_amount' },
    ]);
  });

  it('is the rule of the PUT body: its issues point at the field', () => {
    const benefits = {
      rebatePercent: '0.50',
      dailyWithdrawals: 3,
      withdrawalLimit: '1000',
      upgradeBonus: '0',
      birthdayBonus: '0',
    };
    const body = (t1: string) => ({
      levels: [
        { level: 0, label: 'VIP0', minTurnover: '0', minDeposit: '0', benefits },
        { level: 1, label: 'VIP1', minTurnover: '100', minDeposit: '10', benefits },
        { level: 2, label: 'VIP2', minTurnover: t1, minDeposit: '20', benefits },
      ],
    });
    expect(putVipLevelsBody.safeParse(body('200')).success).toBe(true);
    const bad = putVipLevelsBody.safeParse(body('50'));
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['levels', 2, 'minTurnover']);
  });
});
