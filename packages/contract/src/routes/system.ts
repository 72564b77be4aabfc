import type { RouteTable } from '../route-info.ts';

export const systemRoutes = {
  /** Liveness: the process answers (a restart helps only when it does not). */
  health: { method: 'GET', path: '/healthz', auth: 'public', maintenance: 'open' },
  /** Readiness: send traffic here (database, Redis and migrations checked). */
  ready: { method: 'GET', path: '/readyz', auth: 'public', maintenance: 'open' },
  startup: { method: 'GET', path: '/wps/system/startup', auth: 'public', maintenance: 'open' },
} as const satisfies RouteTable;
