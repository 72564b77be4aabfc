import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { FIRST_PAGE } from '@kalaro/contract/constants';
import type { LedgerType } from '@kalaro/contract/records-rules';
import { walletRoutes } from '@kalaro/contract/routes/wallet';
import { call } from '@/shared/http/client';
import { recordKeys } from '@/features/records/api/keys';
import { nextRecordsPage, typesQuery } from '@/features/records/model';
import type { DateRange } from '@/features/records/model';

export interface TransactionFilter extends DateRange {
  types: readonly LedgerType[];
}

/** GET /wps/wallet/transactions: one page of ledger rows, newest first, with totals. */
export const getTransactions = (filter: TransactionFilter, pageNo: number, signal?: AbortSignal) =>
  call(walletRoutes, 'transactions', {
    query: {
      types: typesQuery(filter.types),
      startDate: filter.startDate,
      endDate: filter.endDate,
      utcOffset: filter.utcOffset,
      pageNo,
    },
    signal,
  });

export const transactionsQueryOptions = (filter: TransactionFilter) =>
  infiniteQueryOptions({
    queryKey: recordKeys.transactions(filter),
    queryFn: ({ pageParam, signal }) => getTransactions(filter, pageParam, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextRecordsPage,
    staleTime: 15_000,
  });

export const useTransactions = (filter: TransactionFilter) =>
  useInfiniteQuery({ ...transactionsQueryOptions(filter), retry: 1 });
