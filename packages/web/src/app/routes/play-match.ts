import type { QueryClient } from '@tanstack/react-query';
import type { NavigateFunction } from 'react-router';
import { PRIZE_MODE } from '@kalaro/contract/constants';
import type { HotMatch } from '@kalaro/contract/content';
import { prizeModeFor } from '@kalaro/contract/games-rules';
import { RECENTS_KEY } from '@/features/games/api/get-recents';
import { vendorConfigQueryOptions } from '@/features/games/api/get-vendor-config';
import { launchGame } from '@/features/games/api/launch-game';
import { launchDestination, planLaunch } from '@/features/games/model';
import type { GameRef } from '@/features/games/model';
import { reportRealityCheckDue } from '@/shared/session/reality-check-gate';

const LOGIN_PATH = '/m/login';

/** The game a hot match opens, in the terms of the games feature's launch rules. */
export const matchGame = (match: HotMatch): GameRef => ({
  nodeId: match.nodeId,
  gameId: match.gameId,
  gameType: match.gameCategory,
  vassalage: match.vendor,
});

/**
 * Plays a hot match with the games feature's launch rules:
 * visitors log in first; lottery games open the lottery launch screen with the
 * operator's prize mode; any other game is launched by the server and its
 * answered address opened (a refusal while a reality check is due opens the
 * check instead of failing). Loaded on the first Play tap, not with the home page.
 */
export async function playMatch(
  match: HotMatch,
  {
    loggedIn,
    client,
    navigate,
  }: { loggedIn: boolean; client: QueryClient; navigate: NavigateFunction },
): Promise<void> {
  const game = matchGame(match);
  let plan = planLaunch(game, { loggedIn, prizeMode: PRIZE_MODE.LOTT });
  if (plan.kind === 'navigate') {
    // Only the lottery screen needs the prize mode: ask for it then.
    const config = await client.fetchQuery(vendorConfigQueryOptions());
    plan = planLaunch(game, { loggedIn, prizeMode: prizeModeFor(config.sorting) });
  }
  if (plan.kind === 'login') return navigate(LOGIN_PATH);
  if (plan.kind === 'navigate') return navigate(plan.to);
  let url: string;
  try {
    ({ url } = await launchGame(plan.body));
  } catch (error) {
    // Refused while a reality check is due: the check opens over home instead of an error.
    if (reportRealityCheckDue(error)) return;
    throw error;
  }
  // The server added the game to the recents, as the game list's launch does.
  void client.invalidateQueries({ queryKey: RECENTS_KEY });
  const destination = launchDestination(url);
  if (destination.kind === 'route') await navigate(destination.to);
  else window.location.assign(destination.url);
}
