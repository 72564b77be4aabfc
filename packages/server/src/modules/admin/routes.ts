import { endpoints } from '@kalaro/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/route.ts';
import {
  forgetOperatorConfig,
  getOperatorConfig,
  replaceOperatorConfig,
} from '../operator/service.ts';

/** Operator administration. Guarded by the admin token through the contract's `auth: 'admin'`. */
export default async function adminRoutes(app: FastifyInstance) {
  // A change on any instance: this one reads the configuration again.
  app.shared.onInvalidate('operator', () => forgetOperatorConfig(app.db));

  registerEndpoint(app, endpoints.admin.getOperatorConfig, () => getOperatorConfig(app.db));

  registerEndpoint(app, endpoints.admin.putOperatorConfig, async ({ body }) => {
    const config = await replaceOperatorConfig(app.db, body);
    app.shared.invalidate('operator');
    return config;
  });
}
