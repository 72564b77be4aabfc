import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { recentsRoutes } from '../routes/recents.ts';
import { favouriteBody, recentsQuery, recentsValue } from '../games.ts';

export const recentsEndpoints = {
  add: defineEndpoint('recents', recentsRoutes.add, {
    summary: 'Record a played game (moves it to the front; no duplicates)',
    body: favouriteBody,
    value: z.object({ done: z.literal(true) }),
    errors: ['game.not_found'],
  }),
  list: defineEndpoint('recents', recentsRoutes.list, {
    summary: 'Recently played games, most recent first, 25 per page',
    query: recentsQuery,
    value: recentsValue,
    errors: [],
  }),
} as const;
