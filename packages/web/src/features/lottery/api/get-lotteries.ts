import { queryOptions, useQuery } from '@tanstack/react-query';
import { lotteryRoutes } from '@kalaro/contract/routes/lottery';
import type { AppLanguage } from '@/shared/i18n/language';
import { call } from '@/shared/http/client';
import { lotteryKeys } from '@/features/lottery/api/keys';

/** GET /wps/lottery: the in-house lotteries with their current draw and last result. */
export const getInhouseLotteries = async (language: AppLanguage, signal?: AbortSignal) => {
  const value = await call(lotteryRoutes, 'list', { query: { language }, signal });
  return { ...value, receivedAt: Date.now() };
};

export const inhouseLotteriesQueryOptions = (language: AppLanguage) =>
  queryOptions({
    queryKey: lotteryKeys.list(language),
    queryFn: ({ signal }) => getInhouseLotteries(language, signal),
    staleTime: 5_000,
  });

export const useInhouseLotteries = (language: AppLanguage) =>
  useQuery(inhouseLotteriesQueryOptions(language));
