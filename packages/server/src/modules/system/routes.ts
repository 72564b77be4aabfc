import { endpoints } from '@kalaro/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/route.ts';
import { getOperatorConfig } from '../operator/service.ts';
import { buildStartupSettings, checkHealth } from './service.ts';

export default async function systemRoutes(app: FastifyInstance) {
  registerEndpoint(app, endpoints.system.health, () => checkHealth(app.db));

  registerEndpoint(app, endpoints.system.startup, async (_input, request) =>
    buildStartupSettings(await getOperatorConfig(app.db), request.ip, {
      publicKey: app.encryption.publicKey,
      scheme: app.encryption.scheme,
    }),
  );
}
