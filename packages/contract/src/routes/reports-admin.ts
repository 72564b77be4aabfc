import type { RouteTable } from '../route-info.ts';

/** The back office's reports and dashboard: JSON, or CSV on request. */
export const reportsAdminRoutes = {
  report: {
    method: 'GET',
    path: '/wps/admin/reports/:report',
    auth: 'admin',
    permission: 'reports.read',
  },
} as const satisfies RouteTable;
