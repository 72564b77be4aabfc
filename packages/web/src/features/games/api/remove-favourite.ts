import { call } from '@/shared/http/client';

/** DELETE /wps/games/favourites/:nodeId. Answers every remaining id. */
export const removeFavourite = async (nodeId: number) =>
  (await call('favourites', 'remove', { params: { nodeId } })).list;
