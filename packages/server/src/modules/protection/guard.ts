import type { RouteInfo } from '@kalaro/contract/route-info';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { addRouteHook } from '../../lib/route-hooks.ts';
import type { ProtectionService } from './service.ts';

type Done = (err?: Error) => void;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Copied from the contract by lib/route.ts (see `RouteInfo`). */
    protection?: RouteInfo['protection'];
  }
}

/**
 * Enforces player protection for the routes the contract marks
 * `protection: 'blocked'` or `'play'` (deposit, bets, game launches, bonus claims, the
 * transfer to the superior): while the member's time-out or self-exclusion runs
 * the call is refused with 403 `protection.excluded`, in this one place. After
 * the session checks (a visitor is asked to log in first). Registered before
 * the routes it guards. A `'play'` route (a stake) is refused as well once the
 * member's own loss limit is reached, wager limit used up or session time spent
 * (the stake's own amount is checked again inside its transaction: `StakeGate`),
 * and while the session's reality check is due (`protection.reality_check_due`,
 * until the member answers it).
 */
export default fp<{ service: ProtectionService }>(
  async (app, opts) => {
    function mayPlay(request: FastifyRequest, _reply: FastifyReply, done: Done) {
      const memberId = request.session?.memberId;
      if (!memberId) return done();
      try {
        const checked = opts.service.assertMayPlay(memberId);
        if (checked instanceof Promise) checked.then(() => done(), done);
        else done();
      } catch (error) {
        done(error as Error);
      }
    }

    /**
     * A stake: the member's own loss, wager and session-time limits too, and
     * the session's reality check (none for a trial account) once it is due.
     */
    async function withinLimits(request: FastifyRequest) {
      const session = request.session;
      if (!session?.memberId) return;
      await opts.service.limits.assertMayPlay(session.memberId, session.sessionId);
      if (!session.isTrial) {
        await opts.service.realityCheck.assertNotDue(session.memberId, session.sessionId);
      }
    }

    app.addHook('onRoute', (route) => {
      const protection = route.config?.protection;
      if (protection) addRouteHook(route, 'onRequest', mayPlay);
      if (protection === 'play') addRouteHook(route, 'onRequest', withinLimits);
    });
  },
  { name: 'protection-guard', dependencies: ['auth', 'session'] },
);
