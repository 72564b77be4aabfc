import type { RouteTable } from '../route-info.ts';

export const favouritesRoutes = {
  add: { method: 'POST', path: '/wps/games/favourites', auth: 'member' },
  remove: { method: 'DELETE', path: '/wps/games/favourites/:nodeId', auth: 'member' },
  list: { method: 'GET', path: '/wps/games/favourites', auth: 'member' },
  ids: { method: 'GET', path: '/wps/games/favourites/ids', auth: 'member' },
} as const satisfies RouteTable;
