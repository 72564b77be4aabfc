import { queryOptions, useQuery } from '@tanstack/react-query';
import { securityRoutes } from '@kalaro/contract/routes/security';
import { call } from '@/shared/http/client';
import { securityKeys } from '@/features/security/api/keys';

/** GET /wps/security: payment password set, and the bound e-mail, mobile and payee name (masked). */
export const getSecurityOverview = (signal?: AbortSignal) =>
  call(securityRoutes, 'overview', { signal });

export const securityOverviewQueryOptions = () =>
  queryOptions({
    queryKey: securityKeys.overview,
    queryFn: ({ signal }) => getSecurityOverview(signal),
    staleTime: 30_000,
  });

export const useSecurityOverview = () => useQuery(securityOverviewQueryOptions());
