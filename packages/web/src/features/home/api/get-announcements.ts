import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ANNOUNCEMENT_GROUP, ANNOUNCEMENT_PLATFORM } from '@kalaro/contract/constants';
import { contentRoutes } from '@kalaro/contract/routes/content';
import { HOME_ANNOUNCEMENT_TYPES } from '@/features/home/model';
import { useDebouncedLanguage } from '@/shared/hooks/use-debounced-language';
import type { AppLanguage } from '@/shared/i18n/language';
import { call } from '@/shared/http/client';

/**
 * GET /wps/content/announcements for the home page (types B,PL,PU,H, group
 * m_home, platform M): banners, player notices, pop-up items and hot matches in
 * the app language. /m/notice reads the notices of the same answer.
 */
export const getHomeAnnouncements = (language: AppLanguage, signal?: AbortSignal) =>
  call(contentRoutes, 'announcements', {
    query: {
      types: HOME_ANNOUNCEMENT_TYPES,
      groupName: ANNOUNCEMENT_GROUP.HOME,
      platform: ANNOUNCEMENT_PLATFORM,
      language,
    },
    signal,
  });

export const homeAnnouncementsQueryOptions = (language: AppLanguage) =>
  queryOptions({
    queryKey: ['content', 'announcements', 'home', language] as const,
    queryFn: ({ signal }) => getHomeAnnouncements(language, signal),
    staleTime: 60_000,
  });

/** The home announcements; a language change reloads them (debounced 200 ms), keeping the old ones meanwhile. */
export const useHomeAnnouncements = () =>
  useQuery({
    ...homeAnnouncementsQueryOptions(useDebouncedLanguage()),
    placeholderData: keepPreviousData,
  });
