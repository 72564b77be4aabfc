import { endpoints } from '@kalaro/contract/endpoints';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registerEndpoint } from '../../lib/route.ts';
import { sha256 } from '../../lib/tokens.ts';
import { memberSession } from '../../plugins/session.ts';
import { findEnabledGame, findPlayerName, spendLaunchToken } from './member-repo.ts';
import { GameMemberService } from './member-service.ts';
import {
  PLAY_STYLESHEET,
  PLAY_STYLESHEET_PATH,
  renderPlayPage,
  renderRefusedPage,
} from './play-page.ts';
import { PLAY_PREFIX } from './providers/demo.ts';
import { createProviderRegistry } from './providers/registry.ts';
import { SeamlessProvider, type SeamlessVendors } from './providers/seamless.ts';
import type { GameCatalogue } from './service.ts';

const TOKEN = /^[A-Za-z0-9_-]{16,256}$/;

const sendHtml = (reply: FastifyReply, status: number, html: string) =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .send(html);

/** Favourites, recents and launch (member calls), and the demo provider's game page. */
export function registerGameMemberRoutes(
  app: FastifyInstance,
  catalogue: GameCatalogue,
  now: () => number,
  seamless?: SeamlessVendors,
) {
  // Each enabled seamless-wallet vendor launches through its own provider, as
  // configured at the launch (the back office may have changed it).
  const adapter = (vendor: string) => {
    const config = seamless?.get(vendor);
    return config?.enabled ? new SeamlessProvider(config, seamless!, now) : undefined;
  };
  const service = new GameMemberService(
    app.db,
    catalogue,
    createProviderRegistry(app.db, now, adapter),
    now,
  );
  // The auth hook has let only members through (contract `auth: 'member'`).
  const memberId = (request: FastifyRequest) => memberSession(request).memberId;

  registerEndpoint(app, endpoints.favourites.add, ({ body }, request) =>
    service.addFavourite(memberId(request), body),
  );
  registerEndpoint(app, endpoints.favourites.remove, ({ params }, request) =>
    service.removeFavourite(memberId(request), params.nodeId),
  );
  registerEndpoint(app, endpoints.favourites.list, ({ query }, request) =>
    service.favourites(memberId(request), query),
  );
  registerEndpoint(app, endpoints.favourites.ids, (_input, request) =>
    service.favouriteIds(memberId(request)),
  );
  registerEndpoint(app, endpoints.recents.add, ({ body }, request) =>
    service.addRecent(memberId(request), body),
  );
  registerEndpoint(app, endpoints.recents.list, ({ query }, request) =>
    service.recents(memberId(request), query),
  );
  registerEndpoint(app, endpoints.games.launch, ({ body }, request) =>
    service.launch(memberSession(request), body),
  );

  // The demo provider's game page: a page, not an API call, so not under /wps.
  app.get(PLAY_STYLESHEET_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(PLAY_STYLESHEET),
  );

  app.get<{ Params: { vendor: string; gameId: string }; Querystring: { token?: unknown } }>(
    `${PLAY_PREFIX}/:vendor/:gameId`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { vendor, gameId } = request.params;
      const token = request.query.token;
      if (typeof token !== 'string' || !TOKEN.test(token)) {
        return sendHtml(reply, 404, renderRefusedPage('unknown'));
      }
      const spent = await spendLaunchToken(app.db, sha256(token), new Date(now()));
      if (spent.state !== 'valid') {
        return sendHtml(reply, spent.state === 'gone' ? 410 : 404, renderRefusedPage(spent.state));
      }
      const { memberId: owner, nodeId, language, pageBack } = spent.token;
      const row = await findEnabledGame(app.db, nodeId);
      if (!row || row.vendor !== vendor || row.gameId !== gameId) {
        return sendHtml(reply, 404, renderRefusedPage('unknown'));
      }
      const [game] = await catalogue.toGames([row], language);
      const playerName = (await findPlayerName(app.db, owner)) ?? '';
      return sendHtml(
        reply,
        200,
        renderPlayPage({
          gameName: game!.gameName,
          vendorName: game!.vendorNames,
          playerName,
          pageBack,
        }),
      );
    },
  );
}
