import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { FIRST_PAGE } from '@kalaro/contract/constants';
import type { DepositStatus } from '@kalaro/contract/payments-rules';
import { depositRoutes } from '@kalaro/contract/routes/deposit';
import { withdrawRoutes } from '@kalaro/contract/routes/withdraw';
import type { LanguageCode } from '@kalaro/contract/constants';
import { call } from '@/shared/http/client';
import { recordKeys } from '@/features/records/api/keys';
import { nextRecordsPage } from '@/features/records/model';
import type { DateRange } from '@/features/records/model';

export type PaymentKind = 'deposit' | 'withdraw';

export interface PaymentFilter extends DateRange {
  status: DepositStatus | undefined;
  language: LanguageCode;
}

const query = (filter: PaymentFilter, pageNo: number) => ({
  ...(filter.status ? { status: filter.status } : {}),
  startDate: filter.startDate,
  endDate: filter.endDate,
  utcOffset: filter.utcOffset,
  pageNo,
});

/** GET /wps/deposit/records: one page of deposit requests, newest first. */
export const getDepositRecords = (filter: PaymentFilter, pageNo: number, signal?: AbortSignal) =>
  call(depositRoutes, 'records', {
    query: { ...query(filter, pageNo), language: filter.language },
    signal,
  });

/** GET /wps/withdraw/records: one page of withdrawal requests, newest first. */
export const getWithdrawRecords = (filter: PaymentFilter, pageNo: number, signal?: AbortSignal) =>
  call(withdrawRoutes, 'records', { query: query(filter, pageNo), signal });

export const depositRecordsQueryOptions = (filter: PaymentFilter) =>
  infiniteQueryOptions({
    queryKey: recordKeys.payments('deposit', filter),
    queryFn: ({ pageParam, signal }) => getDepositRecords(filter, pageParam, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextRecordsPage,
    staleTime: 15_000,
  });

export const withdrawRecordsQueryOptions = (filter: PaymentFilter) =>
  infiniteQueryOptions({
    queryKey: recordKeys.payments('withdraw', filter),
    queryFn: ({ pageParam, signal }) => getWithdrawRecords(filter, pageParam, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextRecordsPage,
    staleTime: 15_000,
  });

export const useDepositRecords = (filter: PaymentFilter, enabled: boolean) =>
  useInfiniteQuery({ ...depositRecordsQueryOptions(filter), retry: 1, enabled });

export const useWithdrawRecords = (filter: PaymentFilter, enabled: boolean) =>
  useInfiniteQuery({ ...withdrawRecordsQueryOptions(filter), retry: 1, enabled });
