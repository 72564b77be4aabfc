import { endpoints } from '@kalaro/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { ICON_PREFIX, sendIcon } from '../../lib/images.ts';
import { DrawnImages } from '../../lib/raster.ts';
import { registerEndpoint } from '../../lib/route.ts';
import { sendError } from '../../plugins/errors.ts';
import { renderIcon } from './icons.ts';
import { registerGameAdminRoutes } from './admin-routes.ts';
import { registerGameMemberRoutes } from './member-routes.ts';
import type { SeamlessVendorStore } from './vendor-wallets.ts';
import { findGameForIcon, findVendor } from './repo.ts';
import { GameCatalogue } from './service.ts';
import { readWinners } from './winners.ts';

/** Where the icons are served; the seed's imageCDNs point here. */
export const CATALOGUE_TTL_MS = 60_000;
export const WINNERS_TTL_MS = 60_000;
const SEGMENT = /^[A-Za-z0-9_.-]{1,64}$/;
/** An icon file: WebP (what the seed names) or the SVG it is drawn from. */
const ICON_FILE = /^([A-Za-z0-9_-]{1,64})\.(webp|svg)$/;
/** WebP widths: about 3× the largest box the app shows each in (tile 111 px, vendor 24 px). */
const ICON_WIDTH = { small: 300, large: 450, vendor: 96 } as const;

export default async function gamesRoutes(
  app: FastifyInstance,
  opts: { now?: () => number; seamless?: SeamlessVendorStore } = {},
) {
  const catalogue = new GameCatalogue(app.db);
  // Kept until the TTL, or until the back office changes the catalogue on any instance.
  const cached = { ttlMs: CATALOGUE_TTL_MS, topics: ['games' as const] };
  app.shared.onInvalidate('games', () => catalogue.forget());
  registerEndpoint(app, endpoints.games.vendorConfig, () => catalogue.vendors(), cached);
  registerEndpoint(app, endpoints.games.list, ({ query }) => catalogue.list(query), cached);
  registerEndpoint(app, endpoints.games.hot, ({ query }) => catalogue.hot(query), cached);
  registerEndpoint(
    app,
    endpoints.games.lotteries,
    ({ query }) => catalogue.lotteries(query),
    cached,
  );
  const now = opts.now ?? Date.now;
  // The same for every caller: kept a minute (new wins show within it).
  registerEndpoint(app, endpoints.games.winners, ({ query }) => readWinners(app.db, now(), query), {
    ttlMs: WINNERS_TTL_MS,
    now,
  });
  registerGameMemberRoutes(app, catalogue, now, opts.seamless);
  registerGameAdminRoutes(app, now, opts.seamless);
  const drawn = new DrawnImages();

  // Icons: drawn from the catalogue, so 2,000 games need no 2,000 files.
  app.get<{ Params: { merchant: string; vendor: string; size: string; file: string } }>(
    `${ICON_PREFIX}/:merchant/games/:vendor/:size/:file`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { merchant, vendor, size, file } = request.params;
      const [, gameId, type] = ICON_FILE.exec(file) ?? [];
      if (!SEGMENT.test(merchant) || !SEGMENT.test(vendor) || !gameId || !/^[sl]$/.test(size)) {
        return sendError(reply, { code: 'route.not_found' });
      }
      const game = await findGameForIcon(app.db, vendor, gameId);
      if (!game) return sendError(reply, { code: 'route.not_found' });
      const large = size === 'l';
      return sendIcon(reply, drawn, {
        key: `games/${vendor}/${size}/${gameId}`,
        type: type as 'webp' | 'svg',
        width: large ? ICON_WIDTH.large : ICON_WIDTH.small,
        svg: () =>
          renderIcon({ key: `${vendor}/${gameId}`, title: game.names.EN, caption: vendor, large }),
      });
    },
  );

  app.get<{ Params: { merchant: string; file: string } }>(
    `${ICON_PREFIX}/:merchant/vendors/:file`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { merchant, file } = request.params;
      const [, code, type] = ICON_FILE.exec(file) ?? [];
      if (!SEGMENT.test(merchant) || !code) return sendError(reply, { code: 'route.not_found' });
      const vendor = await findVendor(app.db, code);
      if (!vendor) return sendError(reply, { code: 'route.not_found' });
      return sendIcon(reply, drawn, {
        key: `vendors/${code}`,
        type: type as 'webp' | 'svg',
        width: ICON_WIDTH.vendor,
        svg: () =>
          renderIcon({ key: `vendor/${code}`, title: vendor.name, caption: code, large: false }),
      });
    },
  );
}
