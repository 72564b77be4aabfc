import { endpoints } from '@kalaro/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/route.ts';
import { memberSession } from '../../plugins/session.ts';
import { MissionService } from './service.ts';

/** The mission leaderboard (member call: the viewer's own row is part of the answer). */
export default async function missionRoutes(
  app: FastifyInstance,
  opts: { now?: () => number } = {},
) {
  const service = new MissionService(app.db, opts.now ?? Date.now);
  registerEndpoint(app, endpoints.missions.leaderboard, ({ query }, request) =>
    service.leaderboard(memberSession(request), query),
  );
}
