import type { VendorWalletBody } from '@kalaro/contract/games-admin';
import { gamesAdminRoutes } from '@kalaro/contract/routes/games-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/shared/http/client';

const walletsKey = ['admin', 'vendor-wallets'] as const;

/** The vendors' seamless-wallet integrations (config.manage; never a secret). */
export function useVendorWallets() {
  return useQuery({ queryKey: walletsKey, queryFn: () => call(gamesAdminRoutes, 'wallets') });
}

/** Sets a vendor's integration; the list is read again. */
export function usePutVendorWallet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ code, body }: { code: string; body: VendorWalletBody }) =>
      call(gamesAdminRoutes, 'putWallet', { params: { code }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: walletsKey }),
  });
}
