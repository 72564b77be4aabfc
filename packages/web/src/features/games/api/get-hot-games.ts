import { infiniteQueryOptions } from '@tanstack/react-query';
import { FIRST_PAGE } from '@kalaro/contract/constants';
import type { Game, GameType } from '@kalaro/contract/games';
import { gamesRoutes } from '@kalaro/contract/routes/games';
import type { GamePage } from '@/features/games/model';
import type { AppLanguage } from '@/shared/i18n/language';
import { call } from '@/shared/http/client';

/** GET /wps/games/hot: one page of hot games, by hot rank. */
export const getHotGames = async (
  filter: { gameType?: GameType; language: AppLanguage },
  signal?: AbortSignal,
): Promise<GamePage<Game>> => {
  const { list } = await call(gamesRoutes, 'hot', {
    query: { gameType: filter.gameType, language: filter.language },
    signal,
  });
  return { games: list, pageNum: FIRST_PAGE, totalPages: 1, total: list.length };
};

/** Hot is one page only: an infinite query with no next page, like the other tabs. */
export const hotGamesQueryOptions = (filter: { gameType?: GameType; language: AppLanguage }) =>
  infiniteQueryOptions({
    queryKey: ['games', 'hot', filter] as const,
    queryFn: ({ signal }) => getHotGames(filter, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: () => undefined as number | undefined,
    staleTime: 60_000,
  });
