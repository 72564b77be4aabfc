import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import type { MessagesValue } from '@kalaro/contract/member-content';
import { messagesRoutes } from '@kalaro/contract/routes/messages';
import { call } from '@/shared/http/client';
import { messageKeys } from '@/features/messages/api/keys';
import { removeFromPages } from '@/features/messages/model';

/** DELETE /wps/messages/:id: answers the new unread count. */
export const deleteMessage = (id: number) => call(messagesRoutes, 'remove', { params: { id } });

export const useDeleteMessage = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteMessage,
    onSuccess: ({ unreadCount }, id) => {
      client.setQueryData(messageKeys.unread, unreadCount);
      client.setQueriesData<InfiniteData<MessagesValue, number>>(
        { queryKey: [...messageKeys.all, 'list'] },
        (data) => removeFromPages(data, id, unreadCount),
      );
      client.removeQueries({ queryKey: [...messageKeys.all, 'detail', id] });
    },
  });
};
