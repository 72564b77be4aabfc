import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DepositLimitsBody } from '@kalaro/contract/payments';
import { depositRoutes } from '@kalaro/contract/routes/deposit';
import { call } from '@/shared/http/client';
import { depositKeys } from '@/features/deposit/api/keys';

/** GET /wps/deposit/limits: the member's own limits, pending raises, used and remaining. */
export const getDepositLimits = (signal?: AbortSignal) => call(depositRoutes, 'limits', { signal });

export const depositLimitsQueryOptions = () =>
  queryOptions({
    queryKey: depositKeys.limits,
    queryFn: ({ signal }) => getDepositLimits(signal),
  });

export const useDepositLimits = () => useQuery(depositLimitsQueryOptions());

/** PUT /wps/deposit/limits: a lower limit holds at once, a higher one after 24 hours. */
export const setDepositLimits = (body: DepositLimitsBody) =>
  call(depositRoutes, 'setLimits', { body });

export const useSetDepositLimits = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setDepositLimits,
    onSuccess: (value) => client.setQueryData(depositKeys.limits, value),
  });
};
