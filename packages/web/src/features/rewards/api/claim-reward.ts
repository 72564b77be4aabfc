import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RewardsValue } from '@kalaro/contract/member-content';
import { rewardsRoutes } from '@kalaro/contract/routes/rewards';
import { isApiError } from '@/shared/http/api-error';
import { call } from '@/shared/http/client';
import { rewardKeys } from '@/features/rewards/api/keys';
import { applyClaim } from '@/features/rewards/model';

/** POST /wps/rewards/:id/claim: credits the wallet once; answers the amount and new balance. */
export const claimReward = (id: number) => call(rewardsRoutes, 'claim', { params: { id } });

/**
 * Claims a reward. On success the list shows it claimed and the unclaimed count
 * drops at once, then both are re-read from the server; a reward claimed
 * elsewhere (already_claimed), gone (not_found) or no longer paying (a
 * campaign paused, ended or out of budget) re-reads the list too.
 */
export const useClaimReward = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: claimReward,
    onSuccess: ({ rewardId }) => {
      const claimedAt = new Date().toISOString();
      client.setQueriesData<RewardsValue>({ queryKey: [...rewardKeys.all, 'list'] }, (value) =>
        applyClaim(value, rewardId, claimedAt),
      );
      client.setQueryData<number>(rewardKeys.unclaimed, (count) =>
        count === undefined ? count : Math.max(0, count - 1),
      );
      void client.invalidateQueries({ queryKey: rewardKeys.all });
    },
    onError: (error) => {
      if (isApiError(error) && /^(reward|campaign)\./.test(error.errorCode))
        void client.invalidateQueries({ queryKey: rewardKeys.all });
    },
  });
};
