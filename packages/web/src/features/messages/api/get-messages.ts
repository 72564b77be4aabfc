import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { FIRST_PAGE } from '@kalaro/contract/constants';
import { messagesRoutes } from '@kalaro/contract/routes/messages';
import type { AppLanguage } from '@/shared/i18n/language';
import { call } from '@/shared/http/client';
import { messageKeys } from '@/features/messages/api/keys';
import { nextMessagesPage } from '@/features/messages/model';

/**
 * GET /wps/messages: one page of the inbox (the server's page size), newest
 * first, with the unread count.
 */
export const getMessages = (language: AppLanguage, pageNo: number, signal?: AbortSignal) =>
  call(messagesRoutes, 'list', { query: { pageNo, language }, signal });

export const messagesQueryOptions = (language: AppLanguage) =>
  infiniteQueryOptions({
    queryKey: messageKeys.list(language),
    queryFn: ({ pageParam, signal }) => getMessages(language, pageParam, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextMessagesPage,
    staleTime: 30_000,
  });

export const useMessages = (language: AppLanguage, enabled: boolean) =>
  useInfiniteQuery({ ...messagesQueryOptions(language), enabled });
