import { queryOptions, useQuery } from '@tanstack/react-query';
import { depositRoutes } from '@kalaro/contract/routes/deposit';
import type { LanguageCode } from '@kalaro/contract/constants';
import { call } from '@/shared/http/client';
import { depositKeys } from '@/features/deposit/api/keys';

/** GET /wps/deposit/channels: the channels offered, with their amounts, fee, bonus and accounts. */
export const getDepositChannels = (language: LanguageCode, signal?: AbortSignal) =>
  call(depositRoutes, 'channels', { query: { language }, signal });

export const depositChannelsQueryOptions = (language: LanguageCode) =>
  queryOptions({
    queryKey: depositKeys.channels(language),
    queryFn: ({ signal }) => getDepositChannels(language, signal),
    staleTime: 60_000,
  });

export const useDepositChannels = (language: LanguageCode) =>
  useQuery(depositChannelsQueryOptions(language));
