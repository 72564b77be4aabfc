import { describe, expect, it } from 'vitest';
import type { Reward, RewardsValue } from '@kalaro/contract/member-content';
import { applyClaim, rewardState } from '@/features/rewards/model';

const reward = (id: number, overrides: Partial<Reward> = {}): Reward => ({
  id,
  title: `R${id}`,
  description: '',
  promotionType: null,
  amount: '10.00',
  status: 'available',
  expiresAt: null,
  claimedAt: null,
  ...overrides,
});

describe('rewards centre rules', () => {
  const now = new Date('2025-03-20T12:00:00Z');

  it.each([
    [{ status: 'available', expiresAt: null }, 'claimable'],
    [{ status: 'available', expiresAt: '2025-03-21T00:00:00Z' }, 'claimable'],
    [{ status: 'available', expiresAt: '2025-03-20T12:00:00Z' }, 'expired'],
    [{ status: 'available', expiresAt: '2025-03-19T00:00:00Z' }, 'expired'],
    [{ status: 'claimed', expiresAt: '2025-03-19T00:00:00Z' }, 'claimed'],
    [{ status: 'claimed', expiresAt: null }, 'claimed'],
  ] as const)('%j is %s', (fields, state) => {
    expect(rewardState(fields, now)).toBe(state);
  });

  it('marks a claim: that reward claimed, one fewer to claim, once', () => {
    const value: RewardsValue = { list: [reward(1), reward(2)], unclaimedCount: 2 };
    const once = applyClaim(value, 1, '2025-03-20T12:00:00Z');
    expect(once?.list.map((r) => r.status)).toEqual(['claimed', 'available']);
    expect(once?.list[0]?.claimedAt).toBe('2025-03-20T12:00:00Z');
    expect(once?.unclaimedCount).toBe(1);
    // The same reward again does not count twice.
    expect(applyClaim(once, 1, '2025-03-20T12:00:00Z')?.unclaimedCount).toBe(1);
    expect(applyClaim(undefined, 1, 'x')).toBeUndefined();
  });
});
