import { queryOptions, useQuery } from '@tanstack/react-query';
import { rebateRoutes } from '@kalaro/contract/routes/rebate';
import { call } from '@/shared/http/client';
import { rebateKeys } from '@/features/rebate/api/keys';

/** GET /wps/rebate/manual: turnover per category since the last rebate, rates and amounts. */
export const getManualRebate = (signal?: AbortSignal) => call(rebateRoutes, 'manual', { signal });

export const manualRebateQueryOptions = () =>
  queryOptions({
    queryKey: rebateKeys.manual,
    queryFn: ({ signal }) => getManualRebate(signal),
    staleTime: 10_000,
  });

export const useManualRebate = () => useQuery(manualRebateQueryOptions());
