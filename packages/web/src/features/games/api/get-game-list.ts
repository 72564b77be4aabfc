import { infiniteQueryOptions } from '@tanstack/react-query';
import { FIRST_PAGE, PAGE_SIZE } from '@kalaro/contract/constants';
import type { Game, GameType } from '@kalaro/contract/games';
import { gamesRoutes } from '@kalaro/contract/routes/games';
import { nextPageParam } from '@/features/games/model';
import type { GamePage } from '@/features/games/model';
import type { AppLanguage } from '@/shared/i18n/language';
import { call } from '@/shared/http/client';

export interface GameListFilter {
  gameType?: GameType;
  gameName?: string;
  vassalage?: string;
  gameClassify?: string;
  minBet?: number;
  language: AppLanguage;
}

/** GET /wps/games/list: one page of a category, searched and filtered on the server. */
export const getGameList = async (
  filter: GameListFilter,
  pageNo: number,
  signal?: AbortSignal,
): Promise<GamePage<Game>> =>
  call(gamesRoutes, 'list', {
    query: {
      gameType: filter.gameType,
      gameName: filter.gameName || undefined,
      vassalage: filter.vassalage,
      gameClassify: filter.gameClassify,
      minBet: filter.minBet,
      language: filter.language,
      pageNo,
      pageSize: PAGE_SIZE.GAMES,
    },
    signal,
  });

export const gameListQueryOptions = (filter: GameListFilter) =>
  infiniteQueryOptions({
    queryKey: ['games', 'list', filter] as const,
    queryFn: ({ pageParam, signal }) => getGameList(filter, pageParam, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last) => nextPageParam(last, 'all'),
    staleTime: 60_000,
  });
