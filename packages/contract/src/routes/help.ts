import type { RouteTable } from '../route-info.ts';

export const helpRoutes = {
  list: { method: 'GET', path: '/wps/help', auth: 'public' },
} as const satisfies RouteTable;
