import { infiniteQueryOptions } from '@tanstack/react-query';
import { FIRST_PAGE, PAGE_SIZE } from '@kalaro/contract/constants';
import type { Game, GameType } from '@kalaro/contract/games';
import { favouritesRoutes } from '@kalaro/contract/routes/favourites';
import { nextPageParam } from '@/features/games/model';
import type { GamePage } from '@/features/games/model';
import type { AppLanguage } from '@/shared/i18n/language';
import { call } from '@/shared/http/client';

/** GET /wps/games/favourites: the member's favourite games, newest first. */
export const getFavourites = async (
  filter: { gameType?: GameType; language: AppLanguage },
  pageNo: number,
  signal?: AbortSignal,
): Promise<GamePage<Game>> => {
  const value = await call(favouritesRoutes, 'list', {
    query: {
      gameType: filter.gameType,
      language: filter.language,
      pageNo,
      pageSize: PAGE_SIZE.FAVOURITES,
    },
    signal,
  });
  return {
    games: value.content,
    pageNum: value.pageNum,
    totalPages: value.totalPages,
    total: value.total,
  };
};

export const FAVOURITES_KEY = ['favourites', 'list'] as const;

export const favouritesQueryOptions = (filter: { gameType?: GameType; language: AppLanguage }) =>
  infiniteQueryOptions({
    queryKey: [...FAVOURITES_KEY, filter] as const,
    queryFn: ({ pageParam, signal }) => getFavourites(filter, pageParam, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last) => nextPageParam(last, 'fav'),
  });
