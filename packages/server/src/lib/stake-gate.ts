import type { Db } from '../db/client.ts';

/**
 * The player's own limits on stakes, asked by every game that debits
 * a stake (the in-house slot, the lottery), inside the stake's transaction and
 * before the debit: throws the refusal (`protection.loss_limit`,
 * `protection.wager_limit`) when the member's limits do not allow it. The app
 * passes the protection module's implementation to the games.
 */
export interface StakeGate {
  assertMayStake(tx: Db, memberId: string, stakeMinor: number): Promise<void>;
}

/** No limits (tests and tools that build a game service alone). */
export const OPEN_GATE: StakeGate = { assertMayStake: async () => {} };
