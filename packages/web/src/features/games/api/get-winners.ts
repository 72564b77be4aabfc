import { queryOptions, useQuery } from '@tanstack/react-query';
import { gamesRoutes } from '@kalaro/contract/routes/games';
import type { AppLanguage } from '@/shared/i18n/language';
import { call } from '@/shared/http/client';

/** GET /wps/games/winners: the week's biggest wins, by amount. */
export const winnersQueryOptions = (language: AppLanguage) =>
  queryOptions({
    queryKey: ['games', 'winners', language] as const,
    queryFn: ({ signal }) =>
      call(gamesRoutes, 'winners', { query: { language }, signal }).then((value) => value.list),
    staleTime: 60_000,
  });

export const useWinners = (language: AppLanguage) => useQuery(winnersQueryOptions(language));
