import type { RouteTable } from '../route-info.ts';

export const feedbackRoutes = {
  categories: { method: 'GET', path: '/wps/feedback/categories', auth: 'public' },
  list: { method: 'GET', path: '/wps/feedback', auth: 'member', flag: 'FEEDBACK3' },
  /** Multipart: categoryId, text and up to 3 png/jpg images (PUT). */
  submit: { method: 'PUT', path: '/wps/feedback', auth: 'realMember', flag: 'FEEDBACK3' },
  /** The operator's reply to a feedback. */
  reply: {
    method: 'PUT',
    path: '/wps/admin/feedback/:id/reply',
    auth: 'admin',
    permission: 'feedback.reply',
  },
} as const satisfies RouteTable;
