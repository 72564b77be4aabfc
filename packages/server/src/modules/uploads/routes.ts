import { endpoints } from '@kalaro/contract/endpoints';
import { errorEnvelope } from '@kalaro/contract/envelope';
import { uploadParams } from '@kalaro/contract/promotions';
import { IMAGE_TYPES } from '@kalaro/contract/uploads';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { routeConfigOf } from '../../lib/route.ts';
import { memberSession } from '../../plugins/session.ts';
import { readUpload } from './service.ts';
import type { UploadStore } from './store.ts';

/** The image's bytes (documented only: a Buffer is sent as it is, never serialised). */
const imageBytes = {
  description: 'The image, with the content type its bytes proved.',
  content: Object.fromEntries(
    IMAGE_TYPES.map((type) => [type, { schema: z.string().meta({ format: 'binary' }) }]),
  ),
};

/**
 * Uploaded images back to the member who sent them (or the operator), with the
 * content type their bytes proved and `nosniff`. Anyone else gets 404, as if
 * the image did not exist. Bytes, not an envelope, so registered by hand.
 */
export default async function uploadRoutes(app: FastifyInstance, opts: { store: UploadStore }) {
  const { image, adminImage } = endpoints.uploads;

  const send = async (reply: FastifyReply, id: string, memberId?: string) => {
    const upload = await readUpload(app.db, opts.store, id, memberId);
    if (!upload) throw new AppError('upload.not_found');
    return reply
      .header('content-type', upload.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .header('cache-control', 'private, max-age=86400, immutable')
      .send(upload.bytes);
  };

  for (const endpoint of [image, adminImage]) {
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      config: routeConfigOf(endpoint),
      schema: {
        summary: endpoint.summary,
        tags: [endpoint.group],
        params: uploadParams,
        // Refusals are the error envelope, as on every route (lib/route.ts).
        response: { 200: imageBytes, '4xx': errorEnvelope, '5xx': errorEnvelope },
      },
      handler: (request: FastifyRequest, reply) => {
        const { id } = request.params as { id: string };
        return send(
          reply,
          id,
          endpoint.auth === 'admin' ? undefined : memberSession(request).memberId,
        );
      },
    });
  }
}
