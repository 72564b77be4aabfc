import { endpoints } from '@kalaro/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/route.ts';
import { getOperatorConfig, replaceOperatorConfig } from '../operator/service.ts';

/** Operator administration. Guarded by the admin token through the contract's `auth: 'admin'`. */
export default async function adminRoutes(app: FastifyInstance) {
  registerEndpoint(app, endpoints.admin.getOperatorConfig, () => getOperatorConfig(app.db));

  registerEndpoint(app, endpoints.admin.putOperatorConfig, ({ body }) =>
    replaceOperatorConfig(app.db, body),
  );
}
