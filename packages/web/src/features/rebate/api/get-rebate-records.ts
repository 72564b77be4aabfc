import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { FIRST_PAGE } from '@kalaro/contract/constants';
import { rebateRoutes } from '@kalaro/contract/routes/rebate';
import { call } from '@/shared/http/client';
import { rebateKeys } from '@/features/rebate/api/keys';
import { nextPage, type ReportRange } from '@/features/rebate/model';

/** GET /wps/rebate/records: one page of past rebates, newest first, with totals. */
export const getRebateRecords = (range: ReportRange, pageNo: number, signal?: AbortSignal) =>
  call(rebateRoutes, 'records', {
    query: {
      startDate: range.startDate,
      endDate: range.endDate,
      utcOffset: range.utcOffset,
      pageNo,
    },
    signal,
  });

export const rebateRecordsQueryOptions = (range: ReportRange) =>
  infiniteQueryOptions({
    queryKey: rebateKeys.records(range),
    queryFn: ({ pageParam, signal }) => getRebateRecords(range, pageParam, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPage,
    staleTime: 15_000,
  });

export const useRebateRecords = (range: ReportRange) =>
  useInfiniteQuery({ ...rebateRecordsQueryOptions(range), retry: 1 });
