import { randomBytes } from 'node:crypto';
import { amountToMinor, minorToAmount } from '@kalaro/contract/money';
import type {
  InhouseLotteriesValue,
  LotteryBet,
  LotteryBetBody,
  LotteryBetValue,
  LotteryMyBetsValue,
  LotteryResult,
  LotteryState,
  LotterySummary,
} from '@kalaro/contract/lottery';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { StakeGate } from '../../lib/stake-gate.ts';
import { countEvent } from '../../lib/metrics.ts';
import { Periodic, type HoldLease } from '../../lib/periodic.ts';
import type { Session } from '../../plugins/session.ts';
import { nameIn } from '../games/service.ts';
import { insertBet } from '../inhouse/service.ts';
import { hashServerSeed, newServerSeed } from '../inhouse/slot-math.ts';
import { getOperatorConfig } from '../operator/service.ts';
import {
  findWallet,
  InsufficientFundsError,
  pgErrorCode,
  postMovement,
} from '../wallet/service.ts';
import {
  ODDS_TABLE,
  RTP_PERCENT,
  drawDigits,
  drawSlotAt,
  formatOdds,
  oddsOf,
  payout,
  sumOf,
} from './lottery-math.ts';
import {
  closeDue,
  drawnDraws,
  drawsDue,
  findLottery,
  findLotteryBet,
  findLotteryBetByKey,
  insertDraw,
  insertLotteryBet,
  listLotteries,
  lockDrawForBet,
  markDrawn,
  markSettled,
  memberBets,
  memberStakeOnDraw,
  nextDraw,
  openBetsOfDraw,
  openLotteryBets,
  recentResults,
  settleBetRow,
  upsertLottery,
  voidBetRow,
  type Draw,
  type LotteryBetRow,
  type LotteryRow,
} from './repo.ts';

const UNIQUE_VIOLATION = '23505';
/** Default schedule: a 1-minute and a 5-minute lottery; betting stops 5 s before a draw. */
export const DEFAULT_DRAW_INTERVALS_SECONDS = [60, 300];
export const DEFAULT_CLOSE_BEFORE_SECONDS = 5;
const LOTTERY_CODES = ['QUICK3_1', 'QUICK3_2', 'QUICK3_3'] as const;
const RESULTS_SHOWN = 10;
const SETTLED_SHOWN = 20;
const SETTLE_BATCH = 200;

export const LIMITS = { minBetMinor: 100, maxBetMinor: 500_000, maxPerDrawMinor: 2_000_000 };

export interface LotteryOptions {
  now: () => number;
  /** The member's own loss and wager limits, asked before each stake is debited. */
  stakes?: StakeGate;
  /** One lottery per entry (at most 3), in seconds between draws. */
  drawIntervalsSeconds: number[];
  /** Betting stops this long before each draw. */
  closeBeforeSeconds: number;
  /** Run the scheduler on a timer in this process (the server); tests call `tick` by hand. */
  scheduler: boolean;
  /** Tests: called before each bet is settled; throwing simulates a crash mid-settlement. */
  beforeSettleBet?: (betId: number) => void;
  /** The timed passes run on the holder of this lease only (several instances). */
  holdLease?: HoldLease;
}

const iso = (d: Date) => d.toISOString();

/** "1 min", "5 min", "30 s". */
function intervalLabel(seconds: number, language: 'EN' | 'TY') {
  if (seconds % 60 === 0) return `${seconds / 60} ${language === 'EN' ? 'min' : 'minuto'}`;
  return `${seconds} ${language === 'EN' ? 's' : 'segundo'}`;
}

const namesFor = (seconds: number) => ({
  EN: `Kalaro Pick 3 · ${intervalLabel(seconds, 'EN')}`,
  TY: `Kalaro Pick 3 · ${intervalLabel(seconds, 'TY')}`,
});

function resultOf(draw: Draw): LotteryResult | null {
  if (!draw.digits || !draw.drawnAt) return null;
  return {
    drawId: draw.id,
    drawNo: draw.drawNo,
    drawAt: iso(draw.drawAt),
    digits: draw.digits,
    sum: sumOf(draw.digits),
    serverSeed: draw.serverSeed,
    serverSeedHash: draw.serverSeedHash,
  };
}

const drawOf = (draw: Draw) => ({
  drawId: draw.id,
  drawNo: draw.drawNo,
  status: draw.status,
  opensAt: iso(draw.opensAt),
  closesAt: iso(draw.closesAt),
  drawAt: iso(draw.drawAt),
  serverSeedHash: draw.serverSeedHash,
});

