import { endpoints } from '@kalaro/contract/endpoints';
import { UPLOAD_FIELD } from '@kalaro/contract/uploads';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/route.ts';
import { memberSession } from '../../plugins/session.ts';
import { readUploadForm, registerMultipart } from '../uploads/multipart.ts';
import type { UploadStore } from '../uploads/store.ts';
import { FeedbackService } from './service.ts';

/** /m/feedback: categories, the member's feedback with replies, sending (multipart PUT). */
export default async function feedbackRoutes(
  app: FastifyInstance,
  opts: { store: UploadStore; now?: () => number },
) {
  await registerMultipart(app);
  const service = new FeedbackService(app.db, opts.store, opts.now ?? Date.now);
  const { feedback } = endpoints;

  registerEndpoint(app, feedback.categories, ({ query }) => service.categories(query.language));
  registerEndpoint(app, feedback.list, ({ query }, request) =>
    service.list(memberSession(request).memberId, query.language),
  );
  registerEndpoint(app, feedback.submit, async ({ query }, request) => {
    const form = await readUploadForm(request, [UPLOAD_FIELD.CATEGORY, UPLOAD_FIELD.TEXT]);
    return service.submit(memberSession(request).memberId, form, query.language);
  });
}
