import { bannerImageParams } from '@kalaro/contract/content-admin';
import { endpoints } from '@kalaro/contract/endpoints';
import { errorEnvelope } from '@kalaro/contract/envelope';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { noteChange } from '../../lib/audit-note.ts';
import { AppError } from '../../lib/errors.ts';
import { registerEndpoint, routeConfigOf } from '../../lib/route.ts';
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

  // Public bytes, not an envelope: registered by hand, like members' uploads.
  app.route({
    method: c.bannerImage.method,
    url: c.bannerImage.path,
    config: routeConfigOf(c.bannerImage),
    schema: {
      summary: c.bannerImage.summary,
      tags: [c.bannerImage.group],
      params: bannerImageParams,
      response: {
        200: { description: 'The image', content: { 'image/png': { schema: z.string() } } },
        '4xx': errorEnvelope,
        '5xx': errorEnvelope,
      },
    },
    handler: async (request, reply) => {
      const { id } = request.params as { id: string };
      const image = await admin.bannerImage(id);
      if (!image) throw new AppError('upload.not_found');
      return reply
        .header('content-type', image.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(image.bytes);
    },
  });

  // The upload in a scope of its own: only it parses multipart bodies.
  await app.register(async (scope) => {
    await registerMultipart(scope);
    registerEndpoint(scope, c.uploadBannerImage, async (_input, request) => {
      const form = await readUploadForm(request, []);
      const saved = await admin.storeBannerImage(form.images);
      noteChange(request, { target: `banner-image/${saved.id}`, after: saved });
      return saved;
    });
  });
}
