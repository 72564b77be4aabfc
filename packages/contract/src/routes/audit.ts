import type { RouteTable } from '../route-info.ts';

/** The audit log of admin writes. */
export const auditRoutes = {
  list: { method: 'GET', path: '/wps/admin/audit', auth: 'admin', permission: 'audit.read' },
} as const satisfies RouteTable;
