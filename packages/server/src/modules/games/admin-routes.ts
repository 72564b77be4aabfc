import { endpoints } from '@kalaro/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { noteChange } from '../../lib/audit-note.ts';
import { registerEndpoint } from '../../lib/route.ts';
import { GameAdmin } from './admin-service.ts';
import type { SeamlessVendorStore } from './vendor-wallets.ts';

/**
 * The back office's games catalogue. Each write is noted for the audit log
 * (before/after) and makes every instance forget its game lists at once
 * (`games` topic: Redis pub/sub when configured), so players see it within seconds.
 */
export function registerGameAdminRoutes(
  app: FastifyInstance,
  now: () => number,
  wallets?: SeamlessVendorStore,
) {
  const admin = new GameAdmin(app.db);
  const { gamesAdmin } = endpoints;

  registerEndpoint(app, gamesAdmin.list, ({ query }) => admin.list(query));
  registerEndpoint(app, gamesAdmin.vendors, () => admin.vendors());

  registerEndpoint(app, gamesAdmin.update, async ({ params, body }, request) => {
    const { before, after } = await admin.update(params.nodeId, body);
    app.shared.invalidate('games');
    const changed = Object.keys(body) as (keyof typeof body)[];
    noteChange(request, {
      target: `game/${params.nodeId}`,
      before: Object.fromEntries(changed.map((key) => [key, before[key]])),
      after: Object.fromEntries(changed.map((key) => [key, after[key]])),
    });
    return after;
  });

  registerEndpoint(app, gamesAdmin.updateVendor, async ({ params, body }, request) => {
    const { before, after } = await admin.updateVendor(params.code, body.enabled);
    app.shared.invalidate('games');
    noteChange(request, {
      target: `game-vendor/${params.code}`,
      before: { enabled: before.enabled },
      after: { enabled: after.enabled },
    });
    return after;
  });

  // The vendors' wallet integrations: the secret is written, never answered nor audited.
  if (wallets) {
    registerEndpoint(app, gamesAdmin.wallets, async () => {
      await wallets.load(); // as stored, whatever this instance heard
      return { wallets: wallets.views() };
    });
    registerEndpoint(app, gamesAdmin.putWallet, async ({ params, body }, request) => {
      const { before, after, secretChanged } = await wallets.put(
        params.code,
        body,
        new Date(now()),
      );
      app.shared.invalidate('vendors');
      noteChange(request, {
        target: `game-vendor/${params.code}/wallet`,
        before,
        after: { ...after, secretChanged },
      });
      return after;
    });
  }
}
