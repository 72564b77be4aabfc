import { endpoints } from '@kalaro/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { noteChange } from '../../lib/audit-note.ts';
import { registerEndpoint } from '../../lib/route.ts';
import { MessageAdmin } from './admin-service.ts';

/** Inbox messages from the back office: send (idempotent by client key) and the sent list. */
export default async function messageAdminRoutes(
  app: FastifyInstance,
  opts: { now: () => number },
) {
  const admin = new MessageAdmin(app.db, opts.now);
  const { contentAdmin } = endpoints;

  registerEndpoint(app, contentAdmin.sendMessage, async ({ body }, request) => {
    const { send, again } = await admin.send(body, request.actor!.username);
    // A retry changed nothing: the log says so instead of a second send.
    noteChange(request, {
      target: `message-send/${send.id}`,
      after: again ? { retryOf: send.id } : send,
    });
    return send;
  });

  registerEndpoint(app, contentAdmin.listMessageSends, ({ query }) => admin.list(query));
}
