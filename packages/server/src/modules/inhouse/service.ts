import { amountToMinor, minorToAmount } from '@kalaro/contract/money';
import type {
  SeedRotation,
  SlotState,
  SpinBody,
  SpinValue,
  slotSession,
} from '@kalaro/contract/slot';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { countEvent } from '../../lib/metrics.ts';
import type { StakeGate } from '../../lib/stake-gate.ts';
import type { Session } from '../../plugins/session.ts';
import type { BetDetail } from '../bets/tables.ts';
import { nameIn } from '../games/service.ts';
import {
  findWallet,
  InsufficientFundsError,
  pgErrorCode,
  postMovement,
} from '../wallet/service.ts';
import { INHOUSE_VENDOR } from './provider.ts';
import {
  findActiveSeed,
  findBetByKey,
  findPlayer,
  findVendorGame,
  insertBet,
  insertSeed,
  lockPlayer,
  revealSeed,
  takeNonce,
  updatePlayer,
  type Bet,
  type SlotSeed,
  type VendorGame,
} from './repo.ts';
import {
  EMPTY_SESSION,
  afterSpin,
  sessionView,
  spinWaitMs,
  type SessionCounters,
} from './session.ts';
import {
  PAYLINES,
  PAYTABLE,
  REEL_COUNT,
  REEL_STRIPS,
  ROW_COUNT,
  SLOT_SYMBOLS,
  WILD,
  betLevels,
  hashServerSeed,
  newClientSeed,
  newServerSeed,
  spinOutcome,
  theoreticalRtp,
} from './slot-math.ts';

/**
 * Which in-house games are slots: every game of the INHOUSE vendor in the INHOUSE
 * category runs the slot engine (Kalaro Reels) with the game's own minimum bet;
 * the in-house lottery will be games of the lottery categories.
 */
export const SLOT_GAME_TYPE = 'INHOUSE';
export const isSlotGame = (game: { vendor: string; gameType: string }) =>
  game.vendor === INHOUSE_VENDOR && game.gameType === SLOT_GAME_TYPE;

const UNIQUE_VIOLATION = '23505';

export interface SlotOptions {
  now: () => number;
  /** The member's own loss and wager limits, asked before each stake is debited. */
  stakes?: StakeGate;
  /** Least time between two spins of a member. */
  minSpinIntervalMs: number;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The published game sheet: the same for every game (only the bet levels differ). */
const SHEET = (() => {
  const { rtp } = theoreticalRtp();
  return {
    reelCount: REEL_COUNT,
    rowCount: ROW_COUNT,
    symbols: [...SLOT_SYMBOLS],
    wild: WILD,
    paylines: PAYLINES.map((l) => [...l]),
    paytable: SLOT_SYMBOLS.map((symbol) => ({
      symbol,
      pays: PAYTABLE[symbol].map((multiplier, i) => ({ count: i + 3, multiplier })),
    })),
    reelStrips: REEL_STRIPS.map((s) => [...s]),
    rtp: (rtp * 100).toFixed(2),
  };
})();

function sessionValue(c: SessionCounters, now: number): z.output<typeof slotSession> {
  const v = sessionView(c, now);
  return {
    startedAt: iso(v.startedAt),
    playedSeconds: v.playedSeconds,
    spins: v.spins,
    staked: minorToAmount(v.stakeMinor),
    won: minorToAmount(v.winMinor),
    net: minorToAmount(v.netMinor),
  };
}

const fairnessOf = (seed: SlotSeed) => ({
  serverSeedHash: seed.serverSeedHash,
  clientSeed: seed.clientSeed,
  nonce: seed.nonce,
});

export class SlotService {
  constructor(
    private readonly db: Db,
    private readonly options: SlotOptions,
  ) {}

  private now() {
    return this.options.now();
  }

  /** The slot game `gameId`, playable by this session. */
  private async game(session: Session, gameId: string): Promise<VendorGame> {
    const game = await findVendorGame(this.db, INHOUSE_VENDOR, gameId);
    if (!game || !isSlotGame(game)) throw new AppError('game.not_found');
    if (session.isTrial && !game.supportPlay) throw new AppError('game.trial_not_supported');
    return game;
  }

  /** The member's seed in play, committed now if there is none. Call with the player locked. */
  private async activeSeed(tx: Db, memberId: string, clientSeed?: string): Promise<SlotSeed> {
    const seed = await findActiveSeed(tx, memberId);
    if (seed) return seed;
    const serverSeed = newServerSeed();
    return insertSeed(tx, {
      memberId,
      serverSeed,
      serverSeedHash: hashServerSeed(serverSeed),
      clientSeed: clientSeed ?? newClientSeed(),
      createdAt: new Date(this.now()),
    });
  }