const betOf = (row: LotteryBetRow): LotteryBet => ({
  betId: row.betId,
  roundId: row.roundId,
  drawId: row.drawId,
  drawNo: row.drawNo,
  drawAt: iso(row.drawAt),
  selection: row.selection,
  amount: minorToAmount(row.stakeMinor),
  odds: formatOdds(row.oddsCents),
  status: row.status,
  win: minorToAmount(row.winMinor),
  placedAt: iso(row.createdAt),
  settledAt: row.settledAt ? iso(row.settledAt) : null,
  digits: row.digits ?? null,
});

/** How long the scheduler's lease outlives its holder: another instance takes over after it. */
const SCHEDULER_LEASE_MS = 5_000;

/**
 * The in-house draw lottery: the schedule (open → closed → drawn → settled), the
 * bets and their settlement. Every step is a status change guarded by the
 * previous status, and every payout a ledger row with a key of its bet, so a
 * tick run twice, by two processes, or again after a crash changes nothing twice.
 */
export class LotteryService {
  private readonly scheduler = new Periodic(() => this.runTick());

  constructor(
    private readonly db: Db,
    private readonly options: LotteryOptions,
    private readonly log?: FastifyBaseLogger,
  ) {}

  private now() {
    return this.options.now();
  }

  /** Writes the configured lotteries, then catches up (close, draw, settle what is due). */
  async start(): Promise<void> {
    await this.db.transaction(async (tx) => {
      for (const [i, seconds] of this.options.drawIntervalsSeconds.slice(0, 3).entries()) {
        await upsertLottery(
          tx,
          {
            code: LOTTERY_CODES[i]!,
            drawIntervalSeconds: seconds,
            closeBeforeSeconds: Math.min(this.options.closeBeforeSeconds, Math.floor(seconds / 2)),
            minBetMinor: LIMITS.minBetMinor,
            maxBetMinor: LIMITS.maxBetMinor,
            maxPerDrawMinor: LIMITS.maxPerDrawMinor,
            sortOrder: i,
          },
          namesFor(seconds),
        );
      }
    });
    await this.tick();
    if (this.options.scheduler) {
      this.scheduler.repeat(1000, {
        name: 'lottery',
        ttlMs: SCHEDULER_LEASE_MS,
        hold: this.options.holdLease,
      });
    }
  }

  stop(): Promise<void> {
    return this.scheduler.stop();
  }

  /** One pass of the scheduler; passes never overlap in a process. */
  tick(): Promise<void> {
    return this.scheduler.run();
  }

  private async runTick(): Promise<void> {
    try {
      const now = this.now();
      await this.refundInMaintenance();
      for (const lottery of await listLotteries(this.db)) await this.ensureDraw(lottery, now);
      await closeDue(this.db, new Date(now));
      await this.drawDue(now);
      await this.settleDrawn();
    } catch (error) {
      this.log?.error({ err: error }, 'lottery scheduler pass failed');
      throw error;
    }
  }

  /** The draw taking bets at `now` exists (with its seed committed). */
  private async ensureDraw(lottery: LotteryRow, now: number): Promise<Draw> {
    const slot = drawSlotAt(now, lottery.drawIntervalSeconds, lottery.closeBeforeSeconds);
    const existing = await nextDraw(this.db, lottery.code, new Date(now));
    if (existing) return existing;
    const serverSeed = newServerSeed();
    await insertDraw(this.db, {
      lotteryCode: lottery.code,
      drawNo: slot.drawNo,
      status: slot.closesAt <= now ? 'closed' : 'open',
      opensAt: new Date(slot.opensAt),
      closesAt: new Date(slot.closesAt),
      drawAt: new Date(slot.drawAt),
      serverSeed,
      serverSeedHash: hashServerSeed(serverSeed),
    });
    return (await nextDraw(this.db, lottery.code, new Date(now)))!;
  }

  /** Draws every draw whose time has come (also ones missed while the server was down). */
  async drawDue(now = this.now()): Promise<void> {
    for (const draw of await drawsDue(this.db, new Date(now))) {
      await markDrawn(
        this.db,
        draw.id,
        drawDigits(draw.serverSeed, draw.lotteryCode, draw.drawNo),
        new Date(now),
      );
    }
  }

  /** Settles the bets of every drawn draw, then marks it settled. Resumable at any point. */
  async settleDrawn(): Promise<void> {
    for (const draw of await drawnDraws(this.db)) {
      for (;;) {
        const bets = await openBetsOfDraw(this.db, draw.id, SETTLE_BATCH);
        for (const bet of bets) await this.settleBet(draw, bet);
        if (bets.length < SETTLE_BATCH) break;
      }
      await markSettled(this.db, draw.id, new Date(this.now()));
    }
  }

