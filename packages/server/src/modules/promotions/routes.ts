import { endpoints } from '@kalaro/contract/endpoints';
import { UPLOAD_FIELD } from '@kalaro/contract/uploads';
import type { FastifyInstance } from 'fastify';
import { noteChange } from '../../lib/audit-note.ts';
import { registerEndpoint } from '../../lib/route.ts';
import { memberSession } from '../../plugins/session.ts';
import { readUploadForm, registerMultipart } from '../uploads/multipart.ts';
import type { UploadStore } from '../uploads/store.ts';
import { PromotionService } from './service.ts';

/**
 * /m/activity and /m/activityInfo. Reading is open to visitors (a session adds
 * the caller's application); applying is a multipart upload that needs a real
 * account (the contract's `realMember`).
 */
export default async function promotionRoutes(
  app: FastifyInstance,
  opts: { store: UploadStore; now?: () => number },
) {
  await registerMultipart(app);
  const service = new PromotionService(app.db, opts.store, opts.now ?? Date.now);
  const { promotions } = endpoints;

  registerEndpoint(app, promotions.list, ({ query }, request) =>
    service.list(request.session?.memberId, query.language),
  );
  registerEndpoint(app, promotions.detail, ({ params, query }, request) =>
    service.detail(request.session?.memberId, params.id, query.language),
  );
  registerEndpoint(app, promotions.apply, async ({ params }, request) => {
    const form = await readUploadForm(request, [UPLOAD_FIELD.COMMENT]);
    return service.apply(memberSession(request).memberId, params.id, form);
  });
  registerEndpoint(app, promotions.adminApplications, ({ query }) =>
    service.adminApplications(query),
  );
  registerEndpoint(app, promotions.review, async ({ params, body }, request) => {
    const { before, after } = await service.review(params.id, body);
    noteChange(request, {
      target: `promotion-application/${params.id}`,
      before: { status: before },
      after: { status: after.status, note: after.reviewNote },
    });
    return after;
  });
}
