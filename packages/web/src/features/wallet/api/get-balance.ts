import { useCallback } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
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

/**
 * Shows a balance the server answered (a bet, a spin, a claim) in the app's
 * header at once, without another read.
 */
export function useShowBalance(): (sumBalance: string) => void {
  const client = useQueryClient();
  return useCallback(
    (sumBalance: string) =>
      void client.setQueryData(
        balanceQueryOptions().queryKey,
        (current) => current && { ...current, sumBalance },
      ),
    [client],
  );
}
