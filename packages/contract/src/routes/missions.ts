import type { RouteTable } from '../routes.ts';

export const missionsRoutes = {
  /** Mission leaderboard (/m/leaderBoard). */
  leaderboard: { method: 'GET', path: '/wps/missions/leaderboard', auth: 'member' },
} as const satisfies RouteTable;
