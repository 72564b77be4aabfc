import { endpoints } from '@kalaro/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { noteChange } from '../../lib/audit-note.ts';
import { registerEndpoint } from '../../lib/route.ts';
import { HelpAdmin } from './admin-service.ts';

/** The help centre's entries in the back office: list, create, edit, delete, order (audited). */
export default async function helpAdminRoutes(app: FastifyInstance) {
  const admin = new HelpAdmin(app.db, app.shared);
  const { contentAdmin: c } = endpoints;

  registerEndpoint(app, c.listHelp, ({ query }) => admin.list(query));

  registerEndpoint(app, c.createHelp, async ({ body }, request) => {
    const saved = await admin.create(body);
    noteChange(request, { target: `help/${saved.id}`, after: saved });
    return saved;
  });

  registerEndpoint(app, c.putHelp, async ({ params, body }, request) => {
    const before = await admin.find(params.id);
    const saved = await admin.replace(params.id, body);
    noteChange(request, { target: `help/${saved.id}`, before, after: saved });
    return saved;
  });

  registerEndpoint(app, c.deleteHelp, async ({ params }, request) => {
    const removed = await admin.remove(params.id);
    noteChange(request, { target: `help/${removed.id}`, before: removed, after: null });
    return removed;
  });

  registerEndpoint(app, c.orderHelp, async ({ body }, request) => {
    const { before, after } = await admin.order(body);
    noteChange(request, { target: `help-order/${body.device}`, before, after });
    return after;
  });
}