  private nextSpinAt(lastSpinAt: Date | null, now: number): string | null {
    const wait = spinWaitMs(lastSpinAt, now, this.options.minSpinIntervalMs);
    return wait > 0 ? new Date(now + wait).toISOString() : null;
  }

  async state(session: Session, gameId: string, language: string): Promise<SlotState> {
    const game = await this.game(session, gameId);
    const { player, seed } = await this.db.transaction(async (tx) => {
      const locked = await lockPlayer(tx, session.memberId);
      return { player: locked, seed: await this.activeSeed(tx, session.memberId) };
    });
    const wallet = await findWallet(this.db, session.memberId);
    const now = this.now();
    return {
      game: {
        nodeId: game.nodeId,
        gameId: game.gameId,
        gameName: nameIn(game.names, language),
        minBet: minorToAmount(game.minBetMinor),
        supportPlay: game.supportPlay,
      },
      ...SHEET,
      betLevels: betLevels(game.minBetMinor).map((l) => ({
        bet: minorToAmount(l.stakeMinor),
        lineBet: minorToAmount(l.lineBetMinor),
      })),
      fairness: fairnessOf(seed),
      balance: minorToAmount(wallet?.balanceMinor ?? 0),
      session: sessionValue(player, now),
      minSpinIntervalMs: this.options.minSpinIntervalMs,
      nextSpinAt: this.nextSpinAt(player.lastSpinAt, now),
    };
  }

  /**
   * One spin, in one transaction: the member's player row is locked (spins of a
   * member run one at a time), the spacing checked, the seed's nonce taken, the
   * stake debited (refused rather than overdraw), the win credited and the
   * settled bet written. The same idempotency key answers the first spin again.
   */
  async spin(session: Session, gameId: string, body: SpinBody): Promise<SpinValue> {
    const { memberId } = session;
    const game = await this.game(session, gameId);
    const stakeMinor = amountToMinor(body.bet);
    const level = betLevels(game.minBetMinor).find((l) => l.stakeMinor === stakeMinor);
    if (!level) {
      throw new AppError('slot.bet_invalid', 'The bet is not one of the game’s bet levels', {
        betLevels: betLevels(game.minBetMinor).map((l) => minorToAmount(l.stakeMinor)),
      });
    }
    const key = body.idempotencyKey;
    const earlier = await findBetByKey(this.db, memberId, key);
    if (earlier) return this.replay(earlier, game, level.stakeMinor, memberId);

    // Set by a spin made here (not a replay); counted once it has committed.
    let made: { winMinor: number } | undefined;
    try {
      const value = await this.db.transaction(async (tx) => {
        const player = await lockPlayer(tx, memberId);
        // The time is read once the lock is ours: a spin that waited for another is later.
        const now = this.now();
        const at = new Date(now);
        // A racing request with the same key may have committed while we waited for the lock.
        const raced = await findBetByKey(tx, memberId, key);
        if (raced) return this.replay(raced, game, level.stakeMinor, memberId, player);

        const wait = spinWaitMs(player.lastSpinAt, now, this.options.minSpinIntervalMs);
        if (wait > 0) {
          throw new AppError('slot.spin_too_fast', `Next spin in ${wait} ms`, {
            retryAfterMs: wait,
          });
        }
        await this.options.stakes?.assertMayStake(tx, memberId, level.stakeMinor);
        const seed = await this.activeSeed(tx, memberId);
        if (body.serverSeedHash !== undefined && body.serverSeedHash !== seed.serverSeedHash) {
          throw new AppError('slot.seed_changed', 'The server seed in play has changed', {
            serverSeedHash: seed.serverSeedHash,
          });
        }
        const nonce = await takeNonce(tx, seed.id);
        const outcome = spinOutcome(seed.serverSeed, seed.clientSeed, nonce);
        const winMinor = outcome.multiplier * level.lineBetMinor;
        const roundId = `SLOT-${seed.id}-${nonce}`;
        const movement = { memberId, reference: roundId, createdAt: at };

        const stakeRow = await postMovement(
          tx,
          {
            ...movement,
            type: 'bet',
            amountMinor: level.stakeMinor,
            idempotencyKey: `slot:${memberId}:${key}:bet`,
          },
          -1,
        );
        const winRow =
          winMinor > 0
            ? await postMovement(
                tx,
                {
                  ...movement,
                  type: 'win',
                  amountMinor: winMinor,
                  idempotencyKey: `slot:${memberId}:${key}:win`,
                },
                1,
              )
            : undefined;
        const balanceAfterMinor = (winRow ?? stakeRow).balanceAfterMinor;

        const counters = afterSpin(player, now, level.stakeMinor, winMinor);
        await updatePlayer(tx, memberId, counters);
        const detail: BetDetail = {
          kind: 'slot',
          seedId: seed.id,
          nonce,
          clientSeed: seed.clientSeed,
          serverSeedHash: seed.serverSeedHash,
          stops: outcome.stops,
          reels: outcome.reels,
          lines: outcome.lines,
          lineBetMinor: level.lineBetMinor,
          balanceAfterMinor,
        };
        const bet = await insertBet(tx, {
          memberId,
          nodeId: game.nodeId,
          vendor: game.vendor,
          gameType: game.gameType,
          stakeMinor: level.stakeMinor,
          winMinor,
          status: 'settled',
          roundId,
          idempotencyKey: key,
          detail,
          createdAt: at,
          settledAt: at,
        });
        made = { winMinor };
        return this.spinValue(bet, detail, counters, false);
      });
      if (made) {
        countEvent({ kind: 'stake', game: 'slot', amountMinor: level.stakeMinor });
        if (made.winMinor > 0)
          countEvent({ kind: 'win', game: 'slot', amountMinor: made.winMinor });
      }
      return value;
    } catch (error) {
      if (error instanceof InsufficientFundsError) {
        throw new AppError('wallet.insufficient_funds', 'The balance is too low for this bet', {
          bet: minorToAmount(level.stakeMinor),
        });
      }
      // The same key won a race we did not see (the unique index refused ours).
      if (pgErrorCode(error) === UNIQUE_VIOLATION) {
        const winner = await findBetByKey(this.db, memberId, key);
        if (winner) return this.replay(winner, game, level.stakeMinor, memberId);
      }
      throw error;
    }
  }

