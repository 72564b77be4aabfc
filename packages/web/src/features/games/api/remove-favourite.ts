import { favouritesRoutes } from '@kalaro/contract/routes/favourites';
import { call } from '@/shared/http/client';

/** DELETE /wps/games/favourites/:nodeId. Answers every remaining id. */
export const removeFavourite = async (nodeId: number) =>
  (await call(favouritesRoutes, 'remove', { params: { nodeId } })).list;
