import { useInfiniteQuery } from '@tanstack/react-query';
import { favouritesQueryOptions } from '@/features/games/api/get-favourites';
import { gameListQueryOptions } from '@/features/games/api/get-game-list';
import type { GameListFilter } from '@/features/games/api/get-game-list';
import { hotGamesQueryOptions } from '@/features/games/api/get-hot-games';
import { recentsQueryOptions } from '@/features/games/api/get-recents';
import type { GameTab } from '@/features/games/model';

/** The infinite query of a tab: they all answer the same page shape. */
export const gamePagesOptions = (tab: GameTab, filter: GameListFilter) => {
  const { gameType, language } = filter;
  switch (tab) {
    case 'all':
      return gameListQueryOptions(filter);
    case 'hot':
      return hotGamesQueryOptions({ gameType, language }) as unknown as ReturnType<
        typeof gameListQueryOptions
      >;
    case 'fav':
      return favouritesQueryOptions({ gameType, language }) as unknown as ReturnType<
        typeof gameListQueryOptions
      >;
    case 'recent':
      return recentsQueryOptions({ gameType, language }) as unknown as ReturnType<
        typeof gameListQueryOptions
      >;
  }
};

/**
 * Pages of the chosen tab. A failed load is not retried in a loop: the list
 * simply stops where it is.
 */
export const useGamePages = (tab: GameTab, filter: GameListFilter, enabled: boolean) =>
  useInfiniteQuery({ ...gamePagesOptions(tab, filter), enabled, retry: 1 });
