import { queryOptions, useQuery } from '@tanstack/react-query';
import { lotteryRoutes } from '@kalaro/contract/routes/lottery';
import { call } from '@/shared/http/client';
import { lotteryKeys } from '@/features/lottery/api/keys';

/** GET /wps/lottery/:code/bets: the member's open and latest settled bets. */
export const getMyLotteryBets = (code: string, signal?: AbortSignal) =>
  call(lotteryRoutes, 'myBets', { params: { code }, signal });

export const myLotteryBetsQueryOptions = (code: string) =>
  queryOptions({
    queryKey: lotteryKeys.myBets(code),
    queryFn: ({ signal }) => getMyLotteryBets(code, signal),
    staleTime: 2_000,
  });

/** Open bets are read again every 3 s (they settle after the draw); otherwise every 15 s. */
export const useMyLotteryBets = (code: string) =>
  useQuery({
    ...myLotteryBetsQueryOptions(code),
    refetchInterval: (query) => ((query.state.data?.open.length ?? 0) > 0 ? 3000 : 15_000),
  });
