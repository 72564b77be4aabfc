import type { RouteTable } from '../routes.ts';

export const systemRoutes = {
  health: { method: 'GET', path: '/healthz', auth: 'public', maintenance: 'open' },
  startup: { method: 'GET', path: '/wps/system/startup', auth: 'public', maintenance: 'open' },
} as const satisfies RouteTable;
