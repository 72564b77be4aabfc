import { queryOptions, useQuery } from '@tanstack/react-query';
import { helpRoutes } from '@kalaro/contract/routes/help';
import type { AppLanguage } from '@/shared/i18n/language';
import { call } from '@/shared/http/client';

/** GET /wps/help?lang=&device=MOBILE: titled entries with HTML content. */
export const getHelp = async (language: AppLanguage, signal?: AbortSignal) =>
  (await call(helpRoutes, 'list', { query: { lang: language, device: 'MOBILE' }, signal })).list;

export const helpQueryOptions = (language: AppLanguage) =>
  queryOptions({
    queryKey: ['help', language] as const,
    queryFn: ({ signal }) => getHelp(language, signal),
    staleTime: 10 * 60_000,
  });

export const useHelp = (language: AppLanguage) => useQuery(helpQueryOptions(language));
