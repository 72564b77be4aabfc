import { endpoints } from '@kalaro/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/route.ts';
import { memberSession } from '../../plugins/session.ts';
import { MissionPayouts, type PayoutOptions } from './payouts.ts';
import { MissionService } from './service.ts';

/**
 * The mission leaderboard (member call: the viewer's own row is part of the
 * answer) and the prize payouts when a period ends (on a timer when `payouts`).
 */
export default async function missionRoutes(
  app: FastifyInstance,
  opts: Pick<PayoutOptions, 'onHold'> & { now?: () => number; payouts?: boolean } = {},
) {
  const now = opts.now ?? Date.now;
  const service = new MissionService(app.db, now);
  if (opts.payouts) {
    const payouts = new MissionPayouts(
      app.db,
      { now, scheduler: true, holdLease: app.shared.holdLease, onHold: opts.onHold },
      app.log,
    );
    app.addHook('onReady', () => payouts.start());
    app.addHook('onClose', () => payouts.stop());
  }
  registerEndpoint(app, endpoints.missions.leaderboard, ({ query }, request) =>
    service.leaderboard(memberSession(request), query),
  );
}
