import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONTENT_TYPE } from '@kalaro/contract/constants';
import { contentRoutes } from '@kalaro/contract/routes/content';
import type { AppLanguage } from '@/shared/i18n/language';
import { call } from '@/shared/http/client';

/**
 * GET /wps/content/announcements?types=PR: the promotions running now. A REFERRAL
 * or MISSION promotion switches on the invite-friends and mission entries.
 */
export const getRunningPromotions = async (language: AppLanguage, signal?: AbortSignal) =>
  (
    await call(contentRoutes, 'announcements', {
      query: { types: CONTENT_TYPE.PROMOTION, language },
      signal,
    })
  ).promotions;

export const runningPromotionsQueryOptions = (language: AppLanguage) =>
  queryOptions({
    queryKey: ['content', 'promotions', language] as const,
    queryFn: ({ signal }) => getRunningPromotions(language, signal),
    staleTime: 5 * 60_000,
  });

export const useRunningPromotions = (language: AppLanguage) =>
  useQuery(runningPromotionsQueryOptions(language));
