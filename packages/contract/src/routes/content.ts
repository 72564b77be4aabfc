import type { RouteTable } from '../route-info.ts';

export const contentRoutes = {
  /** Banners, notices, pop-up items, hot matches and promotions in one answer. */
  announcements: { method: 'GET', path: '/wps/content/announcements', auth: 'public' },
  /** The operator's user agreement (/m/useragreement). */
  userAgreement: { method: 'GET', path: '/wps/content/user-agreement', auth: 'public' },
} as const satisfies RouteTable;
