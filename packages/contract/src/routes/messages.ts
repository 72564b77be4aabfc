import type { RouteTable } from '../routes.ts';

export const messagesRoutes = {
  list: { method: 'GET', path: '/wps/messages', auth: 'member' },
  /** The unread count alone (header and menu badges); answers a number. */
  unreadCount: { method: 'GET', path: '/wps/messages/unread-count', auth: 'member' },
  detail: { method: 'GET', path: '/wps/messages/:id', auth: 'member' },
  markRead: { method: 'PUT', path: '/wps/messages/:id/read', auth: 'member' },
  remove: { method: 'DELETE', path: '/wps/messages/:id', auth: 'member' },
} as const satisfies RouteTable;
