import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InfiniteData, QueryKey } from '@tanstack/react-query';
import { addFavourite } from '@/features/games/api/add-favourite';
import { FAVOURITE_IDS_KEY } from '@/features/games/api/get-favourite-ids';
import { FAVOURITES_KEY } from '@/features/games/api/get-favourites';
import { applyFavourite, withoutGame } from '@/features/games/model';
import type { FavouriteAction, GamePage } from '@/features/games/model';
import { removeFavourite } from '@/features/games/api/remove-favourite';

interface Variables {
  game: { nodeId: number; vassalage: string };
  action: FavouriteAction;
}

interface Snapshot {
  ids: readonly number[] | undefined;
  lists: [QueryKey, InfiniteData<GamePage<{ nodeId: number }>> | undefined][];
}

/**
 * Adds or removes a favourite. The ids, and on removal the
 * favourites lists, change at once; a failed call puts them back.
 */
export function useFavouriteToggle(options: { onError?: (error: unknown) => void } = {}) {
  const client = useQueryClient();
  return useMutation<readonly number[], unknown, Variables, Snapshot>({
    mutationFn: ({ game, action }) =>
      action === 'add' ? addFavourite(game) : removeFavourite(game.nodeId),
    onMutate: async ({ game, action }) => {
      await client.cancelQueries({ queryKey: FAVOURITE_IDS_KEY });
      if (action === 'remove') await client.cancelQueries({ queryKey: FAVOURITES_KEY });
      const snapshot: Snapshot = {
        ids: client.getQueryData<readonly number[]>(FAVOURITE_IDS_KEY),
        lists: client.getQueriesData<InfiniteData<GamePage<{ nodeId: number }>>>({
          queryKey: FAVOURITES_KEY,
        }),
      };
      client.setQueryData<readonly number[]>(FAVOURITE_IDS_KEY, (ids = []) =>
        applyFavourite(ids, game.nodeId, action),
      );
      if (action === 'remove') {
        client.setQueriesData<InfiniteData<GamePage<{ nodeId: number }>>>(
          { queryKey: FAVOURITES_KEY },
          (data) =>
            data && { ...data, pages: data.pages.map((page) => withoutGame(page, game.nodeId)) },
        );
      }
      return snapshot;
    },
    onError: (error, _variables, snapshot) => {
      if (snapshot) {
        if (snapshot.ids) client.setQueryData(FAVOURITE_IDS_KEY, snapshot.ids);
        else void client.invalidateQueries({ queryKey: FAVOURITE_IDS_KEY });
        for (const [key, data] of snapshot.lists) client.setQueryData(key, data);
      }
      options.onError?.(error);
    },
    onSuccess: (ids) => {
      client.setQueryData<readonly number[]>(FAVOURITE_IDS_KEY, ids);
    },
    onSettled: (_ids, _error, { action }) =>
      // A new favourite shows on the favourites tab next time it opens.
      action === 'add' ? client.invalidateQueries({ queryKey: FAVOURITES_KEY }) : undefined,
  });
}
