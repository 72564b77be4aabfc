import { queryOptions, useQuery } from '@tanstack/react-query';
import { promotionsRoutes } from '@kalaro/contract/routes/promotions';
import type { AppLanguage } from '@/shared/i18n/language';
import { call } from '@/shared/http/client';
import { promotionKeys } from '@/features/promotions/api/keys';

/** GET /wps/promotions/:id: the promotion's HTML content and the caller's application. */
export const getPromotion = (id: number, language: AppLanguage, signal?: AbortSignal) =>
  call(promotionsRoutes, 'detail', { params: { id }, query: { language }, signal });

export const promotionQueryOptions = (id: number, language: AppLanguage) =>
  queryOptions({
    queryKey: promotionKeys.detail(id, language),
    queryFn: ({ signal }) => getPromotion(id, language, signal),
    staleTime: 30_000,
  });

export const usePromotion = (id: number | null, language: AppLanguage) =>
  useQuery({ ...promotionQueryOptions(id ?? 0, language), enabled: id !== null });
