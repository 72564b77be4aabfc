import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LanguageCode } from '@kalaro/contract/constants';
import { depositRoutes } from '@kalaro/contract/routes/deposit';
import { call } from '@/shared/http/client';
import { depositKeys } from '@/features/deposit/api/keys';
import { STATUS_POLL_MS } from '@/features/deposit/model';

/** GET /wps/deposit/requests/:id: one of the member's requests. */
export const getDeposit = (id: string, language: LanguageCode, signal?: AbortSignal) =>
  call(depositRoutes, 'detail', { params: { id }, query: { language }, signal });

export const depositQueryOptions = (id: string, language: LanguageCode) =>
  queryOptions({
    queryKey: depositKeys.request(id, language),
    queryFn: ({ signal }) => getDeposit(id, language, signal),
    // Asked again while the operator (or the gateway) has not decided.
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? STATUS_POLL_MS : false),
  });

export const useDeposit = (id: string, language: LanguageCode) =>
  useQuery(depositQueryOptions(id, language));
