import { endpoints } from '@kalaro/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { noteChange } from '../../lib/audit-note.ts';
import { registerEndpoint } from '../../lib/route.ts';
import type { UploadStore } from '../uploads/store.ts';
import { FeedbackAdmin } from './admin-service.ts';
import { FeedbackService } from './service.ts';

/** Members' feedback in the back office: the list, one feedback, the reply (audited). */
export default async function feedbackAdminRoutes(
  app: FastifyInstance,
  opts: { store: UploadStore; now: () => number },
) {
  const admin = new FeedbackAdmin(app.db);
  const service = new FeedbackService(app.db, opts.store, opts.now);
  const { contentAdmin, feedback } = endpoints;

  registerEndpoint(app, contentAdmin.listFeedback, ({ query }) => admin.list(query));
  registerEndpoint(app, contentAdmin.feedbackDetail, ({ params }) => admin.detail(params.id));

  registerEndpoint(app, feedback.reply, async ({ params, body }, request) => {
    const before = await admin.find(params.id);
    const saved = await service.reply(params.id, body.reply);
    noteChange(request, {
      target: `feedback/${params.id}`,
      before: before && { reply: before.reply, repliedAt: before.repliedAt },
      after: { reply: saved.reply, repliedAt: saved.repliedAt },
    });
    return saved;
  });
}
