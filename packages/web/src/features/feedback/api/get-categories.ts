import { queryOptions, useQuery } from '@tanstack/react-query';
import { feedbackRoutes } from '@kalaro/contract/routes/feedback';
import type { AppLanguage } from '@/shared/i18n/language';
import { call } from '@/shared/http/client';
import { feedbackKeys } from '@/features/feedback/api/keys';

/** GET /wps/feedback/categories: the categories a member picks from. */
export const getFeedbackCategories = (language: AppLanguage, signal?: AbortSignal) =>
  call(feedbackRoutes, 'categories', { query: { language }, signal });

export const feedbackCategoriesQueryOptions = (language: AppLanguage) =>
  queryOptions({
    queryKey: feedbackKeys.categories(language),
    queryFn: ({ signal }) => getFeedbackCategories(language, signal),
    staleTime: 30 * 60_000,
  });

export const useFeedbackCategories = (language: AppLanguage) =>
  useQuery(feedbackCategoriesQueryOptions(language));
