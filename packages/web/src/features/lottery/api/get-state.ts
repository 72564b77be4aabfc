import { queryOptions, useQuery } from '@tanstack/react-query';
import { lotteryRoutes } from '@kalaro/contract/routes/lottery';
import type { AppLanguage } from '@/shared/i18n/language';
import { call } from '@/shared/http/client';
import { lotteryKeys } from '@/features/lottery/api/keys';
import { stateRefreshMs } from '@/features/lottery/model';

/** GET /wps/lottery/:code: the betting screen (draw, odds, limits, results, balance). */
export const getLotteryState = async (
  code: string,
  language: AppLanguage,
  signal?: AbortSignal,
) => {
  const value = await call(lotteryRoutes, 'state', {
    params: { code },
    query: { language },
    signal,
  });
  return { ...value, receivedAt: Date.now() };
};

export const lotteryStateQueryOptions = (code: string, language: AppLanguage) =>
  queryOptions({
    queryKey: lotteryKeys.state(code, language),
    queryFn: ({ signal }) => getLotteryState(code, language, signal),
    staleTime: 2_000,
  });

export const useLotteryState = (code: string, language: AppLanguage) =>
  useQuery({
    ...lotteryStateQueryOptions(code, language),
    refetchInterval: (query) => stateRefreshMs(query.state.data),
  });
