import { defineEndpoint } from '../endpoint.ts';
import { missionsRoutes } from '../routes/missions.ts';
import { leaderboardQuery, leaderboardValue } from '../missions.ts';

export const missionsEndpoints = {
  leaderboard: defineEndpoint('missions', missionsRoutes.leaderboard, {
    summary:
      "Mission leaderboards running now: period, prizes, the top ranks (other members' names masked) and the viewer's own rank; refused while no MISSION promotion runs",
    query: leaderboardQuery,
    value: leaderboardValue,
    errors: ['missions.unavailable'],
  }),
} as const;
