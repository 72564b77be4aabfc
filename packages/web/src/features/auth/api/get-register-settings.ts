import { queryOptions, useQuery } from '@tanstack/react-query';
import { authRoutes } from '@kalaro/contract/routes/auth';
import { call } from '@/shared/http/client';

/** GET /wps/auth/register/settings */
export const getRegisterSettings = (signal?: AbortSignal) =>
  call(authRoutes, 'registerSettings', { signal });

export const registerSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'register-settings'] as const,
    queryFn: ({ signal }) => getRegisterSettings(signal),
    staleTime: 5 * 60 * 1000,
  });

export const useRegisterSettings = () => useQuery(registerSettingsQueryOptions());
