import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { PrizeMode } from '@kalaro/contract/games-rules';
import type { Game } from '@kalaro/contract/games';
import { useFavouriteIds } from '@/features/games/api/get-favourite-ids';
import { useLaunchGame } from '@/features/games/api/launch-game';
import { useFavouriteToggle } from '@/features/games/components/use-favourite-toggle';
import {
  favouriteAction,
  launchDestination,
  launchPageBack,
  planLaunch,
} from '@/features/games/model';
import { toastError } from '@/shared/http/error-text';
import { isRealityCheckDue } from '@/shared/session/reality-check-gate';
import { useSession } from '@/shared/session/session';

export const LOGIN_PATH = '/m/login';

/**
 * What a game tile does, wherever it is shown (game list, popular games):
 * launching (visitors log in first, lotteries open their screen,
 * other games launch on the server) and the favourite toggle (optimistic).
 */
export function useGameActions(prizeMode: PrizeMode) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const loggedIn = useSession() !== null;

  const favouriteIds = useFavouriteIds(loggedIn).data;
  const favourites = useMemo(() => new Set(favouriteIds ?? []), [favouriteIds]);
  const { mutate: toggleFavourite } = useFavouriteToggle({
    onError: toastError,
  });
  const onToggleFavourite = useCallback(
    (game: Game) => {
      if (!loggedIn) {
        void navigate(LOGIN_PATH);
        return;
      }
      toggleFavourite({ game, action: favouriteAction(favouriteIds ?? [], game.nodeId) });
    },
    [loggedIn, navigate, toggleFavourite, favouriteIds],
  );

  const { mutateAsync: launch } = useLaunchGame();
  const launchGame = useCallback(
    async (game: Game) => {
      const plan = planLaunch(game, { loggedIn, prizeMode });
      if (plan.kind === 'login') return navigate(LOGIN_PATH);
      if (plan.kind === 'navigate') return navigate(plan.to);
      try {
        const { url } = await launch({ ...plan.body, pageBack: launchPageBack(pathname, search) });
        const destination = launchDestination(url);
        if (destination.kind === 'route') await navigate(destination.to);
        else window.location.assign(destination.url);
      } catch (error) {
        // Refused while a reality check is due: the check opens (the shell's), no error.
        if (!isRealityCheckDue(error)) toastError(error);
      }
    },
    [loggedIn, prizeMode, navigate, launch, pathname, search],
  );
  const onLaunch = useCallback((game: Game) => void launchGame(game), [launchGame]);

  return { loggedIn, favourites, onLaunch, onToggleFavourite };
}
