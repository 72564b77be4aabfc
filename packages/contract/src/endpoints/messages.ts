import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { messagesRoutes } from '../routes/messages.ts';
import {
  idParams,
  messageDetail,
  messageQuery,
  messagesQuery,
  messagesValue,
  unreadCountValue,
} from '../member-content.ts';

export const messagesEndpoints = {
  list: defineEndpoint('messages', messagesRoutes.list, {
    summary:
      "Message centre inbox: the member's own messages and broadcasts, newest first, with read state and the unread count",
    query: messagesQuery,
    value: messagesValue,
    errors: [],
  }),
  unreadCount: defineEndpoint('messages', messagesRoutes.unreadCount, {
    summary: 'Unread message count (a number)',
    value: z.number().int(),
    errors: [],
  }),
  detail: defineEndpoint('messages', messagesRoutes.detail, {
    summary: 'One message with its HTML content (does not mark it read)',
    params: idParams,
    query: messageQuery,
    value: messageDetail,
    errors: ['message.not_found'],
  }),
  markRead: defineEndpoint('messages', messagesRoutes.markRead, {
    summary: 'Mark a message read (again is a no-op); answers the new unread count',
    params: idParams,
    value: unreadCountValue,
    errors: ['message.not_found'],
  }),
  remove: defineEndpoint('messages', messagesRoutes.remove, {
    summary: "Delete a message from the member's inbox; answers the new unread count",
    params: idParams,
    value: unreadCountValue,
    errors: ['message.not_found'],
  }),
} as const;
