import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameType } from '@kalaro/contract/games';
import { gamesRoutes } from '@kalaro/contract/routes/games';
import type { AppLanguage } from '@/shared/i18n/language';
import { call } from '@/shared/http/client';

/** GET /wps/games/winners: the week's biggest wins, by amount, of some categories (none: all). */
export const winnersQueryOptions = (language: AppLanguage, categories: readonly GameType[]) =>
  queryOptions({
    queryKey: ['games', 'winners', language, categories.join(',')] as const,
    queryFn: ({ signal }) =>
      call(gamesRoutes, 'winners', {
        query: { language, gameType: categories.length > 0 ? categories.join(',') : undefined },
        signal,
      }).then((value) => value.list),
    staleTime: 60_000,
  });

export const useWinners = (language: AppLanguage, categories: readonly GameType[]) =>
  useQuery(winnersQueryOptions(language, categories));
