import { infiniteQueryOptions } from '@tanstack/react-query';
import { CLIENT_TYPE, FIRST_PAGE, PAGE_SIZE } from '@kalaro/contract/constants';
import type { Game, GameType } from '@kalaro/contract/games';
import { recentsRoutes } from '@kalaro/contract/routes/recents';
import { nextPageParam } from '@/features/games/model';
import type { GamePage } from '@/features/games/model';
import type { AppLanguage } from '@/shared/i18n/language';
import { call } from '@/shared/http/client';

/** GET /wps/games/recents: recently played games, most recent first. */
export const getRecents = async (
  filter: { gameType?: GameType; language: AppLanguage },
  page: number,
  signal?: AbortSignal,
): Promise<GamePage<Game>> => {
  const value = await call(recentsRoutes, 'list', {
    query: {
      gameType: filter.gameType,
      language: filter.language,
      page,
      pageSize: PAGE_SIZE.RECENTS,
      clientType: CLIENT_TYPE,
    },
    signal,
  });
  return { games: value.list, pageNum: page, totalPages: value.totalPages, total: value.total };
};

export const RECENTS_KEY = ['recents', 'list'] as const;

export const recentsQueryOptions = (filter: { gameType?: GameType; language: AppLanguage }) =>
  infiniteQueryOptions({
    queryKey: [...RECENTS_KEY, filter] as const,
    queryFn: ({ pageParam, signal }) => getRecents(filter, pageParam, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last) => nextPageParam(last, 'recent'),
  });
