import { endpoints } from '@kalaro/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/route.ts';
import { CampaignAdminService } from './service.ts';

/**
 * The operator's calls on paying campaigns (issue 37), behind the admin token:
 * create rewards, missions and promotions (red rains: `admin.createRedRain`),
 * list every campaign's spent against its budget, change, pause, resume or end one.
 */
export default async function campaignRoutes(app: FastifyInstance, opts: { now: () => number }) {
  const service = new CampaignAdminService(app.db, opts.now);
  const { admin } = endpoints;
  registerEndpoint(app, admin.listCampaigns, ({ query }) => service.list(query.kind));
  registerEndpoint(app, admin.updateCampaign, ({ params, body }) =>
    service.update(params.kind, params.id, body),
  );
  registerEndpoint(app, admin.createReward, ({ body }) => service.createReward(body));
  registerEndpoint(app, admin.createMission, ({ body }) => service.createMission(body));
  registerEndpoint(app, admin.createPromotion, ({ body }) => service.createPromotion(body));
}
