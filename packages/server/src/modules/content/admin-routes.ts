import { endpoints } from '@kalaro/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { noteChange } from '../../lib/audit-note.ts';
import { registerEndpoint } from '../../lib/route.ts';
import { getOperatorConfig } from '../operator/service.ts';
import { readUploadForm, registerMultipart } from '../uploads/multipart.ts';
import type { UploadStore } from '../uploads/store.ts';
import { ContentAdmin } from './admin-service.ts';
import { ContentService } from './service.ts';

/**
 * The back office's announcements (every type and group) and banner images.
 * Each write notes its before and after for the audit log; the home cache is
 * emptied by the content service.
 */
export default async function contentAdminRoutes(
  app: FastifyInstance,
  opts: { store: UploadStore; now: () => number },
) {
  const content = new ContentService(app.db, app.shared, opts.now);
  const admin = new ContentAdmin(app.db, opts.store, opts.now);
  const { admin: a, contentAdmin: c } = endpoints;

  registerEndpoint(app, c.listAnnouncements, ({ query }) => admin.list(query));

  registerEndpoint(app, a.createAnnouncement, async ({ body }, request) => {
    const saved = await content.create(body);
    noteChange(request, { target: `announcement/${saved.id}`, after: await admin.find(saved.id) });
    return saved;
  });

  registerEndpoint(app, a.putAnnouncement, async ({ params, body }, request) => {
    const before = await admin.find(params.id);
    const saved = await content.replace(params.id, body);
    noteChange(request, {
      target: `announcement/${saved.id}`,
      before,
      after: await admin.find(saved.id),
    });
    return saved;
  });

  registerEndpoint(app, a.deleteAnnouncement, async ({ params }, request) => {
    const before = await admin.find(params.id);
    const removed = await content.remove(params.id);
    noteChange(request, { target: `announcement/${removed.id}`, before, after: null });
    return removed;
  });

  // The upload in a scope of its own: only it parses multipart bodies.
  await app.register(async (scope) => {
    await registerMultipart(scope);
    registerEndpoint(scope, c.uploadBannerImage, async (_input, request) => {
      const form = await readUploadForm(request, []);
      const { merchantCode } = await getOperatorConfig(app.db);
      const saved = await admin.storeBannerImage(form.images, merchantCode);
      noteChange(request, { target: `banner-image/${saved.id}`, after: saved });
      return saved;
    });
  });
}
