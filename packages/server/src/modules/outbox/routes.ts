import { endpoints } from '@kalaro/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/route.ts';
import { readOutbox } from './service.ts';

/** The admin's view of the outbox (development and tests; 404 in production). */
export default async function outboxRoutes(app: FastifyInstance, opts: { outboxEnabled: boolean }) {
  registerEndpoint(app, endpoints.admin.outbox, ({ query }) =>
    readOutbox(app.db, opts.outboxEnabled, query.to),
  );
}
