import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { systemRoutes } from '@kalaro/contract/routes/system';
import { call } from '@/shared/http/client';

/** GET /wps/system/startup */
export const getStartup = (signal?: AbortSignal) => call(systemRoutes, 'startup', { signal });

export const startupQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'startup'] as const,
    queryFn: ({ signal }) => getStartup(signal),
    staleTime: 5 * 60 * 1000,
  });

export const useStartup = () => useQuery(startupQueryOptions());

/** Start-up settings below the start-up gate, where they are always loaded. */
export const useStartupSettings = () => useSuspenseQuery(startupQueryOptions()).data;
