import { queryOptions, useQuery } from '@tanstack/react-query';
import { withdrawRoutes } from '@kalaro/contract/routes/withdraw';
import { call } from '@/shared/http/client';
import { withdrawKeys } from '@/features/withdraw/api/keys';

/** GET /wps/withdraw: balance (total, held, available), cards, banks, limits, turnover. */
export const getWithdrawInfo = (signal?: AbortSignal) => call(withdrawRoutes, 'info', { signal });

export const withdrawInfoQueryOptions = () =>
  queryOptions({
    queryKey: withdrawKeys.info,
    queryFn: ({ signal }) => getWithdrawInfo(signal),
  });

export const useWithdrawInfo = () => useQuery(withdrawInfoQueryOptions());
