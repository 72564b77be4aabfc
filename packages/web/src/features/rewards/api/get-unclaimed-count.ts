import { queryOptions, useQuery } from '@tanstack/react-query';
import { MEMBER_TYPE } from '@kalaro/contract/constants';
import { rewardsRoutes } from '@kalaro/contract/routes/rewards';
import { call } from '@/shared/http/client';
import { useSession } from '@/shared/session/session';
import { rewardKeys } from '@/features/rewards/api/keys';

/** GET /wps/rewards/unclaimed-count: a number. */
export const getUnclaimedCount = (signal?: AbortSignal) =>
  call(rewardsRoutes, 'unclaimedCount', { signal });

export const unclaimedCountQueryOptions = () =>
  queryOptions({
    queryKey: rewardKeys.unclaimed,
    queryFn: ({ signal }) => getUnclaimedCount(signal),
    staleTime: 60_000,
  });

/**
 * Unclaimed rewards in effect: the Members red dot and the menu badge (0 while
 * unknown). Asked only with a session, and not for a trial account, which may not
 * claim; `wanted` false (e.g. the rewards-centre flag off) asks nothing either.
 * A claim updates it at once.
 */
export const useUnclaimedCount = (wanted = true): number => {
  const session = useSession();
  const enabled = wanted && session !== null && session.type !== MEMBER_TYPE.TRIAL;
  const { data } = useQuery({ ...unclaimedCountQueryOptions(), enabled });
  return enabled ? (data ?? 0) : 0;
};
