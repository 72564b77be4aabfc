import { queryOptions, useQuery } from '@tanstack/react-query';
import { reportRoutes } from '@kalaro/contract/routes/report';
import { call } from '@/shared/http/client';
import { recordKeys } from '@/features/records/api/keys';
import type { DateRange } from '@/features/records/model';

/** GET /wps/report/profit-and-loss: totals, per day and per game category. */
export const getProfitAndLoss = (range: DateRange, signal?: AbortSignal) =>
  call(reportRoutes, 'profitAndLoss', { query: range, signal });

export const profitAndLossQueryOptions = (range: DateRange) =>
  queryOptions({
    queryKey: recordKeys.profitAndLoss(range),
    queryFn: ({ signal }) => getProfitAndLoss(range, signal),
    staleTime: 15_000,
  });

export const useProfitAndLoss = (range: DateRange) =>
  useQuery({ ...profitAndLossQueryOptions(range), retry: 1 });
