import { endpoints } from '@kalaro/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { noteChange } from '../../lib/audit-note.ts';
import { registerEndpoint } from '../../lib/route.ts';
import { CampaignAdminService } from '../campaigns/service.ts';
import { RedRainService, type Rain } from './service.ts';

/** What the audit log keeps of a rain: its window and state. */
const auditOf = (rain: Rain) => ({
  startsAt: rain.startsAt.toISOString(),
  endsAt: rain.endsAt.toISOString(),
  status: rain.status,
});

/** The back office's red rains: cancelling one before it falls (content.manage). */
export default async function redRainAdminRoutes(
  app: FastifyInstance,
  opts: { now: () => number },
) {
  const rains = new RedRainService(app.db, opts.now);
  const campaigns = new CampaignAdminService(app.db, opts.now);
  registerEndpoint(app, endpoints.campaignsAdmin.cancelRedRain, async ({ params }, request) => {
    const { before, after } = await rains.cancel(params.id);
    noteChange(request, {
      target: `red-rain/${params.id}`,
      before: auditOf(before),
      after: auditOf(after),
    });
    return campaigns.get('red-rain', params.id);
  });
}
