import { endpoints } from '@kalaro/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/route.ts';
import { memberSession } from '../../plugins/session.ts';
import { VipBonusPayouts } from './bonuses.ts';
import { memberBenefits } from './service.ts';

/**
 * Member club benefits; trial sessions are refused by the auth hook
 * (`realMember`). Club bonuses are paid when the benefits are read
 * and, with `bonuses`, by a pass every minute for members who never read them.
 */
export default async function vipRoutes(
  app: FastifyInstance,
  opts: {
    now?: () => number;
    bonuses?: boolean;
    /** Player protection: a member whose bonuses the pass holds (see `VipBonusOptions`). */
    onHold?: (memberId: string) => Promise<boolean>;
  } = {},
) {
  const now = opts.now ?? Date.now;
  registerEndpoint(app, endpoints.member.benefits, (_input, request) =>
    memberBenefits(app.db, app.sessions, memberSession(request).memberId, now()),
  );
  if (opts.bonuses) {
    const payouts = new VipBonusPayouts(
      app.db,
      app.sessions,
      { now, scheduler: true, holdLease: app.shared.holdLease, onHold: opts.onHold },
      app.log,
    );
    app.addHook('onReady', () => payouts.start());
    app.addHook('onClose', () => payouts.stop());
  }
}
