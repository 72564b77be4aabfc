import type { Db } from '../../../db/client.ts';
import { randomToken, sha256 } from '../../../lib/tokens.ts';
import { insertLaunchToken } from '../member-repo.ts';
import type { GameProvider, LaunchRequest, LaunchResult } from './provider.ts';

/** Where the demo game pages are served (not under /wps: they are pages, not API). */
export const PLAY_PREFIX = '/play';
/** A launch URL must be opened soon after the launch call. */
export const LAUNCH_TOKEN_TTL_MS = 2 * 60_000;

export const playPath = (vendor: string, gameId: string) =>
  `${PLAY_PREFIX}/${encodeURIComponent(vendor)}/${encodeURIComponent(gameId)}`;

/**
 * The provider of every seeded vendor until real adapters exist: no game runs;
 * a same-origin page stands in for the vendor's, opened with a one-time token.
 */
export class DemoProvider implements GameProvider {
  readonly name = 'demo';

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  async launch({ member, game, language, pageBack }: LaunchRequest): Promise<LaunchResult> {
    const token = randomToken();
    const now = this.now();
    await insertLaunchToken(this.db, {
      tokenHash: sha256(token),
      memberId: member.id,
      nodeId: game.nodeId,
      language,
      pageBack,
      createdAt: new Date(now),
      expiresAt: new Date(now + LAUNCH_TOKEN_TTL_MS),
    });
    return { url: `${playPath(game.vassalage, game.gameId)}?token=${token}` };
  }
}
