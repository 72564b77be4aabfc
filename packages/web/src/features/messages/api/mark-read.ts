import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { MessageDetail, MessagesValue } from '@kalaro/contract/member-content';
import { messagesRoutes } from '@kalaro/contract/routes/messages';
import { call } from '@/shared/http/client';
import { messageKeys } from '@/features/messages/api/keys';
import { markReadInPages } from '@/features/messages/model';

/** PUT /wps/messages/:id/read: answers the new unread count. */
export const markRead = (id: number) => call(messagesRoutes, 'markRead', { params: { id } });

/** Every cached view of the inbox learns that a message was read. */
export const applyRead = (client: QueryClient, id: number, unreadCount: number) => {
  client.setQueryData(messageKeys.unread, unreadCount);
  client.setQueriesData<InfiniteData<MessagesValue, number>>(
    { queryKey: [...messageKeys.all, 'list'] },
    (data) => markReadInPages(data, id, unreadCount),
  );
  client.setQueriesData<MessageDetail>(
    { queryKey: [...messageKeys.all, 'detail', id] },
    (data) => data && { ...data, read: true },
  );
};

export const useMarkRead = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: ({ unreadCount }, id) => applyRead(client, id, unreadCount),
  });
};
