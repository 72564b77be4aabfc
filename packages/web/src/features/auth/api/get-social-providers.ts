import { queryOptions, useQuery } from '@tanstack/react-query';
import { socialLoginRoutes } from '@kalaro/contract/routes/social-login';
import { call } from '@/shared/http/client';

/** GET /wps/auth/social/providers: the providers configured on the server and switched on. */
export const getSocialProviders = (signal?: AbortSignal) =>
  call(socialLoginRoutes, 'providers', { signal });

export const socialProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'social-providers'] as const,
    queryFn: ({ signal }) => getSocialProviders(signal),
    staleTime: 5 * 60 * 1000,
    // No buttons is a fine answer when it fails: the form still signs in.
    retry: 1,
  });

export const useSocialProviders = () => useQuery(socialProvidersQueryOptions());
