import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberRoutes } from '@kalaro/contract/routes/member';
import { call } from '@/shared/http/client';

/** GET /wps/member/benefits: the VIP levels and where the member stands. */
export const getBenefits = (signal?: AbortSignal) => call(memberRoutes, 'benefits', { signal });

export const benefitsQueryOptions = () =>
  queryOptions({
    queryKey: ['member', 'benefits'] as const,
    queryFn: ({ signal }) => getBenefits(signal),
    staleTime: 60_000,
  });

export const useBenefits = (enabled: boolean) => useQuery({ ...benefitsQueryOptions(), enabled });
