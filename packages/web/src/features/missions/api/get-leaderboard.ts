import { queryOptions, useQuery } from '@tanstack/react-query';
import { missionsRoutes } from '@kalaro/contract/routes/missions';
import type { AppLanguage } from '@/shared/i18n/language';
import { call } from '@/shared/http/client';

/** Query keys under 'member' (forgotten on login and sign-out: the board shows the viewer). */
export const leaderboardKeys = {
  all: ['member', 'leaderboard'] as const,
  list: (language: AppLanguage) => ['member', 'leaderboard', language] as const,
};

/** GET /wps/missions/leaderboard: running missions, their top ranks and the viewer's own. */
export const getLeaderboard = (language: AppLanguage, signal?: AbortSignal) =>
  call(missionsRoutes, 'leaderboard', { query: { language }, signal });

export const leaderboardQueryOptions = (language: AppLanguage) =>
  queryOptions({
    queryKey: leaderboardKeys.list(language),
    queryFn: ({ signal }) => getLeaderboard(language, signal),
    staleTime: 30_000,
    // A board moves while the member watches.
    refetchInterval: 60_000,
  });

export const useLeaderboard = (language: AppLanguage) =>
  useQuery(leaderboardQueryOptions(language));
