import { endpoints } from '@kalaro/contract/endpoints';
import type { Campaign } from '@kalaro/contract/campaigns';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { noteChange } from '../../lib/audit-note.ts';
import { registerEndpoint } from '../../lib/route.ts';
import { CampaignAdminService } from './service.ts';

/**
 * The operator's calls on paying campaigns, behind the admin token:
 * create rewards, missions and promotions (red rains: `admin.createRedRain`),
 * list every campaign's spent against its budget, change, pause, resume or end one.
 */
export default async function campaignRoutes(app: FastifyInstance, opts: { now: () => number }) {
  const service = new CampaignAdminService(app.db, opts.now);
  const { admin } = endpoints;
  registerEndpoint(app, admin.listCampaigns, ({ query }) => service.list(query));
  registerEndpoint(app, admin.updateCampaign, async ({ params, body }, request) => {
    const { before, after } = await service.update(params.kind, params.id, body);
    noteChange(request, { target: `${params.kind}/${params.id}`, before, after });
    return after;
  });
  registerEndpoint(app, admin.campaignTexts, ({ params }) => service.texts(params.kind, params.id));
  registerEndpoint(app, admin.putCampaignTexts, async ({ params, body }, request) => {
    const { before, after } = await service.putTexts(params.kind, params.id, body);
    noteChange(request, { target: `${params.kind}/${params.id}`, before, after });
    return after;
  });
  // A creation: nothing before; the answer (what was created) is the after.
  registerEndpoint(app, admin.createReward, async ({ body }, request) =>
    noted(request, await service.createReward(body)),
  );
  registerEndpoint(app, admin.createMission, async ({ body }, request) =>
    noted(request, await service.createMission(body)),
  );
  registerEndpoint(app, admin.createPromotion, async ({ body }, request) =>
    noted(request, await service.createPromotion(body)),
  );
}

/** Names what a creation made (`<kind>/<id>`) for the audit log. */
function noted(request: FastifyRequest, created: Campaign): Campaign {
  noteChange(request, { target: `${created.kind}/${created.id}`, after: created });
  return created;
}
