import type { RouteTable } from '../routes.ts';

export const helpRoutes = {
  list: { method: 'GET', path: '/wps/help', auth: 'public' },
} as const satisfies RouteTable;
