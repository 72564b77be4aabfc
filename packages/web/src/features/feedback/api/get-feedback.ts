import { queryOptions, useQuery } from '@tanstack/react-query';
import { feedbackRoutes } from '@kalaro/contract/routes/feedback';
import type { AppLanguage } from '@/shared/i18n/language';
import { call } from '@/shared/http/client';
import { feedbackKeys } from '@/features/feedback/api/keys';

/** GET /wps/feedback: the member's feedback, newest first, with replies. */
export const getMyFeedback = (language: AppLanguage, signal?: AbortSignal) =>
  call(feedbackRoutes, 'list', { query: { language }, signal });

export const myFeedbackQueryOptions = (language: AppLanguage) =>
  queryOptions({
    queryKey: feedbackKeys.list(language),
    queryFn: ({ signal }) => getMyFeedback(language, signal),
    staleTime: 30_000,
  });

export const useMyFeedback = (language: AppLanguage) => useQuery(myFeedbackQueryOptions(language));
