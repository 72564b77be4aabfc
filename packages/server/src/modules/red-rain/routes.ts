import { endpoints } from '@kalaro/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/route.ts';
import { memberSession } from '../../plugins/session.ts';
import { RedRainService } from './service.ts';

/** Red-envelope rain: the operator's schedule, the current rain, claims. */
export default async function redRainRoutes(app: FastifyInstance, opts: { now: () => number }) {
  const service = new RedRainService(app.db, opts.now);
  registerEndpoint(app, endpoints.admin.createRedRain, ({ body }) => service.schedule(body));
  registerEndpoint(app, endpoints.redRain.current, (_input, request) =>
    service.current(memberSession(request).memberId),
  );
  registerEndpoint(app, endpoints.redRain.claim, ({ params, body }, request) =>
    service.claim(memberSession(request).memberId, params.id, body.idempotencyKey),
  );
}
