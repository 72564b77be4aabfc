import type { RouteTable } from '../route-info.ts';

export const promotionsRoutes = {
  /** /m/activity: promotions in effect (with the caller's application status when logged in). */
  list: { method: 'GET', path: '/wps/promotions', auth: 'optional' },
  detail: { method: 'GET', path: '/wps/promotions/:id', auth: 'optional' },
  /** Multipart: comment and up to 3 png/jpg images. */
  apply: {
    method: 'POST',
    path: '/wps/promotions/:id/applications',
    auth: 'realMember',
    protection: 'blocked',
  },
  /** The back office's list of applications (newest first, by status). */
  adminApplications: {
    method: 'GET',
    path: '/wps/admin/promotion-applications',
    auth: 'admin',
    permission: 'promotions.review',
  },
  /** Operator decision on an application. */
  review: {
    method: 'PUT',
    path: '/wps/admin/promotion-applications/:id',
    auth: 'admin',
    permission: 'promotions.review',
  },
} as const satisfies RouteTable;
