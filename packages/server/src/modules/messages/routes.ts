import { endpoints } from '@kalaro/contract/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerEndpoint } from '../../lib/route.ts';
import { memberSession } from '../../plugins/session.ts';
import { MessageService } from './service.ts';

/** The message centre (member calls; the auth hook has let only members through). */
export default async function messageRoutes(
  app: FastifyInstance,
  opts: { now?: () => number } = {},
) {
  const service = new MessageService(app.db, opts.now ?? Date.now);
  const memberId = (request: FastifyRequest) => memberSession(request).memberId;
  const { messages } = endpoints;

  registerEndpoint(app, messages.list, ({ query }, request) =>
    service.inbox(memberId(request), query),
  );
  registerEndpoint(app, messages.unreadCount, (_input, request) =>
    service.unreadCount(memberId(request)),
  );
  registerEndpoint(app, messages.detail, ({ params, query }, request) =>
    service.detail(memberId(request), params.id, query),
  );
  registerEndpoint(app, messages.markRead, ({ params }, request) =>
    service.markRead(memberId(request), params.id),
  );
  registerEndpoint(app, messages.remove, ({ params }, request) =>
    service.remove(memberId(request), params.id),
  );
}
