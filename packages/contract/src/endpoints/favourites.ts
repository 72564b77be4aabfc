import { defineEndpoint } from '../endpoint.ts';
import { favouritesRoutes } from '../routes/favourites.ts';
import {
  favouriteBody,
  favouriteIdsValue,
  favouriteParams,
  favouritesQuery,
  favouritesValue,
} from '../games.ts';

export const favouritesEndpoints = {
  add: defineEndpoint('favourites', favouritesRoutes.add, {
    summary: 'Add a favourite game (adding one twice changes nothing)',
    body: favouriteBody,
    value: favouriteIdsValue,
    errors: ['game.not_found'],
  }),
  remove: defineEndpoint('favourites', favouritesRoutes.remove, {
    summary: 'Remove a favourite game (removing one that is not there changes nothing)',
    params: favouriteParams,
    value: favouriteIdsValue,
    errors: [],
  }),
  list: defineEndpoint('favourites', favouritesRoutes.list, {
    summary: 'Favourite games, newest first, 26 per page',
    query: favouritesQuery,
    value: favouritesValue,
    errors: [],
  }),
  ids: defineEndpoint('favourites', favouritesRoutes.ids, {
    summary: 'The node ids of every favourite game',
    value: favouriteIdsValue,
    errors: [],
  }),
} as const;
