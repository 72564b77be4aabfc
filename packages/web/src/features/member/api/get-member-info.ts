import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberRoutes } from '@kalaro/contract/routes/member';
import { call } from '@/shared/http/client';

/** GET /wps/member/info */
export const getMemberInfo = (signal?: AbortSignal) => call(memberRoutes, 'info', { signal });

export const memberInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['member', 'info'] as const,
    queryFn: ({ signal }) => getMemberInfo(signal),
    staleTime: 60_000,
  });

/** The signed-in member; only fetched while there is a session. */
export const useMemberInfo = (loggedIn: boolean) =>
  useQuery({ ...memberInfoQueryOptions(), enabled: loggedIn });