  /**
   * While the operator runs maintenance with `openLotteryBets: 'refund'`, every
   * open bet is voided and its stake credited back, once (the bet's status and
   * the ledger key guard it). With 'settle' the draws go on and settle them.
   */
  async refundInMaintenance(): Promise<void> {
    const { maintenance, maintenanceNotice } = await getOperatorConfig(this.db);
    if (!maintenance || maintenanceNotice.openLotteryBets !== 'refund') return;
    for (;;) {
      const bets = await openLotteryBets(this.db, SETTLE_BATCH);
      for (const bet of bets) {
        const at = new Date(this.now());
        await this.db.transaction(async (tx) => {
          if (!(await voidBetRow(tx, bet.betId, at))) return;
          await postMovement(
            tx,
            {
              memberId: bet.memberId,
              type: 'refund',
              amountMinor: bet.stakeMinor,
              idempotencyKey: `lottery:bet:${bet.betId}:refund`,
              reference: bet.roundId,
              createdAt: at,
            },
            1,
          );
        });
      }
      if (bets.length < SETTLE_BATCH) break;
    }
  }

  /** One bet, once: its status moves open → settled and its win is credited in one transaction. */
  private async settleBet(
    draw: Draw,
    bet: Awaited<ReturnType<typeof openBetsOfDraw>>[number],
  ): Promise<void> {
    this.options.beforeSettleBet?.(bet.betId);
    const digits = draw.digits!;
    const winMinor = payout(bet.selection, bet.stakeMinor, bet.oddsCents, digits);
    const at = new Date(this.now());
    const settled = await this.db.transaction(async (tx) => {
      if (!(await settleBetRow(tx, bet.betId, winMinor, at))) return false;
      if (winMinor > 0) {
        await postMovement(
          tx,
          {
            memberId: bet.memberId,
            type: 'win',
            amountMinor: winMinor,
            idempotencyKey: `lottery:bet:${bet.betId}:win`,
            reference: bet.roundId,
            createdAt: at,
          },
          1,
        );
      }
      return true;
    });
    if (settled && winMinor > 0)
      countEvent({ kind: 'win', game: 'lottery', amountMinor: winMinor });
  }

  // --- calls ----------------------------------------------------------------------

  private async lottery(code: string): Promise<LotteryRow> {
    const lottery = await findLottery(this.db, code);
    if (!lottery) throw new AppError('lottery.not_found');
    return lottery;
  }

  private async summary(lottery: LotteryRow, language: string, now: number) {
    const current = await this.ensureDraw(lottery, now);
    const [last] = await recentResults(this.db, lottery.code, 1);
    return {
      code: lottery.code,
      displayName: nameIn(lottery.names, language),
      drawIntervalSeconds: lottery.drawIntervalSeconds,
      closeBeforeSeconds: lottery.closeBeforeSeconds,
      current: drawOf(current),
      lastResult: last ? resultOf(last) : null,
    } satisfies LotterySummary;
  }

  async list(language: string): Promise<InhouseLotteriesValue> {
    const now = this.now();
    const list = [];
    for (const lottery of await listLotteries(this.db)) {
      list.push(await this.summary(lottery, language, now));
    }
    return { serverTime: iso(new Date(now)), list };
  }

  async state(session: Session, code: string, language: string): Promise<LotteryState> {
    const lottery = await this.lottery(code);
    const now = this.now();
    const summary = await this.summary(lottery, language, now);
    const results = await recentResults(this.db, code, RESULTS_SHOWN);
    const wallet = await findWallet(this.db, session.memberId);
    const staked = await memberStakeOnDraw(this.db, session.memberId, summary.current.drawId);
    return {
      ...summary,
      serverTime: iso(new Date(now)),
      odds: ODDS_TABLE.map((m) => ({
        market: m.market,
        selections: m.selections,
        odds: formatOdds(m.oddsCents),
        winChance: (m.winChance * 100).toFixed(2),
      })),
      rtp: RTP_PERCENT.toFixed(2),
      limits: {
        minBet: minorToAmount(lottery.minBetMinor),
        maxBet: minorToAmount(lottery.maxBetMinor),
        maxPerDraw: minorToAmount(lottery.maxPerDrawMinor),
      },
      results: results.flatMap((r) => resultOf(r) ?? []),
      balance: minorToAmount(wallet?.balanceMinor ?? 0),
      stakedOnCurrent: minorToAmount(staked),
    };
  }

  async myBets(session: Session, code: string): Promise<LotteryMyBetsValue> {
    await this.lottery(code);
    const [open, settled] = await Promise.all([
      memberBets(this.db, session.memberId, code, 'open', 100),
      memberBets(this.db, session.memberId, code, 'settled', SETTLED_SHOWN),
    ]);
    return { open: open.map(betOf), settled: settled.map(betOf) };
  }

