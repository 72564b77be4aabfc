import { queryOptions, useQuery } from '@tanstack/react-query';
import { favouritesRoutes } from '@kalaro/contract/routes/favourites';
import { call } from '@/shared/http/client';

/** GET /wps/games/favourites/ids: the node ids of every favourite game. */
export const getFavouriteIds = async (signal?: AbortSignal): Promise<readonly number[]> =>
  (await call(favouritesRoutes, 'ids', { signal })).list;

export const FAVOURITE_IDS_KEY = ['favourites', 'ids'] as const;

export const favouriteIdsQueryOptions = () =>
  queryOptions({
    queryKey: FAVOURITE_IDS_KEY,
    queryFn: ({ signal }) => getFavouriteIds(signal),
    staleTime: 60_000,
  });

export const useFavouriteIds = (loggedIn: boolean) =>
  useQuery({ ...favouriteIdsQueryOptions(), enabled: loggedIn });
