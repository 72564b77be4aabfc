import { queryOptions, useQuery } from '@tanstack/react-query';
import { messagesRoutes } from '@kalaro/contract/routes/messages';
import { call } from '@/shared/http/client';
import { messageKeys } from '@/features/messages/api/keys';

/** GET /wps/messages/unread-count: a number. */
export const getUnreadCount = (signal?: AbortSignal) =>
  call(messagesRoutes, 'unreadCount', { signal });

export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: messageKeys.unread,
    queryFn: ({ signal }) => getUnreadCount(signal),
    staleTime: 60_000,
  });

/** Unread messages (0 while unknown); only asked for with a session. */
export const useUnreadCount = (enabled: boolean): number =>
  useQuery({ ...unreadCountQueryOptions(), enabled }).data ?? 0;
