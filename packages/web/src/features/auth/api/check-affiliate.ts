import { queryOptions, useQuery } from '@tanstack/react-query';
import { authRoutes } from '@kalaro/contract/routes/auth';
import { isApiError } from '@/shared/http/api-error';
import { call } from '@/shared/http/client';

/** GET /wps/auth/affiliate/check: true when the code is valid, false when it is not. */
export const checkAffiliate = async (code: string, domain: string, signal?: AbortSignal) => {
  try {
    await call(authRoutes, 'affiliateCheck', { query: { code, domain }, signal });
    return true;
  } catch (error) {
    if (isApiError(error) && error.errorCode === 'invitation_code_error') return false;
    throw error;
  }
};

export const affiliateCheckQueryOptions = (code: string | null, domain: string) =>
  queryOptions({
    queryKey: ['auth', 'affiliate-check', code, domain] as const,
    queryFn: ({ signal }) => (code ? checkAffiliate(code, domain, signal) : false),
    staleTime: 5 * 60 * 1000,
  });

export const useAffiliateCheck = (code: string | null, domain: string) =>
  useQuery({ ...affiliateCheckQueryOptions(code, domain), enabled: code !== null });
