import { queryOptions, useQuery } from '@tanstack/react-query';
import { promotionsRoutes } from '@kalaro/contract/routes/promotions';
import type { AppLanguage } from '@/shared/i18n/language';
import { call } from '@/shared/http/client';
import { promotionKeys } from '@/features/promotions/api/keys';

/** GET /wps/promotions: the promotions in effect, with the caller's application status. */
export const getPromotions = (language: AppLanguage, signal?: AbortSignal) =>
  call(promotionsRoutes, 'list', { query: { language }, signal });

export const promotionsQueryOptions = (language: AppLanguage) =>
  queryOptions({
    queryKey: promotionKeys.list(language),
    queryFn: ({ signal }) => getPromotions(language, signal),
    staleTime: 60_000,
  });

export const usePromotions = (language: AppLanguage) => useQuery(promotionsQueryOptions(language));
