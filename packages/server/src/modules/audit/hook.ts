import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { addRouteHook } from '../../lib/route-hooks.ts';
import '../../lib/audit-note.ts';
import '../admin/idempotency.ts';
import { recordAudit } from './service.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract's `<group>.<name>` of the route (lib/route.ts). */
    action?: string;
  }
}

const pathOf = (url: string) => url.split('?', 1)[0] ?? url;

/**
 * The audit log: every admin write that succeeds is recorded with
 * its actor, time, address, action, target and the values before and after
 * (what the handler noted with `noteChange`, else its answer as the after), in
 * the request, before the answer leaves. Registered before the routes it watches.
 */
export default fp<{ now: () => number }>(
  async (app, opts) => {
    async function record(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
      const answer = payload as { success?: boolean; value?: unknown } | null;
      if (reply.statusCode >= 300 || !answer?.success || !request.actor) return payload;
      // A retry answered with the first request's answer wrote nothing.
      if (request.idempotencyReplayed) return payload;
      const note = request.auditNote ?? {};
      const after = 'after' in note ? note.after : answer.value;
      await recordAudit(app.db, {
        actor: request.actor,
        ip: request.ip,
        action: request.routeOptions.config.action ?? pathOf(request.url),
        target: note.target ?? pathOf(request.url),
        before: note.before ?? null,
        after: after ?? null,
        at: new Date(opts.now()),
      });
      return payload;
    }

    app.addHook('onRoute', (route) => {
      if (route.config?.auth !== 'admin' || route.method === 'GET') return;
      addRouteHook(route, 'preSerialization', record);
    });
  },
  { name: 'audit-hook', dependencies: ['db', 'auth'] },
);
