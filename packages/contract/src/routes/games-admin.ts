import type { RouteTable } from '../route-info.ts';

/**
 * The back office's games catalogue: the games by vendor (paged, searched and
 * sorted on the server), and what the content team changes — a game on or off,
 * a whole vendor on or off, hot or not, the list order.
 */
export const gamesAdminRoutes = {
  list: { method: 'GET', path: '/wps/admin/games', auth: 'admin', permission: 'games.manage' },
  vendors: {
    method: 'GET',
    path: '/wps/admin/game-vendors',
    auth: 'admin',
    permission: 'games.manage',
  },
  /** Enable or disable a game, set or clear its hot rank, set its list order. */
  update: {
    method: 'PATCH',
    path: '/wps/admin/games/:nodeId',
    auth: 'admin',
    permission: 'games.manage',
  },
  /** Enable or disable a vendor: a disabled vendor's games are offered to nobody. */
  updateVendor: {
    method: 'PATCH',
    path: '/wps/admin/game-vendors/:code',
    auth: 'admin',
    permission: 'games.manage',
  },
  /** The seamless-wallet integrations (secrets never answered). */
  wallets: {
    method: 'GET',
    path: '/wps/admin/game-vendors/wallets',
    auth: 'admin',
    permission: 'config.manage',
  },
  /** Set a vendor's seamless-wallet integration: endpoint, currency, on/off, secret. */
  putWallet: {
    method: 'PUT',
    path: '/wps/admin/game-vendors/:code/wallet',
    auth: 'admin',
    permission: 'config.manage',
  },
} as const satisfies RouteTable;
