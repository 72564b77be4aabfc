import { queryOptions, useQuery } from '@tanstack/react-query';
import { gamesRoutes } from '@kalaro/contract/routes/games';
import { call } from '@/shared/http/client';

/** GET /wps/games/vendors: vendors per category (already arranged), prize mode. */
export const getVendorConfig = (signal?: AbortSignal) =>
  call(gamesRoutes, 'vendorConfig', { query: {}, signal });

export const vendorConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['games', 'vendors'] as const,
    queryFn: ({ signal }) => getVendorConfig(signal),
    staleTime: 5 * 60 * 1000,
  });

export const useVendorConfig = () => useQuery(vendorConfigQueryOptions());
