import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlayLimitsBody } from '@kalaro/contract/protection';
import { protectionRoutes } from '@kalaro/contract/routes/protection';
import { call } from '@/shared/http/client';
import { protectionKeys } from '@/features/protection/api/keys';

/** GET /wps/protection/limits: the member's loss, wager and session-time limits, pending raises, used. */
export const getPlayLimits = (signal?: AbortSignal) => call(protectionRoutes, 'limits', { signal });

export const playLimitsQueryOptions = () =>
  queryOptions({
    queryKey: protectionKeys.limits,
    queryFn: ({ signal }) => getPlayLimits(signal),
  });

export const usePlayLimits = () => useQuery(playLimitsQueryOptions());

/** PUT /wps/protection/limits: a lower limit holds at once, a higher one after 24 hours. */
export const setPlayLimits = (body: PlayLimitsBody) =>
  call(protectionRoutes, 'setLimits', { body });

export const useSetPlayLimits = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setPlayLimits,
    onSuccess: (value) => client.setQueryData(protectionKeys.limits, value),
  });
};
