import { endpoints } from '@kalaro/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/route.ts';
import { memberSession } from '../../plugins/session.ts';
import { SlotService, type SlotOptions } from './service.ts';

/** The in-house slot's calls (member sessions, trial accounts included). */
export default async function inhouseRoutes(app: FastifyInstance, opts: SlotOptions) {
  const slot = new SlotService(app.db, opts);

  registerEndpoint(app, endpoints.inhouse.slotState, ({ params, query }, request) =>
    slot.state(memberSession(request), params.gameId, query.language),
  );
  registerEndpoint(app, endpoints.inhouse.spin, ({ params, body }, request) =>
    slot.spin(memberSession(request), params.gameId, body),
  );
  registerEndpoint(app, endpoints.inhouse.setClientSeed, ({ body }, request) =>
    slot.rotate(memberSession(request).memberId, body.clientSeed),
  );
  registerEndpoint(app, endpoints.inhouse.rotateSeed, (_input, request) =>
    slot.rotate(memberSession(request).memberId),
  );
}
