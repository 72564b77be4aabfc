import type { RouteTable } from '../route-info.ts';

export const missionsRoutes = {
  /** Mission leaderboard (/m/leaderBoard). */
  leaderboard: { method: 'GET', path: '/wps/missions/leaderboard', auth: 'member' },
} as const satisfies RouteTable;
