import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ANNOUNCEMENT_GROUP,
  ANNOUNCEMENT_PLATFORM,
  CONTENT_TYPE,
} from '@kalaro/contract/constants';
import { contentRoutes } from '@kalaro/contract/routes/content';
import { useDebouncedLanguage } from '@/shared/hooks/use-debounced-language';
import type { AppLanguage } from '@/shared/i18n/language';
import { call } from '@/shared/http/client';

/** GET /wps/content/announcements of the registration page (types PL, group m_reg, platform M). */
const registerNoticesQueryOptions = (language: AppLanguage) =>
  queryOptions({
    queryKey: ['content', 'announcements', 'register', language] as const,
    queryFn: ({ signal }) =>
      call(contentRoutes, 'announcements', {
        query: {
          types: CONTENT_TYPE.PLAYER,
          groupName: ANNOUNCEMENT_GROUP.REGISTER,
          platform: ANNOUNCEMENT_PLATFORM,
          language,
        },
        signal,
      }),
    select: (answer) => answer.notices,
    staleTime: 5 * 60_000,
    // Extra to the form, which waits for them: a failure is not tried again.
    retry: false,
  });

/** The operator's notices for the registration page, in the app language. */
export const useRegisterNotices = () =>
  useQuery(registerNoticesQueryOptions(useDebouncedLanguage()));
