import type { RouteTable } from '../route-info.ts';

export const gamesRoutes = {
  vendorConfig: { method: 'GET', path: '/wps/games/vendors', auth: 'public' },
  list: { method: 'GET', path: '/wps/games/list', auth: 'public' },
  hot: { method: 'GET', path: '/wps/games/hot', auth: 'public' },
  lotteries: { method: 'GET', path: '/wps/games/lotteries', auth: 'public' },
  winners: { method: 'GET', path: '/wps/games/winners', auth: 'public' },
  /** Opens a game: a one-time launch URL; adds the game to recents. */
  launch: {
    method: 'POST',
    path: '/wps/games/launch',
    auth: 'member',
    region: 'blocked',
    protection: 'play',
  },
} as const satisfies RouteTable;
