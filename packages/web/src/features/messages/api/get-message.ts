import { queryOptions, useQuery } from '@tanstack/react-query';
import { messagesRoutes } from '@kalaro/contract/routes/messages';
import type { AppLanguage } from '@/shared/i18n/language';
import { call } from '@/shared/http/client';
import { messageKeys } from '@/features/messages/api/keys';

/** GET /wps/messages/:id: one message with its HTML content (does not mark it read). */
export const getMessage = (id: number, language: AppLanguage, signal?: AbortSignal) =>
  call(messagesRoutes, 'detail', { params: { id }, query: { language }, signal });

export const messageQueryOptions = (id: number, language: AppLanguage) =>
  queryOptions({
    queryKey: messageKeys.detail(id, language),
    queryFn: ({ signal }) => getMessage(id, language, signal),
    staleTime: 5 * 60_000,
  });

export const useMessage = (id: number, language: AppLanguage) =>
  useQuery(messageQueryOptions(id, language));
