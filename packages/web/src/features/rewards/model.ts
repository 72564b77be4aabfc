import type { Reward, RewardsValue } from '@kalaro/contract/member-content';

/**
 * Pure rules of the rewards centre: what a reward shows and how a claim changes
 * the list. (Contract values are not imported at run time: its schema modules
 * would bring zod into the app; the types keep the literals honest.)
 */

export type RewardState = 'claimable' | 'claimed' | 'expired';

/** Claimed wins; an available reward past its expiry can no longer be claimed. */
export const rewardState = (
  reward: Pick<Reward, 'status' | 'expiresAt'>,
  now: Date,
): RewardState => {
  if (reward.status === 'claimed') return 'claimed';
  if (reward.expiresAt !== null && new Date(reward.expiresAt).getTime() <= now.getTime())
    return 'expired';
  return 'claimable';
};

/** The list after a successful claim: that reward claimed, one fewer unclaimed. */
export const applyClaim = (
  value: RewardsValue | undefined,
  rewardId: number,
  claimedAt: string,
): RewardsValue | undefined => {
  if (!value) return value;
  const target = value.list.find((reward) => reward.id === rewardId);
  const wasAvailable = target?.status === 'available';
  return {
    list: value.list.map((reward) =>
      reward.id === rewardId ? { ...reward, status: 'claimed' as const, claimedAt } : reward,
    ),
    unclaimedCount: Math.max(0, value.unclaimedCount - (wasAvailable ? 1 : 0)),
  };
};

/** A date in the reader's language (e.g. "31 Mar 2025"). */
export const formatRewardDate = (iso: string, locale: string): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
};
