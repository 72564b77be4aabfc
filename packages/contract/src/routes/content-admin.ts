import type { RouteTable } from '../route-info.ts';

/**
 * The back office's content: announcements of every type (create, replace and
 * delete are in `routes/admin.ts`), banner images, inbox messages, feedback and
 * help entries.
 */
export const contentAdminRoutes = {
  listAnnouncements: {
    method: 'GET',
    path: '/wps/admin/announcements',
    auth: 'admin',
    permission: 'content.manage',
  },
  /** Multipart: one `images` file (png or jpg) for a banner. */
  uploadBannerImage: {
    method: 'POST',
    path: '/wps/admin/banner-images',
    auth: 'admin',
    permission: 'content.manage',
  },
  sendMessage: {
    method: 'POST',
    path: '/wps/admin/messages',
    auth: 'admin',
    permission: 'messages.send',
  },
  listMessageSends: {
    method: 'GET',
    path: '/wps/admin/messages',
    auth: 'admin',
    permission: 'messages.send',
  },
  listFeedback: {
    method: 'GET',
    path: '/wps/admin/feedback',
    auth: 'admin',
    permission: 'feedback.reply',
  },
  feedbackDetail: {
    method: 'GET',
    path: '/wps/admin/feedback/:id',
    auth: 'admin',
    permission: 'feedback.reply',
  },
  listHelp: { method: 'GET', path: '/wps/admin/help', auth: 'admin', permission: 'content.manage' },
  createHelp: {
    method: 'POST',
    path: '/wps/admin/help',
    auth: 'admin',
    permission: 'content.manage',
  },
  putHelp: {
    method: 'PUT',
    path: '/wps/admin/help/:id',
    auth: 'admin',
    permission: 'content.manage',
  },
  deleteHelp: {
    method: 'DELETE',
    path: '/wps/admin/help/:id',
    auth: 'admin',
    permission: 'content.manage',
  },
  orderHelp: {
    method: 'PUT',
    path: '/wps/admin/help-order',
    auth: 'admin',
    permission: 'content.manage',
  },
} as const satisfies RouteTable;
