import { GAME_TYPES, gameListQuery } from '@kalaro/contract/games';
import { imageUrl } from '@kalaro/contract/images';
import { FIRST_PAINT_TILES } from '@kalaro/contract/static-shell';
import type { Db } from '../../db/client.ts';
import type { SharedState } from '../../plugins/shared.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import type { FirstPaintData } from '../../lib/first-paint.ts';
import { CATALOGUE_TTL_MS } from './routes.ts';
import { GameCatalogue } from './service.ts';

type FirstGames = FirstPaintData['games'];

/**
 * The game list's first tiles in its static first paint (`lib/first-paint.ts`):
 * the first games of the list the app will load first — the plain list of the
 * address's category, in the shell's language — so their icons load with the
 * page. Only for the plain list: a search, a vendor, a filter or another tab
 * in the address is left to the app (the shell keeps its empty boxes). Kept as
 * long as the game list route keeps its answers, and forgotten with them (a
 * back-office change on any instance).
 */
export function gameListFirstPaint(
  db: Db,
  shared: Pick<SharedState, 'onInvalidate'>,
  now: () => number = Date.now,
): (search: string, language: string, cdn: string) => Promise<FirstGames> {
  const catalogue = new GameCatalogue(db);
  // Values are `{ games }` so that "nothing to show" is kept too.
  const kept = new TtlCache<{ games: FirstGames }>(64, CATALOGUE_TTL_MS, now);
  shared.onInvalidate('games', () => {
    kept.clear();
    catalogue.forget();
  });

  return async (search, language, cdn) => {
    const params = new URLSearchParams(search);
    if ([...params.keys()].some((key) => key !== 'gameType')) return null;
    // As the app reads it: an unknown category (or HOT, a menu entry) is every game.
    const wanted = params.get('gameType');
    const gameType = GAME_TYPES.find((type) => type === wanted);
    const query = gameListQuery.safeParse({ gameType, language, pageSize: FIRST_PAINT_TILES });
    if (!query.success) return null;
    const key = `${gameType ?? ''}|${query.data.language}|${cdn}`;
    const cached = kept.get(key);
    if (cached) return cached.games;
    const page = await catalogue.list(query.data);
    const games: FirstGames =
      page.games.length === 0
        ? null
        : {
            tiles: page.games.map((game) => ({
              src: imageUrl(cdn, game.mobileSmallIcon),
              name: game.gameName,
            })),
            total: page.total,
          };
    kept.set(key, { games });
    return games;
  };
}
