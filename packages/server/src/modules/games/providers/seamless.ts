import { createHmac } from 'node:crypto';
import type { GameProvider, LaunchRequest, LaunchResult } from './provider.ts';

/** How long a player token opens the wallet to the vendor's callbacks (a session of play). */
export const PLAYER_TOKEN_TTL_MS = 4 * 60 * 60_000;
/** The SecretBox purpose of player tokens. */
export const PLAYER_TOKEN_PURPOSE = 'vendor-player-token';

/** One seamless-wallet vendor as the operator configures it. */
export interface SeamlessVendorConfig {
  /** The vendor code of the catalogue (games.vendor). */
  vendor: string;
  /** The vendor's game launch URL. */
  endpoint: string;
  /** Shared secret: signs the launch URL and every wallet callback. Never logged nor answered. */
  secret: string;
  /** ISO 4217 code of the amounts (the wallet's currency). */
  currency: string;
  enabled: boolean;
}

export interface PlayerTokenClaims {
  memberId: string;
  vendor: string;
  gameId: string;
}

/** The configured vendors and the player tokens bound to them. */
export interface SeamlessVendors {
  get(vendor: string): SeamlessVendorConfig | undefined;
  list(): SeamlessVendorConfig[];
  /** A short-lived token bound to member, vendor and game (sealed: opaque and tamper-proof). */
  playerToken(claims: PlayerTokenClaims, now: number): string;
  /** The claims of a token still valid, else undefined. */
  openPlayerToken(token: string, now: number): PlayerTokenClaims | undefined;
}

/** The launch URL's `signature`: hex HMAC-SHA256 of its other query parameters, sorted, as a query string. */
export function signLaunchQuery(secret: string, params: URLSearchParams): string {
  const sorted = new URLSearchParams([...params.entries()].sort(([a], [b]) => (a < b ? -1 : 1)));
  return createHmac('sha256', secret).update(sorted.toString(), 'utf8').digest('hex');
}

/**
 * A seamless-wallet vendor: the game opens at the vendor's endpoint with a
 * signed launch URL (player token, game, language, currency, return URL,
 * timestamp); the vendor then calls the wallet API (`/wps/vendor/:vendor/wallet/*`,
 * modules/vendor-wallet), which is where money moves.
 */
export class SeamlessProvider implements GameProvider {
  readonly name: string;

  constructor(
    private readonly config: SeamlessVendorConfig,
    private readonly vendors: SeamlessVendors,
    private readonly now: () => number,
  ) {
    this.name = `seamless:${config.vendor}`;
  }

  launch({ member, game, language, pageBack }: LaunchRequest): Promise<LaunchResult> {
    const now = this.now();
    const params = new URLSearchParams({
      token: this.vendors.playerToken(
        { memberId: member.id, vendor: this.config.vendor, gameId: game.gameId },
        now,
      ),
      game: game.gameId,
      language,
      currency: this.config.currency,
      returnUrl: pageBack,
      timestamp: String(now),
    });
    params.set('signature', signLaunchQuery(this.config.secret, params));
    const url = new URL(this.config.endpoint);
    for (const [k, v] of params) url.searchParams.set(k, v);
    return Promise.resolve({ url: url.toString() });
  }
}
