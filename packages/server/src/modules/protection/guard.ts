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
 * `protection: 'blocked'` (deposit, bets, game launches, bonus claims, the
 * transfer to the superior): while the member's time-out or self-exclusion runs
 * the call is refused with 403 `protection.excluded`, in this one place. After
 * the session checks (a visitor is asked to log in first). Registered before
 * the routes it guards.
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

    app.addHook('onRoute', (route) => {
      if (route.config?.protection === 'blocked') addRouteHook(route, 'onRequest', mayPlay);
    });
  },
  { name: 'protection-guard', dependencies: ['auth', 'session'] },
);
