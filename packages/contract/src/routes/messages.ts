import type { RouteTable } from '../route-info.ts';

export const messagesRoutes = {
  list: { method: 'GET', path: '/wps/messages', auth: 'member', flag: 'MAILCEN' },
  /** The unread count alone (header and menu badges); answers a number. */
  unreadCount: {
    method: 'GET',
    path: '/wps/messages/unread-count',
    auth: 'member',
    flag: 'MAILCEN',
  },
  detail: { method: 'GET', path: '/wps/messages/:id', auth: 'member', flag: 'MAILCEN' },
  markRead: { method: 'PUT', path: '/wps/messages/:id/read', auth: 'member', flag: 'MAILCEN' },
  remove: { method: 'DELETE', path: '/wps/messages/:id', auth: 'member', flag: 'MAILCEN' },
} as const satisfies RouteTable;
