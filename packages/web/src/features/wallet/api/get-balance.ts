import { queryOptions, useQuery } from '@tanstack/react-query';
import { walletRoutes } from '@kalaro/contract/routes/wallet';
import { call } from '@/shared/http/client';

/** GET /wps/wallet/balance: the total balance (sumBalance, a 2-decimal string). */
export const getBalance = (signal?: AbortSignal) => call(walletRoutes, 'balance', { signal });

export const balanceQueryOptions = () =>
  queryOptions({
    queryKey: ['wallet', 'balance'] as const,
    queryFn: ({ signal }) => getBalance(signal),
    staleTime: 30_000,
  });

export const useBalance = (loggedIn: boolean) =>
  useQuery({ ...balanceQueryOptions(), enabled: loggedIn });
