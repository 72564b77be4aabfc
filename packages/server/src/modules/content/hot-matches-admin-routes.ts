import { endpoints } from '@kalaro/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { noteChange } from '../../lib/audit-note.ts';
import { registerEndpoint } from '../../lib/route.ts';
import { HotMatchAdminService } from './hot-matches-admin.ts';

/** The back office's hot matches (content.manage); every write audited before/after. */
export default async function hotMatchAdminRoutes(
  app: FastifyInstance,
  opts: { now?: () => number } = {},
) {
  const service = new HotMatchAdminService(app.db, app.shared, opts.now ?? Date.now);
  const { campaignsAdmin: e } = endpoints;
  registerEndpoint(app, e.hotMatches, ({ query }) => service.list(query));
  registerEndpoint(app, e.hotMatchGames, () => service.games());
  registerEndpoint(app, e.createHotMatch, async ({ body }, request) => {
    const { match, created } = await service.create(body);
    noteChange(request, { target: `hot-match/${match.id}`, after: { ...match, created } });
    return match;
  });
  registerEndpoint(app, e.putHotMatch, async ({ params, body }, request) => {
    const { before, after } = await service.replace(params.id, body);
    noteChange(request, { target: `hot-match/${params.id}`, before, after });
    return after;
  });
  registerEndpoint(app, e.deleteHotMatch, async ({ params }, request) => {
    const before = await service.remove(params.id);
    noteChange(request, { target: `hot-match/${params.id}`, before, after: null });
    return { id: before.id };
  });
}
