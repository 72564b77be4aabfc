import type { Game } from '@kalaro/contract/games';

/** The player a game opens for. */
export interface LaunchMember {
  id: string;
  username: string;
  merchantCode: string;
  /** customerType (4 = trial). */
  type: number;
  isTrial: boolean;
}

export interface LaunchRequest {
  member: LaunchMember;
  /** The game as the lists answer it (name in `language`). */
  game: Game;
  /** Language code of the app (EN, TY, …). */
  language: string;
  /** Same-origin path of the lobby the game offers to return to. */
  pageBack: string;
}

export interface LaunchResult {
  /** A same-origin path or an absolute vendor URL, opened in place of the app. */
  url: string;
}

/** A money movement between the operator's wallet and a vendor's. */
export interface TransferRequest {
  member: LaunchMember;
  /** Minor units (hundredths), positive. */
  amountMinor: number;
  /** Retrying with the same key must not move the money twice. */
  idempotencyKey: string;
}

/** A vendor's callback about one round of play (seamless wallet). */
export interface BetCallback {
  memberId: string;
  vendor: string;
  /** The vendor's id of the round; a repeated callback is answered, not applied again. */
  roundId: string;
  amountMinor: number;
}

/**
 * A game vendor's integration. Every vendor launches games; the money side is
 * one of two models, declared here for the real adapters to come:
 * - transfer wallet: `transferIn` / `transferOut` / `balance` move money to and
 *   from the vendor's own wallet around a session;
 * - seamless wallet: the vendor calls us back (`bet`, `settle`, `cancel`) and
 *   the operator's wallet is the only one.
 * The demo provider implements only `launch`.
 */
export interface GameProvider {
  /** Short name, shown in logs. */
  readonly name: string;

  /** Answers where the game opens for this member. May call the vendor. */
  launch(request: LaunchRequest): Promise<LaunchResult>;

  /** Transfer wallet: moves money from the operator's wallet to the vendor's. */
  transferIn?(request: TransferRequest): Promise<void>;

  /** Transfer wallet: brings money back from the vendor's wallet. */
  transferOut?(request: TransferRequest): Promise<void>;

  /** Transfer wallet: the member's balance held by the vendor, in minor units. */
  balance?(member: LaunchMember): Promise<number>;

  /** Seamless wallet: a stake; debits the operator's wallet (refused if it would go negative). */
  bet?(callback: BetCallback): Promise<{ balanceMinor: number }>;

  /** Seamless wallet: a round's winnings (0 for a loss); credits the operator's wallet. */
  settle?(callback: BetCallback): Promise<{ balanceMinor: number }>;

  /** Seamless wallet: a stake the vendor voids; the debit is returned. */
  cancel?(callback: BetCallback): Promise<{ balanceMinor: number }>;
}
