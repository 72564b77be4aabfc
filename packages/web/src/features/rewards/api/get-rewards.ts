import { queryOptions, useQuery } from '@tanstack/react-query';
import { rewardsRoutes } from '@kalaro/contract/routes/rewards';
import type { AppLanguage } from '@/shared/i18n/language';
import { call } from '@/shared/http/client';
import { rewardKeys } from '@/features/rewards/api/keys';

/** GET /wps/rewards: the rewards in effect with their claim state, and the unclaimed count. */
export const getRewards = (language: AppLanguage, signal?: AbortSignal) =>
  call(rewardsRoutes, 'list', { query: { language }, signal });

export const rewardsQueryOptions = (language: AppLanguage) =>
  queryOptions({
    queryKey: rewardKeys.list(language),
    queryFn: ({ signal }) => getRewards(language, signal),
    staleTime: 30_000,
  });

export const useRewards = (language: AppLanguage, enabled: boolean) =>
  useQuery({ ...rewardsQueryOptions(language), enabled });
