import type { GameProvider, LaunchRequest, LaunchResult } from '../games/providers/provider.ts';

/** Kalaro's own vendor code in the catalogue. */
export const INHOUSE_VENDOR = 'INHOUSE';

/** The app's screen of an in-house slot (a web route; the game runs on the slot calls). */
export const slotScreenPath = (gameId: string) => `/m/slot/${encodeURIComponent(gameId)}`;

/**
 * Kalaro's own provider (vendor INHOUSE). Its games run on this server against
 * the member's wallet (stake and win are ledger rows), so launching is only
 * pointing the app at the game's screen; the session cookie does the rest.
 * Trial accounts play with their trial balance like any member.
 */
export class InhouseProvider implements GameProvider {
  readonly name = 'inhouse';

  async launch({ game, pageBack }: LaunchRequest): Promise<LaunchResult> {
    return { url: `${slotScreenPath(game.gameId)}?pageBack=${encodeURIComponent(pageBack)}` };
  }
}
