import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gamesRoutes } from '@kalaro/contract/routes/games';
import type { LaunchBody } from '@/features/games/model';
import { call } from '@/shared/http/client';
import { RECENTS_KEY } from '@/features/games/api/get-recents';

/** POST /wps/games/launch: a one-time launch URL; the server adds the game to recents. */
export const launchGame = (body: LaunchBody) => call(gamesRoutes, 'launch', { body });

export const useLaunchGame = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: launchGame,
    onSuccess: () => client.invalidateQueries({ queryKey: RECENTS_KEY }),
  });
};
