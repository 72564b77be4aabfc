import { endpoints } from '@kalaro/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/route.ts';
import { listAudit } from './service.ts';

/** The audit log's reading (owner); the writing is `hook.ts`. */
export default async function auditRoutes(app: FastifyInstance) {
  registerEndpoint(app, endpoints.audit.list, ({ query }) => listAudit(app.db, query));
}