  /**
   * One bet, in one transaction: the draw is share-locked (it cannot close
   * meanwhile) and must be taking bets, the stake is debited through the ledger
   * (refused rather than overdraw; the wallet row stays locked, so the member's
   * bets on the draw are summed one at a time), the per-draw limit checked and the
   * open bet written. The same idempotency key answers the first bet again.
   */
  async placeBet(session: Session, code: string, body: LotteryBetBody): Promise<LotteryBetValue> {
    const { memberId } = session;
    const lottery = await this.lottery(code);
    const oddsCents = oddsOf(body.selection);
    if (oddsCents === undefined) throw new AppError('lottery.bet_invalid');
    const stakeMinor = amountToMinor(body.amount);
    if (
      stakeMinor === undefined ||
      stakeMinor < lottery.minBetMinor ||
      stakeMinor > lottery.maxBetMinor
    ) {
      throw new AppError('lottery.bet_limit', undefined, {
        minBet: minorToAmount(lottery.minBetMinor),
        maxBet: minorToAmount(lottery.maxBetMinor),
      });
    }
    const key = body.idempotencyKey;
    const same = { code, drawId: body.drawId, selection: body.selection, stakeMinor };
    const earlier = await findLotteryBetByKey(this.db, memberId, key);
    if (earlier) return this.replay(earlier, same);

    try {
      const betId = await this.db.transaction(async (tx) => {
        const draw = await lockDrawForBet(tx, body.drawId);
        const now = this.now();
        if (!draw || draw.lotteryCode !== code) throw new AppError('lottery.betting_closed');
        if (
          draw.status !== 'open' ||
          now < draw.opensAt.getTime() ||
          now >= draw.closesAt.getTime()
        ) {
          throw new AppError('lottery.betting_closed');
        }
        await this.options.stakes?.assertMayStake(tx, memberId, stakeMinor);
        const at = new Date(now);
        const roundId = `${code}-${draw.drawNo}-${randomBytes(6).toString('hex')}`;
        await postMovement(
          tx,
          {
            memberId,
            type: 'bet',
            amountMinor: stakeMinor,
            idempotencyKey: `lottery:${memberId}:${key}:bet`,
            reference: roundId,
            createdAt: at,
          },
          -1,
        );
        const staked = await memberStakeOnDraw(tx, memberId, draw.id);
        if (staked + stakeMinor > lottery.maxPerDrawMinor) {
          throw new AppError('lottery.draw_limit', undefined, {
            maxPerDraw: minorToAmount(lottery.maxPerDrawMinor),
            staked: minorToAmount(staked),
          });
        }
        const bet = await insertBet(tx, {
          memberId,
          nodeId: lottery.nodeId,
          vendor: lottery.vendor,
          gameType: lottery.gameType,
          stakeMinor,
          winMinor: 0,
          status: 'open',
          roundId,
          idempotencyKey: key,
          detail: null,
          createdAt: at,
          settledAt: null,
        });
        await insertLotteryBet(tx, {
          betId: bet.id,
          drawId: draw.id,
          memberId,
          selection: body.selection,
          oddsCents,
        });
        return bet.id;
      });
      countEvent({ kind: 'stake', game: 'lottery', amountMinor: stakeMinor });
      return this.betValue(betId, memberId, false);
    } catch (error) {
      if (error instanceof InsufficientFundsError) {
        throw new AppError('wallet.insufficient_funds', 'The balance is too low for this bet', {
          bet: minorToAmount(stakeMinor),
        });
      }
      // The same key won a race we did not see (a unique index refused ours).
      if (pgErrorCode(error) === UNIQUE_VIOLATION) {
        const winner = await findLotteryBetByKey(this.db, memberId, key);
        if (winner) return this.replay(winner, same);
      }
      throw error;
    }
  }

  private async betValue(betId: number, memberId: string, replayed: boolean) {
    const row = (await findLotteryBet(this.db, betId))!;
    const wallet = await findWallet(this.db, memberId);
    return { bet: betOf(row), balance: minorToAmount(wallet?.balanceMinor ?? 0), replayed };
  }

  /** The bet already placed with this key; a different bet under it is refused. */
  private async replay(
    bet: LotteryBetRow,
    same: { code: string; drawId: number; selection: string; stakeMinor: number },
  ): Promise<LotteryBetValue> {
    if (
      bet.lotteryCode !== same.code ||
      bet.drawId !== same.drawId ||
      bet.selection !== same.selection ||
      bet.stakeMinor !== same.stakeMinor
    ) {
      throw new AppError(
        'lottery.idempotency_conflict',
        'This idempotency key was used for another bet',
      );
    }
    return this.betValue(bet.betId, bet.memberId, true);
  }
}
