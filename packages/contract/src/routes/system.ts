import type { RouteTable } from '../routes.ts';

export const systemRoutes = {
  health: { method: 'GET', path: '/healthz', auth: 'public' },
  startup: { method: 'GET', path: '/wps/system/startup', auth: 'public' },
} as const satisfies RouteTable;
