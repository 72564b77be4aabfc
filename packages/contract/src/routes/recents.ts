import type { RouteTable } from '../route-info.ts';

export const recentsRoutes = {
  add: { method: 'POST', path: '/wps/games/recents', auth: 'member' },
  list: { method: 'GET', path: '/wps/games/recents', auth: 'member' },
} as const satisfies RouteTable;
