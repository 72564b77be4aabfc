import type { RouteTable } from '../route-info.ts';

/**
 * The back office's content, part B (permission `content.manage`): cancelling
 * a red rain before it falls, the member club's levels and the hot matches.
 * Campaign lists, creation and changes are in `routes/admin.ts`.
 */
export const campaignsAdminRoutes = {
  /** Cancel a red rain that has not started (ended, final); refused once it falls. */
  cancelRedRain: {
    method: 'POST',
    path: '/wps/admin/red-rains/:id/cancel',
    auth: 'admin',
    permission: 'content.manage',
  },
  vipLevels: {
    method: 'GET',
    path: '/wps/admin/vip-levels',
    auth: 'admin',
    permission: 'content.manage',
  },
  /** Replace the levels' thresholds, labels and benefits (monotonic thresholds). */
  putVipLevels: {
    method: 'PUT',
    path: '/wps/admin/vip-levels',
    auth: 'admin',
    permission: 'content.manage',
  },
  hotMatches: {
    method: 'GET',
    path: '/wps/admin/hot-matches',
    auth: 'admin',
    permission: 'content.manage',
  },
  hotMatchGames: {
    method: 'GET',
    path: '/wps/admin/hot-matches/games',
    auth: 'admin',
    permission: 'content.manage',
  },
  createHotMatch: {
    method: 'POST',
    path: '/wps/admin/hot-matches',
    auth: 'admin',
    permission: 'content.manage',
  },
  putHotMatch: {
    method: 'PUT',
    path: '/wps/admin/hot-matches/:id',
    auth: 'admin',
    permission: 'content.manage',
  },
  deleteHotMatch: {
    method: 'DELETE',
    path: '/wps/admin/hot-matches/:id',
    auth: 'admin',
    permission: 'content.manage',
  },
} as const satisfies RouteTable;
