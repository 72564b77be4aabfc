import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PrizeMode } from '@kalaro/contract/games-rules';
import { gamesRoutes } from '@kalaro/contract/routes/games';
import type { AppLanguage } from '@/shared/i18n/language';
import { call } from '@/shared/http/client';

/** GET /wps/games/lotteries: the lotteries of a prize mode, by display name. */
export const getLotteries = async (
  filter: { prizeMode: PrizeMode; language: AppLanguage },
  signal?: AbortSignal,
) => (await call(gamesRoutes, 'lotteries', { query: filter, signal })).list;

export const lotteriesQueryOptions = (filter: { prizeMode: PrizeMode; language: AppLanguage }) =>
  queryOptions({
    queryKey: ['games', 'lotteries', filter] as const,
    queryFn: ({ signal }) => getLotteries(filter, signal),
    staleTime: 5 * 60 * 1000,
  });

export const useLotteries = (filter: { prizeMode: PrizeMode; language: AppLanguage } | undefined) =>
  useQuery({
    ...lotteriesQueryOptions(filter ?? { prizeMode: 'Lott', language: 'EN' }),
    enabled: filter !== undefined,
  });
