import { favouritesRoutes } from '@kalaro/contract/routes/favourites';
import { call } from '@/shared/http/client';

/** POST /wps/games/favourites: adding one twice changes nothing. Answers every id. */
export const addFavourite = async (game: { nodeId: number; vassalage: string }) =>
  (await call(favouritesRoutes, 'add', { body: { nodeId: game.nodeId, vendor: game.vassalage } }))
    .list;
