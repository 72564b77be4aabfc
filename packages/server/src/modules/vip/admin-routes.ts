import { endpoints } from '@kalaro/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { noteChange } from '../../lib/audit-note.ts';
import { registerEndpoint } from '../../lib/route.ts';
import { VipAdminService } from './admin-service.ts';

/** The back office's member club levels (content.manage); each change audited before/after. */
export default async function vipAdminRoutes(app: FastifyInstance) {
  const service = new VipAdminService(app.db);
  const { campaignsAdmin } = endpoints;
  registerEndpoint(app, campaignsAdmin.vipLevels, () => service.levels());
  registerEndpoint(app, campaignsAdmin.putVipLevels, async ({ body }, request) => {
    const { before, after } = await service.replace(body);
    noteChange(request, { target: 'vip-levels', before, after });
    return after;
  });
}
