import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { FIRST_PAGE } from '@kalaro/contract/constants';
import type { BetStatus } from '@kalaro/contract/records-rules';
import { reportRoutes } from '@kalaro/contract/routes/report';
import type { AppLanguage } from '@/shared/i18n/language';
import { call } from '@/shared/http/client';
import { recordKeys } from '@/features/records/api/keys';
import { nextRecordsPage } from '@/features/records/model';
import type { BetCategory, DateRange } from '@/features/records/model';

export interface BetFilter extends DateRange {
  gameType?: BetCategory;
  vendor?: string;
  status?: BetStatus;
  language: AppLanguage;
}

/** GET /wps/report/bets: one page of bets, newest first, with totals over every page. */
export const getBets = (filter: BetFilter, pageNo: number, signal?: AbortSignal) =>
  call(reportRoutes, 'bets', { query: { ...filter, pageNo }, signal });

export const betsQueryOptions = (filter: BetFilter) =>
  infiniteQueryOptions({
    queryKey: recordKeys.bets(filter),
    queryFn: ({ pageParam, signal }) => getBets(filter, pageParam, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextRecordsPage,
    staleTime: 15_000,
  });

export const useBets = (filter: BetFilter) =>
  useInfiniteQuery({ ...betsQueryOptions(filter), retry: 1 });