  /** The answer of a spin already made with this key; a different bet under it is refused. */
  private async replay(
    bet: Bet,
    game: VendorGame,
    stakeMinor: number,
    memberId: string,
    player?: SessionCounters,
  ): Promise<SpinValue> {
    if (
      bet.nodeId !== game.nodeId ||
      bet.stakeMinor !== stakeMinor ||
      bet.detail?.kind !== 'slot'
    ) {
      throw new AppError(
        'slot.idempotency_conflict',
        'This idempotency key was used for another bet',
      );
    }
    const counters = player ?? (await findPlayer(this.db, memberId)) ?? EMPTY_SESSION;
    return this.spinValue(bet, bet.detail, counters, true);
  }

  private spinValue(
    bet: Bet,
    detail: BetDetail,
    counters: SessionCounters,
    replayed: boolean,
  ): SpinValue {
    const now = this.now();
    return {
      betId: bet.id,
      roundId: bet.roundId,
      bet: minorToAmount(bet.stakeMinor),
      lineBet: minorToAmount(detail.lineBetMinor),
      win: minorToAmount(bet.winMinor),
      balance: minorToAmount(detail.balanceAfterMinor),
      winAboveStake: bet.winMinor > bet.stakeMinor,
      stops: detail.stops,
      reels: detail.reels,
      lines: detail.lines.map((l) => ({
        line: l.line,
        symbol: l.symbol,
        count: l.count,
        multiplier: l.multiplier,
        win: minorToAmount(l.multiplier * detail.lineBetMinor),
        rows: l.rows,
      })),
      fairness: {
        serverSeedHash: detail.serverSeedHash,
        clientSeed: detail.clientSeed,
        nonce: detail.nonce,
      },
      replayed,
      session: sessionValue(counters, now),
      nextSpinAt: new Date(
        (counters.lastSpinAt?.getTime() ?? now) + this.options.minSpinIntervalMs,
      ).toISOString(),
    };
  }

  /** Reveals the seed in play and commits to a new one (nonce 0), keeping or setting the client seed. */
  async rotate(memberId: string, clientSeed?: string): Promise<SeedRotation> {
    return this.db.transaction(async (tx) => {
      await lockPlayer(tx, memberId);
      const previous = await findActiveSeed(tx, memberId);
      if (previous) await revealSeed(tx, previous.id, new Date(this.now()));
      const current = await this.activeSeed(tx, memberId, clientSeed ?? previous?.clientSeed);
      return {
        previous: previous
          ? {
              serverSeed: previous.serverSeed,
              serverSeedHash: previous.serverSeedHash,
              clientSeed: previous.clientSeed,
              spins: previous.nonce,
            }
          : null,
        current: fairnessOf(current),
      };
    });
  }
}

/** What other modules write and read of in-house bets (lottery tickets, the fairness seeds of records, vendor rounds). */
export { findRevealedSeeds, findVendorGame, insertBet } from './repo.ts';
