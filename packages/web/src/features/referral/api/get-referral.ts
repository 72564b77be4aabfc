import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberRoutes } from '@kalaro/contract/routes/member';
import { call } from '@/shared/http/client';

/** GET /wps/member/referral: the member's referral code, its register path and invited count. */
export const getReferral = (signal?: AbortSignal) => call(memberRoutes, 'referral', { signal });

export const referralQueryOptions = () =>
  queryOptions({
    queryKey: ['member', 'referral'] as const,
    queryFn: ({ signal }) => getReferral(signal),
    staleTime: 30_000,
  });

export const useReferral = (enabled: boolean) => useQuery({ ...referralQueryOptions(), enabled });
