import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentRoutes } from '@kalaro/contract/routes/content';
import type { AppLanguage } from '@/shared/i18n/language';
import { call } from '@/shared/http/client';

/** GET /wps/content/user-agreement: the operator's HTML (EN fallback) and the age limit. */
export const getUserAgreement = (language: AppLanguage, signal?: AbortSignal) =>
  call(contentRoutes, 'userAgreement', { query: { language }, signal });

export const userAgreementQueryOptions = (language: AppLanguage) =>
  queryOptions({
    queryKey: ['content', 'user-agreement', language] as const,
    queryFn: ({ signal }) => getUserAgreement(language, signal),
    staleTime: 10 * 60_000,
  });

export const useUserAgreement = (language: AppLanguage) =>
  useQuery(userAgreementQueryOptions(language));
