import { queryOptions, useQuery } from '@tanstack/react-query';
import { authRoutes } from '@kalaro/contract/routes/auth';
import { call } from '@/shared/http/client';

/** GET /wps/auth/captcha: a single-use image and its id. */
export const getCaptcha = (signal?: AbortSignal) => call(authRoutes, 'captcha', { signal });

export const captchaQueryOptions = (scope: string) =>
  queryOptions({
    queryKey: ['auth', 'captcha', scope] as const,
    queryFn: ({ signal }) => getCaptcha(signal),
    staleTime: Infinity,
    gcTime: 0,
  });

/** A captcha while `enabled`; `refetch()` gives a new one. */
export const useCaptcha = (scope: string, enabled: boolean) =>
  useQuery({ ...captchaQueryOptions(scope), enabled });
