import { endpoints } from '@kalaro/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/route.ts';
import { HelpService } from './service.ts';

/** The help centre (public). */
export default async function helpRoutes(app: FastifyInstance) {
  const service = new HelpService(app.db);
  // An edit in the back office (on any instance) shows at once.
  app.shared.onInvalidate('help', () => service.forget());
  registerEndpoint(app, endpoints.help.list, ({ query }) => service.list(query));
}
